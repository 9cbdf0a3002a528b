// `zapier test`'s way in: the app tester runs each operation with a bundle.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const App = require('./index.js');
const { createAppTester } = require('./vendor/zapier-platform-core');

const appTester = createAppTester(App);
const authData = { instance: 'http://127.0.0.1:__PORT__', token: 'secret' };
const run = (operation, inputData = {}, extra = {}) => appTester(operation, { authData, inputData, ...extra });

export const calls = {
  authTest: () => run(App.authentication.test),
  failedJobs: () => run(App.triggers.new_failed_job.operation.perform, { project_id: 4412 }),
  pipelines: () => run(App.triggers.new_pipeline.operation.perform, { project_id: 4412, ref: 'main' }),
  pushes: () => run(App.triggers.new_push.operation.perform, { project_id: 4412 }),
  subscribe: () => run(App.triggers.new_merge_request.operation.performSubscribe, { project_id: 4412 }, { targetUrl: 'https://hooks.zapier.com/hooks/standard/123/abc' }),
  unsubscribe: () => run(App.triggers.new_merge_request.operation.performUnsubscribe, { project_id: 4412 }, { subscribeData: { id: 908 } }),
  mergeRequests: () => run(App.triggers.new_merge_request.operation.performList, { project_id: 4412 }),
  findProject: () => run(App.searches.find_project.operation.perform, { name: 'billing' }),
  findMilestone: () => run(App.searches.find_milestone.operation.perform, { project_id: 4412, iid: 7 }),
  createIssue: () => run(App.creates.create_issue.operation.perform, { project_id: 4412, title: 'Invoice run failed', description: 'See the Zap history', labels: 'billing,zapier' }),
  createBranch: () => run(App.creates.create_branch.operation.perform, { project_id: 4412, branch: 'zap/hotfix', ref: 'main' }),
  commentOnMergeRequest: () => run(App.creates.comment_on_merge_request.operation.perform, { project_id: 4412, merge_request_id: 51230, note: 'Deployed to staging by Zapier' }),
  createFile: () => run(App.creates.create_file.operation.perform, { project_id: 4412, file_path: 'notes/2026-12-01.md', branch: 'main', content: '# Standup', commit_message: 'notes: standup' }),
};
