import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Node } from './scope.js';
import type { QueryArrays } from './query-builder.js';

/**
 * The URL template: a string-building expression evaluated into characters and holes. Every
 * character knows where it stands in the source (so it can be edited in place) and through which
 * root-level expression it came (a constant, a helper call), so a rewrite can tell text it may
 * touch from text shared with other code.
 */
export interface Literal {
  node: Node;
  /** The file that spells it (project mode follows constants into other files). */
  file: string;
  /** The quote that delimits it: ', " or ` (template element). */
  quote: string;
  /** A format `util.format` or `sprintf` reads (`%s` a placeholder, `%%` a `%`): text written into it must hold no `%`. */
  format?: true;
  /**
   * Text `encodeURIComponent` encodes before it reaches the URL (`encodeURIComponent('files')`,
   * `parts.map(encodeURIComponent)`): text written into it must be what the encoding leaves as it is.
   */
  encoded?: true;
}

/** Whether `insert` may be written into `lit`: what its reader does with the text leaves it the same. */
export function writable(lit: Literal, insert: string): boolean {
  return !(lit.format && insert.includes('%')) && !(lit.encoded && !UNRESERVED.test(insert));
}
/**
 * A list of URL segments as the code writes it (an array's elements, a call's arguments, no spread):
 * the path it makes can be rewritten segment by segment (fix/segments.ts).
 */
export interface SegmentList {
  nodes: readonly Node[];
  file: string;
}
/** The element of a segment list an item was read from (the innermost list, where lists nest). */
export interface ListElement {
  list: SegmentList;
  index: number;
}
export interface Char {
  kind: 'char';
  ch: string;
  /** Source range of this character's spelling; absent when it cannot be edited in place. */
  src?: [number, number];
  lit?: Literal;
  via: readonly Node[];
  /**
   * Read through what a library or a built-in does with it (a URL setter, a tag, a URI template): the URL is not rewritten.
   * `path`: a URL object's pathname set to it, which encodes what is not path text: a segment list there may
   * still be rebuilt with path text (fix/segments.ts).
   */
  readOnly?: true | 'path';
  /** See `appended`. */
  appended?: true;
  /** See ListElement. */
  element?: ListElement;
  /**
   * Spelled in a data file a module reads (a JSON file's string, json-module.ts): at this range of
   * that file's own text. Never edited in place here; only a base's move edits it (decide/data-base.ts).
   */
  data?: { file: string; src: [number, number] };
  /**
   * A version read as a value (`/api/v${version}`, evaluate.ts `apiVersion`): the literal it is written in, and
   * this character's spelling there (in a data file's own text where `data`). Read-only where it is read; only
   * the version's move edits it, where it is written (decide/version-value.ts). Dropped by any copy that does
   * not carry it: the version then stays a value the run reports and does not edit.
   */
  written?: { node: Node; file: string; src: [number, number]; data?: true };
}
export interface Hole {
  kind: 'hole';
  node: Node;
  file: string;
  via: readonly Node[];
  /** Operand of a `+` chain: text next to it can be added with ` + '…'`. */
  concat?: boolean;
  /** The operand as written, TS wrappers (`id!`, `x as string`) and parentheses included. */
  outer?: [number, number];
  /** Set on holes of a rewritten template: wrap the expression in this call. */
  wrap?: string;
  /** The value went through `encodeURIComponent` where it was read (a helper's `encodeURIComponent(id)`): its own text is not the value. */
  encoded?: true;
  /** The route placeholder this value fills (`issue_iid` of `.replace(':issue_iid', issue.id)`). */
  fills?: string;
  /** See Char.readOnly. */
  readOnly?: true | 'path';
  /** See ListElement. */
  element?: ListElement;
  /** See `appended`. */
  appended?: true;
  /** A query string a builder makes of an object (query-builder.ts): the object given it, and how the builder writes a list. */
  query?: { argument: Node; arrays: QueryArrays };
}
/**
 * Whether an edit of this URL's text may not change the item: read through a setter, a tag or a
 * template expansion (`readOnly`). A version a literal writes elsewhere (`written`) is that literal's
 * to move and reads as the rest of the base: text around it may be edited.
 */
