// The right-hand column: what was closed lately, labels and subscriptions, the starred projects.
import { api } from '../http.js';

export const closedIssues = (projectId) => api.get(`/projects/${projectId}/events`, { action: 'closed', target_type: 'Issue' });

export const starredProjects = () => api.get('/projects/starred', { simple: 'true' });

export const watchIssue = (projectId, issue) => api.post(`/projects/${projectId}/issues/${issue.id}/subscription`);

export const muteLabel = (projectId, label) => api.delete(`/projects/${projectId}/labels/${encodeURIComponent(label)}/subscription`);

export const createLabel = (projectId, name, color) => api.post(`/projects/${projectId}/labels`, { name, color });
