// The HTTP client libraries and request styles of Python code that its reader
// (src/languages/script-tree/reader.ts) recognises, as data (types.ts says what each field means). An
// instance style's id is the call that makes it (`requests.Session`): the reader ties a receiver to
// it where the file assigns it so. `names` are the receivers the reader takes for the style without
// seeing where they come from. `proven` styles are the ones the adapters' differential HTTP test
// runs against a fake GitLab with Python and the library (test/http/adapters.test.ts); every other
// style is read, tied to its base and never fixed at the safe tier.
import type { CallShape, ClientLibrary, ClientStyle } from './types.js';

/** requests (and its sessions): `get(url, params=…, data=…, json=…)`, `request(method, url, …)`; a query in the URL is kept beside `params`. */
const REQUESTS: CallShape = {
  defaultGet: false,
  bodyAt: 'options',
  urlKeys: ['url'],
  queryKeys: ['params'],
  bodyKeys: ['data', 'json', 'files'],
  optionKeys: ['method', 'headers', 'auth', 'timeout', 'verify', 'cookies'],
  queryReplacesUrl: false,
  encodesQuery: true,
};

/** http.client: `request(method, path, body, headers)` on a connection to the host; the path is sent as written. */
const HTTP_CLIENT: CallShape = {
  defaultGet: false,
  bodyAt: 'options',
  urlKeys: ['url'],
  queryKeys: [],
  bodyKeys: ['body'],
  optionKeys: ['method', 'headers'],
  queryReplacesUrl: false,
  encodesQuery: false,
};

/** urllib3: `request(method, url, fields=…, body=…)`; `fields` of a GET are appended after a `?` whatever the URL holds. */
const URLLIB3: CallShape = { ...HTTP_CLIENT, queryKeys: ['fields'], bodyKeys: ['body', 'fields'], optionKeys: ['method', 'headers', 'timeout', 'retries'], encodesQuery: true };

/** httplib2: `request(url, method='GET', body=None, headers=None)`. */
const HTTPLIB2: CallShape = { ...HTTP_CLIENT, defaultGet: true, urlFirst: true };

/** urllib: `Request(url, data, headers, method=…)` sent by `urlopen`; GET without data, POST with it; the URL is sent as written. */
const URLLIB: CallShape = { ...HTTP_CLIENT, defaultGet: true, bodyKeys: ['data'], optionKeys: ['method', 'headers', 'timeout'] };

/**
 * tornado: `AsyncHTTPClient().fetch(url, method='POST', body=…)` (a GET without `method`), or
 * `fetch(request)` of an `HTTPRequest(url, method=…, body=…)` made before; the URL is sent as written.
 */
const TORNADO: CallShape = {
  defaultGet: true,
  bodyAt: 'options',
  urlKeys: ['url'],
  queryKeys: [],
  bodyKeys: ['body'],
  optionKeys: ['method', 'headers', 'connect_timeout', 'request_timeout', 'auth_username', 'auth_password', 'validate_cert', 'raise_error'],
  queryReplacesUrl: false,
  encodesQuery: false,
  methodKey: 'method',
  sendMember: 'fetch',
};

export const PYTHON_CLIENTS: readonly ClientStyle[] = [
  // Proven: test/http/adapters.test.ts runs each with Python and the library.
  { id: 'requests', language: 'python', modules: ['requests'], names: ['requests'], binding: { kind: 'per call' }, shape: REQUESTS, refuses: [], proven: true },
  { id: 'requests.Session', language: 'python', modules: [], names: [], binding: { kind: 'factory', method: 'Session', keys: [] }, shape: REQUESTS, refuses: [], proven: true },
  { id: 'http.client.HTTPConnection', language: 'python', modules: ['http.client'], names: [], binding: { kind: 'factory', method: 'HTTPConnection', keys: [] }, shape: HTTP_CLIENT, refuses: [], proven: true },
  { id: 'httplib2.Http', language: 'python', modules: ['httplib2'], names: [], binding: { kind: 'factory', method: 'Http', keys: [] }, shape: HTTPLIB2, refuses: [], proven: true },
  // Understood, not proven: read and tied to their base, fixed at most for review.
  // urllib3 appends a GET's `fields` after a `?` even when the URL has a query: a query a fix adds
  // to the URL breaks the request (test/http/adapters.test.ts, KNOWN).
  { id: 'urllib3.PoolManager', language: 'python', modules: ['urllib3'], names: [], binding: { kind: 'factory', method: 'PoolManager', keys: [] }, shape: URLLIB3, refuses: [{ kind: 'query in registered url', paramsKey: 'fields' }], proven: false },
  { id: 'http.client.HTTPSConnection', language: 'python', modules: ['http.client'], names: [], binding: { kind: 'factory', method: 'HTTPSConnection', keys: [] }, shape: HTTP_CLIENT, refuses: [], proven: false },
  // `urllib.request.Request(url, method=…)` (urllib2's too), a subclass's `get_method`, `urlopen(url)`: the differential suite runs none.
  // `names`: the request class and the function that sends a URL, of each module (or imported from it).
  { id: 'urllib.request.Request', language: 'python', modules: ['urllib.request', 'urllib2'], names: ['Request', 'urlopen'], binding: { kind: 'per call' }, shape: URLLIB, refuses: [], proven: false },
  // `requests.Request(method, url, params=…)`, prepared and sent by a session (`session.send(session.prepare_request(req))`): the differential suite runs none.
  { id: 'requests.Request', language: 'python', modules: ['requests'], names: ['Request'], binding: { kind: 'per call' }, shape: REQUESTS, refuses: [], proven: false },
  { id: 'httpx', language: 'python', modules: ['httpx'], names: ['httpx'], binding: { kind: 'per call' }, shape: REQUESTS, refuses: [], proven: false },
  // aiohttp's session (`async with aiohttp.ClientSession(base_url=…) as s`), `s.get(url, params=…, json=…)`: the differential suite runs none.
  { id: 'aiohttp.ClientSession', language: 'python', modules: ['aiohttp'], names: [], binding: { kind: 'factory', method: 'ClientSession', keys: ['base_url'] }, shape: REQUESTS, refuses: [], proven: false },
  { id: 'httpx.Client', language: 'python', modules: [], names: [], binding: { kind: 'factory', method: 'Client', keys: ['base_url'] }, shape: REQUESTS, refuses: [], proven: false },
  // tornado's clients (made bare once imported, or through their module) and its request class: the differential suite runs none.
  { id: 'tornado.httpclient.AsyncHTTPClient', language: 'python', modules: ['tornado.httpclient'], names: [], binding: { kind: 'factory', method: 'AsyncHTTPClient', keys: [] }, shape: TORNADO, refuses: [], proven: false },
  { id: 'tornado.httpclient.HTTPClient', language: 'python', modules: ['tornado.httpclient'], names: [], binding: { kind: 'factory', method: 'HTTPClient', keys: [] }, shape: TORNADO, refuses: [], proven: false },
  { id: 'tornado.httpclient.HTTPRequest', language: 'python', modules: ['tornado.httpclient'], names: ['HTTPRequest'], binding: { kind: 'per call' }, shape: TORNADO, refuses: [], proven: false },
  // A receiver named like a client whose making the file does not show: its library is not known.
  { id: 'python client object', language: 'python', modules: [], names: ['session', 'sess', 's', 'client', 'http', 'conn', 'connection', 'api', 'gl', 'gitlab'], binding: { kind: 'per call' }, shape: REQUESTS, refuses: [], proven: false },
];

