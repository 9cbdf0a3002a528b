import * as api from './api.mjs';

const mr = { id: 777, iid: 9 };

export const calls = {
  failedJobs: () => api.failedJobs(5),
  unblock: () => api.unblock(42),
  newProject: () => api.newProject('svc'),
  readFile: () => api.readFile(5, 'src/app.js', 'main'),
  deleteFile: () => api.deleteFile(5, 'old.txt'),
  mergedEvents: () => api.mergedEvents(5),
  closingIssues: () => api.closingIssues(5, mr),
  issueByIid: () => api.issueByIid(5, 4),
  staleEvents: () => api.staleEvents(5, new Date('2017-01-31T00:00:00Z')),
  triggerBuild: () => api.triggerBuild(5, 'tok'),
};
