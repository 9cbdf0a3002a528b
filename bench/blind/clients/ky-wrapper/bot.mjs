import { gitlab } from './gitlab.mjs';

export const blockSpammer = (id) => gitlab('PUT', `/users/${id}/block`);

export const ownedProjects = () => gitlab('GET', '/projects/owned', { per_page: 100 });

export const findProjects = (term) => gitlab('GET', '/projects', { search: term });

export const mergedMr = (project, iid) => gitlab('GET', `/projects/${project}/merge_requests`, { iid, state: 'merged' });

export const milestone = (project, iid) => gitlab('GET', `/projects/${project}/milestones`, { iid });

export const followMr = (project, mr) => gitlab('POST', `/projects/${project}/merge_requests/${mr.id}/subscription`);

export const unfollowLabel = (project, label) => gitlab('DELETE', `/projects/${project}/labels/${label}/subscription`);

export const fileAt = (project, sha, file) => gitlab('GET', `/projects/${project}/repository/commits/${sha}/blob`, { filepath: file });

export const autoMerge = (project, mr) =>
  gitlab('PUT', `/projects/${project}/merge_requests/${mr.id}/merge`, undefined, { merge_when_build_succeeds: true });

export const blob = (project, sha) => gitlab('GET', `/projects/${project}/repository/blobs/${sha}`);

export const disableKey = (project, key) => gitlab('DELETE', `/projects/${project}/deploy_keys/${key}/disable`);

export const trigger = (project, token) => gitlab('GET', `/projects/${project}/triggers/${token}`);

export const snippetDefaults = () => gitlab('PUT', '/application/settings', undefined, { default_group_visibility: 20 });
