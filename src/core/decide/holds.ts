// Why a fix is held back, as data on the draft: the passes that withhold fixes (the shared-text
// guard, the probe check, the prefix and the calls waiting on it, the run's paths) say why and
// which finding blocks it, and the message is composed once from that (composeMessage), so
// every format can show the reason and where the blocker is.
import type { Draft, Hold } from '../match/drafts.js';

export type { Hold };
import type { Held, Place } from '../types.js';

/** Holds a draft's fix back: no edits, and the reason kept (the first reason given stands). */
export function hold(d: Draft, h: Hold): void {
  d.edits = undefined;
  d.held ??= h;
}

/** What the message says about a hold. */
function heldText(h: Hold): string {
  switch (h.reason) {
    case 'shared text':
      return 'not rewritten: the text is shared with other calls that do not need this change';
    case 'probe':
      return 'reported for review, not rewritten: a version probe: it asks a v3 route on purpose to learn which API the server speaks';
    case 'base waits':
      return 'waits: its base keeps `/api/v3` until a manual change on it is made';
    case 'prefix waits': {
      // A finding of the prefix's own key (not-a-v4-route) is named by its id.
      const keys = [...new Set((h.blockers ?? []).map((b) => (b.entry.change === 'prefix' ? b.entry.id : b.entry.change)))];
      return `kept until the ${keys.join(', ')} finding${keys.length === 1 ? '' : 's'} of a call on it is dealt with: the calls on this base move to v4 together`;
    }
    case 'not proven':
      return `kept: ${h.detail}; the calls on this base move to v4 together`;
    case 'outside the run':
      return 'not rewritten: the text to change is outside the paths given';
  }
}

/**
 * The message of a finding: the entry's text, then why the fix is held when the reason is about
 * the call itself, then where its base is spelled (`cite`), then a hold that comes from elsewhere
 * (a base, the run's paths).
 */
export function composeMessage(d: Draft, held: Hold | undefined = d.held): string {
  const own = held && (held.reason === 'shared text' || held.reason === 'probe');
  const parts = [d.message];
  if (own) parts.push(` (${heldText(held)})`);
  if (d.cite) parts.push(` (${d.cite})`);
  if (held && !own) parts.push(` (${heldText(held)})`);
  return parts.join('');
}

/** A hold as a finding carries it: the reason, and where the blocking finding and the base are. */
export function heldData(h: Hold, place: (d: Draft) => Place, display: (file: string) => string): Held {
  const blocker = h.blockers?.[0];
  return {
    reason: h.reason,
    ...(blocker ? { blocker: { ...place(blocker), change: blocker.entry.change } } : {}),
    ...(h.base ? { base: place(h.base) } : {}),
    ...(h.detail ? { detail: h.detail } : {}),
    ...(h.at ? { at: { file: display(h.at.file), line: h.at.line } } : {}),
  };
}
