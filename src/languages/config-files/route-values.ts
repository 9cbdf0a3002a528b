// The values a program reads as URLs — a configuration's strings, an environment's values — with a
// GitLab v3 URL in them: each a request of an unknown method in a document of its own
// (virtual/model.ts). The core reports the prefix where `/api/v3` is written, and a full route URL
// gets its route's change too, where the change list decides it whatever the method; the request
// names no library (no `styles`), so its fixes are for review only. A value that is only a base is
// one the program builds its calls on: reported, never moved alone. Used by config-files, env and
// docker-compose's environment (ci-yaml), and importing none of them.
import { TEMPLATE_VARIABLE } from '../../clients/templates.js';
import { OTHER_SERVICE, OTHER_SERVICE_NAME } from '../../core/extract/guesses.js';
import { routeAfterPrefix, Servers } from '../../core/extract/other-server.js';
import { V3_ROUTES } from '../../rulebook/routes-data.js';
import type { VirtualDoc } from '../virtual/document.js';
import { ModelBuilder, plainWord, type EditSpelling, type Method, type Param, type Piece, type Request, type Spelled } from '../virtual/model.js';
import { builtDoc } from '../virtual/estree.js';

/**
 * A URL with a v3 API root in it: `/api/v3` after a scheme and host, a host alone, a variable
 * (`${HOST}`, `%(host)s`), or nothing. No spaces (a sentence that mentions one is prose), and not
 * a file path (`src/api/v3/handlers`).
 */
