// The shape of an entry of the client registry: what the tool knows of one HTTP library or request
// style, as data. The core reads these facts (core/extract/clients.ts); it keeps no list of its own.

/**
 * How a call of a proven style carries a part of its request that no differential case proves
 * (Site.unprovenCarrier): its fixes are for review at most, and a hold names the carrier.
 */
export type UnprovenCarrier =
  | 'root from a request plugin'
  | 'options from a helper'
  | 'query from a helper'
  | 'query from entries'
  | 'query from a query object'
  | 'parameters as pairs'
  | 'method as a table member'
  | 'body in the verb'
  | 'base read by its property name'
  | "instance of the file's class"
  | 'instance made elsewhere'
  | 'function a factory of another file makes'
  | 'object a factory of another file makes'
  | 'object a memo hook makes'
  | 'object a serialiser writes'
  | 'body a wrapper assigns';

/** How a style ties a base to the requests made through it. */
export type Binding =
  /** Each call spells its whole URL (`fetch(BASE + path)`), or passes a base option per call (`keys`). */
  | { kind: 'per call'; keys?: readonly string[] }
  /**
   * A factory makes an instance whose requests start at the base under one of `keys`: `axios.create({ baseURL })`.
   * `optionsFunction`: called on an instance, it also takes a function of that instance's options
   * that returns the new instance's (ky's `api.extend((options) => ({ prefixUrl: \`${options.prefixUrl}/projects/1\` }))`).
   */
  | { kind: 'factory'; method: string; keys: readonly string[]; optionsFunction?: true }
  /**
   * A property of the library's own object (or an instance's) every call of it reads: `axios.defaults.baseURL = …`;
   * `keys`: the per-call option a call overrides it with (`{ baseURL }`).
   */
  | { kind: 'defaults'; path: readonly string[]; keys?: readonly string[] }
  /** The library called with the base at `index` gives a function that takes the path: `bent(BASE, 'DELETE')`, `wretch(BASE)`. */
  | {
      kind: 'positional';
      index: number;
      /** The method is an HTTP method among the factory's other string arguments (`bent(BASE, 'DELETE', 200)`): every call of the function made sends it. */
      methodAmongArgs?: boolean;
    }
  /** A named request registered with a URL whose `${name}` placeholders the library fills: node-rest-client's `registerMethod(name, url, method)`. */
  | { kind: 'placeholder'; method: string; urlIndex: number; methodIndex: number }
  /** A URL resolved against a base as a browser does: `new URL(path, base)`. */
  | { kind: 'resolve' }
  /**
   * A request object the code constructs (`new XMLHttpRequest()`), then opens with a member that takes
   * the method first and the URL second (`xhr.open('PUT', url)`), and sends with another that takes the
   * body (`xhr.send(JSON.stringify(body))`). `members`: the others code calls on it, which set headers
   * or read the answer and touch no URL, method, query or body.
   */
  | { kind: 'opened'; open: string; send: string; members: readonly string[] }
  /**
   * Members of the library or of an instance of the styles `of` that send a request as a call of
   * it does (the URL first, then its options), on its base: got's `paginate(url, options)`,
   * `paginate.all(…)`, `paginate.each(…)`. Each path is the member's names after the receiver.
   */
  | { kind: 'member'; of: readonly string[]; paths: readonly (readonly string[])[] }
  /**
   * An instance a framework module puts on every component as `name` (`this.$axios`, a context's
   * `$axios`), its base read from the module's options in the object the framework's configuration
   * file exports (`listedUnder`: the keys of that object whose list loads the module — a module not
   * listed injects nothing; `options`: the paths of the base in it).
   */
  | { kind: 'injected'; name: string; listedUnder: readonly string[]; options: readonly (readonly string[])[] }
  /**
   * A declarative client: a class whose methods' decorators say each request, named for its verb and
   * given its route (`@GET('/projects/{id}/builds')`, `{name}` filled by the argument a parameter
   * decorator under `path` names); a class decorator under `basePath` gives the path before every
   * route of the class; the instance is made by a builder given the host (`new ServiceBuilder()
   * .setEndpoint(url).build(Service)`: `endpoint`, then `build` handed the class). The URL is the
   * three joined as text. Parameter decorators under `query` send the argument as a query parameter
   * of that name; any other parameter decorator but `header` carries a part of the request not read here.
   */
  | {
      kind: 'declared';
      verbs: readonly string[];
      basePath: string;
      path: string;
      query: readonly string[];
      header: readonly string[];
      endpoint: string;
      build: string;
    };

