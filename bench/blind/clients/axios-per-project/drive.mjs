import { Repo } from './repo.mjs';

const repo = new Repo('group/proj');
const mr = { id: 733, iid: 21 };
const issue = { id: 940, iid: 31 };

export const calls = {
  failedJobs: () => repo.failedJobs(),
  cancelJob: () => repo.cancelJob(66),
  mrChanges: () => repo.mrChanges(mr),
  watchMr: () => repo.watchMr(mr),
  unwatchIssue: () => repo.unwatchIssue(issue),
  fileAtCommit: () => repo.fileAtCommit('abc1234', 'lib/index.js'),
  rawBlob: () => repo.rawBlob('f00dbabe'),
  commitFile: () => repo.commitFile('abc1234', 'README.md'),
  mrByIid: () => repo.mrByIid(21),
  milestoneByIid: () => repo.milestoneByIid(3),
  issueByIid: () => repo.issueByIid(31),
  blob: () => repo.blob('abc1234'),
  unstar: () => repo.unstar(),
  mrEvents: () => repo.mrEvents(),
};
