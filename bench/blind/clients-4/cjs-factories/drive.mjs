// An ESM script using the CommonJS client.
import createGitlab from './lib/index.cjs';

const gl = createGitlab({ token: 'secret' });
const P = 'infra/terraform';

export const calls = {
  search: () => gl.projects.search('web app'),
  visible: () => gl.projects.visible(),
  addHook: () => gl.projects.addHook(P, 'https://ci-bridge.example.org/hook'),
  requireGreenPipelines: () => gl.projects.requireGreenPipelines(P),
  setStatus: () => gl.projects.setStatus(P, 'ab12cd3', 'success', 'lint'),
  followLabel: () => gl.labels.follow(P, 'needs review'),
  unfollowLabel: () => gl.labels.unfollow(P, 'needs review'),
  unblock: () => gl.users.unblock(91),
  addSshKey: () => gl.users.addSshKey('laptop', 'ssh-ed25519 AAAAC3Nza example'),
  play: () => gl.ci.play(P, 4410),
  latestArtifacts: () => gl.ci.latestArtifacts(P, 'main', 'build'),
  trigger: () => gl.ci.trigger(P, 'e2a0cf11'),
};
