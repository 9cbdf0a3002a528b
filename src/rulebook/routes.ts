// Questions over the service's route tables (routes-data.ts, generated): is a call a v4 route,
// was it a route v3 clients knew, which v4 route is nearest. A path is a list of segments, `null`
// where the code computes a segment (a hole).
import { V3_ROUTES, V4_ROUTES, V4_ROUTES_11_5, type Row } from './routes-data.js';
import { serverVersionOf } from './versions.js';

export type PathSegments = ReadonlyArray<string | null>;

interface Route {
  method: string;
  path: string;
  segments: string[];
  from: string;
  to: string;
  known: boolean;
}

/** A table's routes, each length's kept apart: a path is matched only against routes of its length. */
class Table {
  private lengths?: Map<number, Route[]>;
  constructor(readonly all: readonly Route[]) {}
  ofLength(n: number): readonly Route[] {
    if (!this.lengths) {
      this.lengths = new Map();
      for (const r of this.all) {
        const same = this.lengths.get(r.segments.length);
        if (same) same.push(r);
        else this.lengths.set(r.segments.length, [r]);
      }
    }
    return this.lengths.get(n) ?? [];
  }
}

function toRoutes(rows: readonly Row[]): Route[] {
  const out: Route[] = [];
  for (const [method, path, from, to, known] of rows) out.push({ method, path, segments: path.split('/').filter(Boolean), from, to, known: known === 1 });
  return out;
}

/** Built when first asked: a run whose files call no route never pays for the tables (a hook's run, most files). */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const v3 = once(() => new Table(toRoutes(V3_ROUTES)));
const v4 = once(() => new Table(toRoutes(V4_ROUTES)));
const v4Later = once(() => new Table(toRoutes(V4_ROUTES_11_5)));
const v4Any = once(() => {
  // By key, not a search of v4 for each later route.
  const inV4 = new Set(v4().all.map((r) => `${r.method} ${r.path}`));
  return new Table([...v4().all, ...v4Later().all.filter((r) => !inV4.has(`${r.method} ${r.path}`))]);
});
const v4At817 = once(
  () => new Table([...v4().all.filter((r) => r.from === '9.0'), ...v3().all.filter((r) => minor(r.from) <= minor('8.17') && minor('8.17') <= minor(r.to))]),
);
const v4AtMinor = new Map<number, Table>();

function minor(v: string): number {
  const [a = 0, b = 0] = v.split('.').map(Number);
  return a * 1000 + b;
}

/** The v4 routes of a server version, from the table its row in versions.ts names; without a version, every route of either table. */
function v4At(serverVersion?: string): Table {
  if (!serverVersion) return v4Any();
  const table = serverVersionOf(serverVersion).v4;
  if (table === '9.0 and 8.17 v3') return v4At817();
  if (table === '11.5') return v4Later();
  const x = minor(serverVersion);
  let at = v4AtMinor.get(x);
  if (!at) v4AtMinor.set(x, (at = new Table(v4().all.filter((r) => minor(r.from) <= x && x <= minor(r.to)))));
  return at;
}

export type Proof = 'proven' | 'suspect' | 'no';

/**
 * How a concrete segment list matches a route: `proven` when every literal of the call meets the
 * same literal or a parameter no v3 literal route claims, `suspect` when a literal fills a
 * parameter where v3 had that literal (`/projects/owned` against `/projects/:id`) or a hole fills a
 * literal, `no` otherwise.
 */
function matchSegments(route: Route, segs: PathSegments, v3Literal: (i: number, s: string) => boolean): Proof {
  if (route.segments.length !== segs.length) return 'no';
  let proof: Proof = 'proven';
  for (let i = 0; i < segs.length; i++) {
    const want = route.segments[i];
    const got = segs[i];
    const param = want.startsWith(':');
    if (got === null) {
      if (!param) proof = 'suspect';
      continue;
    }
    if (param) {
      if (v3Literal(i, got)) proof = 'suspect';
      continue;
    }
    if (want !== got && !withFormat(route, i, got)) return 'no';
  }
  return proof;
}

