'use strict';
const api = require('../api');

exports['disable-key'] = function (args) {
  return api.del(`${api.PREFIX}/projects/${api.enc(args.project)}/deploy_keys/${args._[0]}/disable`);
};

exports['enable-key'] = function (args) {
  return api.post(`${api.PREFIX}/projects/${api.enc(args.project)}/deploy_keys/${args._[0]}/enable`);
};

exports.groups = function () {
  return api.get(api.PREFIX + '/groups/owned');
};

// glab create <name> --namespace <id>: private, CI on
exports.create = function (args) {
  return api.post(api.PREFIX + '/projects', {
    name: args._[0],
    namespace_id: Number(args.namespace),
    public: false,
    builds_enabled: true,
  });
};

exports.whoami = function () {
  return api.get({ path: api.PREFIX + '/user' });
};

// glab config: where requests go (e.g. "GET /api/v3/projects/:id/builds" for `glab jobs`)
exports.config = function () {
  console.error('endpoint ' + require('../config').gitlab.url + ' (' + require('../config').file + ')');
  return Promise.resolve();
};
