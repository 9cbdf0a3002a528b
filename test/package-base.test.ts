// The base a package writes (project/package-base.ts), for the calls of its files that do not show
// theirs: only `/api/v4` written in the code makes it a v4 package; `/api/v3` anywhere keeps it
// undecided; the nearest package.json draws the line.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diskReader, packageBases } from '../src/project/package-base.js';
import { runCli, tempDir } from './support.js';

/** Writes the files under a new folder; returns their absolute paths and the verdict function. */
function tree(files: Record<string, string>) {
  const dir = tempDir('package-base');
  const paths = Object.keys(files).map((f) => path.join(dir, f));
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), text);
  }
  const consulted = new Set<string>();
  const base = packageBases(paths.filter((p) => !p.endsWith('package.json')), diskReader(new Map(), consulted));
  return { at: (f: string) => base(path.join(dir, f)), consulted };
}

const model = "module.exports = (client, id) => client.get(`projects/${id}/repository/branches`);\n";
const manifest = '{ "name": "x", "version": "1.0.0" }\n';

describe('the base a package writes', () => {
  it('v4 when a string of its code holds an /api/v4 base and nothing says /api/v3', () => {
    const { at, consulted } = tree({ 'package.json': manifest, 'src/api.js': 'this.url = `${url}/api/v4/`;\n', 'src/models/branches.js': model });
    expect(at('src/models/branches.js')).toBe(4);
    expect([...consulted].some((f) => f.endsWith('src/api.js')), 'the file it read is recorded for the cache').toBe(true);
  });

  it('undecided when /api/v4 is only in a comment', () => {
    const { at } = tree({ 'package.json': manifest, 'src/api.js': '// moves to /api/v4 next year\nconst url = process.env.GITLAB_API;\n', 'src/models/branches.js': model });
    expect(at('src/models/branches.js')).toBeUndefined();
  });

  it('not v4 when /api/v3 is written anywhere in the package: a comment, an .env file', () => {
    expect(tree({ 'package.json': manifest, 'src/api.js': "const v4 = '/api/v4';\n// the server still speaks /api/v3\n", 'src/m.js': model }).at('src/m.js')).toBe(3);
    expect(tree({ 'package.json': manifest, 'src/api.js': "const v4 = '/api/v4';\n", '.env': 'GITLAB_API=https://git.example.com/api/v3\n', 'src/m.js': model }).at('src/m.js')).toBe(3);
  });

  it('a folder with its own package.json is another package', () => {
    const { at } = tree({
      'package.json': manifest,
      'src/api.js': "const base = 'https://gitlab.com/api/v4';\n",
      'src/m.js': model,
      'legacy/package.json': manifest,
      'legacy/api.js': "const base = 'https://gitlab.com/api/v3';\n",
      'legacy/m.js': model,
    });
    expect(at('src/m.js')).toBe(4);
    expect(at('legacy/m.js')).toBe(3);
  });
});

describe("a package's base with --cache", () => {
  it('a file added to the package that writes /api/v3 (a page of notes) undoes the cached v4 verdict: the next check is the cold one', async () => {
    const dir = tempDir('package-base-cache');
    cpSync(fileURLToPath(new URL('../fixtures/projects/v4-package-js', import.meta.url)), dir, { recursive: true });
    const cached = await runCli(['--cache', '--format', 'json', '.'], dir);
    expect(JSON.parse(cached.stdout).findings).toHaveLength(1);
    // A file no project pass reads (not deferred to it, not consulted by it): only the package's file list changes.
    writeFileSync(path.join(dir, 'notes.md'), 'The client spoke `https://gitlab.example.com/api/v3` until 2017.\n');
    const cold = await runCli(['--format', 'json', '.'], dir);
    expect(JSON.parse(cold.stdout).findings.length).toBeGreaterThan(1);
    expect(await runCli(['--cache', '--format', 'json', '.'], dir)).toEqual(cold);
  });
});
