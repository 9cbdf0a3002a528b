import { app } from './bot.mjs';

const project = { id: 64, path_with_namespace: 'web/shop' };
const issue = (action, extra = {}) => ({ name: 'issue', payload: { object_kind: 'issue', project, object_attributes: { id: 8812, iid: 19, action, ...extra } } });

export const calls = {
  greetIssue: () => app.receive(issue('open')),
  closedEvents: () => app.receive(issue('close')),
  startBranch: () => app.receive(issue('update', { labels: [{ title: 'start' }] })),
  compare: () => app.receive({ name: 'push', payload: { object_kind: 'push', before: 'aaa111', after: 'bbb222', ref: 'refs/heads/main', project_id: 64 } }),
  botConfig: () => app.receive({ name: 'push', payload: { object_kind: 'push', before: 'aaa111', after: 'ccc333', ref: 'refs/heads/develop', project_id: 64 } }),
  tagRelease: () => app.receive({ name: 'tag_push', payload: { object_kind: 'tag_push', ref: 'refs/tags/v2.0.0', project_id: 64 } }),
  failedBuild: () => app.receive({ name: 'build', payload: { object_kind: 'build', build_id: 4410, build_name: 'test', build_status: 'failed', project_id: 64 } }),
  eraseScan: () => app.receive({ name: 'build', payload: { object_kind: 'build', build_id: 4415, build_name: 'secrets-scan', build_status: 'success', project_id: 64 } }),
  pipeline: () => app.receive({ name: 'pipeline', payload: { object_kind: 'pipeline', project, object_attributes: { id: 1300 } } }),
  mrComments: () => app.receive({ name: 'merge_request', payload: { object_kind: 'merge_request', project, object_attributes: { id: 5002, iid: 8, action: 'open' } } }),
  unstar: () => app.receive({ name: 'note', payload: { object_kind: 'note', project, object_attributes: { note: '/unstar' } } }),
  unblock: () => app.receive({ name: 'user_add_to_team', payload: { event_name: 'user_add_to_team', user_id: 91 } }),
  projectCreated: () => app.receive({ name: 'project_create', payload: { event_name: 'project_create', project_id: 65 } }),
};
