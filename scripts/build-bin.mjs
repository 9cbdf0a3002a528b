// `npm run build:bin`: the CLI bundled for start-up time (dist/cli/bin.js and its chunks, loaded
// as a run needs them). Packages stay outside the bundle, but for the two CommonJS ones a hook's
// run loads (picocolors for the report, jsonc-parser for package.json): an ES module importing a
// CommonJS one has Node run its export lexer over it, a few milliseconds of every start
// (docs/performance.md); bundled, they are plain functions of a chunk.
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const BUNDLED = ['jsonc-parser', 'picocolors'];
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies, ...pkg.devDependencies })
  .filter((name) => !BUNDLED.includes(name))
  .flatMap((name) => [name, `${name}/*`]);

// esbuild puts each module in the chunk of the exact set of entries (the executable and every
// module imported lazily) that reach it, so main's static graph came out in twenty chunks, each
// a file Node's module loader resolves, reads and links: half of a hook's start-up beyond Node's
// own (docs/performance.md). These lazily loaded modules are only ever imported once main has
// run, so each is made to import main too: a no-op at run time, and main's graph then reaches
// the same set of entries and comes out in a few chunks. Never one that runs before main or
// without it (the run record's replay, the worker threads, the analysis a worker loads): the
// build fails below if main became reachable from one of those.
const AFTER_MAIN = [
  'src/formatters/stylish.ts', 'src/formatters/compact.ts', 'src/formatters/json.ts', 'src/formatters/sarif.ts',
  'src/formatters/gitlab.ts', 'src/formatters/junit.ts', 'src/formatters/github.ts', 'src/formatters/markdown.ts',
  'src/cli/sweep.ts', 'src/cli/ledger-command.ts', 'src/config/validate.ts', 'src/engine/cache/results.ts',
  'src/engine/cache/walk-cache.ts', 'src/engine/project-pass.ts', 'src/project/index.ts', 'src/languages/links.ts',
].map((f) => path.resolve(f));
const BEFORE_OR_WITHOUT_MAIN = ['src/engine/cache/run-record.ts', 'src/engine/worker.ts', 'src/core/check.ts', 'src/languages/index.ts'];
const MAIN = path.resolve('src/cli/main.ts');
const afterMain = {
  name: 'after-main',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!AFTER_MAIN.includes(args.path)) return undefined;
      return { contents: `${readFileSync(args.path, 'utf8')}\nimport ${JSON.stringify(MAIN)};\n`, loader: 'ts' };
    });
  },
};

// The chunks of the last build (their names carry a hash of their content).
if (existsSync('dist/cli')) for (const f of readdirSync('dist/cli')) if (/-[A-Z0-9]{8}\.js$/.test(f)) rmSync(`dist/cli/${f}`);
// `module` first: jsonc-parser's ES build (its UMD one requires its parts by computed names).
const { metafile } = await build({
  entryPoints: ['src/cli/bin.ts'],
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  mainFields: ['module', 'main'],
  external,
  outdir: 'dist/cli',
  logLevel: 'warning',
  metafile: true,
  plugins: [afterMain],
});

// What each output file loads statically, to follow a lazily loaded module's closure.
const outputs = metafile.outputs;
const closure = (start) => {
  const seen = new Set();
  const next = [start];
  while (next.length) {
    const out = next.pop();
    if (seen.has(out)) continue;
    seen.add(out);
    for (const i of outputs[out].imports) if (i.kind === 'import-statement' && outputs[i.path]) next.push(i.path);
  }
  return seen;
};
const inputsOf = (files) => new Set([...files].flatMap((f) => Object.keys(outputs[f].inputs)));
for (const source of BEFORE_OR_WITHOUT_MAIN) {
  const out = Object.keys(outputs).find((o) => outputs[o].entryPoint === source);
  if (out && inputsOf(closure(out)).has('src/cli/main.ts')) throw new Error(`build-bin: ${source} would load main (scripts/build-bin.mjs, AFTER_MAIN)`);
}
