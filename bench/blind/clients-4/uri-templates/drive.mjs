import * as ops from './ops.mjs';

const P = 'sre/runbooks';
const issue = { id: 44120, iid: 512 };
const mr = { id: 9034, iid: 77 };

export const calls = {
  serverVersion: () => ops.serverVersion(),
  openBugs: () => ops.openBugs(P),
  closeIssue: () => ops.closeIssue(P, issue),
  mergeRequestCommits: () => ops.mergeRequestCommits(P, mr),
  commentOnMergeRequest: () => ops.commentOnMergeRequest(P, mr, 'Rolled back in prod.'),
  jobArtifacts: () => ops.jobArtifacts(P, 70211),
  eraseJob: () => ops.eraseJob(P, 70212),
  addDeployKey: () => ops.addDeployKey(P, 'deployer', 'ssh-rsa AAAAB3Nza deployer'),
  starredProjects: () => ops.starredProjects(),
  dockerfile: () => ops.dockerfile('Python'),
  defaultInternal: () => ops.defaultInternal(),
  createTeamGroup: () => ops.createTeamGroup('SRE'),
};
