'use strict';

const id = (project) => encodeURIComponent(project);

module.exports = (http) => ({
  play(project, job) {
    return http.post(`/projects/${id(project)}/builds/${job}/play`);
  },

  latestArtifacts(project, ref, job) {
    return http.get(`/projects/${id(project)}/builds/artifacts/${encodeURIComponent(ref)}/download`, { job });
  },

  trigger(project, token) {
    return http.get(`/projects/${id(project)}/triggers/${token}`);
  },
});
