// The page's scripts in index.html order, bootstrapped headless; the controllers' actions are
// what the buttons call.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
globalThis.location = new URL('http://127.0.0.1:__PORT__/console/');
const angular = require('./vendor/angular.js');
require('./vendor/angular-resource.js');
for (const f of ['app.js', 'gitlab-api.provider.js', 'config.js', 'services/build.js', 'services/project.js', 'services/merge-request.js', 'services/user.js', 'services/milestone.js', 'services/deploy-key.js', 'services/trigger.js', 'controllers/builds.controller.js', 'controllers/merge-requests.controller.js', 'controllers/admin.controller.js']) {
  require(`./app/${f}`);
}
const $injector = angular.bootstrap(null, ['pipelineConsole']);
const $controller = $injector.get('$controller');
const builds = $controller('BuildsController');
const mrs = $controller('MergeRequestsController');
const admin = $controller('AdminController');

const mr = { id: 70215, iid: 233, project_id: 88, title: 'Parallelise the integration suite' };

export const calls = {
  runningBuilds: () => builds.load(88),
  retry: () => builds.retry({ id: 901, project_id: 88, status: 'failed' }),
  erase: () => builds.erase({ id: 902, project_id: 88, status: 'failed' }),
  pipelines: () => builds.pipelines(88),
  deploy: () => builds.deploy(88, 'master'),
  openMergeRequest: () => mrs.open(mr),
  mergeWhenGreen: () => mrs.mergeWhenGreen(mr),
  closedIssues: () => mrs.closedIssues(mr),
  milestone: () => mrs.milestone(88, 4),
  starred: () => admin.starred(),
  project: () => admin.project(88),
  unstar: () => admin.unstar(88),
  block: () => admin.block(512),
  deployKeys: () => admin.deployKeys(88),
  revokeKey: () => admin.revokeKey({ id: 12, project_id: 88, title: 'old-ci' }),
};
