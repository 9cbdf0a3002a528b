import * as c from './client.mjs';

export const calls = {
  listJobs: () => c.listJobs(5),
  retryJob: () => c.retryJob(5, 9),
  dropKey: () => c.dropKey(5, 2),
  owned: () => c.owned(),
  license: () => c.license('apache-2.0'),
  rawBlob: () => c.rawBlob(5, 'beef'),
};
