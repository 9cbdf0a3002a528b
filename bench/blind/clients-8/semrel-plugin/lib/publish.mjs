import got from 'got';
import urlJoin from '../vendor/url-join.mjs';
import resolveConfig from './resolve-config.mjs';
import getRepoId from './get-repo-id.mjs';

export async function createTag(pluginConfig, context) {
  const { options: { repositoryUrl }, nextRelease: { gitTag, gitHead } } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const apiUrl = gitlabApiUrl;
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  await got.post(urlJoin(apiUrl, `/projects/${encodedRepoId}/repository/tags`), {
    headers: { 'PRIVATE-TOKEN': gitlabToken },
    json: { tag_name: gitTag, ref: gitHead, message: `Release ${gitTag}` },
  });
}

export async function addReleaseNotes(pluginConfig, context) {
  const { options: { repositoryUrl }, nextRelease: { gitTag, notes } } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  const encodedGitTag = encodeURIComponent(gitTag);
  await got.post(urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/repository/tags/${encodedGitTag}/release`), {
    headers: { 'PRIVATE-TOKEN': gitlabToken },
    json: { description: notes },
  });
  return { name: `GitLab release ${gitTag}`, url: urlJoin(gitlabUrl, getRepoId(gitlabUrl, repositoryUrl), `tags/${encodedGitTag}`) };
}

// Downstream pipelines (docs, the container image) start from the new tag.
export async function triggerDownstream(pluginConfig, context) {
  const { env, nextRelease: { gitTag } } = context;
  const { gitlabToken, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  for (const target of pluginConfig.downstream ?? []) {
    await got.post(urlJoin(gitlabApiUrl, `/projects/${encodeURIComponent(target.project)}/trigger/builds`), {
      headers: { 'PRIVATE-TOKEN': gitlabToken },
      form: { token: env[target.tokenVariable], ref: target.ref, 'variables[RELEASE_TAG]': gitTag },
    });
  }
}

// The commit's builds, listed in the release's summary.
export async function releaseBuilds(pluginConfig, context) {
  const { options: { repositoryUrl }, nextRelease: { gitHead } } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  return got.get(urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/repository/commits/${gitHead}/builds`), { headers: { 'PRIVATE-TOKEN': gitlabToken } }).json();
}
