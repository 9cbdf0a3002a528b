// A Windows batch (cmd.exe) example on a page: only the lines that stand for a shell's are read —
// a `curl` (or `curl.exe`) command and `set NAME=value`. cmd expands `%NAME%` everywhere, quoted
// or not: it becomes the shell's `${NAME}`, each character where the page spells it. What cmd reads
// otherwise than a POSIX shell — `%1` and `%%`, its escape `^`, `!` (delayed expansion), a single
// quote (no quote to cmd), `$`, a backslash or a backtick (quotes or escapes to the shell), an
// operator outside double quotes — makes the line unread.
import { SnippetBuilder } from '../shell/files.js';

const CURL = /^(\s*@?)curl(?:\.exe)?(?=\s)/i;
const SET = /^(\s*@?set\s+)("?)([A-Za-z_]\w*)=([^"]*)\2\s*$/i;

/**
 * Pushes `text[from, to)` onto `sb` as shell text (`%NAME%` as `${NAME}`); false when cmd would
 * read it otherwise than the shell does.
 */
function expanded(text: string, from: number, to: number, sb: SnippetBuilder): boolean {
  let quoted = false;
  for (let i = from; i < to; i++) {
    const ch = text[i];
    if (/['$`\\^!]/.test(ch) || (!quoted && /[&|<>()]/.test(ch))) return false;
    if (ch === '"') quoted = !quoted;
    if (ch !== '%') {
      sb.push(ch, i);
      continue;
    }
    const name = /^%([A-Za-z_]\w*)%/.exec(text.slice(i, to));
    if (!name) return false;
    sb.push('$', i).push('{', i).copy(text, i + 1, i + 1 + name[1].length).push('}', i + name[0].length - 1);
    i += name[0].length - 1;
  }
  return !quoted;
}

/** Pushes the shell line a batch line stands for onto `sb`; false when the line is not one the reader reads. */
export function batchLine(text: string, s: number, e: number, sb: SnippetBuilder): boolean {
  const own = new SnippetBuilder();
  if (!shellLine(text, s, e, own)) return false;
  const snip = own.build();
  for (let i = 0; i < snip.text.length; i++) sb.push(snip.text[i], snip.off(i));
  return true;
}

function shellLine(text: string, s: number, e: number, sb: SnippetBuilder): boolean {
  const line = text.slice(s, e);
  const set = SET.exec(line);
  if (set) {
    // `set NAME=value` (or `set "NAME=value"`): the value is everything after `=`, spaces included.
    const name = s + set[1].length + set[2].length;
    const value = name + set[3].length + 1;
    sb.copy(text, name, value).push('"', value);
    if (!expanded(text, value, value + set[4].length, sb)) return false;
    sb.push('"', value + set[4].length).push('\n', e);
    return true;
  }
  const curl = CURL.exec(line);
  if (!curl) return false;
  const at = s + curl[1].length;
  for (const [i, ch] of [...'curl'].entries()) sb.push(ch, at + i);
  if (!expanded(text, at + curl[0].length - curl[1].length, e, sb)) return false;
  sb.push('\n', e);
  return true;
}
