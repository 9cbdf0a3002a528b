// A call on a v3 base whose request the base proof cannot read (a parameter under a key no style
// names, a method it cannot see, a route v4 lacks or answers otherwise) held every other call on
// that base at v3. It can keep its own copy of the v3 base as a call with no v4 form does
// (split.ts): it then sends exactly the request it sent, and is reported for a person to rewrite;
// the other calls move with the base. A wrapper's own request, which its callers' routes go
// through, is never kept so: that would keep every caller on v3 with it, and the split proves
// nothing of callers, which are sites of their own (test/split-unread.test.ts).
import { spanAt, type Draft, type DraftHold } from '../match/drafts.js';
import type { Site } from '../extract/sites.js';
import type { Node } from '../extract/scope.js';
import type { AnalyzeOptions } from '../policy/policy.js';
import type { FileContext } from '../workspace.js';
import { prefixEntry } from '../../rulebook/lookups.js';
import { heldBase, within } from './base-proof.js';
import { isSplit, splitOf, type Split, type VersionEnds } from './split.js';
import { wrapperCallsOf } from './wrapper-callers.js';

/** At most this many unread calls of one base are given copies: past it the base waits, as before. */
const MOST = 8;

/**
 * The split of the base `lit` where `first` (its hold, with the calls in `holders` kept if any) names
 * one unread request: that call kept too, with a finding of its own (`kept`), and so on until the base
 * is proven or a hold is not such a call. Undefined when no such split makes the base move (`movesNone`:
 * whether a base would move no call once `calls` keep their copies). `data`: the base is a data file's value
 * the code reads (data-base.ts), each kept call reading it turned back; `written`: the base's version is a
 * value written once (version-value.ts), read back turned back where an instance's base ends with it.
 */
export function unreadSplit(
  ctx: FileContext,
  lit: Node,
  rest: string,
  users: Site[],
  readers: Site[],
  holders: readonly Site[],
  drafts: Draft[],
  options: AnalyzeOptions,
  first: DraftHold | undefined,
  movesNone: (calls: readonly Site[]) => boolean,
  data?: { value: string },
  written?: VersionEnds,
): { split: Split; kept: Draft[] } | undefined {
  const inner = wrapperCallsOf([...users, ...readers]);
  const kept: Draft[] = [];
  let hold = first;
  for (let i = 0; i < MOST; i++) {
    // (base-proof.ts names the site only where what it could not read is that one request's.)
    const s = hold?.site;
    if (!s || !hold?.unproven || inner.has(s.call) || kept.some((d) => d.site === s)) return undefined;
    kept.push(keptDraft(s, hold));
    const keeping = [...holders, ...kept.map((d) => d.site!)];
    // A base only kept calls use (their wrappers' requests included, and any other site read of the same call) moves no call:
    // as for calls with no v4 form (prefix.ts).
    if (movesNone([...users, ...readers].filter((u) => keeping.some((k) => k.call === u.call)))) return undefined;
    const withKept = [...drafts, ...kept];
    const split = splitOf(ctx, lit, keeping, withKept, options, !!data, written);
    if (!isSplit(split)) return undefined;
    hold = heldBase(ctx, lit, rest, users, readers, withKept, options, split.kept, data?.value);
    if (!hold) return { split, kept };
  }
  return undefined;
}

/**
 * Whether a base the calls `all` read would move no call once `calls` keep their copies: every one
 * of them is such a call, a request one of them makes through its wrappers (`get` → `send` → `fetch`),
 * a call whose wrappers make one of them, or the factory call that makes its instance.
 */
export function movesNoneOf(all: readonly Site[]): (calls: readonly Site[]) => boolean {
  return (calls) => calls.length > 0 && all.every((s) => calls.includes(s) || calls.some((h) => chainCalls(h).has(s.call) || chainCalls(s).has(h.call) || (!!h.boundTo && within(h.boundTo, s.call))));
}

/** The calls a site's wrappers make in turn: its wrapper's request, that one's wrapper's, and so on. */
function chainCalls(s: Site): Set<Node> {
  const out = new Set<Node>();
  for (let w = s.wrapper; w && !out.has(w.inner.call); w = w.inner.wrapper) out.add(w.inner.call);
  return out;
}

/**
 * The finding of a call kept on v3 for what the proof cannot read of it: at the call, manual until
 * the split offers its copy of the base (split.ts `keepSplitCalls`, which keeps `unproven` to say why).
 */
function keptDraft(s: Site, hold: DraftHold): Draft {
  // At the call's route text, where its other findings are (the whole call may span lines).
  const { range, file } = spanAt(s, s.url.path);
  return {
    entry: prefixEntry,
    site: s,
    file,
    range,
    message: prefixEntry.message,
    tier: 'manual',
    confidence: 'high',
    held: { reason: 'not proven', unproven: hold.unproven, ...(hold.at ? { at: hold.at } : {}) },
    onV3: 'unread call',
  };
}
