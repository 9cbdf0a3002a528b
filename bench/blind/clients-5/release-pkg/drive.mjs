import * as release from './release.mjs';

const issue = { id: 7301, iid: 96 };

export const calls = {
  previousTags: () => release.previousTags(),
  createTag: () => release.createTag('v1.4.0', 'master', 'Release 1.4.0'),
  releaseNotes: () => release.releaseNotes('v1.4.0', '* faster invoices'),
  commitsSince: () => release.commitsSince('2017-05-01T00:00:00Z'),
  changelog: () => release.changelog(),
  writeChangelog: () => release.writeChangelog('## 1.4.0', '1.4.0'),
  packageJsonAt: () => release.packageJsonAt('1a2b3c4d'),
  mergedRequest: () => release.mergedRequest(14),
  closeIssues: () => release.closeIssues([issue]),
  announce: () => release.announce([issue], '1.4.0'),
  deploy: () => release.deploy('v1.4.0', 'd3pl0y', '1.4.0'),
  triggerOwner: () => release.triggerOwner('d3pl0y'),
  dockerfile: () => release.dockerfile('Node'),
};
