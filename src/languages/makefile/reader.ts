// A Makefile: recipe lines are shell (`$(VAR)` is `${VAR}`, `$$` is `$`); variable assignments are
// shell assignments. Cut into logical lines by make's own rules (shell/lines.ts).
import type { Reader } from '../language.js';
import { SnippetBuilder } from '../shell/files.js';
import { byLines } from '../shell/lines.js';
import type { VirtualDoc } from '../virtual/document.js';
import { itemsOf } from '../virtual/model.js';
import { makefile } from './kind.js';

/** The names make reads on its own; a make file of any other name is read through another's `include` (or `-f`). */
const READ_BY_MAKE = new RegExp(makefile.names);
const INCLUDES = /^[ \t]*(?:-|s)?include[ \t]+\S/m;

/** What a `$(…)` may expand to: the file's `define`s (their body lines), and inside one, the arguments of its `call`. */
interface Macros {
  defines: ReadonlyMap<string, readonly [number, number][]>;
  /** The `call`'s arguments `$(1)`, `$(2)`, … (their ranges at the call), read in the caller's context (`outer`). */
  args?: readonly [number, number][];
  outer?: Macros;
  /** Set when a `call` or a `foreach` was expanded: the shell is make's making. */
  called?: boolean;
}

/** The index of the `)` that closes the `(` at `open`, or -1. */
function closing(text: string, open: number, end: number): number {
  for (let i = open, depth = 0; i < end; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** A `$(call NAME,a,b)`'s name and argument ranges: commas split it where no parenthesis is open. */
function callParts(text: string, from: number, to: number): [number, number][] {
  const parts: [number, number][] = [];
  let start = from;
  for (let i = from, depth = 0; i < to; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push([start, i]);
      start = i + 1;
    }
  }
  parts.push([start, to]);
  return parts;
}

/**
 * Make's `$(NAME)`/`${NAME}` as shell's `${NAME}`, and `$$` as `$`. A `$(call NAME,…)` of a
 * `define` is make's own expansion: the body's text with each `$(1)`, `$(2)` replaced by the
 * argument's, every character where the file spells it (the body's in the `define`, the
 * argument's at the call), so the shell reads the command the recipe runs.
 */
function makeText(sb: SnippetBuilder, text: string, start: number, end: number, quoted = false, macros?: Macros) {
  for (let i = start; i < end; i++) {
    if (text[i] === '$' && text[i + 1] === '(' && macros) {
      const param = /^\$\((\d+)\)/.exec(text.slice(i, i + 8));
      if (param && macros.args) {
        const arg = macros.args[Number(param[1]) - 1];
        if (arg) makeText(sb, text, arg[0], arg[1], quoted, macros.outer);
        i += param[0].length - 1;
        continue;
      }
      const close = text.startsWith('call ', i + 2) ? closing(text, i + 1, end) : -1;
      const [name, ...args] = close > 0 ? callParts(text, i + 7, close) : [];
      const body = name && macros.defines.get(text.slice(name[0], name[1]).trim());
      if (body) {
        macros.called = true;
        body.forEach(([s, e], n) => {
          if (n > 0) sb.push('\n', s - 1);
          makeText(sb, text, s + /^\t?[@+\-\s]*/.exec(text.slice(s, e))![0].length, e, quoted, { defines: macros.defines, args, outer: macros });
        });
        i = close;
        continue;
      }
    }
    // `$(foreach u,LIST,TEXT;)`: TEXT once for each word of LIST, `$(u)` that word. When each copy
    // ends its command (`;`), that is the shell's `for u in LIST; do TEXT done` (one text in the
    // file, one edit for every copy); otherwise the copies join into one command line, not read.
    const each = text.startsWith('$(foreach ', i) ? closing(text, i + 1, end) : -1;
    const [name, list, body, ...more] = each > 0 ? callParts(text, i + 10, each) : [];
    if (body && !more.length && /^\s*[A-Za-z_]\w*\s*$/.test(text.slice(name[0], name[1])) && /;\s*$/.test(text.slice(body[0], body[1]))) {
      const word = /[A-Za-z_]\w*/.exec(text.slice(name[0], name[1]))!;
      // Make's own expansion, as a `call`'s: no differential test runs it (its fixes are for review).
      if (macros) macros.called = true;
      for (const ch of 'for ') sb.push(ch, i);
      sb.copy(text, name[0] + word.index, name[0] + word.index + word[0].length);
      for (const ch of ' in ') sb.push(ch, list[0]);
      makeText(sb, text, list[0], list[1], false, macros);
      for (const ch of '\ndo\n') sb.push(ch, body[0]);
      makeText(sb, text, body[0], body[1], quoted, macros);
      for (const ch of '\ndone') sb.push(ch, each);
      i = each;
      continue;
    }
    // `$(shell …)`: make runs the text in a shell and takes its output, as the shell's `$(…)` does
    // (inside it a `"` is the inner command's own, quoted or not outside).
    const run = text.startsWith('$(shell ', i) ? closing(text, i + 1, end) : -1;
    if (run > 0) {
      sb.push('$', i).push('(', i + 1);
      makeText(sb, text, i + 8, run, false, macros);
      sb.push(')', run);
      i = run;
      continue;
    }
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

/** The file's `define NAME` … `endef` blocks: each name's body lines, and every line the blocks cover (make reads them as no rule). */
function definesOf(text: string): { defines: Map<string, [number, number][]>; covered: [number, number][] } {
  const defines = new Map<string, [number, number][]>();
  const covered: [number, number][] = [];
  for (const d of text.matchAll(/^(?:override\s+|export\s+)*define[ \t]+([^\s=:?+]+)[^\n]*\n([\s\S]*?)^endef\b[^\n]*/gm)) {
    const bodyStart = d.index + d[0].indexOf('\n') + 1;
    const lines: [number, number][] = [];
    for (let s = bodyStart; s < bodyStart + d[2].length; ) {
      const nl = text.indexOf('\n', s);
      lines.push([s, text[nl - 1] === '\r' ? nl - 1 : nl]);
      s = nl + 1;
    }
    defines.set(d[1], lines);
    covered.push([d.index, d.index + d[0].length]);
  }
  return { defines, covered };
}

export function makefileDocs(text: string, file = ''): VirtualDoc[] {
  const { defines, covered } = definesOf(text);
  const docs = byLines(text, makefile.comments, (line, start, end, shell) => {
    if (covered.some(([s, e]) => s <= start && start < e)) return;
    const sb = new SnippetBuilder();
    if (line.startsWith('\t')) {
      // A recipe line: make strips the tab and the `@`, `-` and `+` prefixes, then hands it to the shell.
      const expanded = { defines, called: false };
      makeText(sb, text, start + /^\t[@+\-\s]*/.exec(line)![0].length, end, false, expanded);
      return shell(sb.build(), expanded.called);
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
  // Make reads a file and what it includes as one namespace: a variable of a file that includes
  // another, or of a file only an include reads, is the other file's too (the cross-file link's
  // `exported`), whether or not its own recipes read it.
  const base = file.split(/[\\/]/).pop()!.toLowerCase();
  if (INCLUDES.test(text) || (base && !READ_BY_MAKE.test(base)))
    for (const doc of docs) for (const item of itemsOf(doc.model?.items ?? [])) if (item.kind === 'bind') item.exported = true;
  return docs;
}

export const readers: Readonly<Record<typeof makefile.name, Reader>> = { [makefile.name]: { documents: makefileDocs } };
