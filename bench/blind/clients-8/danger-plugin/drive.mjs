// The DSL danger builds for a merge request pipeline, then each rule on its own.
import { installDanger } from './vendor/danger-runtime.mjs';

installDanger({
  gitlab: {
    metadata: { repoSlug: 'payments/ledger', pullRequestID: '77' },
    mr: {
      id: 90417,
      iid: 77,
      sha: '5d1c0ffe',
      source_branch: 'feat/fx-rates',
      target_branch: 'main',
      labels: ['feature'],
      author: { id: 311, username: 'rui' },
    },
  },
  git: { modified_files: [], created_files: [], deleted_files: [] },
});
const { rules } = await import('./src/index.mjs');

export const calls = {
  changes: () => rules.sizeRule(),
  commits: () => rules.commitsRule(),
  lockfile: () => rules.lockfileRule(),
  compare: () => rules.compareRule(),
  changelog: () => rules.changelogRule(),
  labels: () => rules.labelsRule(),
  previousReport: () => rules.previousReport(),
  status: () => rules.reportStatus('success'),
  docsPreview: () => rules.triggerDocsPreview(),
  subscribe: () => rules.subscribeBot(),
  welcome: () => rules.welcomeNote(),
  authorHistory: () => rules.authorHistory(),
};
