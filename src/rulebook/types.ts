import type { Severity, Tier } from '../core/types.js';

/** Server versions a change came with. v4 exists from 8.17; v3 is gone from 9.5. */
export type Since = '8.17' | '9.0' | '9.3';

export type Kind =
  | 'prefix'
  | 'path-moved'
  | 'path-removed'
  | 'method-changed'
  | 'param-renamed'
  | 'param-removed'
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
  /** The v4 name; absent when the parameter is gone (manual). */
  to?: string;
  /** Literal v3 values and their v4 literal; other values make the fix manual. */
  values?: Readonly<Record<string, string | boolean>>;
  /** Only on calls whose base is seen to be `/api/v3`. */
  needsBase?: boolean;
  /** When one of these is sent too, it wins (as in v3) and this parameter is dropped. */
  yieldsTo?: readonly string[];
  note?: string;
}

interface EntryBase {
  /** The change key of the spec: `prefix`, `8.17/N`, `9.0/N`. */
  change: string;
  /** Kebab-case; shared by the rule's fixture and doc page. */
  id: string;
  since: Since;
  kind: Kind;
  severity: Severity;
  /** The tier of the fix when it can be made; otherwise the finding is manual. */
  tier: Tier;
  /** One line: what changed. */
  title: string;
  /** What changed and what to use instead; a route's rewrite is appended to it. */
  message: string;
}

export interface PrefixEntry extends EntryBase {
  kind: 'prefix';
}
export interface RouteEntry extends EntryBase {
  kind: 'path-moved' | 'path-removed' | 'method-changed';
  routes: readonly RouteRule[];
}
export interface ParamEntry extends EntryBase {
  kind: 'param-renamed' | 'param-removed';
  params: readonly ParamRule[];
}
export interface InfoEntry extends EntryBase {
  kind: 'informational';
}

export type Entry = PrefixEntry | RouteEntry | ParamEntry | InfoEntry;
