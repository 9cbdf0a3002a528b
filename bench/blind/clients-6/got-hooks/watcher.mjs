// Watches a project's CI: retries flaky jobs, keeps their logs, triggers the nightly run.
import { gitlab, project } from './client.mjs';

export const failedJobs = () => gitlab.get(`projects/${project}/builds`, { searchParams: { scope: 'failed' } }).json();

export const retryJob = (jobId) => gitlab.post(`projects/${project}/builds/${jobId}/retry`).json();

export const jobLog = (jobId) => gitlab.get(`projects/${project}/builds/${jobId}/trace`).text();

export const artifacts = (ref, job) => gitlab.get(`projects/${project}/builds/artifacts/${ref}/download`, { searchParams: { job } }).buffer();

export const nightly = (token) => gitlab.post(`projects/${project}/trigger/builds`, { form: { token, ref: 'main', 'variables[NIGHTLY]': '1' } }).json();

export const triggerByToken = (token) => gitlab.get(`projects/${project}/triggers/${token}`).json();

export const recentPipelines = () => gitlab.get(`projects/${project}/pipelines`, { searchParams: { ref: 'main', per_page: 5 } }).json();

export const cancelPipeline = (pipelineId) => gitlab.post(`projects/${project}/pipelines/${pipelineId}/cancel`).json();

export const reportStatus = (sha, state) => gitlab.post(`projects/${project}/statuses/${sha}`, { json: { state, name: 'ci-watcher' } }).json();

export const requireGreen = () => gitlab.put(`projects/${project}`, { json: { only_allow_merge_if_build_succeeds: true } }).json();

export const mergeWhenGreen = (mr) =>
  gitlab.put(`projects/${project}/merge_requests/${mr.id}/merge`, { json: { merge_when_build_succeeds: true, should_remove_source_branch: true } }).json();
