'use strict';
// A CommonJS GitLab module over node-rest-client, shared by the team's older scripts and the new
// ESM ones. URLs are the host plus path.posix.join of the API path and the route's segments.
const path = require('node:path');
const { Client } = require('node-rest-client');

const HOST = process.env.GITLAB_URL || 'http://127.0.0.1:__PORT__';
const API_PATH = '/api/v3';
const TOKEN = process.env.GITLAB_TOKEN || 'secret';

const client = new Client();

const routes = {
  issues: (id) => `/projects/${id}/issues`,
  issue: (id, issueId) => `/projects/${id}/issues/${issueId}`,
  mrComments: (id, mrId) => `/projects/${id}/merge_requests/${mrId}/comments`,
  branches: (id) => `/projects/${id}/repository/branches`,
  labels: (id) => `/projects/${id}/labels`,
};

function url(...parts) {
  return HOST + path.posix.join(API_PATH, ...parts.map(String));
}

function args(extra = {}) {
  return { headers: { 'PRIVATE-TOKEN': TOKEN, 'Content-Type': 'application/json' }, ...extra };
}

// node-rest-client answers through a callback and reports socket errors as an event.
function promised(send) {
  return new Promise((resolve, reject) => {
    const req = send((data, res) => {
      if (res.statusCode >= 400) reject(Object.assign(new Error(`GitLab answered ${res.statusCode}`), { statusCode: res.statusCode }));
      else resolve(data);
    });
    req.on('error', reject);
  });
}

module.exports = {
  routes,

  blockUser: (userId) => promised((cb) => client.put(url('users', userId, 'block'), args(), cb)),

  openBugs: (id) => promised((cb) => client.get(url(routes.issues(id)), args({ parameters: { labels: 'bug', state: 'opened' } }), cb)),

  closeIssue: (id, issue) => promised((cb) => client.put(url(routes.issue(id, issue.id)), args({ data: { state_event: 'close' } }), cb)),

  mrComments: (id, mr) => promised((cb) => client.get(url(routes.mrComments(id, mr.id)), args(), cb)),

  packageJsonAt: (id, sha) =>
    promised((cb) => client.get(url('projects', id, 'repository', 'commits', sha, 'blob'), args({ parameters: { filepath: 'package.json' } }), cb)),

  createBranch: (id, name, ref) => promised((cb) => client.post(url(routes.branches(id)), args({ data: { branch_name: name, ref } }), cb)),

  addDoc: (id, file, content) =>
    promised((cb) =>
      client.post(url('projects', id, 'repository', 'files'), args({ data: { file_path: file, branch_name: 'main', content, commit_message: `docs: add ${file}` } }), cb),
    ),

  todoDone: (todoId) => promised((cb) => client.delete(url('todos', todoId), args(), cb)),

  searchProjects: (term) => promised((cb) => client.get(url('projects', 'search', term), args(), cb)),

  fork: (id) => promised((cb) => client.post(url('projects', 'fork', id), args(), cb)),

  labels: (id) => promised((cb) => client.get(url(routes.labels(id)), args({ parameters: { per_page: 100 } }), cb)),

  createGroup: (name) => promised((cb) => client.post(url('groups'), args({ data: { name, path: name, visibility_level: 20 } }), cb)),

  findUser: (username) => promised((cb) => client.get(url('users'), args({ parameters: { username } }), cb)),
};
