// A fix is safe only where the tool sees the whole request, and how its library combines the base,
// the path, the query and the body is proven by the differential HTTP suite. A call through a
// style of the registry (src/clients) that is not proven gets its fix for review at most, with the
// style named; a call whose client is not in the registry at all is left to the other passes (its
// base and path are what the tool reads).
import { clientStyle } from '../../clients/index.js';
import type { Draft } from '../match/drafts.js';

export function reviewUnprovenStyles(drafts: readonly Draft[]): void {
  for (const d of drafts) {
    const style = clientStyle(d.site?.client);
    if (!style || style.proven || !d.edits || d.tier !== 'safe') continue;
    d.tier = 'review';
    d.held ??= { reason: 'style not proven', style: style.id };
  }
}
