// The GitLab side of the action: one HttpClient with the token handler, the API root from the
// `gitlab-url` and `api-path` inputs, and the project's own root.
import * as core from '../vendor/actions-core/index.mjs';
import { HttpClient } from '../vendor/http-client/index.mjs';

/** GitLab wants its token in PRIVATE-TOKEN, not as a bearer (older instances refuse OAuth for PATs). */
class PrivateTokenHandler {
  constructor(token) {
    this.token = token;
  }
  prepareRequest(options) {
    options.headers['PRIVATE-TOKEN'] = this.token;
  }
  canHandleAuthentication() {
    return false;
  }
  handleAuthentication() {
    throw new Error('not implemented');
  }
}

export class GitLab {
  static fromInputs() {
    const url = core.getInput('gitlab-url', { required: true }).replace(/\/+$/, '');
    const token = core.getInput('token', { required: true });
    core.setSecret(token);
    return new GitLab(url + core.getInput('api-path'), token, core.getInput('project', { required: true }));
  }

  constructor(api, token, project) {
    this.api = api;
    this.project = project;
    this.http = new HttpClient('gitlab-release-sync/1.4', [new PrivateTokenHandler(token)], { allowRetries: true, maxRetries: 2 });
  }

  get projectApi() {
    return `${this.api}/projects/${encodeURIComponent(this.project)}`;
  }
}
