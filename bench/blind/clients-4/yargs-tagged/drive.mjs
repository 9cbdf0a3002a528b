import { run } from './cli.mjs';

export const calls = {
  jobs: () => run(['jobs', 'ops/ansible', '--scope', 'failed']),
  keys: () => run(['keys', 'ops/ansible']),
  unblock: () => run(['unblock', '204']),
  mr: () => run(['mr', 'ops/ansible', '31']),
  fork: () => run(['fork', 'ops/ansible']),
  tree: () => run(['tree', 'ops/ansible', 'roles', '--ref', 'stable']),
  cat: () => run(['cat', 'ops/ansible', 'site.yml']),
  trigger: () => run(['trigger', 'ops/ansible', 'f00dfeed', '--ref', 'stable']),
  whoami: () => run(['whoami']),
  ciTemplate: () => run(['ci-template', 'Ruby']),
  commitJobs: () => run(['commit-jobs', 'ops/ansible', '0a1b2c3']),
};
