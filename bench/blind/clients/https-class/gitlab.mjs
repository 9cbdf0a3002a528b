// A small GitLab API client over node's http(s): one class, no dependencies.
import http from 'node:http';
import https from 'node:https';

export class GitLab {
  constructor(host, token) {
    this.base = `${host}/api/v3`;
    this.token = token;
  }

  _req(method, path, { query, body } = {}) {
    const url = new URL(this.base + path);
    if (query) for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const lib = url.protocol === 'https:' ? https : http;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { 'PRIVATE-TOKEN': this.token };
    if (payload) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
    return new Promise((resolve, reject) => {
      const req = lib.request(url, { method, headers }, (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => {
          if (res.statusCode >= 400) reject(Object.assign(new Error(`GitLab answered ${res.statusCode}`), { status: res.statusCode }));
          else resolve(data ? JSON.parse(data) : null);
        });
      });
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  blockUser(id) {
    return this._req('PUT', `/users/${id}/block`);
  }

  unblockUser(id) {
    return this._req('PUT', `/users/${id}/unblock`);
  }

  ownedProjects() {
    return this._req('GET', '/projects/owned');
  }

  starredProjects() {
    return this._req('GET', '/projects/starred', { query: { simple: true } });
  }

  searchProjects(q) {
    return this._req('GET', `/projects/search/${encodeURIComponent(q)}`);
  }

  unstar(projectId) {
    return this._req('DELETE', `/projects/${projectId}/star`);
  }

  jobs(projectId) {
    return this._req('GET', `/projects/${projectId}/builds`, { query: { scope: 'failed' } });
  }

  retryJob(projectId, jobId) {
    return this._req('POST', `/projects/${projectId}/builds/${jobId}/retry`);
  }

  commitBuilds(projectId, sha) {
    return this._req('GET', `/projects/${projectId}/repository/commits/${sha}/builds`);
  }

  createBranch(projectId, name, ref) {
    return this._req('POST', `/projects/${projectId}/repository/branches`, { body: { branch_name: name, ref } });
  }

  fileAt(projectId, filePath, ref) {
    return this._req('GET', `/projects/${projectId}/repository/files`, { query: { file_path: filePath, ref } });
  }

  mergeRequest(projectId, mr) {
    return this._req('GET', `/projects/${projectId}/merge_requests/${mr.id}`);
  }

  acceptWhenGreen(projectId, mr) {
    return this._req('PUT', `/projects/${projectId}/merge_requests/${mr.id}/merge`, { body: { merge_when_build_succeeds: true } });
  }

  markTodoDone(todoId) {
    return this._req('DELETE', `/todos/${todoId}`);
  }
}
