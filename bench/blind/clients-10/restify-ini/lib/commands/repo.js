'use strict';
const api = require('../api');

exports.fork = function (args) {
  return api.post(api.PREFIX + '/projects/fork/' + api.enc(args.project), { namespace: args.namespace });
};

// glab cat <file> [--ref]
exports.cat = function (args) {
  const query = { file_path: args._[0], ref: args.ref || 'master' };
  return api.get({ path: `${api.PREFIX}/projects/${api.enc(args.project)}/repository/files`, query });
};

// glab bump <version>: rewrite VERSION on master
exports.bump = function (args) {
  const version = args._[0];
  return api.put(`${api.PREFIX}/projects/${api.enc(args.project)}/repository/files`, {
    file_path: 'VERSION',
    branch_name: 'master',
    content: version + '\n',
    commit_message: 'Bump to ' + version,
  });
};

exports.tag = function (args) {
  const version = args._[0];
  return api.post(`${api.PREFIX}/projects/${api.enc(args.project)}/repository/tags`, {
    tag_name: 'v' + version,
    ref: 'master',
    message: 'Release ' + version,
  });
};
