import * as audit from './audit.mjs';

export const calls = {
  failedJobs: () => audit.failedJobs(21),
  ownedProjects: () => audit.ownedProjects(),
  allProjects: () => audit.allProjects(),
  ownedGroups: () => audit.ownedGroups(),
  deployKeys: () => audit.deployKeys(21),
  mergeRequestsByIid: () => audit.mergeRequestsByIid(21, [3, 4]),
  milestoneByIid: () => audit.milestoneByIid(21, 2),
  milestoneActivity: () => audit.milestoneActivity(21),
  tree: () => audit.tree(21, 'develop'),
  commits: () => audit.commits(21),
  tags: () => audit.tags(21),
  disableKey: () => audit.disableKey(21, 9),
  commitNothing: () => audit.commitNothing(21),
  triggerByToken: () => audit.triggerByToken(21, 'a1b2c3'),
};
