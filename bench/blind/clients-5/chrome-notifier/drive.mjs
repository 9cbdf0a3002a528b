import './src/options.cjs';
import gitlab from './src/gitlab.cjs';

const P = 14;
const mr = { id: 3377, iid: 41 };
const cb = (fn) => new Promise((resolve, reject) => fn((err, body) => (err ? reject(err) : resolve(body))));

export const calls = {
  projects: () => cb((done) => gitlab.getProjects(1, done)),
  starred: () => cb((done) => gitlab.getStarredProjects(done)),
  ownedGroups: () => cb((done) => gitlab.getOwnedGroups(done)),
  events: () => cb((done) => gitlab.getProjectEvents(P, done)),
  eventMergeRequest: () => cb((done) => gitlab.getEventTarget({ project_name: 'mobile/ios', target_type: 'MergeRequest', target: mr }, done)),
  eventMilestone: () => cb((done) => gitlab.getEventTarget({ project_name: 'mobile/ios', target_type: 'Milestone', target: { id: 208, iid: 3 } }, done)),
  currentUser: () => cb((done) => gitlab.getCurrentUser(done)),
  markTodoDone: () => cb((done) => gitlab.markTodoDone(5501, done)),
  markAllTodosDone: () => cb((done) => gitlab.markAllTodosDone(done)),
  commitBuilds: () => cb((done) => gitlab.getCommitBuilds(P, 'c4f3b4b3', done)),
  retryBuild: () => cb((done) => gitlab.retryBuild(P, 90210, done)),
  buildTrace: () => cb((done) => gitlab.getBuildTrace(P, 90210, done)),
  subscribe: () => cb((done) => gitlab.subscribe(P, mr, done)),
};
