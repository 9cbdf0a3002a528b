import { context, jobs, ios, android } from './index.mjs';

export const calls = {
  finishedBuilds: () => jobs.artifacts.listFinished(context, ios),
  eraseBuild: () => jobs.artifacts.erase(context, ios, { id: 7301 }),
  keepArtifacts: () => jobs.artifacts.keep(context, ios, { id: 7302 }),
  commitBuilds: () => jobs.artifacts.commitBuilds(context, android, '3e5d7f9a'),
  branches: () => jobs.branches.list(context, android),
  removeBranch: () => jobs.branches.remove(context, android, 'feature/old-login'),
  milestones: () => jobs.milestones.byNumber(context, ios, [7, 9]),
  closeMilestone: () => jobs.milestones.close(context, ios, { id: 112 }),
  deployKeys: () => jobs.deployKeys.list(context, android),
  removeKey: () => jobs.deployKeys.remove(context, android, { id: 55 }),
  allProjects: () => jobs.audit.allProjects(context),
  botComments: () => jobs.audit.botComments(context, 12),
  addHook: () => jobs.audit.addHook(context, ios, 'https://ci-metrics.example.org/gitlab'),
};
