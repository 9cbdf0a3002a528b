// The release itself on GitLab: a release branch, the version file on it, and the tag.
import * as core from '../../vendor/actions-core/index.mjs';
import { releaseTag } from '../github.mjs';

const VERSION_FILE = 'deploy/VERSION';

const version = () => core.getInput('version') || releaseTag().replace(/^v/, '');

export async function verify(gitlab) {
  const { result } = await gitlab.http.getJson(gitlab.projectApi);
  core.info(`GitLab project: ${result?.path_with_namespace ?? gitlab.project}`);
}

export async function branch(gitlab) {
  const name = `release/${version()}`;
  await gitlab.http.postJson(`${gitlab.projectApi}/repository/branches`, { branch_name: name, ref: core.getInput('ref') });
  core.setOutput('branch', name);
}

export async function bump(gitlab) {
  const v = version();
  await gitlab.http.putJson(`${gitlab.projectApi}/repository/files`, {
    file_path: VERSION_FILE,
    branch_name: `release/${v}`,
    content: `${v}\n`,
    commit_message: `chore: version ${v}`,
  });
}

export async function readVersion(gitlab) {
  const ref = core.getInput('ref');
  const { result } = await gitlab.http.getJson(`${gitlab.projectApi}/repository/files?file_path=${encodeURIComponent(VERSION_FILE)}&ref=${ref}`);
  const current = result?.content ? Buffer.from(result.content, 'base64').toString().trim() : '';
  core.setOutput('current-version', current);
}

export async function tag(gitlab) {
  const v = version();
  await gitlab.http.postJson(`${gitlab.projectApi}/repository/tags`, {
    tag_name: `v${v}`,
    ref: `release/${v}`,
    message: `Release ${v}`,
    release_description: `Mirrored from GitHub (${process.env.GITHUB_REPOSITORY ?? 'unknown'})`,
  });
}
