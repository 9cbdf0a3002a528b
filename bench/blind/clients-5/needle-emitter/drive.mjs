import MergeBot from './bot.mjs';
import settings from './settings.mjs';

const bot = new MergeBot(settings);
bot.on('error', () => {});

const P = 'payments/gateway';
const mr = { id: 12077, iid: 203 };

export const calls = {
  openMergeRequests: () => bot.openMergeRequests(P),
  notes: () => bot.notes(P, mr),
  comment: () => bot.comment(P, mr, 'Pipeline green, merging.'),
  legacyComments: () => bot.legacyComments(P, mr),
  mergeWhenGreen: () => bot.mergeWhenGreen(P, mr),
  issueByIid: () => bot.issueByIid(P, 88),
  milestonesByIid: () => bot.milestonesByIid(P, [4]),
  mergedEvents: () => bot.mergedEvents(P),
  sourceTree: () => bot.sourceTree(P, 'master', 'src'),
  createBranch: () => bot.createBranch(P, 'hotfix/rounding', 'master'),
  deleteBranch: () => bot.deleteBranch(P, 'hotfix/old'),
  triggerBuild: () => bot.triggerBuild(P, 'b0t7ok', 'master'),
  unstar: () => bot.unstar(P),
  unblock: () => bot.unblock(350),
};
