// A virtual JavaScript document: what the printer (print.ts) makes of a reader's model, so that
// the one linter (core/check.ts) reads it unchanged. Every character of the virtual text knows the
// offset of the original character it spells, or that it has none (syntax the adapter added); the
// virtual text keeps the original's line numbers (each piece is put on the line of what it spells),
// so line-based reports and the uncovered-endpoint list need no mapping.
// Findings and fixes come back as ranges and text edits of the original file.
import type { LibraryCall } from '../../core/match/client-calls.js';
import { locator } from '../../core/location.js';
import type { Edit, Finding, Held } from '../../core/types.js';
import { ruleHoldsPrefix } from '../../rulebook/index.js';
import type { DocModel } from './model.js';

export interface VirtualDoc {
  text: string;
  /** For each virtual character, the original offset it spells (-1: none). */
  map: Int32Array;
  /** The file name the JS parser is given (its extension picks the language). */
  parseAs: string;
  /** What the reader knew (virtual/model.ts), when a reader built the document (print.ts printed it); a masked block has none. */
  model?: DocModel;
  /** Original ranges of bases other files or jobs may use (assigned here, used by no request here). */
  shared?: [number, number][];
  /**
   * Methods the original implies and does not spell (curl's `-d` is a POST): virtual ranges, and
   * for a new method, the text to insert at `at` (undefined: no insertion keeps the request's meaning).
   */
  implied?: { from: number; to: number; at: number; spell: (method: string) => string | undefined; name: [number, number] }[];
  /** Virtual offsets of request calls an adapter wrote, and the registry style (src/clients) the original call goes through. */
  styles?: [number, string][];
  /** Offsets of requests that stand for a call of a v3-only client library's method (`@gl.merge_request(…)`): the library, the method, the method name's range. */
  libraryCalls?: [number, LibraryCall][];
  /** Virtual offsets of request calls that stand for a configuration's value (a model request with an `unknown` method), not a call of code. */
  configValues?: number[];
  /** What the printer wrote, as it wrote it: each request's virtual span and the variable its URL starts with. */
  requests?: { span: [number, number]; base?: string }[];
  /** The bases the cross-file link declared before the text (model `injected`): name and virtual span. */
  injected?: [string, number, number][];
  /** Just after a variable's `${…}` (a virtual offset): the original offset of the last character spelling it. */
  varEnds?: Map<number, number>;
  /** A JS/TS block of the original, everything else blanked: its text is the file's own code. */
  masked?: boolean;
  /** The parts of the original the document stands for (a page's shell blocks); the whole file when absent. */
  regions?: [number, number][];
  /** A program built in the original's coordinates (estree.ts): the core reads it in place of `text`. */
  program?: import('@typescript-eslint/typescript-estree').TSESTree.Program;
  /** Whether the built program's strings may hold an API call. */
  hint?: boolean;
  /** A built document's runs of original characters (estree.ts `Built.runs`): an edit replaces only these. */
  runs?: Map<number, number>;
  /** Every original offset a built document's nodes spell (estree.ts `Built.spelledAt`). */
  spelledAt?: Set<number>;
  /** A built document's places just after a variable (estree.ts `Built.insertions`). */
  insertions?: Set<number>;
  /** Where a built document's nodes that spell nothing stand (estree.ts `Built.ghosts`): no insertion there. */
  ghosts?: Set<number>;
  /** What a built document's code says (estree.ts `Built.words`): read where the core asks what a file names. */
  words?: string;
  /** A built document's implied methods: the command's name, where a new method is inserted, and how it is spelled. */
  impliedAt?: { at: number; spell: (method: string) => string | undefined; name: [number, number] }[];
}

