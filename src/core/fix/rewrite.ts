// Turns a rewritten URL template back into text edits on the source: the smallest edit inside
// each literal when the holes stay in order, otherwise a new template literal for the expression.
import { charsOf, writable, type Char, type Hole, type Item, type Literal } from '../extract/template.js';
import { fileIndexOf, fileOf, isFunction, sourceOf, type Node } from '../extract/scope.js';
import { readsOnly } from '../extract/ast.js';
import type { Edit } from '../types.js';

export function fresh(text: string): Char[] {
  return charsOf(text);
}

export function escapeFor(quote: string, s: string): string {
  let out = s.replace(/\\/g, '\\\\');
  if (quote === '`') out = out.replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  else out = out.split(quote).join('\\' + quote);
  return out.replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

interface Chunk {
  chars: Item[]; // chars and marks between two holes
  before?: Hole;
  after?: Hole;
}

function chunks(items: readonly Item[]): { holes: Hole[]; parts: Chunk[] } {
  const holes: Hole[] = [];
  const parts: Chunk[] = [{ chars: [] }];
  for (const it of items) {
    if (it.kind === 'hole') {
      parts[parts.length - 1].after = it;
      holes.push(it);
      parts.push({ chars: [], before: it });
    } else parts[parts.length - 1].chars.push(it);
  }
  return { holes, parts };
}

/** The source text of a node, given the file text. */
export function src(text: string, n: Node): string {
  return sourceOf(n, text);
}

function holeText(text: string, h: Hole): string {
  const s = src(text, h.node);
  return h.wrap ? `${h.wrap}(${s})` : s;
}

/**
 * Edits that turn `old` into `next`. Holes are compared by identity; each run of text between two
 * holes is diffed by common prefix and suffix, and the changed middle must lie in one literal.
 * Returns null when that is not possible (the caller may rebuild the expression instead).
 */
export function diffTemplates(text: string, old: readonly Item[], next: readonly Item[], own?: Node): Edit[] | null {
  const a = chunks(old);
  const b = chunks(next);
  if (a.holes.length !== b.holes.length || a.holes.some((h, i) => h.node !== b.holes[i].node)) return null;
  const edits: Edit[] = [];
  b.holes.forEach((h) => {
    if (h.wrap) edits.push({ range: [h.node.range[0], h.node.range[1]], text: holeText(text, h), file: h.file });
  });
  for (let k = 0; k < a.parts.length; k++) {
    const edit = diffChunk(a.parts[k], b.parts[k].chars.filter((c): c is Char => c.kind === 'char').map((c) => c.ch).join(''), own);
    if (edit === null) return null;
    if (edit) edits.push(edit);
  }
  return edits;
}

/**
 * `next` holds one value more than `old`, the rest the same (a file path taken out of the call's query or body object
 * into its path, `files` → `files/${encodeURIComponent(file)}`): written into a template literal of the call's own text
 * as a `${…}`, the value an expression that only reads (`readsOnly`), of the call itself, so that it means there
 * what it meant where it was and its move runs nothing earlier. Asked only where `rebuild` cannot (no generated case
 * takes this path: the caller holds its edits for review).
 */
export function withAddedHole(text: string, old: readonly Item[], next: readonly Item[], own?: Node): Edit[] | null {
  const a = chunks(old);
  const b = chunks(next);
  if (b.holes.length !== a.holes.length + 1) return null;
  let j = 0;
  while (j < a.holes.length && a.holes[j].node === b.holes[j].node) j++;
  if (a.holes.slice(j).some((h, i) => h.node !== b.holes[j + 1 + i].node)) return null;
  const added = b.holes[j];
  const inOwn = (n: Node) => !!own && fileOf(n) === fileOf(own) && own.range[0] <= n.range[0] && n.range[1] <= own.range[1] && !inFunctionOf(n, own);
  if (!own || added.via.length > 0 || !inOwn(added.node) || !readsOnly(added.node) || added.node.type === 'Literal') return null;
  // A value the rewrite wraps where it stands (`encodeURIComponent(id)`), as diffTemplates does.
  const edits: Edit[] = b.holes.filter((h) => h !== added && h.wrap).map((h) => ({ range: [h.node.range[0], h.node.range[1]], text: holeText(text, h), file: h.file }));
  const diff = (part: Chunk, newText: string, sentinel?: string) => {
    const edit = diffChunk(part, newText, own, sentinel === undefined ? undefined : { sentinel, text: `\${${holeText(text, added)}}` });
    if (edit === null) return false;
    if (edit) edits.push(edit);
    return true;
  };
  const charText = (p: Chunk) => p.chars.filter((c): c is Char => c.kind === 'char').map((c) => c.ch).join('');
  // A character no URL text holds stands for the value while the text around it is diffed.
  const sentinel = '\u0000';
  for (let k = 0; k < a.parts.length; k++) {
    const newText = k < j ? charText(b.parts[k]) : k === j ? charText(b.parts[j]) + sentinel + charText(b.parts[j + 1]) : charText(b.parts[k + 1]);
    if (!diff(a.parts[k], newText, k === j ? sentinel : undefined)) return null;
  }
  return edits;
}

function diffChunk(part: Chunk, newText: string, own?: Node, value?: { sentinel: string; text: string }): Edit | null | undefined {
  const chars = part.chars.filter((c): c is Char => c.kind === 'char');
  const oldText = chars.map((c) => c.ch).join('');
  if (oldText === newText) return undefined;
  let p = 0;
  while (p < oldText.length && p < newText.length && oldText[p] === newText[p]) p++;
  let s = 0;
  while (s < oldText.length - p && s < newText.length - p && oldText[oldText.length - 1 - s] === newText[newText.length - 1 - s]) s++;
  const mid = chars.slice(p, chars.length - s);
  const insert = newText.slice(p, newText.length - s);
  const inOwn = (c: Char) => !!own && c.lit!.file === fileOf(own) && own.range[0] <= c.src![0] && c.src![1] <= own.range[1];
  // The value's `${…}` goes only into a template literal of the call's own text (not of a function inside it).
  const spell = (lit: Literal, c: Char | undefined): string | null => {
    if (!value) return writable(lit, insert) ? escapeFor(lit.quote, insert) : null;
    const [before, after] = insert.split(value.sentinel);
    if (after === undefined || lit.quote !== '`' || !c || !inOwn(c) || inFunctionOf(lit.node, own!) || !writable(lit, before + after)) return null;
    return escapeFor('`', before) + value.text + escapeFor('`', after);
  };
  if (mid.length > 0) {
    const lit = mid[0].lit;
    for (let i = 0; i < mid.length; i++) {
      const c = mid[i];
      if (!c.src || c.lit !== lit || (i > 0 && mid[i - 1].src![1] !== c.src[0])) return null;
    }
    const written = spell(lit!, mid[0]);
    return written === null ? null : { range: [mid[0].src![0], mid[mid.length - 1].src![1]], text: written, file: lit!.file };
  }
  // A pure insertion: next to a character that stays, or at an empty literal, or beside a hole.
  // Of the places next to a character that stays, prefer the one in the call's own text over one in
  // a constant the call reads (a base URL shared by other calls).
  const prev = chars[p - 1];
  const nextChar = chars[p];
  const at = (c: Char | undefined, end: boolean) => (c?.src && c.lit ? { pos: c.src[end ? 1 : 0], lit: c.lit, char: c, depth: c.via.length + (inOwn(c) ? 0 : 100) } : undefined);
  const places = [at(prev, true), at(nextChar, false)].filter((x) => !!x);
  const place = places.sort((x, y) => x.depth - y.depth)[0] ?? (value ? undefined : markPlace(part));
  if (place) {
    const written = spell(place.lit, 'char' in place ? place.char : undefined);
    return written === null ? null : { range: [place.pos, place.pos], text: written, file: place.lit.file };
  }
  if (value) return null;
  if (part.before?.concat && part.before.via.length === 0)
    return { range: [holeEnd(part.before), holeEnd(part.before)], text: ` + '${escapeFor("'", insert)}'`, file: part.before.file };
  if (part.after?.concat && part.after.via.length === 0)
    return { range: [holeStart(part.after), holeStart(part.after)], text: `'${escapeFor("'", insert)}' + `, file: part.after.file };
  return null;
}

/** Where an operand ends as written (after `!`, `as T`, and its parentheses). */
const holeEnd = (h: Hole) => (h.outer ?? h.node.range)[1];
const holeStart = (h: Hole) => (h.outer ?? h.node.range)[0];

function markPlace(part: Chunk): { pos: number; lit: Literal } | undefined {
  const m = part.chars.find((c) => c.kind === 'mark');
  return m && m.kind === 'mark' ? { pos: m.pos, lit: m.lit } : undefined;
}

/**
 * Rewrites a whole root expression (a `+` chain or template literal) as one template literal:
 * used when a rewrite moves a hole. Text that came through a constant or helper stays a `${…}`
 * reference; if the rewrite must change such text, there is no safe edit.
 */
export function rebuild(text: string, root: Node, old: readonly Item[], next: readonly Item[], level = 0): Edit | null {
  // A value inside a part of the root (`${pid(project)}`: the helper encodes `project`) comes over as that part, whole.
  const groupOf = (it: Item) => (it.via.length > level ? it.via[level] : it.kind === 'hole' ? enclosingPart(root, it.node) : undefined);
  // Each group must come over whole and unchanged.
  const oldGroups = new Map<Node, Item[]>();
  for (const it of old) {
    const g = groupOf(it);
    if (g) oldGroups.set(g, [...(oldGroups.get(g) ?? []), it]);
  }
  let out = '';
  let i = 0;
  // A group whose node also spells text emitted on its own (a helper `this.url(path)` whose
  // argument is part of the route) would write that text twice: no safe edit.
  const groups = new Set(next.map(groupOf).filter((g): g is Node => !!g));
  for (const it of next) {
    if (groupOf(it)) continue;
    const r = it.kind === 'char' ? it.src : it.kind === 'hole' ? it.node.range : undefined;
    const file = it.kind === 'char' ? it.lit?.file : it.kind === 'hole' ? it.file : undefined;
    if (r && [...groups].some((g) => g.range[0] <= r[0] && r[1] <= g.range[1] && fileOf(g) === file)) return null;
  }
  while (i < next.length) {
    const it = next[i];
    const g = groupOf(it);
    if (g) {
      const whole = oldGroups.get(g)!;
      const taken = next.slice(i, i + whole.length);
      if (!whole || taken.length !== whole.length || taken.some((t, j) => t !== whole[j])) return null;
      out += '${' + src(text, g) + '}';
      i += whole.length;
      continue;
    }
    if (it.kind === 'char') out += escapeFor('`', it.ch);
    // A value a helper encoded, spelled alone, would lose its encoding (`${pid(id)}` → `${id}`).
    else if (it.kind === 'hole' && it.encoded) return null;
    else if (it.kind === 'hole') out += '${' + holeText(text, it) + '}';
    i++;
  }
  return { range: [root.range[0], root.range[1]], text: '`' + out + '`', file: fileOf(root) };
}

/**
 * The part of `root` as written (a template's `${…}`, an operand of its `+` chain) that a node lies
 * inside, when the node is not that part itself (`project` of `${pid(project)}`): its text alone
 * would drop what the part does with it. Undefined for a part itself or a node outside the root.
 */
function enclosingPart(root: Node, n: Node): Node | undefined {
  if (fileOf(n) !== fileOf(root) || n.range[0] < root.range[0] || root.range[1] < n.range[1] || n === root) return undefined;
  const index = fileIndexOf(n);
  const spelled = (p: Node) => p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+') || p.type === 'TSAsExpression' || p.type === 'TSNonNullExpression';
  let part: Node | undefined;
  for (let c: Node = n, p = index?.parent.get(n); c !== root; c = p, p = index?.parent.get(c)) {
    if (!p) return undefined;
    if (!spelled(p)) part = undefined;
    else part ??= c;
  }
  return part && part !== n ? part : undefined;
}

/** Whether a function inside `outer` holds `n` (its names may be that function's own). */
function inFunctionOf(n: Node, outer: Node): boolean {
  const index = fileIndexOf(n);
  if (!index) return true;
  for (const a of index.ancestors(n)) {
    if (a === outer) return false;
    if (isFunction(a)) return true;
  }
  return true;
}