const V3_VALUE = /^(?:[a-z][\w+.-]*:\/\/\S*?|[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:\/\S*?)?|\S*[$%{]\S*?)?\/api\/v3(?:[/?#]\S*)?$/i;
/** A value that is only a base: the program appends the routes. */
const BASE_ONLY = /\/api\/v3\/?$/;

/**
 * The first path segments of GitLab's v3 routes (`projects`, `users`, `version`, …). Other services
 * serve `/api/v3` too (`/api/v3/ticker/price`, `/api/v3/series`): a full URL whose route starts
 * otherwise is theirs. Nothing in a config value says which service it is for, as a call would.
 */
let v3Roots: Set<string> | undefined;
const isGitlabRoute = (url: string) => {
  v3Roots ??= new Set(V3_ROUTES.map((r) => r[1].split('/')[1]));
  const root = /\/api\/v3\/([^/?#]+)/.exec(url)?.[1];
  return root !== undefined && v3Roots.has(root);
};

/** One string value: its characters with their offsets, and the keys above it. */
export interface Value {
  chars: { ch: string; off: number }[];
  keys: string[];
  range: [number, number];
}

/**
 * A value that may be a route relative to a base of the same file: a configuration's string, or an
 * OpenAPI path key (openapi.ts) with its operation's method, its query parameters (undefined: not
 * all read) and whether it sends a body, on the value `baseIs` picks (else the one it is written beside).
 */
export interface Route extends Value {
  pieces?: Piece[];
  method?: Spelled[];
  query?: Value[];
  body?: boolean;
  /** The body's keys, where the route says them all (a Postman request's `urlencoded` fields). */
  bodyKeys?: Value[];
  baseIs?: (v: Value) => boolean;
}

/** A value that may be a route written relative to a base (`/projects/:id/builds`): one path, no host, no spaces. */
/**
 * A request export's URL path as pieces: each variable `variable` finds where the path stands at `i`
 * (an API tool's `{{name}}`, Postman's `:name`) one piece spelled by its text, the rest its characters;
 * the query is the export's parameters' to say.
 */
export function placeholders(chars: readonly Spelled[], variable: (text: string, i: number) => RegExpExecArray | null): Piece[] {
  const text = chars.map((c) => c.ch).join('');
  const query = text.search(/[?#]/);
  const out: Piece[] = [];
  for (let i = 0; i < chars.length; i++) {
    const m = (query < 0 || i < query) && variable(text, i);
    if (!m) {
      out.push({ kind: 'char', ...chars[i] });
      continue;
    }
    out.push({ kind: 'var', name: m[1].replace(/\W/g, '_'), off: chars[i].off, len: m[0].length, spell: [chars[i].off, chars[i + m[0].length - 1].off + 1] });
    i += m[0].length - 1;
  }
  return out;
}

export const RELATIVE_ROUTE = /^\/[A-Za-z_][^\s]*$/;

/** A template variable's name: the first group of TEMPLATE_VARIABLE that matched (`{name}`, `{+name}`, `{{name}}`, `${name}`). */
const nameOf = (m: RegExpExecArray) => m.slice(1).find((g) => g !== undefined);

/**
 * A URL template written on a variable (`{+base}/projects/{id}/builds`: RFC 6570, as url-template and
 * uri-templates expand it; `{{base}}/…`, `${base}/…`, `%(base)s/…`) and the path after it. One path, no spaces.
 */
export const TEMPLATED_ROUTE = new RegExp(String.raw`^(?:${TEMPLATE_VARIABLE}|%\(([\w.-]+)\)s)(?=\/[A-Za-z_][^\s]*$)`);

/** A placeholder where a templated route's path stands (`{id}`, `{+path}`, `{{id}}`, `${id}`): its name in [1]. */
const PLACEHOLDER = new RegExp(`^(?:${TEMPLATE_VARIABLE})`);
const placeholderAt = (text: string, i: number) => {
  const m = PLACEHOLDER.exec(text.slice(i));
  if (m) m[1] = nameOf(m)!;
  return m;
};

/**
 * The values written as a URL template on a variable that names a base of the same file (by its key,
 * or its keys' dotted path: `"base": "…/api/v3"` and `"{+base}/projects/{project}/builds"`), as routes
 * relative to that base; none where no base or several answer to the name. An RFC 6570 query
 * expansion (`{?state,labels}`) ends the path: its fields are not read.
 */
export function templatedRoutes(templates: readonly Value[], values: readonly Value[]): Route[] {
  const bases = values.filter((v) => BASE_ONLY.test(v.chars.map((c) => c.ch).join('')));
  const out: Route[] = [];
  for (const t of templates) {
    const flat = t.chars.map((c) => c.ch).join('');
    const m = TEMPLATED_ROUTE.exec(flat);
    const name = m && nameOf(m);
    if (!m || !name) continue;
    const named = bases.filter((b) => b.keys.join('.') === name || b.keys[b.keys.length - 1] === name);
    if (named.length !== 1) continue;
    const path = t.chars.slice(m[0].length);
    const text = path.map((c) => c.ch).join('');
    const expansion = text.search(/\{[?&]/);
    const kept = expansion < 0 ? path : path.slice(0, expansion);
    out.push({ ...t, chars: kept, pieces: placeholders(kept, placeholderAt), baseIs: (v) => v === named[0] });
  }
  return out;
}

/** How many keys two key paths share from the top. */
const shared = (a: readonly string[], b: readonly string[]) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/**
 * The base each relative route is written beside: the only base value in the nearest object that
 * holds the route and any base (`"gitlab": { "api": "…/api/v3", "routes": { "jobs": "/projects/:id/builds" } }`).
 * Two bases there: no one says which is the route's, and it is left alone.
 */
function besideBase(bases: readonly Value[], route: Value): Value | undefined {
  const parents = route.keys.slice(0, -1);
  for (let depth = parents.length; depth >= 0; depth--) {
    const here = bases.filter((b) => b.keys.length > depth && shared(b.keys, parents) >= depth);
    if (here.length) return here.length === 1 ? here[0] : undefined;
  }
  return undefined;
}

/**
 * The documents of values a program reads as URLs (a configuration's strings, an environment's
 * values): each GitLab v3 URL a request of an unknown method in a document of its own. `routesOnly`:
 * not a value that is only a base (a `.env` reads those as the bases of its files' requests).
 * `relative`: values that may be routes relative to a base of the same file; one written beside a
 * GitLab base is a request on it, in the base's document. How the program joins the two no file
 * here says: such a route is reported, never edited (and its base waits with it).
 */
export function routeDocs(text: string, values: Value[], routesOnly = false, relative: readonly Route[] = []): VirtualDoc[] {
  const out: VirtualDoc[] = [];
  // A block scalar's last line break is not part of the URL.
  for (const v of values) while (v.chars.length && /\s/.test(v.chars[v.chars.length - 1].ch)) v.chars.pop();
  const flats = values.map((v) => v.chars.map((c) => c.ch).join(''));
  // Which values the file names GitLab's (`gitlab.api_url`): a value on another host beside them is another server's.
  const servers = new Servers();
  values.forEach((v, i) => servers.add(flats[i], v.keys));
  const gitlab = values.filter((v, i) => isGitlabValue(flats[i], v, servers));
  const bases = gitlab.filter((v) => BASE_ONLY.test(flats[values.indexOf(v)]));
  const routesOf = new Map<Value, Route[]>();
  for (const r of relative) {
    const candidates = values.filter((v, i) => BASE_ONLY.test(flats[i]));
    const picked = r.baseIs && candidates.filter(r.baseIs);
    const base = picked ? (picked.length === 1 ? picked[0] : undefined) : besideBase(candidates, r);
    if (base && bases.includes(base) && isGitlabRoute('/api/v3' + r.chars.map((c) => c.ch).join(''))) routesOf.set(base, [...(routesOf.get(base) ?? []), r]);
  }
  for (const v of gitlab) {
    const flat = flats[values.indexOf(v)];
    const baseOnly = BASE_ONLY.test(flat);
    if ((baseOnly && routesOnly) || (!baseOnly && !isGitlabRoute(flat))) continue;
    const m = new ModelBuilder();
    const pieces: Piece[] = v.chars.map((c) => ({ kind: 'char', ...c }));
    // A route that ends in `/` (`…/projects/search/`) is the start of one: the program appends the next segment.
    if (!baseOnly && flat.endsWith('/') && !/[?#]/.test(flat)) pieces.push({ kind: 'opaque', off: v.chars[v.chars.length - 1].off });
    const routes = routesOf.get(v);
    if (routes) {
      m.add({ kind: 'bind', at: v.range[0], name: { text: BASE, off: -1 }, declare: true, value: { kind: 'string', pieces } });
      for (const r of routes) m.add(routeRequest(r));
      out.push(builtDoc(m.build(reportOnly, 'command'), text));
      continue;
    }
    m.add({ kind: 'request', at: v.range[0], method: { kind: 'unknown' }, url: { kind: 'string', pieces }, params: [] });
    if (baseOnly) m.shared.push(v.range);
    out.push(builtDoc(m.build(plainWord, 'command'), text));
  }
  return out;
}

/** A relative route as a request on its base: its method a finding may point at and no edit changes. */
function routeRequest(r: Route): Request {
  const chars = (cs: readonly Spelled[]): Piece[] => cs.map((c) => ({ kind: 'char', ...c }));
  const method: Method = r.method ? { kind: 'spelled', pieces: chars(r.method), readOnly: [r.method[0].off, r.method[r.method.length - 1].off + 1] } : { kind: 'unknown' };
  const params: Param[] = [];
  if (r.method) params.push(r.query ? { section: 'qs', fields: r.query.map((q) => ({ key: q.chars, value: { kind: 'unread' } })) } : { section: 'qs' });
  if (r.body) params.push({ section: 'body', ...(r.bodyKeys ? { fields: r.bodyKeys.map((k) => ({ key: k.chars, value: { kind: 'unread' as const } })) } : {}) });
  return { kind: 'request', at: r.range[0], method, url: { kind: 'string', pieces: [{ kind: 'var', name: BASE, off: -1, len: 0 }, ...(r.pieces ?? chars(r.chars))] }, params };
}

/** The name a relative route's base is bound to in its document (spelled nowhere). */
const BASE = 'base';

/** No edit is spelled: what the program makes of a relative route and its base is not read. */
const reportOnly: EditSpelling = () => undefined;

/** A value that is a v3 URL of GitLab's, not of another service that serves `/api/v3` too. */
function isGitlabValue(flat: string, v: Value, servers: Servers): boolean {
  // `github.url`, `ghe_api`: another service that serves `/api/v3` too.
  if (!V3_VALUE.test(flat) || v.keys.some((k) => OTHER_SERVICE_NAME.test(k)) || OTHER_SERVICE.test(flat)) return false;
  return !servers.other(flat, v.keys, routeAfterPrefix(flat));
}
