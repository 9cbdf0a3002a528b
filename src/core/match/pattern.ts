// The route pattern language of the rulebook (see src/rulebook/types.ts), compiled once.
import type { ParsedUrl, Span } from '../extract/url.js';
import { spanText } from '../extract/url.js';
import { ROUTE_SCOPES } from '../../rulebook/lookups.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

type Seg =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string; oneOf?: readonly string[] }
  | { kind: 'rest' }
  | { kind: 'moved'; param: string };

export interface Pattern {
  source: string;
  /** Allowed methods; `?` is "the call does not show its method"; empty = any. */
  methods: ReadonlySet<string>;
  method?: string;
  segments: Seg[];
  query: Array<{ name: string; value: string }>;
}

const cache = new Map<string, Pattern>();

export function compile(source: string): Pattern {
  const hit = cache.get(source);
  if (hit) return hit;
  const m = /^(?:([A-Z?*|]+)\s+)?(\S+)$/.exec(source.trim());
  if (!m) throw new Error(`bad route pattern: ${source}`);
  const methods = !m[1] || m[1] === '*' ? new Set<string>() : new Set(m[1].split('|'));
  const [path, qs] = m[2].split('?');
  const segments: Seg[] = path
    .split('/')
    .filter(Boolean)
    .map((s): Seg => {
      if (s === '**') return { kind: 'rest' };
      const moved = /^\{(\w+)\}$/.exec(s);
      if (moved) return { kind: 'moved', param: moved[1] };
      const p = /^:(\w+)(?:\(([^)]+)\))?$/.exec(s);
      if (p) return { kind: 'param', name: p[1], oneOf: p[2]?.split('|') };
      return { kind: 'literal', text: s };
    });
  const query = (qs ?? '')
    .split('&')
    .filter(Boolean)
    .map((kv) => {
      const [name, value = ''] = kv.split('=');
      return { name, value };
    });
  const pattern: Pattern = { source, methods, method: methods.size === 1 ? [...methods][0] : undefined, segments, query };
  cache.set(source, pattern);
  return pattern;
}

export interface RouteMatch {
  /** Captured segments by name; `**` captures the rest as a span of items. */
  captures: Map<string, Span>;
  rest?: Span;
  /**
   * The pattern's first segments are a scope (`projects/:id`) the URL's unseen start is taken to
   * hold (ParsedUrl.headless): the route is read from its end, a guess a person confirms.
   */
  scoped?: number;
}

/**
 * The URLs some pattern matched only from their end (RouteMatch.scoped), with the scope read into
 * their start (`projects/:id`): every finding on such a call is a guess about its route's start,
 * reported and never fixed (analyze.ts).
 */
export const READ_FROM_END = new WeakMap<ParsedUrl, string>();

/**
 * Whether a request of this method may be the pattern's. A request of unread method (`?`) whose
 * parameters page (`listRead`: only a list takes `page`/`per_page`) is a GET: a rule of other
 * methods alone is not its, though it names `?` (a config's `members?per_page=100` adds no member).
 */
export function methodMatches(p: Pattern, method: string | undefined, listRead = false): boolean {
  if (p.methods.size === 0) return true;
  if (method) return p.methods.has(method);
  return p.methods.has('?') && (!listRead || p.methods.has('GET'));
}

/** A rule of named methods, none a GET: a list read (above) is none of them, unread or not. */
export const notARead = (p: Pattern): boolean => p.methods.size > 0 && !p.methods.has('GET');

// The text of each path segment of a URL, built once: every route pattern is matched against the
// same URL, and a segment can be half a megabyte long (text scales with patterns × length else).
const segmentTexts = new WeakMap<ParsedUrl, string[]>();

/**
 * Matches the path segments of a parsed URL against a pattern (methods are checked apart). A path
 * after a start the text does not show, on a base of unknown version, is also read as the rest of
 * a route under a scope that start may hold (`${projectApi}/builds/${id}/erase` as
 * `projects/:id/builds/:id/erase`), where it is no route from the root.
 */
