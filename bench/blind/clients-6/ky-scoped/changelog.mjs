// Writes the changelog of a milestone, tags the release, and tells the people involved.
import { api, scoped } from './gitlab.mjs';

export function release(project) {
  const repo = scoped(project);
  return {
    tags: () => repo.get('repository/tags', { searchParams: { per_page: 100 } }).json(),
    mergedIn: (milestone) => repo.get('merge_requests', { searchParams: { state: 'merged', milestone } }).json(),
    mrCommits: (mr) => repo.get(`merge_requests/${mr.id}/commits`).json(),
    tag: (name, ref, notes) => repo.post('repository/tags', { json: { tag_name: name, ref, release_description: notes } }).json(),
    writeChangelog: (content, version) =>
      repo.put('repository/files', { json: { file_path: 'CHANGELOG.md', branch_name: 'main', content, commit_message: `Changelog for ${version}` } }).json(),
    thankAuthor: (mr, text) => repo.post(`merge_requests/${mr.id}/comments`, { json: { note: text } }).json(),
    noteOnCommit: (sha, text) => repo.post(`repository/commits/${sha}/comments`, { json: { note: text } }).json(),
    tagPipelines: () => repo.get('pipelines', { searchParams: { scope: 'tags' } }).json(),
    archive: (tag) => repo.get('repository/archive', { searchParams: { sha: tag } }).arrayBuffer(),
  };
}

export const pushesBefore = (user, date) => api.get(`users/${user}/events`, { searchParams: { action: 'pushed to', before: date.toISOString() } }).json();

export const dockerfile = (name) => api.get(`dockerfiles/${name}`).json();
