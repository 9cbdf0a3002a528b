// The HTTP client libraries and request styles of Ruby code that its reader
// (src/languages/script-tree/reader.ts) recognises, as data (types.ts says what each field means). An
// instance style's id is the call that makes it (`Faraday.new`); `names` are the receivers the
// reader takes for the style. `proven` styles are the ones the adapters' differential HTTP test
// runs against a fake GitLab with Ruby and the library (test/http/adapters.test.ts); every other
// style is read, tied to its base and never fixed at the safe tier.
import type { CallShape, ClientLibrary, ClientStyle } from './types.js';

/** HTTParty: `get(url, query: {…}, body: {…}, headers: {…})`; a query in the URL is kept beside `query:`. */
const HTTPARTY: CallShape = {
  defaultGet: false,
  bodyAt: 'options',
  urlKeys: [],
  queryKeys: ['query'],
  bodyKeys: ['body'],
  optionKeys: ['headers', 'basic_auth', 'timeout', 'format'],
  queryReplacesUrl: false,
  encodesQuery: true,
};

/** Faraday: `get(path, params, headers)`, `post(path, body, headers)`; the URL's query and `params` are merged. */
const FARADAY: CallShape = { defaultGet: false, bodyAt: 'second', urlKeys: ['url'], queryKeys: ['params'], bodyKeys: [], optionKeys: ['headers', 'request', 'ssl'], queryReplacesUrl: false, encodesQuery: true };

/** RestClient: `get(url, headers)`, `post(url, payload, headers)`; `params:` in the headers is the query. */
const REST_CLIENT: CallShape = { defaultGet: false, bodyAt: 'second', urlKeys: ['url'], queryKeys: ['params'], bodyKeys: ['payload'], optionKeys: ['headers', 'method'], queryReplacesUrl: false, encodesQuery: true };

/**
 * http.rb: `HTTP.get(url, params: {…}, form: {…}, json: {…}, body: '…')`; `params:` is added to the
 * URL's own query (HTTP::Client#make_request_uri), `form:` is form-encoded, `json:` a JSON body.
 */
const HTTP_RB: CallShape = { defaultGet: false, bodyAt: 'options', urlKeys: [], queryKeys: ['params'], bodyKeys: ['form', 'json', 'body'], optionKeys: ['headers'], queryReplacesUrl: false, encodesQuery: true };

/** Net::HTTP: a request class per method (`Net::HTTP::Delete.new(uri)`), its body set on it later (`set_form_data`, `body =`). */
const NET_HTTP: CallShape = { defaultGet: false, bodyAt: 'none', urlKeys: [], queryKeys: [], bodyKeys: [], optionKeys: [], queryReplacesUrl: false, encodesQuery: false };

/** open-uri: `URI.open(url, headers)`, `URI.parse(url).open(headers)` and Kernel's `open(url)` once it is required: a GET of the URL as written. */
const OPEN_URI: CallShape = { defaultGet: true, bodyAt: 'none', urlKeys: [], queryKeys: [], bodyKeys: [], optionKeys: [], queryReplacesUrl: false, encodesQuery: false };

/** Excon: `Excon.new(url, headers: …)`, then `conn.get(path: '/api/…', query: {…})` or `conn.request(method: :get, path: …)`; `path:` replaces the connection's path. */
const EXCON: CallShape = { defaultGet: false, bodyAt: 'options', urlKeys: [], queryKeys: ['query'], bodyKeys: ['body'], optionKeys: ['headers', 'method', 'path', 'expects', 'idempotent', 'read_timeout'], queryReplacesUrl: false, encodesQuery: true, pathKey: 'path', methodKey: 'method' };

/**
 * Typhoeus: `Typhoeus.get(url, params: {…}, body: {…}, headers: {…})` and its kin, and a request
 * object `Typhoeus::Request.new(url, method: :put, …)` (a GET when `method:` is not given) run later
 * (`.run`, a Hydra's queue). `params` is the query, `body` the body (a hash is form-encoded).
 */
const TYPHOEUS: CallShape = { defaultGet: true, bodyAt: 'options', urlKeys: [], queryKeys: ['params'], bodyKeys: ['body'], optionKeys: ['headers', 'method', 'timeout', 'followlocation', 'userpwd', 'accept_encoding'], queryReplacesUrl: false, encodesQuery: true, methodKey: 'method' };

/**
 * WebMock: `stub_request(:get, url)` describes a request the code under test sends (its query and
 * body in a chained `with(query: …, body: …)`, not read): a double, reported as the request it stands
 * for. Its method is a symbol, never edited.
 */
const WEBMOCK: CallShape = { defaultGet: false, bodyAt: 'none', urlKeys: [], queryKeys: [], bodyKeys: [], optionKeys: [], queryReplacesUrl: false, encodesQuery: true, methodMember: 'stub_request' };