/** What a style does not accept, where a fix would make it throw or send something else. */
export type Refusal =
  /**
   * A URL that has a query, when the call also passes `paramsKey`: node-rest-client throws on a
   * registered URL with a query and `parameters`; undici's `request` throws on a URL with a query and `query`.
   */
  | { kind: 'query in registered url'; paramsKey: string }
  /**
   * A GET's data sent as a JSON body where the call's options set `switchKey` (needle's `json: true`):
   * its parameters are no query, and a fix that treats them as one (`iid` → `iids[]`) would send
   * another body. Such a call is not read as a request: its base cannot move past it.
   */
  | { kind: 'query sent as a body'; switchKey: string };

/** How a call of the style takes its method, URL, query and body. */
export interface CallShape {
  /** A plain call of the library (no verb) is a GET. */
  defaultGet: boolean;
  /** Verb methods (`.get`, `.post`, …) take a body second (`axios.post(url, body, config)`) or in their options (`got.post(url, { json })`). */
  bodyAt: 'second' | 'options' | 'chain' | 'none';
  /**
   * Verb methods that take no body argument, where they are not axios's (`get`, `delete`, `head`,
   * `options` take the config second): needle's `delete(url, data, options)` takes one.
   */
  bodylessVerbs?: readonly string[];
  /** Keys of an options object that carry the URL. */
  urlKeys: readonly string[];
  /** Keys (or chained methods, `bodyAt: 'chain'`) that carry the query. */
  queryKeys: readonly string[];
  /** Keys (or chained methods) that carry the body. */
  bodyKeys: readonly string[];
  /** Other keys that make an argument an options object rather than a body. */
  optionKeys: readonly string[];
  /** The query key replaces the URL's own query (got's and ky's `searchParams`): a query added to the URL would be lost. */
  queryReplacesUrl: boolean;
  /** Query values are percent-encoded by the library: a value already encoded in the path must lose its encoding when it moves into the query. */
  encodesQuery: boolean;
  /**
   * The verb that ends a chain (`bodyAt: 'chain'`) takes the body first where it sends one and a URL
   * to append after it (wretch's `.put(body, url)`, `.get(url)`).
   */
  verbArgs?: 'body, url';
  /**
   * The option that carries the request's path, which replaces whatever path the instance's base
   * has: the request goes to the base's scheme, host and port with that path (Excon's `path:`).
   */
  pathKey?: string;
  /** The option that names the method on a call that spells no verb (Excon's `request(method: :get, …)`). */
  methodKey?: string;
  /**
   * A `request(…)` member takes the URL first, then the method (httplib2's `request(url, method)`);
   * absent: the method first (`requests.request(method, url)`, urllib3's, http.client's).
   */
  urlFirst?: true;
  /** A member that takes the method's name first, then the URL, then the body (Net::HTTP's `send_request('PUT', path, data, headers)`). */
  methodMember?: string;
  /**
   * The member of an instance that sends a request given its URL first (or a request object the
   * style's request class made), its method under `methodKey` (a GET without it where `defaultGet`):
   * tornado's `AsyncHTTPClient().fetch(url, method='POST', body=…)`.
   */
  sendMember?: string;
}

