import { GitLab } from './gitlab.mjs';

const gl = new GitLab({ host: 'http://127.0.0.1:__PORT__/', token: process.env.GITLAB_TOKEN || 'secret' });
const mr = { id: 4410, iid: 27 };

export const calls = {
  searchProjects: () => gl.searchProjects('release tools'),
  starredProjects: () => gl.starredProjects(),
  visibleProjects: () => gl.visibleProjects(),
  myProjects: () => gl.myProjects(),
  forkProject: () => gl.forkProject(8),
  unstarProject: () => gl.unstarProject(8),
  makeInternal: () => gl.makeInternal(8),
  createProject: () => gl.createProject('tools'),
  jobs: () => gl.jobs(8, 'failed'),
  retryJob: () => gl.retryJob(8, 515),
  cancelAutoMerge: () => gl.cancelAutoMerge(8, mr),
  pipelines: () => gl.pipelines(8, 'main'),
  ciTemplate: () => gl.ciTemplate('Node'),
  createUser: () => gl.createUser({ email: 'a@example.org', username: 'ann', name: 'Ann', password: 'pw123456' }),
  privateByDefault: () => gl.privateByDefault(),
};
