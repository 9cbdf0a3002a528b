// One file nested too deeply never stops the run. The scan before parsing bounds the depth of
// every nesting construct (keywords, chains, types, JSX), since the native parser ends the process
// on a tree too deep for its stack; the walks over the tree refuse what the scan let through
// deeper than the limit, and a file whose analysis still throws is that file's error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { MAX_NESTING, nestingBound } from '../src/core/parse/nesting.js';
import { parse } from '../src/core/parse/parse.js';
import { WORKER_RESOURCES } from '../src/engine/worker.js';
import { CONSTRUCTS, deepestAllowed } from './nesting-cases.js';
import { runJson, tempDir, tempProject as project } from './support.js';

const V3_CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";

/** The depth of a tree, types included (the parser recurses into them too), without recursion. */
function depthOf(root: object): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    max = Math.max(max, depth);
    for (const [key, value] of Object.entries(node as object)) {
      if (key === 'parent' || typeof value !== 'object' || value === null) continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (typeof child === 'object' && child !== null && typeof (child as { type?: unknown }).type === 'string') stack.push([child, depth + 1]);
      }
    }
  }
  return max;
}

describe('the nesting scan', () => {
  it('bounds the depth of every nesting construct from above (within a factor of 2)', () => {
    for (const c of CONSTRUCTS) {
      const text = c.make(200);
      expect(depthOf(parse(text, c.file)), c.name).toBeLessThanOrEqual(2 * nestingBound(text) + 8);
    }
  });

  it('does so whatever the layout: line breaks and comments anywhere between tokens', () => {
    const blank = fc.constantFrom(' ', '\n', ' /* c */ ', '\n// c\n', '\t\r\n');
    fc.assert(
      fc.property(fc.constantFrom(...CONSTRUCTS), fc.integer({ min: 1, max: 150 }), fc.array(blank, { minLength: 1, maxLength: 8 }), (c, n, blanks) => {
        let k = 0;
        const text = c.make(n).replace(/ /g, () => blanks[k++ % blanks.length]);
        let program;
        try {
          program = parse(text, c.file);
        } catch {
          return; // a line break where JavaScript reads it as the end of a statement
        }
        expect(depthOf(program), `${c.name} × ${n}: ${JSON.stringify(text.slice(0, 200))}`).toBeLessThanOrEqual(2 * nestingBound(text) + 8);
      }),
      { numRuns: 400 },
    );
  });

  // A native stack overflow ends the process, so each parse runs in a child process: on its main
  // thread (8 MiB of stack on Linux) and on a worker thread with the engine's resource limits.
  it('lets through nothing the native parser cannot parse, on the main thread or a worker thread', () => {
    const dir = tempDir('nesting');
    const cases = CONSTRUCTS.map((c) => ({ name: c.name, lang: c.file.endsWith('.ts') ? 'ts' : 'jsx', text: c.make(deepestAllowed(c.make)) }));
    fs.writeFileSync(path.join(dir, 'cases.json'), JSON.stringify(cases));
    const script = `
      const { Worker } = require('node:worker_threads');
      const cases = require(${JSON.stringify(path.join(dir, 'cases.json'))});
      const oxc = ${JSON.stringify(require.resolve('oxc-parser'))};
      const parse = (c) => require(oxc).parseSync('x.' + c.lang, c.text, { lang: c.lang, astType: 'ts', range: true }).errors.length;
      (async () => {
        for (const c of cases) {
          process.stdout.write(c.name + ' ');
          if (parse(c)) throw new Error(c.name + ' does not parse');
          await new Promise((resolve, reject) => {
            const w = new Worker(\`const c = require('node:worker_threads').workerData; require(\${JSON.stringify(oxc)}).parseSync('x.' + c.lang, c.text, { lang: c.lang, astType: 'ts', range: true });\`, { eval: true, workerData: c, resourceLimits: ${JSON.stringify(WORKER_RESOURCES)} });
            w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(c.name + ' worker exit ' + code))));
            w.on('error', reject);
          });
        }
        process.stdout.write('done');
      })().catch((e) => { console.error(e.message); process.exit(1); });`;
    const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect({ status: r.status, signal: r.signal, last: r.stdout.trim().split(' ').pop(), stderr: r.stderr }).toEqual({ status: 0, signal: null, last: 'done', stderr: '' });
  });
});

