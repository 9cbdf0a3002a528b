// Rewrites a path the code joins from a list of segments (`['projects', id, 'star'].join('/')`,
// `path.posix.join(API, 'projects', id)`, `url('projects', 'fork', id)` of a helper gathering its
// arguments) segment by segment: the new path's segments are the list's elements as written, moved
// or dropped, and new literals. A rewrite that adds, removes or reorders segments is no edit inside
// one literal (rewrite.ts), and no template can stand for a list.
import { UNRESERVED, type Item, type ListElement, type SegmentList } from '../extract/template.js';
import { fileOf, sourceOf, type Node } from '../extract/scope.js';
import { repeatable, unwrap } from '../extract/ast.js';
import type { Edit } from '../types.js';

/** Text a new segment may be: what `encodeURIComponent` and a URL's pathname setter leave as it is (never a `/`), not empty. */
const segmentText = (text: string) => text !== '' && UNRESERVED.test(text);

/**
 * The edit that turns the list `old` was joined from into the one `next` is joined from, when
 * `next` differs from `old` only inside the list's part of the path and each of its segments there
 * is an element of the list, whole and unchanged, or path text of its own; the list is written in
 * `within` (the call's own text: a list other calls read is not theirs to change). Null otherwise.
 */
export function segmentEdits(old: readonly Item[], next: readonly Item[], within: Node, quote: string): Edit[] | null {
  const lists = new Set<SegmentList>();
  for (const it of old) if (it.kind !== 'mark' && it.element) lists.add(it.element.list);
  for (const list of lists) {
    const edit = rebuildList(list, old, next, within, quote);
    if (edit) return [edit];
  }
  return null;
}

const elementOf = (it: Item): ListElement | undefined => (it.kind === 'mark' ? undefined : it.element);

/** The same item, or the same text or value where the rewrite spelled it again (a query's `?`). */
const same = (a: Item, b: Item) => a === b || (a.kind === 'char' && b.kind === 'char' && a.ch === b.ch) || (a.kind === 'hole' && b.kind === 'hole' && a.node === b.node);

function rebuildList(list: SegmentList, withMarks: readonly Item[], nextWithMarks: readonly Item[], within: Node, quote: string): Edit | null {
  const old = withMarks.filter((it) => it.kind !== 'mark');
  const next = nextWithMarks.filter((it) => it.kind !== 'mark');
  const nodes = list.nodes;
  const [first, last] = [nodes[0], nodes[nodes.length - 1]];
  if (!first || !last) return null;
  if (list.file !== fileOf(within) || first.range[0] < within.range[0] || last.range[1] > within.range[1]) return null;
  const tagged = old.map((it, i) => (elementOf(it)?.list === list ? i : -1)).filter((i) => i >= 0);
  const start = tagged[0];
  const end = tagged[tagged.length - 1] + 1;
  // Between the list's first and last item: its items and the slashes the join puts between them.
  for (let i = start; i < end; i++) {
    const it = old[i];
    if (elementOf(it)?.list !== list && !(it.kind === 'char' && !it.element && it.ch === '/')) return null;
  }
  const suffix = old.length - end;
  if (next.length < start + suffix) return null;
  for (let i = 0; i < start; i++) if (next[i] !== old[i]) return null;
  for (let i = 1; i <= suffix; i++) if (!same(next[next.length - i], old[old.length - i])) return null;
  // Each element's items as the old path has them (a join may have dropped a slash of its own).
  const runs = nodes.map((_, k) => old.filter((it) => elementOf(it)?.list === list && elementOf(it)!.index === k));
  const region = next.slice(start, next.length - suffix);
  const out: Array<{ text: string; index?: number }> = [];
  for (let i = 0; i < region.length; ) {
    const el = elementOf(region[i]);
    const run = el?.list === list ? runs[el.index] : undefined;
    if (run && run.length > 0 && !out.some((o) => o.index === el!.index) && run.every((it, j) => region[i + j] === it)) {
      out.push({ text: sourceOf(nodes[el!.index]), index: el!.index });
      i += run.length;
    } else {
      let text = '';
      while (i < region.length && region[i].kind === 'char' && (region[i] as { ch: string }).ch !== '/') text += (region[i++] as { ch: string }).ch;
      if (!segmentText(text)) return null;
      out.push({ text: `${quote}${text}${quote}` });
    }
    if (i === region.length) break;
    // One slash between two segments, none after the last.
    const sep = region[i];
    if (sep.kind !== 'char' || sep.ch !== '/' || ++i === region.length) return null;
  }
  const kept = out.flatMap((o) => (o.index === undefined ? [] : [o.index]));
  // An element left out is dropped with whatever it would have computed: only a name or a literal.
  if (nodes.some((n, k) => !kept.includes(k) && !plain(n))) return null;
  // Elements put in another order are computed in that order: only values whose order cannot matter.
  if (kept.some((k, j) => j > 0 && k < kept[j - 1]) && kept.some((k) => !pure(nodes[k]))) return null;
  // Only the elements that change are written: one the list keeps in place (a base it starts with) is another fix's to edit.
  let p = 0;
  while (p < out.length && p < nodes.length && out[p].index === p) p++;
  let s = 0;
  while (s < out.length - p && s < nodes.length - p && out[out.length - 1 - s].index === nodes.length - 1 - s) s++;
  const written = out.slice(p, out.length - s).map((o) => o.text);
  const [from, to] = [p, nodes.length - s];
  if (written.length === 0 && from === to) return null;
  const at = (n: Node, end: boolean) => n.range[end ? 1 : 0];
  const edit = (a: number, b: number, text: string): Edit => ({ range: [a, b], text, file: list.file });
  // Elements added: after the last one kept before them, or before the first one.
  if (from === to) return from > 0 ? edit(at(nodes[from - 1], true), at(nodes[from - 1], true), `, ${written.join(', ')}`) : edit(at(nodes[0], false), at(nodes[0], false), `${written.join(', ')}, `);
  // Elements dropped: with the comma before them, or after them.
  if (written.length === 0) return from > 0 ? edit(at(nodes[from - 1], true), at(nodes[to - 1], true), '') : to < nodes.length ? edit(at(nodes[0], false), at(nodes[to], false), '') : null;
  return edit(at(nodes[from], false), at(nodes[to - 1], true), written.join(', '));
}

/** A literal, a name, or a template with nothing in it. */
function plain(n: Node): boolean {
  const u = unwrap(n);
  return u.type === 'Literal' || u.type === 'Identifier' || (u.type === 'TemplateLiteral' && u.expressions.length === 0);
}

/** A value computed without calling code of the project: one read twice is the same (ast.ts), a property read, `String`/`encodeURIComponent`/`Number` of one. */
function pure(n: Node): boolean {
  const u = unwrap(n);
  if (repeatable(u)) return true;
  if (u.type === 'MemberExpression') return !u.computed && pure(u.object);
  return (
    u.type === 'CallExpression' &&
    u.callee.type === 'Identifier' &&
    /^(String|Number|encodeURIComponent)$/.test(u.callee.name) &&
    u.arguments.length === 1 &&
    u.arguments[0].type !== 'SpreadElement' &&
    pure(u.arguments[0])
  );
}