export const RUBY_CLIENTS: readonly ClientStyle[] = [
  // Proven: test/http/adapters.test.ts runs each with Ruby and the library.
  { id: 'HTTParty', language: 'ruby', modules: ['httparty'], names: ['HTTParty'], binding: { kind: 'per call' }, shape: HTTPARTY, refuses: [], proven: true },
  // A class that includes HTTParty: `base_uri` is read by its `self.class.get(path)` and bare `get(path)`.
  { id: 'HTTParty.base_uri', language: 'ruby', modules: [], names: ['self.class'], binding: { kind: 'defaults', path: ['base_uri'] }, shape: HTTPARTY, refuses: [], proven: true },
  // `keys`: the option of `Faraday.new(url: …)`, and the connection's setter its block may call instead (`Faraday.new { |f| f.url_prefix = … }`).
  { id: 'Faraday.new', language: 'ruby', modules: ['faraday'], names: [], binding: { kind: 'factory', method: 'new', keys: ['url', 'url_prefix'] }, shape: FARADAY, refuses: [], proven: true },
  { id: 'RestClient', language: 'ruby', modules: ['rest-client'], names: ['RestClient'], binding: { kind: 'per call' }, shape: REST_CLIENT, refuses: [], proven: true },
  // `Net::HTTP::Get.new(uri)` and its kin; Net::HTTP's own functions (`Net::HTTP.get(uri)`) are not run.
  { id: 'Net::HTTP request', language: 'ruby', modules: ['net/http'], names: [], binding: { kind: 'per call' }, shape: NET_HTTP, refuses: [], proven: true },
  // Understood, not proven.
  // HTTParty's options handed whole through a method of the class (`def get(path, options = {}) self.class.get(path, options) end`),
  // filled by its callers (`@options.merge(query: {…})`): the differential suite runs none.
  { id: 'HTTParty.base_uri options handed on', language: 'ruby', modules: [], names: [], binding: { kind: 'per call' }, shape: HTTPARTY, refuses: [], proven: false, form: 'handed options' },
  // A Faraday connection's block form (`conn.put do |req| req.url(path); req.body = {…} end`): the differential suite runs none.
  { id: 'Faraday.new block', language: 'ruby', modules: ['faraday'], names: [], binding: { kind: 'per call' }, shape: FARADAY, refuses: [], proven: false, form: 'block' },
  // `RestClient::Resource.new(url)` and its sub-resources (`api['projects'][id]['star'].delete`): the differential suite runs none.
  { id: 'RestClient::Resource.new', language: 'ruby', modules: ['rest-client'], names: [], binding: { kind: 'factory', method: 'new', keys: ['url'] }, shape: REST_CLIENT, refuses: [], proven: false },
  { id: 'Net::HTTP', language: 'ruby', modules: ['net/http'], names: ['Net::HTTP'], binding: { kind: 'per call' }, shape: { ...NET_HTTP, methodMember: 'send_request' }, refuses: [], proven: false },
  // open-uri's `open` of the URI module (or of a URI the code makes, or Kernel's once `open-uri` is required): the differential suite runs none.
  { id: 'open-uri', language: 'ruby', modules: ['open-uri'], names: ['URI'], binding: { kind: 'member', of: [], paths: [['open']] }, shape: OPEN_URI, refuses: [], proven: false },
  // Excon's connections and its module's own verbs (`Excon.get(url)`): the differential suite runs none.
  { id: 'Excon.new', language: 'ruby', modules: ['excon'], names: [], binding: { kind: 'factory', method: 'new', keys: [] }, shape: EXCON, refuses: [], proven: false },
  { id: 'Excon', language: 'ruby', modules: ['excon'], names: ['Excon'], binding: { kind: 'per call' }, shape: EXCON, refuses: [], proven: false },
  // Typhoeus's verbs and its request objects: the differential suite runs none. Whether `params` is
  // joined to a URL that has a query is not known here: a fix that adds a query to such a URL is refused.
  { id: 'Typhoeus', language: 'ruby', modules: ['typhoeus'], names: ['Typhoeus'], binding: { kind: 'per call' }, shape: TYPHOEUS, refuses: [{ kind: 'query in registered url', paramsKey: 'params' }], proven: false },
  { id: 'Typhoeus::Request.new', language: 'ruby', modules: ['typhoeus'], names: ['Typhoeus::Request'], binding: { kind: 'per call' }, shape: TYPHOEUS, refuses: [{ kind: 'query in registered url', paramsKey: 'params' }], proven: false },
  // http.rb's module verbs, and a client its chain configures and gives back (`@http = HTTP.headers(…).timeout(10)`, then
  // `@http.get(url, params: {…})`): the differential suite runs none.
  { id: 'HTTP', language: 'ruby', modules: ['http'], names: ['HTTP'], binding: { kind: 'per call' }, shape: HTTP_RB, refuses: [], proven: false, configures: ['headers', 'timeout', 'auth', 'basic_auth', 'accept', 'follow', 'via', 'cookies', 'persistent', 'use', 'encoding', 'nodelay'] },
  // A test double, called bare: the differential suite runs none (a double is no request to prove).
  { id: 'WebMock stub_request', language: 'ruby', modules: ['webmock'], names: ['stub_request'], binding: { kind: 'per call' }, shape: WEBMOCK, refuses: [], proven: false },
  { id: 'ruby client object', language: 'ruby', modules: [], names: ['conn', 'connection', 'client', 'http', 'api', 'gitlab'], binding: { kind: 'per call' }, shape: HTTPARTY, refuses: [], proven: false },
];

