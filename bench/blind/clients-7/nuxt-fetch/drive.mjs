import * as pipelines from './pages/projects/pipelines.mjs';
import * as board from './pages/projects/board.mjs';
import * as settings from './pages/projects/settings.mjs';
import createUser from './server/api/users.post.mjs';
import block from './server/api/block.mjs';
import activity from './server/api/activity.mjs';
import configAt from './server/api/config-at.mjs';

// useFetch hands errors back as `error`; the bench wants them thrown.
const settle = async (p) => {
  const r = await p;
  if (r?.error?.value) throw r.error.value;
  return r;
};
const event = (params, extra = {}) => ({ context: { params }, ...extra });

export const calls = {
  pipelines: () => pipelines.pipelinesTab(17),
  failedJobs: () => pipelines.failedTab(17),
  labels: () => settle(board.labels(17)),
  milestone: () => settle(board.milestone(17, 3)),
  addDeployKey: () => settle(board.addDeployKey(17, 'ci', 'ssh-ed25519 AAAAC3Nza')),
  publish: () => settle(settings.publish(17, 'Team dashboard')),
  openMergeRequests: () => settle(settings.openMergeRequests(17)),
  myProjects: () => settle(settings.myProjects('dash')),
  createUser: () => createUser(event({}, { body: { email: 'ops@example.org', username: 'ops', name: 'Ops', password: 'hunter2hunter2' } })),
  block: () => block(event({ id: '733' })),
  activity: () => activity(event({ id: '17' })),
  configAt: () => configAt(event({ id: '17' }, { query: { sha: '7a6b5c4d' } })),
};
