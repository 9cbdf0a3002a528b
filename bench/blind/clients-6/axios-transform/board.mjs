// The release board: milestones, the merge requests in them, and the project it lives in.
import { http } from './http.mjs';

export async function milestoneByNumber(projectId, iid) {
  const { data } = await http.get(`/projects/${projectId}/milestones`, { params: { iid } });
  return data;
}

export async function mergeRequestsByNumber(projectId, numbers) {
  const { data } = await http.get(`/projects/${projectId}/merge_requests`, { params: { iid: numbers } });
  return data;
}

export const milestoneIssues = (projectId, milestoneId) => http.get(`/projects/${projectId}/milestones/${milestoneId}/issues`).then((r) => r.data);

export const pipelines = (projectId) => http.get(`/projects/${projectId}/pipelines`, { params: { scope: 'finished', per_page: 10 } }).then((r) => r.data);

export const mergedActivity = (projectId) =>
  http.get(`/projects/${projectId}/events`, { params: { action: 'accepted', target_type: 'MergeRequest' } }).then((r) => r.data);

export const reviewComments = (projectId, mergeRequestId) => http.get(`/projects/${projectId}/merge_requests/${mergeRequestId}/comments`).then((r) => r.data);

export const stopAutoMerge = (projectId, mr) => http.post(`/projects/${projectId}/merge_requests/${mr.id}/cancel_merge_when_build_succeeds`).then((r) => r.data);

export const findBoards = (term) => http.get(`/projects/search/${term}`).then((r) => r.data);

export const visibleProjects = () => http.get('/projects/visible', { params: { per_page: 100 } }).then((r) => r.data);
