import { Api } from './api.mjs';

const api = new Api();

export const calls = {
  block: () => api.block(42),
  pipelines: () => api.pipelines(5),
  starred: () => api.starred(),
  newBranch: () => api.newBranch(5, 'f1'),
  todoDone: () => api.todoDone(3),
  commitJobs: () => api.commitJobs(5, 'abc1234'),
};
