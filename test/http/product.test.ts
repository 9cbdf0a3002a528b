// The generated differential suite's own promises: the sample `npm test` runs covers every value
// of every dimension and every applicable pair it names, holds the hand-picked cases, is the same
// on every run; a combination left out says why; the known-failures table names real cases only.
import { describe, expect, it } from 'vitest';
import { BINDINGS, bindingReason } from './generated/bindings.js';
import { CARRIERS, CHANGES } from './generated/changes.js';
import { KNOWN, KNOWN_FRONTS } from './generated/known.js';
import { LIBRARIES, LIBRARY_IDS, UNKNOWN_LIBRARY_IDS } from './generated/libraries.js';
import { HAND_PICKED, product, reason, sample, type Case } from './generated/product.js';

const ALL = product();
const SAMPLE = sample(ALL);

describe('the product', () => {
  it('names the library styles of the client registry, and the styles the safe tier must not fix', () => {
    expect(LIBRARY_IDS).toEqual(['axios', 'axios.create', 'axios.defaults', 'got', 'got.extend', 'ky', 'ky.create', 'ky.extend', 'ofetch.create', 'ofetch', 'wretch', 'wretch(base).url', 'fetch', 'node-fetch', 'request', 'request.defaults', 'superagent', 'node-rest-client', 'node:http', 'bent', 'bent(method)', 'request-promise', 'undici', 'undici fetch', 'needle', 'needle(method)']);
    expect(UNKNOWN_LIBRARY_IDS).toEqual(['undici Client']);
  });

  it('leaves out only combinations that say why, and keeps every other one', () => {
    let applicable = 0;
    for (const lib of LIBRARIES)
      for (const binding of BINDINGS)
        for (const change of CHANGES)
          for (const carrier of CARRIERS) {
            const why = reason(lib, binding, change, carrier);
            if (why === undefined) applicable++;
            else expect(why, `${lib.id} ${binding} ${change.id} ${carrier}`).toMatch(/\w+ \w+/);
          }
    expect(ALL).toHaveLength(applicable);
    expect(new Set(ALL.map((c) => c.id)).size).toBe(ALL.length);
  });

  it('gives every library style a binding of its own base, and the placeholder binding to node-rest-client only', () => {
    for (const lib of LIBRARIES) expect(BINDINGS.filter((b) => !bindingReason(lib, b)).length, lib.id).toBeGreaterThanOrEqual(6);
    expect(LIBRARIES.filter((l) => !bindingReason(l, 'placeholder')).map((l) => l.id)).toEqual(['node-rest-client']);
  });

  it('holds every case of the hand-picked suite it replaced', () => {
    const ids = new Set(ALL.map((c) => c.id));
    expect(HAND_PICKED.filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('the sample npm test runs', () => {
  const pairs = (cases: Case[], of: (c: Case) => string) => new Set(cases.map(of));
  it.each([
    ['library', (c: Case) => c.lib.id],
    ['binding', (c: Case) => c.binding],
    ['change kind', (c: Case) => c.change.id],
    ['carrier', (c: Case) => c.carrier],
    ['(library, binding)', (c: Case) => `${c.lib.id} ${c.binding}`],
    ['(binding, change kind)', (c: Case) => `${c.binding} ${c.change.id}`],
    ['(library, change kind)', (c: Case) => `${c.lib.id} ${c.change.id}`],
    ['(change kind, carrier)', (c: Case) => `${c.change.id} ${c.carrier}`],
  ])('covers every applicable %s', (_name, of) => {
    expect([...pairs(SAMPLE, of)].sort()).toEqual([...pairs(ALL, of)].sort());
  });

  it('is the same on every run, runs the hand-picked cases, and is a small part of the product', () => {
    expect(sample(product()).map((c) => c.id)).toEqual(SAMPLE.map((c) => c.id));
    expect(HAND_PICKED.every((id) => SAMPLE.some((c) => c.id === id))).toBe(true);
    expect(SAMPLE.length).toBeLessThan(ALL.length / 8);
  });
});

it('the known-failures tables name cases of the product only', () => {
  const ids = new Set(ALL.map((c) => c.id));
  expect(Object.keys(KNOWN).filter((id) => !ids.has(id))).toEqual([]);
  const fronts = Object.keys(KNOWN_FRONTS).map((k) => k.split('|'));
  expect(fronts.filter(([front]) => !['no-project-safe', 'no-project-review', 'eslint', 'eslint-review'].includes(front))).toEqual([]);
  expect(fronts.map((k) => k.slice(1).join('|')).filter((id) => !ids.has(id))).toEqual([]);
  for (const why of [...Object.values(KNOWN), ...Object.values(KNOWN_FRONTS)]) expect(why.length).toBeGreaterThan(10);
});
