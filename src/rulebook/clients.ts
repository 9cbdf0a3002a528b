// GitLab client libraries of 2015–2017 and which of their versions speak only API v3: the npm ones
// here, the other languages' beside their client styles (src/clients). Established by reading the
// published packages (`npm pack NAME@VERSION`); each fact names the file and line that shows it. Code
// built on such a client writes no URL, so the dependency and the calls of its methods whose v3 route
// changed are what a person must act on.
import { PYTHON_LIBRARIES } from '../clients/python.js';
import { RUBY_LIBRARIES } from '../clients/ruby.js';
import type { ClientLibrary, ClientMethod } from '../clients/types.js';

export type { ClientLibrary, ClientMethod, MadeClient } from '../clients/types.js';

/** Registry versions read: `gitlab` 1.1.0–1.8.0 and 3.1.1; `node-gitlab` 1.6.1; `gl-got` 6.0.2, 7.0.0, 8.0.0; `gitlab-api` 1.2.0; `node-gitlab-api` 1.3.3. */
const NPM_LIBRARIES: readonly ClientLibrary[] = [
  {
    // github.com/node-gitlab/node-gitlab (CoffeeScript); the name passed to another client at 3.x.
    // The registry holds no 2.x or 3.0.x: 3.1.1 follows 1.8.0.
    name: 'gitlab',
    repository: 'github.com/node-gitlab/node-gitlab',
    v3Only: '<2',
    firstV4: '3.1.1',
    v3Evidence: "gitlab@1.8.0 lib/ApiV3.js:21 `this.options.base_url = 'api/v3'` (src/ApiV3.coffee:7); the same in 1.1.0",
    v4Evidence: "gitlab@3.1.1 src/infrastructure/BaseService.js:7 `this.url = URLJoin(url, 'api', 'v4')`",
    factories: ['call', 'new', 'ApiV3'],
    args: 'positional',
    methods: [
      { path: 'projects.all', route: 'GET /projects', evidence: 'lib/Models/Projects.js:92' },
      { path: 'projects.allAdmin', route: 'GET /projects/all', evidence: 'lib/Models/Projects.js:134' },
      { path: 'projects.search', route: 'GET /projects/search/:query', evidence: 'lib/Models/Projects.js:331' },
      { path: 'projects.fork', route: 'POST /projects/fork/:id', evidence: 'lib/Models/Projects.js:297' },
      { path: 'projects.addMember', route: 'POST /projects/:id/members', evidence: 'lib/Models/Projects.js:204' },
      { path: 'projects.listTags', route: 'GET /projects/:id/repository/tags', evidence: 'lib/Models/Projects.js:266' },
      { path: 'projects.showTrigger', route: 'GET /projects/:id/triggers/:token', evidence: 'lib/Models/Projects.js:359' },
      { path: 'projects.removeTrigger', route: 'DELETE /projects/:id/triggers/:token', evidence: 'lib/Models/Projects.js:388' },
      { path: 'projects.issues.list', route: 'GET /projects/:id/issues', evidence: 'lib/Models/ProjectIssues.js:65' },
      { path: 'projects.merge_requests.show', route: 'GET /projects/:id/merge_request/:merge_request_id', evidence: 'lib/Models/ProjectMergeRequests.js:56' },
      { path: 'projects.merge_requests.update', route: 'PUT /projects/:id/merge_request/:merge_request_id', evidence: 'lib/Models/ProjectMergeRequests.js:96' },
      { path: 'projects.merge_requests.comment', route: 'POST /projects/:id/merge_request/:merge_request_id/comments', evidence: 'lib/Models/ProjectMergeRequests.js:116' },
      { path: 'projects.merge_requests.merge', route: 'PUT /projects/:id/merge_request/:merge_request_id/merge', evidence: 'lib/Models/ProjectMergeRequests.js:132' },
      { path: 'projects.repository.listBranches', route: 'GET /projects/:id/repository/branches', evidence: 'lib/Models/ProjectRepository.js:41' },
      { path: 'projects.repository.listTags', route: 'GET /projects/:id/repository/tags', evidence: 'lib/Models/ProjectRepository.js:176' },
      { path: 'projects.repository.createBranch', route: 'POST /projects/:id/repository/branches', evidence: 'lib/Models/ProjectRepository.js:103' },
      { path: 'projects.repository.showFile', route: 'GET /projects/:id/repository/files', evidence: 'lib/Models/ProjectRepository.js:263' },
      { path: 'projects.repository.createFile', route: 'POST /projects/:id/repository/files', evidence: 'lib/Models/ProjectRepository.js:289' },
      { path: 'projects.repository.updateFile', route: 'PUT /projects/:id/repository/files', evidence: 'lib/Models/ProjectRepository.js:306' },
      { path: 'projects.builds.listBuilds', route: 'GET /projects/:id/builds', evidence: 'lib/Models/ProjectBuilds.js:39' },
      { path: 'projects.builds.showBuild', route: 'GET /projects/:id/builds/:build_id', evidence: 'lib/Models/ProjectBuilds.js:53' },
      { path: 'projects.builds.triggerBuild', route: 'POST /projects/:id/trigger/builds', evidence: 'lib/Models/ProjectBuilds.js:70' },
      { path: 'projects.deploy_keys.listKeys', route: 'GET /projects/:id/keys', evidence: 'lib/Models/ProjectDeployKeys.js:26' },
      { path: 'projects.deploy_keys.getKey', route: 'GET /projects/:id/keys/:key_id', evidence: 'lib/Models/ProjectDeployKeys.js:40' },
      { path: 'projects.deploy_keys.addKey', route: 'POST /projects/:id/keys', evidence: 'lib/Models/ProjectDeployKeys.js:57' },
      { path: 'issues.show', route: 'GET /projects/:id/issues/:issue_id', evidence: 'lib/Models/Issues.js:78' },
      { path: 'issues.edit', route: 'PUT /projects/:id/issues/:issue_id', evidence: 'lib/Models/Issues.js:125' },
      { path: 'issues.remove', route: 'DELETE /projects/:id/issues/:issue_id', evidence: 'lib/Models/Issues.js:147' },
      { path: 'issues.subscribe', route: 'POST /projects/:id/issues/:issue_id/subscription', evidence: 'lib/Models/Issues.js:172' },
      { path: 'issues.unsubscribe', route: 'DELETE /projects/:id/issues/:issue_id/subscription', evidence: 'lib/Models/Issues.js:194' },
      { path: 'notes.create', route: 'POST /projects/:id/issues/:issue_id/notes', evidence: 'lib/Models/Notes.js:27' },
    ],
  },
  {
    // github.com/repo-utils/gitlab (fengmk2), restful-client resources; 1.6.1 is the last version.
    name: 'node-gitlab',
    repository: 'github.com/repo-utils/gitlab',
    v3Only: '*',
    firstV4: null,
    v3Evidence: "node-gitlab@1.6.1 lib/gitlab.js:33 `options.api = options.api || 'https://gitlab.com/api/v3'`; its routes are v3 ones (lib/resources/project.js:41 `/projects/search/:query`)",
    factories: ['call', 'new', 'create', 'createPromise', 'createThunk'],
    args: 'named',
    methods: [
      { path: 'projects.search', route: 'GET /projects/search/:query', evidence: 'lib/resources/project.js:41' },
      { path: 'projects.fork', route: 'POST /projects/fork/:id', evidence: 'lib/resources/project.js:45' },
      ...notesAndSelf('issues', '/projects/:id/issues/:issue_id', 'lib/resources/issue.js:23'),
      ...['mergeRequests', 'merge_requests'].flatMap((r) => [
        ...notesAndSelf(r, '/projects/:id/merge_requests/:merge_request_id', 'lib/resources/merge_request.js:9'),
        { path: `${r}.merge`, route: 'PUT /projects/:id/merge_requests/:merge_request_id/merge', evidence: 'lib/resources/merge_request.js:9' },
        { path: `${r}.listCommits`, route: 'GET /projects/:id/merge_requests/:merge_request_id/commits', evidence: 'lib/resources/merge_request.js:9' },
      ]),
      { path: 'repository.getBlob', route: 'GET /projects/:id/repository/commits/:sha/blob', evidence: 'lib/resources/repository.js:133' },
      { path: 'repository.getRawBlob', route: 'GET /projects/:id/repository/raw_blobs/:sha', evidence: 'lib/resources/repository.js:147' },
      { path: 'repository.getBranches', route: 'GET /projects/:id/repository/branches', evidence: 'lib/resources/repository.js:36' },
      { path: 'repository.getTags', route: 'GET /projects/:id/repository/tags', evidence: 'lib/resources/repository.js:91' },
      ...(['get', 'create', 'update', 'remove'] as const).map((m, i) => ({
        path: `repositoryFiles.${m}`,
        route: `${['GET', 'POST', 'PUT', 'DELETE'][i]} /projects/:id/repository/files`,
        evidence: 'lib/resources/index.js:30',
      })),
      { path: 'deployKeys.list', route: 'GET /projects/:id/keys', evidence: 'lib/resources/index.js:62' },
      { path: 'deployKeys.get', route: 'GET /projects/:id/keys/:key_id', evidence: 'lib/resources/index.js:62' },
      { path: 'deployKeys.create', route: 'POST /projects/:id/keys', evidence: 'lib/resources/index.js:62' },
      { path: 'deployKeys.remove', route: 'DELETE /projects/:id/keys/:key_id', evidence: 'lib/resources/index.js:62' },
    ],
  },
  {
    // github.com/singapore/gl-got: a got wrapper; the program writes the paths, the library the base.
    name: 'gl-got',
    repository: 'github.com/singapore/gl-got',
    v3Only: '<8.0.0',
    firstV4: '8.0.0',
    v3Evidence: "gl-got@7.0.0 index.js:15 `endpoint: … : 'https://gitlab.com/api/v3/'` (the same in 6.0.2)",
    v4Evidence: "gl-got@8.0.0 index.js:20 `: 'https://gitlab.com/api/v4/'`",
    factories: [],
    args: 'positional',
    methods: [],
  },
  {
    // github.com/131/gitlab-api: a helper on the base the program gives (`api_url`), whose routes are
    // v3's; 1.2.0 is its only version. Its methods (`rq`, `put`) take the program's paths: none is listed.
    name: 'gitlab-api',
    repository: 'github.com/131/gitlab-api',
    v3Only: '*',
    firstV4: null,
    v3Evidence: "gitlab-api@1.2.0 index.js:44 `this.format(\"/projects/all\", {per_page})` (no such v4 route) and mass.js:87 `builds_enabled` (v4: `jobs_enabled`)",
    factories: [],
    args: 'positional',
    methods: [],
  },
  {
    // github.com/jdalrymple/node-gitlab-api: the earliest version in the registry already speaks v4.
    name: 'node-gitlab-api',
    repository: 'github.com/jdalrymple/node-gitlab-api',
    v3Only: '<0.0.0',
    firstV4: '1.3.3',
    v3Evidence: 'none: no published version speaks only v3',
    v4Evidence: 'node-gitlab-api@1.3.3 src/API.js:22 `this.url = `${url}/api/v4/``',
    factories: ['call', 'new'],
    args: 'positional',
    methods: [],
  },
];

