// The registry of table kinds (src/rulebook/tables.ts) against the rulebook: an entry's `kind` is
// checked against the tables it holds, and what the registry derives is what the core relies on.
import { describe, expect, it } from 'vitest';
import { API_ROOTS } from '../src/rulebook/lookups.js';
import { rulebook } from '../src/rulebook/index.js';
import { holdsPrefix, routesOf, TABLE_KINDS, TABLES, tablesOf } from '../src/rulebook/tables.js';

describe('the registry of table kinds', () => {
  it.each(rulebook.map((e) => [e.id, e] as const))('%s: its kind may hold each of its tables', (_id, e) => {
    for (const kind of tablesOf(e)) expect(TABLES[kind].kinds, `${e.id} is ${e.kind} and holds ${kind}`).toContain(e.kind);
    // The prefix, notes on new routes and the route-table check have no table; every other kind has at least one.
    expect(tablesOf(e).length === 0, `${e.id} (${e.kind})`).toBe(e.kind === 'prefix' || e.kind === 'informational' || e.kind === 'not-in-v4');
  });

  it('lists every kind of table an entry holds', () => {
    const used = new Set(rulebook.flatMap((e) => Object.keys(e).filter((k) => Array.isArray((e as unknown as Record<string, unknown>)[k]))));
    expect([...used].filter((k) => !(TABLE_KINDS as string[]).includes(k))).toEqual([]);
  });

  it('derives the roots from the routes of every table', () => {
    const labels = rulebook.find((e) => e.id === 'issue-labels-and')!;
    expect(routesOf(labels)).toContain('GET|? /issues');
    expect(API_ROOTS).toContain('issues');
    expect(API_ROOTS).toContain('events');
  });

  it('says which findings hold the prefix back: routes and parameters do, fields and statuses do not', () => {
    const byId = (id: string) => rulebook.find((e) => e.id === id)!;
    expect(holdsPrefix(byId('builds-to-jobs'))).toBe(true);
    expect(holdsPrefix(byId('visibility-param'))).toBe(true);
    expect(holdsPrefix(byId('snippet-expires-at'))).toBe(false);
    expect(holdsPrefix(byId('async-delete-202'))).toBe(false);
    // Parameters and fields: what the code reads of the answer does not wait for the base.
    expect(holdsPrefix(byId('hook-build-events'))).toBe(false);
    expect(holdsPrefix(byId('pagination-headers'))).toBe(false);
  });
});

describe('server versions: one table (rulebook/versions.ts)', () => {
  it('names every version an entry came with, in order', async () => {
    const { SERVER_VERSIONS, compareVersions } = await import('../src/rulebook/versions.js');
    const { rulebook } = await import('../src/rulebook/index.js');
    const known = SERVER_VERSIONS.map((v) => v.version as string);
    for (const e of rulebook) {
      expect(known, e.id).toContain(e.since);
      if (e.before) expect(known, e.id).toContain(e.before);
    }
    expect([...known].sort(compareVersions)).toEqual(known);
  });

  it('gives each server version the row at or before it, and so its route table', async () => {
    const { serverVersionOf } = await import('../src/rulebook/versions.js');
    expect(serverVersionOf('8.16').version).toBe('8.17');
    expect(serverVersionOf('9.2')).toMatchObject({ version: '9.0', v4: '9.x' });
    expect(serverVersionOf('9.5').v4).toBe('9.x');
    expect(serverVersionOf('11.0')).toMatchObject({ version: '10.0', v4: '11.5' });
  });
});
