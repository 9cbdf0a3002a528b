#!/usr/bin/env node
// glctl: a few GitLab chores from the shell. GITLAB_URL and GITLAB_TOKEN come from the
// environment; the URL defaults to the team's server.
import { fileURLToPath } from 'node:url';

const GITLAB_URL = process.env.GITLAB_URL ?? 'http://127.0.0.1:__PORT__';
const API = `${GITLAB_URL.replace(/\/+$/, '')}/api/v3`;
const TOKEN = process.env.GITLAB_TOKEN ?? 'secret';

async function gl(method, url, body) {
  const res = await fetch(url, {
    method,
    headers: { 'PRIVATE-TOKEN': TOKEN, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const commands = {
  'retry-job': (project, job) =>
    gl('POST', `${API}/projects/${project}` +
      `/builds/${job}/retry`),

  artifacts: (project, ref) =>
    gl(
      'GET',
      `${API}/projects/${encodeURIComponent(project)}` +
        `/builds/artifacts/${ref}/download?job=test`,
    ),

  unstar: (project) => gl('DELETE', `${API}/projects/${project}/star`),

  block: (user) => gl('PUT', `${API}/users/${user}/block`),

  'owned-groups': () => gl('GET', API + '/groups/owned'),

  blob: (project, sha, file) =>
    gl('GET', `${API}/projects/${project}/repository/blobs/${sha}` +
      `?filepath=${encodeURIComponent(file)}`),

  mr: (project, mr) => gl('GET', [API, 'projects', project, 'merge_requests', mr.id].join('/')),

  'note-events': (project) =>
    gl('GET', `${API}/projects/${project}/events?target_type=Note&action=commented%20on`),

  trigger: (project, token) =>
    gl('POST', `${API}/projects/${project}/ref/main/trigger/builds?token=${token}`),

  tree: (project, ref) =>
    gl('GET', `${API}/projects/${project}/repository/tree?ref_name=${ref}&recursive=true`),

  'commit-jobs': (project, sha) =>
    gl('GET', `${API}/projects/${project}/repository/commits/${sha}/builds`),

  hook: (project, url) =>
    gl('POST', `${API}/projects/${project}/hooks`, {
      url,
      build_events: true,
    }),
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, ...args] = process.argv.slice(2);
  const command = commands[name];
  if (!command) {
    console.error(`usage: glctl <${Object.keys(commands).join('|')}> [args]`);
    process.exit(2);
  }
  command(...args).then((out) => console.log(JSON.stringify(out, null, 2)));
}
