'use strict';
// glab mirror <owner/repo>: create the GitHub Enterprise mirror's release for the latest tag.
// GHE's API is also under /api/v3; this client never talks to GitLab.
const url = require('url');
const restify = require('../../vendor/restify-clients');
const conf = require('../config');

exports.mirror = function (args) {
  const ghe = url.parse(conf.github.url);
  const client = restify.createJsonClient({ url: url.format({ protocol: ghe.protocol, host: ghe.host }), headers: { authorization: 'token ' + conf.github.token } });
  return new Promise((resolve, reject) => {
    client.post(ghe.pathname + '/repos/' + args._[0] + '/releases', { tag_name: args.tag }, (err, req, res, obj) => (err ? reject(err) : resolve(obj)));
  });
};
