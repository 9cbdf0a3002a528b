// A shell script as one virtual document of the shell reader (commands.ts), and the pieces the
// other shell-family readers (`.env`, Dockerfile, Makefile, CI scripts, a page's shell blocks,
// Python and Ruby) build theirs from: shell text put together from pieces of a file, and a
// document's end (its variables no request of it reads are shared with other files).
import { addShell, identitySnippet, newScope, type ShellScope, type Snippet } from './commands.js';
import type { VirtualDoc } from '../virtual/document.js';
import { ModelBuilder, plainWord, type DocModel, type EditSpelling, type Span } from '../virtual/model.js';
import { builtDoc } from '../virtual/estree.js';

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

/**
 * A document's model once its text is read: a variable assigned in it that no request of it reads
 * is read by others, so it moves with them. Shell words take an edit only as plain text.
 */
export function finish(m: ModelBuilder, scope: ShellScope, spelling: EditSpelling = plainWord, unread: DocModel['unread'] = 'command'): DocModel {
  for (const [name, ranges] of scope.values) if (!scope.used.has(name)) m.shared.push(...ranges);
  if (!scope.formats.length) return m.build(spelling, unread);
  // In a format a `%` (or a brace) is a conversion: an edit's own (an encoded path's `%2F`) is written doubled.
  const formatAt = (range: Span) => scope.formats.find((f) => f.range[0] <= range[0] && range[1] <= f.range[1]);
  return m.build((text, range, model) => {
    const plain = spelling(text, range, model);
    const format = plain === undefined ? undefined : formatAt(range);
    if (!format) return plain;
    return format.kind === 'percent' ? plain!.replaceAll('%', '%%') : plain!.replace(/[{}]/g, '$&$&');
  }, unread);
}

export function shellDocs(text: string): VirtualDoc[] {
  const m = new ModelBuilder();
  const scope = newScope();
  addShell(m, identitySnippet(text), scope);
  return [builtDoc(finish(m, scope), text)];
}

