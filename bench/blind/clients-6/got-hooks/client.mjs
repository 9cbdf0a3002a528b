import got from 'got';
import config from './config/watcher.json' with { type: 'json' };

const { scheme, host, port, apiVersion } = config.gitlab;

export const project = encodeURIComponent(config.project);

// The token is read at each request: the runner rotates it while the watcher runs.
function authenticate(options) {
  options.headers['private-token'] = process.env[config.tokenEnv] ?? 'secret';
}

export const gitlab = got.extend({
  prefixUrl: `${scheme}://${host}:${port}/api/${apiVersion}`,
  responseType: 'json',
  retry: { limit: 0 },
  hooks: { beforeRequest: [authenticate] },
});
