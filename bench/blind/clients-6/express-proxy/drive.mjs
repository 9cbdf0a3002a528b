import { app } from './app.mjs';

const user = { name: 'ana', gitlabToken: 'secret', admin: true };

// A route whose upstream call fails answers a rejected promise, as Express 5 would pass it on.
const call = (method, url, body) => app.inject({ method, url, user, body });

export const calls = {
  myProjects: () => call('GET', '/api/me/projects'),
  todos: () => call('GET', '/api/me/todos'),
  todoDone: () => call('POST', '/api/me/todos/512/done'),
  search: () => call('GET', '/api/me/search?q=deploy%20tool'),
  createProject: () => call('POST', '/api/projects', { name: 'handbook', isPublic: true }),
  deployKeys: () => call('GET', '/api/projects/88/keys'),
  fork: () => call('POST', '/api/projects/88/fork'),
  createBranch: () => call('POST', '/api/projects/88/branches', { name: 'hotfix/login', from: 'stable' }),
  deleteBranch: () => call('DELETE', '/api/projects/88/branches/hotfix%2Flogin'),
  tree: () => call('GET', '/api/projects/88/tree?ref=stable&path=docs'),
  commits: () => call('GET', '/api/projects/88/commits?since=2017-04-01T00:00:00Z'),
  issueByNumber: () => call('GET', '/api/projects/88/issues/12'),
  unblock: () => call('POST', '/api/admin/users/17/unblock'),
};
