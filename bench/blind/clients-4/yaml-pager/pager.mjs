// GitLab over node-fetch with one keep-alive agent. The token travels as `private_token` in the
// query (the proxy in front of GitLab strips unknown headers). Lists are walked page by page
// following the `Link: <…>; rel="next"` header.
import http from 'node:http';
import fetch from 'node-fetch';
import { config } from './config.mjs';

const { protocol, host, port, api } = config.gitlab;
const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

/** The full URL of an API path (`projects/5/events?sort=asc`), with the token. */
export function apiUrl(path) {
  const url = `${protocol}://${host}:${port}/api/${api.version}/${path}`;
  return url + (url.includes('?') ? '&' : '?') + `private_token=${encodeURIComponent(api.private_token)}`;
}

function nextLink(header) {
  for (const part of (header ?? '').split(',')) {
    const m = /<([^>]+)>;\s*rel="next"/.exec(part);
    if (m) return m[1];
  }
  return null;
}

async function checked(res) {
  if (!res.ok) throw Object.assign(new Error(`${res.status} ${res.url}`), { status: res.status });
  return res;
}

/** Every item of a list, page after page. */
export async function* paginate(path) {
  let url = apiUrl(path);
  while (url) {
    const res = await checked(await fetch(url, { agent }));
    const page = await res.json();
    yield* Array.isArray(page) ? page : [];
    url = nextLink(res.headers.get('link'));
  }
}

export async function collect(path) {
  const items = [];
  for await (const item of paginate(path)) items.push(item);
  return items;
}

export async function send(method, path, body) {
  const res = await checked(
    await fetch(apiUrl(path), {
      method,
      agent,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  return res.status === 204 ? null : res.json();
}

export const first = (path) => send('GET', path);
