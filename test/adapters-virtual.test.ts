// The virtual document's mapping back: a fix is kept only as a plain text edit of the original.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../src/core/types.js';
import { fixText } from '../src/adapters/index.js';
import { mapFindings, VirtualBuilder } from '../src/adapters/virtual.js';

const original = 'X=/api/v3/a\n';
/** `let X = \`/api/v3/a\`;` on line 1, each character of the value spelled where the original has it. */
function doc() {
  const vb = new VirtualBuilder(original);
  vb.add('let X = ').template([...'/api/v3/a'].map((ch, i) => ({ kind: 'char' as const, ch, off: 2 + i })));
  return vb.add(';').build('(virtual).js', true);
}
const finding = (range: [number, number], text: string, at = range): Finding => ({
  ruleId: 'r',
  change: 'prefix',
  severity: 'error',
  confidence: 'high',
  message: 'm',
  fix: 'safe',
  range: at,
  start: { line: 1, column: 1 },
  end: { line: 1, column: 1 },
  edits: [{ range, text }],
});

describe('mapFindings', () => {
  const d = doc();
  const three = d.text.indexOf('3');
  it('maps a range and its edit to the characters the original spells', () => {
    const [f] = mapFindings(d, [finding([three, three + 1], '4')], original);
    expect(f.range).toEqual([8, 9]);
    expect(f.edits).toEqual([{ range: [8, 9], text: '4' }]);
    expect(f.start).toEqual({ line: 1, column: 9 });
  });

  it('keeps the finding but drops a fix that touches text the adapter added (the quotes of the template)', () => {
    const [f] = mapFindings(d, [finding([three, d.text.indexOf(';')], '4`')], original);
    expect(f.fix).toBe('manual');
    expect(f.edits).toBeUndefined();
    expect(f.message).toContain('not a plain text change');
  });

  it('drops a fix whose text would need quoting in a shell word', () => {
    const [f] = mapFindings(d, [finding([three, three + 1], "'4'")], original);
    expect(f.fix).toBe('manual');
  });

  it('drops the prefix fix of a base no request of the file uses', () => {
    const shared = { ...d, shared: [[2, 11]] as [number, number][] };
    const [f] = mapFindings(shared, [finding([three, three + 1], '4')], original);
    expect(f.fix).toBe('manual');
    expect(f.message).toContain('a base no request of this file uses');
  });
});

describe('fixText of an adapted file', () => {
  it('leaves out a fix whose edits overlap (as the core loop does) and still applies the others', () => {
    const text = 'X=/api/v3/a\nY=/api/v3/b\n';
    const bad: Finding = { ...finding([2, 9], '/api/v4'), edits: [{ range: [2, 9], text: '/api/v4' }, { range: [5, 7], text: 'v4' }] };
    const good: Finding = { ...finding([14, 21], '/api/v4'), start: { line: 2, column: 3 }, end: { line: 2, column: 10 } };
    const out = fixText(text, 'a.env', {}, { findings: [bad, good] });
    expect(out.output.startsWith('X=/api/v3/a\nY=/api/v4/b')).toBe(true);
    expect(out.appliedCount).toBe(1);
  });
});
