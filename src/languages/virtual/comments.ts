// Suppression comments in a kind's own line-comment syntax (its registry line's `comments`): each
// reader keeps them on their lines in its virtual document, where the linter reads them as JS comments.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The opening of a line comment in one of `markers`, its last character repeatable (`##`, `///`): a regular expression's source. */
export const commentOpening = (markers: readonly string[]): string => `(?:${markers.map((m) => escape(m) + escape(m.slice(-1)) + '*').join('|')})`;

/** Each line of a text that is a suppression comment in one of `markers`: where it starts, and its body from `gitlab-v4-migrate-ignore` on. */
export function suppressionLines(text: string, markers: readonly string[]): { at: number; body: string }[] {
  const re = new RegExp(String.raw`^[ \t]*${commentOpening(markers)}[ \t]*(gitlab-v4-migrate-ignore[^\n]*)`, 'gm');
  return [...text.matchAll(re)].map((m) => ({ at: m.index, body: m[1].replace(/\r$/, '') }));
}
