// The guesses the core makes from names alone: a call named `expect` is no API call, a variable
// named `GITHUB_API` is another service's base, a function named `detectV3` is a version probe.
// Each one is here, in one place, next to the fixture or test whose traps it keeps quiet; a
// change to one of them is a change of what the tool finds, and those must keep passing.

/**
 * Calls whose string arguments are never API calls: test frameworks, loggers, string and path
 * helpers, the DOM and routers. fixtures/traps/prose-and-tests.js, fixtures/traps/file-paths.js.
 */
export const NOT_CLIENTS = /^(describe|it|test|suite|context|expect|assert|require|import|console|log|debug|info|warn|error|trace|t|__|i18n|RegExp|Error|TypeError|String|encodeURI|encodeURIComponent|decodeURI|decodeURIComponent|startsWith|endsWith|includes|concat|localeCompare|indexOf|lastIndexOf|match|matchAll|replace|replaceAll|split|search|test|push|unshift|emit|on|once|addEventListener|setItem|getItem|join|urljoin|urlJoin|resolve|dirname|basename|readFile|readFileSync|writeFile|writeFileSync|existsSync|querySelector|navigate|redirect|render|open|assign|pushState|replaceState)$/;

/**
 * Calls that fill a format string (`util.format('%s/api/v3', host)`, `sprintf(…)`): where no function of
 * the run is behind the name, text the evaluator reads (Evaluator.printf), never a request of its own.
 * A function of the run named so (`this.format(endpoint, qs)` building request options) is read as any other.
 */
export const PRINTF = /^v?sprintf$|^format$/;

/** Receivers that log: `logger.get('/projects/' + id + '/builds')` is no request. test/guesses.test.ts. */
export const LOGGERS = /^(console|logger|log|debug|winston|pino)$/i;
/** The methods of such a logger that write a line (`console.error`, `logger.info`). */
export const LOG_METHODS = /^(log|debug|info|warn|error|trace)$/;

/**
 * Receivers that define server routes rather than call them: `app.get('/projects/:id/keys', …)`.
 * fixtures/traps/server-routes.js. Test doubles (nock, axios-mock-adapter's `mock`, msw's `rest`)
 * are not servers: their routes are checked like calls (fixtures/real/test-doubles.test.js).
 */
export const SERVERS = /^(app|router|server|fastify|routes?|express|koa|hapi|http\.server)$/i;

/**
 * Receivers of test doubles whose handlers look like a server's (msw's `rest.get(url, (req, res, ctx) => …)`
 * and `http.get(url, () => …)`; Node's `http.get(url, cb)` is a client call too): calls. fixtures/real/test-doubles.test.js.
 */
export const TEST_DOUBLES = /^(mock|rest|http)$/;

/** Methods that answer a route in a test double, whatever the receiver (sinon's `server.respondWith('GET', url, …)`): calls. fixtures/real/test-doubles.test.js. */
export const DOUBLE_METHODS = /^respondWith$/;

/** React's hooks whose last argument lists the values they compare (`useMemo(fn, [apiUrl])`): a read there sends nothing. fixtures/projects/name-tied-context-js. */
export const HOOK_DEPS = /^use(Memo|Callback|Effect|LayoutEffect|InsertionEffect|ImperativeHandle)$/;

/**
 * Names of request options that may carry a query or a body (`queryParams`, `formData`, `payload`): where no
 * style of the registry names the key, the call's parameters are not all read (bench/blind rxjs-epics).
 */
export const CARRIER_NAME = /quer|param|body|data|form|json|search|payload|field/i;

/** Calls an `/api/v3` literal may sit in without being a base for other code (a test's title, a log line). fixtures/traps/prose-and-tests.js. */
export const NOT_A_BASE = /^(describe|it|test|expect|console|log|debug|info|warn|error|assert)$/;

/**
 * Keys of a client's configuration that hold its base (`new Client({ url: 'http://gitlab.test/api/v3' })`):
 * inside a test's `it`, such a literal is still a base, which the test moves with its client.
 * fixtures/real/test-doubles.test.js (trap: test-doubles-v4.test.js).
 */
export const CONFIG_BASE_KEY = /^(url|base_?url|baseURL|base_?uri|api_?url|api|endpoint|gitlab_?url|prefixUrl)$/i;

/** Names that say another service (GitHub Enterprise and Mattermost also serve `/api/v3`): `GHE`, `GITHUB_API`, `octokit`, `MATTERMOST_URL`. fixtures/traps/other-services.ts, fixtures/languages. */
export const OTHER_SERVICE_NAME = /github|octokit|\bghe|mattermost/i;

/** Another service's evidence beside an `/api/v3` literal on its line (`'https://api.github.com/user'`, an `x-github-…` header, a `GH_TOKEN`). fixtures/traps/other-services.ts. */
export const OTHER_SERVICE_EVIDENCE = /api\.github\.com|x-github|\bgh[-_]?token/i;

