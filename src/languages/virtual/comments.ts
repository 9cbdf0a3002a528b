// Suppression comments in a kind's own line-comment syntax (its registry line's `comments`): each
// reader keeps them in its model as `comment` items at their original offsets, and the core is
// given them as directives on the original lines (modelDirectives), never read from the program's text.
import { directivesIn, type Directive } from '../../core/policy/directives.js';
import type { Position } from '../../core/types.js';
import { itemsOf, type DocModel } from './model.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The opening of a line comment in one of `markers`, its last character repeatable (`##`, `///`): a regular expression's source. */
export const commentOpening = (markers: readonly string[]): string => `(?:${markers.map((m) => escape(m) + escape(m.slice(-1)) + '*').join('|')})`;

/** Each line of a text that is a suppression comment in one of `markers`: where it starts, and its body from `gitlab-v4-migrate-ignore` on. */
export function suppressionLines(text: string, markers: readonly string[]): { at: number; body: string }[] {
  const re = new RegExp(String.raw`^[ \t]*${commentOpening(markers)}[ \t]*(gitlab-v4-migrate-ignore[^\n]*)`, 'gm');
  return [...text.matchAll(re)].map((m) => ({ at: m.index, body: m[1].replace(/\r$/, '') }));
}

/**
 * The suppression comments of a model as the core's directives, each on its original line (a line
 * comment ends on the line it starts on). Two readers of one file may both keep a comment (a CI
 * file's and its script's): one line holds one comment, the last read.
 */
export function modelDirectives(model: DocModel, original: string, loc: (offset: number) => Position): Directive[] {
  const byLine = new Map<number, { body: string; start: Position }>();
  for (const item of itemsOf(model.items)) {
    if (item.kind !== 'comment') continue;
    // A reader may give the start of the comment's line: the comment starts after its indentation.
    let at = item.at;
    while (original[at] === ' ' || original[at] === '\t') at++;
    const start = loc(at);
    byLine.set(start.line, { body: item.body.trim(), start });
  }
  return directivesIn([...byLine.values()].sort((a, b) => a.start.line - b.start.line).map((c) => ({ ...c, endLine: c.start.line })));
}
