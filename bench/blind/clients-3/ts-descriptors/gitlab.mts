// Typed GitLab requests: each endpoint is a function returning a request descriptor
// ({ verb, path, query?, body? }); `run` sends one over the global fetch.
export enum Verb {
  Get = 'GET',
  Post = 'POST',
  Put = 'PUT',
  Delete = 'DELETE',
}

export type ProjectId = number | string;
type Query = Record<string, string | number | boolean>;

export interface Descriptor<T = unknown> {
  verb: Verb;
  path: string;
  query?: Query;
  body?: Record<string, unknown>;
  /** The answer's type, for callers; never set. */
  readonly answer?: T;
}

export interface Job {
  id: number;
  status: string;
}

export interface MergeRequestRef {
  id: number;
  iid: number;
}

const BASE_URL: string = process.env.GITLAB_API_URL ?? 'http://127.0.0.1:__PORT__/api/v3';

const pid = (id: ProjectId): string => encodeURIComponent(String(id));

export const jobs = (p: ProjectId, scope: 'running' | 'failed'): Descriptor<Job[]> => ({
  verb: Verb.Get,
  path: `/projects/${pid(p)}/builds`,
  query: { scope },
});

export const jobTrace = (p: ProjectId, job: number): Descriptor<string> => ({ verb: Verb.Get, path: `/projects/${pid(p)}/builds/${job}/trace` });

export const playJob = (p: ProjectId, job: number): Descriptor<Job> => ({ verb: Verb.Post, path: `/projects/${pid(p)}/builds/${job}/play` });

export const rawBlob = (p: ProjectId, sha: string): Descriptor<string> => ({ verb: Verb.Get, path: `/projects/${pid(p)}/repository/raw_blobs/${sha}` });

export const blob = (p: ProjectId, sha: string): Descriptor => ({ verb: Verb.Get, path: `/projects/${pid(p)}/repository/blobs/${sha}` });

export const fileAt = (p: ProjectId, sha: string, file: string): Descriptor<string> => ({
  verb: Verb.Get,
  path: `/projects/${pid(p)}/repository/blobs/${sha}`,
  query: { filepath: file },
});

export const license = (key: string): Descriptor => ({ verb: Verb.Get, path: `/licenses/${key}` });

export const dockerfile = (name: string): Descriptor => ({ verb: Verb.Get, path: `/dockerfiles/${name}` });

export const requireGreenPipelines = (p: ProjectId): Descriptor => ({
  verb: Verb.Put,
  path: `/projects/${pid(p)}`,
  body: { only_allow_merge_if_build_succeeds: true, visibility_level: 0 },
});

export const mrCommits = (p: ProjectId, mr: MergeRequestRef): Descriptor => ({
  verb: Verb.Get,
  path: `/projects/${pid(p)}/merge_requests/${mr.id}/commits`,
  query: { per_page: 100 },
});

export const environments = (p: ProjectId): Descriptor => ({ verb: Verb.Get, path: `/projects/${pid(p)}/environments`, query: { per_page: 50 } });

export const createIssue = (p: ProjectId, title: string): Descriptor => ({ verb: Verb.Post, path: `/projects/${pid(p)}/issues`, body: { title } });

export const commitStatus = (p: ProjectId, sha: string, state: 'pending' | 'success' | 'failed'): Descriptor => ({
  verb: Verb.Post,
  path: `/projects/${pid(p)}/statuses/${sha}`,
  body: { state, name: 'lint' },
});

export const unfollowLabel = (p: ProjectId, labelId: number): Descriptor => ({
  verb: Verb.Delete,
  path: `/projects/${pid(p)}/labels/${labelId}/subscription`,
});

export async function run<T>(req: Descriptor<T>, token = process.env.GITLAB_TOKEN ?? 'secret'): Promise<T> {
  const url = new URL(BASE_URL + req.path);
  for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method: req.verb,
    headers: { 'PRIVATE-TOKEN': token, ...(req.body ? { 'Content-Type': 'application/json' } : {}) },
    body: req.body ? JSON.stringify(req.body) : undefined,
  });
  if (!res.ok) throw Object.assign(new Error(`${req.verb} ${req.path}: ${res.status}`), { status: res.status });
  return (res.status === 204 ? undefined : await res.json()) as T;
}
