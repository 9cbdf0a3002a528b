// The jobs panel: what broke, and the buttons beside each job.
import { api } from '../http.js';
import { API_ROOT, csrfToken } from '../config.js';

export const pipeline = (projectId, id) => api.get(`/projects/${projectId}/pipelines/${id}`);

export const failedJobs = (projectId) =>
  api.get(`/projects/${projectId}/builds`, [
    ['scope[]', 'failed'],
    ['scope[]', 'canceled'],
  ]);

export const cancelJob = (projectId, jobId) => api.post(`/projects/${projectId}/builds/${jobId}/cancel`);

export const keepArtifacts = (projectId, jobId) => api.post(`/projects/${projectId}/builds/${jobId}/artifacts/keep`);

// The jobs of a commit, for the commit tooltip.
export const commitJobs = (projectId, sha) => api.get(`/projects/${projectId}/repository/commits/${sha}/builds`);

// Written before http.js existed; the erase button still uses it.
export function eraseJob(projectId, jobId, done) {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', API_ROOT + '/projects/' + projectId + '/builds/' + jobId + '/erase', true);
  xhr.setRequestHeader('X-CSRF-Token', csrfToken());
  xhr.onreadystatechange = function () {
    if (this.readyState !== 4) return;
    done(this.status >= 200 && this.status < 300 ? null : new Error('erase failed: ' + this.status));
  };
  xhr.send(null);
}
