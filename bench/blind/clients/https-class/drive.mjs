// What the application does with the client (the bench calls these one by one).
import { GitLab } from './gitlab.mjs';

const gl = new GitLab('http://127.0.0.1:__PORT__', process.env.GITLAB_TOKEN || 'secret');
const mr = { id: 501, iid: 7 };

export const calls = {
  block: () => gl.blockUser(42),
  unblock: () => gl.unblockUser(42),
  owned: () => gl.ownedProjects(),
  starred: () => gl.starredProjects(),
  search: () => gl.searchProjects('gitlab client'),
  unstar: () => gl.unstar(5),
  jobs: () => gl.jobs(5),
  retry: () => gl.retryJob(5, 77),
  commitBuilds: () => gl.commitBuilds(5, 'a1b2c3d'),
  createBranch: () => gl.createBranch(5, 'feature/x', 'master'),
  fileAt: () => gl.fileAt(5, 'docs/read me.md', 'master'),
  mergeRequest: () => gl.mergeRequest(5, mr),
  accept: () => gl.acceptWhenGreen(5, mr),
  todoDone: () => gl.markTodoDone(9),
};
