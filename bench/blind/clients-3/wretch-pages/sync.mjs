// Mirror job: reads what changed in a project and acts on it.
import { api, collect, pages } from './api.mjs';

export const successfulJobs = (id) => collect(pages(`projects/${id}/builds`, { scope: 'success' }));

export const issueByIid = (id, iid) => collect(pages(`projects/${id}/issues`, { iid }));

export const pendingTodos = () => collect(pages('todos', { state: 'pending' }));

export const openMergeRequests = (id) => collect(pages(`projects/${id}/merge_requests`, { state: 'opened', per_page: 50 }));

export const groupProjects = (group) => collect(pages(`groups/${group}/projects`));

export async function discussionEvents(id) {
  const seen = [];
  for await (const page of pages(`projects/${id}/events`, { action: 'commented on' })) seen.push(...[page].flat());
  return seen;
}

export const closedBy = (id, mr) => api.url(`projects/${id}/merge_requests/${mr.id}/closes_issues`).get().json();

export const clearTodos = () => api.url('todos').delete().res();

export const autoMerge = (id, mr) =>
  api.url(`projects/${id}/merge_request/${mr.id}/merge`).put({ merge_when_build_succeeds: true, should_remove_source_branch: true }).json();

export const unblock = (user) => api.url(`users/${user}/unblock`).put().res();

export const addDeployKey = (id, title, key) => api.url(`projects/${id}/keys`).post({ title, key }).json();

export const triggerRef = (id, ref, token) => api.url(`projects/${id}/ref/${ref}/trigger/builds`).query({ token }).post().json();

export const publish = (id) => api.url(`projects/${id}`).put({ public: true }).json();
