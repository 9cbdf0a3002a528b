import * as bot from './bot.mjs';

const mr = { id: 5150, iid: 3 };

export const calls = {
  block: () => bot.blockSpammer(42),
  owned: () => bot.ownedProjects(),
  find: () => bot.findProjects('api'),
  mergedMr: () => bot.mergedMr(5, 3),
  milestone: () => bot.milestone(5, 2),
  followMr: () => bot.followMr(5, mr),
  unfollowLabel: () => bot.unfollowLabel(5, 'bug'),
  fileAt: () => bot.fileAt(5, 'abc1234', 'a/b.txt'),
  autoMerge: () => bot.autoMerge(5, mr),
  blob: () => bot.blob(5, 'abc1234'),
  disableKey: () => bot.disableKey(5, 4),
  trigger: () => bot.trigger(5, 'tokabc'),
  groupVisibility: () => bot.snippetDefaults(),
};
