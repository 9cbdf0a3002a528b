// The client is TypeScript: load it through tsx's loader, as the project's scripts run it.
import { register } from 'tsx/esm/api';

register();
const gl = await import('./gitlab.mts');

const P = 'infra/deployer';
const mr = { id: 2207, iid: 45 };

export const calls = {
  jobs: () => gl.run(gl.jobs(P, 'running')),
  jobTrace: () => gl.run(gl.jobTrace(P, 90)),
  playJob: () => gl.run(gl.playJob(P, 91)),
  rawBlob: () => gl.run(gl.rawBlob(P, 'beef01')),
  blob: () => gl.run(gl.blob(P, 'beef01')),
  fileAt: () => gl.run(gl.fileAt(P, 'abc1234', 'deploy/values.yaml')),
  license: () => gl.run(gl.license('mit')),
  dockerfile: () => gl.run(gl.dockerfile('Node')),
  requireGreenPipelines: () => gl.run(gl.requireGreenPipelines(P)),
  mrCommits: () => gl.run(gl.mrCommits(P, mr)),
  environments: () => gl.run(gl.environments(P)),
  createIssue: () => gl.run(gl.createIssue(P, 'Deploy failed')),
  commitStatus: () => gl.run(gl.commitStatus(P, 'abc1234', 'success')),
  unfollowLabel: () => gl.run(gl.unfollowLabel(P, 7)),
};
