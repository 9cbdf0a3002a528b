import * as hk from './housekeeping.mjs';

export const calls = {
  branches: () => hk.branches(),
  cutBranch: () => hk.cutBranch('release/3.2', 'main'),
  deployTree: () => hk.deployTree('main'),
  bumpVersion: () => hk.bumpVersion('3.2.0'),
  appConfig: () => hk.appConfig(),
  rawBlob: () => hk.rawBlob('c0ffee1'),
  commitJobs: () => hk.commitJobs('abc1234'),
  members: () => hk.members(),
  deployKeys: () => hk.deployKeys(),
  disableKey: () => hk.disableKey(8),
  doneTodo: () => hk.doneTodo(301),
  gitignore: () => hk.gitignore('Node'),
};
