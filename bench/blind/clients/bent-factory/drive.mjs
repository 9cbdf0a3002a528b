import * as gl from './gitlab.mjs';

export const calls = {
  unstar: () => gl.unstar(5),
  block: () => gl.block(42),
  runningJobs: () => gl.runningJobs(5),
  fork: () => gl.fork(5),
  markDone: () => gl.markDone(9),
  ownedGroups: () => gl.ownedGroups(),
  search: () => gl.searchProjects('ci'),
  createBranch: () => gl.createBranch(5, 'wip'),
  rawBlob: () => gl.rawBlob(5, 'cafe1234'),
  commitBuilds: () => gl.commitBuilds(5, 'beef123'),
  mit: () => gl.mitLicense(),
  makePublic: () => gl.makePublic(5),
};
