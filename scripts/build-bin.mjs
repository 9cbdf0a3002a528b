// `npm run build:bin`: the CLI bundled for start-up time (dist/cli/bin.js and its chunks, loaded
// as a run needs them). Packages stay outside the bundle, but for the two CommonJS ones a hook's
// run loads (picocolors for the report, jsonc-parser for package.json): an ES module importing a
// CommonJS one has Node run its export lexer over it, a few milliseconds of every start
// (docs/performance.md); bundled, they are plain functions of a chunk.
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { build } from 'esbuild';

const BUNDLED = ['jsonc-parser', 'picocolors'];
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies, ...pkg.devDependencies })
  .filter((name) => !BUNDLED.includes(name))
  .flatMap((name) => [name, `${name}/*`]);
// The chunks of the last build (their names carry a hash of their content).
if (existsSync('dist/cli')) for (const f of readdirSync('dist/cli')) if (/-[A-Z0-9]{8}\.js$/.test(f)) rmSync(`dist/cli/${f}`);
// `module` first: jsonc-parser's ES build (its UMD one requires its parts by computed names).
await build({ entryPoints: ['src/cli/bin.ts'], bundle: true, splitting: true, platform: 'node', format: 'esm', mainFields: ['module', 'main'], external, outdir: 'dist/cli', logLevel: 'warning' });
