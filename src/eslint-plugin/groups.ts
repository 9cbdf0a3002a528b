// The plugin's rules are groups of rulebook entries, by what users decide differently about: an
// endpoint either exists in v4 or not, parameters travel with payloads, response fields and event
// values are read by code far from the call. Membership is by entry kind, so new entries join
// their rule without code changes.
import { rulebook } from '../rulebook/index.js';
import type { Severity } from '../core/types.js';
import type { Kind } from '../rulebook/types.js';

export const GROUPS = {
  endpoints: {
    // `informational` entries describe routes too (new ones); they belong with the endpoints.
    kinds: ['prefix', 'path-moved', 'path-removed', 'method-changed', 'informational'],
    description: 'Report GitLab API v3 endpoints (the `/api/v3` prefix, moved, removed and re-methoded routes) and rewrite them to v4',
    fallback: 'error',
  },
  parameters: {
    kinds: ['param-renamed', 'param-removed', 'param-revalued'],
    description: 'Report request parameters of GitLab API v3 that are renamed, re-valued or gone in v4, and rewrite them',
    fallback: 'error',
  },
  'response-fields': {
    kinds: ['response-field', 'behaviour'],
    description: 'Report reads of GitLab API v3 response fields and behaviour that changed in v4',
    fallback: 'warning',
  },
  events: {
    kinds: ['value-set'],
    description: 'Report GitLab API v3 event filter values that changed in v4',
    fallback: 'error',
  },
} as const satisfies Record<string, { kinds: readonly Kind[]; description: string; fallback: Severity }>;

export type GroupName = keyof typeof GROUPS;

/** A kind added to the rulebook fails to compile here until a rule claims it. */
type Unclaimed = Exclude<Kind, (typeof GROUPS)[GroupName]['kinds'][number]>;
const _everyKindClaimed: [Unclaimed] extends [never] ? true : Unclaimed = true;
void _everyKindClaimed;
export const GROUP_NAMES = Object.keys(GROUPS) as GroupName[];

/** The rule of an entry kind; undefined for a kind no rule claims (a test keeps that from happening). */
export function groupOfKind(kind: string): GroupName | undefined {
  return GROUP_NAMES.find((g) => (GROUPS[g].kinds as readonly string[]).includes(kind));
}

const groupById = new Map<string, GroupName | undefined>(rulebook.map((e) => [e.id, groupOfKind(e.kind)]));

/**
 * The rule that reports a finding. A finding whose id the rulebook does not know (a core bug) is
 * still reported, by `endpoints`, rather than lost.
 */
export function groupOfFinding(ruleId: string): GroupName {
  return groupById.get(ruleId) ?? 'endpoints';
}

/** The ESLint severity of a rule in `recommended`: the strongest of its entries' severities. */
export function defaultSeverity(group: GroupName): 'error' | 'warn' {
  const severities: readonly Severity[] = rulebook.filter((e) => groupOfKind(e.kind) === group).map((e) => e.severity);
  const all = severities.length ? severities : [GROUPS[group].fallback];
  return all.includes('error') ? 'error' : 'warn';
}
