import { app, card, pipeline, mergeRequests } from './main.mjs';

const mr = { id: 6021, iid: 57 };

export const calls = {
  project: () => card.fetchProject(),
  branches: () => card.fetchBranches(),
  pipelines: () => card.fetchPipelines('master'),
  ciConfig: () => card.fetchCiConfig('master'),
  runningJobs: () => pipeline.fetchRunningJobs(),
  jobsOfCommit: () => pipeline.fetchJobsOfCommit(),
  retryJob: () => pipeline.retryJob({ id: 4410 }),
  playJob: () => pipeline.playJob({ id: 4411 }),
  ownProjects: () => app.fetchOwnProjects(),
  allProjects: () => app.fetchAllProjects(),
  mergeRequests: () => mergeRequests.fetchMergeRequests([57, 58]),
  changes: () => mergeRequests.fetchChanges(mr),
  cancelAutoMerge: () => mergeRequests.cancelAutoMerge(mr),
  acceptWhenGreen: () => mergeRequests.acceptWhenGreen(mr),
};
