const authentication = require('./authentication');
const { addPrivateToken, handleErrors } = require('./lib/middleware');
const newFailedJob = require('./triggers/new-failed-job');
const newPipeline = require('./triggers/new-pipeline');
const newPush = require('./triggers/new-push');
const newMergeRequest = require('./triggers/new-merge-request');
const findProject = require('./searches/find-project');
const findMilestone = require('./searches/find-milestone');
const createIssue = require('./creates/create-issue');
const createBranch = require('./creates/create-branch');
const commentOnMergeRequest = require('./creates/comment-on-merge-request');
const createFile = require('./creates/create-file');

module.exports = {
  version: require('./package.json').version,
  platformVersion: require('./vendor/zapier-platform-core').version,

  authentication,
  beforeRequest: [addPrivateToken],
  afterResponse: [handleErrors],

  triggers: {
    [newFailedJob.key]: newFailedJob,
    [newPipeline.key]: newPipeline,
    [newPush.key]: newPush,
    [newMergeRequest.key]: newMergeRequest,
  },
  searches: {
    [findProject.key]: findProject,
    [findMilestone.key]: findMilestone,
  },
  creates: {
    [createIssue.key]: createIssue,
    [createBranch.key]: createBranch,
    [commentOnMergeRequest.key]: commentOnMergeRequest,
    [createFile.key]: createFile,
  },
};
