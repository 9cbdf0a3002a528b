// The mappings the differential HTTP tests prove: the v4 request the change list makes of a v3
// one. The generated JS clients (differential.test.ts, generated/changes.ts) and the adapters'
// shell and Python clients (adapters.test.ts) are checked against the same mappings.
import type { Recorded } from './server.js';
import { CHANGES } from './generated/changes.js';

export type Request = Pick<Recorded, 'method' | 'path' | 'query' | 'body' | 'auth'>;

/** The part of a recorded request the mapping speaks of. */
export const request = (r: Recorded): Request => ({ method: r.method, path: r.path, query: r.query, body: r.body, auth: r.auth });

export interface Mapping {
  name: string;
  /** The v4 request the change list makes of the v3 one. */
  map(r: Request): Request;
}

/** The change kinds the generated JS clients are proven with (test/http/generated/changes.ts), as mappings. */
const GENERATED: Mapping[] = CHANGES.flatMap((c) => (c.map ? [{ name: c.name, map: c.map }] : []));

const bodyRecord = (b: unknown) => (b && typeof b === 'object' ? (b as Record<string, string>) : {});
const sorted = (o: Record<string, string | string[]>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

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
  const found = [...GENERATED, ...ADAPTER_KINDS].find((k) => k.name.startsWith(start));
  if (!found) throw new Error(`no mapping named ${start}…`);
  return found;
}
