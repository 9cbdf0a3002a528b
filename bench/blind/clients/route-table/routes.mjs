// Every GitLab endpoint the bot uses, by name: method and path template.
export const ROUTES = {
  blockUser: { method: 'put', path: '/users/:user_id/block' },
  unstarProject: { method: 'delete', path: '/projects/:id/star' },
  projectJobs: { method: 'get', path: '/projects/:id/builds' },
  commitJobs: { method: 'get', path: '/projects/:id/repository/commits/:sha/builds' },
  deployKeys: { method: 'get', path: '/projects/:id/keys' },
  markTodoDone: { method: 'delete', path: '/todos/:todo_id' },
  forkProject: { method: 'post', path: '/projects/fork/:id' },
  tree: { method: 'get', path: '/projects/:id/repository/tree' },
  createBranch: { method: 'post', path: '/projects/:id/repository/branches' },
  ownedProjects: { method: 'get', path: '/projects/owned' },
  gitignore: { method: 'get', path: '/gitignores/:name' },
  createUser: { method: 'post', path: '/users' },
  mrChanges: { method: 'get', path: '/projects/:id/merge_request/:merge_request_id/changes' },
};
