// A copy of httpie 1.1 (lukeed/httpie, Node build): send(method, uri, { body, headers, redirect })
// resolves the response with `data` (JSON parsed when the response says so) and rejects a status
// >= 400 with the same object; objects as body are sent as JSON.
'use strict';
const { request } = require('https');
const { request: requestHttp } = require('http');
const { globalAgent } = require('https');
const { parse, resolve } = require('url');

function send(method, uri, opts = {}) {
  return new Promise((res, rej) => {
    let out = '';
    opts.method = method;
    const { redirect = true } = opts;
    if (uri && !!uri.toJSON) uri = uri.toJSON();
    Object.assign(opts, typeof uri === 'string' ? parse(uri) : uri);
    opts.agent = opts.protocol === 'http:' ? undefined : globalAgent;
    opts.headers = opts.headers || {};
    const req = (opts.protocol === 'http:' ? requestHttp : request)(opts, (r) => {
      r.setEncoding('utf8');
      r.on('data', (d) => (out += d));
      r.on('end', () => {
        const type = r.headers['content-type'];
        if (type && out && type.includes('application/json')) out = JSON.parse(out);
        r.data = out;
        if (r.statusCode >= 400) {
          const err = new Error(r.statusMessage);
          err.statusMessage = r.statusMessage;
          err.statusCode = r.statusCode;
          err.headers = r.headers;
          err.data = r.data;
          rej(err);
        } else if (r.statusCode > 300 && redirect && r.headers.location) {
          opts.path = resolve(opts.path, r.headers.location);
          return send(method, opts.path.startsWith('/') ? opts : opts.path, opts).then(res, rej);
        } else res(r);
      });
    });
    req.on('error', rej);
    if (opts.body) {
      const isObj = typeof opts.body === 'object' && !Buffer.isBuffer(opts.body);
      const str = isObj ? JSON.stringify(opts.body) : opts.body;
      if (isObj) req.setHeader('content-type', 'application/json');
      req.setHeader('content-length', Buffer.byteLength(str));
      req.write(str);
    }
    req.end();
  });
}

const get = send.bind(send, 'GET');
const post = send.bind(send, 'POST');
const patch = send.bind(send, 'PATCH');
const del = send.bind(send, 'DELETE');
const put = send.bind(send, 'PUT');

module.exports = { send, get, post, patch, del, put };
