// A hold is data until it is shown: core/decide/holds.ts renders it, and no other module of src/
// writes a hold as message text or reads one back out of a message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './support.js';

const src = path.resolve(import.meta.dirname, '../src');
const RENDERER = path.join(src, 'core/decide/holds.ts');
/** The openings of the sentences a hold renders to, as they would appear in a string or a pattern. */
const HOLD_TEXT = /['"`(]\s*\\?\(?(kept until|kept:|waits:|not rewritten:|reported for review, not rewritten)/;

describe('holds as data', () => {
  it('are rendered as text only by core/decide/holds.ts', () => {
    const offenders = sourceFiles(src)
      .filter((f) => /\.c?ts$/.test(f) && f !== RENDERER)
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${path.relative(src, f)}:${i + 1}` }))
          .filter(({ line }) => !/^\s*(\/\/|\*)/.test(line) && HOLD_TEXT.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });

  it('the renderer finds them (the pattern is not vacuous)', () => {
    expect(HOLD_TEXT.test(readFileSync(RENDERER, 'utf8'))).toBe(true);
  });
});
