import * as gl from './gitlab.mjs';

const mr = { id: 1001, iid: 14 };
const issue = { id: 2002, iid: 15 };

export const calls = {
  unblock: () => gl.unblock(42),
  tree: () => gl.tree(5, 'main'),
  mergeWhenGreen: () => gl.mergeWhenGreen(5, mr),
  artifacts: () => gl.artifacts(5, 12),
  removeKey: () => gl.removeKey(5, 8),
  createGroup: () => gl.createGroup('infra'),
  commitBuilds: () => gl.commitBuilds(5, 'deadbee'),
  clearTodos: () => gl.clearTodos(),
  publicSnippet: () => gl.publicSnippet(5, 'hello', 'print(1)'),
  issueNotes: () => gl.issueNotes(5, issue),
  subscribeMr: () => gl.subscribeMr(5, mr),
};
