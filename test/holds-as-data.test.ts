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

  it('every reason the core type names is rendered and is in the report and ledger schemas, and no other', () => {
    const type = /export type HeldReason = ([^;]+);/.exec(readFileSync(path.join(src, 'core/types.ts'), 'utf8'))![1];
    const reasons = [...type.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
    const rendered = readFileSync(RENDERER, 'utf8').slice(readFileSync(RENDERER, 'utf8').indexOf('export function heldText'));
    for (const r of reasons) expect(rendered, r).toContain(`case '${r}':`);
    const report = JSON.parse(readFileSync(path.join(src, '../schemas/report.schema.json'), 'utf8')) as unknown;
    const ledger = JSON.parse(readFileSync(path.join(src, '../schemas/ledger.schema.json'), 'utf8')) as unknown;
    expect(reasonEnum(report), 'report.schema.json').toEqual(reasons);
    expect(reasonEnum(ledger), 'ledger.schema.json').toEqual(reasons);
  });
});

/** The enum of the first `reason` property found in a JSON schema. */
function reasonEnum(schema: unknown): string[] | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const o = schema as Record<string, unknown>;
  const reason = (o.properties as Record<string, { enum?: string[] }> | undefined)?.reason;
  if (reason?.enum?.includes('kept on v3')) return [...reason.enum].sort();
  for (const v of Object.values(o)) {
    const found = reasonEnum(v);
    if (found) return found;
  }
  return undefined;
}
