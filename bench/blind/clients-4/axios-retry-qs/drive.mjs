import * as gl from './index.mjs';

const P = 'tools/release';

export const calls = {
  project: () => gl.project(P),
  memberProjects: () => gl.memberProjects(),
  starredProjects: () => gl.starredProjects(),
  mergeRequests: () => gl.mergeRequests(P, [4, 7]),
  milestones: () => gl.milestones(P, [2]),
  releaseEvents: () => gl.releaseEvents(P, new Date(Date.UTC(2017, 2, 1))),
  createBranch: () => gl.createBranch(P, 'release/2.4', 'main'),
  deleteBranch: () => gl.deleteBranch(P, 'release/2.3'),
  readFile: () => gl.readFile(P, 'package.json', 'main'),
  commitFile: () => gl.commitFile(P, 'CHANGELOG.md', '## 2.4.0', 'release/2.4'),
  triggerPipeline: () => gl.triggerPipeline(P, 'tr1gg3r', 'release/2.4', { DEPLOY: 'staging' }),
  hideGroup: () => gl.hideGroup('tools'),
};
