import got from 'got';
import urlJoin from '../vendor/url-join.mjs';
import resolveConfig from './resolve-config.mjs';
import getRepoId from './get-repo-id.mjs';

const releasedIn = (nextRelease) => `:tada: This was released in version ${nextRelease.version} :tada:`;

// The merge requests of the release: found by their project-internal numbers from the commits.
export async function findMergeRequests(pluginConfig, context, iid) {
  const { options: { repositoryUrl } } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  return got(urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/merge_requests`), {
    headers: { 'PRIVATE-TOKEN': gitlabToken },
    searchParams: { iid, state: 'merged' },
  }).json();
}

export async function commentOnMergeRequest(pluginConfig, context, mergeRequest) {
  const { options: { repositoryUrl }, nextRelease } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  const mrNotesUrl = urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/merge_requests/${mergeRequest.id}/notes`);
  await got.post(mrNotesUrl, { headers: { 'PRIVATE-TOKEN': gitlabToken }, json: { body: releasedIn(nextRelease) } });
}

export async function commentOnIssue(pluginConfig, context, issue) {
  const { options: { repositoryUrl }, nextRelease } = context;
  const { gitlabToken, gitlabUrl, gitlabApiUrl } = resolveConfig(pluginConfig, context);
  const encodedRepoId = encodeURIComponent(getRepoId(gitlabUrl, repositoryUrl));
  const issueNotesUrl = urlJoin(gitlabApiUrl, `/projects/${encodedRepoId}/issues/${issue.id}/notes`);
  await got.post(issueNotesUrl, { headers: { 'PRIVATE-TOKEN': gitlabToken }, json: { body: releasedIn(nextRelease) } });
}

// Not a GitLab call: the chat channel the team reads (its own API, its own `/projects/…` routes).
export async function notifyChat(pluginConfig, context) {
  const chatApi = context.env.CHAT_API_URL || 'https://chat.example.org/api/v3';
  await got.post(urlJoin(chatApi, `/projects/${pluginConfig.chatProject}/builds`), { json: { text: releasedIn(context.nextRelease) } });
}