/** URL text of another service: its host or its own route roots (GitHub's `/repos/`, `/orgs/`, `/gists`; Mattermost's v3 `/teams/`, `/channels/`, `/users/login`, `/hooks/incoming`). fixtures/traps/other-services.ts, fixtures/languages. */
export const OTHER_SERVICE = /github|ghe\.|\/repos\/|\/orgs\/|\/gists|octokit|mattermost|\/api\/v3\/(?:teams|channels|users\/login|hooks\/(?:incoming|outgoing))\b/i;

/** Names of a web page's URL, which a browser opens and no client calls (`project.web_url + '/builds'`). fixtures/traps/web-links.tsx. */
export const WEB_PAGE_NAMES = /web_?url|html_?url|homepage|http_url_to_repo|webUrl|htmlUrl/i;

/** Names that hold a global id of a merge request or an issue (`merge_request_id`), reported in a path that wants an iid. fixtures/rules/iid-not-id.js. */
export const ID_NAME = /^(merge_?request|mr|issue|noteable|subscribable|issuable)_?id$/i;

/**
 * A route template that spells the v3 parameter of an issue or merge request (`:issue_id`,
 * `{merge_request_id}`, `${mergerequestId}`): written for v3, where it held the global id.
 * fixtures/real/iid-holes.js (trap: iid-holes-v4.js).
 */
export const V3_ID_PLACEHOLDER = /^(?::|\{\{?|\$\{)(merge_?request|issue|noteable|subscribable)_?id\}?\}?$/i;

/** Callee names (with their receiver) that say a call sends a request: `request`, `fetch`, `api.get`, `gitlab`, `gl`. fixtures/rules and fixtures/real (a call named otherwise needs an HTTP verb). */
export const CLIENT_NAME = /request|fetch|api|http|client|call|gitlab|gl|send/i;

/** Option keys some code uses for a base that no client of the registry reads (`base`, `prefixURL`): a call given one is not understood. */
export const GUESSED_BASE_KEYS = ['prefixURL', 'base'];

/** Option keys some wrappers take their URL under (`{ endpoint }`), beside the registry's. fixtures/rules. */
export const GUESSED_URL_KEYS = ['endpoint'];

/** Names compiled code gives `this` (`var _this = this`): one receiver with `this`. fixtures/real/inferred-v3-base.js. */
export const THIS_ALIASES = /^(this|_this|self|that|me)$/;

/** Members of a resource class that hold its route (`this.path`) and the route of one resource (`this.onePath`). fixtures/real/resource-classes.js. */
export const ROUTE_MEMBERS = /^(path|resourcePath|basePath)$/;
export const ONE_ROUTE_MEMBERS = /^(onePath|itemPath|resourceItemPath)$/;

/** Keys that hold a resource's route in a declaration object. fixtures/real/resource-classes.js (trap: a web router's `{ path, component }` in resource-classes-v4.js). */
export const ROUTE_KEY = /^(resourcePath|path|url|endpoint|route|uri)$/;

/** Keys beside a route key that make the object a web router's route or a call's own options, not a resource declaration. fixtures/real/resource-classes-v4.js. */
export const NOT_RESOURCE_KEYS = /^(component|components|redirect|children|name|handler|method)$/;

/** Keys of a resource declaration that name the id its base class appends (`idName: 'key_id'`). fixtures/real/resource-classes.js. */
export const ID_NAME_KEY = /^id(Name|Key|Param)$/;

/** Wrappers that hand back what they are given, method by method (`promisifyAll(gitlab.issues)`, `_.curry(notes.create, 3)`). fixtures/real/v3-client-library.js. */
export const PASS_THROUGH = /promisif|curry|partial|thunk|wrap|bind|ary$/i;

/**
 * Names of a function that asks a v3 route on purpose to learn which API the server speaks
 * (`detectV3`, `isV3`, `apiVersion`): its call is reported but never rewritten. test/guesses.test.ts.
 */
export const PROBE_NAMES = /detect|probe|sniff|speaks|is_?v3|isV3|supports?V3|legacy_?api|apiVersion|which_?api/i;

/** Route words every REST API has: a route of these alone is no evidence of GitLab (core/decide/gitlab-evidence.ts). */
export const GENERIC_ROUTE_WORDS = new Set(['projects', 'project', 'users', 'user', 'groups', 'group', 'issues', 'issue', 'events', 'search', 'version', 'status', 'keys']);

/** GitLab's own name in a host, a variable or an environment name (GitLab CI's predefined variables included). */
export const GITLAB_NAME = /gitlab|\bCI_(?:SERVER_URL|API_V\d_URL|PROJECT_URL|SERVER_HOST)\b/i;

/** GitLab's token headers and parameter, and a GitLab client module, anywhere in a file. */
export const GITLAB_IN_FILE = /private[-_]token|job[-_]token|(?:require\(\s*|from\s+|import\s+)['"][^'"\n]*gitlab[^'"\n]*['"]/i;
