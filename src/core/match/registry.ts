// One matcher per table kind of the rulebook (the registry is rulebook/tables.ts): what a call
// site's text says against the rows of one kind. Keyed by TableKind, so a new kind fails to
// compile until it has its matcher.
import type { TableKind } from '../../rulebook/types.js';
import type { Entry } from '../../rulebook/types.js';
import { confidenceOf, type Draft, type MatchContext } from './drafts.js';
import { matchParams } from './params.js';
import { matchRoutes } from './routes.js';
import { matchUnpaged } from './unpaged.js';
import { matchFields, matchIds, matchStatuses, matchValues } from './semantic.js';
import type { FileIndex } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';

export type Matcher = (index: FileIndex, site: Site, entry: Entry, ctx: MatchContext) => Draft[];

export const MATCHERS: { readonly [K in TableKind]: Matcher } = {
  routes: (_index, site, entry, ctx) => {
    // A path with an unknown base must be specific enough to stand alone, and seen in a call (or handed on where something says GitLab).
    if (site.url.version === null && !site.clientLike && !site.handed && confidenceOf(site) === 'low') return [];
    const d = matchRoutes(site, entry, ctx);
    return d ? [d] : [];
  },
  params: (_index, site, entry, ctx) => matchParams(site, entry, ctx),
  ids: (_index, site, entry) => matchIds(site, entry),
  fields: (index, site, entry, ctx) => matchFields(index, site, entry, ctx),
  statuses: (index, site, entry) => matchStatuses(index, site, entry),
  values: (_index, site, entry, ctx) => matchValues(site, entry, ctx),
  unpaged: (_index, site, entry) => matchUnpaged(site, entry),
};
