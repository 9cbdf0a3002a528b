// What the middleware does for one dispatched action: run the epic on it and take what it emits.
import { lastValueFrom, of } from './vendor/rxjs.mjs';
import { StateObservable } from './vendor/redux-observable.mjs';
import { initialState } from './src/initialState.mjs';
import { epics } from './src/rootEpic.mjs';

const state$ = new StateObservable(initialState);
const dispatch = (epic, action) => lastValueFrom(epic(of(action), state$));

export const calls = {
  failedJobs: () => dispatch(epics.fetchFailedJobsEpic, { type: 'jobs/fetchFailed', projectId: 204 }),
  playJob: () => dispatch(epics.playJobEpic, { type: 'jobs/play', projectId: 204, jobId: 6610 }),
  cancelPipeline: () => dispatch(epics.cancelPipelineEpic, { type: 'pipelines/cancel', projectId: 204, pipelineId: 880 }),
  commitJobs: () => dispatch(epics.commitJobsEpic, { type: 'commits/fetchJobs', projectId: 204, sha: 'e5d4c3b2' }),
  commitStatus: () => dispatch(epics.commitStatusEpic, { type: 'commits/setStatus', projectId: 204, sha: 'e5d4c3b2', state: 'success', name: 'lint' }),
  activity: () => dispatch(epics.activityEpic, { type: 'activity/fetch', projectId: 204 }),
  closeIssue: () => dispatch(epics.closeIssueEpic, { type: 'issues/close', projectId: 204, issue: { id: 9931, iid: 57 } }),
  deployKeys: () => dispatch(epics.deployKeysEpic, { type: 'keys/fetch', projectId: 204 }),
  enableKey: () => dispatch(epics.enableKeyEpic, { type: 'keys/enable', projectId: 204, keyId: 15 }),
  disableKey: () => dispatch(epics.disableKeyEpic, { type: 'keys/disable', projectId: 204, keyId: 15 }),
  createProject: () => dispatch(epics.createProjectEpic, { type: 'projects/create', name: 'metrics' }),
  license: () => dispatch(epics.licenseEpic, { type: 'templates/license', key: 'apache-2.0' }),
};