export function lockedItem(it: Item): boolean {
  return it.kind !== 'mark' && !!it.readOnly && !(it.kind === 'char' && it.written);
}

/** A zero-width place inside a literal (an empty template quasi still is somewhere). */
export interface Mark {
  kind: 'mark';
  pos: number;
  lit: Literal;
  via: readonly Node[];
}
export type Item = Char | Hole | Mark;

/** Characters the tool adds or code computes: no spelling in the source, so never edited in place. */
export function charsOf(text: string, via: readonly Node[] = []): Char[] {
  return [...text].map((ch) => ({ kind: 'char', ch, via }));
}

/** The items with their characters' spelling dropped: read here, edited only where they are written. */
export function unanchored(items: readonly Item[]): Item[] {
  return items.map((it) => (it.kind === 'char' ? { kind: 'char', ch: it.ch, via: it.via } : it));
}

/**
 * Items read through what a library or a built-in does with them (a URL object's setters, a tag,
 * a URI template's expansion): their characters lose their spelling (see `unanchored`), and the
 * URL they are part of is never rewritten (match/routes.ts): an edit made as if the text were a
 * URL string would not mean what it says there.
 */
export function readOnly(items: readonly Item[], path = false): Item[] {
  // The literal is kept (no spelling): a base written there still has this call among its users, and waits on it.
  const lock = path ? ('path' as const) : true;
  return items.map((it) =>
    it.kind === 'char'
      ? { kind: 'char', ch: it.ch, via: it.via, ...(it.lit ? { lit: it.lit } : {}), ...(path && it.element ? { element: it.element } : {}), readOnly: lock }
      : it.kind === 'hole'
        ? { ...withoutElement(it, path), readOnly: lock }
        : it,
  );
}

function withoutElement(h: Hole, keep: boolean): Hole {
  if (keep || !h.element) return h;
  const { element: _dropped, ...rest } = h;
  return rest;
}

/**
 * A query pair a URL object's `searchParams.append|set` adds to the query its text was parsed
 * with (`new URL(BASE + path)`, then `u.searchParams.set(k, v)`): read-only itself, but a query
 * written into that text stays before it (set replaces only a pair of its own name).
 */
export function appended(items: readonly Item[]): Item[] {
  return readOnly(items).map((it) => (it.kind === 'mark' ? it : { ...it, appended: true }));
}

