// One axios instance per project, rooted at the project's own API path; the token is added by an
// interceptor so that it can be rotated without rebuilding the instances.
import axios from 'axios';

const GITLAB = 'http://127.0.0.1:__PORT__';
let currentToken = process.env.GITLAB_TOKEN || 'secret';

export function setToken(token) {
  currentToken = token;
}

export function projectApi(projectId) {
  const api = axios.create({ baseURL: `${GITLAB}/api/v3/projects/${encodeURIComponent(projectId)}` });
  api.interceptors.request.use((config) => {
    config.headers['PRIVATE-TOKEN'] = currentToken;
    return config;
  });
  return api;
}