export function matchPath(p: Pattern, url: ParsedUrl): RouteMatch | null {
  const rooted = matchFrom(p, url, 0);
  if (rooted || !url.headless || url.version !== null) return rooted;
  const [scope, id] = p.segments;
  if (scope?.kind !== 'literal' || !ROUTE_SCOPES.includes(scope.text) || id?.kind !== 'param') return null;
  // Something of the route itself must be seen: a word after the scope, not only values.
  if (!p.segments.slice(2).some((s) => s.kind === 'literal')) return null;
  const m = matchFrom(p, url, 2);
  if (m && !READ_FROM_END.has(url)) READ_FROM_END.set(url, `${scope.text}/:${id.name}`);
  return m;
}

function matchFrom(p: Pattern, url: ParsedUrl, skip: number): RouteMatch | null {
  const captures = new Map<string, Span>();
  const segs = url.segments;
  let texts = segmentTexts.get(url);
  if (!texts) segmentTexts.set(url, (texts = segs.map((seg) => spanText(url.items, seg))));
  let i = 0;
  for (const s of p.segments.slice(skip)) {
    if (s.kind === 'rest') {
      const rest = i < segs.length ? { start: segs[i].start, end: segs[segs.length - 1].end } : undefined;
      return { captures, rest, ...(skip ? { scoped: skip } : {}) };
    }
    const seg = segs[i];
    if (!seg) return null;
    const text = texts[i];
    if (s.kind === 'literal') {
      if (text !== s.text) return null;
    } else if (s.kind === 'param') {
      if (s.oneOf && !s.oneOf.includes(text)) return null;
      captures.set(s.name, seg);
    } else return null;
    i++;
  }
  return i === segs.length ? { captures, ...(skip ? { scoped: skip } : {}) } : null;
}

/** The literal segments of `from` that `to` changes: where a finding points. */
export function changedSegment(from: Pattern, to: Pattern | undefined, url: ParsedUrl, match: RouteMatch): Span | undefined {
  // A route read from its end: its scope is in the unseen start, the path's first segment is the scope's next.
  const skip = match.scoped ?? 0;
  let i = 0;
  for (const s of from.segments) {
    if (s.kind === 'rest') break;
    const t = to?.segments[i];
    if (s.kind === 'literal' && !(t?.kind === 'literal' && t.text === s.text)) return url.segments[Math.max(0, i - skip)];
    i++;
  }
  return url.segments[url.segments.length - 1];
}

/**
 * A rule's rewrite on a bare route (segments, `null` for computed ones), as the route draft will
 * make it: lets the base-move proof compose several rewrites of one call. Null when `from` does
 * not match (a computed segment matches a parameter, and a literal only when `from` allows it).
 */
export function rewriteSegments(from: Pattern, to: Pattern, method: string | undefined, segs: ReadonlyArray<string | null>): { method?: string; segments: Array<string | null> } | null {
  const captures = new Map<string, string | null>();
  let rest: Array<string | null> = [];
  let i = 0;
  let open = false;
  for (const s of from.segments) {
    if (s.kind === 'rest') {
      rest = segs.slice(i);
      i = segs.length;
      open = true;
      break;
    }
    if (i >= segs.length) return null;
    const got = segs[i];
    if (s.kind === 'literal') {
      if (got !== s.text) return null;
    } else if (s.kind === 'param') {
      if (s.oneOf && (got === null || !s.oneOf.includes(got))) return null;
      captures.set(s.name, got);
    } else return null;
    i++;
  }
  if (!open && i !== segs.length) return null;
  const out: Array<string | null> = [];
  for (const s of to.segments) {
    if (s.kind === 'literal') out.push(s.text);
    else if (s.kind === 'param') out.push(captures.get(s.name) ?? null);
    else if (s.kind === 'rest') out.push(...rest);
    else out.push(null);
  }
  return { method: to.method ?? method, segments: out };
}
