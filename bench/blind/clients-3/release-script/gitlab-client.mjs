// The GitLab side of the release script: one class over the global fetch; paths are built by the
// small helpers below so that the project id is encoded in one place.
const API = 'http://127.0.0.1:__PORT__/api/v3';

const enc = encodeURIComponent;
const project = (id) => `/projects/${enc(id)}`;
const repo = (id, ...rest) => `${project(id)}/repository/${rest.join('/')}`;
const mergeRequest = (id, mr) => `${project(id)}/merge_requests/${mr.id}`;

function withQuery(path, query) {
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

export class GitLabClient {
  constructor(token = process.env.GITLAB_TOKEN || 'secret') {
    this.token = token;
  }

  async send(method, path, body) {
    const headers = { 'PRIVATE-TOKEN': this.token };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(API + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw Object.assign(new Error(`${method} ${path}: ${res.status}`), { status: res.status });
    return res.status === 204 ? null : res.json();
  }

  getProject(id) {
    return this.send('GET', project(id));
  }

  createTag(id, tag, ref) {
    return this.send('POST', repo(id, 'tags'), { tag_name: tag, ref, message: `Release ${tag}` });
  }

  createReleaseBranch(id, name, ref) {
    return this.send('POST', repo(id, 'branches'), { branch_name: name, ref });
  }

  changelogAt(id, sha) {
    return this.send('GET', withQuery(repo(id, 'commits', sha, 'blob'), { filepath: 'CHANGELOG.md' }));
  }

  versionFile(id, ref) {
    return this.send('GET', withQuery(repo(id, 'files'), { file_path: 'VERSION', ref }));
  }

  bumpVersion(id, branch, version) {
    return this.send('PUT', repo(id, 'files'), { file_path: 'VERSION', branch_name: branch, content: version, commit_message: `Bump to ${version}` });
  }

  mergeWhenGreen(id, mr) {
    return this.send('PUT', `${mergeRequest(id, mr)}/merge`, { merge_when_build_succeeds: true });
  }

  mergedByIid(id, iid) {
    return this.send('GET', withQuery(`${project(id)}/merge_requests`, { iid, state: 'merged' }));
  }

  triggerDeploy(id, token, ref) {
    return this.send('POST', `${project(id)}/trigger/builds`, { token, ref });
  }

  jobsOfCommit(id, sha) {
    return this.send('GET', `${repo(id, 'commits', sha)}/builds`);
  }

  artifacts(id, job) {
    return this.send('GET', `${project(id)}/builds/${job}/artifacts`);
  }

  closeMilestone(id, milestone) {
    return this.send('PUT', `${project(id)}/milestones/${milestone}`, { state_event: 'close' });
  }

  dropDeployKey(id, key) {
    return this.send('DELETE', `${project(id)}/keys/${key}`);
  }
}
