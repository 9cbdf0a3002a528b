// 9.0/27: a read of a list v3 answered whole, asking no page. On a v4 base too, where the base is
// spelled in the call's URL: the read still sees only the first page, and once --fix moved the
// base it is all that is left to do there (a run on the fixed code must not say "no v3 usage" of
// it). Not on a v4 base known only by inference (a client library's own methods, which often
// follow the pages themselves: node-gitlab-api's BaseModel.get). On an unknown base only a call
// that looks like a client's.
import type { Entry } from '../../rulebook/types.js';
import { confidenceOf, presentParams, spanAt, type Draft } from './drafts.js';
import { onRoutes } from './semantic.js';
import type { Site } from '../extract/sites.js';

export function matchUnpaged(site: Site, entry: Entry): Draft[] {
  if (site.url.version === null && !site.clientLike) return [];
  if (site.url.version === 4 && !site.url.prefix) return [];
  const present = presentParams(site);
  const rule = (entry.unpaged ?? []).find((r) => onRoutes(site, r.routes) && !r.paging.some((p) => present.has(p)));
  if (!rule) return [];
  const hidden = site.paramsComplete ? '' : ' (some parameters of this call are not visible here: check whether it pages)';
  return [{ entry, site, ...spanAt(site, site.url.path), message: `${entry.message}${hidden}`, tier: 'manual', confidence: confidenceOf(site) }];
}