/** node-gitlab's restful-client resource: the item's own routes and its notes'. */
function notesAndSelf(resource: string, item: string, evidence: string): ClientMethod[] {
  const routes: Array<[string, string]> = [
    ['get', `GET ${item}`],
    ['update', `PUT ${item}`],
    ['remove', `DELETE ${item}`],
    ['listNotes', `GET ${item}/notes`],
    ['createNote', `POST ${item}/notes`],
    ['getNote', `GET ${item}/notes/:note_id`],
    ['updateNote', `PUT ${item}/notes/:note_id`],
  ];
  return routes.map(([m, route]) => ({ path: `${resource}.${m}`, route, evidence }));
}

/** Every language's libraries: the npm packages here, the others' with their language's client styles (src/clients). */
export const CLIENT_LIBRARIES: readonly ClientLibrary[] = [...NPM_LIBRARIES, ...PYTHON_LIBRARIES, ...RUBY_LIBRARIES];

/** The npm packages: the libraries JavaScript code imports, and package.json names. */
export const JS_CLIENT_LIBRARIES: readonly ClientLibrary[] = NPM_LIBRARIES;

/** The libraries another language's code calls (its reader reads their `made` and `methods`). */
export const librariesOf = (language: NonNullable<ClientLibrary['language']>): readonly ClientLibrary[] => CLIENT_LIBRARIES.filter((c) => c.language === language);

export function clientLibrary(name: string): ClientLibrary | undefined {
  return JS_CLIENT_LIBRARIES.find((c) => c.name === name);
}

/** A library method by its library's name and the method's path (a Python or Ruby request names them). */
export function libraryMethod(library: string, path: string): { lib: ClientLibrary; method: ClientMethod } | undefined {
  for (const lib of CLIENT_LIBRARIES) {
    if (lib.name !== library || !lib.language) continue;
    const method = lib.methods.find((m) => m.path === path);
    if (method) return { lib, method };
  }
  return undefined;
}
