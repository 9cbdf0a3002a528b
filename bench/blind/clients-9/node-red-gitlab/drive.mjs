// node-red's part: the package's nodes loaded, flows.json deployed, messages injected.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createRuntime } = require('./vendor/node-red-runtime.js');
const runtime = createRuntime();
runtime.loadPackage(fileURLToPath(new URL('.', import.meta.url)));
runtime.loadFlows(fileURLToPath(new URL('./flows.json', import.meta.url)));

// What the "GitLab webhook" http-in node hands on for an issue event.
const issueEvent = { object_kind: 'issue', object_attributes: { id: 90113, iid: 57, title: 'Drift in the staging VPC', state: 'opened' } };

export const calls = {
  pipelines: () => runtime.inject('ci', { action: 'list', ref: 'main' }),
  trigger: () => runtime.inject('ci', { action: 'trigger', ref: 'main' }),
  jobs: () => runtime.inject('ci', { action: 'jobs', scope: 'failed' }),
  job: () => runtime.inject('ci', { action: 'job', jobId: 40718 }),
  createIssue: () => runtime.inject('issues-create', { payload: { title: 'Plan failed on staging', description: 'terraform plan exited 1', labels: 'incident' } }),
  closeIssue: () => runtime.inject('issues-close', { payload: issueEvent }),
  moveIssue: () => runtime.inject('issues-move', { payload: issueEvent }),
  tree: () => runtime.inject('repo-tree', { topic: 'modules', ref: 'main' }),
  readFile: () => runtime.inject('repo-file', { topic: 'envs/staging/main.tf', ref: 'main' }),
  fileAtCommit: () => runtime.inject('repo-blob', { topic: 'envs/prod/main.tf', sha: 'd4c3b2a1' }),
  unblock: () => runtime.inject('admin-unblock', { payload: { userId: 612 } }),
  addMember: () => runtime.inject('admin-member', { payload: { groupId: 31, userId: 612, accessLevel: 30 } }),
  fork: () => runtime.inject('admin-fork', { payload: { project: 'infra/terraform', namespace: 'platform-sandbox' } }),
};
