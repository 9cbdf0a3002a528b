// A GitLab API class with private fields and a private #call(verb, route, params) over node-fetch.
import fetch from 'node-fetch';

export class Api {
  #root;
  #token;

  constructor({ host = 'http://127.0.0.1:__PORT__', token = 'secret' } = {}) {
    this.#root = host + '/api/v3';
    this.#token = token;
  }

  async #call(verb, route, params) {
    const url = new URL(this.#root + route);
    const init = { method: verb, headers: { 'PRIVATE-TOKEN': this.#token } };
    if (verb === 'GET') for (const [k, v] of Object.entries(params ?? {})) url.searchParams.set(k, v);
    else if (params) Object.assign(init, { body: JSON.stringify(params), headers: { ...init.headers, 'Content-Type': 'application/json' } });
    const res = await fetch(url, init);
    return res.ok ? res.json() : null;
  }

  block(id) {
    return this.#call('PUT', `/users/${id}/block`);
  }

  pipelines(project) {
    return this.#call('GET', `/projects/${project}/builds`, { scope: 'pending' });
  }

  starred() {
    return this.#call('GET', '/projects/starred');
  }

  newBranch(project, name) {
    return this.#call('POST', `/projects/${project}/repository/branches`, { branch_name: name, ref: 'main' });
  }

  todoDone(id) {
    return this.#call('DELETE', `/todos/${id}`);
  }

  commitJobs(project, sha) {
    return this.#call('GET', `/projects/${project}/repository/commits/${sha}/builds`);
  }
}
