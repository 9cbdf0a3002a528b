import { call } from './client.mjs';

const mr = { id: 3301, iid: 5 };

export const calls = {
  blockUser: () => call('blockUser', { user_id: 42 }),
  unstar: () => call('unstarProject', { id: 5 }),
  jobs: () => call('projectJobs', { id: 5, scope: 'success' }),
  commitJobs: () => call('commitJobs', { id: 5, sha: 'abcdef0' }),
  deployKeys: () => call('deployKeys', { id: 5 }),
  todoDone: () => call('markTodoDone', { todo_id: 17 }),
  fork: () => call('forkProject', { id: 'group/app' }),
  tree: () => call('tree', { id: 5, ref_name: 'main' }),
  branch: () => call('createBranch', { id: 5, branch_name: 'rel', ref: 'main' }),
  owned: () => call('ownedProjects'),
  gitignore: () => call('gitignore', { name: 'Python' }),
  createUser: () => call('createUser', { email: 'x@y.z', username: 'xy', name: 'X Y', password: 'secret12', confirm: false }),
  mrChanges: () => call('mrChanges', { id: 5, merge_request_id: mr.id }),
};
