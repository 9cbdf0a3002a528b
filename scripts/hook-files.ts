// The `files:` pattern of .pre-commit-hooks.yaml, made from the registry of kinds: every name the
// tool reads by its extension or its whole name, and every name with no extension (a script the
// tool then reads by its shebang, or lists as skipped). pre-commit matches it with Python's
// re.search on the path from the repository root; test/hooks-agree.test.ts checks the file holds it.
import { KIND_EXTENSIONS, NAMES } from '../src/languages/kinds.js';

/** Where a basename starts: at the start of the path or after a `/` (a lookbehind Python and JS both read). */
const NAME_START = '(?<![^/])';

export function hookFilesPattern(): string {
  const exts = [...new Set(Object.values(KIND_EXTENSIONS).flat())];
  // The registry's names are tested on a lower-cased basename: `^` is where the basename starts.
  const names = Object.values(NAMES).map((source) => source.replace(/\^/g, NAME_START));
  return `(?i)(?:\\.(?:${exts.join('|')})$|${names.join('|')}|${NAME_START}[^./]+$)`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(hookFilesPattern());
