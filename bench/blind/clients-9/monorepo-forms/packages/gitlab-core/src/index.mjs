export { GITLAB_HOST, GITLAB_API, projectPath } from './endpoint.mjs';
export { getJson, postForm, putForm, del, GitLabError } from './transport.mjs';
