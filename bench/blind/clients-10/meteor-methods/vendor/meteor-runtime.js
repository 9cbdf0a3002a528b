// A headless stand-in for the Meteor 1.4 server runtime, enough to boot a classic (globals, no
// modules) app: Meteor.settings from settings.json (or METEOR_SETTINGS), Meteor.methods/call,
// Meteor.wrapAsync, Meteor.startup, check/Match, Mongo.Collection (in memory), Log, and the `http`
// package's HTTP.call/get/post/put/del over node:http. Files load in Meteor's order: lib/ first
// (deepest first), then the rest alphabetically, main.* last; client/ is not loaded on the server.
'use strict';
const fs = require('fs');
const path = require('path');
const http = require('http');
const https = require('https');
const querystring = require('querystring');
const { URL } = require('url');

const methods = {};
const startups = [];

const Meteor = {
  isServer: true,
  isClient: false,
  settings: {},
  methods(defs) {
    Object.keys(defs).forEach((name) => {
      if (methods[name]) throw new Error(`A method named '${name}' is already defined`);
      methods[name] = defs[name];
    });
  },
  // Meteor.call(name, ...args[, callback]): on the server the method runs at once; a method that
  // returns a promise is awaited (Promise.await under fibers).
  call(name, ...args) {
    const cb = typeof args[args.length - 1] === 'function' ? args.pop() : null;
    const fn = methods[name];
    const run = fn ? Promise.resolve().then(() => fn.apply({ userId: 'u1', connection: null, unblock() {} }, args)) : Promise.reject(new Meteor.Error(404, `Method '${name}' not found`));
    if (cb) run.then((r) => cb(undefined, r), (e) => cb(e));
    return run;
  },
  apply(name, args, options, cb) {
    return Meteor.call(name, ...args, ...(cb ? [cb] : []));
  },
  // Wraps a function taking a node-style callback. Under fibers it blocks; here it returns a promise.
  wrapAsync(fn, context) {
    return (...args) => new Promise((resolve, reject) => fn.apply(context, [...args, (err, res) => (err ? reject(err) : resolve(res))]));
  },
  startup(fn) {
    startups.push(fn);
  },
  absoluteUrl(p = '', options = {}) {
    const root = (options.rootUrl || process.env.ROOT_URL || 'http://localhost:3000').replace(/\/$/, '');
    return `${root}/${p.replace(/^\//, '')}`;
  },
  Error: class MeteorError extends Error {
    constructor(error, reason, details) {
      super(reason ? `${reason} [${error}]` : `[${error}]`);
      this.error = error;
      this.reason = reason;
      this.details = details;
    }
  },
};

function check(value, pattern) {
  const ok =
    pattern === String ? typeof value === 'string' : pattern === Number ? typeof value === 'number' : pattern === Boolean ? typeof value === 'boolean' : pattern === Object ? value !== null && typeof value === 'object' : pattern && pattern.__optional ? value === undefined || check(value, pattern.__optional) !== false : true;
  if (!ok) throw new Meteor.Error(400, 'Match failed');
}
const Match = { Optional: (p) => ({ __optional: p }), Integer: Number, Any: undefined };

class Collection {
  constructor(name) {
    this._name = name;
    this._docs = [];
  }
  insert(doc) {
    const _id = doc._id || Math.random().toString(36).slice(2, 19);
    this._docs.push({ ...doc, _id });
    return _id;
  }
  findOne(selector = {}) {
    if (typeof selector === 'string') selector = { _id: selector };
    return this._docs.find((d) => Object.keys(selector).every((k) => d[k] === selector[k]));
  }
  update(selector, modifier) {
    const doc = this.findOne(selector);
    if (doc && modifier.$set) Object.assign(doc, modifier.$set);
    return doc ? 1 : 0;
  }
}

const Log = {
  info: (...a) => process.stderr.write(`I ${a.join(' ')}\n`),
  warn: (...a) => process.stderr.write(`W ${a.join(' ')}\n`),
  error: (...a) => process.stderr.write(`E ${a.join(' ')}\n`),
};

// ---- the http package ----
function makeErrorByStatus(statusCode, content) {
  const err = new Error(`failed [${statusCode}] ${String(content).slice(0, 160)}`);
  err.response = { statusCode };
  return err;
}

function call(method, url, options, callback) {
  if (!callback && typeof options === 'function') {
    callback = options;
    options = null;
  }
  options = options || {};
  method = (method || '').toUpperCase();
  const headers = {};
  let content = options.content;
  if ('data' in options) {
    content = JSON.stringify(options.data);
    headers['Content-Type'] = 'application/json';
  }
  const u = new URL(url);
  let paramsForUrl;
  let paramsForBody;
  if (content || method === 'GET' || method === 'HEAD') paramsForUrl = options.params;
  else paramsForBody = options.params;
  if (options.query) u.search = (u.search ? u.search + '&' : '?') + options.query;
  if (paramsForUrl) {
    const extra = querystring.stringify(paramsForUrl);
    if (extra) u.search = (u.search ? u.search + '&' : '?') + extra;
  }
  if (paramsForBody) {
    content = querystring.stringify(paramsForBody);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  Object.assign(headers, options.headers || {});
  const promise = new Promise((resolve, reject) => {
    const lib = u.protocol === 'https:' ? https : http;
    const req = lib.request(u, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        const response = { statusCode: res.statusCode, headers: res.headers, content: text, data: null };
        if ((res.headers['content-type'] || '').includes('json')) {
          try {
            response.data = JSON.parse(text);
          } catch (e) {
            /* leave data null */
          }
        }
        if (res.statusCode >= 400) {
          const err = makeErrorByStatus(res.statusCode, text);
          err.response = response;
          reject(err);
        } else resolve(response);
      });
    });
    req.on('error', reject);
    if (content) req.write(content);
    req.end();
  });
  if (callback) {
    promise.then((r) => callback(undefined, r), (e) => callback(e, e.response));
    return undefined;
  }
  // The real server-side call without a callback blocks the fiber and returns the response.
  return promise;
}

const HTTP = {
  call,
  get: (...a) => call('GET', ...a),
  post: (...a) => call('POST', ...a),
  put: (...a) => call('PUT', ...a),
  del: (...a) => call('DELETE', ...a),
  patch: (...a) => call('PATCH', ...a),
};

function meteorOrder(appDir) {
  const out = [];
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir)) {
      const p = path.join(dir, name);
      const rel = path.relative(appDir, p).split(path.sep);
      if (['vendor', 'node_modules', 'client', 'public', 'private', 'tests', '.meteor'].includes(rel[0])) continue;
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.js') && rel.length > 1) out.push(rel);
    }
  };
  walk(appDir);
  const key = (rel) => [rel.includes('lib') ? 0 : 1, rel[rel.length - 1].startsWith('main.') ? 1 : 0, -rel.length, rel.join('/')];
  out.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    return 0;
  });
  return out.map((rel) => path.join(appDir, ...rel));
}

// `meteor run --settings settings.json`, headless.
function boot(appDir, settingsFile) {
  Meteor.settings = process.env.METEOR_SETTINGS ? JSON.parse(process.env.METEOR_SETTINGS) : JSON.parse(fs.readFileSync(path.join(appDir, settingsFile || 'settings.json'), 'utf8'));
  Meteor.settings.public = Meteor.settings.public || {};
  Object.assign(global, { Meteor, HTTP, check, Match, Mongo: { Collection }, Log });
  for (const file of meteorOrder(appDir)) require(file);
  for (const fn of startups) fn();
  return Meteor;
}

module.exports = { boot, Meteor, HTTP };
