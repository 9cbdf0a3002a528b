// A document the core reads of a file that is not JavaScript, and its findings as findings of
// the original. Either a program a reader built from its model in the original's coordinates
// (estree.ts: no text, each node's range the original's), or the file's own JavaScript with the
// rest blanked (a page's or a component's script block: same offsets, same lines). Both keep the
// original's offsets, so a finding's range is the original's; an edit is made only where the
// original spells what it replaces, as the document's language spells it.
import type { LibraryCall } from '../../core/match/client-calls.js';
import { locator } from '../../core/location.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Edit, Finding, Held } from '../../core/types.js';
import { ruleHoldsPrefix } from '../../rulebook/index.js';
import type { DocModel } from './model.js';

export interface VirtualDoc {
  /** The file name the JS parser is given (its extension picks the language). */
  parseAs: string;
  /** The file's own JavaScript or TypeScript, everything else blanked (a masked block): parsed as any JS file. */
  code?: string;
  /** A program built in the original's coordinates (estree.ts): what the core reads of a reader's document. */
  program?: TSESTree.Program;
  /** What the reader knew (virtual/model.ts), when a reader built the document; a masked block has none. */
  model?: DocModel;
  /** Original ranges of bases other files or jobs may use (assigned here, used by no request here). */
  shared?: [number, number][];
  /** Request and call offsets, and the registry style (src/clients) the original call goes through. */
  styles?: [number, string][];
  /** Offsets of requests that stand for a call of a v3-only client library's method (`@gl.merge_request(…)`): the library, the method, the method name's range. */
  libraryCalls?: [number, LibraryCall][];
  /** Offsets of requests that stand for a configuration's value (a model request with an `unknown` method), not a call of code. */
  configValues?: number[];
  /** Each request's range and the variable its URL starts with (estree.ts `Built.requests`). */
  requests?: { range: [number, number]; base?: string }[];
  /** The bases the cross-file link declared (model `injected`): name and span, past the original's end. */
  injected?: [string, number, number][];
  /** The parts of the original the document stands for (a page's shell blocks, a masked block); the whole file when absent. */
  regions?: [number, number][];
  /** Whether the built program's strings may hold an API call. */
  hint?: boolean;
  /** A built document's runs of original characters (estree.ts `Built.runs`): an edit replaces only these. */
  runs?: Map<number, number>;
  /** Each string of a built document as the original offsets it reads, in order (estree.ts `Built.strings`). */
  strings?: number[][];
  /** A built document's places just after a variable (estree.ts `Built.insertions`). */
  insertions?: Set<number>;
  /** Where a built document's nodes that spell nothing stand (estree.ts `Built.ghosts`): no insertion there. */
  ghosts?: Set<number>;
  /** What a built document's code says (estree.ts `Built.words`): read where the core asks what a file names. */
  words?: string;
  /** A built document's implied methods: the command's name, where a new method is inserted, and how it is spelled. */
  impliedAt?: { at: number; spell: (method: string) => string | undefined; name: [number, number] }[];
}

/**
 * A document that is the original with everything outside the kept ranges blanked: a page's JS
 * block, or a component's script with the expressions of its markup. `delimiters` are original
 * characters kept beside them that make each a statement of its own (a Svelte tag's braces: a
 * block); nothing is written.
 */
export function maskedDoc(original: string, keep: readonly [number, number][], parseAs: string, delimiters: readonly number[] = []): VirtualDoc {
  // One space per UTF-16 unit blanked, line breaks kept: offsets and lines stay the original's.
  const ranges = [...keep].sort((a, b) => a[0] - b[0]);
  const spans = [...ranges, ...delimiters.map((d): [number, number] => [d, d + 1])].sort((a, b) => a[0] - b[0]);
  const blank = (t: string) => t.replace(/[^\r\n]/g, ' ');
  let code = '';
  let at = 0;
  for (const [s, e] of spans) {
    code += blank(original.slice(at, s)) + original.slice(s, e);
    at = e;
  }
  return { code: code + blank(original.slice(at)), parseAs, regions: ranges };
}

const inside = (r: [number, number], spans: readonly [number, number][] | undefined) => !!spans?.some(([s, e]) => r[0] >= s && r[1] <= e);

/**
 * A built document's range is the original's already. A route the core joins from a helper's `/`
 * and a caller's path (`'{}/{}'.format(url, path)`, `"${API}/${resource}"`, a `BASE` joined to a
 * request's path, Faraday's prefix) runs from the helper's text to the caller's, or backwards when
 * the helper is written after its callers: the finding is placed on the caller's own text, found in
 * the string that reads both (`strings`), not in what stands between them in the file.
 */
