// A local stand-in for GitLab on 127.0.0.1 (port 0): answers `/api/v3/…` as the v3 API and
// `/api/v4/…` as the v4 API from the route tables (200 on a route, 404 otherwise) and records
// every request it gets, read the way the service reads it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isKnownV3Route, v4Route } from '../../src/rulebook/routes.js';

export interface Recorded {
  version: 3 | 4 | null;
  method: string;
  /** The path after `/api/vN`, each segment as the service decodes it, encoded again the same way (`%2E` and `.` are one). */
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  auth: string | undefined;
  /** Whether the API of that version has the route. */
  route: boolean;
}

export interface FakeGitlab {
  port: number;
  requests: Recorded[];
  close(): Promise<void>;
}

function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of [...new Set(params.keys())].sort()) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

/**
 * A body as the service reads it: JSON, a form (urlencoded or multipart, as `curl -F` sends it:
 * its fields, read by the platform's own parser), or else the raw text.
 */
async function bodyOf(req: IncomingMessage, bytes: Buffer): Promise<unknown> {
  const raw = bytes.toString('utf8');
  if (raw === '') return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('json')) return JSON.parse(raw);
  if (type.includes('x-www-form-urlencoded')) return queryOf(new URLSearchParams(raw));
  if (type.includes('multipart/form-data')) {
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) fields.append(name, typeof value === 'string' ? value : await value.text());
    return queryOf(fields);
  }
  return raw;
}

export async function startFakeGitlab(): Promise<FakeGitlab> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const m = /^\/api\/v([34])(\/.*)?$/.exec(url.pathname);
      const version = m ? (Number(m[1]) as 3 | 4) : null;
      const raw = m?.[2] ?? url.pathname;
      const segs = raw.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
      const method = req.method ?? 'GET';
      const route = version === 3 ? isKnownV3Route(method, segs) : version === 4 ? v4Route(method, segs) === 'proven' : false;
      let body: unknown;
      try {
        body = await bodyOf(req, Buffer.concat(chunks));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      const token = req.headers['private-token'];
      requests.push({ version, method, path: '/' + segs.map(encodeURIComponent).join('/'), query: queryOf(url.searchParams), body, auth: Array.isArray(token) ? token[0] : token, route });
      res.writeHead(route ? 200 : 404, { 'content-type': 'application/json', connection: 'close' });
      res.end(route ? '{}' : '{"message":"404 Not found"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
