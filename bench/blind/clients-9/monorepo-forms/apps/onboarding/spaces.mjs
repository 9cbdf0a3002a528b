// A new team's space: its group, its first project with the house rules, the deploy key of its
// CD, and the audit of what the bot account owns.
import { GITLAB_API, getJson, postForm, projectPath } from '#gitlab-core';

export function createTeamGroup(name, path) {
  return postForm(`${GITLAB_API}/groups`, { name, path, visibility_level: 0 });
}

export function createTeamProject(name, namespaceId) {
  return postForm(`${GITLAB_API}/projects`, { name, namespace_id: namespaceId, public: false, only_allow_merge_if_build_succeeds: true });
}

export function addDeployKey(project, title, key) {
  return postForm(`${projectPath(project)}/keys`, { title, key });
}

export function ownedProjects() {
  return getJson(`${GITLAB_API}/projects/owned`, { per_page: 100 });
}
