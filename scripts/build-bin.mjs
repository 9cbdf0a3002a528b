// `npm run build:bin`: the CLI bundled for start-up time (dist/cli/bin.js and its chunks, loaded
// as a run needs them). Packages stay outside the bundle, but for the two CommonJS ones a hook's
// run loads (picocolors for the report, jsonc-parser for package.json): an ES module importing a
// CommonJS one has Node run its export lexer over it, a few milliseconds of every start
// (docs/performance.md); bundled, they are plain functions of a chunk.
import { createHash } from 'node:crypto';
import { chmodSync, readdirSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const BUNDLED = ['jsonc-parser', 'picocolors'];
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies, ...pkg.devDependencies })
  .filter((name) => !BUNDLED.includes(name))
  .flatMap((name) => [name, `${name}/*`]);

// esbuild puts each module in the chunk of the exact set of entries (the executable and every
// module imported lazily) that reach it, so main's static graph came out in twenty-five chunks,
// each a file Node's module loader resolves, reads, compiles and links: half of a hook's start-up
// beyond Node's own (docs/performance.md). Every lazily imported module is only ever imported once
// main has run, but for the run record's replay and the test for a light run (cli/simple-args.ts
// lightArgs: it has none), which run before main, and what they import: so
// each of the others is made to import main too (a no-op at run time), and main's graph then
// reaches the same set of entries and comes out in one chunk (its part shared with the replay in
// another). The lazily imported modules are found by a first build (its metafile), not listed by
// hand, so that a new one cannot split main's graph again; the build fails below if main became
// reachable from the replay.
const BEFORE_MAIN = [path.resolve('src/engine/cache/run-record.ts'), path.resolve('src/cli/simple-args.ts')];
const MAIN = path.resolve('src/cli/main.ts');
// The resident server (src/cli/resident/server.ts): an entry of its own, dist/cli/resident-server.js
// beside bin.js, which imports main as any module does (it runs nothing else).
const SERVER = path.resolve('src/cli/resident/server.ts');
// jsonc-parser's modules have no side effect the tool needs: so marked, the bundle keeps its parser
// and drops its formatter, whose tables (1,200 strings made when the module loads) cost a hook's
// start-up a few milliseconds for a feature it never uses.
const pureBundled = {
  name: 'pure-bundled',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'pure-bundled' || !(args.path === 'jsonc-parser' || /[\\/]jsonc-parser[\\/]/.test(args.importer))) return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'pure-bundled' });
      return r.errors.length ? undefined : { path: r.path, sideEffects: false };
    });
  },
};
// The resident server's copies of the modules it shares with the client (the socket's name, the
// frames): shared, they were a chunk of their own, which bin.js (which holds the client) would load
// on every run; copied, the client is bin.js's own (docs/performance.md, eleventh round).
const RESIDENT = path.resolve('src/cli/resident');
const serverCopies = {
  name: 'server-copies',
  setup(b) {
    b.onResolve({ filter: /^\.\/(?:identity|protocol)\.js$/ }, (args) => {
      if (!/[\\/]src[\\/]cli[\\/]resident[\\/](?:server|run)\.ts$/.test(args.importer)) return undefined;
      return { path: path.join(RESIDENT, args.path.replace(/\.js$/, '.ts')), suffix: '?server' };
    });
  },
};
const options = {
  entryPoints: { bin: 'src/cli/bin.ts', 'resident-server': 'src/cli/resident/server.ts' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  // `module` first: jsonc-parser's ES build (its UMD one requires its parts by computed names).
  mainFields: ['module', 'main'],
  external,
  outdir: 'dist/cli',
  logLevel: 'warning',
  metafile: true,
  plugins: [pureBundled, serverCopies],
};
const first = await build({ ...options, write: false });
const lazy = new Set(Object.values(first.metafile.outputs).map((o) => o.entryPoint && path.resolve(o.entryPoint)).filter(Boolean));
lazy.delete(path.resolve('src/cli/bin.ts'));
lazy.delete(MAIN);
lazy.delete(SERVER);
// The replay's own lazy imports run before main too.
const beforeMain = new Set(BEFORE_MAIN);
const firstOut = (source) => Object.keys(first.metafile.outputs).find((o) => first.metafile.outputs[o].entryPoint && path.resolve(first.metafile.outputs[o].entryPoint) === source);
/** The output files `start` loads, following the imports `follows` accepts (every import, or static ones only). */
const closureOf = (start, outputs, follows = () => true) => {
  const seen = new Set();
  const next = [start];
  while (next.length) {
    const out = next.pop();
    if (seen.has(out)) continue;
    seen.add(out);
    for (const i of outputs[out].imports) if (outputs[i.path] && follows(i)) next.push(i.path);
  }
  return seen;
};
// The replay's lazy imports, and any lazily imported module it also imports statically, run before main too.
for (const before of BEFORE_MAIN) {
  for (const out of closureOf(firstOut(before), first.metafile.outputs)) {
    for (const source of Object.keys(first.metafile.outputs[out].inputs)) if (lazy.has(path.resolve(source))) beforeMain.add(path.resolve(source));
  }
}
const AFTER_MAIN = [...lazy].filter((f) => !beforeMain.has(f));
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
const { metafile } = await build({ ...options, plugins: [pureBundled, serverCopies, afterMain] });

// What each output file loads statically, to follow a lazily loaded module's closure.
const outputs = metafile.outputs;
const closure = (start) => closureOf(start, outputs, (i) => i.kind === 'import-statement');
const inputsOf = (files) => new Set([...files].flatMap((f) => Object.keys(outputs[f].inputs)));
for (const source of beforeMain) {
  const out = Object.keys(outputs).find((o) => outputs[o].entryPoint && path.resolve(outputs[o].entryPoint) === source);
  if (out && inputsOf(closure(out)).has('src/cli/main.ts')) throw new Error(`build-bin: ${path.relative('.', source)} runs before main but would load it (scripts/build-bin.mjs)`);
}

// The analysis again, as one CommonJS script: the bundle compiles it with V8's code cache, which
// Node 20 keeps for no ES module (src/engine/load-analysis.ts). Its first line names its hash, the
// name of its cache: V8 checks a cache against the length of its source only.
const analysis = await build({
  ...options,
  splitting: false,
  format: 'cjs',
  outdir: undefined,
  write: false,
  metafile: false,
  entryPoints: ['src/core/check.ts'],
  // import.meta.url of the modules that load packages with createRequire.
  define: { 'import.meta.url': '__moduleUrl' },
  banner: { js: 'var __moduleUrl = require("node:url").pathToFileURL(__filename).href;' },
});
const script = analysis.outputFiles[0].text;
writeFileSync('dist/cli/analysis.cjs', `// gitlab-v4-migrate analysis ${createHash('sha256').update(script).digest('hex').slice(0, 32)}\n${script}`);

// The resident hook's executable (`gitlab-v4-migrate-resident`, src/cli/resident-bin.ts) as one
// CommonJS script: Node starts one for less than an ES module, and a served hook's run is nothing
// but that start (docs/performance.md, eleventh round). When not served it imports bin.js.
await build({
  ...options,
  splitting: false,
  format: 'cjs',
  outdir: undefined,
  outfile: 'dist/cli/resident.cjs',
  metafile: false,
  plugins: [],
  entryPoints: ['src/cli/resident-bin.ts'],
  define: { 'import.meta.url': '__moduleUrl' },
  banner: { js: 'var __moduleUrl = require("node:url").pathToFileURL(__filename).href;' },
});
chmodSync('dist/cli/resident.cjs', 0o755);
