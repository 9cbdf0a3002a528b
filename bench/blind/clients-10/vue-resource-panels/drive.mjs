// What webpack's DefinePlugin does at build time (process.env.X replaced by the config's JS
// source), then the panels mounted headless and their methods called as the buttons would.
import env from './config/prod.env.js';

for (const [key, source] of Object.entries(env)) process.env[key] = JSON.parse(source);
const { mount } = await import('./src/main.js');
const panels = mount(4412, 311);

export const calls = {
  failedBuilds: () => panels.builds.load(),
  play: () => panels.builds.play({ id: 88120, name: 'deploy:prod' }),
  environments: () => panels.builds.environments(),
  everything: () => panels.picker.everything(),
  mine: () => panels.picker.mine(),
  makePublic: () => panels.picker.makePublic(4412),
  findByNumber: () => panels.issues.findByNumber(12),
  close: () => panels.issues.close({ id: 41822, iid: 12 }),
  file: () => panels.issues.file('Disk usage above 90% on runner-3'),
  clearAll: () => panels.inbox.clearAll(),
  milestoneActivity: () => panels.inbox.milestoneActivity(),
  license: () => panels.repo.license('mit'),
  manifestAt: () => panels.repo.manifestAt('a1b2c3d4'),
};
