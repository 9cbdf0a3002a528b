'use strict';
// createGitlab(options) → { projects, labels, users, ci }: each area is a factory module taking the
// shared `http` helpers, so tests can hand them a fake. One superagent agent keeps the token.
const superagent = require('superagent');

const DEFAULTS = { url: 'http://127.0.0.1:__PORT__', timeout: 10000 };

function createHttp(options) {
  const { url, token, timeout } = { ...DEFAULTS, ...options };
  const root = url.replace(/\/+$/, '') + '/api/v3';
  const agent = superagent.agent().set('PRIVATE-TOKEN', token).accept('json').timeout(timeout);
  const body = (res) => res.body;
  return {
    get: (path, query = {}) => agent.get(root + path).query(query).then(body),
    post: (path, data) => agent.post(root + path).send(data || {}).then(body),
    put: (path, data) => agent.put(root + path).send(data || {}).then(body),
    del: (path) => agent.delete(root + path).then(body),
  };
}

module.exports = function createGitlab(options = {}) {
  const http = createHttp(options);
  return {
    projects: require('./projects.cjs')(http),
    labels: require('./labels.cjs')(http),
    users: require('./users.cjs')(http),
    ci: require('./ci.cjs')(http),
  };
};

module.exports.createHttp = createHttp;
