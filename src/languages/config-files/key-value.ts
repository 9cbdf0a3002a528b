// `key = value` configuration — TOML (`wrangler.toml`'s `[vars]`), INI, `.cfg`, Java properties — in
// a file of its own or shown in a page's fence: each value with the section and key above it, at its
// own offsets. No parser of these gives offsets; the lines are simple enough to read here, and a value
// this reader cannot spell character for character (an escape, a multi-line string) is left out: it
// is not reported, and no fix can touch it.
import type { Value } from './route-values.js';

/** `[section]`, `[[array.of.tables]]`, `[section "sub"]` (git's); a comment may follow. */
const SECTION = /^[ \t]*\[\[?[ \t]*([^\]]*?)[ \t]*\]\]?[ \t]*(?:[#;].*)?$/;
/** A key (bare, dotted, or quoted) and its `=` or `:`. */
const PAIR = /^[ \t]*((?:"[^"\n]*"|'[^'\n]*'|[\w.-]+)(?:[ \t]*\.[ \t]*(?:"[^"\n]*"|'[^'\n]*'|[\w-]+))*)[ \t]*[=:][ \t]*/;

const unquote = (k: string) => k.trim().replace(/^(["'])(.*)\1$/, '$2');
/** A dotted key's parts (`gitlab.api` and `"gitlab".api`; a quoted part keeps its dots). */
const parts = (key: string) => (key.match(/"[^"]*"|'[^']*'|[^.]+/g) ?? []).map(unquote).filter(Boolean);

/**
 * The value after a pair's separator at `at` in `line`: a quoted string's characters (a basic string
 * with no escape; a literal string), or a bare value up to a comment. Undefined for a multi-line
 * string, an escape, or nothing.
 */
function valueAt(line: string, at: number): [number, number] | undefined {
  const q = line[at];
  if (q === '"' || q === "'") {
    if (line.startsWith(q.repeat(3), at)) return undefined;
    const close = line.indexOf(q, at + 1);
    if (close < 0 || (q === '"' && line.slice(at + 1, close).includes('\\'))) return undefined;
    return [at + 1, close];
  }
  const comment = /[ \t][#;]/.exec(line.slice(at));
  const end = at + (comment ? comment.index : line.length - at);
  const value = line.slice(at, end).trimEnd();
  return value ? [at, at + value.length] : undefined;
}

/** The values of the `key = value` lines in `text` from `from` to `to` (a fence's lines; the whole file by default). */
export function keyValues(text: string, from = 0, to = text.length): Value[] {
  const out: Value[] = [];
  let section: string[] = [];
  for (let start = from; start < to; ) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 || nl > to ? to : nl;
    const line = text.slice(start, end).replace(/\r$/, '');
    const header = SECTION.exec(line);
    const pair = header ? undefined : PAIR.exec(line);
    if (header) section = parts(header[1].replace(/\s+"/, '.'));
    else if (pair && !/^[ \t]*[#;!]/.test(line)) {
      const at = valueAt(line, pair[0].length);
      if (at) {
        const chars = line.slice(at[0], at[1]).split('').map((ch, i) => ({ ch, off: start + at[0] + i }));
        out.push({ chars, keys: [...section, ...parts(pair[1])], range: [start + at[0], start + at[1]] });
      }
    }
    start = end + 1;
  }
  return out;
}