/** GitLab's own client libraries of the language whose versions speak only v3: each method's v3 route (src/rulebook/clients.ts lists them with the npm ones). */
export const PYTHON_LIBRARIES: readonly ClientLibrary[] = [
  {
    // github.com/python-gitlab/python-gitlab: 1.x speaks v3 when told `api_version='3'` (gitlab/v3/objects.py);
    // 0.x only v3. A manager's `get(id)` gives the object whose routes hold that id.
    name: 'python-gitlab',
    language: 'python',
    v3Only: '<1.0.0',
    firstV4: '1.0.0',
    moveTo: "python-gitlab 1.0.0 or later without `api_version='3'` (v4 is its default), whose objects differ",
    v3Evidence: "python-gitlab 1.x gitlab/__init__.py: `api_version='3'` picks gitlab/v3/objects.py and the `/api/v3` URL",
    made: { module: 'gitlab', factories: ['gitlab.Gitlab'], url: { index: 0, key: 'url' }, v3: { key: 'api_version', equals: '3' } },
    factories: [],
    args: 'positional',
    methods: [
      { path: 'projects.list', route: 'GET /projects', evidence: 'gitlab/v3/objects.py class Project' },
      { path: 'projects.all', route: 'GET /projects/all', evidence: 'gitlab/v3/objects.py ProjectManager.all' },
      { path: 'projects.owned', route: 'GET /projects/owned', evidence: 'gitlab/v3/objects.py ProjectManager.owned' },
      { path: 'projects.search', route: 'GET /projects/search/:query', evidence: 'gitlab/v3/objects.py ProjectManager.search' },
      { path: 'projects.get', route: 'GET /projects/:id', evidence: 'gitlab/v3/objects.py class Project' },
      { path: 'projects.get.star', route: 'POST /projects/:id/star', evidence: 'gitlab/v3/objects.py Project.star' },
      { path: 'projects.get.unstar', route: 'DELETE /projects/:id/star', evidence: 'gitlab/v3/objects.py Project.unstar' },
      { path: 'projects.get.builds.list', route: 'GET /projects/:id/builds', evidence: 'gitlab/v3/objects.py class ProjectBuild' },
      { path: 'projects.get.builds.get', route: 'GET /projects/:id/builds/:build_id', evidence: 'gitlab/v3/objects.py class ProjectBuild' },
      { path: 'projects.get.keys.list', route: 'GET /projects/:id/keys', evidence: 'gitlab/v3/objects.py class ProjectKey' },
      { path: 'projects.get.branches.list', route: 'GET /projects/:id/repository/branches', evidence: 'gitlab/v3/objects.py class ProjectBranch' },
      { path: 'projects.get.issues.list', route: 'GET /projects/:id/issues', evidence: 'gitlab/v3/objects.py class ProjectIssue' },
      { path: 'projects.get.milestones.list', route: 'GET /projects/:id/milestones', evidence: 'gitlab/v3/objects.py class ProjectMilestone' },
      { path: 'projects.get.mergerequests.list', route: 'GET /projects/:id/merge_requests', evidence: 'gitlab/v3/objects.py class ProjectMergeRequest' },
      { path: 'projects.get.mergerequests.get', route: 'GET /projects/:id/merge_requests/:merge_request_id', evidence: 'gitlab/v3/objects.py class ProjectMergeRequest' },
      { path: 'projects.get.mergerequests.get.merge', route: 'PUT /projects/:id/merge_requests/:merge_request_id/merge', evidence: 'gitlab/v3/objects.py ProjectMergeRequest.merge' },
    ],
  },
];
