// Files that are shell at heart: scripts, `.env` files (shell assignments), Dockerfile `RUN`,
// `ENV` and `ARG` instructions, Makefile recipes and variables. Each becomes one virtual document
// of the shell adapter (shell.ts); a Dockerfile or Makefile is cut into its instructions by the
// lines its own format defines, and only those pieces go to the shell parser.
import { DIRECTIVE_PREFIX } from '../../core/policy/directives.js';
import { addShell, identitySnippet, newScope, type ShellScope, type Snippet } from './commands.js';
import { VirtualBuilder, type VirtualDoc } from '../virtual/document.js';

/** Shell text put together from pieces of a file, each character with its original offset. */
export class SnippetBuilder {
  private text = '';
  private readonly offs: number[] = [];
  push(ch: string, off: number): this {
    this.text += ch;
    this.offs.push(off);
    return this;
  }
  copy(source: string, start: number, end: number): this {
    for (let i = start; i < end; i++) this.push(source[i], i);
    return this;
  }
  get length() {
    return this.text.length;
  }
  build(): Snippet {
    const { text, offs } = this;
    const last = offs.length ? offs[offs.length - 1] + 1 : 0;
    return { text, off: (i) => (i < offs.length ? offs[i] : last) };
  }
}

/** A variable assigned in this file that no request of it reads: others read it, so it moves with them. */
export function finish(vb: VirtualBuilder, scope: ShellScope, parseAs: string): VirtualDoc {
  for (const [name, ranges] of scope.values) if (!scope.used.has(name)) vb.shared.push(...ranges);
  return vb.build(parseAs, true);
}

export function shellDocs(text: string): VirtualDoc[] {
  const vb = new VirtualBuilder(text);
  const scope = newScope();
  addShell(vb, identitySnippet(text), scope);
  return [finish(vb, scope, '(virtual).js')];
}

/** `.env`: `KEY=value` lines are shell assignments; every base in it is read by other files. */
export const envDocs = shellDocs;

/** The logical lines of a line-based format: a line ending in `\` goes on. */
function logicalLines(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  let i = 0;
  while (i <= text.length) {
    const nl = text.indexOf('\n', i);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(i, end).replace(/\r$/, '');
    if (line.endsWith('\\') && nl >= 0 && !/^\s*#/.test(line)) {
      i = nl + 1;
      continue;
    }
    out.push({ start, end: text[end - 1] === '\r' ? end - 1 : end });
    if (nl < 0) break;
    i = start = nl + 1;
  }
  return out;
}

function directive(vb: VirtualBuilder, text: string, start: number, end: number) {
  const body = text.slice(start, end).replace(/^\s*#+\s*/, '');
  if (body.startsWith(DIRECTIVE_PREFIX)) vb.comment(start, body);
}

/** `ENV A=1 B=2`, `ARG A=1`, and the older `ENV A 1`, as shell assignments. */
function assignments(text: string, start: number, end: number): Snippet {
  const rest = text.slice(start, end);
  if (/^\s*[\w.-]+=/.test(rest)) return identitySnippet(rest, start);
  const m = /^(\s*)([\w.-]+)(\s+)([\s\S]*)$/.exec(rest);
  const sb = new SnippetBuilder();
  if (!m) return sb.build();
  sb.copy(text, start + m[1].length, start + m[1].length + m[2].length);
  const valueStart = start + m[1].length + m[2].length + m[3].length;
  sb.push('=', valueStart - 1).push('"', valueStart);
  for (let i = valueStart; i < end; i++) sb.push(text[i] === '"' ? "'" : text[i], i);
  return sb.push('"', end).build();
}

/** A line-based format: its comments may be suppressions, each other logical line goes to `take`. */
function byLines(text: string, take: (line: string, start: number, end: number, shell: (s: Snippet) => void) => void): VirtualDoc[] {
  const vb = new VirtualBuilder(text);
  const scope = newScope();
  for (const { start, end } of logicalLines(text)) {
    const line = text.slice(start, end);
    if (/^\s*#/.test(line)) directive(vb, text, start, end);
    else take(line, start, end, (s) => addShell(vb, s, scope));
  }
  return [finish(vb, scope, '(virtual).js')];
}

export function dockerfileDocs(text: string): VirtualDoc[] {
  return byLines(text, (line, start, end, shell) => {
    const m = /^\s*(RUN|ENV|ARG)\s+/i.exec(line);
    if (!m) return;
    const body = start + m[0].length;
    if (m[1].toUpperCase() !== 'RUN') shell(assignments(text, body, end));
    // The exec form (`RUN ["curl", …]`) runs no shell.
    else if (text[body] !== '[') shell(identitySnippet(text.slice(body, end), body));
  });
}

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
  return byLines(text, (line, start, end, shell) => {
    const sb = new SnippetBuilder();
    if (line.startsWith('\t')) {
      // A recipe line: make strips the tab and the `@`, `-` and `+` prefixes, then hands it to the shell.
      makeText(sb, text, start + /^\t[@+\-\s]*/.exec(line)![0].length, end);
      return shell(sb.build());
    }
    const m = /^(\s*(?:export\s+|override\s+)?)([A-Za-z_][\w]*)(\s*(?:[:?+!]?=|::=)\s*)(.*)$/.exec(line);
    if (!m) return;
    // `NAME = value` as `NAME="value"`, each character where the file spells it.
    const nameStart = start + m[1].length;
    const valueStart = nameStart + m[2].length + m[3].length;
    sb.copy(text, nameStart, nameStart + m[2].length).push('=', valueStart - 1).push('"', valueStart);
    makeText(sb, text, valueStart, end, true);
    shell(sb.push('"', end).build());
  });
}
