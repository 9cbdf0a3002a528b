// The HTTP client library styles of the generated differential suite, written the way each is
// usually called. Each style says how it makes a request from a URL (or, on an instance, a path),
// how it takes the method, a query object and a JSON body, and how a wrapper forwards options to
// it. The ids are the ones of the tool's client registry (src/clients/), but for a second way of
// binding a registry style's base (`wretch(base).url`: the wretch style's instance); UNKNOWN_LIBRARY_IDS are
// styles the tool must leave unchanged and report at the safe tier.
import type { Method } from './changes.js';

/** A request as a library call needs it: `path` holds the URL's query when it travels there. */
export interface Shape {
  method: Method;
  path: string;
  /** A query object as code (the library's query option). */
  query?: string;
  /** A JSON body as code. */
  body?: string;
}

export interface Library {
  id: string;
  imports: string;
  /** Not in the tool's registry: the safe tier must leave it unchanged and report it. */
  unknown?: boolean;
  /** The library has a query option (else a query travels only in the URL). */
  query: boolean;
  /**
   * An instance style: the base is bound once and calls take paths. `make` assigns the instance
   * to `target` (`const gl`, `this.gl`); `relative`: paths without their leading slash (prefixUrl).
   */
  instance?: {
    /** `methods`: the methods the client's requests send (a style that makes one function per method makes those). */
    make(base: string, target: string, methods: readonly Method[]): string;
    relative?: boolean;
    /** The instance made without a base, its base set on its defaults by a function given the host (`configure(HOST)`): the `configure` binding applies. */
    configure?: (base: string) => string;
    /** An interceptor of the instance `recv` that sends a failed request's own options again (a retry): the `retry` binding applies. */
    resend?: (recv: string) => string;
    /**
     * A project's own copy of the library in a vendor folder (`file`, its text `text`), imported by
     * `imports`, whose factory `make` makes the instance: the `vendored` binding applies.
     */
    vendored?: { file: string; text: string; imports: string; make: (base: string, target: string) => string };
  };
  /** The usual call: `url` is code for the whole URL (or the path, on an instance `recv`). */
  direct(url: string, s: Shape, recv: string): string;
  /** A wrapper's body forwarding `opts` (made by `opts`) for `url`, on an instance `recv`. */
  forward(url: string, recv: string): string;
  opts(s: Shape): string;
  /** How the style is handed a WHATWG URL object (`fetch(new URL(path, BASE))`, axios its `.href`): the `url-object` binding applies. */
  urlObject?: (url: string) => string;
  /** Declarations every client of the style starts with, after its imports (a helper of the test, not of the client's request). */
  prelude?: string;
  /** Bindings that do not apply to this style, and why. */
  excludes?: Partial<Record<string, string>>;
  /** Bindings under which a call with no v4 form is given its own copy of the shared v3 base (the registry's `split`): the split kinds must split there. */
  split?: readonly string[];
  /** Its instances show their base at run time (the registry's split `derive`): the `href` binding applies. */
  derives?: boolean;
  /**
   * A wrapper that takes the method, the path and an options object it destructures (`api(method,
   * path, { query, body } = {})`) and hands `query` and `body` to the request as this style takes
   * them (the `wrapper-options` binding): `forward` its body for the URL `url`; `query`: it sends a
   * query (else a query travels in the URL).
   */
  handed?: { forward(url: string): string; query: boolean };
  /**
   * Its base is the library's own defaults, which a call in any file of the run reads: project mode
   * (the CLI) sees the run and moves it; a front that sees one file (`--no-project`, ESLint) holds it
   * (`imported, one file`) and must leave the client as it is.
   */
  runWide?: boolean;
}

export const TOKEN = `{ 'PRIVATE-TOKEN': 'secret' }`;

/**
 * A project's own copy of ofetch (the `vendored` binding): `$fetch.create(defaults)` made by its own
 * factory, each call sent by the real ofetch on the instance's base. A call's own `baseURL` is not
 * taken (the real ofetch takes it): a split by a per-call base option would send the kept call to
 * the moved base.
 */
