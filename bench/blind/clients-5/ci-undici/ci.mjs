// The job's view of GitLab: the API root derived from the project URL GitLab CI gives every job.
import { request } from './vendor/undici.mjs';

const env = process.env;

const projectUrl = new URL(env.CI_PROJECT_URL ?? 'http://127.0.0.1:__PORT__/platform/deployer');
export const apiRoot = `${projectUrl.origin}/api/v3`;
export const projectId = env.CI_PROJECT_ID ?? '42';
export const sha = env.CI_BUILD_REF ?? 'f00dfeed';

const token = env.GITLAB_API_TOKEN ?? 'secret';

export async function api(method, path, { query, json } = {}) {
  const res = await request(`${apiRoot}${path}`, {
    method,
    query,
    headers: { 'PRIVATE-TOKEN': token, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (res.statusCode >= 400) throw Object.assign(new Error(`${method} ${path}: ${res.statusCode}`), { statusCode: res.statusCode });
  return res.body.json();
}
