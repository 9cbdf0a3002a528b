// First run: creates the board's own project, its webhook and its label subscription.
import { http } from './http.mjs';
import settings from './settings.mjs';

export function createBoardProject() {
  return http.post('/projects', { name: settings.dashboard.name, public: true, builds_enabled: true });
}

export function addHook(projectId, url) {
  return http.post(`/projects/${projectId}/hooks`, { url, push_events: true, build_events: true });
}

export function followLabel(projectId, labelId) {
  return http.post(`/projects/${projectId}/labels/${labelId}/subscription`);
}
