// bench:blind's own parts: the judge that sorts each call of a fixed blind client, and the
// annotations (written before the tool ran on the clients) still describing what the clients
// send as v3 and v4 routes that exist. The measurement itself is `npm run bench:blind`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CallNote } from '../bench/blind/annotations.js';
import { judge } from '../bench/blind/classify.js';
import type { CallRun } from '../bench/blind/drive.js';
import type { Recorded } from './http/server.js';
import { ROOT } from './support.js';

const note: CallNote = {
  id: 'unblock',
  change: '9.0/4',
  mark: 'unblock',
  v3: { method: 'PUT', path: '/users/42/unblock', query: {}, body: undefined },
  v4: { method: 'POST', path: '/users/42/unblock', query: {}, body: undefined },
  mechanical: true,
  review: false,
};
const sent = (version: 3 | 4, method: string, p: string, body?: unknown): Recorded => ({ version, method, path: p, query: {}, body, auth: 'secret', route: true });
const run = (...requests: Recorded[]): CallRun => ({ id: 'unblock', requests });

describe('judge', () => {
  it('calls the mapped v4 request right, an empty JSON body being no body', () => {
    expect(judge(note, run(sent(4, 'POST', '/users/42/unblock')), undefined, false).outcome).toBe('right');
    expect(judge(note, run(sent(4, 'POST', '/users/42/unblock', {})), undefined, false).outcome).toBe('right');
  });

  it('tells a held call (reported) from a miss (not reported)', () => {
    expect(judge(note, run(sent(3, 'PUT', '/users/42/unblock')), undefined, true).outcome).toBe('held');
    expect(judge(note, run(sent(3, 'PUT', '/users/42/unblock')), undefined, false, true)).toMatchObject({ outcome: 'miss', detail: expect.stringContaining('held base') });
  });

  it('calls a moved base with the v3 route, or a route fix on a v3 base, wrong; silent when nothing is left reported', () => {
    expect(judge(note, run(sent(4, 'PUT', '/users/42/unblock')), undefined, false)).toMatchObject({ outcome: 'wrong', silent: true });
    expect(judge(note, run(sent(3, 'POST', '/users/42/unblock')), undefined, true)).toMatchObject({ outcome: 'wrong', silent: false });
    expect(judge({ ...note, v4: null, mechanical: false }, run(sent(4, 'PUT', '/users/42/unblock')), undefined, true).outcome).toBe('wrong');
  });

  it('calls a client that does not load, or a call that sends nothing, a crash', () => {
    expect(judge(note, undefined, 'SyntaxError: Unexpected token', false).outcome).toBe('crash');
    expect(judge(note, { ...run(), error: 'TypeError: x is not a function' }, undefined, false)).toMatchObject({ outcome: 'crash', detail: 'TypeError: x is not a function' });
  });
});

describe('the blind clients', () => {
  it.each(['clients', 'clients-2', 'clients-3', 'clients-4', 'clients-5', 'clients-6', 'clients-7', 'clients-8', 'clients-9', 'clients-10'])('(%s) send the v3 requests annotated for them, and every annotated v4 request is a v4 route', (set) => {
    const env = { ...process.env, BLIND_SET: set };
    const out = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/blind/run.ts'), '--check'], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
    expect(out.stdout + out.stderr).toMatch(/annotation check: 0 problem\(s\)/);
    expect(out.status).toBe(0);
  });
});
