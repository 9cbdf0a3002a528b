import { createRequire } from 'node:module';
import fetch from './vendor/cross-fetch.mjs';
import _ from './vendor/lodash.mjs';

const require = createRequire(import.meta.url);
const pkg = require('./package.json');

// `npm run release` exports the package's config as npm_package_config_*; fall back to the file.
export const API = process.env.npm_package_config_gitlabApi || pkg.config.gitlabApi;
export const PROJECT = encodeURIComponent(process.env.npm_package_config_project || pkg.config.project);

export const routes = {
  tags: _.template('<%= api %>/projects/<%= id %>/repository/tags'),
  release: _.template('<%= api %>/projects/<%= id %>/repository/tags/<%= tag %>/release'),
  commits: _.template('<%= api %>/projects/<%= id %>/repository/commits'),
  files: _.template('<%= api %>/projects/<%= id %>/repository/files'),
  fileAt: _.template('<%= api %>/projects/<%= id %>/repository/commits/<%= sha %>/blob'),
  mergeRequests: _.template('<%= api %>/projects/<%= id %>/merge_requests'),
  issue: _.template('<%= api %>/projects/<%= id %>/issues/<%= issue.id %>'),
  issueNotes: _.template('<%= api %>/projects/<%= id %>/issues/<%= issue.id %>/notes'),
  trigger: _.template('<%= api %>/projects/<%= id %>/ref/<%= ref %>/trigger/builds'),
  triggerInfo: _.template('<%= api %>/projects/<%= id %>/triggers/<%= token %>'),
  dockerfile: _.template('<%= api %>/dockerfiles/<%= name %>'),
};

const headers = { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN || 'secret' };

export async function call(url, { method = 'GET', query, form, json } = {}) {
  const target = query ? `${url}?${new URLSearchParams(query)}` : url;
  const init = { method, headers: { ...headers } };
  if (form) init.body = new URLSearchParams(form);
  if (json) {
    init.body = JSON.stringify(json);
    init.headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(target, init);
  if (!res.ok) throw Object.assign(new Error(`${method} ${url}: ${res.status}`), { status: res.status });
  return { body: await res.json(), link: res.headers.get('link') };
}

// Every page of a list, following `Link: <…>; rel="next"`.
export async function* pages(url, query = {}) {
  let next = `${url}?${new URLSearchParams({ per_page: '100', ...query })}`;
  while (next) {
    const { body, link } = await call(next);
    yield* body;
    next = /<([^>]+)>;\s*rel="next"/.exec(link || '')?.[1];
  }
}
