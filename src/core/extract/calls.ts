// What a client call looks like, independent of any file: the HTTP verbs and client names, the
// option keys that carry a URL, a base or parameters, and the tests that tell an API call from a
// server route, a logger or a web page. SiteFinder (sites.ts) applies them to a file.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Node } from './scope.js';
import { children, isFunction } from './scope.js';
import { memberName, unwrap } from './ast.js';
import { DOUBLE_METHODS, GUESSED_BASE_KEYS, GUESSED_URL_KEYS, SERVERS, TEST_DOUBLES, WEB_PAGE_NAMES } from './guesses.js';
import { BASE_OPTION_KEYS, CLIENT_NAMES, CLIENT_STYLES, OTHER_OPTION_KEYS, PARAM_OPTION_KEYS, URL_OPTION_KEYS } from '../../clients/index.js';
import type { Item } from './template.js';
import { API_ROOTS, SCOPED_ROOTS } from '../../rulebook/lookups.js';
import type { ParsedUrl } from './url.js';

/** Clients whose plain call is a GET when no method is given (the registry's `defaultGet` styles, by their names). */
export const DEFAULT_GET = new Set(CLIENT_STYLES.filter((s) => s.shape.defaultGet).flatMap((s) => s.names));
/** The names a request object is constructed by (`new Request(…)`: the registry's `constructed` styles). */
export const CONSTRUCTED = new Set(CLIENT_STYLES.filter((s) => s.constructed).flatMap((s) => s.names));
export const PARAM_KEYS = new Set(PARAM_OPTION_KEYS);
export const BASE_KEYS = [...BASE_OPTION_KEYS, ...GUESSED_BASE_KEYS];
/** Keys that make an argument after the URL an options object rather than a body (`url` alone does not: a hook's body has one). */
export const OPTION_KEYS = new Set([...PARAM_KEYS, ...OTHER_OPTION_KEYS, ...BASE_OPTION_KEYS]);
export const URL_KEYS = [...URL_OPTION_KEYS, ...GUESSED_URL_KEYS];
/** Every key a style of the registry (or a guess beside it) reads in request options. */
export const REGISTRY_KEYS: ReadonlySet<string> = new Set([...OPTION_KEYS, ...URL_KEYS, ...BASE_KEYS]);
/**
 * Receivers of generic HTTP libraries (every name the registry gives one): they call any service,
 * so one v3 route through them says nothing about their other calls. fixtures/real/inferred-v3-base.js.
 */
export const GENERIC_CLIENTS: ReadonlySet<string> = new Set(CLIENT_NAMES);

/** A route template as tables keep them: `/projects/:id/keys`, `groups/owned`. */
// `:name`, `{name}`, `{{name}}` and `${name}` placeholders are filled in by the client that takes the table.
export const ROUTE_VALUE = /^\/?[a-z_]+(\/[\w:.{}$-]+)+$/;

/** Whether a parameter of `fn` is used as a method name (compared or passed as `method`). */
export function stringish(fn: TSESTree.FunctionLike, index: number): boolean {
  const p = fn.params[index];
  return p?.type === 'Identifier' && /^(method|verb|httpMethod|type)$/i.test(p.name);
}

export function calleeName(callee: Node): { name?: string; object?: string } {
  const c = unwrap(callee);
  if (c.type === 'Identifier') return { name: c.name };
  // `this["delete"](…)`: how CoffeeScript and ES3-safe code spell a method named by a keyword.
  const keyword = c.type === 'MemberExpression' && c.computed && c.property.type === 'Literal' && typeof c.property.value === 'string' ? c.property.value : undefined;
  if (c.type === 'MemberExpression' && ((!c.computed && c.property.type === 'Identifier') || keyword)) {
    const o = unwrap(c.object);
    const object =
      o.type === 'Identifier' ? o.name : o.type === 'MemberExpression' && o.property.type === 'Identifier' ? o.property.name : o.type === 'ThisExpression' ? 'this' : undefined;
    return { name: keyword ?? (c.property as TSESTree.Identifier).name, object };
  }
  return {};
}

export function stringValue(n: Node | undefined): string | undefined {
  const u = n && unwrap(n);
  if (u?.type === 'Literal' && typeof u.value === 'string') return u.value;
  if (u?.type === 'TemplateLiteral' && u.expressions.length === 0) return u.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/** The identifiers inside a node, found by walking it (not by scanning the file). */
export function identifiersWithin(node: Node): TSESTree.Identifier[] {
  const out: TSESTree.Identifier[] = [];
  const walk = (n: Node) => {
    if (n.type === 'Identifier') out.push(n);
    for (const c of children(n)) walk(c);
  };
  walk(node);
  return out;
}

/** A call that defines server routes (`app.get('/x', handler)`, `new Router({ prefix })`) rather than calling them. */
export function isServerCall(call: TSESTree.CallExpression | TSESTree.NewExpression, object = calleeName(call.callee).object): boolean {
  const { name } = calleeName(call.callee);
  // msw's `rest.get(url, (req, res, ctx) => …)` is a double of the API, not a server of ours.
  if ((object && TEST_DOUBLES.test(object)) || (name && DOUBLE_METHODS.test(name))) return false;
  // `request.get(url, function () {…})`: an HTTP library's callback, not a route handler.
  if (object && GENERIC_CLIENTS.has(object)) return false;
  if ((object && SERVERS.test(object)) || (name && /^(Router|route|use)$/.test(name))) return true;
  return call.arguments.some((a) => {
    if (!isFunction(a)) return false;
    const first = a.params[0];
    // A route definition takes its path first; `request.get({ url }, () => …)` is a client call with a callback.
    const pathFirst = call.arguments[0]?.type !== 'ObjectExpression';
    return a.params.length === 0 ? !!object && /^(get|post|put|patch|delete|all)$/.test(name ?? '') && call.arguments.length === 2 && pathFirst : first?.type === 'Identifier' && /^(req|request|ctx|context|_req)$/.test(first.name);
  });
}

/**
 * A URL of the API: under `/api/vN`, or a path whose first segment is one the rulebook knows. Any
 * other string handed to a call (`'./module'`, `'some.key'`) is no site at all.
 */
export function apiShaped(url: ParsedUrl): boolean {
  if (url.version !== null) return true;
  // Segments that are only holes belong to a base we cannot see (`${host}/${apiPath}/projects`).
  for (const seg of url.segments) {
    const items = url.items.slice(seg.start, seg.end).filter((it) => it.kind !== 'mark');
    if (items.every((it) => it.kind === 'hole')) continue;
    const word = items.map((it) => (it.kind === 'char' ? it.ch : '\u0000')).join('');
    // After a start the text does not show, the rest of a route under a scope it may hold (`${projectApi}/builds`).
    return API_ROOTS.has(word) || (!!url.headless && SCOPED_ROOTS.has(word));
  }
  return false;
}

/** A URL built on a page address of a response (`${project.web_url}/builds/1`) is a web page, not the API. */
export function webPage(items: readonly Item[]): boolean {
  const first = items.find((it) => it.kind !== 'mark');
  if (first?.kind !== 'hole') return false;
  return WEB_PAGE_NAMES.test(memberName(first.node) ?? '');
}
