import got from 'got';
import urlJoin from '../vendor/url-join.mjs';
import resolveConfig from './resolve-config.mjs';
import getRepoId from './get-repo-id.mjs';

// The maintenance branch a major release starts, and the changelog commit on the release branch.
export async function createMaintenanceBranch(pluginConfig, context) {
  const { options: { repositoryUrl }, lastRelease, nextRelease } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const repoId = getRepoId(gitlabUrl, repositoryUrl);
  const branchName = `${lastRelease.version.split('.')[0]}.x`;
  await got.post(urlJoin(gitlabApiUrl, 'projects', encodeURIComponent(repoId), 'repository/branches'), {
    headers: { 'PRIVATE-TOKEN': gitlabToken },
    json: { branch_name: branchName, ref: lastRelease.gitHead },
  });
  context.logger.log('Created %s for %s', branchName, nextRelease.version);
}

export async function updateChangelog(pluginConfig, context) {
  const { options: { repositoryUrl }, branch, nextRelease } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  await got.put(urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/repository/files`), {
    headers: { 'PRIVATE-TOKEN': gitlabToken },
    json: {
      file_path: 'CHANGELOG.md',
      branch_name: branch.name,
      content: `## ${nextRelease.version}\n\n${nextRelease.notes}`,
      commit_message: `chore(release): ${nextRelease.version} [skip ci]`,
    },
  });
}
