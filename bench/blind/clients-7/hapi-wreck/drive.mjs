import { init } from './server.mjs';

const server = await init();
const gl = server.methods.gitlab;
const P = 'ops/infra';
const mr = { id: 2718, iid: 23 };

export const calls = {
  project: () => gl.project(P),
  branches: () => gl.branches(P),
  tree: () => gl.tree(P, 'main', 'charts'),
  writeValues: () => gl.writeValues(P, 'replicas: 3'),
  removeValues: () => gl.removeValues(P),
  members: () => gl.members(P),
  addHook: () => gl.addHook(P, 'https://ops.example.org/hooks/gitlab'),
  watchMergeRequest: () => gl.watchMergeRequest(P, mr),
  cancelAutoMerge: () => gl.cancelAutoMerge(P, mr),
  unblock: () => gl.unblock(512),
  lockDown: () => gl.lockDown(),
  labels: () => gl.labels(P),
};
