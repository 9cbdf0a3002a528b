import { api, createServiceUser } from './scripts/sync.mjs';

const P = 31;

export const calls = {
  labels: () => api.labels.getProjectLabels(P),
  addLabel: () => api.labels.addProjectLabel(P, { name: 'regression', color: '#d9534f' }),
  deleteLabel: () => api.labels.deleteProjectLabel(P, 'wontfix'),
  subscribeLabel: () => api.labels.subscribeToLabel(P, 12),
  unsubscribeLabel: () => api.labels.unsubscribeFromLabel(P, 12),
  keys: () => api.deployKeys.getProjectKeys(P),
  addKey: () => api.deployKeys.addProjectKey(P, { title: 'ci', key: 'ssh-ed25519 AAAA ci@example.org' }),
  disableKey: () => api.deployKeys.disableProjectKey(P, 77),
  search: () => api.projects.searchProjects('billing service'),
  fork: () => api.projects.forkProject(P, 'sandbox'),
  rawFile: () => api.projects.getRawFile(P, '7e57ab1e', 'config/app.yml'),
  comment: () => api.projects.commentOnMergeRequest(P, 8812, 'Deployed to staging.'),
  block: () => api.users.blockUser(204),
  createUser: () => createServiceUser('sync-bot', 'bot@example.org'),
};
