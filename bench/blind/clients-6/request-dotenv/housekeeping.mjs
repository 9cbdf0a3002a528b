// Weekly repository housekeeping: branches, config files, deploy keys, templates, todos.
import { project } from './env.mjs';
import { gitlabRequest, send } from './gitlab.mjs';

const repo = `/projects/${project}/repository`;

export const branches = () => send(gitlabRequest(`${repo}/branches`));

export const cutBranch = (name, from) => send(gitlabRequest(`${repo}/branches`, { method: 'POST', json: { branch_name: name, ref: from } }));

export const deployTree = (ref) => send(gitlabRequest(`${repo}/tree`, { params: { ref_name: ref, path: 'deploy' } }));

export function bumpVersion(version) {
  const request = gitlabRequest(`${repo}/commits`, {
    method: 'POST',
    json: {
      branch_name: 'main',
      commit_message: `chore: release ${version}`,
      actions: [{ action: 'update', file_path: 'VERSION', content: version }],
    },
  });
  return send(request);
}

export const appConfig = () => send(gitlabRequest(`${repo}/files`, { params: { file_path: 'config/app.yml', ref: 'main' } }));

export const rawBlob = (sha) => send(gitlabRequest(`${repo}/raw_blobs/${sha}`));

export const commitJobs = (sha) => send(gitlabRequest(`${repo}/commits/${sha}/builds`));

export const members = () => send(gitlabRequest(`/projects/${project}/members`));

export const deployKeys = () => send(gitlabRequest(`/projects/${project}/keys`));

export const disableKey = (keyId) => send(gitlabRequest(`/projects/${project}/deploy_keys/${keyId}/disable`, { method: 'DELETE' }));

export const doneTodo = (todoId) => send(gitlabRequest(`/todos/${todoId}`, { method: 'DELETE' }));

export const gitignore = (name) => send(gitlabRequest('/gitignores/' + name));
