import { api, projectId, sha } from '../ci.mjs';

export const project = () => api('GET', `/projects/${projectId}`);

export const commit = () => api('GET', `/projects/${projectId}/repository/commits/${sha}`);

export const jobsOfThisCommit = () => api('GET', `/projects/${projectId}/repository/commits/${sha}/builds`, { query: { scope: 'success' } });

export const environments = () => api('GET', `/projects/${projectId}/environments`);

export const ciTemplate = (name) => api('GET', `/gitlab_ci_ymls/${name}`);
