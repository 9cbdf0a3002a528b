// request-promise style: every call is an options object; `rp` runs it.
import request from 'request';

const gitlab = {
  url: process.env.GITLAB_URL || 'http://127.0.0.1:__PORT__',
  token: process.env.GITLAB_TOKEN || 'secret',
};

function rp(options) {
  return new Promise((resolve, reject) => {
    request(options, (err, res, body) => {
      if (err) return reject(err);
      if (res.statusCode >= 400) return reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { statusCode: res.statusCode }));
      resolve(body);
    });
  });
}

function opts(method, uri, extra = {}) {
  return {
    method,
    baseUrl: `${gitlab.url}/api/v3`,
    uri,
    headers: { 'PRIVATE-TOKEN': gitlab.token },
    json: true,
    ...extra,
  };
}

export const unblock = (id) => rp(opts('PUT', `/users/${id}/unblock`));

export const tree = (project, ref) => rp(opts('GET', `/projects/${project}/repository/tree`, { qs: { ref_name: ref, recursive: true } }));

export const mergeWhenGreen = (project, mr) =>
  rp(opts('PUT', `/projects/${project}/merge_request/${mr.id}/merge`, { body: { merge_when_build_succeeds: true } }));

export const artifacts = (project, job) => rp(opts('GET', `/projects/${project}/builds/${job}/artifacts`));

export const removeKey = (project, key) => rp(opts('DELETE', `/projects/${project}/keys/${key}`));

export const createGroup = (name) => rp(opts('POST', '/groups', { body: { name, path: name, visibility_level: 0 } }));

export const commitBuilds = (project, sha) => rp(opts('GET', `/projects/${project}/repository/commits/${sha}/builds`));

export const clearTodos = () => rp(opts('DELETE', '/todos'));

export const publicSnippet = (project, title, code) =>
  rp(opts('POST', `/projects/${project}/snippets`, { body: { title, file_name: 'snippet.txt', code, visibility_level: 20 } }));

export const issueNotes = (project, issue) => rp(opts('GET', `/projects/${project}/issues/${issue.id}/notes`));

export const subscribeMr = (project, mr) => rp(opts('POST', '/projects/' + project + '/merge_requests/' + mr.id + '/subscription'));
