/**
 * A trimmed AngularJS 1.5 stand-in for the test harness: angular.module (constant, value, factory,
 * service, provider, config, run), a dependency injector (array annotations, $inject, argument
 * names), $q and $http over node:http with $httpProvider interceptors and defaults, and the default
 * $httpParamSerializer (keys sorted, arrays as repeated keys, objects as JSON).
 */
'use strict';
const http = require('http');
const https = require('https');

const modules = {};

function annotate(fn) {
  if (Array.isArray(fn)) return fn.slice(0, -1);
  if (fn.$inject) return fn.$inject;
  const m = /^[^(]*\(\s*([^)]*)\)/m.exec(fn.toString());
  return m && m[1].trim() ? m[1].split(',').map((s) => s.trim()) : [];
}
const fnOf = (fn) => (Array.isArray(fn) ? fn[fn.length - 1] : fn);

function moduleFn(name, requires) {
  if (requires) {
    modules[name] = { name, requires, queue: [], configs: [], runs: [] };
  }
  const m = modules[name];
  if (!m) throw new Error(`[$injector:nomod] Module '${name}' is not available!`);
  const api = {
    name,
    requires: m.requires,
    constant: (k, v) => (m.queue.unshift(['constant', k, v]), api),
    value: (k, v) => (m.queue.push(['value', k, v]), api),
    factory: (k, f) => (m.queue.push(['factory', k, f]), api),
    service: (k, f) => (m.queue.push(['service', k, f]), api),
    provider: (k, f) => (m.queue.push(['provider', k, f]), api),
    controller: (k, f) => (m.queue.push(['controller', k, f]), api),
    config: (f) => (m.configs.push(f), api),
    run: (f) => (m.runs.push(f), api),
  };
  return api;
}

function paramSerializer(params) {
  if (!params) return '';
  const parts = [];
  const enc = (v) => encodeURIComponent(v).replace(/%40/gi, '@').replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%3B/gi, ';').replace(/%20/g, '+');
  Object.keys(params)
    .sort()
    .forEach((key) => {
      const value = params[key];
      if (value === null || value === undefined) return;
      (Array.isArray(value) ? value : [value]).forEach((v) => {
        const s = v !== null && typeof v === 'object' ? (v instanceof Date ? v.toISOString() : JSON.stringify(v)) : v;
        parts.push(enc(key) + '=' + enc(s));
      });
    });
  return parts.join('&');
}

function ngModule(register) {
  // $httpProvider and the services every app gets.
  const $httpProvider = {
    interceptors: [],
    defaults: { headers: { common: { Accept: 'application/json, text/plain, */*' }, post: { 'Content-Type': 'application/json;charset=utf-8' }, put: { 'Content-Type': 'application/json;charset=utf-8' }, patch: { 'Content-Type': 'application/json;charset=utf-8' } } },
    $get: ['$injector', function ($injector) {
      const interceptors = $httpProvider.interceptors.map((i) => (typeof i === 'string' ? $injector.get(i) : $injector.invoke(i)));
      function send(config) {
        return new Promise((resolve, reject) => {
          let url = config.url;
          const qs = paramSerializer(config.params);
          if (qs) url += (url.indexOf('?') === -1 ? '?' : '&') + qs;
          const target = new URL(url, (globalThis.location && globalThis.location.href) || 'http://localhost/');
          let body = config.data;
          if (body !== undefined && body !== null && typeof body === 'object') body = JSON.stringify(body);
          const headers = Object.assign({}, config.headers);
          if (body === undefined || body === null) {
            for (const k of Object.keys(headers)) if (k.toLowerCase() === 'content-type') delete headers[k];
          }
          const req = (target.protocol === 'https:' ? https : http).request(target, { method: config.method, headers }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c) => (text += c));
            res.on('end', () => {
              let data = text;
              try {
                data = text ? JSON.parse(text) : text;
              } catch (e) {
                /* text */
              }
              const response = { data, status: res.statusCode, headers: (h) => (h ? res.headers[h.toLowerCase()] : res.headers), config, statusText: res.statusMessage };
              (res.statusCode >= 200 && res.statusCode < 300 ? resolve : reject)(response);
            });
          });
          req.on('error', reject);
          if (body !== undefined && body !== null) req.write(body);
          req.end();
        });
      }
      function $http(requestConfig) {
        const method = (requestConfig.method || 'GET').toUpperCase();
        const d = $httpProvider.defaults.headers;
        const config = Object.assign({}, requestConfig, {
          method,
          headers: Object.assign({}, d.common, d[method.toLowerCase()], requestConfig.headers),
        });
        let promise = Promise.resolve(config);
        for (const i of interceptors) if (i.request) promise = promise.then((c) => i.request(c) || c);
        promise = promise.then(send);
        for (const i of interceptors.slice().reverse()) if (i.response || i.responseError) promise = promise.then(i.response || ((r) => r), i.responseError);
        return promise;
      }
      ['get', 'delete', 'head', 'jsonp'].forEach((m) => ($http[m] = (url, config) => $http(Object.assign({}, config, { method: m, url }))));
      ['post', 'put', 'patch'].forEach((m) => ($http[m] = (url, data, config) => $http(Object.assign({}, config, { method: m, url, data }))));
      $http.defaults = $httpProvider.defaults;
      return $http;
    }],
  };
  register('$httpProvider', $httpProvider);
  register('$qProvider', { $get: () => Object.assign((resolver) => new Promise(resolver), { when: (v) => Promise.resolve(v), reject: (e) => Promise.reject(e), all: (a) => Promise.all(a), defer() { const d = {}; d.promise = new Promise((res, rej) => { d.resolve = res; d.reject = rej; }); return d; } }) });
  register('$httpParamSerializerProvider', { $get: () => paramSerializer });
  register('$logProvider', { $get: () => ({ log: () => {}, info: () => {}, warn: () => {}, error: (...a) => process.stderr.write(a.join(' ') + '\n'), debug: () => {} }) });
}

