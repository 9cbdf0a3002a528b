/*!
 * A trimmed vue-resource 1.0 stand-in over node:http: Vue.http(options) and get/delete/head(url,
 * options), post/put/patch(url, body, options); Vue.http.options.root (prefixed to URLs that are not
 * absolute and do not start with '/'), Vue.http.headers.common, Vue.http.interceptors; URL
 * templates (RFC 6570 `{var}`, `{/var}`, `{?var}`) filled from `params`, the rest of the params
 * serialized into the query (arrays as `key[]`); bodies as JSON (or a form with emulateJSON);
 * Vue.resource(url, params, actions) and this.$http / this.$resource on components.
 */
import http from 'node:http';
import https from 'node:https';

function serialize(params, obj, scope) {
  const array = Array.isArray(obj);
  const plain = obj !== null && typeof obj === 'object' && Object.getPrototypeOf(obj) === Object.prototype;
  Object.keys(obj).forEach((key) => {
    const value = obj[key];
    const objectish = value !== null && typeof value === 'object';
    if (scope) key = scope + '[' + (plain || objectish ? key : '') + ']';
    if (!scope && array) params.add(value.name, value.value);
    else if (objectish) serialize(params, value, key);
    else params.add(key, value);
  });
}

function expand(template, vars, used) {
  return template.replace(/\{([\/?&]?)([^{}]+)\}/g, (m, op, names) => {
    const parts = names.split(',').map((n) => n.trim()).filter((n) => vars[n] !== undefined && vars[n] !== null);
    parts.forEach((n) => used.push(n));
    if (!parts.length) return '';
    if (op === '/') return parts.map((n) => '/' + encodeURIComponent(vars[n])).join('');
    if (op === '?' || op === '&') return op + parts.map((n) => n + '=' + encodeURIComponent(vars[n])).join('&');
    return parts.map((n) => encodeURIComponent(vars[n])).join(',');
  });
}

function Url(options) {
  let url = options.url;
  const root = Url.options.root;
  if (root && !/^(https?:)?\//.test(url)) url = root.replace(/\/+$/, '') + '/' + url;
  const used = [];
  const params = Object.assign({}, options.params);
  url = expand(url, params, used);
  used.forEach((n) => delete params[n]);
  const q = [];
  serialize({ add: (k, v) => q.push(encodeURIComponent(k) + '=' + encodeURIComponent(v == null ? '' : v)) }, params);
  const query = q.join('&').replace(/%20/g, '+');
  if (query) url += (url.indexOf('?') === -1 ? '?' : '&') + query;
  return url;
}
Url.options = { root: null };

function send(request) {
  return new Promise((resolve, reject) => {
    const target = new URL(Url(request), (globalThis.location && globalThis.location.href) || 'http://localhost/');
    const headers = Object.assign({}, Http.headers.common, Http.headers[request.method.toLowerCase()], request.headers);
    let body = request.body;
    if (body !== undefined && body !== null && typeof body === 'object') {
      if (request.emulateJSON) {
        const q = [];
        serialize({ add: (k, v) => q.push(encodeURIComponent(k) + '=' + encodeURIComponent(v)) }, body);
        body = q.join('&');
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else {
        body = JSON.stringify(body);
        headers['Content-Type'] = 'application/json;charset=utf-8';
      }
    }
    const req = (target.protocol === 'https:' ? https : http).request(target, { method: request.method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        const response = { url: target.href, status: res.statusCode, statusText: res.statusMessage, ok: res.statusCode >= 200 && res.statusCode < 300, headers: { get: (h) => res.headers[h.toLowerCase()] }, bodyText: text, body: text };
        try {
          response.body = JSON.parse(text);
        } catch (e) {
          /* text */
        }
        response.json = () => Promise.resolve(response.body);
        (response.ok ? resolve : reject)(response);
      });
    });
    req.on('error', reject);
    if (body !== undefined && body !== null) req.write(body);
    req.end();
  });
}

function Http(options) {
  const request = Object.assign({}, Http.options, this && this.$options && this.$options.http, options);
  request.method = (request.method || 'GET').toUpperCase();
  let chain = Promise.resolve(request);
  for (const interceptor of Http.interceptors) {
    chain = chain.then((req) => new Promise((resolve) => {
      const r = interceptor.call(this, req, () => resolve(req));
      if (r === undefined && interceptor.length < 2) resolve(req);
    }));
  }
  return chain.then(send);
}
Http.options = {};
Http.headers = { common: { Accept: 'application/json, text/plain, */*' }, put: {}, post: {}, patch: {}, delete: {} };
Http.interceptors = [];
['get', 'delete', 'head', 'jsonp'].forEach((method) => {
  Http[method] = function (url, options) {
    return Http.call(this, Object.assign({}, options, { url, method }));
  };
});
['post', 'put', 'patch'].forEach((method) => {
  Http[method] = function (url, body, options) {
    return Http.call(this, Object.assign({}, options, { url, method, body }));
  };
});

function Resource(url, params, actions, options) {
  const self = this || {};
  const resource = {};
  actions = Object.assign({}, Resource.actions, actions);
  Object.keys(actions).forEach((name) => {
    const action = Object.assign({ url, params: Object.assign({}, params) }, options, actions[name]);
    resource[name] = function (...args) {
      let p = {};
      let body;
      if (args.length >= 2) {
        p = args[0];
        body = args[1];
      } else if (args.length === 1) {
        if (/^(POST|PUT|PATCH)$/i.test(action.method)) body = args[0];
        else p = args[0];
      }
      return (self.$http || Http)(Object.assign({}, action, { params: Object.assign({}, action.params, p), body }));
    };
  });
  return resource;
}
Resource.actions = {
  get: { method: 'GET' },
  save: { method: 'POST' },
  query: { method: 'GET' },
  update: { method: 'PUT' },
  remove: { method: 'DELETE' },
  delete: { method: 'DELETE' },
};

export default function VueResource(Vue) {
  if (VueResource.installed) return;
  Url.options = Http.options;
  Vue.url = (url, params) => Url({ url, params });
  Vue.http = Http;
  Vue.resource = Resource;
  Object.defineProperties(Vue.prototype, {
    $http: { get() { const vm = this; const h = (o) => Http.call(vm, o); Object.keys(Http).forEach((k) => (h[k] = typeof Http[k] === 'function' ? Http[k].bind(vm) : Http[k])); return h; } },
    $resource: { get() { return Resource.bind(this); } },
  });
  VueResource.installed = true;
}
