// GitLab calls as bent functions, one per method.
import bent from './vendor/bent.mjs';

const BASE = 'http://127.0.0.1:__PORT__/api/v3';
const auth = { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN || 'secret' };

const getJSON = bent(BASE, 'json', auth);
const post = bent(BASE, 'POST', 'json', auth, 200, 201);
const put = bent(BASE, 'PUT', 'json', auth);
const del = bent(BASE, 'DELETE', auth, 200, 204);

export const unstar = (project) => del(`/projects/${project}/star`);
export const block = (user) => put(`/users/${user}/block`);
export const runningJobs = (project) => getJSON(`/projects/${project}/builds?scope=running`);
export const fork = (project) => post(`/projects/fork/${project}`);
export const markDone = (todo) => del(`/todos/${todo}`);
export const ownedGroups = () => getJSON('/groups/owned');
export const searchProjects = (term) => getJSON('/projects/search/' + term);
export const createBranch = (project, name) => post(`/projects/${project}/repository/branches`, { branch_name: name, ref: 'master' });
export const rawBlob = (project, sha) => getJSON(`/projects/${project}/repository/raw_blobs/${sha}`);
export const commitBuilds = (project, sha) => getJSON(`/projects/${project}/repository/commits/${sha}/builds`);
export const mitLicense = () => getJSON('/licenses/mit');
export const makePublic = (project) => put(`/projects/${project}`, { visibility_level: 20 });
