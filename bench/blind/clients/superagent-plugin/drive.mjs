import * as admin from './admin.mjs';

const mr = { id: 845, iid: 4 };

export const calls = {
  block: () => admin.blockUser(42),
  starred: () => admin.starredProjects(),
  branch: () => admin.branchFrom(5, 'hotfix', 'v1.0'),
  tree: () => admin.listTree(5, 'main'),
  comment: () => admin.commentOnMr(5, mr, 'LGTM'),
  ciTemplate: () => admin.ciTemplate('Ruby'),
  visibility: () => admin.defaultVisibility(),
  issueEvents: () => admin.issueEvents(5),
  createTrigger: () => admin.createTrigger(5),
  unstar: () => admin.unstar(5),
  artifacts: () => admin.jobArtifacts(5, 91),
};
