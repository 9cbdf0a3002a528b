import { build } from './lib/program.mjs';

// The commands print what they get; the bench only wants the requests.
console.table = () => {};
console.log = () => {};

const glctl = (...args) => build().parseAsync(args, { from: 'user' });

export const calls = {
  jobs: () => glctl('jobs', 'acme/api', '--scope', 'failed'),
  jobTrace: () => glctl('job:trace', 'acme/api', '4096'),
  triggerPipeline: () => glctl('pipeline:trigger', 'acme/api', 'main', '--trigger-token', 't0k3n', '--var', 'DEPLOY_ENV=staging'),
  triggerShow: () => glctl('trigger:show', 'acme/api', 't0k3n'),
  tags: () => glctl('tags', 'acme/api'),
  commit: () => glctl('commit', 'acme/api', '0a1b2c3d'),
  createBranch: () => glctl('branch:create', 'acme/api', 'hotfix/login', '--ref', 'main'),
  fileGet: () => glctl('file:get', 'acme/api', 'src/index.js', '--ref', 'main'),
  removeKey: () => glctl('keys:rm', 'acme/api', '31'),
  requireGreen: () => glctl('project:require-green', 'acme/api'),
  ownedProjects: () => glctl('projects:owned'),
  createUser: () => glctl('user:create', 'qa@example.org', 'qa-bot', 'QA bot', '--password', 'n0tS3cret!', '--no-confirm'),
  todoDone: () => glctl('todo:done', '88'),
};
