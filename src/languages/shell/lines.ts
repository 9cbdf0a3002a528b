// Line-based formats whose pieces are shell (Dockerfile, Makefile): the file is cut into the
// logical lines its own format defines, its comment lines may be suppressions, and each other
// line goes to the format's reader, which hands the shell in it to the shell reader.
import { DIRECTIVE_PREFIX } from '../../core/policy/directives.js';
import { commentOpening } from '../virtual/comments.js';
import type { VirtualDoc } from '../virtual/document.js';
import { itemsOf, ModelBuilder } from '../virtual/model.js';
import { builtDoc } from '../virtual/estree.js';
import { addShell, newScope, type Snippet } from './commands.js';
import { finish } from './files.js';

/** The logical lines of a line-based format: a line ending in `\` goes on. */
function logicalLines(text: string, comment: RegExp): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  let i = 0;
  while (i <= text.length) {
    const nl = text.indexOf('\n', i);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(i, end).replace(/\r$/, '');
    if (line.endsWith('\\') && nl >= 0 && !comment.test(line)) {
      i = nl + 1;
      continue;
    }
    out.push({ start, end: text[end - 1] === '\r' ? end - 1 : end });
    if (nl < 0) break;
    i = start = nl + 1;
  }
  return out;
}

/**
 * A line-based format: its comments (in `markers`) may be suppressions, each other logical line
 * goes to `take`. `review`: the shell was made by the format's own expansion (make's `call`),
 * which no differential test runs: its requests name no proven client, so their fixes are for review.
 */
export function byLines(text: string, markers: readonly string[], take: (line: string, start: number, end: number, shell: (s: Snippet, review?: boolean) => void) => void): VirtualDoc[] {
  const opening = commentOpening(markers);
  const comment = new RegExp(String.raw`^\s*${opening}`);
  const m = new ModelBuilder();
  const scope = newScope();
  for (const { start, end } of logicalLines(text, comment)) {
    const line = text.slice(start, end);
    if (comment.test(line)) {
      const body = line.replace(new RegExp(String.raw`^\s*${opening}\s*`), '');
      if (body.startsWith(DIRECTIVE_PREFIX)) m.add({ kind: 'comment', at: start, body });
    } else
      take(line, start, end, (s, review) => {
        const before = new Set(itemsOf(m.items));
        addShell(m, s, scope);
        if (review) for (const item of itemsOf(m.items)) if (item.kind === 'request' && !before.has(item)) delete item.style;
      });
  }
  return [builtDoc(finish(m, scope), text)];
}
