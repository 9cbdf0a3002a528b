// The route oracle over every expected output: each URL that a `.fixed` fixture (rules, traps,
// regressions, demo, project fixtures) or an adapter's fixed file (fixtures/adapters/fixed: curl
// lines, Python, Ruby, CI, pages) builds on `/api/v4` resolves to a v4 route of the tables.
// The property test asks the same of its outputs (test/property-checks.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureOptions, isFixedFile } from '../src/rulebook/annotations.js';
import { nonV4Urls, nonV4UrlsOfFile } from './route-oracle.js';
import { sourceFiles } from './support.js';

const root = path.resolve(import.meta.dirname, '../fixtures');
const fixed = sourceFiles(root).filter((f) => isFixedFile(path.basename(f)));
const adaptedDir = path.join(root, 'adapters/fixed');
const adapted = readdirSync(adaptedDir).map((f) => path.join(adaptedDir, f));

describe('route oracle', () => {
  it('has fixed files to check', () => {
    expect(fixed.length).toBeGreaterThan(20);
  });

  it.each(fixed.map((f) => [path.relative(root, f), f]))('%s builds only v4 routes', (_rel, file) => {
    const text = readFileSync(file, 'utf8');
    expect(nonV4Urls(text, file, fixtureOptions(text).serverVersion)).toEqual([]);
  });

  it.each(adapted.map((f) => [path.relative(root, f), f]))('%s (an adapted kind) builds only v4 routes', (_rel, file) => {
    expect(nonV4UrlsOfFile(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it('catches a v3-only route on a v4 base in a script and in Ruby', () => {
    const sh = 'API="https://gitlab.example.com/api/v4"\ncurl "$API/projects/1/builds"\ncurl -X DELETE "$API/projects/1/star"\n';
    expect(nonV4UrlsOfFile(sh, 'x.sh')).toEqual(['2: GET /projects/1/builds (not a v4 route)', '3: DELETE /projects/1/star (not a v4 route)']);
    const rb = 'uri = URI("https://gitlab.example.com/api/v4/projects/1/star")\nreq = Net::HTTP::Delete.new(uri)\nhttp.request(req)\n';
    expect(nonV4UrlsOfFile(rb, 'x.rb')).toEqual(['2: DELETE /projects/1/star (not a v4 route)']);
  });

  it('catches a v4 base beside a v3-only route, and a literal that fills a parameter', () => {
    expect(nonV4Urls("axios.get(`/api/v4/projects/${id}/builds`);\naxios.get('/api/v4/projects/owned');", 'x.js')).toEqual([
      '1: GET /projects/:param/builds (not a v4 route)',
      '2: GET /projects/owned (not proven: a literal fills a parameter, or a computed segment a literal)',
    ]);
    expect(nonV4Urls("axios.get(`/api/v4/projects/${id}/jobs`);", 'x.js')).toEqual([]);
  });
});
