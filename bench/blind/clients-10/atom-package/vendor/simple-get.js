// A trimmed copy of simple-get 2.x: simpleGet(opts, cb) / simpleGet.concat(opts, cb(err, res, data))
// and the method shorthands; opts.url, method, headers, body, form (urlencoded), json (JSON body
// and parsed response).
'use strict';
const http = require('http');
const https = require('https');
const querystring = require('querystring');
const url = require('url');

function simpleGet(opts, cb) {
  opts = typeof opts === 'string' ? { url: opts } : Object.assign({}, opts);
  if (opts.url) Object.assign(opts, url.parse(opts.url));
  opts.headers = Object.assign({}, opts.headers);
  let body;
  if (opts.form) body = typeof opts.form === 'string' ? opts.form : querystring.stringify(opts.form);
  if (opts.form) opts.headers['content-type'] = 'application/x-www-form-urlencoded';
  if (opts.body) body = opts.json && typeof opts.body === 'object' ? JSON.stringify(opts.body) : opts.body;
  if (opts.json) opts.headers.accept = 'application/json';
  if (opts.json && opts.body) opts.headers['content-type'] = 'application/json';
  if (body) opts.headers['content-length'] = Buffer.byteLength(body);
  opts.method = (opts.method || 'GET').toUpperCase();
  delete opts.url;
  const req = (opts.protocol === 'https:' ? https : http).request(opts, (res) => cb(null, res));
  req.on('error', cb);
  req.end(body);
  return req;
}

simpleGet.concat = function (opts, cb) {
  return simpleGet(opts, (err, res) => {
    if (err) return cb(err);
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => {
      let data = Buffer.concat(chunks);
      if (opts.json) {
        try {
          data = JSON.parse(data.toString());
        } catch (e) {
          return cb(e, res, data);
        }
      }
      cb(null, res, data);
    });
  });
};

['get', 'post', 'put', 'patch', 'head', 'delete'].forEach((method) => {
  simpleGet[method] = (opts, cb) => simpleGet(Object.assign(typeof opts === 'string' ? { url: opts } : opts, { method: method.toUpperCase() }), cb);
});

module.exports = simpleGet;
