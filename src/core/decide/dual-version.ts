// Code that speaks both versions: `if (apiVersion === 'v3') {…} else {…}`, `isV3 ? pr.id : pr.iid`,
// and "try v4, fall back to v3" (`.catch(() => { endpoint = url + '/api/v3/' })`). Its v3 branch
// serves servers older than 9.0 on purpose: rewriting it would make it a copy of the v4 branch.
// It is reported once, as information, and never rewritten.
import type { Entry } from '../../rulebook/types.js';
import type { Draft } from '../match/drafts.js';
import { sourceOf, type FileIndex, type Node } from '../extract/scope.js';
import type { Workspace } from '../workspace.js';

const MESSAGE =
  'This branch speaks API v3 on purpose, for servers older than 9.0; the other branch speaks v4. Remove this branch once every server is 9.5 or newer (v3 is gone there). Not rewritten: it would become a copy of the v4 branch.';

/** A test that holds when the server speaks v3 (`version === 'v3'`, `isV3`, `apiVersion < 4`). */
const V3_TEST = /(?:===?|==)['"`]v?3['"`]|['"`]v?3['"`](?:===?)|version\w*(?:===?|<)(?:3|4)\b|\b(?:is|use|legacy)_?(?:v3|legacy|api3)\b/i;
/** A test that holds when it speaks v4 (`version !== 'v3'`, `=== 'v4'`, `isV4`). */
const V4_TEST = /!==?['"`]v?3['"`]|(?:===?)['"`]v?4['"`]|['"`]v?4['"`](?:===?)|\b(?:is|use)_?v4\b/i;

/** Drafts in a v3 branch become one informational finding per branch, without edits. */
export function reportV3Branches(drafts: Draft[], ws: Workspace): void {
  const seen = new Map<Node, Draft>();
  const kept: Draft[] = [];
  // Read once per file, not once per finding in a catch.
  const v4Texts = new Map<string, boolean>();
  const speaksV4 = (text: string) => v4Texts.get(text) ?? v4Texts.set(text, /api\/v4/.test(text)).get(text)!;
  for (const d of drafts) {
    const ctx = ws.get(d.file ?? d.site?.file ?? '');
    const node = ctx && (ctx.index.nodeAt(d.range[0], d.range[1]) ?? stringAt(ctx.index, d.range) ?? d.site?.call);
    const branch = ctx && node ? v3Branch(ctx.index, node, ctx.text, speaksV4(ctx.text)) : undefined;
    if (!branch) {
      kept.push(d);
      continue;
    }
    const first = seen.get(branch);
    // One finding for the branch: the prefix when it has one (it is what names v3), else the first.
    if (first && (first.entry.kind === 'prefix' || d.entry.kind !== 'prefix')) continue;
    const info: Draft = { ...d, entry: asInfo(d.entry), message: MESSAGE, tier: 'manual', edits: undefined, held: undefined };
    if (first) kept.splice(kept.indexOf(first), 1, info);
    else kept.push(info);
    seen.set(branch, info);
  }
  drafts.splice(0, drafts.length, ...kept);
}

/** The string or template part that holds a flagged range (a prefix is part of a literal). */
function stringAt(index: FileIndex, range: [number, number]): Node | undefined {
  // Strings do not overlap: the last one starting at or before the range is the only candidate,
  // found by binary search (a file of one huge template has tens of thousands of parts).
  const strings = byStart(index);
  let lo = 0;
  let hi = strings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (strings[mid].range[0] <= range[0]) lo = mid + 1;
    else hi = mid;
  }
  const s = strings[lo - 1];
  return s && range[1] <= s.range[1] ? s : undefined;
}

const sortedStrings = new WeakMap<FileIndex, readonly Node[]>();
function byStart(index: FileIndex): readonly Node[] {
  let list = sortedStrings.get(index);
  if (!list) sortedStrings.set(index, (list = [...index.strings].sort((a, b) => a.range[0] - b.range[0])));
  return list;
}

const infos = new WeakMap<Entry, Entry>();
function asInfo(entry: Entry): Entry {
  let info = infos.get(entry);
  if (!info) infos.set(entry, (info = { ...entry, severity: 'info' }));
  return info;
}

/** The branch of a version test (or a fallback) that `node` is in and that serves v3. */
function v3Branch(index: FileIndex, node: Node, text: string, speaksV4: boolean): Node | undefined {
  let child: Node = node;
  for (const a of index.ancestors(node)) {
    if (a.type === 'IfStatement' || a.type === 'ConditionalExpression') {
      const test = sourceOf(a.test, text).replace(/\s+/g, '');
      const v3 = V3_TEST.test(test.replace(/!==?['"`]v?3['"`]/g, ''));
      const v4 = V4_TEST.test(test);
      if (child === a.consequent && v3 && !v4) return a.consequent;
      if (child === a.alternate && v4 && !v3) return a.alternate;
    }
    // "Try v4, fall back to v3": the handler of a failure, in a file that also speaks v4.
    if (a.type === 'CatchClause' && speaksV4) return a;
    if (a.type === 'CallExpression' && a.arguments.includes(child as never) && a.callee.type === 'MemberExpression' && a.callee.property.type === 'Identifier' && a.callee.property.name === 'catch' && speaksV4)
      return child;
    child = a;
  }
  return undefined;
}
