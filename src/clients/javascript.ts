// The HTTP client libraries and request styles of JavaScript and TypeScript code that the tool
// understands, as data (types.ts says what each field means). `proven` styles are the ones the
// differential HTTP suite runs against a fake GitLab (test/http): adding a library is one entry here
// plus its differential cases. Every other style is understood enough to find its calls and tie
// them to their base, and is never fixed at the safe tier.
import type { CallShape, ClientStyle, Interceptors, Split } from './types.js';

/** A call that reads the base constant itself is given the constant's own expression (any style whose calls spell their URL). */
const SPELLED: Split = { kind: 'spelled' };

const AXIOS: CallShape = {
  defaultGet: true,
  bodyAt: 'second',
  urlKeys: ['url'],
  queryKeys: ['params'],
  bodyKeys: ['data'],
  optionKeys: ['method', 'headers', 'baseURL', 'timeout', 'responseType', 'auth'],
  queryReplacesUrl: false,
  encodesQuery: true,
};

/**
 * A superagent agent runs the plugins its chain registers (`superagent.agent().use(plugin)`) on each
 * of its requests: one that puts a root before the URL (`req.url = root + req.url`) is its base. It
 * has no answer interceptors or resend of its own here.
 */
const SUPERAGENT_PLUGINS: Interceptors = {
  request: ['use'],
  response: [],
  urlKey: 'url',
  failedOptions: '',
  resend: [],
  carrier: 'root from a request plugin',
};

/** axios instances (and axios itself) run the functions registered here on each request and answer. */
const AXIOS_INTERCEPTORS: Interceptors = {
  request: ['interceptors', 'request', 'use'],
  response: ['interceptors', 'response', 'use'],
  urlKey: 'url',
  failedOptions: 'config',
  resend: ['request'],
};

const GOT: CallShape = {
  defaultGet: true,
  bodyAt: 'options',
  urlKeys: ['url'],
  queryKeys: ['searchParams'],
  bodyKeys: ['json', 'body', 'form'],
  optionKeys: ['method', 'headers', 'prefixUrl', 'timeout', 'responseType'],
  queryReplacesUrl: true,
  encodesQuery: true,
};

const KY: CallShape = { ...GOT, bodyKeys: ['json', 'body'] };

/**
 * @hapi/wreck: `Wreck.get(uri, { payload, headers })`, `request(method, uri, options)`; an object
 * payload is sent as JSON; no query option (the query is the URI's); `baseUrl` joined before the
 * path (its path and the URI's concatenated).
 */
const WRECK: CallShape = {
  defaultGet: false,
  bodyAt: 'options',
  urlKeys: [],
  queryKeys: [],
  bodyKeys: ['payload'],
  optionKeys: ['headers', 'json', 'timeout', 'redirects', 'agent', 'baseUrl', 'gunzip'],
  queryReplacesUrl: false,
  encodesQuery: false,
};

/** ky's instances (`ky.create`, `ky.extend`): one call's own `prefixUrl` overrides the instance's. */
const KY_INSTANCE = { split: { kind: 'option', key: 'prefixUrl' }, modules: [], names: [], shape: KY, refuses: [], proven: true } as const satisfies Omit<ClientStyle, 'id' | 'binding'>;

const FETCH: CallShape = {
  defaultGet: true,
  bodyAt: 'options',
  urlKeys: [],
  queryKeys: [],
  bodyKeys: ['body'],
  optionKeys: ['method', 'headers', 'agent'],
  queryReplacesUrl: false,
  encodesQuery: false,
};

const REQUEST: CallShape = {
  defaultGet: true,
  bodyAt: 'options',
  urlKeys: ['url', 'uri'],
  queryKeys: ['qs'],
  bodyKeys: ['body', 'json', 'form', 'formData'],
  optionKeys: ['method', 'headers', 'baseUrl', 'auth', 'timeout'],
  queryReplacesUrl: false,
  encodesQuery: true,
};

const SUPERAGENT: CallShape = {
  defaultGet: true,
  bodyAt: 'chain',
  urlKeys: [],
  queryKeys: ['query'],
  bodyKeys: ['send', 'field'],
  optionKeys: [],
  queryReplacesUrl: false,
  encodesQuery: true,
};

const REST_CLIENT: CallShape = {
  defaultGet: false,
  bodyAt: 'options',
  urlKeys: [],
  queryKeys: ['parameters'],
  bodyKeys: ['data'],
  optionKeys: ['headers'],
  queryReplacesUrl: false,
  encodesQuery: true,
};

const NODE_HTTP: CallShape = {
  defaultGet: false,
  bodyAt: 'none',
  urlKeys: ['path'],
  queryKeys: [],
  bodyKeys: [],
  optionKeys: ['method', 'headers', 'agent'],
  queryReplacesUrl: false,
  encodesQuery: false,
};

