// The board's data: merge requests and their discussions from GraphQL, CI and housekeeping from REST.
import { gql, rest } from './gitlab.mjs';

const MR_QUERY = `query ($path: ID!) {
  project(fullPath: $path) { mergeRequests(state: opened, first: 50) { nodes { iid title webUrl } } }
}`;

export const openMergeRequests = (fullPath) => gql(MR_QUERY, { path: fullPath });

const pid = (project) => encodeURIComponent(project);

export const finishedJobs = (project) =>
  rest(`projects/${pid(project)}/builds`, {
    searchParams: new URLSearchParams([
      ['scope[]', 'success'],
      ['scope[]', 'failed'],
    ]),
  });

export const jobLog = (project, job) => rest(`projects/${pid(project)}/builds/${job}/trace`);

export const tagRelease = (project, tag, ref, message) =>
  rest(`projects/${pid(project)}/repository/tags`, { method: 'post', json: { tag_name: tag, ref, message } });

export const branches = (project) => rest(`projects/${pid(project)}/repository/branches`);

export const licenseText = (key, project, holder) =>
  rest(`licenses/${key}`, { searchParams: { project, fullname: holder } });

export const mergeRequestCommits = (project, mr) => rest(`projects/${pid(project)}/merge_request/${mr.id}/commits`);

export const stopAutoMerge = (project, mr) =>
  rest(`projects/${pid(project)}/merge_requests/${mr.id}/cancel_merge_when_build_succeeds`, { method: 'post' });

export const unstar = (project) => rest(`projects/${pid(project)}/star`, { method: 'delete' });

export const clearTodos = () => rest('todos', { method: 'delete' });

export const fileAtCommit = (project, sha, file) =>
  rest(`projects/${pid(project)}/repository/commits/${sha}/blob`, { searchParams: { filepath: file } });
