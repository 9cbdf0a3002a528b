import * as inspect from './steps/inspect.mjs';
import * as artifacts from './steps/artifacts.mjs';
import * as publish from './steps/publish.mjs';

export const calls = {
  project: () => inspect.project(),
  commit: () => inspect.commit(),
  jobsOfThisCommit: () => inspect.jobsOfThisCommit(),
  environments: () => inspect.environments(),
  ciTemplate: () => inspect.ciTemplate('Nodejs'),
  artifactsOf: () => artifacts.artifactsOf(5120),
  latestArtifacts: () => artifacts.latestArtifacts('master', 'build'),
  keepArtifacts: () => artifacts.keepArtifacts(5120),
  reportStatus: () => publish.reportStatus('success'),
  openUp: () => publish.openUp(),
  addDeployHook: () => publish.addDeployHook('https://deploy.example.org/hook'),
  logTime: () => publish.logTime({ id: 9950, iid: 12 }, '1h30m'),
  removeOldBundle: () => publish.removeOldBundle('dist/app.js'),
};
