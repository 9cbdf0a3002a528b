// A small GitLab organisation on 127.0.0.1 for the fleet tests: bare repositories served over
// HTTP by `git http-backend` (clone and push), and the few v4 API routes a sweep uses (a group's
// projects with subgroups, page by page; merge requests listed, opened, updated), recorded.
// Not a test file itself.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The base waits on a manual call (9.0/7): nothing is fixed, line 3 holds two findings. */
export const MANUAL_CLIENT = [
  "const API = 'https://gitlab.example.com/api/v3';",
  "export const jobs = (id) => axios.get(API + '/projects/' + id + '/builds');",
  "export const c = (id, sha) => axios.get(API + '/projects/' + id + '/repository/commits/' + sha + '/builds');",
  '',
].join('\n');

export interface FakeProject {
  /** Full path, e.g. platform/bots/notifier. */
  path: string;
}

export interface MergeRequest {
  iid: number;
  project: string;
  source_branch: string;
  target_branch: string;
  title: string;
  description: string;
  state: 'opened';
}

export interface FakeGitLab {
  url: string;
  token: string;
  mergeRequests: MergeRequest[];
  /** `METHOD path` of every API request, in order. */
  calls: string[];
  close(): Promise<void>;
}

/** Projects are served from `root/<path>.git`; a group lists its subgroups' projects only with include_subgroups=true. */
export async function fakeGitLab(root: string, group: string, projects: FakeProject[], token = 'glpat-fleet-test'): Promise<FakeGitLab> {
  const mergeRequests: MergeRequest[] = [];
  const calls: string[] = [];
  let url = '';
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (u.pathname.startsWith('/api/v4/')) {
      calls.push(`${req.method} ${u.pathname}`);
      void body(req).then((text) => api(req, u, text, res));
    } else gitBackend(root, req, u, res);
  });
  const send = (res: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(value));
  };
  const api = (req: http.IncomingMessage, u: URL, text: string, res: http.ServerResponse) => {
    if (req.headers['private-token'] !== token) return send(res, 401, { message: '401 Unauthorized' });
    const groupRoute = /^\/api\/v4\/groups\/([^/]+)\/projects$/.exec(u.pathname);
    if (groupRoute && req.method === 'GET') {
      if (decodeURIComponent(groupRoute[1]) !== group) return send(res, 404, { message: '404 Group Not Found' });
      const all = projects.filter((p) => (u.searchParams.get('include_subgroups') === 'true' ? true : p.path.split('/').length === 2)).map((p, i) => project(p, i));
      // Two a page, whatever per_page says: the sweep must follow X-Next-Page.
      const page = Number(u.searchParams.get('page') ?? '1');
      const next = page * 2 < all.length ? String(page + 1) : '';
      return send(res, 200, all.slice((page - 1) * 2, page * 2), { 'X-Next-Page': next, 'X-Page': String(page) });
    }
    const mrRoute = /^\/api\/v4\/projects\/([^/]+)\/merge_requests(?:\/(\d+))?$/.exec(u.pathname);
    if (mrRoute) {
      const name = decodeURIComponent(mrRoute[1]);
      if (!projects.some((p) => p.path === name)) return send(res, 404, { message: '404 Project Not Found' });
      if (req.method === 'GET' && !mrRoute[2]) {
        const branch = u.searchParams.get('source_branch');
        return send(res, 200, mergeRequests.filter((m) => m.project === name && (!branch || m.source_branch === branch) && m.state === (u.searchParams.get('state') ?? 'opened')));
      }
      const fields = JSON.parse(text || '{}') as Partial<MergeRequest>;
      if (req.method === 'POST' && !mrRoute[2]) {
        if (!fields.source_branch || !fields.target_branch || !fields.title) return send(res, 400, { message: 'source_branch, target_branch and title are required' });
        const mr: MergeRequest = { iid: mergeRequests.filter((m) => m.project === name).length + 1, project: name, source_branch: fields.source_branch, target_branch: fields.target_branch, title: fields.title, description: fields.description ?? '', state: 'opened' };
        mergeRequests.push(mr);
        return send(res, 201, mr);
      }
      const mr = mergeRequests.find((m) => m.project === name && m.iid === Number(mrRoute[2]));
      if (req.method === 'PUT' && mr) {
        Object.assign(mr, { ...(fields.title ? { title: fields.title } : {}), ...(fields.description !== undefined ? { description: fields.description } : {}) });
        return send(res, 200, mr);
      }
    }
    send(res, 404, { message: '404 Not Found' });
  };
  const project = (p: FakeProject, i: number) => ({ id: i + 1, path_with_namespace: p.path, http_url_to_repo: `${url}/${p.path}.git`, default_branch: 'main', empty_repo: false, archived: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, token, mergeRequests, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function body(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (text += c));
    req.on('end', () => resolve(text));
  });
}

/** One request through `git http-backend` (CGI): its headers, then its body. */
function gitBackend(root: string, req: http.IncomingMessage, u: URL, res: http.ServerResponse): void {
  const child = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: path.resolve(root),
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: root,
      // A user, so that http-backend takes pushes (receive-pack).
      REMOTE_USER: 'sweeper',
      REMOTE_ADDR: '127.0.0.1',
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: decodeURIComponent(u.pathname),
      QUERY_STRING: u.search.slice(1),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      ...(req.headers['content-length'] ? { CONTENT_LENGTH: req.headers['content-length'] } : {}),
      ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] } : {}),
      ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
    },
  });
  req.pipe(child.stdin);
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.on('close', () => {
    const all = Buffer.concat(chunks);
    let end = all.indexOf('\r\n\r\n');
    let gap = 4;
    if (end < 0) [end, gap] = [all.indexOf('\n\n'), 2];
    const head = all.subarray(0, Math.max(end, 0)).toString('latin1');
    const headers: Record<string, string> = {};
    let status = 200;
    for (const line of head.split(/\r?\n/)) {
      const m = /^([^:]+):\s*(.*)$/.exec(line);
      if (!m) continue;
      if (m[1].toLowerCase() === 'status') status = Number(m[2].split(' ')[0]);
      else headers[m[1]] = m[2];
    }
    res.writeHead(status, headers);
    res.end(end < 0 ? all : all.subarray(end + gap));
  });
}
