// What became of one call after a fix run: judged by the request the fixed client sent and by
// whether the run's report says anything on the call's line.
import { isDeepStrictEqual } from 'node:util';
import type { Recorded } from '../../test/http/server.js';
import type { CallNote, Req } from './annotations.js';
import type { CallRun } from './drive.js';

export type Outcome = 'right' | 'held' | 'miss' | 'wrong' | 'crash';

export interface Judged {
  outcome: Outcome;
  /** A wrong request and the fix run's report has nothing left on the call ("No findings remain"). */
  silent: boolean;
  detail?: string;
}

export const show = (r: Pick<Recorded, 'method' | 'path' | 'query' | 'body'> & { version?: number | null }) =>
  `${r.method} ${r.version === undefined ? '' : `/api/v${r.version}`}${r.path}${Object.keys(r.query).length ? '?' + new URLSearchParams(r.query as Record<string, string>).toString() : ''}${r.body === undefined ? '' : ' ' + JSON.stringify(r.body)}`;

/** No parameters in a body: absent, empty, or `{}` (what a generic caller sends for "no data"). */
const emptyBody = (b: unknown) => b === undefined || b === '' || (typeof b === 'object' && b !== null && !Array.isArray(b) && Object.keys(b).length === 0);

export function same(got: Recorded, version: 3 | 4, want: Req): boolean {
  const bodies = emptyBody(got.body) && emptyBody(want.body) ? true : isDeepStrictEqual(got.body, want.body);
  return got.version === version && got.method === want.method && got.path === want.path && isDeepStrictEqual(got.query, want.query) && bodies;
}

/**
 * `reported`: the fix run's report (what is left after the fix) has a finding on the call's line;
 * `baseHeld`: it has a finding on the client's `/api/v3` base (a miss then still works on v3, but
 * nothing tells the user what the call needs when the base moves).
 */
export function judge(note: CallNote, run: CallRun | undefined, loadError: string | undefined, reported: boolean, baseHeld = false): Judged {
  if (loadError) return { outcome: 'crash', silent: false, detail: loadError.split('\n')[0] };
  if (!run) return { outcome: 'crash', silent: false, detail: 'the call did not run' };
  const reqs = run.requests;
  if (reqs.length === 0) return { outcome: 'crash', silent: false, detail: run.error ?? 'no request sent' };
  if (reqs.length === 1 && note.v4 && same(reqs[0], 4, note.v4)) return { outcome: 'right', silent: false };
  if (reqs.length === 1 && same(reqs[0], 3, note.v3)) return reported ? { outcome: 'held', silent: false } : { outcome: 'miss', silent: false, detail: baseHeld ? 'unchanged on a held base, the call not named' : 'unchanged, nothing reported' };
  return { outcome: 'wrong', silent: !reported, detail: reqs.map(show).join(' + ') };
}
