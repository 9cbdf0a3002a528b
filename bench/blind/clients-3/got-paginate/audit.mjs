// Nightly audit: walks lists page by page and cleans up what it finds.
import { gitlab } from './gitlab.mjs';

export async function failedJobs(projectId) {
  const failed = [];
  for await (const job of gitlab.paginate(`projects/${projectId}/builds`, { searchParams: { scope: 'failed', per_page: 100 } })) {
    failed.push(job);
  }
  return failed;
}

export const ownedProjects = () => gitlab.paginate.all('projects/owned', { searchParams: { per_page: 100 } });

export const allProjects = () => gitlab.paginate.all('projects/all', { searchParams: { archived: false } });

export const ownedGroups = () => gitlab.paginate.all('groups/owned');

export const deployKeys = (projectId) => gitlab.paginate.all(`projects/${projectId}/keys`, { searchParams: { per_page: 100 } });

export function mergeRequestsByIid(projectId, iids) {
  const searchParams = new URLSearchParams(iids.map((iid) => ['iid[]', String(iid)]));
  return gitlab.paginate.all(`projects/${projectId}/merge_requests`, { searchParams });
}

export const milestoneByIid = (projectId, iid) => gitlab.paginate.all(`projects/${projectId}/milestones`, { searchParams: { iid } });

export async function milestoneActivity(projectId) {
  const events = [];
  for await (const event of gitlab.paginate(`projects/${projectId}/events`, { searchParams: { target_type: 'Milestone', sort: 'ASC' } })) {
    events.push(event);
  }
  return events;
}

export const tree = (projectId, ref) =>
  gitlab.paginate.all(`projects/${projectId}/repository/tree`, { searchParams: { ref_name: ref, recursive: true, per_page: 100 } });

export const commits = (projectId) =>
  gitlab.paginate.all(`projects/${projectId}/repository/commits`, { searchParams: { ref_name: 'main', per_page: 100 } });

export const tags = (projectId) => gitlab.paginate.all(`projects/${projectId}/repository/tags`, { searchParams: { per_page: 100 } });

export const disableKey = (projectId, keyId) => gitlab.delete(`projects/${projectId}/deploy_keys/${keyId}/disable`);

export const commitNothing = (projectId) =>
  gitlab.post(`projects/${projectId}/repository/commits`, { json: { branch_name: 'main', commit_message: 'audit: touch', actions: [] } });

export const triggerByToken = (projectId, token) => gitlab.get(`projects/${projectId}/triggers/${token}`).json();
