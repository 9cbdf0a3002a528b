// Where the cache lives, apart from everything that reads or writes it: every run with --cache
// checks the place as an output before anything is read (engine/run.ts), including a light run
// that never opens the cache (light.ts).
import { statSync } from 'node:fs';
import path from 'node:path';

/** The default file name, in the folder the tool runs from (listed in the project's .gitignore). */
export const DEFAULT_CACHE_FILE = '.gitlab-v4-migrate-cache';

/** The file the cache lives in: `location` may name a file or a folder (existing, or ending in a slash). */
export function cacheFilePath(cwd: string, location?: string): string {
  if (!location) return path.join(cwd, DEFAULT_CACHE_FILE);
  const abs = path.resolve(cwd, location);
  if (/[\\/]$/.test(location) || statSync(abs, { throwIfNoEntry: false })?.isDirectory()) return path.join(abs, DEFAULT_CACHE_FILE);
  return abs;
}
