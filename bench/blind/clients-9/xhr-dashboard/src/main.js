// Wiring: every button carries `data-action` and its arguments as data attributes.
import * as jobs from './panels/jobs.js';
import * as mergeRequests from './panels/merge-requests.js';
import * as activity from './panels/activity.js';

const show = (id, value) => {
  const el = document.getElementById(id);
  if (el) el.textContent = typeof value === 'string' ? value : JSON.stringify(value ?? null);
};

const mrOf = (data) => ({ id: Number(data.mrId), iid: Number(data.mrIid) });
const issueOf = (data) => ({ id: Number(data.issueId), iid: Number(data.issueIid) });

export const actions = {
  'pipeline:show': (d) => jobs.pipeline(d.projectId, d.pipelineId).then((p) => show('pipeline', p)),
  'jobs:failed': (d) => jobs.failedJobs(d.projectId).then((list) => show('jobs', list)),
  'job:cancel': (d) => jobs.cancelJob(d.projectId, d.jobId),
  'job:erase': (d) => new Promise((resolve, reject) => jobs.eraseJob(d.projectId, d.jobId, (err) => (err ? reject(err) : resolve()))),
  'job:keep': (d) => jobs.keepArtifacts(d.projectId, d.jobId),
  'commit:jobs': (d) => jobs.commitJobs(d.projectId, d.sha).then((list) => show('jobs', list)),
  'mr:merge': (d) => mergeRequests.mergeWhenGreen(d.projectId, mrOf(d)),
  'mr:closes': (d) => mergeRequests.closingIssues(d.projectId, mrOf(d)).then((list) => show('merge-requests', list)),
  'activity:closed': (d) => activity.closedIssues(d.projectId).then((list) => show('activity', list)),
  'projects:starred': () => activity.starredProjects().then((list) => show('activity', list)),
  'issue:watch': (d) => activity.watchIssue(d.projectId, issueOf(d)),
  'label:mute': (d) => activity.muteLabel(d.projectId, d.label),
  'label:create': (d) => activity.createLabel(d.projectId, d.label, d.color),
};

document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-action]');
  if (!button) return;
  const action = actions[button.dataset.action];
  if (action) action({ projectId: document.body.dataset.projectId, ...button.dataset }).catch((err) => show('activity', err.message));
});
