// release: cut a release of one project (tag, branch, version file, deploy).
import { GitLabClient } from './gitlab-client.mjs';

export const gitlab = new GitLabClient();

export async function cutRelease(projectId, version, sha) {
  await gitlab.createTag(projectId, `v${version}`, sha);
  await gitlab.createReleaseBranch(projectId, `release/${version}`, sha);
  await gitlab.bumpVersion(projectId, `release/${version}`, version);
}
