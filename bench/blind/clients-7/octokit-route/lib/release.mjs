// Release notes bot: collects what was merged since the last tag, cuts the branch, commits the notes.
import { gitlab } from './gitlab.mjs';

export const PROJECT = 'tools/notes';

export async function lastTags() {
  const { data } = await gitlab('GET /projects/:id/repository/tags', { id: PROJECT });
  return data;
}

export async function compare(from, to) {
  const { data } = await gitlab('GET /projects/:id/repository/compare', { id: PROJECT, from, to });
  return data;
}

export async function mergedRequest(iid) {
  const { data } = await gitlab('GET /projects/:id/merge_requests', { id: PROJECT, state: 'merged', iid });
  return data;
}

export const cutBranch = (version) =>
  gitlab('POST /projects/:id/repository/branches', { id: PROJECT, branch_name: `release/${version}`, ref: 'master' });

export const commitNotes = (version, content) =>
  gitlab('POST /projects/:id/repository/commits', {
    id: PROJECT,
    branch_name: `release/${version}`,
    commit_message: `Release notes for ${version}`,
    actions: [{ action: 'create', file_path: `notes/${version}.md`, content }],
  });

export const dropBranch = (version) => gitlab('DELETE /projects/:id/repository/branches/:branch', { id: PROJECT, branch: `release/${version}` });

export const fileAt = (sha) => gitlab('GET /projects/:id/repository/commits/:sha/blob', { id: PROJECT, sha, filepath: 'package.json' });

export const rawBlob = (sha) => gitlab('GET /projects/:id/repository/raw_blobs/:sha', { id: PROJECT, sha });

export const runPipeline = (token, ref) => gitlab('POST /projects/:id/trigger/builds', { id: PROJECT, token, ref });

export const ownedGroups = () => gitlab('GET /groups/owned', { per_page: 100 });

export const blockUser = (userId) => gitlab('PUT /users/:user_id/block', { user_id: userId });

export const clearTodos = () => gitlab({ method: 'DELETE', url: '/todos' });
