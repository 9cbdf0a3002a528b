// Generated deep and huge files, of every nesting construct, thrown at the CLI as a process (a
// segmentation fault would end it; a bounded time stops a run gone quadratic): each run completes
// with a report, names the files it could not analyse, fixes the others and leaves nothing behind.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSTRUCTS, deepestAllowed } from './nesting-cases.js';
// FIXED is spelled out, not the core's own output: a fixer that wrote nothing would match that.
import { ROOT as REPO, tempDir, V3_CALL, V4_CALL as FIXED } from './support.js';

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Report {
  errors: { file: string; message: string }[];
  summary: { filesScanned: number; filesChanged: number };
}

/** The CLI from the sources, as a process, with `--fix --include-large --format json`. */
function fixAll(dir: string, extra: string[] = []) {
  const r = spawnSync(process.execPath, ['--import', TSX, path.join(REPO, 'src/cli/bin.ts'), '--fix', '--include-large', '--format', 'json', ...extra], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 150_000,
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const explain = `exit ${r.status} signal ${r.signal}\nstderr: ${r.stderr.slice(0, 2000)}`;
  expect(r.signal, explain).toBeNull();
  expect([0, 1, 2], explain).toContain(r.status);
  expect(r.stderr, explain).toBe('');
  return JSON.parse(r.stdout) as Report;
}

/** Every file of `dir` is one of `names`: no temporary file left. */
function expectOnly(dir: string, names: string[]) {
  expect(fs.readdirSync(dir).sort()).toEqual([...names].sort());
}

// A bad file: a construct nested `n` deep, or a huge input of one of the shapes that once took
// minutes or overflowed the stack.
const huge: Record<string, (n: number) => string> = {
  'long-template': (n) => 'fetch(`https://gitlab.example.com/api/v3/projects/' + 'x'.repeat(n * 20) + '/builds`);\n',
  'long-string': (n) => `const s = "${'/api/v3'.repeat(n * 3)}";\n`,
  'many-literals': (n) => 'const a = [' + "'/api/v3/projects/1/builds', ".repeat(n) + '];\n',
  'many-calls': (n) => V3_CALL.repeat(Math.ceil(n / 20)),
};
const badFile = fc.oneof(
  fc.record({ kind: fc.constant('deep' as const), c: fc.constantFrom(...CONSTRUCTS), n: fc.constantFrom(3000, 12_000, 40_000) }),
  fc.record({ kind: fc.constant('huge' as const), shape: fc.constantFrom(...Object.keys(huge)), n: fc.integer({ min: 5_000, max: 15_000 }) }),
);

describe('generated deep and huge files', () => {
  it('never stop the run: the report names them, and the other files are fixed', () => {
    fc.assert(
      fc.property(fc.uniqueArray(badFile, { minLength: 1, maxLength: 3, selector: (b) => (b.kind === 'deep' ? b.c.name : b.shape) }), (bad) => {
        const dir = tempDir('fuzz');
        const files: Record<string, string> = { 'a.js': V3_CALL, 'm.ts': V3_CALL, 'z.jsx': V3_CALL };
        for (const b of bad) {
          if (b.kind === 'deep') files[`deep-${b.c.file}`] = V3_CALL + b.c.make(b.n);
          else files[`huge-${b.shape}.js`] = huge[b.shape](b.n);
        }
        for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
        const report = fixAll(dir);
        expect(report.summary.filesScanned).toBe(Object.keys(files).length);
        for (const f of ['a.js', 'm.ts', 'z.jsx']) expect(fs.readFileSync(path.join(dir, f), 'utf8'), f).toBe(FIXED);
        // Deep files are refused, whole; huge ones are analysed (and fixed where a fix applies).
        for (const e of report.errors) expect(e.file).toMatch(/^deep-/);
        for (const name of Object.keys(files).filter((f) => f.startsWith('deep-'))) {
          expect(report.errors.find((e) => e.file === name)?.message, name).toMatch(/^not analysed: nested too deeply/);
          expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).toBe(files[name]);
        }
        expectOnly(dir, Object.keys(files));
      }),
      { numRuns: 3, endOnFailure: true },
    );
  }, 600_000);

  // 400 files and more go to worker threads, whose stack holds less than the main thread's unless
  // raised: each construct at the deepest the scan allows, and far deeper.
  it('on worker threads too: the deepest each construct the scan lets through, and 40,000 levels', () => {
    const dir = tempDir('fuzz-workers');
    const files: Record<string, string> = {};
    for (let i = 0; i < 400; i++) files[`ok-${i}.js`] = V3_CALL;
    for (const c of CONSTRUCTS) {
      // The v3 call lets each file past the prefilter, to the parser.
      files[`edge-${c.file}`] = V3_CALL + c.make(deepestAllowed(c.make));
      files[`deep-${c.file}`] = V3_CALL + c.make(40_000);
    }
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const report = fixAll(dir, ['--threads', '2']);
    expect(report.summary.filesScanned).toBe(Object.keys(files).length);
    // An edge file is analysed and fixed, unless the walk over its tree found it deeper than the
    // scan told (then it is refused, as the deep ones are).
    for (const c of CONSTRUCTS) {
      const name = `edge-${c.file}`;
      const error = report.errors.find((e) => e.file === name);
      if (error) expect(error.message, name).toBe('not analysed: nested too deeply to analyse (more than 2500 levels)');
      else expect(fs.readFileSync(path.join(dir, name), 'utf8').startsWith(FIXED), name).toBe(true);
    }
    for (const c of CONSTRUCTS) expect(report.errors.find((e) => e.file === `deep-${c.file}`)?.message ?? `no error: ${JSON.stringify(report.errors.map((e) => e.file))}`, c.name).toMatch(/^not analysed: nested too deeply/);
    for (const e of report.errors) expect(e.message, e.file).toMatch(/^not analysed: nested too deeply/);
    for (let i = 0; i < 400; i++) expect(fs.readFileSync(path.join(dir, `ok-${i}.js`), 'utf8')).toBe(FIXED);
    expectOnly(dir, Object.keys(files));
  }, 300_000);
});