/**
 * How one call of the style is given its own copy of a v3 base, so that the base can move to
 * `/api/v4` past a call with no v4 form while that call sends exactly the request it sent
 * (core/decide/split.ts). Proven per style by the generated differential suite's `split-*` kinds.
 */
export type Split =
  /** The call reads the base constant itself (in its URL, or as a per-call base option): the read becomes the constant's own expression. */
  | { kind: 'spelled' }
  /**
   * A call on an instance takes a per-call base option `key` in its options argument (after the URL, or after the body where the style takes one second), or beside the URL in its options object.
   * `derive`: where the instance shows its base at run time (`defaults.baseURL`): where the base's own expression cannot be spelled at the call
   * (an imported instance, a base made of a parameter), the option reads it there with its moved `/api/v4` end turned back.
   */
  | { kind: 'option'; key: string; derive?: string };

/**
 * Functions an instance runs on each of its requests and answers, registered through a member path
 * of the instance (axios's `X.interceptors.request.use(fn)`): the core reads a request interceptor
 * that puts a root before each URL as the instance's base (extract/sites.ts), and an answer
 * interceptor's failure handler that sends the failed request again as no other use of the instance
 * (decide/base-proof.ts).
 */
export interface Interceptors {
  /** The member path after the instance that registers a function given each request's options. */
  request: readonly string[];
  /** The member path that registers functions given each answer and each failure. */
  response: readonly string[];
  /** The key of a request's options that holds its URL (`config.url`). */
  urlKey: string;
  /** Where the error a failure handler is given keeps the options of the request that failed (`error.config`). */
  failedOptions: string;
  /** Members of the instance that send options as given (`X.request(config)`); calling the instance itself does too. */
  resend: readonly string[];
  /**
   * A root such a function puts is carried in a way no differential case proves: the carrier its
   * calls name (Site.unprovenCarrier; their fixes are for review).
   */
  carrier?: UnprovenCarrier;
}

export interface ClientStyle {
  /** The style's name, as reports and holds name it (`axios.create`, `bent`). */
  id: string;
  /** The language whose code calls it, when it is not JavaScript or TypeScript (its reader reads these entries; the core's extractor does not). */
  language?: 'python' | 'ruby' | 'shell';
  /** Module specifiers it is imported from; empty for a global (`fetch`) or a style of another entry. */
  modules: readonly string[];
  /**
   * The named exports of those modules that are this style, where one module exports several
   * (undici's `request` and `fetch`): an import of another of its names (`Client`) is no style.
   * Absent: whatever the module gives is this style.
   */
  exports?: readonly string[];
  /** Names code usually gives the library (`axios`, `rp`, `nodeFetch`); a global's own name. */
  names: readonly string[];
  binding: Binding;
  shape: CallShape;
  refuses: readonly Refusal[];
  /**
   * Proven by the differential HTTP suite (test/http): its calls, fixed, send the mapped v4
   * request. A call through a style that is not proven gets at most a review fix, never a safe one.
   */
  proven: boolean;
  /** Its request is an object the code constructs (`new Request(url, init)`, sent later): a `new` of one of its names is a request. */
  constructed?: true;
  /** How one call is given its own v3 base; absent: a call with no v4 form holds its base. */
  split?: Split;
  /**
   * A form of another style's call that the reader reads as a style of its own, so that its proof is
   * its own: the request set up in a block the call is given (Faraday's `conn.put do |req| req.url …
   * end`), or options a method of the class hands whole to the request, filled by its callers.
   */
  form?: 'block' | 'handed options';
  /**
   * Chain methods of an instance that give an instance on the same base and touch no URL, method,
   * query or body (wretch's `.headers({…})`, `.addon(QueryStringAddon)`): an instance configured by
   * them before it is kept is the instance the factory made.
   */
  configures?: readonly string[];
  /** The interceptors an instance of the style runs. */
  interceptors?: Interceptors;
}

