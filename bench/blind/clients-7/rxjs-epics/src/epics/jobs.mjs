import { ajax, map, mergeMap, switchMap } from '../../vendor/rxjs.mjs';
import { ofType } from '../../vendor/redux-observable.mjs';

const auth = (state) => ({ 'PRIVATE-TOKEN': state.settings.token });

export const fetchFailedJobsEpic = (action$, state$) =>
  action$.pipe(
    ofType('jobs/fetchFailed'),
    switchMap(({ projectId }) =>
      ajax.getJSON(`${state$.value.settings.apiUrl}/projects/${projectId}/builds?scope=failed`, auth(state$.value)).pipe(
        map((jobs) => ({ type: 'jobs/received', projectId, jobs })),
      ),
    ),
  );

export const playJobEpic = (action$, state$) =>
  action$.pipe(
    ofType('jobs/play'),
    mergeMap(({ projectId, jobId }) =>
      ajax.post(`${state$.value.settings.apiUrl}/projects/${projectId}/builds/${jobId}/play`, null, auth(state$.value)).pipe(map(() => ({ type: 'jobs/played', jobId }))),
    ),
  );

export const cancelPipelineEpic = (action$, state$) =>
  action$.pipe(
    ofType('pipelines/cancel'),
    mergeMap(({ projectId, pipelineId }) =>
      ajax.post(`${state$.value.settings.apiUrl}/projects/${projectId}/pipelines/${pipelineId}/cancel`, null, auth(state$.value)).pipe(map(() => ({ type: 'pipelines/canceled', pipelineId }))),
    ),
  );

export const commitJobsEpic = (action$, state$) =>
  action$.pipe(
    ofType('commits/fetchJobs'),
    mergeMap(({ projectId, sha }) =>
      ajax.getJSON(`${state$.value.settings.apiUrl}/projects/${projectId}/repository/commits/${sha}/builds`, auth(state$.value)).pipe(map((jobs) => ({ type: 'commits/jobs', sha, jobs }))),
    ),
  );

export const commitStatusEpic = (action$, state$) =>
  action$.pipe(
    ofType('commits/setStatus'),
    mergeMap(({ projectId, sha, state, name }) =>
      ajax({
        url: `${state$.value.settings.apiUrl}/projects/${projectId}/statuses/${sha}`,
        method: 'POST',
        headers: auth(state$.value),
        body: { state, name },
      }).pipe(map(({ response }) => ({ type: 'commits/status', status: response }))),
    ),
  );
