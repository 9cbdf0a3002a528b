// The plugin's group rules, by what users decide differently about: an endpoint either exists in
// v4 or not, parameters travel with payloads, response fields and statuses are read by code far
// from the call, and `GET /events` filters by values of its own. Membership comes from the
// registry of table kinds (rulebook/tables.ts: an entry goes by its first table), so new entries
// join their rule without code changes.
import { rulebook } from '../rulebook/index.js';
import { groupOf, TABLE_KINDS, TABLES, type GroupName } from '../rulebook/tables.js';
import type { Severity, TableKind } from '../rulebook/types.js';

export type { GroupName };

export const GROUPS: Record<GroupName, { description: string; fallback: Severity }> = {
  endpoints: {
    description: 'Report GitLab API v3 endpoints (the `/api/v3` prefix, moved, removed and re-methoded routes) and rewrite them to v4',
    fallback: 'error',
  },
  parameters: {
    description: 'Report request parameters and path ids of GitLab API v3 that are renamed, re-valued or gone in v4, and rewrite them',
    fallback: 'error',
  },
  'response-fields': {
    description: 'Report reads of GitLab API v3 response fields and statuses that changed in v4',
    fallback: 'warning',
  },
  events: {
    description: 'Report GitLab API v3 event filter values that changed in v4',
    fallback: 'error',
  },
};

export const GROUP_NAMES = Object.keys(GROUPS) as GroupName[];

/** The table kinds whose entries a rule reports (events: the values of the spec's events section). */
export function tablesOfGroup(group: GroupName): TableKind[] {
  return TABLE_KINDS.filter((k) => TABLES[k].group === group);
}

const groupById = new Map<string, GroupName>(rulebook.map((e) => [e.id, groupOf(e)]));

/**
 * The rule that reports a finding. A finding whose id the rulebook does not know (a core bug) is
 * still reported, by `endpoints`, rather than lost.
 */
export function groupOfFinding(ruleId: string): GroupName {
  return groupById.get(ruleId) ?? 'endpoints';
}

/** The ESLint severity of a rule in `recommended`: the strongest of its entries' severities. */
export function defaultSeverity(group: GroupName): 'error' | 'warn' {
  const severities: readonly Severity[] = rulebook.filter((e) => groupOf(e) === group).map((e) => e.severity);
  const all = severities.length ? severities : [GROUPS[group].fallback];
  return all.includes('error') ? 'error' : 'warn';
}
