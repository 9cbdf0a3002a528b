// The fix kinds the differential HTTP tests prove: a v3 request of each, and the v4 request the
// change list makes of it. The JS library styles (differential.test.ts) and the adapters' shell
// and Python clients (adapters.test.ts) are checked against the same mappings.
import type { Recorded } from './server.js';
import type { Call } from './styles.js';

export type Request = Pick<Recorded, 'method' | 'path' | 'query' | 'body' | 'auth'>;

/** The part of a recorded request the mapping speaks of. */
export const request = (r: Recorded): Request => ({ method: r.method, path: r.path, query: r.query, body: r.body, auth: r.auth });

export interface Mapping {
  name: string;
  /** The v4 request the change list makes of the v3 one. */
  map(r: Request): Request;
}

/** A mapping with the call each JS library style makes of it. */
export interface Kind extends Mapping {
  call: Call;
}

const without = (o: Record<string, string | string[]>, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
const sorted = (o: Record<string, string | string[]>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
const bodyRecord = (b: unknown) => (b && typeof b === 'object' ? (b as Record<string, string>) : {});
/** A file path as a path segment, every reserved character encoded (GitLab's own docs encode `.` too). */
const segment = (p: string) => encodeURIComponent(p);

export const KINDS: Kind[] = [
  { name: 'prefix', call: { method: 'GET', path: '/projects/5' }, map: (r) => r },
  { name: 'route move (9.0/12 builds → jobs)', call: { method: 'GET', path: '/projects/5/builds' }, map: (r) => ({ ...r, path: r.path.replace(/\/builds(?=\/|$)/, '/jobs') }) },
  {
    name: 'method change (9.0/1 DELETE star → POST unstar)',
    call: { method: 'DELETE', path: '/projects/5/star' },
    map: (r) => ({ ...r, method: 'POST', path: r.path.replace(/\/star$/, '/unstar') }),
  },
  {
    name: 'param rename (9.0/20 branch_name → branch)',
    call: { method: 'POST', path: '/projects/5/repository/branches', body: { branch_name: 'feature', ref: 'master' } },
    map: (r) => {
      const { branch_name, ...rest } = bodyRecord(r.body);
      return { ...r, body: { branch: branch_name, ...rest } };
    },
  },
  {
    name: 'query added (9.0/14 projects/owned → projects?owned=true)',
    call: { method: 'GET', path: '/projects/owned', query: { per_page: '5' } },
    map: (r) => ({ ...r, path: '/projects', query: sorted({ ...r.query, owned: 'true' }) }),
  },
  {
    name: 'file_path into the path (9.0/16)',
    call: { method: 'GET', path: '/projects/5/repository/files', query: { file_path: 'docs/a.md', ref: 'master' } },
    map: (r) => ({ ...r, path: `/projects/5/repository/files/${segment(String(r.query.file_path))}`, query: without(r.query, 'file_path') }),
  },
  {
    name: 'file_path into the path and branch_name renamed in one call (9.0/16, 9.0/20)',
    call: { method: 'POST', path: '/projects/5/repository/files', body: { file_path: 'docs/a.md', branch_name: 'master', content: 'x', commit_message: 'm' } },
    map: (r) => {
      const { file_path, branch_name, ...rest } = bodyRecord(r.body);
      return { ...r, path: `/projects/5/repository/files/${segment(file_path)}`, body: { branch: branch_name, ...rest } };
    },
  },
];

/** Review fixes: applied with --fix-review, and proven the same way. */
export const REVIEW_KINDS: Kind[] = [
  {
    name: 'review: confirm → skip_confirmation, an expression inverted (9.0/23)',
    call: { method: 'POST', path: '/users', bodyCode: `{ email: 'a@b.c', confirm: !!process.env.GL4M_NO_SUCH_VARIABLE }` },
    map: (r) => {
      const { confirm, ...rest } = bodyRecord(r.body) as Record<string, unknown>;
      return { ...r, body: { ...rest, skip_confirmation: !confirm } };
    },
  },
  {
    name: 'review: an events date cut to YYYY-MM-DD (events/date)',
    call: { method: 'GET', path: '/projects/5/events', query: { after: '2017-01-31T10:00:00Z' } },
    map: (r) => ({ ...r, query: { ...r.query, after: String(r.query.after).slice(0, 10) } }),
  },
];

/** Mappings only the adapters' clients are run with (`curl -T` uploads with PUT: the fix inserts `-X POST`). */
export const ADAPTER_KINDS: Mapping[] = [
  { name: 'method change (9.0/4 PUT block → POST block)', map: (r) => ({ ...r, method: 'POST' }) },
  { name: 'method change and a segment added (9.0/3 DELETE todos/:id → POST todos/:id/mark_as_done)', map: (r) => ({ ...r, method: 'POST', path: `${r.path}/mark_as_done` }) },
  { name: 'value lowered (events/sort DESC → desc)', map: (r) => ({ ...r, query: { ...r.query, sort: String(r.query.sort).toLowerCase() } }) },
  { name: 'value lowered (events/target_type Issue → issue)', map: (r) => ({ ...r, query: { ...r.query, target_type: String(r.query.target_type).toLowerCase() } }) },
  {
    name: 'value renamed with its key (9.0/15 visibility_level 0/10/20, public true/false → visibility)',
    map: (r) => {
      const { visibility_level, public: isPublic, ...rest } = bodyRecord(r.body);
      const levels: Record<string, string> = { '0': 'private', '10': 'internal', '20': 'public' };
      const visibility = visibility_level !== undefined ? levels[visibility_level] : isPublic === 'true' ? 'public' : 'private';
      return { ...r, body: sorted({ ...rest, visibility }) };
    },
  },
  {
    name: 'value inverted with its key (9.0/23 confirm=false → skip_confirmation=true)',
    map: (r) => {
      const { confirm, ...rest } = bodyRecord(r.body);
      return { ...r, body: sorted({ ...rest, skip_confirmation: confirm === 'false' ? 'true' : 'false' }) };
    },
  },
];

/** The mapping whose name starts with `start` (`route move`, `review: an events date`). */
export function mappingNamed(start: string): Mapping {
  const found = [...KINDS, ...REVIEW_KINDS, ...ADAPTER_KINDS].find((k) => k.name.startsWith(start));
  if (!found) throw new Error(`no mapping named ${start}…`);
  return found;
}
