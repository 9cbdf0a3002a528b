// `wrangler dev`'s part: the Worker's fetch handler with the bindings and a context.
import worker from './src/worker.mjs';
import { env } from './dev/env.mjs';

const ctx = { waitUntil() {}, passThroughOnException() {} };
const hit = (method, path, body) =>
  worker.fetch(new Request(`https://ops.example.workers.dev${path}`, { method, body: body && JSON.stringify(body), headers: body ? { 'content-type': 'application/json' } : {} }), env, ctx);

export const calls = {
  failedJobs: () => hit('GET', '/jobs/512'),
  artifacts: () => hit('GET', '/jobs/512/9004/artifacts'),
  hook: () => hit('POST', '/hooks/512', { url: 'https://ops.example.workers.dev/gitlab-events' }),
  deploy: () => hit('POST', '/deploy/512?ref=v2.3.0&env=production'),
  mine: () => hit('GET', '/mine'),
  search: () => hit('GET', '/search/edge%20cache'),
  fork: () => hit('POST', '/fork/infra%2Fedge'),
  todosDone: () => hit('POST', '/todos/done'),
  mergeRequest: () => hit('GET', '/mr/512/64'),
  blob: () => hit('GET', '/blob/512/9a8b7c6d'),
  version: () => hit('GET', '/version'),
  tree: () => hit('GET', '/tree/512?ref=release%2F2.3'),
  settings: () => hit('PUT', '/settings/512', {}),
};
