import { $fetch } from './vendor/ofetch.mjs';

export const gitlab = $fetch.create({
  baseURL: 'http://127.0.0.1:__PORT__/api/v3',
  headers: { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN || 'secret' },
});

export const failedJobs = (project) => gitlab(`projects/${project}/builds`, { query: { scope: 'failed', per_page: 50 } });

export const unblock = (user) => gitlab(`users/${user}/unblock`, { method: 'PUT' });

export const newProject = (name) =>
  gitlab('projects', {
    method: 'POST',
    body: { name, builds_enabled: true, only_allow_merge_if_build_succeeds: true },
  });

export const readFile = (project, path, ref) =>
  gitlab(`projects/${project}/repository/files`, { query: { file_path: path, ref } });

export const deleteFile = (project, path) =>
  gitlab(`projects/${project}/repository/files`, {
    method: 'DELETE',
    body: { file_path: path, branch_name: 'main', commit_message: 'remove ' + path },
  });

export const mergedEvents = (project) =>
  gitlab('projects/' + project + '/events', { query: { action: 'accepted', sort: 'ascending' } });

export const closingIssues = (project, mr) => gitlab(`projects/${project}/merge_requests/${mr.id}/closes_issues`);

export const issueByIid = (project, iid) => gitlab(`projects/${project}/issues`, { query: { iid } });

export const staleEvents = (project, before) =>
  gitlab(`projects/${project}/events`, { query: { before: before.toISOString() } });

export const triggerBuild = (project, token) =>
  gitlab(`projects/${project}/trigger/builds`, { method: 'POST', body: { token, ref: 'main', variables: { DEPLOY: '1' } } });
