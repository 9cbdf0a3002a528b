// The analysis (core/check.ts and what it imports: the core, the rulebook, the client registry) is
// most of what a run that reads an API call compiles: a hook's run over two such files spent more
// on compiling it than on its two files (docs/performance.md). Node 20 keeps no compiled code for ES
// modules, so the CLI's bundle carries the analysis a second time as one CommonJS script
// (scripts/build-bin.mjs), which is compiled here with V8's code cache. The cache is code the next
// run executes: it is read and written only in a folder of this user's alone, under a name that
// holds the script's hash, how its file was written and the Node that made it (V8 checks a cache
// against the length of its source, not its bytes). Anywhere else (from src/, the library's
// modules, a worker thread) the ES module is imported as before; any failure of the script falls
// back to it.
import { closeSync, constants, fstatSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Script } from 'node:vm';
import { privateCacheFolder } from './private-folder.js';

type Analysis = typeof import('../core/check.js');

/** The bundle's script beside this module's chunk, and the line it starts with (the build writes both). */
const BUNDLE = 'analysis.cjs';
const HEADER = /^\/\/ gitlab-v4-migrate analysis ([0-9a-f]{32})\n/;
/** The CommonJS wrapper, on the script's first line: its lines stay the file's. */
const WRAPPER = '(function (exports, require, module, __filename, __dirname) { "use strict"; ';
/** Caches of other builds or Nodes kept beside this one's (two installs used in turn do not undo each other). */
const KEEP = 4;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

let loaded: Promise<Analysis> | undefined;

/** The analysis, loaded once: from the bundle's script where there is one, else the ES module. */
export const loadAnalysis = (): Promise<Analysis> => (loaded ??= (async () => fromBundle() ?? (await import('../core/check.js')))());

function fromBundle(env: NodeJS.ProcessEnv = process.env): Analysis | undefined {
  let file: string;
  let source: string;
  let written: string;
  let fd: number | undefined;
  try {
    file = fileURLToPath(new URL(BUNDLE, import.meta.url));
    fd = openSync(file, 'r');
    // Taken before the read: a write after it gives the file another name next time.
    written = writtenAs(fd);
    source = readFileSync(fd, 'utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  const id = HEADER.exec(source)?.[1];
  if (!id) return undefined;
  const cacheFile = codeCacheFile(`${id}-${written}`, env);
  const cachedData = cacheFile ? readOwn(cacheFile) : undefined;
  try {
    const vm = createRequire(import.meta.url)('node:vm') as typeof import('node:vm');
    const script = new vm.Script(`${WRAPPER}${source}\n})`, { filename: file, cachedData });
    const module = { exports: {} as Analysis };
    (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, path.dirname(file));
    if (typeof module.exports.checkText !== 'function') return undefined;
    // Made once the run has compiled what it used (V8 keeps the functions compiled so far), after the report.
    if (cacheFile && (!cachedData || script.cachedDataRejected)) process.once('beforeExit', () => keep(script, cacheFile));
    return module.exports;
  } catch {
    return undefined;
  }
}

/**
 * The script's file as written: its size, inode and change time. The hash of the first line is the
 * build's; a file patched in place after it (patch-package, a hand edit, even one that keeps its size
 * and mtime) has a new ctime, which no process sets back, so its cache is another.
 */
function writtenAs(fd: number): string {
  const st = fstatSync(fd, { bigint: true });
  return `${st.size}-${st.ino}-${st.ctimeNs}`;
}

/** Where this script's cache is kept for this Node, or undefined: no private folder, or the user turned compile caches off. */
function codeCacheFile(id: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const dir = privateCacheFolder('v8-code-cache', env);
  return dir && path.join(dir, `analysis-${id}-${process.version}-${process.arch}.bin`);
}

/** The file's bytes if it is a plain file of this user's that no one else can write; else undefined. */
function readOwn(file: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    const st = fstatSync(fd);
    const uid = process.getuid?.();
    if (!st.isFile() || st.size > MAX_CACHE_BYTES || (uid !== undefined && (st.uid !== uid || st.mode & 0o022))) return undefined;
    return readFileSync(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Writes the cache whole (a new file, then renamed over), and drops the oldest of other builds'. */
function keep(script: Script, file: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, script.createCachedData(), { flag: 'wx', mode: 0o600 });
    renameSync(temp, file);
    const dir = path.dirname(file);
    const others = readdirSync(dir)
      .filter((n) => /^analysis-.*\.bin$/.test(n) && n !== path.basename(file))
      .map((n) => ({ n, t: statSync(path.join(dir, n)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const { n } of others.slice(KEEP - 1)) rmSync(path.join(dir, n), { force: true });
  } catch {
    // A cache not written is made again by the next run: nothing else depends on it.
    rmSync(temp, { force: true });
  }
}
