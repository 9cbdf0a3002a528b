import * as sync from './sync.mjs';

const mr = { id: 6120, iid: 33 };

export const calls = {
  successfulJobs: () => sync.successfulJobs(30),
  issueByIid: () => sync.issueByIid(30, 12),
  pendingTodos: () => sync.pendingTodos(),
  openMergeRequests: () => sync.openMergeRequests(30),
  groupProjects: () => sync.groupProjects(4),
  discussionEvents: () => sync.discussionEvents(30),
  closedBy: () => sync.closedBy(30, mr),
  clearTodos: () => sync.clearTodos(),
  autoMerge: () => sync.autoMerge(30, mr),
  unblock: () => sync.unblock(71),
  addDeployKey: () => sync.addDeployKey(30, 'ci', 'ssh-ed25519 AAAA ci@example.org'),
  triggerRef: () => sync.triggerRef(30, 'main', 'tk7'),
  publish: () => sync.publish(30),
};
