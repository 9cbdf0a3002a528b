// A Makefile: recipe lines are shell (`$(VAR)` is `${VAR}`, `$$` is `$`); variable assignments are
// shell assignments. Cut into logical lines by make's own rules (shell/lines.ts).
import type { Reader } from '../language.js';
import { SnippetBuilder } from '../shell/files.js';
import { byLines } from '../shell/lines.js';
import type { VirtualDoc } from '../virtual/document.js';
import { makefile } from './kind.js';

/** Make's `$(NAME)`/`${NAME}` as shell's `${NAME}`, and `$$` as `$`. */
function makeText(sb: SnippetBuilder, text: string, start: number, end: number, quoted = false) {
  for (let i = start; i < end; i++) {
    const m = text[i] === '$' ? /^\$([({])([A-Za-z_][\w]*)([)}])/.exec(text.slice(i, i + 80)) : null;
    if (m) {
      sb.push('$', i).push('{', i + 1).copy(text, i + 2, i + 2 + m[2].length).push('}', i + 2 + m[2].length);
      i += m[0].length - 1;
    } else if (text[i] === '$' && text[i + 1] === '$') {
      sb.push('$', i + 1);
      i++;
    } else sb.push(quoted && text[i] === '"' ? "'" : text[i], i);
  }
}

export function makefileDocs(text: string): VirtualDoc[] {
  return byLines(text, makefile.comments, (line, start, end, shell) => {
    const sb = new SnippetBuilder();
    if (line.startsWith('\t')) {
      // A recipe line: make strips the tab and the `@`, `-` and `+` prefixes, then hands it to the shell.
      makeText(sb, text, start + /^\t[@+\-\s]*/.exec(line)![0].length, end);
      return shell(sb.build());
    }
    const m = /^(\s*(?:export\s+|override\s+)?)([A-Za-z_][\w]*)(\s*(?:[:?+!]?=|::=)\s*)(.*)$/.exec(line);
    if (!m) return;
    // `NAME = value` as `NAME="value"`, each character where the file spells it; `export NAME = …` as the shell's `export`.
    const exported = /export\s+/.exec(m[1]);
    if (exported) sb.copy(text, start + exported.index, start + exported.index + exported[0].length);
    const nameStart = start + m[1].length;
    const valueStart = nameStart + m[2].length + m[3].length;
    sb.copy(text, nameStart, nameStart + m[2].length).push('=', valueStart - 1).push('"', valueStart);
    makeText(sb, text, valueStart, end, true);
    shell(sb.push('"', end).build());
  });
}

export const readers: Readonly<Record<typeof makefile.name, Reader>> = { [makefile.name]: { documents: makefileDocs } };