/** GitLab's own client libraries of the language whose versions speak only v3: each method's v3 route (src/rulebook/clients.ts lists them with the npm ones). */
export const RUBY_LIBRARIES: readonly ClientLibrary[] = [
  {
    // github.com/NARKOZ/gitlab, the gitlab gem: 3.x speaks only v3 (4.0.0 moved its routes to v4).
    // Each route as the gem's 3.x sources write it (lib/gitlab/client/*.rb, read through a search of
    // public code); the endpoint is the program's, so a client is read where it is made on a v3 one.
    name: 'gitlab',
    language: 'ruby',
    v3Only: '<4.0.0',
    firstV4: '4.0.0',
    v3Evidence: 'gitlab 3.x lib/gitlab/client/merge_requests.rb `get("/projects/#{project}/merge_request/#{id}")`: v3 routes on the endpoint the program gives',
    made: { module: 'gitlab', factories: ['Gitlab.client', 'Gitlab::Client.new'], url: { key: 'endpoint' }, v3: { holds: '/api/v3' }, configured: 'Gitlab.configure' },
    factories: [],
    args: 'positional',
    methods: [
      // Not `projects(options)`: its `scope:` option picks the route (`/projects/owned`), which a route of its own cannot say.
      { path: 'project_search', route: 'GET /projects/search/:query', evidence: 'lib/gitlab/client/projects.rb' },
      { path: 'deploy_keys', route: 'GET /projects/:id/keys', evidence: 'lib/gitlab/client/projects.rb `get("/projects/#{project}/keys")`' },
      { path: 'deploy_key', route: 'GET /projects/:id/keys/:key_id', evidence: 'lib/gitlab/client/projects.rb' },
      { path: 'branches', route: 'GET /projects/:id/repository/branches', evidence: 'lib/gitlab/client/branches.rb' },
      { path: 'create_branch', route: 'POST /projects/:id/repository/branches', args: ['id', 'branch_name', 'ref'], evidence: 'lib/gitlab/client/branches.rb `post(…, body: { branch_name: branch, ref: ref })`' },
      { path: 'file_contents', route: 'GET /projects/:id/repository/blobs/:ref', args: ['id', 'filepath', 'ref'], evidence: 'lib/gitlab/client/repositories.rb `get("/projects/#{project}/repository/blobs/#{ref}?filepath=#{filepath}")`' },
      { path: 'run_trigger', route: 'POST /projects/:id/trigger/builds', args: ['id', 'token', 'ref'], evidence: 'lib/gitlab/client/build_triggers.rb `post("/projects/#{project}/trigger/builds", body: { token: token, ref: ref, variables: variables })`' },
      { path: 'builds', route: 'GET /projects/:id/builds', evidence: 'lib/gitlab/client/builds.rb' },
      { path: 'build', route: 'GET /projects/:id/builds/:build_id', evidence: 'lib/gitlab/client/builds.rb' },
      { path: 'issues', route: 'GET /projects/:id/issues', evidence: 'lib/gitlab/client/issues.rb' },
      { path: 'merge_request', route: 'GET /projects/:id/merge_request/:merge_request_id', evidence: 'lib/gitlab/client/merge_requests.rb `get("/projects/#{project}/merge_request/#{id}")`' },
      { path: 'update_merge_request', route: 'PUT /projects/:id/merge_request/:merge_request_id', evidence: 'lib/gitlab/client/merge_requests.rb' },
      { path: 'accept_merge_request', route: 'PUT /projects/:id/merge_request/:merge_request_id/merge', evidence: 'lib/gitlab/client/merge_requests.rb' },
      { path: 'merge_request_comments', route: 'GET /projects/:id/merge_request/:merge_request_id/comments', evidence: 'lib/gitlab/client/merge_requests.rb' },
      { path: 'create_merge_request_comment', route: 'POST /projects/:id/merge_request/:merge_request_id/comments', args: ['id', 'merge_request_id', 'note'], evidence: 'lib/gitlab/client/merge_requests.rb `post("/projects/#{project}/merge_request/#{id}/comments", :body => {:note => note}…)`' },
      { path: 'block_user', route: 'PUT /users/:id/block', evidence: 'lib/gitlab/client/users.rb' },
      { path: 'unblock_user', route: 'PUT /users/:id/unblock', evidence: 'lib/gitlab/client/users.rb' },
      { path: 'user', route: 'GET /user', evidence: 'lib/gitlab/client/users.rb' },
    ],
  },
];