/**
 * ofetch (and its instances, `ofetch.create({ baseURL })`): a call takes the method, `query` (merged
 * into the URL's own query and encoded) and `body` (a plain object sent as JSON) in its options;
 * a per-call `baseURL` overrides the instance's.
 */
const OFETCH: CallShape = { ...FETCH, urlKeys: [], queryKeys: ['query'], bodyKeys: ['body'], optionKeys: ['method', 'headers', 'baseURL'], encodesQuery: true };

const NEEDLE: CallShape = {
  defaultGet: false,
  bodyAt: 'second',
  bodylessVerbs: ['GET', 'HEAD'],
  urlKeys: [],
  queryKeys: ['query'],
  bodyKeys: [],
  optionKeys: ['headers', 'json', 'timeout', 'follow_max'],
  queryReplacesUrl: true,
  encodesQuery: true,
};

/** Styles whose shape is known well enough to read their calls, but that the differential suite does not run. */
const LOOSE: CallShape = { ...FETCH, urlKeys: ['url'], queryKeys: ['query'], bodyKeys: ['body', 'json'], optionKeys: ['method', 'headers', 'baseURL'], encodesQuery: true };

export const JAVASCRIPT_CLIENTS: readonly ClientStyle[] = [
  // Proven: test/http/styles.ts (and the generated suite) runs each against the fake GitLab.
  { id: 'axios', split: SPELLED, modules: ['axios'], names: ['axios'], binding: { kind: 'per call', keys: ['baseURL'] }, shape: AXIOS, refuses: [], proven: true, interceptors: AXIOS_INTERCEPTORS },
  { id: 'axios.create', split: { kind: 'option', key: 'baseURL', derive: 'defaults.baseURL' }, modules: [], names: [], binding: { kind: 'factory', method: 'create', keys: ['baseURL'] }, shape: AXIOS, refuses: [], proven: true, interceptors: AXIOS_INTERCEPTORS },
  // An instance whose base is set on its defaults (`gl.defaults.baseURL = …`): a call's own `baseURL` reads it back
  // (split.ts derives it only for an instance the module declares, not the library's global defaults).
  { id: 'axios.defaults', split: { kind: 'option', key: 'baseURL', derive: 'defaults.baseURL' }, modules: [], names: [], binding: { kind: 'defaults', path: ['defaults', 'baseURL'], keys: ['baseURL'] }, shape: AXIOS, refuses: [], proven: true, interceptors: AXIOS_INTERCEPTORS },
  { id: 'got', split: SPELLED, modules: ['got'], names: ['got'], binding: { kind: 'per call', keys: ['prefixUrl'] }, shape: GOT, refuses: [], proven: true },
  { id: 'got.extend', split: { kind: 'option', key: 'prefixUrl', derive: 'defaults.options.prefixUrl' }, modules: [], names: [], binding: { kind: 'factory', method: 'extend', keys: ['prefixUrl'] }, shape: GOT, refuses: [], proven: true },
  // Understood, not proven (the generated suite has no paginated carrier): a request of the instance
  // or of got itself, on its base, that follows the next-page links the instance's `pagination` gives.
  {
    id: 'got.paginate',
    modules: [],
    names: [],
    binding: { kind: 'member', of: ['got', 'got.extend'], paths: [['paginate'], ['paginate', 'all'], ['paginate', 'each']] },
    shape: GOT,
    refuses: [],
    proven: false,
  },
  { id: 'ky', split: SPELLED, modules: ['ky'], names: ['ky'], binding: { kind: 'per call', keys: ['prefixUrl'] }, shape: KY, refuses: [], proven: true },
  { id: 'ky.create', ...KY_INSTANCE, binding: { kind: 'factory', method: 'create', keys: ['prefixUrl'] } },
  // `extend` makes an instance as `create` does (it also inherits the parent's defaults: on `ky` itself, none);
  // on an instance it also takes a function of the instance's options (ky ≥ 1.2).
  { id: 'ky.extend', ...KY_INSTANCE, binding: { kind: 'factory', method: 'extend', keys: ['prefixUrl'], optionsFunction: true } },
  { id: 'ofetch.create', split: { kind: 'option', key: 'baseURL' }, modules: [], names: [], binding: { kind: 'factory', method: 'create', keys: ['baseURL'] }, shape: OFETCH, refuses: [], proven: true },
  // A plain call spells its whole URL, or passes its own `baseURL` (which the split spells again).
  { id: 'ofetch', split: SPELLED, modules: ['ofetch', 'ohmyfetch'], names: ['ofetch', '$fetch'], binding: { kind: 'per call', keys: ['baseURL'] }, shape: OFETCH, refuses: [], proven: true },
  { id: 'fetch', split: SPELLED, modules: [], names: ['fetch'], binding: { kind: 'per call' }, shape: FETCH, refuses: [], proven: true },
  { id: 'node-fetch', split: SPELLED, modules: ['node-fetch'], names: ['nodeFetch'], binding: { kind: 'per call' }, shape: FETCH, refuses: [], proven: true },
  { id: 'request', split: SPELLED, modules: ['request'], names: ['request'], binding: { kind: 'per call', keys: ['baseUrl'] }, shape: REQUEST, refuses: [], proven: true },
  { id: 'request.defaults', split: { kind: 'option', key: 'baseUrl' }, modules: [], names: [], binding: { kind: 'factory', method: 'defaults', keys: ['baseUrl'] }, shape: REQUEST, refuses: [], proven: true },
  { id: 'superagent', split: SPELLED, modules: ['superagent'], names: ['superagent'], binding: { kind: 'per call' }, shape: SUPERAGENT, refuses: [], proven: true, interceptors: SUPERAGENT_PLUGINS },
  {
    id: 'node-rest-client',
    split: SPELLED,
    modules: ['node-rest-client'],
    names: [],
    binding: { kind: 'placeholder', method: 'registerMethod', urlIndex: 1, methodIndex: 2 },
    shape: REST_CLIENT,
    refuses: [{ kind: 'query in registered url', paramsKey: 'parameters' }],
    proven: true,
  },
  { id: 'node:http', split: SPELLED, modules: ['http', 'https', 'node:http', 'node:https'], names: ['http', 'https'], binding: { kind: 'per call' }, shape: NODE_HTTP, refuses: [], proven: true },
  // `wretch(BASE)` makes the instance; a request appends its path (`.url(path)`), takes its body from
  // the chain (`.json(body)`) and ends it with its verb; or `wretch(url)` spells the whole URL. The
  // split spells the base again where a call reads it (`wretch(BASE + path)`); a call on an instance
  // has no base option of its own (`.url(url, true)` replaces the base: not a split proven yet).
  // Its configuring methods leave the URL alone (`options`, `middlewares`, `defer`, `resolve` may not).
  {
    id: 'wretch',
    split: SPELLED,
    modules: ['wretch'],
    names: ['wretch'],
    binding: { kind: 'positional', index: 0 },
    shape: { ...FETCH, bodyAt: 'chain', bodyKeys: ['json', 'body'], queryKeys: ['query'], verbArgs: 'body, url' },
    refuses: [],
    proven: true,
    configures: ['addon', 'headers', 'auth', 'accept', 'content', 'catcher', 'errorType', 'signal'],
  },
  // request's promise wrappers: the same options (`uri`, `qs`, `json`, `baseUrl`), the same verbs (`rp.del`), a promise back.
  { id: 'request-promise', split: SPELLED, modules: ['request-promise', 'request-promise-native'], names: ['rp'], binding: { kind: 'per call', keys: ['baseUrl'] }, shape: REQUEST, refuses: [], proven: true },
  // `bent(BASE, 'DELETE', 'json', headers, 200, 204)` makes a function that sends that method to the base
  // followed by its path, as text (`baseurl + path`); its second argument is a body, an object sent as
  // JSON; no query option. The method is the factory's, read and never edited (every call of the
  // function shares it), so a method change is held; a route fix never changes the method, so the
  // factory's status codes still answer.
  { id: 'bent', modules: ['bent'], names: ['bent'], binding: { kind: 'positional', index: 0, methodAmongArgs: true }, shape: { ...FETCH, defaultGet: false }, refuses: [], proven: true },
  // undici's `request(url, { method, query, headers, body })`: its `query` is serialised (encoded) after
  // the URL, which must then have no query of its own (it throws); the body is sent as given.
  {
    id: 'undici',
    split: SPELLED,
    modules: ['undici'],
    exports: ['request'],
    names: [],
    binding: { kind: 'per call' },
    shape: { ...FETCH, queryKeys: ['query'], encodesQuery: true },
    refuses: [{ kind: 'query in registered url', paramsKey: 'query' }],
    proven: true,
  },
  // undici's own `fetch`: the WHATWG fetch Node's global is made of.
  { id: 'undici fetch', split: SPELLED, modules: ['undici'], exports: ['fetch'], names: [], binding: { kind: 'per call' }, shape: FETCH, refuses: [], proven: true },
  // needle's verbs: `get(url, options)` (its `query` option the data, which replaces the URL's own
  // query, encoded), `post`/`put`/`patch`/`delete(url, data, options)` (the data a JSON body with
  // `json: true`, else a form); its promise form `needle(method, url, data, options)` (a GET's data
  // its query).
  // With `json: true` a GET's data is sent as a JSON body, not a query.
  { id: 'needle', split: SPELLED, modules: ['needle'], names: ['needle'], binding: { kind: 'per call' }, shape: NEEDLE, refuses: [{ kind: 'query sent as a body', switchKey: 'json' }], proven: true },
  // A URL object resolved against the base (`new URL(path, BASE)`, the base ending in `/`, the path
  // relative), or its `.href`, handed to a call: read as that call's URL, under the call's own style.
  // Proven by the url-object binding of every proven style whose calls take a whole URL (fetch,
  // node-fetch, axios, got, ky, ofetch, request, superagent, node-rest-client); handed to a style
  // not proven, the call is held as that style's. The split spells the kept call's base again.
  { id: 'new URL', split: SPELLED, modules: [], names: [], binding: { kind: 'resolve' }, shape: { ...FETCH, defaultGet: false }, refuses: [], proven: true },
  // Understood, not proven: their calls are found and tied to their base, and fixed at most for review.
  // The Fetch standard's request object (`new Request(url, init)`, sent later by `fetch(request)`): GET unless `init` says otherwise.
  { id: 'Request', modules: [], names: ['Request'], binding: { kind: 'per call' }, shape: FETCH, refuses: [], proven: false, constructed: true },
  // The browser's request object: made, opened with its method and URL (a third argument, `async`,
  // changes neither), given headers and handlers, then sent with its body. No differential case runs a
  // browser: its calls' fixes are for review.
  {
    id: 'XMLHttpRequest',
    modules: [],
    names: ['XMLHttpRequest'],
    binding: { kind: 'opened', open: 'open', send: 'send', members: ['setRequestHeader', 'overrideMimeType', 'getResponseHeader', 'getAllResponseHeaders', 'addEventListener', 'removeEventListener', 'abort'] },
    shape: { ...FETCH, defaultGet: false, bodyAt: 'none', bodyKeys: [], optionKeys: [] },
    refuses: [],
    proven: false,
  },
  { id: 'unirest', modules: ['unirest'], names: ['unirest'], binding: { kind: 'per call' }, shape: { ...SUPERAGENT, defaultGet: false }, refuses: [], proven: false },
  { id: 'jquery', modules: ['jquery'], names: ['$', 'jQuery'], binding: { kind: 'per call' }, shape: { ...LOOSE, defaultGet: false, bodyKeys: ['data'] }, refuses: [], proven: false },
  { id: 'angular $http', modules: [], names: ['$http'], binding: { kind: 'per call' }, shape: { ...AXIOS, defaultGet: false }, refuses: [], proven: false },
  // Nuxt 2's axios module: an axios instance on every component and context as `$axios`, on the
  // `axios.baseURL` of nuxt.config (`browserBaseURL` in the browser); `$get`, `$post`… send as
  // `get`, `post`… do and give the response's data.
  {
    id: 'nuxt axios',
    modules: ['@nuxtjs/axios'],
    names: [],
    binding: { kind: 'injected', name: '$axios', listedUnder: ['modules', 'buildModules'], options: [['axios', 'baseURL'], ['axios', 'browserBaseURL']] },
    shape: AXIOS,
    refuses: [],
    proven: false,
  },
  // ts-retrofit: routes declared by decorators on a class's methods, sent by axios on the builder's
  // host and the class's base path (`@BasePath('/api/v3')`); `{name}` filled from `@Path('name')`.
  {
    id: 'ts-retrofit',
    modules: ['ts-retrofit'],
    names: [],
    binding: { kind: 'declared', verbs: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'], basePath: 'BasePath', path: 'Path', query: ['Query'], header: ['Header'], endpoint: 'setEndpoint', build: 'build' },
    shape: { ...AXIOS, urlKeys: [], optionKeys: [] },
    refuses: [],
    proven: false,
  },
  // @hapi/wreck (hapi's client): no differential case runs it; its calls' fixes are for review.
  { id: 'wreck', modules: ['@hapi/wreck', 'wreck'], names: ['Wreck'], binding: { kind: 'per call', keys: ['baseUrl'] }, shape: WRECK, refuses: [], proven: false },
  { id: 'wreck.defaults', modules: [], names: [], binding: { kind: 'factory', method: 'defaults', keys: ['baseUrl'] }, shape: WRECK, refuses: [], proven: false },
  { id: 'superagent-prefix', modules: ['superagent-prefix'], names: [], binding: { kind: 'positional', index: 0 }, shape: SUPERAGENT, refuses: [], proven: false },
];
