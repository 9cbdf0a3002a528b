import * as ci from './ci.mjs';

const mr = { id: 612, iid: 12 };

export const calls = {
  trigger: () => ci.triggerPipeline(5, 'tok123', 'main'),
  cancelAutoMerge: () => ci.cancelAutoMerge(5, mr),
  trace: () => ci.jobTrace(5, 88),
  erase: () => ci.eraseJob(5, 88),
  deployKeys: () => ci.deployKeys(5),
  disableKey: () => ci.disableDeployKey(5, 3),
  addHook: () => ci.addHook(5, 'https://ci.example.org/hook'),
  lockDown: () => ci.lockDown(5),
  licenses: () => ci.licenseTemplates(),
  gitignore: () => ci.gitignore('Node'),
  ownedGroups: () => ci.ownedGroups(),
  tree: () => ci.sourceTree(5, 'develop'),
  fork: () => ci.fork(5),
};
