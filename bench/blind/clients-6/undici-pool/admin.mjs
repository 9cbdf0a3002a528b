// Instance administration: the groups we own, projects everyone sees, templates, settings.
import { gl } from './pool.mjs';

export const ownedGroups = () => gl('GET', '/groups/owned', { query: { per_page: 100 } });

export const groupProjects = (groupId) => gl('GET', `/groups/${groupId}/projects`, { query: { archived: false } });

export const allProjects = () => gl('GET', '/projects/all', { query: { per_page: 100, page: 1 } });

export const starredProjects = () => gl('GET', '/projects/starred');

export const addMaintainer = (projectId, userId) => gl('POST', `/projects/${projectId}/members`, { body: { user_id: userId, access_level: 40 } });

export const licenseText = (key) => gl('GET', `/licenses/${key}`, { query: { project: 'Acme tools' } });

export const ciTemplate = (name) => gl('GET', `/gitlab_ci_ymls/${name}`);

export const lockDefaults = () => gl('PUT', '/application/settings', { body: { default_project_visibility: 10, default_snippet_visibility: 0 } });

export const clearTodos = () => gl('DELETE', '/todos');

export const readmeAt = (projectId, sha) => gl('GET', `/projects/${projectId}/repository/blobs/${sha}`, { query: { filepath: 'README.md' } });

export const revokeTrigger = (projectId, token) => gl('DELETE', `/projects/${projectId}/triggers/${token}`);
