// The change kinds of the generated differential suite: a v3 request of each (its parameters
// placed by the carrier, carriers.ts), and the v4 request the change list makes of it, read from
// what the server recorded wherever the parameters travelled. A `held` kind has no v4 form with
// the same meaning: its client must come out unchanged and reported, base and all.
import type { Request } from '../kinds.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Where the parameters of a request travel: none, in the URL's query, in the library's query option, in the body. */
export type Carrier = 'none' | 'url' | 'option' | 'body';
export const CARRIERS: readonly Carrier[] = ['none', 'url', 'option', 'body'];

/** One request a client makes: the path after `/api/v3`, and its parameters (placed by the carrier). */
export interface Req {
  method: Method;
  path: string;
  params?: Record<string, string>;
  /** The parameters as code, when a value is an expression (in the body or the library's query option). */
  paramsCode?: string;
  /** Top-level declarations the parameters' code reads (a constant the call reads a value through). */
  declsCode?: string;
}

export interface Change {
  /** Short and stable: case ids are made of it. */
  id: string;
  name: string;
  req: Req;
  /** The carriers that apply to this request, and why the others do not. */
  carriers: readonly Carrier[];
  /** Fixed with --fix-review (a review fix), not --fix. */
  review?: boolean;
  /** The v4 request of the v3 one; absent for a held kind. */
  map?(r: Request): Request;
  /** Held kinds: the client also makes this ordinary fixable request on the same base, which must not move alone. */
  companion?: Req;
  /**
   * A split kind (review): where the style can give the held call its own copy of the v3 base
   * (libraries.ts `split`), the base moves with the companion, mapped, and the held call sends
   * its v3 request unchanged; elsewhere the client is left as a held kind's.
   */
  split?: boolean;
  /** The call is kept for what the proof cannot read of it (split-unread.ts): it may be reported where its copy spells the v3 base. */
  unread?: boolean;
}

type Rec = Record<string, string | string[]>;
const rec = (b: unknown): Record<string, unknown> => (b && typeof b === 'object' ? (b as Record<string, unknown>) : {});
const sorted = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
/** Renames `from` to `to` wherever it travelled (the query or the body). */
function renamed(r: Request, from: string, to: string, value = (v: unknown) => v): Request {
  const move = (o: Record<string, unknown>) => (from in o ? sorted(Object.fromEntries(Object.entries(o).map(([k, v]) => (k === from ? [to, value(v)] : [k, v])))) : o);
  return { ...r, query: move(r.query) as Rec, body: r.body && typeof r.body === 'object' ? move(rec(r.body)) : r.body };
}
/** Takes `key` out of the query and the body: its value and the request without it. */
function taken(r: Request, key: string): [string, Request] {
  const q = { ...r.query };
  const b = r.body && typeof r.body === 'object' ? { ...rec(r.body) } : undefined;
  const value = String(q[key] ?? b?.[key]);
  delete q[key];
  if (b) delete b[key];
  return [value, { ...r, query: q, body: b ?? r.body }];
}
/** A value mapped wherever it travelled. */
const valued = (r: Request, key: string, f: (v: string) => string) => renamed(r, key, key, (v) => f(String(v)));

const NONE_URL_OPTION = ['none', 'url', 'option'] as const;
const QUERY = ['url', 'option'] as const;
const ANY_PARAMS = ['url', 'option', 'body'] as const;

