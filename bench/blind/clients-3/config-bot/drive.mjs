import * as bot from './bot.mjs';

const project = { id: 12 };
const issue = { id: 5040, iid: 77 };
const mr = { id: 931, iid: 18 };

export const calls = {
  issueOpened: () => bot.handlers.issueOpened({ project, object_attributes: issue }),
  watchIssue: () => bot.handlers.watchIssue({ project, object_attributes: issue }),
  mergeRequestMerged: () => bot.handlers.mergeRequestMerged({ project, object_attributes: mr }),
  mergeRequestOpened: () => bot.handlers.mergeRequestOpened({ project, object_attributes: mr }),
  mergeRequestChanges: () => bot.handlers.mergeRequestChanges({ project, object_attributes: mr }),
  todoSeen: () => bot.handlers.todoSeen({ todo: { id: 41 } }),
  inboxZero: () => bot.handlers.inboxZero(),
  whoAmI: () => bot.whoAmI(),
  findUser: () => bot.findUser('mallory'),
  blockSpammer: () => bot.blockSpammer({ id: 66 }),
  recentPushes: () => bot.recentPushes(12),
  issueByIid: () => bot.issueByIid(12, 77),
  installHook: () => bot.installHook(12),
};
