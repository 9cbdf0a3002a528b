import * as w from './watcher.mjs';

export const calls = {
  failedJobs: () => w.failedJobs(),
  retryJob: () => w.retryJob(5531),
  jobLog: () => w.jobLog(5531),
  artifacts: () => w.artifacts('main', 'e2e'),
  nightly: () => w.nightly('n1ght'),
  triggerByToken: () => w.triggerByToken('n1ght'),
  recentPipelines: () => w.recentPipelines(),
  cancelPipeline: () => w.cancelPipeline(880),
  reportStatus: () => w.reportStatus('abc1234', 'running'),
  requireGreen: () => w.requireGreen(),
  mergeWhenGreen: () => w.mergeWhenGreen({ id: 6120, iid: 77 }),
};
