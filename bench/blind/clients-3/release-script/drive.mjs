import { gitlab } from './release.mjs';

const P = 'group/app';
const mr = { id: 880, iid: 14 };

export const calls = {
  getProject: () => gitlab.getProject(P),
  createTag: () => gitlab.createTag(P, 'v1.2.0', 'abc1234'),
  releaseBranch: () => gitlab.createReleaseBranch(P, 'release/1.2', 'abc1234'),
  changelogAt: () => gitlab.changelogAt(P, 'abc1234'),
  versionFile: () => gitlab.versionFile(P, 'main'),
  bumpVersion: () => gitlab.bumpVersion(P, 'release/1.2', '1.2.0'),
  mergeWhenGreen: () => gitlab.mergeWhenGreen(P, mr),
  mergedByIid: () => gitlab.mergedByIid(P, 14),
  triggerDeploy: () => gitlab.triggerDeploy(P, 'tok9', 'v1.2.0'),
  jobsOfCommit: () => gitlab.jobsOfCommit(P, 'abc1234'),
  artifacts: () => gitlab.artifacts(P, 301),
  closeMilestone: () => gitlab.closeMilestone(P, 6),
  dropDeployKey: () => gitlab.dropDeployKey(P, 3),
};
