// The rulebook's shapes. Nothing here (or anywhere in the rulebook) imports the core: the core
// reads the rulebook, never the other way round.

/** How a finding of an entry is reported. */
export type Severity = 'error' | 'warning' | 'info';
/** How its fix is made: applied by `--fix`, offered for review, or left to a person. */
export type Tier = 'safe' | 'review' | 'manual';

import type { Since } from './versions.js';

/** Server versions a change came with (versions.ts): v4 exists from 8.17; v3 is gone from 9.5. */
export type { Since };

export type Kind =
  | 'prefix'
  | 'path-moved'
  | 'path-removed'
  | 'method-changed'
  | 'param-renamed'
  | 'param-removed'
  | 'param-revalued'
  | 'response-field'
  | 'behaviour'
  | 'value-set'
  /** A v3 route the route tables (rulebook/routes.ts) say v4 does not have: matched against them, not a table of its own. */
  | 'not-in-v4'
  | 'informational';

/**
 * A route of the v3 API and, when there is one, its v4 form.
 *
 * `from` is `METHODS path[?query]`: METHODS is `*`, or verbs joined by `|`, where `?` stands for
 * "the call does not show its method". Path segments are literals, `:name` (any one segment),
 * `:name(a|b)` (one of these literals) or a trailing `**` (the rest, possibly nothing).
 *
 * `to` is `[METHOD ]path[?query]` and may use the names captured by `from`, `**`, and
 * `{param}`: the value of that request parameter, moved into the path and URL-encoded.
 */
export interface RouteRule {
  from: string;
  to?: string;
  /** Only on calls whose base is seen to be `/api/v3`: the shape alone is valid v4 or too common. */
  needsBase?: boolean;
  /** Matches only when one of these request parameters is present (query string or body). */
  requires?: readonly string[];
  /** Matches only when the call's parameters are all visible and none of these is present. */
  lacks?: readonly string[];
  /** Says more about this route than the entry's message does. */
  note?: string;
}

/** A request parameter of some routes, renamed or re-valued in v4. */
export interface ParamRule {
  routes: readonly string[];
  /** The v3 name (an array suffix `[]` in the source is kept). */
  param: string;
  /**
   * The v4 name; absent when the parameter is gone (manual). A trailing `[]` asks for the array
   * form: `iid=5` becomes `iids[]=5`, `{ iid: 5 }` becomes `{ 'iids[]': 5 }` (every client sends
   * that as `iids[]=5`), `{ iid: [a, b] }` becomes `{ iids: [a, b] }` (the client's own array form).
   */
  to?: string;
  /** Literal v3 values and their v4 literal; other values make the fix manual. */
  values?: Readonly<Record<string, string | boolean>>;
  /** Only on calls whose base is seen to be `/api/v3`. */
  needsBase?: boolean;
  /** Matches only when the value lists several items (`a,b` or an array of two or more). */
  when?: 'list';
  /** When one of these is sent too, it wins (as in v3) and this parameter is dropped. */
  yieldsTo?: readonly string[];
  note?: string;
}

/** Path holes that must carry an iid in v4 (9.0/33): the segment captured as `:iid`. */
export interface IdRule {
  routes: readonly string[];
}

/**
 * Reads of response fields, where the value comes from a call of one of `routes`. `fields` are
 * the v3 names (renamed to `to`, or gone); `except` flags every field but these; `under` reads
 * them inside a nested object (`env.project.x`); `anyRead` flags any use of the body.
 */
export interface FieldRule {
  routes: readonly string[];
  fields?: readonly string[];
  to?: Readonly<Record<string, string>>;
  except?: readonly string[];
  under?: string;
  anyRead?: boolean;
  /** Only reads on elements of a list response count. */
  list?: boolean;
  /** Comparisons of the field with these literals, and what the response really says. */
  compare?: { field: string; values: Readonly<Record<string, string>> };
  note?: string;
}

/** Status handling around a call: comparisons with statuses that changed, or a status not handled. */
export interface StatusRule {
  routes: readonly string[];
  statuses: readonly number[];
  /** `compare`: flag comparisons with these statuses; `unhandled`: flag the call when none appears. */
  mode: 'compare' | 'unhandled';
}

/** Literal filter values of a parameter, checked against the values v4 accepts. */
export interface ValueRule {
  routes: readonly string[];
  param: string;
  oneOf?: readonly string[];
  /** Values that certainly mean one of `oneOf`. */
  fixes?: Readonly<Record<string, string>>;
  format?: 'date';
}

/**
 * Lists v3 answered whole and v4 pages (9.0/27): a read of one of `routes` that sends none of
 * `paging` sees only the first page.
 */
export interface UnpagedRule {
  routes: readonly string[];
  paging: readonly string[];
}

/**
 * The tables an entry may hold, by kind: each kind has one matcher in the core
 * (core/match/registry.ts), one section in the docs (rulebook/docs.ts) and one row in the registry
 * (rulebook/tables.ts); adding a kind here fails to compile until all three have it.
 */
export interface TableRows {
  routes: RouteRule;
  params: ParamRule;
  ids: IdRule;
  fields: FieldRule;
  statuses: StatusRule;
  values: ValueRule;
  unpaged: UnpagedRule;
}
export type TableKind = keyof TableRows;
export type Tables = { readonly [K in TableKind]?: readonly TableRows[K][] };

export interface Entry extends Tables {
  /** The change key of the spec: `prefix`, `8.17/N`, `9.0/N`, `events/…`. */
  change: string;
  /** Kebab-case; shared by the rule's fixture and doc page. */
  id: string;
  since: Since;
  /** Applies only to servers older than this (a route that does not exist yet). */
  before?: Since;
  kind: Kind;
  severity: Severity;
  /** The tier of the fix when it can be made; otherwise the finding is manual. */
  tier: Tier;
  /** One line: what changed. */
  title: string;
  /** What changed and what to use instead; a route's rewrite is appended to it. */
  message: string;
}
