import { ajax, map, mergeMap } from '../../vendor/rxjs.mjs';
import { ofType } from '../../vendor/redux-observable.mjs';

export const activityEpic = (action$, state$) =>
  action$.pipe(
    ofType('activity/fetch'),
    mergeMap(({ projectId }) => {
      const { apiUrl, token } = state$.value.settings;
      return ajax({
        url: `${apiUrl}/projects/${projectId}/events`,
        headers: { 'PRIVATE-TOKEN': token },
        queryParams: { action: 'commented on', target_type: 'Note' },
      }).pipe(map(({ response }) => ({ type: 'activity/received', events: response })));
    }),
  );

export const closeIssueEpic = (action$, state$) =>
  action$.pipe(
    ofType('issues/close'),
    mergeMap(({ projectId, issue }) => {
      const { apiUrl, token } = state$.value.settings;
      return ajax({
        url: `${apiUrl}/projects/${projectId}/issues/${issue.id}`,
        method: 'PUT',
        headers: { 'PRIVATE-TOKEN': token },
        body: { state_event: 'close' },
      }).pipe(map(() => ({ type: 'issues/closed', issue })));
    }),
  );

export const deployKeysEpic = (action$, state$) =>
  action$.pipe(
    ofType('keys/fetch'),
    mergeMap(({ projectId }) => {
      const { apiUrl, token } = state$.value.settings;
      return ajax.getJSON(`${apiUrl}/projects/${projectId}/keys`, { 'PRIVATE-TOKEN': token }).pipe(map((keys) => ({ type: 'keys/received', keys })));
    }),
  );

export const enableKeyEpic = (action$, state$) =>
  action$.pipe(
    ofType('keys/enable'),
    mergeMap(({ projectId, keyId }) => {
      const { apiUrl, token } = state$.value.settings;
      return ajax.post(`${apiUrl}/projects/${projectId}/deploy_keys/${keyId}/enable`, null, { 'PRIVATE-TOKEN': token }).pipe(map(() => ({ type: 'keys/enabled', keyId })));
    }),
  );

export const disableKeyEpic = (action$, state$) =>
  action$.pipe(
    ofType('keys/disable'),
    mergeMap(({ projectId, keyId }) => {
      const { apiUrl, token } = state$.value.settings;
      return ajax.delete(`${apiUrl}/projects/${projectId}/deploy_keys/${keyId}/disable`, { 'PRIVATE-TOKEN': token }).pipe(map(() => ({ type: 'keys/disabled', keyId })));
    }),
  );

export const createProjectEpic = (action$, state$) =>
  action$.pipe(
    ofType('projects/create'),
    mergeMap(({ name }) => {
      const { apiUrl, token } = state$.value.settings;
      return ajax.post(`${apiUrl}/projects`, { name, visibility_level: 10, builds_enabled: true }, { 'PRIVATE-TOKEN': token }).pipe(
        map(({ response }) => ({ type: 'projects/created', project: response })),
      );
    }),
  );

export const licenseEpic = (action$, state$) =>
  action$.pipe(
    ofType('templates/license'),
    mergeMap(({ key }) => ajax.getJSON(`${state$.value.settings.apiUrl}/licenses/${key}`).pipe(map((license) => ({ type: 'templates/licensed', license })))),
  );
