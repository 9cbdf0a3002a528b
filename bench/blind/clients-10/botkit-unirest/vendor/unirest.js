// A trimmed unirest 0.5 over node:http: unirest.get/post/put/patch/delete(url) (or
// unirest(method, url)) returning a chainable Request with .headers(obj) / .header(k, v),
// .query(obj | string), .type(mime), .send(data) and .end(callback(response)). An object sent
// without a Content-Type goes as a form; with a JSON type, as JSON. The response has code,
// status, headers, body (JSON parsed when the response says so), raw_body, ok and error.
'use strict';
const http = require('http');
const https = require('https');
const querystring = require('querystring');
const { URL } = require('url');

const types = { json: 'application/json', form: 'application/x-www-form-urlencoded', html: 'text/html', text: 'text/plain' };

function Request(method, uri) {
  const $this = {
    options: { method: method.toUpperCase(), url: uri, headers: {}, body: undefined, qs: [] },
    hasHeader(name) {
      return Object.keys($this.options.headers).find((k) => k.toLowerCase() === name.toLowerCase());
    },
    header(name, value) {
      $this.options.headers[name] = value;
      return $this;
    },
    headers(obj) {
      Object.keys(obj).forEach((k) => $this.header(k, obj[k]));
      return $this;
    },
    query(value) {
      $this.options.qs.push(typeof value === 'string' ? value : querystring.stringify(value));
      return $this;
    },
    type(type) {
      return $this.header('Content-Type', types[type] || type);
    },
    send(data) {
      const key = $this.hasHeader('content-type');
      const type = key && $this.options.headers[key];
      if (data !== null && typeof data === 'object' && !Buffer.isBuffer(data)) {
        if (!type) {
          $this.type('form');
          $this.options.body = querystring.stringify(data);
        } else if (type.indexOf('json') !== -1) {
          $this.options.body = JSON.stringify(data);
        } else {
          $this.options.body = querystring.stringify(data);
        }
      } else if (typeof data === 'string') {
        if (!type) $this.type('form');
        $this.options.body = $this.options.body ? $this.options.body + '&' + data : data;
      } else $this.options.body = data;
      return $this;
    },
    end(callback) {
      const target = new URL($this.options.url);
      const extra = $this.options.qs.filter(Boolean).join('&');
      if (extra) target.search = (target.search ? target.search + '&' : '?') + extra;
      const headers = Object.assign({}, $this.options.headers);
      if ($this.options.body !== undefined) headers['Content-Length'] = Buffer.byteLength($this.options.body);
      const req = (target.protocol === 'https:' ? https : http).request(target, { method: $this.options.method, headers }, (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (raw += c));
        res.on('end', () => {
          const response = { code: res.statusCode, status: res.statusCode, statusType: Math.floor(res.statusCode / 100), headers: res.headers, raw_body: raw, body: raw };
          if ((res.headers['content-type'] || '').indexOf('json') !== -1) {
            try {
              response.body = JSON.parse(raw);
            } catch (e) {
              /* raw */
            }
          }
          response.ok = response.statusType === 2;
          if (response.statusType >= 4) response.error = new Error('got ' + res.statusCode + ' response');
          if (callback) callback(response);
        });
      });
      req.on('error', (err) => callback && callback({ error: err }));
      if ($this.options.body !== undefined) req.write($this.options.body);
      req.end();
      return $this;
    },
  };
  $this.set = $this.header;
  return $this;
}

function unirest(method, uri, headers, body, callback) {
  const r = Request(method, uri);
  if (headers) r.headers(headers);
  if (body) r.send(body);
  if (callback) r.end(callback);
  return r;
}
['get', 'head', 'post', 'put', 'patch', 'delete'].forEach((m) => {
  unirest[m] = (uri, headers, body, callback) => unirest(m, uri, headers, body, callback);
});
unirest.Request = Request;
module.exports = unirest;