/**
 * Routes GitLab declares with a format on their last word, and the formats it accepts:
 * `GET …/repository/archive.zip` is `…/repository/archive` with `format=zip`. gitlabhq
 * lib/api/repositories.rb@76c4568daa809c85a8de6e2df8546ef46e6470a4#L88 (the route tables' source line)
 * declares it with `requirements: { format: Gitlab::Regex.archive_formats_regex }`, in both
 * versions; lib/gitlab/regex.rb: `/(zip|tar|7z|tar\.gz|tgz|gz|tar\.bz2|tbz|tbz2|tb2|bz2)/`.
 */
const FORMATS: ReadonlyMap<string, readonly string[]> = new Map([['/projects/:id/repository/archive', ['zip', 'tar', '7z', 'tar.gz', 'tgz', 'gz', 'tar.bz2', 'tbz', 'tbz2', 'tb2', 'bz2']]]);

/** `archive.zip` at the end of a route declared with formats: that route's last word. */
function withFormat(route: Route, i: number, word: string): boolean {
  if (i !== route.segments.length - 1) return false;
  const want = route.segments[i];
  return !!FORMATS.get(route.path)?.some((f) => word === `${want}.${f}`);
}

const methodOk = (r: Route, method: string | undefined) => !method || r.method === method;

/** Whether a v3 route that v3 clients knew spelled `word` as a literal at `i`, after the same leading segments. */
function v3LiteralAt(segs: PathSegments): (i: number, word: string) => boolean {
  return (i, word) =>
    v3().all.some((r) => r.known && r.segments[i] === word && r.segments.slice(0, i).every((s, j) => s.startsWith(':') || s === segs[j]));
}

/** Whether `METHOD path` is a v4 route (any method when the call does not show it). */
export function v4Route(method: string | undefined, segs: PathSegments, serverVersion?: string): Proof {
  let best: Proof = 'no';
  const v3Literal = v3LiteralAt(segs);
  const routes = v4At(serverVersion);
  for (const r of routes.ofLength(segs.length)) {
    if (!methodOk(r, method)) continue;
    const p = matchSegments(r, segs, () => false);
    if (p === 'no') continue;
    // A literal that v4 also spells as a literal is proven whatever v3 said.
    const q = p === 'proven' ? matchSegments(r, segs, (i, s) => v3Literal(i, s) && !v4LiteralAt(routes, i, s, method, segs.length)) : p;
    if (q === 'proven') return 'proven';
    best = 'suspect';
  }
  return best;
}

/** Whether a v4 route of the same length (and method) spells `word` as a literal at `i`. */
function v4LiteralAt(routes: Table, i: number, word: string, method: string | undefined, length: number): boolean {
  return routes.ofLength(length).some((o) => methodOk(o, method) && o.segments[i] === word);
}

export function isV4Route(method: string | undefined, segs: PathSegments, serverVersion?: string): boolean {
  return v4Route(method, segs, serverVersion) === 'proven';
}

/**
 * The methods v3 clients knew for a concrete segment list (none: a path the v3 table does not
 * hold). A word in a parameter's place is the route that spells it, not a value of another's:
 * `/projects/owned` is `GET /projects/owned`, not `DELETE /projects/:id`.
 */
export function v3MethodsOf(segs: PathSegments): string[] {
  const valuesOnly = (r: Route) => r.segments.every((want, i) => !want.startsWith(':') || !isWord(segs[i]));
  return [...new Set(v3().ofLength(segs.length).filter((r) => r.known && valuesOnly(r) && matchSegments(r, segs, () => false) === 'proven').map((r) => r.method))];
}

/** A segment spelled like a route's own word (`notices`, `owned`) rather than a value (an id, `group/name`, `v1.2`): in a parameter's place, a guess. */
function isWord(seg: string | null | undefined): boolean {
  return typeof seg === 'string' && /^[a-z_-]+$/.test(seg);
}

