import { projectApi } from './project-api.mjs';

export class Repo {
  constructor(projectPath) {
    this.api = projectApi(projectPath);
  }

  failedJobs() {
    return this.api.get('/builds', { params: { scope: 'failed' } });
  }

  cancelJob(jobId) {
    return this.api.post(`/builds/${jobId}/cancel`);
  }

  mrChanges(mr) {
    return this.api.get(`/merge_request/${mr.id}/changes`);
  }

  watchMr(mr) {
    return this.api.post(`/merge_requests/${mr.id}/subscription`);
  }

  unwatchIssue(issue) {
    return this.api.delete(`/issues/${issue.id}/subscription`);
  }

  fileAtCommit(sha, file) {
    return this.api.get('/repository/blobs/' + sha, { params: { filepath: file } });
  }

  rawBlob(blobSha) {
    return this.api.get(`/repository/raw_blobs/${blobSha}`);
  }

  commitFile(sha, file) {
    return this.api.get(`/repository/commits/${sha}/blob`, { params: { filepath: file } });
  }

  mrByIid(iid) {
    return this.api.get('/merge_requests', { params: { iid } });
  }

  milestoneByIid(iid) {
    return this.api.get('/milestones', { params: { iid } });
  }

  issueByIid(iid) {
    return this.api.get('/issues', { params: { iid } });
  }

  blob(sha) {
    return this.api.get(`/repository/blobs/${sha}`);
  }

  unstar() {
    return this.api.delete('/star');
  }

  mrEvents() {
    return this.api.get('/events', { params: { target_type: 'MergeRequest', sort: 'DESC' } });
  }
}