describe('a file nested too deeply', () => {
  it('is that file\'s error, whatever the construct, and the other files are fixed', async () => {
    const deep = Object.fromEntries(CONSTRUCTS.map((c) => [c.file, c.make(6000) + '\n' + V3_CALL]));
    const dir = project({ ...deep, 'ok.js': V3_CALL });
    const { report } = await runJson<{ errors: { file: string; message: string }[] }>(['--fix', '--include-large', '--threads', '1'], dir);
    const tooDeep = /^not analysed: nested too deeply to analyse \((about \d+ levels; the limit is 2500|more than 2500 levels)\)$/;
    expect(report.errors).toEqual(CONSTRUCTS.map((c) => ({ file: c.file, message: expect.stringMatching(tooDeep) })).sort((a, b) => (a.file < b.file ? -1 : 1)));
    expect(fs.readFileSync(path.join(dir, 'ok.js'), 'utf8')).toBe(fixText(V3_CALL, 'ok.js').output);
    for (const c of CONSTRUCTS) expect(fs.readFileSync(path.join(dir, c.file), 'utf8'), c.name).toBe(deep[c.file]);
  });

  it('deeper than the limit though the scan let it through (a tree it underestimates) is refused by the walk over the tree', () => {
    const getters = CONSTRUCTS.find((c) => c.name === 'getter')!;
    const text = getters.make(deepestAllowed(getters.make)) + '\n' + V3_CALL;
    expect(checkText(text, 'getters.js')).toMatchObject({ parseError: `not analysed: nested too deeply to analyse (more than ${MAX_NESTING} levels)`, findings: [expect.objectContaining({ change: 'prefix' })] });
  });

  it('within the limit is analysed: the deepest text the scan allows, of every construct, with a v3 call beside it', () => {
    for (const c of CONSTRUCTS) {
      const result = checkText(V3_CALL + c.make(deepestAllowed(c.make)), c.file);
      if (result.parseError) expect(result.parseError, c.name).toMatch(/^not analysed: nested too deeply to analyse \(more than 2500 levels\)$/);
      else expect(result.findings.map((f) => f.change), c.name).toEqual(['prefix', '9.0/12']);
    }
  });
});

describe('project mode', () => {
  it('names a file it reads that is nested too deeply, for the files that needed it; the others are fixed', async () => {
    const getters = CONSTRUCTS.find((c) => c.name === 'getter')!;
    const dir = project({
      'base.js': "export const BASE = 'https://gitlab.example.com/api/v3';\n" + getters.make(deepestAllowed(getters.make)) + ';\n',
      'client.js': "import { BASE } from './base.js';\nexport const jobs = (id) => axios.get(BASE + '/projects/' + id + '/builds');\n",
      'a.js': V3_CALL,
    });
    const { report } = await runJson<{ errors: { file: string; message: string }[] }>(['--fix', '--include-large'], dir);
    expect(report.errors).toContainEqual({ file: 'client.js', message: expect.stringMatching(/^project mode failed, per-file findings only: (a file it reads is )?nested too deeply/) });
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(fixText(V3_CALL, 'a.js').output);
  });
});

describe('a long template handed to fetch', () => {
  it('is analysed: its items are appended one by one, never spread as arguments (528 KB overflowed the stack)', () => {
    const text = 'fetch(`https://gitlab.example.com/api/v3/projects/' + 'x'.repeat(528_000) + '/builds`);\n';
    expect(checkText(text, 'long.js').findings.map((f) => f.change)).toEqual(['prefix', '9.0/12']);
  });
});

describe('the ESLint plugin', () => {
  it('leaves a tree deeper than the limit alone instead of stopping the lint run', async () => {
    const { Linter } = await import('eslint');
    const { default: plugin } = await import('../src/eslint-plugin/index.js');
    const linter = new Linter({ configType: 'flat' });
    const deep = '{'.repeat(2600) + '}'.repeat(2600) + '\n';
    const messages = linter.verify(deep + V3_CALL, [plugin.configs.recommended], 'deep.js');
    expect(messages.map((m) => m.message)).toEqual([]);
    expect(linter.verify(V3_CALL, [plugin.configs.recommended], 'ok.js').length).toBeGreaterThan(0);
  });
});
