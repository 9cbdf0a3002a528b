// The mirror report: project lists, what is in the default branch, and housekeeping.
import { config } from './config.mjs';
import { collect, first, paginate, send } from './pager.mjs';

const per = `per_page=${config.gitlab.page_size}`;

export const memberProjects = () => collect(`projects?${per}&order_by=path&sort=asc`);

export const visibleProjects = () => collect(`projects/visible?${per}`);

export const ownedGroups = () => collect(`groups/owned?${per}`);

export async function countFiles(project, ref = config.report.default_branch) {
  let n = 0;
  for await (const entry of paginate(`projects/${project}/repository/tree?ref_name=${ref}&recursive=true&${per}`)) {
    if (entry.type === 'blob') n++;
  }
  return n;
}

export const recentCommits = (project, ref = config.report.default_branch) =>
  first(`projects/${project}/repository/commits?ref_name=${encodeURIComponent(ref)}&per_page=20`);

export const fileAt = (project, sha, file) => first(`projects/${project}/repository/blobs/${sha}?filepath=${encodeURIComponent(file)}`);

export const milestone = (project, iid) => first(`projects/${project}/milestones?iid=${iid}`);

export const mergeRequestByIid = (project, iid) => first(`projects/${project}/merge_requests?iid=${iid}`);

export const issueByIid = (project, iid) => first(`projects/${project}/issues?iid=${iid}`);

export const recentComments = (project) => collect(`projects/${project}/events?target_type=Note&sort=ASC&${per}`);

export const userKeys = (user = config.report.todo_user) => collect(`users/${user}/keys`);

export const todoDone = (todo) => send('DELETE', `todos/${todo}`);
