import { jobs, projects, repository, users, retryFailed, hardenProject } from './scripts/nightly.mjs';

export const calls = {
  failedBuilds: () => retryFailed(42),
  retryBuild: () => jobs.retryBuild({ id: 42, buildId: 8817 }),
  artifactsByRef: () => jobs.getBuildArtifactsByRef({ id: 42, refName: 'main', job: 'package' }),
  ownedProjects: () => projects.getOwnedProjects({ perPage: 100 }),
  fork: () => projects.forkProject({ id: 'platform/sdk', forkProjectRequest: { namespace: 'sandbox' } }),
  harden: () => hardenProject(42),
  star: () => projects.starProject({ projectId: 42 }),
  unstar: () => projects.unstarProject({ id: 42 }),
  trigger: () => projects.getTrigger({ id: 42, token: 'f3a9c1' }),
  mergeRequests: () => projects.getMergeRequests({ id: 42, iid: [11, 12], state: 'merged' }),
  fileAtSha: () => repository.getRawFileAtSha({ id: 42, sha: 'c0ffee42', filepath: 'openapi/gitlab.yaml' }),
  rawBlob: () => repository.getRawBlob({ id: 42, sha: 'b10b5eed' }),
  commits: () => repository.getCommits({ id: 42, refName: 'main', perPage: 50 }),
  blockUser: () => users.blockUser({ id: 733 }),
};
