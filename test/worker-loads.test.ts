// What a worker thread loads to check files: every thread pays for its modules when it starts, so
// a package only some files need is loaded with the first such file. The probe is a fresh process that does what a worker does: imports
// engine/worker.ts, then checks files through the same createContext and processFile.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explain, ROOT, tempDir, tempProject, V3_CALL } from './support.js';

const src = (file: string) => JSON.stringify(pathToFileURL(path.join(ROOT, 'src', file)).href);

/** Prints the findings per file and the packages loaded (by require.cache, where CommonJS packages land however they are loaded). */
const PROBE = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const packages = () => [...new Set(Object.keys(require.cache).map((k) => /node_modules[\\\\/]((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(k)?.[1].replace(/\\\\/g, '/')).filter(Boolean))].sort();
const [cwd, ...files] = JSON.parse(process.env.PROBE_FILES);
await import(${src('engine/worker.ts')});
const { createContext, processFile } = await import(${src('engine/lint-file.ts')});
const ctx = await createContext({ paths: ['.'], cwd });
const findings = [];
for (const file of files) findings.push((await processFile(cwd + '/' + file, cwd, ctx)).findings.length);
const loaded = packages();
// The probe is not blind to a package imported by an ES module: the stylish formatter's.
await import(${src('formatters/stylish.ts')});
console.log(JSON.stringify({ findings, loaded, withConfig: packages() }));
`;

function probe(files: Record<string, string>): { findings: number[]; loaded: string[]; withConfig: string[] } {
  const cwd = tempProject(files);
  const script = path.join(tempDir('probe'), 'probe.mjs');
  fs.writeFileSync(script, PROBE);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PROBE_FILES: JSON.stringify([cwd, ...Object.keys(files)]) },
    timeout: 60_000,
  });
  expect(r.status, explain(r)).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as ReturnType<typeof probe>;
}

/** Packages that only some kinds of file need: manifests, the configuration, the adapters' parsers. */
const ONLY_SOME = ['semver', 'picocolors', 'yaml', 'jsonc-parser', 'markdown-it', '@ast-grep/napi', '@ast-grep/lang-bash', '@ast-grep/lang-python', '@ast-grep/lang-ruby'];

describe('a worker checking JavaScript and TypeScript', () => {
  it('loads the parser, and none of the packages only manifests, the configuration or the adapters need', () => {
    const r = probe({ 'src/api.js': V3_CALL, 'src/util.ts': 'export const add = (a: number, b: number): number => a + b;\n' });
    expect(r.findings[0]).toBeGreaterThan(0);
    expect(r.loaded.some((p) => p === 'oxc-parser' || p === '@typescript-eslint/typescript-estree')).toBe(true);
    expect(r.loaded.filter((p) => ONLY_SOME.includes(p))).toEqual([]);
    expect(r.withConfig).toContain('picocolors');
  });

  it('loads semver with the first package.json that names a GitLab client', () => {
    const r = probe({ 'src/api.js': V3_CALL, 'package.json': JSON.stringify({ dependencies: { gitlab: '^1.8.0' } }) });
    expect(r.findings[1]).toBe(1);
    expect(r.loaded).toContain('semver');
  });
});
