import { Pool } from 'undici';

// One keep-alive pool to the instance; every path is absolute on its origin.
const ORIGIN = process.env.GITLAB_ORIGIN ?? 'http://127.0.0.1:__PORT__';
const API_PATH = '/api/v3';
const pool = new Pool(ORIGIN, { connections: 4, pipelining: 1 });

export async function gl(method, path, { query, body } = {}) {
  const headers = { 'private-token': process.env.GITLAB_ADMIN_TOKEN ?? 'secret' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const { statusCode, body: stream } = await pool.request({
    path: API_PATH + path,
    method,
    query,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await stream.text();
  if (statusCode >= 400) throw Object.assign(new Error(`${method} ${path}: ${statusCode}`), { status: statusCode });
  return text ? JSON.parse(text) : null;
}

export const close = () => pool.close();