const VENDORED_OFETCH = [
  '// A trimmed copy of ofetch: instances on the base they are made with; a call\'s own baseURL is not taken.',
  "import { ofetch as real } from 'ofetch';",
  '',
  'function create(defaults = {}) {',
  '  const $fetch = (path, options = {}) => {',
  '    const { baseURL, ...rest } = options;',
  '    return real(path, { ...defaults, ...rest, headers: { ...defaults.headers, ...rest.headers } });',
  '  };',
  '  $fetch.create = (more) => create({ ...defaults, ...more });',
  '  return $fetch;',
  '}',
  '',
  'export const $fetch = create();',
  '',
].join('\n');
const JSON_TOKEN = `{ 'PRIVATE-TOKEN': 'secret', 'Content-Type': 'application/json' }`;
const lower = (m: Method) => m.toLowerCase();
/** Entries of an options object, the empty ones left out. */
const entries = (...parts: (string | false | undefined)[]) => `{ ${parts.filter(Boolean).join(', ')} }`;
const callback = (expr: string) => `new Promise((resolve, reject) => ${expr.replace(/\)$/, ', (error) => (error ? reject(error) : resolve()))')})`;

const axiosDirect = (recv: string) => (url: string, s: Shape) => {
  const config = entries(s.query && `params: ${s.query}`, recv === 'axios' && `headers: ${TOKEN}`);
  const cfg = config === '{  }' ? '' : `, ${config}`;
  return s.method === 'POST' || s.method === 'PUT' ? `${recv}.${lower(s.method)}(${url}, ${s.body ?? 'null'}${cfg})` : `${recv}.${lower(s.method)}(${url}${cfg})`;
};
const gotOpts = (s: Shape, own: boolean) =>
  entries(s.query && `searchParams: ${s.query}`, s.body && `json: ${s.body}`, own && `headers: ${TOKEN}`, own && 'retry: { limit: 0 }');
const kyOpts = (s: Shape, own: boolean) => entries(s.query && `searchParams: ${s.query}`, s.body && `json: ${s.body}`, own && `headers: ${TOKEN}`, own && 'retry: 0');
const optArg = (o: string) => (o === '{  }' ? '' : `, ${o}`);
const fetchOpts = (s: Shape) => entries(`method: '${s.method}'`, s.body && `body: JSON.stringify(${s.body})`, `headers: ${s.body ? JSON_TOKEN : TOKEN}`);
const ofetchOpts = (s: Shape, method: boolean) => entries(method && `method: '${s.method}'`, s.query && `query: ${s.query}`, s.body && `body: ${s.body}`);
const requestMethod = (m: Method) => (m === 'DELETE' ? 'del' : lower(m));
const cap = (m: Method) => m[0] + m.slice(1).toLowerCase();
const undiciOpts = (s: Shape) => entries(`method: '${s.method}'`, s.query && `query: ${s.query}`, s.body && `body: JSON.stringify(${s.body})`, `headers: ${s.body ? JSON_TOKEN : TOKEN}`);

