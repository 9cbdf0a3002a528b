// Requests as WHATWG objects: a URL made by joining encoded segments onto the API root's
// pathname, the query from URLSearchParams, sent as a `Request` through the global fetch.
import path from 'node:path';

const API = new URL(process.env.GITLAB_API ?? 'http://127.0.0.1:__PORT__/api/v3');
const TOKEN = process.env.GITLAB_TOKEN ?? 'secret';

export function endpoint(segments, query) {
  const url = new URL(API);
  url.pathname = path.posix.join(url.pathname, ...segments.map((s) => encodeURIComponent(String(s))));
  if (query) url.search = new URLSearchParams(query).toString();
  return url;
}

async function send(request) {
  request.headers.set('PRIVATE-TOKEN', TOKEN);
  const res = await fetch(request);
  if (!res.ok) throw Object.assign(new Error(`${request.method} ${request.url}: ${res.status}`), { status: res.status });
  return res.status === 204 ? null : res.json();
}

export const get = (segments, query) => send(new Request(endpoint(segments, query)));

export const post = (segments, body) =>
  send(
    new Request(endpoint(segments), {
      method: 'POST',
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }),
  );

export const put = (segments) => send(new Request(endpoint(segments), { method: 'PUT' }));

export const del = (segments) => send(new Request(endpoint(segments), { method: 'DELETE' }));

/** Runs `task` over `items`, `size` at a time; rejects with the first failure. */
export async function batch(items, task, size = 4) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return out;
}
