// Every GitLab request of the train as a WHATWG Request, built here and sent by send.mjs (which
// retries clones of them): the steps only decide which ones and in what order.
import { API_V3, USER_AGENT } from './constants.mjs';

export class GitLabRequests {
  constructor({ gitlab, token }) {
    this.root = new URL(API_V3, gitlab).href;
    this.headers = { 'private-token': token, 'user-agent': USER_AGENT, accept: 'application/json' };
  }

  json(method, url, body) {
    return new Request(url, { method, headers: { ...this.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  project(p) {
    return `${this.root}/projects/${encodeURIComponent(p)}`;
  }

  version() {
    return new Request(`${this.root}/version`, { headers: this.headers });
  }

  compare(p, from, to) {
    const url = new URL(`${this.project(p)}/repository/compare`);
    url.searchParams.set('from', from);
    url.searchParams.set('to', to);
    return new Request(url, { headers: this.headers });
  }

  mergedRequests(p, iids) {
    const params = new URLSearchParams({ state: 'merged' });
    for (const iid of iids) params.append('iid[]', String(iid));
    return new Request(`${this.project(p)}/merge_requests?${params}`, { headers: this.headers });
  }

  createBranch(p, branch, ref) {
    return new Request(`${this.project(p)}/repository/branches`, {
      method: 'POST',
      headers: this.headers,
      body: new URLSearchParams({ branch_name: branch, ref }),
    });
  }

  deleteBranch(p, branch) {
    return new Request(`${this.project(p)}/repository/branches/${encodeURIComponent(branch)}`, { method: 'DELETE', headers: this.headers });
  }

  commit(p, branch, message, actions) {
    return this.json('POST', `${this.project(p)}/repository/commits`, { branch_name: branch, commit_message: message, actions });
  }

  tag(p, name, ref, message) {
    return this.json('POST', `${this.project(p)}/repository/tags`, { tag_name: name, ref, message });
  }

  closeMilestone(p, milestoneId) {
    return new Request(`${this.project(p)}/milestones/${milestoneId}`, { method: 'PUT', headers: this.headers, body: new URLSearchParams({ state_event: 'close' }) });
  }

  noteOnMergeRequest(p, mr, body) {
    return this.json('POST', `${this.project(p)}/merge_requests/${mr.id}/notes`, { body });
  }

  fileAtCommit(p, sha, filepath) {
    return new Request(`${this.project(p)}/repository/commits/${sha}/blob?filepath=${encodeURIComponent(filepath)}`, { headers: this.headers });
  }

  rawBlob(p, blobSha) {
    return new Request(`${this.project(p)}/repository/raw_blobs/${blobSha}`, { headers: this.headers });
  }

  fork(p, namespace) {
    return new Request(`${this.root}/projects/fork/${encodeURIComponent(p)}`, { method: 'POST', headers: this.headers, body: new URLSearchParams({ namespace }) });
  }

  trigger(p, token) {
    return new Request(`${this.project(p)}/triggers/${token}`, { headers: this.headers });
  }
}
