// What a client call looks like, independent of any file: the HTTP verbs and client names, the
// option keys that carry a URL, a base or parameters, and the tests that tell an API call from a
// server route, a logger or a web page. SiteFinder (sites.ts) applies them to a file.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Node } from './scope.js';
import { children, isFunction } from './scope.js';
import { unwrap, type Item } from './template.js';
import { API_ROOTS } from './rules.js';
import type { ParsedUrl } from './url.js';

export const VERBS: Record<string, string> = {
  get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE', del: 'DELETE', head: 'HEAD', options: 'OPTIONS',
  // axios-mock-adapter's doubles: a mock's route moves with the calls it stands for.
  onGet: 'GET', onPost: 'POST', onPut: 'PUT', onPatch: 'PATCH', onDelete: 'DELETE', onHead: 'HEAD', onOptions: 'OPTIONS',
};
/** Clients whose plain call is a GET when no method is given. */
export const DEFAULT_GET = new Set(['fetch', 'axios', 'got', 'request', 'ky', 'superagent', 'needle', 'rp', 'nodeFetch', 'wretch']);
/** Calls whose string arguments are never API calls. */
export const NOT_CLIENTS = /^(describe|it|test|suite|context|expect|assert|require|import|console|log|debug|info|warn|error|trace|t|__|i18n|RegExp|Error|TypeError|startsWith|endsWith|includes|indexOf|lastIndexOf|match|matchAll|replace|replaceAll|split|search|test|push|unshift|emit|on|once|addEventListener|setItem|getItem|join|resolve|dirname|basename|readFile|readFileSync|writeFile|writeFileSync|existsSync|querySelector|navigate|redirect|render|open|assign|pushState|replaceState)$/;
export const LOGGERS = /^(console|logger|log|debug|winston|pino)$/i;
/** Receivers that define server routes rather than call them. */
// Test doubles (nock, axios-mock-adapter's `mock`, msw's `rest`) are not servers: their routes are checked like calls.
const SERVERS = /^(app|router|server|fastify|routes?|express|koa|hapi|http\.server)$/i;
export const PARAM_KEYS = new Set(['params', 'searchParams', 'qs', 'query', 'json', 'body', 'data', 'form', 'formData']);
/** Keys that make an argument after the URL an options object rather than a body (`url` alone does not: a hook's body has one). */
export const OPTION_KEYS = new Set([...PARAM_KEYS, 'method', 'headers', 'baseURL', 'baseUrl', 'prefixUrl', 'timeout', 'responseType', 'auth', 'agent']);
export const URL_KEYS = ['url', 'uri', 'path', 'endpoint'];
export const BASE_KEYS = ['baseURL', 'baseUrl', 'prefixUrl', 'prefixURL', 'base'];

/** A route template as tables keep them: `/projects/:id/keys`, `groups/owned`. */
// `:name`, `{name}`, `{{name}}` and `${name}` placeholders are filled in by the client that takes the table.
export const ROUTE_VALUE = /^\/?[a-z_]+(\/[\w:.{}$-]+)+$/;

export const HTTP = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i;

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
  if (object === 'rest' || object === 'mock') return false;
  if ((object && SERVERS.test(object)) || (name && /^(Router|route|use)$/.test(name))) return true;
  return call.arguments.some((a) => {
    if (!isFunction(a)) return false;
    const first = a.params[0];
    return a.params.length === 0 ? !!object && /^(get|post|put|patch|delete|all)$/.test(name ?? '') && call.arguments.length === 2 : first?.type === 'Identifier' && /^(req|request|ctx|context|_req)$/.test(first.name);
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
    return API_ROOTS.has(items.map((it) => (it.kind === 'char' ? it.ch : '\u0000')).join(''));
  }
  return false;
}

/** A URL built on a page address of a response (`${project.web_url}/builds/1`) is a web page, not the API. */
export function webPage(items: readonly Item[]): boolean {
  const first = items.find((it) => it.kind !== 'mark');
  if (first?.kind !== 'hole') return false;
  const n = first.node;
  const name = n.type === 'MemberExpression' && n.property.type === 'Identifier' ? n.property.name : n.type === 'Identifier' ? n.name : '';
  return /web_?url|html_?url|homepage|http_url_to_repo|webUrl|htmlUrl/i.test(name);
}