/** A document that is the original with everything outside some ranges blanked: a JS block of a page. */
export function maskedDoc(original: string, keep: readonly [number, number][], parseAs: string): VirtualDoc {
  // One space per UTF-16 unit blanked, line breaks kept: offsets and lines stay the original's.
  const kept = new Uint8Array(original.length);
  for (const [s, e] of keep) kept.fill(1, s, e);
  const chars = original.split('');
  for (let i = 0; i < chars.length; i++) if (!kept[i] && chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
  const map = new Int32Array(original.length);
  for (let i = 0; i < original.length; i++) map[i] = kept[i] ? i : -1;
  return { text: chars.join(''), map, parseAs, masked: true };
}

/** The original range a virtual range stands for (widened to the mapped characters inside it). */
function mapRange(doc: VirtualDoc, [a, b]: [number, number], original: string): [number, number] | undefined {
  // A method the command implies is spelled by its name (`curl`).
  const implied = doc.implied?.find((m) => a >= m.from - 1 && b <= m.to + 1);
  if (implied) return implied.name;
  // A route the core joins from a helper's `/` (`'{}/{}'.format(url, path)`, `"${API}/${resource}"`,
  // Faraday's prefix) and a caller's path runs from the helper's statement to the caller's: backwards
  // when the helper is printed after its callers, else from a `/` the original spells apart from the
  // caller's text (the offsets, not the printed text, tell). The route is the caller's: the finding
  // is placed on the caller's own text, where the range ends.
  if (a > b) return callerRun(doc, b, original)?.range;
  if (doc.map[a] >= 0 && original[doc.map[a]] === '/') {
    const run = callerRun(doc, b, original);
    let p = run ? run.r - 1 : -1;
    while (p >= a && doc.map[p] < 0) p--;
    // Apart: the original between the run and what comes before it in the range is more than a
    // string's quotes and a `+` (a concatenation over lines stays whole).
    if (run && p >= a && (doc.map[p] > doc.map[run.r] || !/^[\s'"`+()\\]*$/.test(original.slice(doc.map[p] + 1, doc.map[run.r])))) return run.range;
  }
  let s = a;
  while (s < b && doc.map[s] < 0) s++;
  let e = b - 1;
  while (e >= s && doc.map[e] < 0) e--;
  if (s <= e) return [doc.map[s], doc.map[e] + 1];
  // A zero-width or unmapped range: the nearest mapped character before it.
  for (let i = Math.min(a, doc.map.length - 1); i >= 0; i--) if (doc.map[i] >= 0) return [doc.map[i], doc.map[i] + 1];
  return undefined;
}

/**
 * The original characters, in order, that end just before virtual offset `b`: a run whose
 * neighbours are apart in the original by no more than quotes and interpolation syntax (`${`, `#{`,
 * `}`, `%`). Its first virtual index and its original range.
 */
function callerRun(doc: VirtualDoc, b: number, original: string): { r: number; range: [number, number] } | undefined {
  let e = b - 1;
  while (e >= 0 && doc.map[e] < 0) e--;
  if (e < 0) return undefined;
  let r = e;
  for (let i = e - 1; i >= 0; i--) {
    if (doc.map[i] < 0) continue;
    if (doc.map[i] >= doc.map[r] || !/^[`'"${}#%\\]*$/.test(original.slice(doc.map[i] + 1, doc.map[r]))) break;
    r = i;
  }
  return { r, range: [doc.map[r], doc.map[e] + 1] };
}

const inside = (r: [number, number], spans: readonly [number, number][] | undefined) => !!spans?.some(([s, e]) => r[0] >= s && r[1] <= e);

/**
 * An edit of the virtual text as an edit of the original, when it is one: every character it
 * replaces spells original text, in order, and the document's language can spell the new text
 * there (the reader's `spelling`: a shell word takes no quotes, a class name is capitalised).
 */
function mapEdit(doc: VirtualDoc, e: Edit, original: string): Edit | undefined {
  const [a, b] = e.range;
  const implied = doc.implied?.find((m) => a >= m.from - 1 && b <= m.to + 1 && b > a);
  if (implied) {
    // The core writes the new verb between the method's quotes; an edit of the quotes themselves spells nothing of the original.
    if (a < implied.from || b > implied.to) return undefined;
    const text = implied.spell(e.text.toUpperCase());
    return text === undefined ? undefined : { range: [implied.at, implied.at], text };
  }
  const spelled = (range: [number, number]): Edit | undefined => {
    const text = doc.model ? doc.model.spelling(e.text, range, doc.model) : e.text;
    return text === undefined ? undefined : { range, text };
  };
  if (a === b) {
    if (doc.map[a] >= 0) return spelled([doc.map[a], doc.map[a]]);
    if (a > 0 && doc.map[a - 1] >= 0) return spelled([doc.map[a - 1] + 1, doc.map[a - 1] + 1]);
    // Just after a variable (`${todo}` spelling `$todo`, `${todo}`, `{todo}`, `$(TODO)`): just after it in the original.
    const last = doc.varEnds?.get(a);
    if (last === undefined) return undefined;
    const at = last + 1 + (/[})]/.test(original[last + 1] ?? '') ? 1 : 0);
    return spelled([at, at]);
  }
  // Every character replaced spells the original in order, with at most an escape or a quote
  // between two of them: a value joined from far apart pieces (a format string and its argument,
  // a function's URL and its caller's path) takes no edit across the join.
  for (let i = a; i < b; i++) if (doc.map[i] < 0 || (i > a && (doc.map[i] < doc.map[i - 1] || doc.map[i] - doc.map[i - 1] > 3))) return undefined;
  // A character JavaScript escapes (`\\`) spells one original character: the edit must cover it whole.
  if (a > 0 && doc.map[a - 1] === doc.map[a]) return undefined;
  if (b < doc.map.length && doc.map[b] === doc.map[b - 1]) return undefined;
  return spelled([doc.map[a], doc.map[b - 1] + 1]);
}

/**
 * A built document's range is the original's already. A route the core joins from a helper's `/`
 * and a caller's path (see mapRange) runs from the helper's text to the caller's, or backwards when
 * the helper is written after its callers: the finding is placed on the caller's own text.
 */
function builtRange(doc: VirtualDoc, [a, b]: [number, number], original: string): [number, number] | undefined {
  if (a < 0) return undefined;
  if (a > b) return builtCallerRun(doc, b, original)?.range;
  if (a < b && original[a] === '/') {
    const run = builtCallerRun(doc, b, original);
    let p = run ? run.range[0] - 1 : -1;
    while (p > a && !doc.spelledAt!.has(p)) p--;
    if (run && p >= a && p < run.range[0] && !/^[\s'"`+()\\]*$/.test(original.slice(p + 1, run.range[0]))) return run.range;
  }
  return [a, b];
}

/** The original characters a built document spells that end just before `b`, apart by no more than quotes and interpolation syntax. */
function builtCallerRun(doc: VirtualDoc, b: number, original: string): { range: [number, number] } | undefined {
  const at = doc.spelledAt!;
  let e = b - 1;
  while (e >= 0 && !at.has(e)) e--;
  if (e < 0) return undefined;
  let r = e;
  // Between two characters of a run only a few of that syntax stand (`}/`, `#{`, `"`).
  for (let i = e - 1; i >= 0 && r - i <= 6; i--) {
    if (!at.has(i)) continue;
    if (!/^[`'"${}#%\\]*$/.test(original.slice(i + 1, r))) break;
    r = i;
  }
  return { range: [r, e + 1] };
}

/** An edit of a built document: of characters the document spells (runs apart by at most an escape or a quote), spelled as the language writes it. */
function builtEdit(doc: VirtualDoc, e: Edit): Edit | undefined {
  const [a, b] = e.range;
  if (a < 0) return undefined;
  const implied = doc.impliedAt?.find((m) => m.name[0] === a && m.name[1] === b);
  if (implied) {
    const text = implied.spell(e.text.toUpperCase());
    return text === undefined ? undefined : { range: [implied.at, implied.at], text };
  }
  const spelled = (range: [number, number]): Edit | undefined => {
    const text = doc.model ? doc.model.spelling(e.text, range, doc.model) : e.text;
    return text === undefined ? undefined : { range, text };
  };
  const runs = doc.runs!;
  if (a === b) return !doc.ghosts?.has(a) && (runs.has(a) || runs.has(a - 1) || doc.insertions?.has(a)) ? spelled([a, a]) : undefined;
  // Every character replaced spells the original, one run of it (model.ts Spelled: an escaped character spells none).
  let i = a;
  while (i < b - 1) {
    const next = runs.get(i);
    if (next === undefined || next < 0 || next >= b) return undefined;
    i = next;
  }
  if (i !== b - 1 || !runs.has(i)) return undefined;
  return spelled([a, b]);
}

/**
 * The core moved the base of this document with every call on it; a call whose fix the original
 * cannot take keeps its v3 route, so the base and the calls on it wait: no fix that needs the base
 * to move is made in the document (the core's rule, applied to what the mapping took away). The
 * hold is data, as the core's are: the finding to deal with first, and where it is.
 */
function holdBases(findings: Finding[], unmade: Finding[], file: string) {
  const holds = (f: Finding) => ruleHoldsPrefix(f.ruleId);
  const blockers = unmade.filter(holds);
  if (!blockers.length) return;
  const b = blockers[0];
  for (const f of findings) {
    if (!f.edits || unmade.includes(f) || !holds(f)) continue;
    delete f.edits;
    f.fix = 'manual';
    f.held = { reason: f.change === 'prefix' ? 'prefix waits' : 'base waits', blocker: { file, line: b.start.line, change: b.change }, ...(f.change === 'prefix' ? { waitsOn: [b.change === 'prefix' ? b.ruleId : b.change] } : {}) };
  }
}

/** The findings of a virtual document as findings of the original text. */
export function mapFindings(doc: VirtualDoc, findings: readonly Finding[], original: string, loc = locator(original), file = doc.parseAs): Finding[] {
  /** Findings whose fix the core made but the original cannot take. */
  const unmade = new Set<number>();
  // The core names the virtual document where a message or a hold points into it: it is the file.
  const rename = (s: string) => s.split(doc.parseAs).join(file);
  const place = <P extends { file: string }>(p: P | undefined) => (p ? { ...p, file: rename(p.file) } : undefined);
  const renamed = (h: Held): Held => {
    const unproven = h.unproven?.kind === 'read unseen' ? { ...h.unproven, places: h.unproven.places.map((p) => place(p)!) } : h.unproven?.kind === 'requests unread' ? { ...h.unproven, file: rename(h.unproven.file) } : h.unproven;
    return { ...h, blocker: place(h.blocker), base: place(h.base), at: place(h.at), unproven };
  };
  const out: Finding[] = [];
  /** Findings already mapped, by rule and original range: a shell function's base is spelled once for all its callers. */
  const seen = new Set<string>();
  for (const f of findings) {
    const range = doc.program ? builtRange(doc, f.range, original) : mapRange(doc, f.range, original);
    if (!range) continue;
    const key = `${f.ruleId} ${range[0]} ${range[1]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let edits: Edit[] | undefined;
    const message = rename(f.message);
    let held: Held | undefined = f.held && renamed(f.held);
    if (f.edits?.length) {
      const mapped = f.edits.filter((e) => e.file === undefined).map((e) => (doc.program ? builtEdit(doc, e) : mapEdit(doc, e, original)));
      if (mapped.length === f.edits.length && mapped.every((e): e is Edit => !!e)) edits = mapped;
      else {
        held = { reason: 'not plain text' };
        unmade.add(out.length);
      }
    }
    if (edits && f.change === 'prefix' && inside(range, doc.shared)) {
      edits = undefined;
      held = { reason: 'read elsewhere' };
    }
    out.push({
      ...f,
      message,
      fix: edits ? f.fix : 'manual',
      range,
      start: loc(range[0]),
      end: loc(range[1]),
      ...(edits ? { edits } : { edits: undefined }),
      ...(held ? { held } : {}),
    });
  }
  holdBases(out, [...unmade].map((i) => out[i]), file);
  for (const f of out) {
    if (!f.edits) delete f.edits;
    if (f.held && !f.held.blocker) delete f.held.blocker;
    if (f.held && !f.held.base) delete f.held.base;
    if (f.held && !f.held.at) delete f.held.at;
    if (f.held && !f.held.unproven) delete f.held.unproven;
  }
  return out;
}
