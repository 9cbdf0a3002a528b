// Requests as GitLab's own forms send them: writes are application/x-www-form-urlencoded bodies
// written by qs (nested objects as `a[b]=`, arrays as `a[]=`), reads put the same into the query.
import fetch from 'node-fetch';
import qs from 'qs';

const FORM = 'application/x-www-form-urlencoded';
const encode = (data) => qs.stringify(data, { arrayFormat: 'brackets' });
const auth = () => ({ 'PRIVATE-TOKEN': process.env.ACME_GITLAB_TOKEN ?? 'secret', 'User-Agent': 'acme-gitlab-tools' });

export class GitLabError extends Error {
  constructor(method, url, status, body) {
    super(`${method} ${new URL(url).pathname} answered ${status}: ${body}`);
    this.status = status;
  }
}

async function handle(method, url, res) {
  const text = await res.text();
  if (!res.ok) throw new GitLabError(method, url, res.status, text);
  return text ? JSON.parse(text) : null;
}

export async function getJson(url, query) {
  const full = query ? `${url}?${encode(query)}` : url;
  return handle('GET', full, await fetch(full, { headers: auth() }));
}

export async function postForm(url, data = {}) {
  return handle('POST', url, await fetch(url, { method: 'POST', headers: { ...auth(), 'Content-Type': FORM }, body: encode(data) }));
}

export async function putForm(url, data = {}) {
  return handle('PUT', url, await fetch(url, { method: 'PUT', headers: { ...auth(), 'Content-Type': FORM }, body: encode(data) }));
}

export async function del(url) {
  return handle('DELETE', url, await fetch(url, { method: 'DELETE', headers: auth() }));
}
