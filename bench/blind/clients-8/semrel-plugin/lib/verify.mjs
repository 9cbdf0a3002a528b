import got from 'got';
import urlJoin from '../vendor/url-join.mjs';
import resolveConfig from './resolve-config.mjs';
import getRepoId from './get-repo-id.mjs';

export default async function verifyConditions(pluginConfig, context) {
  const { options: { repositoryUrl }, logger } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const repoId = getRepoId(gitlabUrl, repositoryUrl);
  if (!gitlabToken) throw new Error('ENOGLTOKEN: no GitLab token');
  logger.log('Verify GitLab authentication (%s)', gitlabApiUrl);
  const project = await got
    .get(urlJoin(gitlabApiUrl, `/projects/${encodeURIComponent(repoId)}`), { headers: { 'PRIVATE-TOKEN': gitlabToken } })
    .json();
  return project;
}

// Whether the artifacts of the last successful build on the branch are there to attach.
export async function verifyArtifacts(pluginConfig, context) {
  const { options: { repositoryUrl }, branch } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  return got(urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/builds`), {
    headers: { 'PRIVATE-TOKEN': gitlabToken },
    searchParams: { scope: 'success', per_page: 10 },
  }).json();
}
