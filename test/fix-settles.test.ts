// The fix loop writes nothing of a run whose fixes never settle: a pass may move a base before the
// fixes of its calls, which wait for a pass that does not come (core/linter.ts `fixpoint`).
import { describe, expect, it } from 'vitest';
import { fixpoint, type LintResult } from '../src/core/linter.js';
import type { Finding } from '../src/core/types.js';

/** A finding whose fix appends one more `x` to the file, found again in every text: a loop that never ends. */
function endless(text: string): Finding {
  return {
    ruleId: 'api-v3-prefix', change: 'prefix', severity: 'error', confidence: 'high', message: 'm', fix: 'safe',
    range: [0, 1], start: { line: 1, column: 1 }, end: { line: 1, column: 2 },
    edits: [{ range: [text.length, text.length], text: 'x' }],
  } as Finding;
}

const lintOf = (texts: ReadonlyMap<string, string>): LintResult => ({
  findings: new Map([...texts].map(([f, t]) => [f, [endless(t)]])),
  unresolved: new Set(),
  uncovered: new Map(),
});

describe('fixes that never settle', () => {
  it('leave every file as it was, with its first findings and an error', () => {
    const texts = new Map([['a.js', 'a'], ['b.js', 'b']]);
    const first = lintOf(texts);
    const out = fixpoint(texts, first, {}, { accept: () => undefined, relint: lintOf });
    expect([...out.texts]).toEqual([['a.js', 'a'], ['b.js', 'b']]);
    expect(out.errors.get('a.js')).toMatch(/did not settle/);
    expect(out.applied.size).toBe(0);
    expect(out.remaining.get('a.js')).toEqual(first.findings.get('a.js'));
  });

  it('a loop that settles writes its fixes', () => {
    const texts = new Map([['a.js', 'a']]);
    // Found while the text is short: two passes, then nothing.
    const settling = (t: ReadonlyMap<string, string>): LintResult => ({ ...lintOf(t), findings: new Map([...t].map(([f, x]) => [f, x.length < 3 ? [endless(x)] : []])) });
    const out = fixpoint(texts, settling(texts), {}, { accept: () => undefined, relint: settling });
    expect(out.texts.get('a.js')).toBe('axx');
    expect(out.errors.size).toBe(0);
  });
});