function builtRange(doc: VirtualDoc, [a, b]: [number, number], original: string): [number, number] | undefined {
  // Past the end stand the declarations the cross-file link adds: they spell nothing of the file.
  if (a < 0 || a > original.length) return undefined;
  if (a <= b && original[a] !== '/') return [a, b];
  // The string whose text ends the range: the caller's, the request's own.
  const string = doc.strings?.find((s) => s.includes(b - 1));
  if (!string) return a > b ? undefined : [a, b];
  const to = string.lastIndexOf(b - 1);
  const r = runEnding(string, to, original);
  const run: [number, number] = [string[r], string[to] + 1];
  if (a > b) return run;
  // The `/` is apart from the run: read by another string (a base, a helper), or by this one
  // before it with more than a string's quotes and a `+` between (a concatenation over lines stays whole).
  const from = string.indexOf(a);
  if (from < 0 || from >= r) return from < 0 ? run : [a, b];
  const p = r - 1;
  return string[p] > string[r] || !/^[\s'"`+()\\]*$/.test(original.slice(string[p] + 1, string[r])) ? run : [a, b];
}

/**
 * The start (an index into `string`) of the characters that end at index `e` and are one run of
 * the original: each next to the one before it but for quotes and interpolation syntax (`${`, `#{`, `}`, `%`).
 */
function runEnding(string: readonly number[], e: number, original: string): number {
  let r = e;
  for (let i = e - 1; i >= 0; i--) {
    if (string[i] >= string[r] || !/^[`'"${}#%\\]*$/.test(original.slice(string[i] + 1, string[r]))) break;
    r = i;
  }
  return r;
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
  // A change (a base's move and every fix of every call on it, core/decide/together.ts) whose part the
  // original cannot take is taken by no part: a parameter renamed on a base that stays is a v4 name sent to v3.
  const broken = new Set(unmade.flatMap((f) => (f.group === undefined ? [] : [f.group])));
  const b = blockers[0] ?? unmade.find((f) => f.group !== undefined);
  if (!b) return;
  for (let again = true; again; ) {
    again = false;
    for (const f of findings) {
      if (!f.edits || unmade.includes(f) || !((blockers.length && holds(f)) || (f.group !== undefined && broken.has(f.group)))) continue;
      delete f.edits;
      delete f.fixedBy;
      const group = f.group;
      delete f.group;
      f.fix = 'manual';
      f.held = { reason: f.change === 'prefix' ? 'prefix waits' : 'base waits', blocker: { file, line: b.start.line, change: b.change }, ...(f.change === 'prefix' ? { waitsOn: [b.change === 'prefix' ? b.ruleId : b.change] } : {}) };
      if (group !== undefined && !broken.has(group)) {
        broken.add(group);
        again = true;
      }
    }
  }
}

/** The findings of a document as findings of the original text. */
export function mapFindings(doc: VirtualDoc, findings: readonly Finding[], original: string, loc = locator(original), file = doc.parseAs): Finding[] {
  /** Findings whose fix the core made but the original cannot take. */
  const unmade = new Set<number>();
  // The core names the document (`parseAs`) where a message or a hold points into it: it is the file.
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
    const range = doc.program ? builtRange(doc, f.range, original) : f.range;
    if (!range) continue;
    const key = `${f.ruleId} ${range[0]} ${range[1]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let edits: Edit[] | undefined;
    const message = rename(f.message);
    let held: Held | undefined = f.held && renamed(f.held);
    if (f.edits?.length) {
      // A masked block's edit is the file's own code's, inside the block.
      const mapped = f.edits.filter((e) => e.file === undefined).map((e) => (doc.program ? builtEdit(doc, e) : inside(e.range, doc.regions) ? e : undefined));
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
      // A fix the original cannot take is made by no flag.
      ...(f.edits?.length && !edits ? { fixedBy: undefined } : {}),
    });
  }
  holdBases(out, [...unmade].map((i) => out[i]), file);
  for (const f of out) {
    if (!f.edits) delete f.edits;
    if (!f.fixedBy) delete f.fixedBy;
    if (f.held && !f.held.blocker) delete f.held.blocker;
    if (f.held && !f.held.base) delete f.held.base;
    if (f.held && !f.held.at) delete f.held.at;
    if (f.held && !f.held.unproven) delete f.held.unproven;
  }
  return out;
}