export const LIBRARIES: Library[] = [
  {
    id: 'axios',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'wrapper-options', 'wrapper-keyed', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    // axios takes a URL as a string: the object's `.href`.
    urlObject: (u) => `${u}.href`,
    imports: `import axios from 'axios';`,
    query: true,
    direct: (url, s) => axiosDirect('axios')(url, s),
    forward: (url) => `return axios({ url: ${url}, ...opts });`,
    opts: (s) => entries(`method: '${lower(s.method)}'`, s.query && `params: ${s.query}`, s.body && `data: ${s.body}`, `headers: ${TOKEN}`),
    handed: { query: true, forward: (url) => `return axios({ url: ${url}, method, params: query, data: body, headers: ${TOKEN} });` },
  },
  {
    id: 'axios.create',
    split: ['const', 'template', 'concat', 'instance', 'href', 'configure', 'retry', 'wrapper', 'product', 'verbs', 'handed', 'method', 'member', 'version-number'],
    derives: true,
    imports: `import axios from 'axios';`,
    query: true,
    instance: {
      make: (base, target) => `${target} = axios.create({ baseURL: ${base}, headers: ${TOKEN} });`,
      configure: (base) => `const gl = axios.create({ headers: ${TOKEN} });\nfunction configure(host) {\n  gl.defaults.baseURL = ${base};\n}\nconfigure(HOST);`,
      // Retried only when no answer came (the fake GitLab always answers): each request is sent once, as the mapping counts them.
      resend: (recv) =>
        `${recv}.interceptors.response.use(undefined, (error) => {\n  const config = error.config;\n  if (!config || error.response || config.attempt) throw error;\n  config.attempt = 1;\n  return ${recv}.request(config);\n});`,
    },
    direct: (url, s, recv) => axiosDirect(recv)(url, s),
    forward: (url, recv) => `return ${recv}.request({ url: ${url}, ...opts });`,
    opts: (s) => entries(`method: '${lower(s.method)}'`, s.query && `params: ${s.query}`, s.body && `data: ${s.body}`),
  },
  {
    id: 'axios.defaults',
    runWide: true,
    // The held call passes its own `baseURL`, the defaults' read back turned back (project mode: the CLI).
    split: ['const', 'template', 'concat', 'instance', 'mixin', 'version-number'],
    imports: `import axios from 'axios';`,
    query: true,
    instance: { make: (base) => `axios.defaults.baseURL = ${base};\naxios.defaults.headers.common['PRIVATE-TOKEN'] = 'secret';` },
    direct: (url, s) => axiosDirect('axios.defaults')(url, s).replace(/^axios\.defaults\./, 'axios.'),
    forward: (url) => `return axios({ url: ${url}, ...opts });`,
    opts: (s) => entries(`method: '${lower(s.method)}'`, s.query && `params: ${s.query}`, s.body && `data: ${s.body}`),
  },
  {
    id: 'got',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'wrapper-options', 'wrapper-keyed', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => u,
    imports: `import got from 'got';`,
    query: true,
    direct: (url, s) => `got.${lower(s.method)}(${url}${optArg(gotOpts(s, true))})`,
    forward: (url) => `return got(${url}, opts);`,
    opts: (s) => entries(`method: '${s.method}'`, gotOpts(s, true).slice(2, -2)),
    handed: { query: true, forward: (url) => `return got(${url}, { method, searchParams: query, json: body, headers: ${TOKEN}, retry: { limit: 0 } });` },
  },
  {
    id: 'got.extend',
    split: ['const', 'template', 'concat', 'instance', 'href', 'wrapper', 'product', 'verbs', 'handed', 'method', 'member', 'version-number'],
    derives: true,
    imports: `import got from 'got';`,
    query: true,
    instance: { make: (base, target) => `${target} = got.extend({ prefixUrl: ${base}, headers: ${TOKEN}, retry: { limit: 0 } });`, relative: true },
    direct: (url, s, recv) => `${recv}.${lower(s.method)}(${url}${optArg(gotOpts(s, false))})`,
    forward: (url, recv) => `return ${recv}(${url}, opts);`,
    opts: (s) => entries(`method: '${s.method}'`, gotOpts(s, false).slice(2, -2)),
  },
  {
    id: 'ky',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => u,
    imports: `import ky from 'ky';`,
    query: true,
    direct: (url, s) => `ky.${lower(s.method)}(${url}${optArg(kyOpts(s, true))})`,
    forward: (url) => `return ky(${url}, opts);`,
    opts: (s) => entries(`method: '${lower(s.method)}'`, kyOpts(s, true).slice(2, -2)),
  },
  {
    id: 'ky.create',
    split: ['const', 'template', 'concat', 'instance', 'wrapper', 'product', 'verbs', 'handed', 'method', 'member'],
    imports: `import ky from 'ky';`,
    query: true,
    instance: { make: (base, target) => `${target} = ky.create({ prefixUrl: ${base}, headers: ${TOKEN}, retry: 0 });`, relative: true },
    direct: (url, s, recv) => `${recv}.${lower(s.method)}(${url}${optArg(kyOpts(s, false))})`,
    forward: (url, recv) => `return ${recv}(${url}, opts);`,
    opts: (s) => entries(`method: '${lower(s.method)}'`, kyOpts(s, false).slice(2, -2)),
  },
  {
    id: 'ky.extend',
    split: ['const', 'template', 'concat', 'instance', 'wrapper', 'product', 'verbs', 'handed', 'method', 'member'],
    imports: `import ky from 'ky';`,
    query: true,
    instance: { make: (base, target) => `${target} = ky.extend({ prefixUrl: ${base}, headers: ${TOKEN}, retry: 0 });`, relative: true },
    direct: (url, s, recv) => `${recv}.${lower(s.method)}(${url}${optArg(kyOpts(s, false))})`,
    forward: (url, recv) => `return ${recv}(${url}, opts);`,
    opts: (s) => entries(`method: '${lower(s.method)}'`, kyOpts(s, false).slice(2, -2)),
  },
  {
    id: 'ofetch.create',
    split: ['const', 'template', 'concat', 'instance', 'vendored', 'wrapper', 'product', 'verbs', 'handed', 'method', 'member'],
    imports: `import { ofetch } from 'ofetch';`,
    query: true,
    // A GET spells no method (the instance's default); ofetch sends a plain object body as JSON.
    instance: {
      make: (base, target) => `${target} = ofetch.create({ baseURL: ${base}, headers: ${TOKEN}, retry: 0 });`,
      vendored: { file: 'vendor/ofetch.mjs', text: VENDORED_OFETCH, imports: `import { $fetch } from './vendor/ofetch.mjs';`, make: (base, target) => `${target} = $fetch.create({ baseURL: ${base}, headers: ${TOKEN}, retry: 0 });` },
    },
    direct: (url, s, recv) => `${recv}(${url}${optArg(ofetchOpts(s, s.method !== 'GET'))})`,
    forward: (url, recv) => `return ${recv}(${url}, opts);`,
    opts: (s) => ofetchOpts(s, true),
  },
  {
    id: 'ofetch',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    // ofetch merges its `query` option into a string URL only: the object's `.href`.
    urlObject: (u) => `${u}.href`,
    imports: `import { ofetch } from 'ofetch';`,
    query: true,
    // A GET spells no method (ofetch's default); a plain object body is sent as JSON.
    direct: (url, s) => `ofetch(${url}, ${entries(s.method !== 'GET' && `method: '${s.method}'`, s.query && `query: ${s.query}`, s.body && `body: ${s.body}`, `headers: ${TOKEN}`, 'retry: 0')})`,
    forward: (url) => `return ofetch(${url}, opts);`,
    opts: (s) => entries(`method: '${s.method}'`, s.query && `query: ${s.query}`, s.body && `body: ${s.body}`, `headers: ${TOKEN}`, 'retry: 0'),
  },
  {
    id: 'wretch',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => `${u}.href`,
    imports: `import wretch from 'wretch';`,
    // wretch's own chain has no query method (its QueryString addon adds one): a query travels in the URL.
    query: false,
    direct: (url, s) => `wretch(${url}).headers(${TOKEN})${s.body ? `.json(${s.body})` : ''}.${lower(s.method)}().res()`,
    forward: (url) => `const w = wretch(${url}).headers(${TOKEN});\n  return (opts.body ? w.json(opts.body) : w).fetch(opts.method).res();`,
    opts: (s) => entries(`method: '${s.method}'`, s.body && `body: ${s.body}`),
  },
  {
    // The registry's wretch style again, its base bound once: `wretch(BASE)` is the instance, each
    // request appends its path (`.url(path)`) and ends its chain with the verb.
    id: 'wretch(base).url',
    // Its wrappers' copies make the kept request on a copy of the instance (split-instance.ts: no per-call base to give).
    split: ['wrapper', 'product', 'verbs', 'handed', 'method', 'member'],
    imports: `import wretch from 'wretch';`,
    query: false,
    instance: { make: (base, target) => `${target} = wretch(${base});` },
    direct: (url, s, recv) => `${recv}.url(${url}).headers(${TOKEN})${s.body ? `.json(${s.body})` : ''}.${lower(s.method)}().res()`,
    forward: (url, recv) => `const w = ${recv}.url(${url}).headers(${TOKEN});\n  return (opts.body ? w.json(opts.body) : w).fetch(opts.method).res();`,
    opts: (s) => entries(`method: '${s.method}'`, s.body && `body: ${s.body}`),
  },
  {
    id: 'fetch',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'wrapper-options', 'wrapper-keyed', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => u,
    imports: '',
    query: false,
    direct: (url, s) => `fetch(${url}, ${fetchOpts(s)})`,
    forward: (url) => `return fetch(${url}, opts);`,
    opts: fetchOpts,
    // The query set on a URL object from the entries of the caller's object, the body serialised once.
    handed: {
      query: true,
      forward: (url) =>
        `const u = new URL(${url});\n  if (query) for (const [k, v] of Object.entries(query)) u.searchParams.set(k, String(v));\n  return fetch(u, { method, headers: body ? ${JSON_TOKEN} : ${TOKEN}, body: body === undefined ? undefined : JSON.stringify(body) });`,
    },
  },
  {
    id: 'node-fetch',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => u,
    imports: `import fetch from 'node-fetch';`,
    query: false,
    direct: (url, s) => `fetch(${url}, ${fetchOpts(s)})`,
    forward: (url) => `return fetch(${url}, opts);`,
    opts: fetchOpts,
  },
  {
    id: 'request',
    split: ['const', 'concat', 'url-object', 'json', 'version', 'module', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => `${u}.href`,
    imports: `import request from 'request';`,
    query: true,
    direct: (url, s) => callback(`request.${requestMethod(s.method)}(${entries(`url: ${url}`, s.query && `qs: ${s.query}`, s.body && `json: ${s.body}`, `headers: ${TOKEN}`)})`),
    forward: (url) => `return ${callback(`request({ url: ${url}, ...opts })`)};`,
    opts: (s) => entries(`method: '${s.method}'`, s.query && `qs: ${s.query}`, s.body && `json: ${s.body}`, `headers: ${TOKEN}`),
  },
  {
    id: 'request.defaults',
    split: ['const', 'template', 'concat', 'instance'],
    imports: `import request from 'request';`,
    query: true,
    instance: { make: (base, target) => `${target} = request.defaults({ baseUrl: ${base}, headers: ${TOKEN} });` },
    direct: (url, s, recv) => callback(`${recv}.${requestMethod(s.method)}(${entries(`uri: ${url}`, s.query && `qs: ${s.query}`, s.body && `json: ${s.body}`)})`),
    forward: (url, recv) => `return ${callback(`${recv}({ uri: ${url}, ...opts })`)};`,
    opts: (s) => entries(`method: '${s.method}'`, s.query && `qs: ${s.query}`, s.body && `json: ${s.body}`),
  },
  {
    id: 'superagent',
    split: ['const', 'concat', 'url-object', 'json', 'version', 'module', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => `${u}.href`,
    imports: `import superagent from 'superagent';`,
    query: true,
    direct: (url, s) => `superagent.${requestMethod(s.method)}(${url})${s.query ? `.query(${s.query})` : ''}${s.body ? `.send(${s.body})` : ''}.set(${TOKEN})`,
    forward: (url) => `let req = superagent(opts.method, ${url}).set(${TOKEN});\n  if (opts.query) req = req.query(opts.query);\n  if (opts.body) req = req.send(opts.body);\n  return req;`,
    opts: (s) => entries(`method: '${s.method}'`, s.query && `query: ${s.query}`, s.body && `body: ${s.body}`),
    // The wrapper's parameters on the request's own chain, as written by hand: `.query(query || {})`, `.send(body)`.
    handed: { query: true, forward: (url) => `return superagent(method, ${url}).set(${TOKEN}).query(query || {}).send(body);` },
  },
  {
    id: 'node-rest-client',
    split: ['const', 'concat', 'url-object', 'json', 'version', 'module', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => `${u}.href`,
    imports: `import restClient from 'node-rest-client';\nconst client = new restClient.Client();`,
    query: true,
    direct: (url, s) =>
      `new Promise((resolve, reject) => client.${lower(s.method)}(${url}, ${entries(s.query && `parameters: ${s.query}`, s.body && `data: ${s.body}`, `headers: ${s.body ? JSON_TOKEN : TOKEN}`)}, () => resolve()).on('error', reject))`,
    forward: (url) => `return new Promise((resolve, reject) => client[opts.method](${url}, opts.args, () => resolve()).on('error', reject));`,
    opts: (s) => `{ method: '${lower(s.method)}', args: ${entries(s.query && `parameters: ${s.query}`, s.body && `data: ${s.body}`, `headers: ${s.body ? JSON_TOKEN : TOKEN}`)} }`,
  },
  {
    id: 'node:http',
    split: ['const', 'template', 'version', 'wrapper-options', 'wrapper-keyed', 'module', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    imports: `import http from 'node:http';`,
    query: false,
    // An option object: the host and port are options of their own, the base is the path's prefix.
    direct: (url, s) =>
      `new Promise((resolve, reject) => {\n    const req = http.request({ hostname: '127.0.0.1', port: __PORT__, path: ${url}, method: '${s.method}', headers: ${s.body ? JSON_TOKEN : TOKEN} }, (res) => {\n      res.resume();\n      res.on('end', resolve);\n    });\n    req.on('error', reject);\n    req.end(${s.body ? `JSON.stringify(${s.body})` : ''});\n  })`,
    forward: (url) =>
      `return new Promise((resolve, reject) => {\n    const { body, ...options } = opts;\n    const req = http.request({ hostname: '127.0.0.1', port: __PORT__, path: ${url}, ...options }, (res) => {\n      res.resume();\n      res.on('end', resolve);\n    });\n    req.on('error', reject);\n    req.end(body);\n  });`,
    opts: (s) => entries(`method: '${s.method}'`, s.body && `body: JSON.stringify(${s.body})`, `headers: ${s.body ? JSON_TOKEN : TOKEN}`),
    // The body serialised once, measured and written on the request made (`req.write(payload)`).
    handed: {
      query: false,
      forward: (url) =>
        `const payload = body === undefined ? undefined : JSON.stringify(body);\n  return new Promise((resolve, reject) => {\n    const req = http.request({ hostname: '127.0.0.1', port: __PORT__, path: ${url}, method, headers: payload ? { 'PRIVATE-TOKEN': 'secret', 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : ${TOKEN} }, (res) => {\n      res.resume();\n      res.on('end', resolve);\n    });\n    req.on('error', reject);\n    if (payload) req.write(payload);\n    req.end();\n  });`,
    },
    excludes: { concat: 'the host is an option of its own: the path has no host to concatenate (the template binding covers a prefix variable)' },
  },
  {
    // bent: one function per method made on the base (`bent(BASE, 'POST', 'json', headers)`), each
    // taking the path (concatenated to the base as text) and a body (an object sent as JSON). The
    // method is the factory's: every call of the function sends it.
    id: 'bent',
    // No split of its own (a call has no base option): a kept call's function is made again on the v3 text (split-instance.ts).
    split: ['const', 'template', 'concat', 'instance'],
    imports: `import bent from 'bent';`,
    query: false,
    instance: { make: (base, target, methods) => [...new Set(methods)].map((m) => `${target}${cap(m)} = bent(${base}, '${m}', 'json', ${TOKEN});`).join('\n') },
    direct: (url, s, recv) => `${recv}${cap(s.method)}(${url}${s.body ? `, ${s.body}` : ''})`,
    // A wrapper that makes the function of the method it is given: the method is not in the text of any call.
    forward: (url) => `return bent(BASE, opts.method, 'json', ${TOKEN})(${url}, opts.body);`,
    opts: (s) => entries(`method: '${s.method}'`, s.body && `body: ${s.body}`),
  },
  {
    // The registry's bent style again, with no base among the factory's arguments: the function
    // made for the method takes the whole URL (`bent('POST', 'json')(url, body)`).
    id: 'bent(method)',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'method', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => `${u}.href`,
    imports: `import bent from 'bent';`,
    query: false,
    direct: (url, s) => `bent('${s.method}', 'json', ${TOKEN})(${url}${s.body ? `, ${s.body}` : ''})`,
    forward: (url) => `return bent(opts.method, 'json', ${TOKEN})(${url}, opts.body);`,
    opts: (s) => entries(`method: '${s.method}'`, s.body && `body: ${s.body}`),
  },
  {
    id: 'request-promise',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => `${u}.href`,
    imports: `import rp from 'request-promise-native';`,
    query: true,
    direct: (url, s) => `rp.${requestMethod(s.method)}(${entries(`uri: ${url}`, s.query && `qs: ${s.query}`, s.body && `json: ${s.body}`, `headers: ${TOKEN}`)})`,
    forward: (url) => `return rp({ uri: ${url}, ...opts });`,
    opts: (s) => entries(`method: '${s.method}'`, s.query && `qs: ${s.query}`, s.body && `json: ${s.body}`, `headers: ${TOKEN}`),
  },
  {
    // undici's `request(url, { method, query, headers, body })`: the query serialised after the URL
    // (which must then have none), the body sent as given (a JSON string here); 4xx does not throw.
    id: 'undici',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'wrapper-options', 'wrapper-keyed', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => u,
    imports: `import { request } from 'undici';`,
    query: true,
    direct: (url, s) => `request(${url}, ${undiciOpts(s)}).then((res) => res.body.text())`,
    forward: (url) => `return request(${url}, opts).then((res) => res.body.text());`,
    opts: undiciOpts,
    handed: { query: true, forward: (url) => `return request(${url}, { method, query, headers: body ? ${JSON_TOKEN} : ${TOKEN}, body: body ? JSON.stringify(body) : undefined }).then((res) => res.body.text());` },
  },
  {
    id: 'undici fetch',
    split: ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'member', 'url-wrapper', 'method', 'json', 'version', 'helper', 'wrapper-deep', 'module', 'module-wrapper', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => u,
    imports: `import { fetch } from 'undici';`,
    query: false,
    direct: (url, s) => `fetch(${url}, ${fetchOpts(s)})`,
    forward: (url) => `return fetch(${url}, opts);`,
    opts: fetchOpts,
  },
  {
    // needle's verbs with a callback (without one they give a stream): `get(url, { query })`, the
    // others `(url, data, { json: true })`. A wrapper hands the method to `needle.request(method, url,
    // data, options, cb)`: the method an argument before the URL, no request the tool reads.
    id: 'needle',
    split: ['const', 'concat', 'url-object', 'json', 'version', 'module', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    // needle takes a URL as a string only.
    urlObject: (u) => `${u}.href`,
    imports: `import needle from 'needle';`,
    query: true,
    direct: (url, s) =>
      callback(
        s.method === 'GET'
          ? `needle.get(${url}, ${entries(s.query && `query: ${s.query}`, `headers: ${TOKEN}`)})`
          : `needle.${lower(s.method)}(${url}, ${s.body ?? 'null'}, ${entries(s.body && 'json: true', `headers: ${TOKEN}`)})`,
      ),
    forward: (url) => `return ${callback(`needle.request(opts.method, ${url}, opts.data, opts.options)`)};`,
    opts: (s) =>
      entries(`method: '${lower(s.method)}'`, `data: ${s.query ?? s.body ?? 'null'}`, `options: ${entries(s.body && 'json: true', `headers: ${TOKEN}`)}`),
  },
  {
    // The registry's needle style again, its promise form: `needle(method, url, data, options)`, the
    // method first, a GET's data its query (no `json: true`: that sends it as a body), the others' a JSON body.
    id: 'needle(method)',
    split: ['const', 'concat', 'url-object', 'json', 'version', 'module', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    urlObject: (u) => `${u}.href`,
    imports: `import needle from 'needle';`,
    query: true,
    direct: (url, s) => `needle('${lower(s.method)}', ${url}, ${s.query ?? s.body ?? 'null'}, ${entries(s.body && 'json: true', `headers: ${TOKEN}`)})`,
    forward: (url) => `return needle(opts.method, ${url}, opts.data, opts.options);`,
    opts: (s) =>
      entries(`method: '${lower(s.method)}'`, `data: ${s.query ?? s.body ?? 'null'}`, `options: ${entries(s.body && 'json: true', `headers: ${TOKEN}`)}`),
  },
  // Styles the safe tier does not know: left unchanged and reported. undici's dispatcher API (a
  // `Client` on an origin, the path an option of each request) is no style of the registry.
  {
    id: 'undici Client',
    unknown: true,
    // A style the registry does not know gets the spelled split (an equal value in place of the base's read).
    split: ['const', 'concat', 'version', 'module', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call'],
    imports: `import { Client } from 'undici';`,
    query: false,
    direct: (url, s) => `dispatch(${url}, ${undiciOpts(s)})`,
    forward: (url) => `return dispatch(${url}, opts);`,
    opts: undiciOpts,
    prelude: `function dispatch(url, opts) {\n  const u = new URL(url);\n  return new Client(u.origin).request({ ...opts, path: u.pathname + u.search }).then((res) => res.body.text());\n}`,
  },
];

/** The ids of the library styles the tool's registry must know (the safe tier's proven styles). */
export const LIBRARY_IDS = LIBRARIES.filter((l) => !l.unknown).map((l) => l.id);
/** Styles the tool must leave unchanged and report at the safe tier. */
export const UNKNOWN_LIBRARY_IDS = LIBRARIES.filter((l) => l.unknown).map((l) => l.id);
