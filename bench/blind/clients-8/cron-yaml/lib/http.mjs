// node:http requests to the GitLab API: a URL object per request resolved against the API root,
// its query on `searchParams`; every request queued and retried.
import http from 'node:http';
import https from 'node:https';
import pRetry, { AbortError } from '../vendor/p-retry.mjs';
import PQueue from '../vendor/p-queue.mjs';

function once(method, url, headers, payload) {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        if (res.statusCode >= 500) return reject(new Error(`${method} ${url.pathname}: ${res.statusCode}`));
        if (res.statusCode >= 400) return reject(new AbortError(`${method} ${url.pathname}: ${res.statusCode}`));
        resolve(text ? JSON.parse(text) : null);
      });
    });
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export function createGitlab({ url, api, token, concurrency = 2, retries = 2 }) {
  const root = new URL(api.endsWith('/') ? api : `${api}/`, url);
  const queue = new PQueue({ concurrency });

  function send(method, route, { searchParams, json } = {}) {
    const target = new URL(route, root);
    for (const [key, value] of Object.entries(searchParams ?? {})) {
      for (const item of [].concat(value)) target.searchParams.append(key, String(item));
    }
    const headers = { 'PRIVATE-TOKEN': token };
    let payload;
    if (json !== undefined) {
      payload = JSON.stringify(json);
      headers['content-type'] = 'application/json';
    }
    return queue.add(() => pRetry(() => once(method, target, headers, payload), { retries, minTimeout: 200 }));
  }

  return {
    get: (route, options) => send('GET', route, options),
    post: (route, options) => send('POST', route, options),
    put: (route, options) => send('PUT', route, options),
    delete: (route, options) => send('DELETE', route, options),
  };
}