/** Whether `METHOD path` was a route of the v3 API that v3 clients knew (not a v4-era route mounted under v3 too). */
export function isKnownV3Route(method: string | undefined, segs: PathSegments): boolean {
  return v3().ofLength(segs.length).some((r) => r.known && methodOk(r, method) && matchSegments(r, segs, () => false) === 'proven');
}

/** Segments a path of the rulebook's or the tables' spelling: `/projects/:id/jobs` → ['projects', null, 'jobs']. */
export function segmentsOf(path: string): Array<string | null> {
  return path
    .split('?')[0]
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') || s.includes('{') ? null : s));
}

/**
 * The v4 route nearest to a path that is not one: the most segments in common, in place (a
 * literal equal to a literal, any segment for a parameter), then the closest length; the call's
 * method first. Undefined when no route shares its first segment.
 */
export function nearestV4Route(method: string | undefined, segs: PathSegments, serverVersion?: string): string | undefined {
  let best: { score: number; route: Route } | undefined;
  for (const r of v4At(serverVersion).all) {
    if (r.segments[0] !== segs[0]) continue;
    let score = 0;
    for (let i = 0; i < Math.min(r.segments.length, segs.length); i++) {
      const want = r.segments[i];
      const got = segs[i];
      if (want === got) score += 4;
      else if (want.startsWith(':') && got !== null && got !== undefined && /^\d+$|%/.test(got)) score += 3;
      else if (want.startsWith(':') || got === null) score += 1;
      else score += 3 * likeness(want, got);
    }
    score -= Math.abs(r.segments.length - segs.length) * 2;
    if (method && r.method === method) score += 2;
    if (!best || score > best.score) best = { score, route: r };
  }
  return best && `${best.route.method} /${best.route.segments.join('/')}`;
}

/** How alike two words are, 0 to 1: equal once `-`/`_` are dropped, else the share of a common prefix or suffix. */
function likeness(a: string, b: string): number {
  const plain = (s: string) => s.replace(/[-_]/g, '').toLowerCase();
  if (plain(a) === plain(b)) return 1;
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  return (p + q) / Math.max(a.length, b.length);
}

/** The first path segment of every route GitLab declared, in either version (`projects`, `users`, `version`…). */
let roots: Set<string> | undefined;
/** Whether some route GitLab declared starts with this literal segment. */
export function isRouteRoot(word: string): boolean {
  roots ??= new Set([...v3().all, ...v4Any().all].map((r) => r.segments[0]).filter((w): w is string => !!w && !w.startsWith(':')));
  return roots.has(word);
}

/**
 * Whether a path could be any route GitLab declared, in either version and with any method. A
 * literal meets the same literal (a `.json`-style suffix allowed) or a parameter, a hole any
 * segment; a route may take one guess (a hole for one of its words, or a lower-case word such as
 * a branch name for one of its parameters), not two. A path under `/api/v3` that fits none is another
 * service's (Airbrake's `/projects/:id/notices` would need `/projects/fork/:id` with two guesses).
 * `allowedGuesses: 0` asks whether the path is a route as it is spelled (`/users/me` is not: `me`
 * is a guess for `:id`).
 */
export function isAnyRoute(segs: PathSegments, allowedGuesses = 1): boolean {
  const fits = (r: Route) => {
    let guesses = 0;
    for (let i = 0; i < segs.length; i++) {
      const want = r.segments[i];
      const got = segs[i];
      if (want.startsWith(':')) {
        if (isWord(got)) guesses++;
      } else if (got === null) guesses++;
      else if (got !== want && !got.startsWith(`${want}.`)) return false;
    }
    return guesses <= allowedGuesses;
  };
  return v3().ofLength(segs.length).some(fits) || v4Any().ofLength(segs.length).some(fits);
}