/** What `encodeURIComponent` leaves as it is: text of these characters only is the same encoded. */
export const UNRESERVED = /^[A-Za-z0-9\-_.!~*'()]*$/;

export function textOf(items: readonly Item[]): string {
  let s = '';
  for (const it of items) if (it.kind === 'char') s += it.ch;
  return s;
}

/** The template's text with each hole as U+0000, marks dropped: what patterns are matched on. */
export function flatText(items: readonly Item[]): string {
  let s = '';
  for (const it of items) s += it.kind === 'char' ? it.ch : it.kind === 'hole' ? '\u0000' : '';
  return s;
}

/**
 * Decodes a literal's raw spelling into characters that keep their source offsets; with `upTo`,
 * only its first `upTo` characters (or a few more): a caller that needs the start of a
 * multi-megabyte string does not pay for an object per character of the rest.
 */
function literalChars(rawStart: number, raw: string, cooked: string, lit: Literal, via: readonly Node[], upTo = Infinity): Item[] {
  const out: Item[] = [{ kind: 'mark', pos: rawStart, lit, via }];
  const chars: Char[] = [];
  let i = 0;
  while (i < raw.length && chars.length < upTo) {
    const start = i;
    let ch: string;
    if (raw[i] === '\\') {
      const c = raw[i + 1];
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
      if (c === 'x') {
        ch = String.fromCharCode(parseInt(raw.slice(i + 2, i + 4), 16));
        i += 4;
      } else if (c === 'u' && raw[i + 2] === '{') {
        const close = raw.indexOf('}', i);
        ch = String.fromCodePoint(parseInt(raw.slice(i + 3, close), 16));
        i = close + 1;
      } else if (c === 'u') {
        ch = String.fromCharCode(parseInt(raw.slice(i + 2, i + 6), 16));
        i += 6;
      } else if (c === '\r' || c === '\n' || c === '\u2028' || c === '\u2029') {
        i += c === '\r' && raw[i + 2] === '\n' ? 3 : 2;
        continue;
      } else {
        ch = simple[c] ?? c;
        i += 2;
      }
    } else {
      ch = raw[i];
      i += 1;
    }
    for (const unit of ch) chars.push({ kind: 'char', ch: unit, src: [rawStart + start, rawStart + i], lit, via });
  }
  const decoded = chars.map((c) => c.ch).join('');
  if (i < raw.length ? !cooked.startsWith(decoded) : decoded !== cooked) {
    // A spelling we do not model exactly: keep the text, give up editing it in place.
    return [{ kind: 'mark', pos: rawStart, lit, via }, ...charsOf(cooked, via)];
  }
  return out.concat(chars);
}

export function stringLiteralItems(node: TSESTree.StringLiteral, text: string, file: string, via: readonly Node[], upTo?: number): Item[] {
  const spelled = (node as SpelledChars).spelled;
  if (spelled) return spelledItems(node, spelled, file, via, upTo);
  const quote = text[node.range[0]];
  return literalChars(node.range[0] + 1, text.slice(node.range[0] + 1, node.range[1] - 1), node.value, { node, quote, file }, via, upTo);
}

/**
 * A string element a reader built (languages/virtual/estree.ts) carries its characters with their
 * original offsets (off -1: spelled nowhere, so never edited in place): the text at its range is
 * another language's, and its pieces need not be contiguous there.
 */
export interface SpelledChars {
  spelled?: readonly { ch: string; off: number }[];
}

function spelledItems(node: Node, spelled: readonly { ch: string; off: number }[], file: string, via: readonly Node[], upTo = Infinity): Item[] {
  const lit: Literal = { node, quote: '`', file };
  const first = spelled.find((c) => c.off >= 0);
  const out: Item[] = [{ kind: 'mark', pos: first ? first.off : node.range[0], lit, via }];
  for (const c of spelled.slice(0, upTo)) out.push(c.off >= 0 ? { kind: 'char', ch: c.ch, src: [c.off, c.off + 1], lit, via } : { kind: 'char', ch: c.ch, lit, via });
  return out;
}

/**
 * The range of a string's characters (between its quotes) and their text: what an edit of the
 * whole string replaces. A built string has no quotes: its characters' own range, or, when it
 * spells none of them, the range of what stands for it (a command's name that implies a method);
 * one placed nowhere takes no edit (a range nothing maps).
 */
export function stringContent(node: Node, text: string): { range: [number, number]; raw: string } {
  const q = node.type === 'TemplateLiteral' && node.quasis.length === 1 ? node.quasis[0] : node;
  const spelled = (q as SpelledChars).spelled;
  if (!spelled) return { range: [node.range[0] + 1, node.range[1] - 1], raw: text.slice(node.range[0] + 1, node.range[1] - 1) };
  const placed = spelled.some((c) => c.off >= 0) || node.range[0] < node.range[1];
  return placed ? { range: [node.range[0], node.range[1]], raw: text.slice(node.range[0], node.range[1]) } : { range: [-1, -1], raw: spelled.map((c) => c.ch).join('') };
}

export function templateElementItems(node: TSESTree.TemplateElement, text: string, file: string, via: readonly Node[], upTo?: number): Item[] {
  const spelled = (node as SpelledChars).spelled;
  if (spelled) return spelledItems(node, spelled, file, via, upTo);
  // typescript-estree and oxc include the delimiters (`` ` ``, `}`, `${`) in the range; espree does not.
  const [start, end] = node.range;
  const delimited = (text[start] === '`' || text[start] === '}') && (node.tail ? text[end - 1] === '`' : text.slice(end - 2, end) === '${');
  const rawStart = start + (delimited ? 1 : 0);
  const rawEnd = end - (delimited ? (node.tail ? 1 : 2) : 0);
  // The source, not `value.raw`: that has line breaks as LF (oxc, as the spec says), and the
  // characters must keep their offsets in the text.
  const raw = text.slice(rawStart, rawEnd);
  return literalChars(rawStart, raw, node.value.cooked ?? raw, { node, quote: '`', file }, via, upTo);
}

/** A range widened over the parentheses that wrap it: `(a || b)`. */
export function withParens(text: string, range: readonly [number, number]): [number, number] {
  let [start, end] = range;
  for (;;) {
    let s = start - 1;
    while (s >= 0 && /\s/.test(text[s])) s--;
    let e = end;
    while (e < text.length && /\s/.test(text[e])) e++;
    if (text[s] !== '(' || text[e] !== ')') return [start, end];
    start = s;
    end = e + 1;
  }
}

/**
 * `new URL(ref, base)`, `url.resolve(base, ref)`: the reference resolved against the base as RFC 3986 resolves it,
 * where the text shows how. A reference naming a scheme is the whole URL; one with a path of its own (`/projects`)
 * keeps only the base's origin; a relative one replaces the base's last segment, unless the base ends in a slash.
 * A reference a caller fills (a helper's parameter) is read as the join, as the proven `url-wrapper` clients write
 * it. Where the text does not show which (the base's end or origin unknown, dot segments, `//host`, a reference of
 * only a query), the join is read to report what it names, and never rewritten.
 */
export function resolveReference(base: Item[], ref: Item[], via: readonly Node[]): Item[] {
  const flat = flatText(ref);
  const visible = ref.find((i) => i.kind !== 'mark');
  if (visible?.kind === 'hole') return joinPath(base, ref, via);
  if (/^[a-z][a-z0-9+.-]*:/i.test(flat)) return ref;
  const unsure = () => readOnly(joinPath(base, ref, via));
  // eslint-disable-next-line no-control-regex -- U+0000 stands for a hole in the flat text
  if (/^(\/\/|[?#])/.test(flat) || /(^|\/)\.{1,2}(\/|[?#\u0000]|$)/.test(flat)) return unsure();
  // The base's origin (`https://host:port`), as far as its leading characters spell it.
  const baseFlat = flatText(base);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(baseFlat)?.[0];
  const upTo = (n: number): Item[] => {
    // The items of the base that spell its first `n` characters (holes count one each, as flatText writes them).
    let seen = 0;
    let k = 0;
    while (k < base.length && seen < n) if (base[k++].kind !== 'mark') seen++;
    return base.slice(0, k);
  };
  if (flat.startsWith('/')) {
    // Only the origin stays: a base that is a value read at run time stands for its own.
    if (origin !== undefined) return [...upTo(origin.length), ...ref];
    return base.find((i) => i.kind !== 'mark')?.kind === 'hole' && !baseFlat.slice(1).includes('/') ? [...base, ...ref] : unsure();
  }
  if (baseFlat.endsWith('/')) return [...base, ...ref];
  if (baseFlat.endsWith('\u0000')) return unsure();
  // The last segment is the text after the base's last slash, when that slash is in its path (after its origin, or
  // after a value read at run time, which may be an origin or more).
  const slash = baseFlat.lastIndexOf('/');
  if (origin !== undefined && slash < origin.length) return [...base, { kind: 'char', ch: '/', via } as Char, ...ref];
  if (slash <= baseFlat.lastIndexOf('\u0000')) return unsure();
  return [...upTo(slash + 1), ...ref];
}

/** A base and a path with one slash between them (the slash added has no place in the source). */
export function joinPath(base: Item[], path: Item[], via: readonly Node[]): Item[] {
  const last = [...base].reverse().find((i) => i.kind !== 'mark');
  const first = path.find((i) => i.kind !== 'mark');
  const endsWithSlash = last?.kind === 'char' && last.ch === '/';
  const startsWithSlash = first?.kind === 'char' && first.ch === '/';
  return [...base, ...(!endsWithSlash && !startsWithSlash ? [{ kind: 'char', ch: '/', via } as Char] : []), ...path];
}

