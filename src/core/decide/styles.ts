// A fix is safe only where the tool sees the whole request, and how its library combines the base,
// the path, the query and the body is proven by the differential HTTP suite. A call through a
// style of the registry (src/clients) that is not proven, or through a client the registry does not
// know at all, gets its fix for review at most, with the style named (or none, when unrecognised);
// so does the prefix of a base such a call reads, since moving it changes that call's request.
import { clientStyle } from '../../clients/index.js';
import type { Site } from '../extract/sites.js';
import type { Draft, DraftHold } from '../match/drafts.js';
import { tableReaders } from './tables.js';

/**
 * Why a fix of a request made through `site` is for review at most, or undefined when its style is
 * proven. A request an adapter wrote for a Python or Ruby call (`callStyles`, by the call's offset)
 * goes through the original call's library, which the written call does not say; one it did not
 * tag goes through a client the registry does not know.
 */
export function styleHold(site: Site, callStyles?: ReadonlyMap<number, string>): DraftHold | undefined {
  const style = clientStyle(callStyles ? callStyles.get(site.call.range[0]) : site.client);
  // A proven style, as the call uses it: a part carried in a way no style is proven for is not.
  if (style?.proven && !site.unprovenCarrier) return undefined;
  return { reason: 'style not proven', ...(style ? { style: style.id } : {}), ...(style?.proven && site.unprovenCarrier ? { carrier: site.unprovenCarrier } : {}) };
}

/** A route table's entry is requested through the clients of the calls that read the table: all of them proven, or none is. */
function entryHold(readers: readonly Site[], callStyles?: ReadonlyMap<number, string>): DraftHold | undefined {
  return readers.length === 0 ? { reason: 'style not proven' } : readers.map((r) => styleHold(r, callStyles)).find(Boolean);
}

export function reviewUnprovenStyles(drafts: readonly Draft[], sites: readonly Site[], callStyles?: ReadonlyMap<number, string>): void {
  const tables = tableReaders(sites);
  for (const d of drafts) {
    if (!d.site || !d.edits || d.tier !== 'safe') continue;
    const readers = tables.get(d.site);
    const held = readers ? entryHold(readers, callStyles) : styleHold(d.site, callStyles);
    if (!held) continue;
    d.tier = 'review';
    d.held ??= held;
  }
}
