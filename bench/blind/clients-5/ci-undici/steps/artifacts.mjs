import { api, projectId } from '../ci.mjs';

export const artifactsOf = (jobId) => api('GET', `/projects/${projectId}/builds/${jobId}/artifacts`);

export const latestArtifacts = (ref, job) => api('GET', `/projects/${projectId}/builds/artifacts/${ref}/download`, { query: { job } });

export const keepArtifacts = (jobId) => api('POST', `/projects/${projectId}/builds/${jobId}/artifacts/keep`);
