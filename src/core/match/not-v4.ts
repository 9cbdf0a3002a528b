// Calls on a base seen to be `/api/v3` whose route the v4 API does not have and that no rule
// of the change list covers: a finding of their own, so a gap in the change list cannot slip
// through as a silently moved base. The route tables (src/rulebook/routes.ts) decide.
import { entryById } from '../../rulebook/index.js';
import { nearestV4Route, v4Route } from '../../rulebook/routes.js';
import { confidenceOf, spanAt, type Draft } from './drafts.js';
import type { Site } from '../extract/sites.js';
import { routeText, siteSegments } from './v4-route.js';

const entry = entryById('not-a-v4-route')!;

export function notV4Drafts(sites: readonly Site[], drafts: readonly Draft[], serverVersion?: string): Draft[] {
  const covered = new Set(drafts.filter((d) => d.site && d.entry.kind !== 'prefix').map((d) => d.site!));
  const out: Draft[] = [];
  for (const site of sites) {
    if (site.url.version !== 3 || covered.has(site)) continue;
    const segs = siteSegments(site);
    // A wrapper's own call (`${base}${path}`): its callers are the routes.
    if (segs.length === 0 || segs.every((s) => s === null)) continue;
    // A value glued to the route's end may be more path (ParsedUrl.tail): no route to call missing; the base's proof holds it.
    if (site.url.tail) continue;
    // Only a route no v4 route can match: one that might (a computed segment) is left to the base's proof.
    if (v4Route(site.method.value, segs, serverVersion) !== 'no') continue;
    const nearest = nearestV4Route(site.method.value, segs, serverVersion);
    out.push({
      entry,
      site,
      ...spanAt(site, site.url.path),
      message: `\`${routeText(site.method.value, segs)}\`: ${entry.message}${nearest ? ` The nearest v4 route is \`${nearest}\`.` : ''}`,
      tier: 'manual',
      confidence: confidenceOf(site),
    });
  }
  return out;
}