/**
 * A method of the client whose v3 route changed in v4. What changed is not written here: the call
 * is read as the request the library makes (its route, with the call's arguments in its
 * placeholders and its options as parameters) and matched by the rulebook like any request, so
 * every change of the route, of a parameter the call passes and of an id it fills is found.
 */
export interface ClientMethod {
  /** The member path from the client object: `projects.issues.list`. */
  path: string;
  /** The v3 request the method makes, as the library writes it: `PUT /projects/:id/merge_request/:merge_request_id/merge`. */
  route: string;
  /** Where the library calls the route, in its last v3-only version. */
  evidence: string;
  /**
   * What the call's positional arguments are, in order, where they are not the route's placeholders
   * in order: a placeholder's name (`id`), or a parameter the library sends under that name
   * (`branch_name`: in the query of a GET, in the body otherwise).
   */
  args?: readonly string[];
}

/**
 * How a Python or Ruby client is made (`Gitlab.client(endpoint: …)`, `gitlab.Gitlab(url, api_version='3')`),
 * and what in that call shows it speaks v3: the library then writes `/api/v3` after the URL itself.
 */
export interface MadeClient {
  /** The module code imports it by (`import gitlab`, `require 'gitlab'`): the prefilter lets a file that does through. */
  module: string;
  /** The factory as the code calls it, receiver and method (`Gitlab.client`, `Gitlab::Client.new`, `gitlab.Gitlab`). */
  factories: readonly string[];
  /** The argument that holds the base URL: a keyword (`endpoint`) or a position. */
  url: { key?: string; index?: number };
  /**
   * What shows v3: the URL argument holds `/api/v3` (`holds`), or a keyword argument says the version
   * (`api_version='3'`). A client made without it is not read (its version is the library's default).
   */
  v3: { holds: string } | { key: string; equals: string };
  /**
   * The module configured once as the client its own methods call (`Gitlab.configure do |c|
   * c.endpoint = '…' end`, then `Gitlab.builds(id)`): `call` is the receiver and method taking the
   * block, whose parameter is given the URL under `url.key`.
   */
  configured?: string;
}

export interface ClientLibrary {
  /** The package name in its language's registry (npm, PyPI, RubyGems). */
  name: string;
  /** The language whose code calls it, when it is not JavaScript (its reader reads `made` and `methods`; the core's JS extractor does not). */
  language?: ClientStyle['language'];
  /** Python and Ruby: how a client is made and shown to speak v3. */
  made?: MadeClient;
  /** Its source repository (`github.com/owner/name`): a git dependency on it at a tag is that version. */
  repository?: string;
  /** The versions that speak only v3, as a semver range. */
  v3Only: string;
  /** The first published version that speaks v4; null when none does. */
  firstV4: string | null;
  /** What moving to v4 takes, where it is not only a newer version (python-gitlab 1.x told `api_version='3'`). */
  moveTo?: string;
  /** File and line of the last v3-only version that fixes the base at v3. */
  v3Evidence: string;
  /** File and line of the first v4 version that sets the v4 base. */
  v4Evidence?: string;
  /**
   * How code makes a client from the module: called (`require('gitlab')(opts)`), constructed
   * (`new Gitlab(opts)`), or through a factory (`Gitlab.create(opts)`). JavaScript only: the other
   * languages' is `made`.
   */
  factories: readonly string[];
  /**
   * How a call gives the route's placeholders: in order, as its first arguments (`issues.show(pid,
   * issueId, cb)`; an object argument after them holds the options), or as keys of one object
   * argument that also holds the options (`issues.get({ id, issue_id })`). Python and Ruby are
   * positional: a method path runs through the objects the library gives back
   * (`projects.get.mergerequests.get.merge` for `gl.projects.get(pid).mergerequests.get(mr_id).merge()`),
   * and the positional arguments of each call along it fill the placeholders in order; the last
   * call's keywords (or hash) are its parameters.
   */
  args: 'positional' | 'named';
  methods: readonly ClientMethod[];
}
