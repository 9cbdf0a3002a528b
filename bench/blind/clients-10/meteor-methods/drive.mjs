// `meteor run --settings settings.json`, headless: boot the server, then call the methods the
// tiles call (Meteor.call with a callback, as the client does).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { boot } = require('./vendor/meteor-runtime.js');
const Meteor = boot(path.dirname(new URL(import.meta.url).pathname));

// What the merge-request webhook stored.
globalThis.MergeRequests.insert({ gitlabId: 66012, iid: 41, projectId: 2718, title: 'Upgrade to Meteor 1.4.2' });

const call = (name, ...args) => new Promise((resolve, reject) => Meteor.call(name, ...args, (err, res) => (err ? reject(err) : resolve(res))));

export const calls = {
  failedBuilds: () => call('builds.failed', 2718),
  retry: () => call('builds.retry', 2718, 5501),
  pipelines: () => call('pipelines.forRef', 2718, 'master'),
  commitBuilds: () => call('builds.forCommit', 2718, 'd0e1f2a3'),
  starred: () => call('projects.starred'),
  owned: () => call('projects.mine'),
  unstar: () => call('projects.unstar', 2718),
  issueActivity: () => call('projects.issueActivity', 2718),
  releaseFile: () => call('projects.releaseFile', 2718),
  version: () => call('gitlab.version'),
  reportBroken: () => call('issues.reportBroken', 2718, 5501),
  comment: () => call('mergeRequests.comment', 66012, 'Deployed to the staging radiator'),
  mergeWhenGreen: () => call('mergeRequests.mergeWhenGreen', 66012),
};
