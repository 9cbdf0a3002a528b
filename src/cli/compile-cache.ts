// Node 22.1+ keeps V8's compiled code between runs (TypeScript, for project mode, compiles in a
// fifth of the time). Its default folder is `<tmpdir>/node-compile-cache`, shared by every user of
// the machine: code another user wrote there would run as ours (a CI runner's /tmp). So the cache
// is asked for in a folder of this user's own that no one else can write, or not at all. A
// NODE_COMPILE_CACHE the user set is theirs to choose (Node has enabled it before we run);
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
import { privateCacheFolder } from '../engine/private-folder.js';

type Enable = (directory: string) => unknown;

/** The folder for Node's compile cache: this user's alone (engine/private-folder.ts), or undefined. */
export function privateCompileCacheDir(env: NodeJS.ProcessEnv = process.env, uid = process.getuid?.()): string | undefined {
  return privateCacheFolder('node-compile-cache', env, uid);
}

/** Turns Node's compile cache on in this user's private folder, where Node has one and the user did not choose another. */
export function enablePrivateCompileCache(enable: Enable | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!enable || env.NODE_COMPILE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const dir = privateCompileCacheDir(env);
  if (dir) enable(dir);
  return dir;
}
