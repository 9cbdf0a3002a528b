// The client is TypeScript: load it through tsx's loader, as its scripts run it.
import { register } from 'tsx/esm/api';

register();
const { gitlab } = await import('./index.mts');

const P = 'platform/api';
const mr = { id: 3108, iid: 61 };

export const calls = {
  memberProjects: () => gitlab.projects.all({ order_by: 'name', archived: false }),
  ownedProjects: () => gitlab.projects.owned(),
  showProject: () => gitlab.projects.show(P),
  unstar: () => gitlab.projects.unstar(P),
  fork: () => gitlab.projects.fork(27),
  makePublic: () => gitlab.projects.edit(P, { visibility_level: 20, issues_enabled: true }),
  failedJobs: () => gitlab.jobs.list(P, 'failed'),
  retryJob: () => gitlab.jobs.retry(P, 5521),
  commitJobs: () => gitlab.jobs.forCommit(P, 'c0ffee1'),
  whoAmI: () => gitlab.users.current(),
  blockUser: () => gitlab.users.block(314),
  serviceAccount: () => gitlab.users.createServiceAccount({ email: 'ci@example.org', username: 'ci-bot', name: 'CI bot', password: 'changeme123' }),
  showMr: () => gitlab.mergeRequests.show(P, mr),
  mergeWhenGreen: () => gitlab.mergeRequests.mergeWhenGreen(P, mr),
};
