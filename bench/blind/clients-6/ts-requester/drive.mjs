// The client is TypeScript: load it through tsx's loader, as the project's scripts run it.
import { register } from 'tsx/esm/api';

register();
const { Gitlab } = await import('./src/index.mts');

const gl = new Gitlab({ host: 'http://127.0.0.1:__PORT__/', token: 'secret' });
const P = 'ops/portal';
const issue = { id: 5120, iid: 31 };
const mr = { id: 9044, iid: 12 };

export const calls = {
  allProjects: () => gl.projects.all(),
  showProject: () => gl.projects.show(P),
  retire: () => gl.projects.retire(P),
  unstar: () => gl.projects.unstar(P),
  fork: () => gl.projects.fork(P),
  openIssues: () => gl.issues.all(P),
  showIssue: () => gl.issues.show(P, issue),
  issueByNumber: () => gl.issues.byNumber(P, 31),
  mrChanges: () => gl.mergeRequests.changes(40, mr),
  mrsByNumbers: () => gl.mergeRequests.byNumbers(40, [12, 13]),
  currentUser: () => gl.users.current(),
  createUser: () => gl.users.create({ email: 'kim@example.org', username: 'kim', name: 'Kim', password: 'hunter2hunter2' }),
  blockUser: () => gl.users.block(77),
};
