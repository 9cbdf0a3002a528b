import * as report from './report.mjs';

export const calls = {
  memberProjects: () => report.memberProjects(),
  visibleProjects: () => report.visibleProjects(),
  ownedGroups: () => report.ownedGroups(),
  countFiles: () => report.countFiles(73),
  recentCommits: () => report.recentCommits(73),
  fileAt: () => report.fileAt(73, 'd34db33f', 'ops/mirror.yml'),
  milestone: () => report.milestone(73, 4),
  mergeRequestByIid: () => report.mergeRequestByIid(73, 19),
  issueByIid: () => report.issueByIid(73, 208),
  recentComments: () => report.recentComments(73),
  userKeys: () => report.userKeys(),
  todoDone: () => report.todoDone(880),
};
