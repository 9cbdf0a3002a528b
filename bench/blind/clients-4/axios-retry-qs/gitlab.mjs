// What the release tool asks of GitLab. Project ids are numbers or `group/name` paths.
import qs from 'qs';
import { http, withRetry } from './http.mjs';

const pid = (id) => encodeURIComponent(id);
const data = (promise) => promise.then((res) => res.data);

export const project = (id) => data(http.get(`/projects/${pid(id)}`, { params: { statistics: true } }));

export const memberProjects = () => data(http.get('/projects', { params: { archived: false, order_by: 'name', sort: 'asc' } }));

export const starredProjects = () => data(http.get('/projects/starred'));

export const mergeRequests = (id, iids) => data(http.get(`/projects/${pid(id)}/merge_requests`, { params: { iid: iids, state: 'opened' } }));

export const milestones = (id, iids) => data(http.get(`/projects/${pid(id)}/milestones`, { params: { iid: iids } }));

export const releaseEvents = (id, before) =>
  data(http.get(`/projects/${pid(id)}/events`, { params: { action: 'pushed to', before: before.toISOString() } }));

export const createBranch = (id, name, ref) =>
  withRetry(() => http.post(`/projects/${pid(id)}/repository/branches`, null, { params: { branch_name: name, ref } }));

export const deleteBranch = (id, name) => data(http.delete(`/projects/${pid(id)}/repository/branches/${encodeURIComponent(name)}`));

export const readFile = (id, file, ref) => data(http.get(`/projects/${pid(id)}/repository/files`, { params: { file_path: file, ref } }));

export const commitFile = (id, file, content, branch) =>
  withRetry(() =>
    http.post(`/projects/${pid(id)}/repository/files`, {
      file_path: file,
      branch_name: branch,
      content,
      commit_message: `release: update ${file}`,
    }),
  );

export const triggerPipeline = (id, token, ref, variables) =>
  withRetry(() => http.post(`/projects/${pid(id)}/trigger/builds`, qs.stringify({ token, ref, variables })));

export const hideGroup = (group) => data(http.put(`/groups/${pid(group)}`, { visibility_level: 0 }));
