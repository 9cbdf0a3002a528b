import { api, projectId, sha } from '../ci.mjs';

export const reportStatus = (state) => api('POST', `/projects/${projectId}/statuses/${sha}`, { json: { state, name: 'deploy/staging' } });

export const openUp = () => api('PUT', `/projects/${projectId}`, { json: { visibility_level: 10, builds_enabled: true } });

export const addDeployHook = (url) => api('POST', `/projects/${projectId}/hooks`, { json: { url, push_events: false, build_events: true } });

export const logTime = (issue, duration) => api('POST', `/projects/${projectId}/issues/${issue.id}/add_spent_time`, { json: { duration } });

export const removeOldBundle = (file) =>
  api('DELETE', `/projects/${projectId}/repository/files`, {
    json: { file_path: file, branch_name: 'pages', commit_message: `ci: remove ${file}` },
  });
