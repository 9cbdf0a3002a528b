// One axios instance for the whole tool. Its root is set by configure() once the settings are
// known; array parameters go as `key[]=a&key[]=b` (what GitLab reads), so the serializer is qs.
// Idempotent requests that fail on the network or with a 5xx are retried with a back-off.
import axios from 'axios';
import qs from 'qs';

export const http = axios.create({
  timeout: 15000,
  paramsSerializer: { serialize: (params) => qs.stringify(params, { arrayFormat: 'brackets' }) },
});

const settings = { retries: 2, backoffMs: 200 };

export function configure({ url, token, retries = 2 }) {
  http.defaults.baseURL = `${url.replace(/\/+$/, '')}/api/v3`;
  http.defaults.headers.common['PRIVATE-TOKEN'] = token;
  settings.retries = retries;
}

const IDEMPOTENT = new Set(['get', 'head', 'put', 'delete', 'options']);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

http.interceptors.response.use(undefined, async (error) => {
  const config = error.config;
  const status = error.response?.status;
  const retryable = !error.response || status >= 500;
  if (!config || !retryable || !IDEMPOTENT.has(config.method)) throw error;
  config.attempt = (config.attempt ?? 0) + 1;
  if (config.attempt > settings.retries) throw error;
  await sleep(settings.backoffMs * 2 ** (config.attempt - 1));
  return http.request(config);
});

/** Retries a call that is not idempotent only when it never reached the server. */
export async function withRetry(call, attempts = settings.retries + 1) {
  for (let i = 1; ; i++) {
    try {
      return (await call()).data;
    } catch (error) {
      if (error.response || i >= attempts) throw error;
      await sleep(settings.backoffMs * i);
    }
  }
}
