import * as release from './lib/release.mjs';

export const calls = {
  lastTags: () => release.lastTags(),
  compare: () => release.compare('v1.9.0', 'master'),
  mergedRequest: () => release.mergedRequest(5),
  cutBranch: () => release.cutBranch('2.0'),
  commitNotes: () => release.commitNotes('2.0', '# 2.0'),
  dropBranch: () => release.dropBranch('1.9'),
  fileAt: () => release.fileAt('c0ffee12'),
  rawBlob: () => release.rawBlob('c0ffee12'),
  runPipeline: () => release.runPipeline('tr1gg3r', 'release/2.0'),
  ownedGroups: () => release.ownedGroups(),
  blockUser: () => release.blockUser(318),
  clearTodos: () => release.clearTodos(),
};
