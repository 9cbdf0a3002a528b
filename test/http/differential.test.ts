// The differential HTTP test: the proof behind "safe". Each v3 client (one per library style and
// fix kind, test/http/styles.ts) runs against a local server answering as v3; the real CLI fixes
// them with --fix (review kinds with --fix-review too); each fixed client runs against the same
// server answering as v4. The recorded requests must be the same request under the change list's
// mapping: method, route, query, body and auth header. Only 127.0.0.1 is contacted. The other
// fronts (--no-project; eslint --fix, with its suggestions for review kinds) must write the same
// text as the proven run: see the end of this file.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../../src/eslint-plugin/index.js';
import { runCli, tempDir } from '../support.js';
import { KINDS, REVIEW_KINDS, request } from './kinds.js';
import { startFakeGitlab, type FakeGitlab, type Recorded } from './server.js';
import { clientModule, PORT, STYLES } from './styles.js';

/** Cases that show bugs not fixed yet: `style/kind` → why. Each is run as `it.fails`. */
const KNOWN: Record<string, string> = {};

const ALL = [...KINDS, ...REVIEW_KINDS];
const cases = STYLES.flatMap((style) =>
  ALL.map((kind) => ({ style, kind, review: REVIEW_KINDS.includes(kind), file: `${style.name.replace(/\W/g, '-')}--${ALL.indexOf(kind)}.mjs` })),
);

let server: FakeGitlab;
let dir: string;
let fixed: Map<string, string>;
const recorded = new Map<string, { before: Recorded[]; after: Recorded[] }>();

/** Runs one client module against the server, with the port filled in; returns what it sent. */
async function runClient(source: string, name: string): Promise<Recorded[]> {
  const file = path.join(dir, 'run', name);
  writeFileSync(file, source.split(PORT).join(String(server.port)));
  const from = server.requests.length;
  const mod = (await import(pathToFileURL(file).href)) as { run(): Promise<void> };
  await mod.run();
  return server.requests.slice(from);
}

beforeAll(async () => {
  server = await startFakeGitlab();
  dir = tempDir('http');
  // The clients import the libraries from this package's own node_modules.
  symlinkSync(path.resolve(import.meta.dirname, '../../node_modules'), path.join(dir, 'node_modules'), 'dir');
  const folder = (c: { review: boolean }) => path.join(dir, c.review ? 'review' : 'safe');
  for (const name of ['safe', 'review', 'run']) mkdirSync(path.join(dir, name));
  for (const c of cases) writeFileSync(path.join(folder(c), c.file), clientModule(c.style, c.kind.call));
  for (const [name, flags] of [['safe', ['--fix']], ['review', ['--fix', '--fix-review']]] as const) {
    const out = await runCli([...flags, '--no-cache', name], dir);
    if (out.code === 2) throw new Error(`the CLI failed: ${out.stderr}`);
  }
  fixed = new Map(cases.map((c) => [c.file, readFileSync(path.join(folder(c), c.file), 'utf8')]));
  for (const c of cases) {
    const before = await runClient(clientModule(c.style, c.kind.call), `v3-${c.file}`);
    const after = await runClient(fixed.get(c.file)!, `v4-${c.file}`);
    recorded.set(c.file, { before, after });
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe.each(STYLES.map((s) => [s.name, s] as const))('%s', (styleName) => {
  for (const kind of ALL) {
    const c = cases.find((x) => x.style.name === styleName && x.kind === kind)!;
    const known = KNOWN[`${styleName}/${kind.name}`];
    (known ? it.fails : it)(`${kind.name}${known ? ` (known bug: ${known})` : ''}`, () => {
      const { before, after } = recorded.get(c.file)!;
      expect(before, 'the v3 client sends one request').toHaveLength(1);
      expect(before[0]).toMatchObject({ version: 3, route: true });
      expect(after, `the fixed client sends one request:\n${fixed.get(c.file)}`).toHaveLength(1);
      expect({ ...request(after[0]), version: after[0].version, route: after[0].route }, `fixed client:\n${fixed.get(c.file)}`).toEqual({
        ...kind.map(request(before[0])),
        version: 4,
        route: true,
      });
    });
  }
});

// The other fronts write what the proven CLI run wrote: --no-project (each file alone) and
// `eslint --fix` (the plugin's fixes, safe ones only: review fixes are not applied by ESLint's
// --fix). Without this, "safe" would be proven for the CLI in project mode only.
describe('the other fronts write the HTTP-proven fix', () => {
  const safe = () => cases.filter((c) => !c.review);

  it.each([
    ['safe', false, ['--fix']],
    ['review', true, ['--fix', '--fix-review']],
  ] as const)('--no-project writes what the proven run wrote (%s)', async (name, review, flags) => {
    const mine = cases.filter((c) => c.review === review);
    const copy = path.join(dir, `no-project-${name}`);
    mkdirSync(copy);
    for (const c of mine) writeFileSync(path.join(copy, c.file), clientModule(c.style, c.kind.call));
    const out = await runCli([...flags, '--no-project', '--no-cache', `no-project-${name}`], dir);
    expect(out.code, out.stderr).not.toBe(2);
    const differ = mine.filter((c) => readFileSync(path.join(copy, c.file), 'utf8') !== fixed.get(c.file));
    expect(differ.map((c) => c.file)).toEqual([]);
    expect(mine.length).toBeGreaterThan(0);
  });

  it('eslint --fix writes what the proven run wrote', () => {
    const linter = new Linter({ configType: 'flat', cwd: dir });
    const config: Linter.Config[] = [...plugin.configs.all, { linterOptions: { noInlineConfig: true } }];
    const differ: string[] = [];
    for (const c of safe()) {
      const source = clientModule(c.style, c.kind.call);
      const out = linter.verifyAndFix(source, config, path.join(dir, 'safe', c.file));
      const fatal = out.messages.find((m) => m.fatal);
      expect(fatal?.message, c.file).toBeUndefined();
      // The case really was fixed by the CLI (not a file both left alone).
      expect(fixed.get(c.file), c.file).not.toBe(source);
      if (out.output !== fixed.get(c.file)) differ.push(c.file);
    }
    expect(differ).toEqual([]);
  });

  it('eslint --fix, its suggestions, then --fix again write what the proven --fix-review run wrote', () => {
    const linter = new Linter({ configType: 'flat', cwd: dir });
    const config: Linter.Config[] = [...plugin.configs.all, { linterOptions: { noInlineConfig: true } }];
    const differ: string[] = [];
    for (const c of cases.filter((x) => x.review)) {
      const file = path.join(dir, 'review', c.file);
      let text = linter.verifyAndFix(clientModule(c.style, c.kind.call), config, file).output;
      const fixes = linter
        .verify(text, config, file)
        .flatMap((m) => m.suggestions?.map((s) => s.fix) ?? [])
        .sort((a, b) => b.range[0] - a.range[0]);
      expect(fixes.length, c.file).toBeGreaterThan(0);
      for (const f of fixes) text = text.slice(0, f.range[0]) + f.text + text.slice(f.range[1]);
      // The base was held at /api/v3 while a review finding stood: a second --fix moves it.
      text = linter.verifyAndFix(text, config, file).output;
      if (text !== fixed.get(c.file)) differ.push(`${c.file}:\n${text}`);
    }
    expect(differ).toEqual([]);
  });
});
