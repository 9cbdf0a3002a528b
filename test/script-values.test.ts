// How Python and Ruby spell a URL (src/languages/script-tree/values.ts): `%` placeholders by name.
import { describe, expect, it } from 'vitest';
import { fillPercent } from '../src/languages/script-tree/values.js';
import type { Piece } from '../src/languages/virtual/model.js';

const chars = (s: string, from = 0): Piece[] => [...s].map((ch, i) => ({ kind: 'char', ch, off: from + i }));
const text = (pieces: readonly Piece[] | undefined) => pieces?.map((p) => (p.kind === 'char' ? p.ch : p.kind === 'var' ? `{${p.name}}` : '?')).join('');

describe('fillPercent', () => {
  it('fills `%(name)s` from the dict (it looped for ever on a named placeholder)', () => {
    const host: Piece[] = [{ kind: 'var', name: 'HOST', off: 100, len: 4 }];
    const named = new Map([['host', host], ['id', chars('5', 200)]]);
    expect(text(fillPercent(chars('%(host)s/api/v3/projects/%(id)s/builds'), [], named))).toBe('{HOST}/api/v3/projects/5/builds');
  });

  it('keeps a string whose named placeholder is not closed, or not given, unread', () => {
    expect(fillPercent(chars('%(host/api'), [], new Map())).toBeUndefined();
    expect(fillPercent(chars('%(other)s/api'), [], new Map([['host', chars('h')]]))).toBeUndefined();
  });
});
