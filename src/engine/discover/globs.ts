// The configuration's `include` and `exclude` globs, and the name test for files that arrive by
// name (named on the command line, or staged in git) rather than by a folder search.
import path from 'node:path';
import { createRequire } from 'node:module';
import { isNotRead } from '../../languages/kinds.js';
import { EXTENSION_RE, MANIFESTS } from './discover.js';

/** A JS/TS file name that is not a `*.min.js` bundle: what a folder search would pick up. */
export function isCandidateName(file: string): boolean {
  if ((MANIFESTS as readonly string[]).includes(path.basename(file))) return true;
  return EXTENSION_RE.test(file) && !isNotRead(file);
}

/**
 * Why the configuration leaves a file out, or undefined when it is checked. Globs are relative to
 * `base` (the configuration file's folder); a glob that names a folder covers the files below it.
 */
export function globFilter(include: readonly string[] | undefined, exclude: readonly string[] | undefined, base: string): (file: string) => string | undefined {
  if (!include?.length && !exclude?.length) return () => undefined;
  // Loaded only when the configuration has globs.
  const picomatch = createRequire(import.meta.url)('picomatch') as typeof import('picomatch');
  const inc = include?.length ? picomatch([...include], { dot: true }) : undefined;
  const exc = exclude?.length ? picomatch([...exclude], { dot: true }) : undefined;
  return (file) => {
    const rel = path.relative(base, file).split(path.sep).join('/');
    if (inc && !matchesOrUnder(inc, rel)) return `not matched by the configuration's include (${include!.join(', ')})`;
    if (exc && matchesOrUnder(exc, rel)) return `excluded by the configuration (exclude: ${exclude!.join(', ')})`;
    return undefined;
  };
}

function matchesOrUnder(isMatch: (p: string) => boolean, rel: string): boolean {
  if (isMatch(rel)) return true;
  for (let i = rel.lastIndexOf('/'); i > 0; i = rel.lastIndexOf('/', i - 1)) {
    if (isMatch(rel.slice(0, i))) return true;
  }
  return false;
}
