// GitLab through octokit's request: the same route strings the API documentation prints.
import { request } from '../vendor/request.mjs';

export const gitlab = request.defaults({
  baseUrl: process.env.GITLAB_API_URL || 'http://127.0.0.1:__PORT__/api/v3',
  headers: { 'private-token': process.env.GITLAB_TOKEN || 'secret', 'user-agent': 'release-notes-bot' },
});
