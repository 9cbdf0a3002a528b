// 9.0/27: a read of a list v3 answered whole, asking no page. On a v4 base the list was paged
// already (not a migration matter); on an unknown base only a call that looks like a client's.
import { entries } from '../rulebook/index.js';
import type { Entry } from '../rulebook/types.js';
import { PAGING_PARAMS, UNPAGED_LISTS } from '../rulebook/unpaged.js';
import { confidenceOf, presentParams, spanAt, type Draft } from './match.js';
import { onRoutes } from './match-semantic.js';
import type { Site } from './sites.js';

export const unpagedEntry = entries.find((e) => e.id === 'unpaged-list') as Entry;

/** What the code does with the answer: reported, never a reason to keep the base at v3. */
export function holdsNoBase(entry: Entry): boolean {
  return entry === unpagedEntry;
}

export function matchUnpaged(site: Site, active: readonly Entry[]): Draft[] {
  if (!active.includes(unpagedEntry) || site.url.version === 4) return [];
  if (site.url.version === null && !site.clientLike) return [];
  if (!onRoutes(site, UNPAGED_LISTS)) return [];
  const present = presentParams(site);
  if (PAGING_PARAMS.some((p) => present.has(p))) return [];
  const hidden = site.paramsComplete ? '' : ' (some parameters of this call are not visible here: check whether it pages)';
  return [{ entry: unpagedEntry, site, ...spanAt(site, site.url.path), message: `${unpagedEntry.message}${hidden}`, tier: 'manual', confidence: confidenceOf(site) }];
}
