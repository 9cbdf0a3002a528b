// Cuts a release: tags it, writes the changelog, closes the issues it fixes, and triggers the deploy.
import { API, PROJECT, routes, call, pages } from './gitlab.mjs';

const at = (extra = {}) => ({ api: API, id: PROJECT, ...extra });

export async function previousTags() {
  const tags = [];
  for await (const tag of pages(routes.tags(at()))) tags.push(tag.name);
  return tags;
}

export const createTag = (tag, ref, message) => call(routes.tags(at()), { method: 'POST', form: { tag_name: tag, ref, message } });

export const releaseNotes = (tag, description) => call(routes.release(at({ tag })), { method: 'POST', json: { description } });

export const commitsSince = (since) => call(routes.commits(at()), { query: { ref_name: 'master', since } });

export const changelog = () => call(routes.files(at()), { query: { file_path: 'CHANGELOG.md', ref: 'master' } });

export const writeChangelog = (content, version) =>
  call(routes.files(at()), {
    method: 'PUT',
    form: { file_path: 'CHANGELOG.md', branch_name: 'master', content, commit_message: `docs: changelog for ${version}` },
  });

export const packageJsonAt = (sha) => call(routes.fileAt(at({ sha })), { query: { filepath: 'package.json' } });

export const mergedRequest = (iid) => call(routes.mergeRequests(at()), { query: { state: 'merged', iid } });

export const closeIssues = (issues) => Promise.all(issues.map((issue) => call(routes.issue(at({ issue })), { method: 'PUT', json: { state_event: 'close' } })));

export const announce = (issues, version) =>
  Promise.all(issues.map((issue) => call(routes.issueNotes(at({ issue })), { method: 'POST', json: { body: `Released in ${version}` } })));

export const deploy = (ref, token, version) => call(routes.trigger(at({ ref })), { method: 'POST', form: { token, 'variables[RELEASE]': version } });

export const triggerOwner = (token) => call(routes.triggerInfo(at({ token })));

export const dockerfile = (name) => call(routes.dockerfile({ api: API, name }));
