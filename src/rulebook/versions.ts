// The server versions the rulebook knows, one row each: when it came, what it brought, which v4
// route table answers for it, and how the docs name it. The `Since` type of the entries, the
// route set a `--server-version` reads (routes.ts) and the docs' table of versions
// (docs.ts `versionsRegion`) all derive from these rows. Adding a change that came with 10.0 is a
// row here (if 10.0 is not one yet), its entry in entries.ts, its fixture, and — if it has
// routes — the route table it comes from.

/** Which route table answers for a server version's v4 API. */
export type V4Table =
  /** 8.17: no v4 table was sampled; read as 9.0's v4 routes plus the v3 routes 8.17 declared. */
  | '9.0 and 8.17 v3'
  /** 9.0–9.5: the sampled 9.x table, routes filtered by the versions that declared them. */
  | '9.x'
  /** 10 and later: the 11.5 table. */
  | '11.5';

export interface ServerVersion {
  version: string;
  /** Release date (GitLab released on the 22nd). */
  date: string;
  /** What the server is, for a person choosing `--server-version`. */
  server: string;
  /** How the docs' table names the versions this row stands for; no row in the docs when absent. */
  shown?: string;
  /** What else a reader of the docs' table should know. */
  notes?: string;
  v4: V4Table;
}

export const SERVER_VERSIONS = [
  {
    version: '8.17',
    date: '2017-02-22',
    server: 'v4 exists beside v3',
    shown: '8.17',
    notes: "routes added later (`GET /events`, an environment's `stop`) do not exist yet",
    v4: '9.0 and 8.17 v3',
  },
  { version: '9.0', date: '2017-03-22', server: 'v4 is the preferred version', shown: '9.0 – 9.2', notes: '`GET /events` still does not exist', v4: '9.x' },
  { version: '9.3', date: '2017-06-22', server: '`GET /events` and its filters', shown: '9.3 – 9.4', v4: '9.x' },
  { version: '9.5', date: '2017-08-22', server: 'v3 is removed', shown: '9.5 and later (the default)', v4: '9.x' },
  { version: '10.0', date: '2017-09-22', server: 'v4 only; its routes are read from the 11.5 table', v4: '11.5' },
] as const satisfies readonly ServerVersion[];

/** A server version a change came with. */
export type Since = (typeof SERVER_VERSIONS)[number]['version'];

/** Compares dotted versions numerically: "9.0" < "9.3" < "10.0". */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The row a server of `version` falls under: the last one at or before it (the first for an older one). */
export function serverVersionOf(version: string): ServerVersion {
  let row: ServerVersion = SERVER_VERSIONS[0];
  for (const r of SERVER_VERSIONS) if (compareVersions(r.version, version) <= 0) row = r;
  return row;
}
