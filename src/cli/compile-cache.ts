// Node 22.1+ keeps V8's compiled code between runs (TypeScript, for project mode, compiles in a
// fifth of the time). Its default folder is `<tmpdir>/node-compile-cache`, shared by every user of
// the machine: code another user wrote there would run as ours (a CI runner's /tmp). So the cache
// is asked for in a folder of this user's own that no one else can write, or not at all. A
// NODE_COMPILE_CACHE the user set is theirs to choose (Node has enabled it before we run);
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
import { lstatSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Enable = (directory: string) => unknown;

/** The folder for V8's code cache: under the user's cache folder, made mode 0700; undefined when it is not this user's alone. */
export function privateCompileCacheDir(env: NodeJS.ProcessEnv = process.env, uid = process.getuid?.()): string | undefined {
  const home = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(os.homedir(), '.cache');
  const dir = path.join(home, 'gitlab-v4-migrate', 'node-compile-cache');
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Windows has no owners or modes to check: its per-user cache folder is the user's.
    if (uid === undefined) return dir;
    // The folder and the one above it: a link, another user's, or writable by others is refused.
    for (const p of [dir, path.dirname(dir)]) {
      const st = lstatSync(p);
      if (!st.isDirectory() || st.uid !== uid || st.mode & 0o022) return undefined;
    }
    return dir;
  } catch {
    return undefined;
  }
}

/** Turns Node's compile cache on in this user's private folder, where Node has one and the user did not choose another. */
export function enablePrivateCompileCache(enable: Enable | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!enable || env.NODE_COMPILE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const dir = privateCompileCacheDir(env);
  if (dir) enable(dir);
  return dir;
}
