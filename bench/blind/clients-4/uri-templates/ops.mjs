// The on-call helper's actions, each one endpoint of endpoints.json.
import { call } from './client.mjs';

export const serverVersion = () => call('version');

export const openBugs = (project) => call('issues.list', { project, state: 'opened', labels: 'bug' });

export const closeIssue = (project, issue) => call('issues.close', { project, issue_id: issue.id }, { state_event: 'close' });

export const mergeRequestCommits = (project, mr) => call('mergeRequest.commits', { project, merge_request_id: mr.id });

export const commentOnMergeRequest = (project, mr, note) => call('mergeRequest.comment', { project, merge_request_id: mr.id }, { note });

export const jobArtifacts = (project, job) => call('jobs.artifacts', { project, job_id: job });

export const eraseJob = (project, job) => call('jobs.erase', { project, job_id: job });

export const addDeployKey = (project, title, key) => call('deployKeys.add', { project }, { title, key, can_push: false });

export const starredProjects = () => call('projects.starred', { per_page: 50 });

export const dockerfile = (name) => call('templates.dockerfile', { name });

export const defaultInternal = () => call('settings.update', {}, { default_project_visibility: 10, default_snippet_visibility: 10 });

export const createTeamGroup = (name) => call('groups.create', {}, { name, path: name.toLowerCase(), visibility_level: 20 });
