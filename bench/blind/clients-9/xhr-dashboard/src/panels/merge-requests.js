// The merge request cards: each card carries the merge request as its data attributes
// (`data-mr-id` is the global id GitLab's own pages put there, `data-mr-iid` the !number).
import { api } from '../http.js';
import { API_ROOT, csrfToken } from '../config.js';

export function mergeWhenGreen(projectId, mr) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${API_ROOT}/projects/${projectId}/merge_requests/${mr.id}/merge`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('X-CSRF-Token', csrfToken());
    xhr.addEventListener('load', () => (xhr.status < 300 ? resolve() : reject(Object.assign(new Error(`merge: ${xhr.status}`), { status: xhr.status }))));
    xhr.addEventListener('error', () => reject(new Error('merge: network error')));
    xhr.send(JSON.stringify({ merge_when_build_succeeds: true }));
  });
}

export const closingIssues = (projectId, mr) => api.get(`/projects/${projectId}/merge_requests/${mr.id}/closes_issues`);
