// The two apps' functions as their CLIs call them.
import * as release from './apps/release-bot/release.mjs';
import * as accounts from './apps/onboarding/accounts.mjs';
import * as spaces from './apps/onboarding/spaces.mjs';

const project = 'web/storefront';
const releaseRequest = { id: 66210, iid: 318, title: 'Release 4.7.0' };

export const calls = {
  cutBranch: () => release.cutBranch(project, '4.7.0'),
  bumpPackageJson: () => release.bumpPackageJson(project, '4.7.0', { name: 'storefront' }),
  startPackaging: () => release.startPackaging(project, '4.7.0', 'p4ck'),
  mergedRequests: () => release.mergedRequests(project, [311, 314]),
  acceptReleaseRequest: () => release.acceptReleaseRequest(project, releaseRequest),
  tagRelease: () => release.tagRelease(project, '4.7.0', 'Faster checkout'),
  createAccount: () => accounts.createAccount({ email: 'lee@acme.example', username: 'lee', name: 'Lee Park', password: 'Ch4ngeMe!2026' }),
  addSshKey: () => accounts.addSshKey(612, 'laptop', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 lee@laptop'),
  addToTeam: () => accounts.addToTeam(31, 612),
  offboard: () => accounts.offboard(598),
  createTeamGroup: () => spaces.createTeamGroup('Payments', 'payments'),
  createTeamProject: () => spaces.createTeamProject('ledger', 88),
  addDeployKey: () => spaces.addDeployKey(project, 'argocd', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 argocd'),
  ownedProjects: () => spaces.ownedProjects(),
};
