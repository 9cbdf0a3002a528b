import * as admin from './admin.mjs';

export const calls = {
  ownedGroups: () => admin.ownedGroups(),
  groupProjects: () => admin.groupProjects(12),
  allProjects: () => admin.allProjects(),
  starredProjects: () => admin.starredProjects(),
  addMaintainer: () => admin.addMaintainer(71, 5),
  licenseText: () => admin.licenseText('mit'),
  ciTemplate: () => admin.ciTemplate('Node'),
  lockDefaults: () => admin.lockDefaults(),
  clearTodos: () => admin.clearTodos(),
  readmeAt: () => admin.readmeAt(71, 'f00dbabe'),
  revokeTrigger: () => admin.revokeTrigger(71, 't0ken'),
};
