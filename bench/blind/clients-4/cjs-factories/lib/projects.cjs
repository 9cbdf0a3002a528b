'use strict';

const id = (project) => encodeURIComponent(project);

module.exports = (http) => ({
  search(term, perPage = 10) {
    return http.get(`/projects/search/${encodeURIComponent(term)}`, { per_page: perPage });
  },

  visible() {
    return http.get('/projects/visible');
  },

  addHook(project, url) {
    return http.post(`/projects/${id(project)}/hooks`, { url, push_events: true, build_events: true });
  },

  requireGreenPipelines(project) {
    return http.put(`/projects/${id(project)}`, { builds_enabled: true, only_allow_merge_if_build_succeeds: true });
  },

  setStatus(project, sha, state, name) {
    return http.post(`/projects/${id(project)}/statuses/${sha}`, { state, name });
  },
});
