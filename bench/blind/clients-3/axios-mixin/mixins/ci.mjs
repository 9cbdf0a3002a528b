export const ciMixin = {
  jobs(projectId, scope) {
    return this.http.get(`projects/${projectId}/builds`, { params: { scope } });
  },

  retryJob(projectId, jobId) {
    return this.http.post(`projects/${projectId}/builds/${jobId}/retry`);
  },

  cancelAutoMerge(projectId, mr) {
    return this.http.post(`projects/${projectId}/merge_request/${mr.id}/cancel_merge_when_build_succeeds`);
  },

  pipelines(projectId, ref) {
    return this.http.get(`projects/${projectId}/pipelines`, { params: { ref, per_page: 20 } });
  },

  ciTemplate(name) {
    return this.http.get(`gitlab_ci_ymls/${name}`);
  },
};
