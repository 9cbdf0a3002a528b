// The route oracle over every expected output: each URL that a `.fixed` fixture (rules, traps,
// regressions, demo, project fixtures) builds on `/api/v4` resolves to a v4 route of the tables.
// The property test asks the same of its outputs (test/property-checks.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureOptions, isFixedFile } from '../src/rulebook/annotations.js';
import { nonV4Urls } from './route-oracle.js';
import { sourceFiles } from './support.js';

const root = path.resolve(import.meta.dirname, '../fixtures');
const fixed = sourceFiles(root).filter((f) => isFixedFile(path.basename(f)));

describe('route oracle', () => {
  it('has fixed files to check', () => {
    expect(fixed.length).toBeGreaterThan(20);
  });

  it.each(fixed.map((f) => [path.relative(root, f), f]))('%s builds only v4 routes', (_rel, file) => {
    const text = readFileSync(file, 'utf8');
    expect(nonV4Urls(text, file, fixtureOptions(text).serverVersion)).toEqual([]);
  });

  it('catches a v4 base beside a v3-only route, and a literal that fills a parameter', () => {
    expect(nonV4Urls("axios.get(`/api/v4/projects/${id}/builds`);\naxios.get('/api/v4/projects/owned');", 'x.js')).toEqual([
      '1: GET /projects/:param/builds (not a v4 route)',
      '2: GET /projects/owned (not proven: a literal fills a parameter, or a computed segment a literal)',
    ]);
    expect(nonV4Urls("axios.get(`/api/v4/projects/${id}/jobs`);", 'x.js')).toEqual([]);
  });
});
