import { handle } from './app.mjs';

export const calls = {
  pipelines: () => handle({ path: '/dash/projects/48/pipelines', query: { ref: 'release' } }),
  failing: () => handle({ path: '/dash/projects/48/failing' }),
  retryJob: () => handle({ method: 'POST', path: '/dash/projects/48/jobs/9031/retry' }),
  deployKeys: () => handle({ path: '/dash/projects/web%2Fshop/deploy-keys' }),
  disableKey: () => handle({ method: 'DELETE', path: '/dash/projects/48/deploy-keys/6' }),
  merged: () => handle({ path: '/dash/projects/48/merged' }),
  discussion: () => handle({ path: '/dash/projects/48/merge-requests/2210/discussion' }),
  gitignore: () => handle({ path: '/dash/templates/gitignore/Node' }),
  search: () => handle({ path: '/dash/search', query: { q: 'payment service' } }),
  star: () => handle({ method: 'POST', path: '/dash/projects/48/star' }),
  dashboardConfig: () => handle({ path: '/dash/projects/48/config', query: { sha: '9f3e2a1' } }),
  passthrough: () => handle({ path: '/gitlab/projects/48/builds', query: { scope: 'running' } }),
};
