// The console bootstrapped headless (scripts in the order of the built index.html); the
// components' actions call the services.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const angular = require('./vendor/angular.js');
require('./vendor/restangular.js');
for (const f of ['config.js', 'app.module.js', 'services/github.service.js', 'services/ci.service.js', 'services/repo.service.js', 'services/account.service.js']) require(`./src/${f}`);
const $injector = angular.bootstrap(null, ['mergeTrain']);
const ci = $injector.get('CiService');
const repo = $injector.get('RepoService');
const account = $injector.get('AccountService');

const issue = { id: 30551, iid: 87, project_id: 'web/storefront' };

export const calls = {
  failedBuilds: () => ci.failedBuilds('web/storefront'),
  cancelBuild: () => ci.cancelBuild('web/storefront', 71230),
  trace: () => ci.trace('web/storefront', 71230),
  pipelines: () => ci.pipelines('web/storefront'),
  buildsForCommit: () => ci.buildsForCommit('web/storefront', '6f1e2d3c'),
  tree: () => repo.tree('web/storefront', 'src/checkout'),
  cutBranch: () => repo.cutBranch('web/storefront', 'release/4.8'),
  mergeRequests: () => repo.mergeRequests('web/storefront', [318, 321]),
  comment: () => repo.comment('web/storefront', issue, 'Picked for the 4.8 train'),
  me: () => account.me(),
  ownedProjects: () => account.ownedProjects(),
  ownedGroups: () => account.ownedGroups(),
  unstar: () => account.unstar('web/storefront'),
  unblock: () => account.unblock(612),
};
