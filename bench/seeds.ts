// Generated client code with known GitLab API v3 call sites, in the styles real code uses: axios
// with a base constant, got with concatenation, fetch with options, request option objects, class
// clients, route tables. Sites are marked as in fixtures/ (`// ruleid: <change keys>` on the line
// above), so the benchmark knows where each one is; `// ok:` lines are look-alikes that must stay
// silent. Deterministic: the same count gives the same files.
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface SeedSite {
  /** Relative to the seed folder, forward slashes. */
  file: string;
  /** 1-based line of the site. */
  line: number;
  /** Change keys expected on that line. */
  changes: string[];
}

type Template = { ext: string; text: (n: number) => string };

const host = (n: number) => `https://gitlab${n % 7}.example.com`;

const TEMPLATES: Template[] = [
  {
    ext: 'js',
    text: (n) => `// Jobs and merge requests of project ${n}, through axios.
import axios from 'axios';

// ruleid: prefix
const API_${n} = '${host(n)}/api/v3';

export function listJobs${n}(projectId, scope) {
  // ruleid: 9.0/12
  return axios.get(\`\${API_${n}}/projects/\${projectId}/builds\`, { params: { scope } });
}

export function getMergeRequest${n}(id, mrId) {
  // ruleid: 8.17/4
  return axios.get(\`\${API_${n}}/projects/\${id}/merge_request/\${mrId}\`);
}

export function owned${n}() {
  // ruleid: 9.0/13
  return axios.get(\`\${API_${n}}/projects/owned\`);
}

export function block${n}(userId) {
  // ruleid: 9.0/4
  return axios.put(\`\${API_${n}}/users/\${userId}/block\`);
}

export function markDone${n}(todo) {
  // ruleid: 9.0/3
  return axios.delete(\`\${API_${n}}/todos/\${todo.id}\`);
}

// ok: prefix
export const pulls${n} = (repo) => axios.get(\`https://ghe.example.com/api/v3/repos/\${repo}/pulls\`);
`,
  },
  {
    ext: 'ts',
    text: (n) => `// Traces and search for tool ${n}, through got and string concatenation.
import got from 'got';

// ruleid: prefix
const BASE: string = '${host(n)}/api/v3';

export async function trace${n}(projectId: number, jobId: number): Promise<string> {
  // ruleid: 9.0/12
  return got(BASE + '/projects/' + projectId + '/builds/' + jobId + '/trace').text();
}

export function search${n}(term: string) {
  // ruleid: 8.17/1
  return got.get(\`\${BASE}/projects/search/\${term}?order_by=name&sort=asc\`).json();
}

export function retry${n}(projectId: number, jobId: number) {
  // ruleid: 9.0/12
  return got.post(\`\${BASE}/projects/\${projectId}/builds/\${jobId}/retry\`).json();
}

export function ownedWithGot${n}() {
  // ruleid: 9.0/13
  return got(BASE + '/projects/owned').json();
}

export function project${n}(id: number) {
  // ok: 9.0/13
  return got(\`\${BASE}/projects/\${id}\`).json();
}
`,
  },
  {
    ext: 'js',
    text: (n) => `// Housekeeping script ${n}, through fetch.
// ruleid: prefix
const GITLAB = '${host(n)}/api/v3';

export function markAll${n}(token) {
  // ruleid: 9.0/3
  return fetch(\`\${GITLAB}/todos\`, { method: 'DELETE', headers: { 'PRIVATE-TOKEN': token } });
}

export function cancel${n}(projectId, jobId) {
  // ruleid: 9.0/12
  return fetch(\`\${GITLAB}/projects/\${projectId}/builds/\${jobId}/cancel\`, { method: 'POST' });
}

export function visible${n}() {
  // ruleid: prefix, 9.0/13
  return fetch('${host(n)}/api/v3/projects/visible');
}

export function changes${n}(id, mrId) {
  // ruleid: 8.17/4
  return fetch(GITLAB + '/projects/' + id + '/merge_request/' + mrId + '/changes');
}

export function labels${n}(id) {
  // ruleid: prefix
  return fetch("${host(n)}" + "/api/v3/projects/" + id + "/labels");
}
`,
  },
  {
    ext: 'ts',
    text: (n) => `// A small CI client class, number ${n}.
import type { AxiosInstance } from 'axios';

interface Job${n} {
  id: number;
  status: string;
}

export class Ci${n} {
  constructor(private readonly http: AxiosInstance) {}

  play(projectId: number, jobId: number) {
    // ruleid: 9.0/12
    return this.http.post<Job${n}>(\`/projects/\${projectId}/builds/\${jobId}/play\`);
  }

  keep(projectId: number, jobId: number) {
    // ruleid: 9.0/12
    return this.http.post(\`/projects/\${projectId}/builds/\${jobId}/artifacts/keep\`);
  }

  pipelines(projectId: number) {
    // ok: 9.0/12
    return this.http.get(\`/projects/\${projectId}/pipelines\`);
  }
}

export class GitLab${n} {
  private url: string;
  constructor(opts: { url: string }) {
    // ruleid: prefix
    this.url = opts.url + '/api/v3';
  }

  get(path: string) {
    return fetch(this.url + path);
  }
}
`,
  },
  {
    ext: 'js',
    text: (n) => `// Callback-style client ${n}, through request.
import request from 'request';

// ruleid: prefix
const API = '${host(n)}/api/v3';

export function searchWithRequest${n}(term, cb) {
  request({
    // ruleid: 8.17/1
    url: \`\${API}/projects/search/\${term}\`,
    qs: { per_page: 100 },
    json: true,
  }, cb);
}

export function markDoneWithRequest${n}(id, cb) {
  // ruleid: 9.0/3
  request({ method: 'DELETE', url: \`\${API}/todos/\${id}\`, json: true }, cb);
}

export function starredWithRequest${n}(cb) {
  // ruleid: 9.0/13
  request({ url: API + '/projects/starred', qs: { per_page: 100 }, json: true }, cb);
}
`,
  },
  {
    ext: 'ts',
    text: (n) => `// Route table ${n}: paths joined to a base elsewhere.
export const ROUTES_${n} = {
  // ruleid: 9.0/12
  erase: '/projects/:id/builds/:build_id/erase',
  // ruleid: 9.0/13
  owned: '/projects/owned',
  // ruleid: 8.17/4
  mergeRequest: '/projects/:id/merge_request/:merge_request_id',
  // ok: 9.0/12
  pipelines: '/projects/:id/pipelines',
} as const;
`,
  },
  {
    ext: 'js',
    text: (n) => `// Shared axios instance ${n}.
import axios from 'axios';

const gitlab = axios.create({
  // ruleid: prefix
  baseURL: process.env.GITLAB_URL + '/api/v3',
  headers: { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN },
});

export const branches${n} = (id) => gitlab.get(\`/projects/\${id}/repository/branches\`);

// ruleid: prefix
const API_PATH = 'api/v3';

export function tags${n}(h, id) {
  return fetch(\`\${h}/\${API_PATH}/projects/\${id}/repository/tags\`);
}

export function warn${n}(log) {
  // ok: prefix
  log.warn('GitLab 9.5 removed /api/v3; set GITLAB_URL to a 9.0 or newer server');
}
`,
  },
  {
    ext: 'ts',
    text: (n) => `// Project settings ${n}.
import axios from 'axios';

// ruleid: prefix
const API: string = '${host(n)}/api/v3';

export function createPublic${n}(name: string) {
  // ruleid: 9.0/15
  return axios.post(\`\${API}/projects\`, { name, visibility_level: 20 });
}

export function publish${n}(id: number) {
  // ruleid: 9.0/15
  return axios.put(\`\${API}/projects/\${id}\`, { public: true });
}

export function downloadArtifacts${n}(projectId: number, ref: string, job: string) {
  // ruleid: 9.0/12
  return axios.get(\`\${API}/projects/\${projectId}/builds/artifacts/\${ref}/download?job=\${job}\`, { responseType: 'arraybuffer' });
}
`,
  },
];

const ANNOTATION_RE = /^\s*\/\/ ruleid: (.+)$/;

/** Writes `count` files into `dir` (replacing what is there) and returns their sites. */
export async function writeSeeds(dir: string, count: number): Promise<SeedSite[]> {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const sites: SeedSite[] = [];
  for (let i = 0; i < count; i++) {
    const t = TEMPLATES[i % TEMPLATES.length];
    const file = `client-${String(i).padStart(4, '0')}.${t.ext}`;
    const text = t.text(i);
    await fs.writeFile(path.join(dir, file), text);
    sites.push(...sitesOf(file, text));
  }
  return sites;
}

export function sitesOf(file: string, text: string): SeedSite[] {
  const lines = text.split('\n');
  const out: SeedSite[] = [];
  lines.forEach((l, i) => {
    const m = ANNOTATION_RE.exec(l);
    if (m) out.push({ file, line: i + 2, changes: m[1].split(',').map((s) => s.trim()) });
  });
  return out;
}
