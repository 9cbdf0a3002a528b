// A trimmed copy of scoped-http-client 0.11 (the HTTP client Hubot's `robot.http` returns), over
// node:http(s): a chain of `header` / `headers` / `query` / `path` / `auth`, then a verb that takes
// the body and returns a function taking the callback `(err, res, body)`.
const http = require('node:http');
const https = require('node:https');
const querystring = require('node:querystring');
const url = require('node:url');

class ScopedClient {
  constructor(address, options) {
    this.options = this.buildOptions(address, options);
  }

  request(method, reqBody) {
    return (callback) => {
      let req;
      try {
        const headers = Object.assign({}, this.options.headers);
        const sendingData = reqBody && reqBody.length > 0;
        headers.Host = this.options.hostname + (this.options.port ? `:${this.options.port}` : '');
        if (sendingData) headers['Content-Length'] = Buffer.byteLength(reqBody, this.options.encoding);
        if (this.options.auth) headers.Authorization = 'Basic ' + Buffer.from(this.options.auth).toString('base64');
        const port = this.options.port || (this.options.protocol === 'https:' ? 443 : 80);
        const query = this.options.query && querystring.stringify(this.options.query);
        const requestPath = (this.options.pathname || '/') + (query ? `?${query}` : '');
        const lib = this.options.protocol === 'https:' ? https : http;
        req = lib.request({ hostname: this.options.hostname, port, method, path: requestPath, headers, agent: this.options.agent });
        if (this.options.timeout) req.setTimeout(this.options.timeout, () => req.destroy(new Error('ETIMEDOUT')));
        if (callback) {
          req.on('response', (res) => {
            res.setEncoding(this.options.encoding);
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => callback(null, res, body));
          });
          req.on('error', (err) => callback(err, null));
        }
        if (sendingData) req.write(reqBody, this.options.encoding);
        req.end();
      } catch (err) {
        if (callback) callback(err, null);
      }
      return this;
    };
  }

  fullPath(p) {
    const search = querystring.stringify(this.options.query);
    let full = this.join(p);
    if (search.length > 0) full += `?${search}`;
    return full;
  }

  scope(address, options, callback) {
    const override = this.buildOptions(address, options);
    const scoped = new ScopedClient(this.options).protocol(override.protocol).host(override.hostname).path(override.pathname);
    if (typeof address === 'function') callback = address;
    else if (typeof options === 'function') callback = options;
    if (callback) callback(scoped);
    return scoped;
  }

  join(suffix) {
    const p = this.options.pathname || '/';
    if (suffix && suffix.length > 0) {
      if (suffix.match(/^\//)) return suffix;
      return p + (p.endsWith('/') ? '' : '/') + suffix;
    }
    return p;
  }

  path(p) {
    this.options.pathname = this.join(p);
    return this;
  }

  query(key, value) {
    if (!this.options.query) this.options.query = {};
    if (typeof key === 'string') {
      if (value !== undefined) this.options.query[key] = value;
      else delete this.options.query[key];
    } else Object.assign(this.options.query, key);
    return this;
  }

  host(h) {
    if (h && h.length > 0) this.options.hostname = h;
    return this;
  }

  port(p) {
    if (p && (typeof p === 'number' || p.length > 0)) this.options.port = p;
    return this;
  }

  protocol(p) {
    if (p && p.length > 0) this.options.protocol = p;
    return this;
  }

  encoding(e = 'utf8') {
    this.options.encoding = e;
    return this;
  }

  timeout(time) {
    this.options.timeout = time;
    return this;
  }

  auth(user, pass) {
    if (!user) this.options.auth = null;
    else if (!pass && user.match(/:/)) this.options.auth = user;
    else this.options.auth = `${user}:${pass}`;
    return this;
  }

  header(name, value) {
    this.options.headers[name] = value;
    return this;
  }

  headers(h) {
    Object.assign(this.options.headers, h);
    return this;
  }

  buildOptions(...args) {
    const options = {};
    let i = 0;
    while (args[i]) {
      const ty = typeof args[i];
      if (ty === 'string') {
        const parsed = url.parse(args[i], true);
        Object.assign(options, { protocol: parsed.protocol, hostname: parsed.hostname, port: parsed.port, pathname: parsed.pathname, query: parsed.query });
      } else if (ty !== 'function') {
        Object.assign(options, args[i]);
      }
      i += 1;
    }
    options.headers = Object.assign({}, options.headers);
    options.encoding = options.encoding || 'utf8';
    return options;
  }
}

for (const verb of ['get', 'post', 'patch', 'put', 'delete', 'head']) {
  ScopedClient.prototype[verb] = function (body) {
    return this.request(verb.toUpperCase(), body);
  };
}
ScopedClient.prototype.del = ScopedClient.prototype.delete;

exports.ScopedClient = ScopedClient;
exports.create = (address, options) => new ScopedClient(address, options);
