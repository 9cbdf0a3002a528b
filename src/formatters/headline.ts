// A finding's message cut to what fits one terminal line: the whole message stays in --format
// json and on the rule's page, the line only has to say what changes.
import type { Finding } from '../core/index.js';

/** Holds the message states of the call itself (shared text, a probe): part of what the finding says. */
const OWN_HOLDS = new Set(['shared text', 'probe']);

/**
 * The message without the hold the core appended in parentheses (`… (waits: its base keeps
 * /api/v3 …)`): the stylish format says each hold once, under its blocker.
 */
export function withoutHold(f: Pick<Finding, 'message' | 'held'>): string {
  const m = f.message;
  if (!f.held || OWN_HOLDS.has(f.held.reason) || !m.endsWith(')')) return m;
  let depth = 0;
  for (let i = m.length - 1; i >= 0; i--) {
    if (m[i] === ')') depth++;
    else if (m[i] === '(' && --depth === 0) return m.slice(0, i).trimEnd();
  }
  return m;
}

/** Why a fix waits, in a few words, for a held finding the stylish format shows under nothing. */
const HELD_NOTE: Record<string, string> = {
  'base waits': 'fix held: its base waits on a change by hand',
  'prefix waits': 'fix held until a call on it is dealt with',
  'not proven': 'fix held: a use of its base is not proven v4',
  'outside the run': 'fix held: the text to change is outside the paths given',
};

/** The note for a held finding that is not shown under what it waits on, else ''. */
export function heldNote(f: Pick<Finding, 'held'>): string {
  return f.held && !f.held.blocker && !f.held.at ? (HELD_NOTE[f.held.reason] ?? '') : '';
}

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
