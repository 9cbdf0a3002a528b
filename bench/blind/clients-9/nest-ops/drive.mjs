// The service is TypeScript: loaded through tsx's loader as `nest start` runs it after the build.
import { register } from 'tsx/esm/api';

register();
const { bootstrap } = await import('./src/main.mts');
const { GitlabService } = await import('./src/gitlab/gitlab.service.mts');
const { OnboardingService } = await import('./src/onboarding/onboarding.service.mts');

const app = await bootstrap();
const gitlab = app.get(GitlabService);
const onboarding = app.get(OnboardingService);

export const calls = {
  project: () => gitlab.getProject(2041),
  failedJobs: () => gitlab.getFailedJobs(2041),
  eraseJob: () => gitlab.eraseJob(2041, 88107),
  myProjects: () => gitlab.getMyProjects(),
  allProjects: () => gitlab.getAllProjects(),
  ownedGroups: () => gitlab.getOwnedGroups(),
  pushEvents: () => gitlab.getPushEvents(1204),
  mergeByUpdate: () => gitlab.mergeByUpdate({ id: 77310, iid: 58, project_id: 2041 }),
  createAccount: () => onboarding.createAccount({ email: 'dana@example.org', username: 'dana', name: 'Dana Scully' }),
  createProject: () => onboarding.createTeamProject('handbook', 88),
  deployKeys: () => onboarding.listDeployKeys(2041),
  addDeployKey: () => onboarding.addDeployKey(2041, 'argo', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 argo'),
  disableDeployKey: () => onboarding.disableDeployKey(2041, 17),
  lockDownDefaults: () => onboarding.lockDownDefaults(),
};
