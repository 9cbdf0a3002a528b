// One keep-alive undici Client to the GitLab host; handlers build their own request options.
import { Client } from 'undici';
import config from './config.mjs';

export class GitLabGateway {
  constructor({ gitlabUrl, gitlabToken }) {
    this.client = new Client(new URL(gitlabUrl).origin, { pipelining: 1 });
    this.apiRoot = new URL('/api/v3/', gitlabUrl).pathname;
    this.headers = { 'private-token': gitlabToken, accept: 'application/json' };
  }

  json(body) {
    return { body: JSON.stringify(body), headers: { ...this.headers, 'content-type': 'application/json' } };
  }

  async read({ statusCode, body }) {
    const text = await body.text();
    if (statusCode >= 400) throw Object.assign(new Error(`GitLab ${statusCode}: ${text}`), { statusCode });
    return text ? JSON.parse(text) : null;
  }
}

export const gitlab = new GitLabGateway(config);
