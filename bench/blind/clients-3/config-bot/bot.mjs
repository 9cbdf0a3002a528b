// triage-bot: reacts to GitLab webhook payloads. The API root and the token come from
// bot.config.json, read once at start-up; requests go through the global fetch.
import { readFileSync } from 'node:fs';

const config = JSON.parse(readFileSync(new URL('./bot.config.json', import.meta.url), 'utf8'));
const api = config.gitlab.api;

const headers = new Headers({ 'PRIVATE-TOKEN': config.gitlab.token, Accept: 'application/json' });
const jsonHeaders = new Headers(headers);
jsonHeaders.set('Content-Type', 'application/json');

async function ok(res) {
  if (!res.ok) throw Object.assign(new Error(`GitLab ${res.status} for ${res.url}`), { status: res.status });
  return res.status === 204 ? null : res.json();
}

function query(params) {
  return '?' + new URLSearchParams(params);
}

export const handlers = {
  async issueOpened({ project, object_attributes: issue }) {
    const res = await fetch(`${api}/projects/${project.id}/issues/${issue.id}`, {
      method: 'PUT',
      headers: jsonHeaders,
      body: JSON.stringify({ labels: config.bot.label }),
    });
    return ok(res);
  },

  async watchIssue({ project, object_attributes: issue }) {
    return ok(await fetch(`${api}/projects/${project.id}/issues/${issue.id}/subscription`, { method: 'POST', headers }));
  },

  async mergeRequestMerged({ project, object_attributes: mr }) {
    return ok(await fetch(`${api}/projects/${project.id}/merge_requests/${mr.id}/subscription`, { method: 'DELETE', headers }));
  },

  async mergeRequestOpened({ project, object_attributes: mr }) {
    const res = await fetch(`${api}/projects/${project.id}/merge_requests/${mr.id}/comments`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ note: `Thanks! @${config.bot.username} will label this.` }),
    });
    return ok(res);
  },

  async mergeRequestChanges({ project, object_attributes: mr }) {
    return ok(await fetch(api + '/projects/' + project.id + '/merge_request/' + mr.id + '/changes', { headers }));
  },

  async todoSeen({ todo }) {
    return ok(await fetch(`${api}/todos/${todo.id}`, { method: 'DELETE', headers }));
  },

  async inboxZero() {
    return ok(await fetch(`${api}/todos`, { method: 'DELETE', headers }));
  },
};

export async function whoAmI() {
  return ok(await fetch(`${api}/user`, { headers }));
}

export async function findUser(username) {
  return ok(await fetch(`${api}/users${query({ username })}`, { headers }));
}

export async function blockSpammer(user) {
  return ok(await fetch(`${api}/users/${user.id}/block`, { method: 'PUT', headers }));
}

export async function recentPushes(projectId) {
  return ok(await fetch(`${api}/projects/${projectId}/events${query({ action: 'pushed to', target_type: 'Issue' })}`, { headers }));
}

export async function issueByIid(projectId, iid) {
  return ok(await fetch(`${api}/projects/${projectId}/issues${query({ iid })}`, { headers }));
}

export async function installHook(projectId) {
  const body = { url: config.bot.hookUrl, build_events: true, merge_requests_events: true };
  return ok(await fetch(`${api}/projects/${projectId}/hooks`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(body) }));
}
