'use strict';
const url = require('url');
const restify = require('../vendor/restify-clients');
const conf = require('./config');

// The JsonClient takes an origin; the API path from the rc file prefixes every request path.
const endpoint = url.parse(conf.gitlab.url);
const client = restify.createJsonClient({
  url: url.format({ protocol: endpoint.protocol, host: endpoint.host }),
  headers: { 'PRIVATE-TOKEN': conf.gitlab.token },
  userAgent: 'glab/0.4.2',
});
const PREFIX = endpoint.pathname.replace(/\/+$/, '');

// restify callbacks are (err, req, res, obj): resolve with obj.
function promised(method) {
  return function () {
    const args = Array.prototype.slice.call(arguments);
    return new Promise((resolve, reject) => {
      client[method].apply(client, args.concat((err, req, res, obj) => (err ? reject(err) : resolve(obj))));
    });
  };
}

module.exports = {
  client,
  PREFIX,
  project: conf.gitlab.project,
  enc: encodeURIComponent,
  get: promised('get'),
  post: promised('post'),
  put: promised('put'),
  del: promised('del'),
};
