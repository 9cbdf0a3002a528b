// A built document's mapping back: a fix is kept only as a plain text edit of the original.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../src/core/types.js';
import { fixText } from '../src/languages/index.js';
import { shellDocs } from '../src/languages/shell/files.js';
import { mapFindings } from '../src/languages/virtual/document.js';
import { ModelBuilder, plainWord } from '../src/languages/virtual/model.js';
import { builtDoc } from '../src/languages/virtual/estree.js';

const original = 'X=/api/v3/a\n';
/** `X` bound on line 1 to a string whose characters are spelled where the original has them. */
function doc() {
  const m = new ModelBuilder().add({ kind: 'bind', at: 0, name: { text: 'X', off: -1 }, declare: true, value: { kind: 'string', pieces: [...'/api/v3/a'].map((ch, i) => ({ kind: 'char' as const, ch, off: 2 + i })) } });
  return builtDoc(m.build(plainWord, 'command'), original);
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
  const three = original.indexOf('3');
  it('maps a range and its edit to the characters the original spells', () => {
    const [f] = mapFindings(d, [finding([three, three + 1], '4')], original);
    expect(f.range).toEqual([8, 9]);
    expect(f.edits).toEqual([{ range: [8, 9], text: '4' }]);
    expect(f.start).toEqual({ line: 1, column: 9 });
  });

  it('keeps the finding but drops a fix that reaches past what the original spells (its line break)', () => {
    const [f] = mapFindings(d, [finding([three, original.length], '4`')], original);
    expect(f.fix).toBe('manual');
    expect(f.edits).toBeUndefined();
    expect(f.held).toEqual({ reason: 'not plain text' });
  });

  it('drops a fix whose text would need quoting in a shell word', () => {
    const [f] = mapFindings(d, [finding([three, three + 1], "'4'")], original);
    expect(f.fix).toBe('manual');
  });

  it('drops the prefix fix of a base no request of the file uses', () => {
    const shared = { ...d, shared: [[2, 11]] as [number, number][] };
    const [f] = mapFindings(shared, [finding([three, three + 1], '4')], original);
    expect(f.fix).toBe('manual');
    expect(f.held).toEqual({ reason: 'read elsewhere' });
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

// The change list changes only methods a command spells (`-X DELETE`, `-X PUT`) or `-T`'s PUT: the
// rule for the others is checked here on the built document, with the edit a method change makes (of the method node, which stands on the command's name).
describe('a method the command implies', () => {
  /** The original edit a change of the implied method to `method` becomes, or undefined when none is made. */
  const insertion = (command: string, method: string) => {
    const [d] = shellDocs(command + '\n');
    const [at, end] = d.impliedAt![0].name;
    const [f] = mapFindings(d, [finding([at, end], method)], command);
    return { edits: f.edits, start: f.start.column };
  };

  it.each([
    ['curl -d "a=1" "$API/projects/1/x"', 'PUT', ' -X PUT'],
    ['curl -T f.json "$API/users/1/block"', 'POST', ' -X POST'],
    ['http "$API/projects/1/x" a=1', 'PUT', ' PUT'],
  ])('%s → %s inserts %j after the command name, where the finding sits', (command, method, text) => {
    const name = command.indexOf(' ');
    expect(insertion(command, method)).toEqual({ edits: [{ range: [name, name], text }], start: 1 });
  });

  it.each([
    ['a body sent with a GET', 'curl -d "a=1" "$API/projects/1/x"', 'GET'],
    ["-I's headers-only output", 'curl -I "$API/projects/1/x"', 'GET'],
    ["wget's --post-data beside a --method", 'wget --post-data="a=1" "$API/projects/1/x"', 'PUT'],
  ])('is not inserted where it would change what the command sends: %s', (_why, command, method) => {
    expect(insertion(command, method).edits).toBeUndefined();
  });
});
