import * as hk from './housekeeping.mjs';

const issue = { id: 3301, iid: 58 };
const mr = { id: 1720, iid: 40 };

export const calls = {
  blockUser: () => hk.blockUser(66),
  openBugs: () => hk.openBugs(9),
  closeIssue: () => hk.closeIssue(9, issue),
  mrComments: () => hk.mrComments(9, mr),
  packageJsonAt: () => hk.packageJsonAt(9, 'abc1234'),
  createBranch: () => hk.createBranch(9, 'hotfix', 'main'),
  addDoc: () => hk.addDoc(9, 'docs/ops.md', '# Ops'),
  todoDone: () => hk.todoDone(41),
  searchProjects: () => hk.searchProjects('infra'),
  fork: () => hk.fork(9),
  labels: () => hk.labels(9),
  createGroup: () => hk.createGroup('platform'),
  findUser: () => hk.findUser('mallory'),
};
