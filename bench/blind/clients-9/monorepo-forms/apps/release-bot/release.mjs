// The release bot's GitLab half: branch, version bump, the packaging pipeline, the merged
// merge requests for the notes, accepting the release merge request, the tag.
import { getJson, postForm, projectPath, putForm } from '#gitlab-core';

export function cutBranch(project, version, ref = 'main') {
  return postForm(projectPath(project) + '/repository/branches', { branch_name: `release/${version}`, ref });
}

export function bumpPackageJson(project, version, manifest) {
  return putForm(`${projectPath(project)}/repository/files`, {
    file_path: 'package.json',
    branch_name: `release/${version}`,
    content: JSON.stringify({ ...manifest, version }, null, 2) + '\n',
    commit_message: `chore(release): ${version}`,
  });
}

export function startPackaging(project, version, token) {
  return postForm(`${projectPath(project)}/trigger/builds`, { token, ref: `release/${version}`, variables: { RELEASE_VERSION: version } });
}

export function mergedRequests(project, iids) {
  return getJson(`${projectPath(project)}/merge_requests`, { state: 'merged', iid: iids });
}

export function acceptReleaseRequest(project, mr) {
  return putForm(`${projectPath(project)}/merge_requests/${mr.id}/merge`, { merge_when_build_succeeds: true, should_remove_source_branch: true });
}

export function tagRelease(project, version, notes) {
  return postForm(`${projectPath(project)}/repository/tags`, { tag_name: `v${version}`, ref: `release/${version}`, release_description: notes });
}
