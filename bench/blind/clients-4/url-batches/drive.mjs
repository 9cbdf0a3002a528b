import * as cleanup from './cleanup.mjs';

const P = 'legacy/portal';

export const calls = {
  archiveProjects: () => cleanup.archiveProjects([P]),
  dropStars: () => cleanup.dropStars([P]),
  blockUsers: () => cleanup.blockUsers([1207]),
  markTodosDone: () => cleanup.markTodosDone([5512]),
  forkToSandbox: () => cleanup.forkToSandbox(P),
  ownedGroups: () => cleanup.ownedGroups('legacy'),
  everyProject: () => cleanup.everyProject(),
  enableKey: () => cleanup.enableKey(P, 12),
  removeKey: () => cleanup.removeKey(P, 13),
  rawBlob: () => cleanup.rawBlob(P, 'a1b2c3d4'),
  watchIssue: () => cleanup.watchIssue(P, { id: 9120, iid: 301 }),
};
