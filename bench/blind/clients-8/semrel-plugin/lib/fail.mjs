import got from 'got';
import urlJoin from '../vendor/url-join.mjs';
import resolveConfig from './resolve-config.mjs';
import getRepoId from './get-repo-id.mjs';

// The open failure issue, if a previous run made one.
export async function findFailureIssues(pluginConfig, context) {
  const { options: { repositoryUrl } } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl, failLabel } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  return got
    .get(urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/issues`), {
      headers: { 'PRIVATE-TOKEN': gitlabToken },
      searchParams: { state: 'opened', labels: failLabel },
    })
    .json();
}

// The issue the last failed run recorded in the CI cache, by its number in the project.
export async function reloadLastFailure(pluginConfig, context, lastFailure) {
  const { options: { repositoryUrl } } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  return got
    .get(urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/issues`), {
      headers: { 'PRIVATE-TOKEN': gitlabToken },
      searchParams: { iid: lastFailure.iid },
    })
    .json();
}

export async function openFailureIssue(pluginConfig, context) {
  const { options: { repositoryUrl }, errors, branch } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl, failLabel } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  await got.post(urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/issues`), {
    headers: { 'PRIVATE-TOKEN': gitlabToken },
    json: {
      title: 'The automated release is failing 🚨',
      description: errors.map((e) => `- ${e.message}`).join('\n') + `\n\nBranch: ${branch.name}`,
      labels: failLabel,
    },
  });
}
