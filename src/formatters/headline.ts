// A finding's message cut to what fits one terminal line: the whole message stays in --format
// json and on the rule's page, the line only has to say what changes.
/**
 * At most `width` characters where that can be: the message whole when it fits, else what changes
 * (`` `a` → `b` ``, the part before its first colon), else its first sentence or clause; one of
 * those up to `stretch` characters rather than a cut (a cut route says nothing); else cut at a word
 * with an ellipsis.
 */
export function headline(message: string, width: number, stretch = width): string {
  if (message.length <= width) return message;
  // A colon inside backticks (`/projects/:id`) is part of a route, not the end of the change.
  const change = /^((?:[^`:]|`[^`]*`)*?→(?:[^`:]|`[^`]*`)*?):\s/.exec(message)?.[1];
  const sentence = /^((?:[^`]|`[^`]*`)+?)(?:[.:]\s|[.:]?$)/.exec(message)?.[1];
  const clause = /^((?:[^`]|`[^`]*`)+?);\s/.exec(message)?.[1];
  // Asides in parentheses go first: `v4 pages it (20 items by default, …)`.
  const bare = sentence?.replace(/\s*\((?:[^()`]|`[^`]*`)*\)/g, '');
  const tries: [string | undefined, number][] = [[change, width], [sentence, width], [bare, width], [change, stretch], [bare, stretch], [sentence, stretch], [clause, width]];
  for (const [part, limit] of tries) if (part && part.length <= limit) return part;
  if (message.length <= stretch) return message;
  const cut = message.slice(0, width - 1);
  const space = cut.lastIndexOf(' ');
  return (space > width / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.(]+$/, '') + '…';
}