function injector(moduleNames) {
  const providerCache = {};
  const instanceCache = {};
  const controllers = {};
  const providerInjector = {
    get(name) {
      if (name in providerCache) return providerCache[name];
      throw new Error(`[$injector:unpr] Unknown provider: ${name}`);
    },
  };
  const instanceInjector = {
    get(name) {
      if (name in instanceCache) return instanceCache[name];
      const provider = providerCache[name + 'Provider'];
      if (!provider) throw new Error(`[$injector:unpr] Unknown provider: ${name}Provider <- ${name}`);
      instanceCache[name] = instanceInjector.invoke(provider.$get, provider);
      return instanceCache[name];
    },
    invoke(fn, self, locals) {
      const args = annotate(fn).map((n) => (locals && n in locals ? locals[n] : instanceInjector.get(n)));
      return fnOf(fn).apply(self, args);
    },
    instantiate(fn, locals) {
      const obj = Object.create(fnOf(fn).prototype || null);
      const r = instanceInjector.invoke(fn, obj, locals);
      return r !== null && typeof r === 'object' ? r : obj;
    },
    has: (name) => name in instanceCache || name + 'Provider' in providerCache,
  };
  const invokeP = (fn) => fnOf(fn).apply(null, annotate(fn).map((n) => providerInjector.get(n)));
  instanceCache.$injector = instanceInjector;
  const register = (name, provider) => (providerCache[name] = provider);
  ngModule(register);
  const runs = [];
  const loaded = new Set();
  const load = (name) => {
    if (loaded.has(name) || name === 'ng') return;
    loaded.add(name);
    const m = modules[name];
    if (!m) throw new Error(`[$injector:modulerr] Failed to instantiate module ${name}`);
    m.requires.forEach(load);
    for (const [kind, key, val] of m.queue) {
      if (kind === 'constant') {
        providerCache[key] = val;
        instanceCache[key] = val;
      } else if (kind === 'value') register(key + 'Provider', { $get: () => val });
      else if (kind === 'factory') register(key + 'Provider', { $get: val });
      else if (kind === 'service') register(key + 'Provider', { $get: ['$injector', ($i) => $i.instantiate(val)] });
      else if (kind === 'provider') register(key + 'Provider', typeof fnOf(val) === 'function' ? (() => { const o = Object.create(fnOf(val).prototype); return fnOf(val).apply(o, annotate(val).map((n) => providerInjector.get(n))) || o; })() : val);
      else if (kind === 'controller') controllers[key] = val;
    }
    m.configs.forEach(invokeP);
    runs.push(...m.runs);
  };
  moduleNames.forEach(load);
  register('$controllerProvider', { $get: () => (name, locals) => instanceInjector.instantiate(controllers[name], locals) });
  runs.forEach((fn) => instanceInjector.invoke(fn));
  return instanceInjector;
}

const angular = {
  version: { full: '1.5.11-standin' },
  module: moduleFn,
  injector,
  bootstrap: (element, moduleNames) => injector(moduleNames),
  extend: Object.assign,
  copy: (o) => JSON.parse(JSON.stringify(o)),
  forEach: (o, fn) => (Array.isArray(o) ? o.forEach(fn) : Object.keys(o).forEach((k) => fn(o[k], k))),
  isDefined: (v) => v !== undefined,
  isFunction: (v) => typeof v === 'function',
  isObject: (v) => v !== null && typeof v === 'object',
  isArray: Array.isArray,
  isString: (v) => typeof v === 'string',
};
globalThis.angular = angular;
module.exports = angular;
