// The fix loop writes nothing of a run whose fixes never settle: a pass may move a base before the
// fixes of its calls, which wait for a pass that does not come (core/linter.ts `fixpoint`).
import { describe, expect, it } from 'vitest';
import { fixpoint, type LintResult } from '../src/core/linter.js';
import { composeEdits } from '../src/core/fix/edits.js';
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

// The fixes of one change (a base's move and every fix of every call on it, Finding.group) land in one
// pass or not at all: taken one by one, a fix whose edit meets another's end waits for the next pass,
// and that pass reads the code half moved (a blind client's `branch_name` kept on a base moved to v4).
describe('the fixes of one change', () => {
  const fix = (range: [number, number], text: string, group?: number, file?: string): Finding =>
    ({
      ruleId: 'r', change: '9.0/20', severity: 'error', confidence: 'high', message: 'm', fix: 'safe',
      range, start: { line: 1, column: 1 }, end: { line: 1, column: 2 },
      edits: [{ range, text, ...(file ? { file } : {}) }],
      ...(group !== undefined ? { group } : {}),
    }) as Finding;
  const once = (found: Map<string, Finding[]>) => {
    let passes = 0;
    const texts = new Map([['a.js', 'file_path: p, branch_name: b'], ['base.js', 'v3']]);
    const none = (): LintResult => ({ findings: new Map(), unresolved: new Set(), uncovered: new Map() });
    const out = fixpoint(texts, { findings: found, unresolved: new Set(), uncovered: new Map() }, {}, { accept: () => undefined, relint: () => (passes++, none()) });
    return { out, passes };
  };

  it('meeting end to start, are made in one pass, with the base they move with in another file', () => {
    const { out, passes } = once(new Map([['a.js', [fix([0, 13], '', 7), fix([13, 25], ' branch', 7), fix([0, 2], 'v4', 7, 'base.js')]]]));
    expect(out.texts.get('a.js')).toBe(' branch: b');
    expect(out.texts.get('base.js')).toBe('v4');
    expect(passes).toBe(1);
  });
  it('taken alone, the one meeting another waits for the next pass (as ESLint takes fixes)', () => {
    const { out } = once(new Map([['a.js', [fix([0, 13], ''), fix([13, 25], ' branch')]]]));
    expect(out.texts.get('a.js')).toBe(' branch_name: b');
  });
  it('whose parts edit the same text, are not made in part: every file of the change keeps its text, and says why', () => {
    // One part alone would move the base (base.js) and leave the call's own fix for a pass that may not make it.
    const { out } = once(new Map([['a.js', [fix([0, 13], 'file', 7), fix([5, 25], ' branch', 7), fix([0, 2], 'v4', 7, 'base.js'), fix([26, 27], 'B')]]]));
    expect(out.texts.get('a.js')).toBe('file_path: p, branch_name: b');
    expect(out.texts.get('base.js')).toBe('v3');
    expect(out.errors.get('a.js')).toMatch(/two fixes of one change edit the same text/);
    expect(out.errors.get('base.js')).toMatch(/two fixes of one change/);
  });
  it('a fix whose edits are apart is not one span: a change\'s other part may edit between them', () => {
    const edits = (parts: Array<[number, number, string]>, group: number): Finding => ({ ...fix([0, 0], '', group), edits: parts.map(([a, b, text]) => ({ range: [a, b], text })) }) as Finding;
    const { out } = once(new Map([['a.js', [edits([[0, 4, 'FILE'], [27, 28, 'B']], 3), fix([14, 25], 'branch', 3)]]]));
    expect(out.texts.get('a.js')).toBe('FILE_path: p, branch: B');
  });
  it('none of a change is made where one part touches a fix taken before it', () => {
    const { out } = once(new Map([['a.js', [fix([0, 4], 'FILE'), fix([4, 13], '', 7), fix([13, 25], ' branch', 7), fix([0, 2], 'v4', 7, 'base.js')]]]));
    expect(out.texts.get('a.js')).toBe('FILE_path: p, branch_name: b');
    expect(out.texts.get('base.js')).toBe('v3');
  });
});

// Two rules may rewrite one string (9.0/16 takes a file path out of the query, the whole URL rewritten;
// 9.0/20 renames the `branch_name` it keeps): the inner edit is made inside the outer one's text where
// that text keeps the inner one's characters; else the change is refused (above).
describe('edits of one change, one inside another', () => {
  const text = "util.format('%s/files?file_path=a.md&branch_name=m&x=1', BASE)";
  const outer = { range: [0, text.length] as [number, number], text: '`${BASE}/files/a.md?branch_name=m&x=1`' };
  const at = (s: string) => [text.indexOf(s), text.indexOf(s) + s.length] as [number, number];
  it('are one edit where the outer text copies the inner one\'s characters with their neighbours', () => {
    expect(composeEdits(text, [outer, { range: at('_name'), text: '' }])).toEqual([{ range: outer.range, text: '`${BASE}/files/a.md?branch=m&x=1`' }]);
  });
  it('at the start or the end the outer text keeps', () => {
    const t = 'abcdef';
    expect(composeEdits(t, [{ range: [0, 6], text: 'abcXYZ' }, { range: [1, 2], text: 'B' }])).toEqual([{ range: [0, 6], text: 'aBcXYZ' }]);
    expect(composeEdits(t, [{ range: [0, 6], text: 'XYdef' }, { range: [4, 5], text: 'E' }])).toEqual([{ range: [0, 6], text: 'XYdEf' }]);
  });
  it('are no one edit where the outer text rewrote or moved the inner one\'s characters, or where they cross', () => {
    expect(composeEdits(text, [outer, { range: at('file_path'), text: 'path' }])).toBeUndefined();
    expect(composeEdits('abcdef', [{ range: [0, 4], text: 'x' }, { range: [2, 6], text: 'y' }])).toBeUndefined();
  });
  it('apart, stay as they are', () => {
    expect(composeEdits('abcdef', [{ range: [4, 5], text: 'E' }, { range: [0, 1], text: 'A' }])).toEqual([{ range: [0, 1], text: 'A' }, { range: [4, 5], text: 'E' }]);
  });
});