export const CHANGES: Change[] = [
  { id: 'prefix', name: 'prefix', req: { method: 'GET', path: '/projects/5', params: { statistics: 'true' } }, carriers: NONE_URL_OPTION, map: (r) => r },
  {
    id: 'route-9.0/12',
    name: 'route move (9.0/12 builds → jobs)',
    req: { method: 'GET', path: '/projects/5/builds', params: { scope: 'failed' } },
    carriers: NONE_URL_OPTION,
    map: (r) => ({ ...r, path: r.path.replace(/\/builds(?=\/|$)/, '/jobs') }),
  },
  {
    id: 'route-8.17/4',
    name: 'route move (8.17/4 merge_request → merge_requests)',
    req: { method: 'GET', path: '/projects/5/merge_request/7/changes' },
    carriers: ['none'],
    map: (r) => ({ ...r, path: r.path.replace('/merge_request/', '/merge_requests/') }),
  },
  {
    id: 'route-8.17/6',
    name: 'route move (8.17/6 keys → deploy_keys)',
    req: { method: 'GET', path: '/projects/5/keys', params: { per_page: '5' } },
    carriers: NONE_URL_OPTION,
    map: (r) => ({ ...r, path: r.path.replace(/\/keys$/, '/deploy_keys') }),
  },
  {
    id: 'method-9.0/1',
    name: 'method change (9.0/1 DELETE star → POST unstar)',
    req: { method: 'DELETE', path: '/projects/5/star' },
    carriers: ['none'],
    map: (r) => ({ ...r, method: 'POST', path: r.path.replace(/\/star$/, '/unstar') }),
  },
  {
    id: 'method-9.0/4',
    name: 'method change (9.0/4 PUT unblock → POST)',
    req: { method: 'PUT', path: '/users/7/unblock' },
    carriers: ['none'],
    map: (r) => ({ ...r, method: 'POST' }),
  },
  {
    id: 'param-9.0/20',
    name: 'param rename (9.0/20 branch_name → branch)',
    req: { method: 'POST', path: '/projects/5/repository/branches', params: { branch_name: 'feature', ref: 'master' } },
    carriers: ANY_PARAMS,
    map: (r) => renamed(r, 'branch_name', 'branch'),
  },
  {
    id: 'query-9.0/14',
    name: 'query added (9.0/14 projects/owned → projects?owned=true)',
    req: { method: 'GET', path: '/projects/owned', params: { per_page: '5' } },
    carriers: NONE_URL_OPTION,
    map: (r) => ({ ...r, path: '/projects', query: sorted({ ...r.query, owned: 'true' }) }),
  },
  {
    id: 'query-8.17/1',
    name: 'path into the query (8.17/1 projects/search/:query → projects?search=)',
    req: { method: 'GET', path: '/projects/search/gitlab%20client', params: { per_page: '5' } },
    carriers: NONE_URL_OPTION,
    map: (r) => ({ ...r, path: '/projects', query: sorted({ ...r.query, search: decodeURIComponent(r.path.split('/').pop()!) }) }),
  },
  {
    id: 'file-9.0/16',
    name: 'file_path into the path (9.0/16)',
    req: { method: 'GET', path: '/projects/5/repository/files', params: { file_path: 'docs/a.md', ref: 'master' } },
    carriers: QUERY,
    map: (r) => {
      const [file, rest] = taken(r, 'file_path');
      return { ...rest, path: `${r.path}/${encodeURIComponent(file)}` };
    },
  },
  {
    id: 'file-branch-9.0/16+20',
    name: 'file_path into the path and branch_name renamed in one call (9.0/16, 9.0/20)',
    req: { method: 'POST', path: '/projects/5/repository/files', params: { file_path: 'docs/a.md', branch_name: 'master', content: 'x', commit_message: 'm' } },
    carriers: ANY_PARAMS,
    map: (r) => {
      const [file, rest] = taken(r, 'file_path');
      return { ...renamed(rest, 'branch_name', 'branch'), path: `${r.path}/${encodeURIComponent(file)}` };
    },
  },
  {
    id: 'blob-9.0/17',
    name: 'file path and commit moved (9.0/17 blobs/:sha?filepath= → files/:path/raw?ref=)',
    req: { method: 'GET', path: '/projects/5/repository/blobs/master', params: { filepath: 'docs/a.md' } },
    carriers: QUERY,
    map: (r) => {
      const [file, rest] = taken(r, 'filepath');
      const sha = r.path.split('/').pop()!;
      return { ...rest, path: r.path.replace(/\/blobs\/[^/]+$/, `/files/${encodeURIComponent(file)}/raw`), query: sorted({ ...rest.query, ref: sha }) };
    },
  },
  {
    id: 'iid-8.17/3',
    name: 'iid filter renamed (8.17/3 iid → iids[])',
    req: { method: 'GET', path: '/projects/5/merge_requests', params: { iid: '3' } },
    carriers: QUERY,
    map: (r) => renamed(r, 'iid', 'iids[]'),
  },
  {
    id: 'review-iid-one',
    name: 'review: iid filter renamed (8.17/3 iid → iids[]), its value a variable named as one item (`mr.iid`)',
    req: { method: 'GET', path: '/projects/5/merge_requests', paramsCode: `{ iid: ({ iid: 3 }).iid }` },
    carriers: ['option'],
    review: true,
    map: (r) => renamed(r, 'iid', 'iids[]'),
  },
  {
    id: 'review-iid-either',
    name: 'review: iid filter renamed (8.17/3 iid → iids[]), its value a read that may be one item or a list (`iid: iids`)',
    req: { method: 'GET', path: '/projects/5/merge_requests', paramsCode: `{ iid: IIDS }`, declsCode: 'const IIDS = 3;' },
    carriers: ['option'],
    review: true,
    map: (r) => renamed(r, 'iid', 'iids[]'),
  },
  {
    id: 'events-sort',
    name: 'events value lowered (events/sort DESC → desc)',
    req: { method: 'GET', path: '/projects/5/events', params: { sort: 'DESC' } },
    carriers: QUERY,
    map: (r) => valued(r, 'sort', (v) => v.toLowerCase()),
  },
  {
    id: 'events-target-type',
    name: 'events value lowered (events/target_type Issue → issue)',
    req: { method: 'GET', path: '/projects/5/events', params: { target_type: 'Issue' } },
    carriers: QUERY,
    map: (r) => valued(r, 'target_type', (v) => v.toLowerCase()),
  },
  {
    id: 'review-confirm',
    name: 'review: confirm → skip_confirmation, an expression inverted (9.0/23)',
    req: { method: 'POST', path: '/users', paramsCode: `{ email: 'a@b.c', confirm: !!process.env.GL4M_NO_SUCH_VARIABLE }` },
    carriers: ['body'],
    review: true,
    map: (r) => {
      const { confirm, ...rest } = rec(r.body);
      return { ...r, body: { ...rest, skip_confirmation: !confirm } };
    },
  },
  {
    id: 'review-events-date',
    name: 'review: an events date cut to YYYY-MM-DD (events/date)',
    req: { method: 'GET', path: '/projects/5/events', params: { after: '2017-01-31T10:00:00Z' } },
    carriers: QUERY,
    review: true,
    map: (r) => valued(r, 'after', (v) => v.slice(0, 10)),
  },
  {
    id: 'held-9.0/7',
    name: 'held: a v3-only route on the base (9.0/7 commits/:sha/builds, no v4 form)',
    req: { method: 'GET', path: '/projects/5/repository/commits/abc123/builds' },
    carriers: ['none'],
    companion: { method: 'GET', path: '/projects/5/builds' },
  },
  {
    id: 'held-blob-meaning',
    name: 'held: a changed-meaning v4 route on the base (9.0/17 blobs/:sha without filepath answers JSON in v4)',
    req: { method: 'GET', path: '/projects/5/repository/blobs/abc123' },
    carriers: ['none'],
    companion: { method: 'GET', path: '/projects/5/builds' },
  },
  {
    id: 'held-iid',
    name: 'held: an id where v4 reads an iid (9.0/33 merge_requests/:id)',
    req: { method: 'GET', path: '/projects/5/merge_requests/7' },
    carriers: ['none'],
    companion: { method: 'GET', path: '/projects/5/builds' },
  },
  {
    id: 'split-9.0/7',
    name: 'split: a v3-only route (9.0/7) keeps its own copy of the v3 base, its companion moves with the base',
    req: { method: 'GET', path: '/projects/5/repository/commits/abc123/builds' },
    carriers: ['none'],
    review: true,
    split: true,
    companion: { method: 'GET', path: '/projects/5/builds' },
  },
  {
    id: 'review-events-timestamp',
    name: 'review: an events date made at run time and written at the parameter, cut to its day (events/date, .slice(0, 10))',
    req: { method: 'GET', path: '/projects/5/events', paramsCode: "{ after: new Date('2017-01-31T10:00:00Z').toISOString() }" },
    carriers: ['option'],
    review: true,
    map: (r) => valued(r, 'after', (v) => v.slice(0, 10)),
  },
  {
    id: 'split-events-manual',
    name: 'split: an events date the tool cannot rewrite (a timestamp through a constant other code may read: manual, no rewrite) keeps its own copy of the v3 base, its companion moves with the base',
    req: {
      method: 'GET',
      path: '/projects/5/events',
      declsCode: "const AFTER = new Date('2017-01-31T10:00:00Z').toISOString();",
      paramsCode: '{ after: AFTER }',
    },
    carriers: ['option'],
    review: true,
    split: true,
    companion: { method: 'GET', path: '/projects/5/builds' },
  },
  {
    id: 'split-params-unread',
    name: "split: an events query the proof cannot read (an object made at run time: its `action` may be a value v4 renames) keeps its own copy of the v3 base, its companion moves with the base",
    req: {
      method: 'GET',
      path: '/projects/5/events',
      declsCode: 'const FILTER = JSON.parse(\'{"action":"commented on"}\');',
      paramsCode: 'FILTER',
    },
    carriers: ['option'],
    review: true,
    split: true,
    unread: true,
    companion: { method: 'GET', path: '/projects/5/builds' },
  },
  {
    id: 'split-blob-meaning',
    name: 'split: a changed-meaning route (9.0/17 blobs/:sha) keeps its own copy of the v3 base, its companion moves with the base',
    req: { method: 'GET', path: '/projects/5/repository/blobs/abc123' },
    carriers: ['none'],
    review: true,
    split: true,
    companion: { method: 'GET', path: '/projects/5/builds' },
  },
];

/** Why a carrier does not apply to a request (a GET has no body, a request without parameters has no carrier). */
export function carrierReason(change: Change, carrier: Carrier): string | undefined {
  if (change.carriers.includes(carrier)) return undefined;
  if (carrier === 'body' && change.req.method === 'GET') return 'a GET has no body';
  if (carrier === 'none') return 'the change is about its parameters';
  if (!change.req.params && !change.req.paramsCode) return 'the request has no parameters';
  return 'the change reads its parameters elsewhere';
}
