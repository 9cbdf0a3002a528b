// The kiosk: the page at /ops/dashboard/ on the GitLab host, buttons clicked through `actions`.
import { installBrowser } from './vendor/xhr-shim.js';

installBrowser({
  href: 'http://127.0.0.1:__PORT__/ops/dashboard/',
  meta: { 'csrf-token': 'c5rf-t0k3n' },
  body: { projectId: '318' },
  cookie: '_gitlab_session=secret',
});
const { actions } = await import('./src/main.js');

const click = (action, data = {}) => actions[action]({ projectId: '318', ...data });
const mr = { mrId: '27004', mrIid: '96' };
const issue = { issueId: '61200', issueIid: '412' };

export const calls = {
  pipeline: () => click('pipeline:show', { pipelineId: '9120' }),
  failedJobs: () => click('jobs:failed'),
  cancelJob: () => click('job:cancel', { jobId: '70001' }),
  eraseJob: () => click('job:erase', { jobId: '70002' }),
  keepArtifacts: () => click('job:keep', { jobId: '70003' }),
  commitJobs: () => click('commit:jobs', { sha: '4be0c1d9' }),
  mergeWhenGreen: () => click('mr:merge', mr),
  closingIssues: () => click('mr:closes', mr),
  closedActivity: () => click('activity:closed'),
  starred: () => click('projects:starred'),
  watchIssue: () => click('issue:watch', issue),
  muteLabel: () => click('label:mute', { label: 'on call' }),
  createLabel: () => click('label:create', { label: 'flaky', color: '#d9534f' }),
};
