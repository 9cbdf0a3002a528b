// What semantic-release hands each step: the plugin's options and the run's context.
import { steps } from './index.mjs';

const pluginConfig = { downstream: [{ project: 'tools/docs', ref: 'main', tokenVariable: 'DOCS_TRIGGER_TOKEN' }] };
const context = {
  env: { DOCS_TRIGGER_TOKEN: 'd0cs7ok' },
  options: { repositoryUrl: 'git@gitlab.example.org:tools/release.git' },
  branch: { name: 'main' },
  lastRelease: { version: '2.9.1', gitHead: '7d1e9a2' },
  nextRelease: { version: '3.0.0', type: 'major', gitTag: 'v3.0.0', gitHead: '9c4f0b1', notes: '* drop Node 16' },
  errors: [new Error('ENOGLTOKEN')],
  logger: { log() {}, error() {} },
};
const mergeRequest = { id: 30211, iid: 58, title: 'feat: drop Node 16' };
const issue = { id: 88120, iid: 204, title: 'Node 16 support' };

export const calls = {
  verify: () => steps.verify(pluginConfig, context),
  artifacts: () => steps.verifyArtifacts(pluginConfig, context),
  maintenanceBranch: () => steps.createMaintenanceBranch(pluginConfig, context),
  changelog: () => steps.updateChangelog(pluginConfig, context),
  tag: () => steps.createTag(pluginConfig, context),
  releaseNotes: () => steps.addReleaseNotes(pluginConfig, context),
  downstream: () => steps.triggerDownstream(pluginConfig, context),
  commitBuilds: () => steps.releaseBuilds(pluginConfig, context),
  findMergeRequests: () => steps.findMergeRequests(pluginConfig, context, 58),
  mrComment: () => steps.commentOnMergeRequest(pluginConfig, context, mergeRequest),
  issueComment: () => steps.commentOnIssue(pluginConfig, context, issue),
  openFailures: () => steps.findFailureIssues(pluginConfig, context),
  lastFailure: () => steps.reloadLastFailure(pluginConfig, context, { iid: 17 }),
  failureIssue: () => steps.openFailureIssue(pluginConfig, context),
};
