// A folder of this user's alone under the user's cache folder, for what the next run executes
// (V8's compiled code): code someone else could write there would run as ours. Node built-ins
// only, required (builtins.ts): the executable's start loads it (cli/compile-cache.ts).
import { fs as nodeFs, os as nodeOs, path as nodePath } from './builtins.js';

/** `<cache home>/gitlab-v4-migrate/<name>`, made mode 0700; undefined when it is not this user's alone. */
export function privateCacheFolder(name: string, env: NodeJS.ProcessEnv = process.env, uid = process.getuid?.()): string | undefined {
  const [{ lstatSync, mkdirSync }, os, path] = [nodeFs(), nodeOs(), nodePath()];
  const home = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(os.homedir(), '.cache');
  const dir = path.join(home, 'gitlab-v4-migrate', name);
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
