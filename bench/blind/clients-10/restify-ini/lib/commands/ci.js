'use strict';
const api = require('../api');

exports.jobs = function (args) {
  return api.get({ path: `${api.PREFIX}/projects/${api.enc(args.project)}/builds`, query: { scope: args.scope || 'failed' } });
};

// glab artifacts <ref> <job>: the latest artifacts archive of a job on a ref
exports.artifacts = function (args) {
  return api.get(api.PREFIX + '/projects/' + api.enc(args.project) + '/builds/artifacts/' + args._[0] + '/download?job=' + args._[1]);
};

exports.keep = function (args) {
  return api.post(`${api.PREFIX}/projects/${api.enc(args.project)}/builds/${args._[0]}/artifacts/keep`, {});
};

exports.hook = function (args) {
  return api.post(`${api.PREFIX}/projects/${api.enc(args.project)}/hooks`, {
    url: args._[0],
    push_events: true,
    build_events: true,
  });
};
