// The release job's steps, as the pipeline runs them (`release-train <step> --version 5.2.0 …`).
import { setup, steps } from './bin/release-train.mjs';

const { gl, options } = setup(['--version', '5.2.0', '--previous', '5.1', '--ref', 'main']);
const o = { ...options, triggerToken: 'f00dbabe' };
const mr = { id: 30991, iid: 871, title: 'Offline mode for the order list' };

export const calls = {
  version: () => steps.serverVersion(gl, o),
  compare: () => steps.changes(gl, o),
  mergedRequests: () => steps.mergedRequests(gl, o, [870, 871]),
  cut: () => steps.cut(gl, o),
  changelog: () => steps.changelog(gl, o, ['Offline mode for the order list']),
  previousChangelog: () => steps.previousChangelog(gl, o, 'a1b2c3d4'),
  rawBlob: () => steps.blob(gl, o, '9f8e7d6c'),
  tag: () => steps.tag(gl, o),
  closeMilestone: () => steps.closeMilestone(gl, o, 3307),
  thank: () => steps.thank(gl, o, mr),
  dropBranch: () => steps.dropBranch(gl, o),
  fork: () => steps.hotfixFork(gl, o),
  trigger: () => steps.triggerOwner(gl, o),
};
