// What API Gateway and EventBridge hand the handlers.
import * as jobs from './src/handlers/jobs.mjs';
import * as webhook from './src/handlers/webhook.mjs';
import * as admin from './src/handlers/admin.mjs';
import * as cleanup from './src/handlers/cleanup.mjs';

const mrEvent = (action) => ({
  body: JSON.stringify({
    object_kind: 'merge_request',
    project: { id: 73 },
    object_attributes: { id: 6120, iid: 58, action, author_id: 2, last_commit: { id: '5e4d3c2b' } },
  }),
});

export const calls = {
  listJobs: () => jobs.list({ pathParameters: { projectId: '73' }, queryStringParameters: { scope: 'failed' } }),
  cancelJob: () => jobs.cancel({ pathParameters: { projectId: '73', jobId: '990' } }),
  welcomeNote: () => webhook.handler(mrEvent('open')),
  autoMerge: () => webhook.handler(mrEvent('approved')),
  statuses: () => webhook.handler(mrEvent('update')),
  block: () => admin.block({ pathParameters: { userId: '1404' } }),
  createGroup: () => admin.createGroup({ body: JSON.stringify({ name: 'Mobile', path: 'mobile' }) }),
  visibleProjects: () => admin.visibleProjects({}),
  findUser: () => admin.findUser({ queryStringParameters: { username: 'jdoe' } }),
  deleteBranch: () => cleanup.handler({ detail: { projectId: 73, task: 'branch', branch: 'renovate/axios-1.x' } }),
  unstar: () => cleanup.handler({ detail: { projectId: 73, task: 'unstar' } }),
  tree: () => cleanup.handler({ detail: { projectId: 73, task: 'tree' } }),
};
