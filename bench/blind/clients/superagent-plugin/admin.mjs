import { gitlab } from './gitlab.mjs';

export const blockUser = (id) => gitlab.put(`/users/${id}/block`);

export const starredProjects = () => gitlab.get('/projects/starred');

export const branchFrom = (project, branch, ref) =>
  gitlab.post(`/projects/${project}/repository/branches`).send({ branch_name: branch, ref });

export const listTree = (project, ref) => gitlab.get(`/projects/${project}/repository/tree`).query({ ref_name: ref });

export const commentOnMr = (project, mr, text) =>
  gitlab.post('/projects/' + project + '/merge_requests/' + mr.id + '/comments').send({ note: text });

export const ciTemplate = (name) => gitlab.get(`/gitlab_ci_ymls/${name}`);

export const defaultVisibility = () =>
  gitlab.put('/application/settings').send({ default_project_visibility: 10, default_snippet_visibility: 0 });

export const issueEvents = (project) => gitlab.get(`/projects/${project}/events`).query({ target_type: 'Issue' });

export const createTrigger = (project) => gitlab.post(`/projects/${project}/triggers`).send({});

export const unstar = (project) => gitlab.del(`/projects/${project}/star`);

export const jobArtifacts = (project, job) => gitlab.get(`/projects/${project}/builds/${job}/artifacts`);
