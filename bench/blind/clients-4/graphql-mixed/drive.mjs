import * as board from './board.mjs';

const P = 'mobile/app';
const mr = { id: 7702, iid: 88 };

export const calls = {
  finishedJobs: () => board.finishedJobs(P),
  jobLog: () => board.jobLog(P, 61207),
  tagRelease: () => board.tagRelease(P, 'v3.2.0', 'main', 'Release 3.2.0'),
  branches: () => board.branches(P),
  licenseText: () => board.licenseText('mit', 'app', 'ACME Mobile'),
  mergeRequestCommits: () => board.mergeRequestCommits(P, mr),
  stopAutoMerge: () => board.stopAutoMerge(P, mr),
  unstar: () => board.unstar(P),
  clearTodos: () => board.clearTodos(),
  fileAtCommit: () => board.fileAtCommit(P, '5eed5eed', 'fastlane/Fastfile'),
};
