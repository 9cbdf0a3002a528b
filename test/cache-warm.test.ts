// The cache as a warm run sees it: a damaged cache is never an error, and what a warm run
// reports is byte for byte what a cold run reports.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache.js';
import { runCli, tempProject } from './support.js';

const CLIENT = "import axios from 'axios';\nexport const jobs = (id) => axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";

/** Rewrites the cache file's JSON through `edit`. */
function editCache(dir: string, edit: (data: { entries: Record<string, Record<string, unknown>>; project?: unknown }) => void): void {
  const file = path.join(dir, DEFAULT_CACHE_FILE);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof edit>[0];
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data));
}

describe('a cache entry of the wrong shape', () => {
  const broken: [string, (e: Record<string, unknown>) => void][] = [
    ['findings not a list', (e) => void ((e.result as Record<string, unknown>).findings = 5)],
    ['no result', (e) => void delete e.result],
    ['a finding without a range', (e) => void delete ((e.result as { findings: Record<string, unknown>[] }).findings[0].range)],
    ['a finding of an unknown severity', (e) => void ((e.result as { findings: Record<string, unknown>[] }).findings[0].severity = 'fatal')],
    ['a hash that is a number', (e) => void (e.hash = 42)],
    ['null', (e) => void Object.keys(e).forEach((k) => delete e[k])],
  ];
  it.each(broken)('is dropped and its file checked again: %s', async (_name, damage) => {
    const dir = tempProject({ 'a.js': CLIENT, 'b.js': CLIENT });
    const cold = await runCli(['--format', 'json', '.'], dir);
    await runCli(['--cache', '--format', 'json', '.'], dir);
    editCache(dir, (data) => Object.values(data.entries).forEach(damage));
    const warm = await runCli(['--cache', '--format', 'json', '.'], dir);
    expect(warm.stderr).toBe('');
    expect(warm).toEqual(cold);
  });

  it('a project entry of the wrong shape is dropped', async () => {
    const dir = tempProject({
      'base.js': "export const BASE = 'https://gitlab.example.com' + '/api' + '/v3';\n",
      'client.js': "import { BASE } from './base.js';\nexport const builds = (id) => fetch(BASE + '/projects/' + id + '/builds');\n",
    });
    const cold = await runCli(['--format', 'json', '.'], dir);
    await runCli(['--cache', '--format', 'json', '.'], dir);
    editCache(dir, (data) => {
      expect(data.project).toBeDefined();
      data.project = { deferred: (data.project as { deferred: unknown }).deferred, consulted: {}, findings: { x: 1 } };
    });
    expect(await runCli(['--cache', '--format', 'json', '.'], dir)).toEqual(cold);
  });
});
