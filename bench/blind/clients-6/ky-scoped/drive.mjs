import { dockerfile, pushesBefore, release } from './changelog.mjs';

const r = release('tools/cli');
const mr = { id: 3390, iid: 41 };

export const calls = {
  tags: () => r.tags(),
  mergedIn: () => r.mergedIn('v5.0'),
  mrCommits: () => r.mrCommits(mr),
  tag: () => r.tag('v5.0.0', 'main', 'Five'),
  writeChangelog: () => r.writeChangelog('# 5.0.0', '5.0.0'),
  thankAuthor: () => r.thankAuthor(mr, 'Shipped in 5.0.0'),
  noteOnCommit: () => r.noteOnCommit('abc1234', 'Released as v5.0.0'),
  tagPipelines: () => r.tagPipelines(),
  archive: () => r.archive('v5.0.0'),
  pushesBefore: () => pushesBefore('dana', new Date('2017-06-01T00:00:00.000Z')),
  dockerfile: () => dockerfile('Node'),
};
