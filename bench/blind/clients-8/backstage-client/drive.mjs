// The plugin is TypeScript: load it through tsx's loader, as the Backstage CLI would build it.
import { register } from 'tsx/esm/api';

register();
const { gitlabCI } = await import('./dev/app.mts');
const mr = { id: 51877, iid: 312, title: 'Render the pipeline graph' };

export const calls = {
  projectDetails: () => gitlabCI.getProjectDetails('web/portal'),
  failedJobs: () => gitlabCI.getFailedJobs(318),
  mergeRequests: () => gitlabCI.getMergeRequests(318, 'opened'),
  mrChanges: () => gitlabCI.getMergeRequestChanges(318, mr),
  readme: () => gitlabCI.getReadme(318, 'main'),
  docsTree: () => gitlabCI.getDocsTree(318, 'main'),
  ownedGroups: () => gitlabCI.getOwnedGroups(),
  starred: () => gitlabCI.getStarredProjects(),
  mergedActivity: () => gitlabCI.getMergedActivity(318),
  commitJobs: () => gitlabCI.getCommitJobs(318, '4be0c1d9'),
  cancelPipeline: () => gitlabCI.cancelPipeline(318, 7001),
  latestTag: () => gitlabCI.getLatestTag(318),
  search: () => gitlabCI.searchProjects('design system'),
};
