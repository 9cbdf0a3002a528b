// The registry of table kinds: what each kind of rulebook table means outside its matcher. The
// core's matchers (core/match/registry.ts) and the docs' sections (rulebook/docs.ts) are keyed by the
// same kinds, so a new kind is added here, there and in TableRows, and nowhere else: the list of
// tables, the roots the prefilter and the unknown-base check know, and which findings hold the
// `/api/v3` prefix back all come from here.
import type { Entry, Kind, TableKind, TableRows } from './types.js';

export interface TableInfo<K extends TableKind> {
  /** The heading of its section on a rule's page. */
  title: string;
  /** The entry kinds that hold such a table (test/rulebook.test.ts checks every entry against it). */
  kinds: readonly Kind[];
  /**
   * Whether an unfixed finding keeps the `/api/v3` prefix of its call in every tier: a route or a
   * parameter must move with the base. What the code does with the answer (fields, statuses) keeps
   * it at the safe tier only: the request is the same, the code reading it may not be (base-proof.ts applicable).
   */
  holdsPrefix: boolean;
  /** The route patterns a row applies to. */
  routes: (row: TableRows[K]) => readonly string[];
  /**
   * Whether the first segments of its routes are API roots (rulebook-index.ts's API_ROOTS): a
   * path on an unknown base that starts with one is taken for a GitLab call.
   */
  roots: boolean;
}

/** In the order the matchers run (a route's finding comes before the parameters of its call). */
export const TABLES: { readonly [K in TableKind]: TableInfo<K> } = {
  routes: { title: 'Routes', kinds: ['path-moved', 'path-removed', 'method-changed', 'param-renamed'], holdsPrefix: true, routes: (r) => [r.from], roots: true },
  params: { title: 'Parameters', kinds: ['param-renamed', 'param-removed', 'behaviour'], holdsPrefix: true, routes: (r) => r.routes, roots: true },
  ids: { title: 'Path ids', kinds: ['behaviour'], holdsPrefix: true, routes: (r) => r.routes, roots: true },
  fields: { title: 'Response fields', kinds: ['response-field', 'behaviour', 'value-set', 'param-renamed'], holdsPrefix: false, routes: (r) => r.routes, roots: true },
  statuses: { title: 'Statuses', kinds: ['behaviour'], holdsPrefix: false, routes: (r) => r.routes, roots: true },
  values: { title: 'Values', kinds: ['param-revalued', 'behaviour', 'value-set'], holdsPrefix: true, routes: (r) => r.routes, roots: true },
  // The route is the same in v4: what the code does with the answer, a reason to keep the base at
  // the safe tier only. Its roots (`/user/keys`, `/hooks`) are too common to tell a GitLab call by
  // (fixtures/traps/lookalike-routes.js): on an unknown base, only a path another table's root
  // makes an API call is matched.
  unpaged: { title: 'Lists answered whole in v3', kinds: ['behaviour'], holdsPrefix: false, routes: (r) => r.routes, roots: false },
};

export const TABLE_KINDS = Object.keys(TABLES) as TableKind[];

/** The kinds of table an entry holds, in the registry's order. */
export function tablesOf(entry: Entry): TableKind[] {
  return TABLE_KINDS.filter((k) => entry[k]?.length);
}

/** Every route pattern of an entry, over all its tables (`rootsOnly`: the tables whose roots are API roots). */
export function routesOf(entry: Entry, rootsOnly = false): string[] {
  return TABLE_KINDS.filter((k) => !rootsOnly || TABLES[k].roots).flatMap((k) => routesIn(entry, k));
}

function routesIn<K extends TableKind>(entry: Entry, kind: K): string[] {
  const info: TableInfo<K> = TABLES[kind];
  const rows: readonly TableRows[K][] = (entry[kind] ?? []) as readonly TableRows[K][];
  return rows.flatMap((row) => info.routes(row));
}

/** Whether an unfixed finding of the entry keeps its call's `/api/v3` base (see holdsPrefix). */
export function holdsPrefix(entry: Entry): boolean {
  if (entry.kind === 'informational') return false;
  return !tablesOf(entry).some((k) => !TABLES[k].holdsPrefix);
}
