// A trimmed restify-clients 1.5 JsonClient over node:http: createJsonClient({ url, headers,
// userAgent }); get/head/del(path | { path, query, headers }, cb) and post/put/patch(path |
// options, body, cb); callbacks are (err, req, res, obj); bodies are JSON; a status >= 400 is an
// error carrying statusCode and the parsed body.
'use strict';
const http = require('http');
const https = require('https');
const url = require('url');
const querystring = require('querystring');

function JsonClient(options) {
  this.url = typeof options.url === 'string' ? url.parse(options.url) : options.url;
  this.headers = Object.assign({ accept: 'application/json' }, options.headers);
  this.userAgent = options.userAgent || 'restify/1.5.0';
}

JsonClient.prototype._request = function (method, opts, body, callback) {
  if (typeof opts === 'string') opts = { path: opts };
  let path = opts.path;
  if (opts.query && Object.keys(opts.query).length) path += (path.indexOf('?') === -1 ? '?' : '&') + querystring.stringify(opts.query);
  const headers = Object.assign({ 'user-agent': this.userAgent }, this.headers, opts.headers);
  let data;
  if (body !== undefined && body !== null) {
    data = JSON.stringify(body);
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(data);
  }
  const lib = this.url.protocol === 'https:' ? https : http;
  const req = lib.request({ protocol: this.url.protocol, hostname: this.url.hostname, port: this.url.port, method, path, headers }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c) => (text += c));
    res.on('end', () => {
      let obj = {};
      try {
        obj = text ? JSON.parse(text) : {};
      } catch (e) {
        return callback(e, req, res);
      }
      if (res.statusCode >= 400) {
        const err = new Error((obj && obj.message) || res.statusMessage);
        err.statusCode = res.statusCode;
        err.body = obj;
        return callback(err, req, res, obj);
      }
      callback(null, req, res, obj);
    });
  });
  req.on('error', (err) => callback(err, req));
  if (data !== undefined) req.write(data);
  req.end();
};

['get', 'head', 'del'].forEach((m) => {
  JsonClient.prototype[m] = function (opts, cb) {
    this._request(m === 'del' ? 'DELETE' : m.toUpperCase(), opts, undefined, cb);
  };
});
['post', 'put', 'patch'].forEach((m) => {
  JsonClient.prototype[m] = function (opts, body, cb) {
    if (typeof body === 'function') {
      cb = body;
      body = {};
    }
    this._request(m.toUpperCase(), opts, body, cb);
  };
});
JsonClient.prototype.close = function () {};

exports.createJsonClient = (options) => new JsonClient(options);
