// The corpus as a list of files, and the prefilter's pattern in ripgrep's syntax.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API_HINT } from '../src/core/parse/prefilter.js';

/** Every file below `root`, relative, with forward slashes, in code-unit order. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (e.isFile()) out.push(r);
    }
  };
  walk(root, '');
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The core's prefilter regex (API_HINT of src/core/parse/prefilter.ts, built from the rulebook's roots), so that ripgrep searches for what the tool
 * looks for first. `\/` becomes `/` (ripgrep's default engine rejects the escape); a lookbehind
 * needs ripgrep's PCRE2 engine (`-P`).
 */
export function ripgrepPattern(hint: RegExp = API_HINT): { pattern: string; pcre: boolean } {
  // `(?-u)`: JavaScript's `\b` and `\w` are ASCII, ripgrep's Unicode unless told; and a Unicode
  // `\b` makes ripgrep leave its DFA for a slower engine (7 s instead of 0.4 s on the corpus).
  const pattern = hint.source.replace(/\\\//g, '/');
  const pcre = /\(\?<[=!]/.test(pattern);
  return { pattern: pcre ? pattern : `(?-u)${pattern}`, pcre };
}
