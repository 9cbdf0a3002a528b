// The one linter, as ESLint's `Linter` is one: `lint` reports on files of a workspace, and
// `lintAndFix` applies their fixes pass after pass to a fixpoint. One file (a workspace without a
// resolver, the per-file pass and the ESLint plugin) and many (project mode, with a resolver) go
// through the same loop, the same edit applier and the same "does the result parse" check; so do
// files that are not JavaScript (a `Language`: documents the linter reads, the way back to the
// file, and the file's own parse check).
import type { LibraryCall } from './match/client-calls.js';
import { analyzeWorkspace, type WorkspaceResult } from './analyze.js';
import { carryOver, withCarried } from './decide/carried.js';
import { composeEdits, isApplicable, mergedFix, mergeEdits } from './fix/edits.js';
import { locator } from './location.js';
import { NestingError } from './parse/nesting.js';
import { parse } from './parse/parse.js';
import { mayHoldApiCall } from './parse/prefilter.js';
import { prefixEntry } from '../rulebook/lookups.js';
import type { CheckResult, Edit, Endpoint, Finding, FixResult } from './types.js';
import type { Directive } from './policy/directives.js';
import type { AnalyzeOptions } from './policy/policy.js';
import { Workspace, type Resolver } from './workspace.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';

export type LintResult = WorkspaceResult;

/** Findings of the target files of a workspace (the files they lead to are read through its resolver). */
export function lint(ws: Workspace, targets: readonly string[], options: AnalyzeOptions = {}): LintResult {
  return analyzeWorkspace(ws, targets, options);
}

export interface FixOutcome {
  /** The final text of every target (the original when nothing applied or it would not parse). */
  texts: Map<string, string>;
  /** Findings of the final texts (what remains after fixing). */
  remaining: Map<string, Finding[]>;
  /** Findings the fixes did not address that the final texts no longer show (core/decide/carried.ts): the report lists them too. */
  carried: Map<string, Finding[]>;
  /** How many findings' fixes were applied, by the file of the finding. */
  applied: Map<string, number>;
  /** Targets whose fixed text would not parse: left as they were, with their first findings. */
  errors: Map<string, string>;
  /** v3 calls of the final texts that no rule covers. */
  uncovered: Map<string, Endpoint[]>;
}

const MAX_PASSES = 10;

/**
 * Fixes the targets of `ws` (whose first lint is `first`) to a fixpoint. Each pass builds a new
 * workspace over the current texts with the same resolver (which is told the new texts).
 */
export function lintAndFix(ws: Workspace, targets: readonly string[], options: AnalyzeOptions = {}, first: LintResult = lint(ws, targets, options)): FixOutcome {
  const texts = new Map(targets.map((t) => [t, ws.get(t)!.text] as const));
  // The data files of the run the code reads (a base spelled in a JSON file moves there): edited as text, checked by their parser.
  const data = ws.dataFiles();
  for (const [file, text] of data) if (!texts.has(file)) texts.set(file, text);
  const programs = new Map<string, ReturnType<typeof parse>>();
  return fixpoint(texts, first, options, {
    accept(file, text) {
      try {
        if (data.has(file) && !targets.includes(file)) JSON.parse(text);
        else programs.set(file, ws.resolver?.parse ? ws.resolver.parse(text, file) : parse(text, file));
      } catch (e) {
        return parseMessage(e);
      }
      ws.resolver?.update?.(file, text);
      return undefined;
    },
    relint(current, refused) {
      const next = new Workspace(ws.resolver);
      // A target this pass left alone keeps its tree: only the changed texts are parsed again.
      for (const t of targets) next.add(t, current.get(t)!, programs.get(t) ?? ws.get(t)!.index.program);
      programs.clear();
      ws = next;
      return lint(ws, targets, refused.size ? { ...options, refused } : options);
    },
  });
}

/** What the loop asks of a kind of text: is a fixed text still one of its kind, and what does it find in it. */
export interface Round {
  /** Takes a fixed text (why it does not parse in its own language, or undefined when it does). */
  accept(file: string, text: string, before: string): string | undefined;
  /** The lint of the texts as they are now; `refused`: the files no fix may edit (AnalyzeOptions `refused`). */
  relint(texts: ReadonlyMap<string, string>, refused: ReadonlySet<string>): LintResult;
}

/**
 * The one fix loop, for every kind of file: apply a pass of fixes, refuse a file whose result does
 * not parse in its own language (it keeps its original text and first findings, and says why),
 * lint again, until nothing changes. A refusal starts the loop again from the original texts, the
 * refused file named to the lint: a fix made with one there (a base's move in it, and the calls that
 * moved with it in other files, in that pass or an earlier one) would otherwise stand half made.
 */
export function fixpoint(texts: Map<string, string>, first: LintResult, options: AnalyzeOptions, round: Round): FixOutcome {
  const originals = new Map(texts);
  const errors = new Map<string, string>();
  const applied = new Map<string, number>();
  const refused = new Set<string>();
  let restarts = 0;
  let result = first;
  let carried = new Map<string, Finding[]>();
  let settled = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const taken = new Map<string, Edit[]>();
    const { changed, unmade } = applyPass(result.findings, texts, errors, options, applied, taken);
    if (changed.size === 0 && unmade.size === 0) {
      settled = true;
      break;
    }
    let accepted = 0;
    // A change that cannot be made whole is not made in part: its files keep their text and first findings.
    for (const file of unmade) errors.set(file, 'two fixes of one change edit the same text; file left unchanged');
    const refusedNow: string[] = [...unmade];
    if (!unmade.size) for (const [file, text] of changed) {
      const why = round.accept(file, text, texts.get(file)!);
      if (why === undefined) {
        texts.set(file, text);
        accepted++;
        continue;
      }
      // Nothing of this file is written: it keeps its text, and its first findings.
      errors.set(file, `the fixed text would not parse (${why}); file left unchanged`);
      refusedNow.push(file);
    }
    if (refusedNow.length) {
      // Every file back to its original text, and the lint told which files no fix may edit.
      for (const file of refusedNow) refused.add(file);
      for (const [file, text] of texts) {
        if (text === originals.get(file)) continue;
        round.accept(file, originals.get(file)!, text);
        texts.set(file, originals.get(file)!);
      }
      applied.clear();
      carried = new Map();
      result = round.relint(texts, refused);
      // A restart is no pass of the loop: at most one a file of the run.
      if (restarts++ < originals.size) pass--;
      continue;
    }
    if (accepted === 0) {
      settled = true;
      break;
    }
    const before = withCarried(result.findings, carried);
    result = round.relint(texts, refused);
    // What the fix did not address stays reported, though the fixed text no longer shows it.
    for (const file of errors.keys()) taken.delete(file);
    carried = carryOver(before, result.findings, taken, texts);
  }
  // Fixes that never settle leave a pass's text, where a base may have moved before the fixes of its
  // calls (they wait for a pass that does not come): nothing of the run is written.
  // (The last pass may have reached the fixpoint: asked on copies.)
  if (!settled && applyPass(result.findings, new Map(texts), new Map(errors), options, new Map(), new Map()).changed.size > 0)
    for (const [file, text] of texts) {
      if (text === originals.get(file)) continue;
      errors.set(file, `the fixes did not settle in ${MAX_PASSES} passes; file left unchanged`);
      applied.delete(file);
      texts.set(file, originals.get(file)!);
    }
  const remaining = new Map(result.findings);
  for (const file of errors.keys()) {
    remaining.set(file, first.findings.get(file) ?? []);
    carried.delete(file);
  }
  return { texts, remaining, carried, applied, errors, uncovered: result.uncovered };
}

/**
 * One pass of fixes, the way ESLint's SourceCodeFixer takes them: a finding's edits (merged into
 * one per file) are taken whole or not at all, in order of position, and never touch an edit taken
 * before them; the rest waits for the next pass. The fixes of one change (`Finding.group`: a base's
 * move and every fix of every call on it) are one such fix: a part taken alone, the rest waiting,
 * would send a request neither version answers, and the next pass reads the code half moved.
 * Returns the changed texts, and the files of a change whose fixes edit the same text (`unmade`: not made).
 */
function applyPass(findings: Map<string, Finding[]>, texts: Map<string, string>, frozen: Map<string, string>, options: AnalyzeOptions, applied: Map<string, number>, taken: Map<string, Edit[]>): { changed: Map<string, string>; unmade: Set<string> } {
  const changes = new Map<number | Finding, Array<{ file: string; f: Finding }>>();
  for (const [file, list] of findings)
    for (const f of list) {
      if (!isApplicable(f, options)) continue;
      const key = f.group ?? f;
      changes.set(key, [...(changes.get(key) ?? []), { file, f }]);
    }
  /** `edits`: each fix's edits merged, by file; `counts`: the files whose findings it fixes (a call's own copy of its v3 base fixes none: the finding stays). */
  type Candidate = { file: string; edits: Map<string, Edit[]>; counts: string[] };
  /** The fixes `parts` as one candidate; undefined when one of their files takes no fix, or (`null`) when their edits overlap. */
  const candidateOf = (parts: Array<{ file: string; f: Finding }>): Candidate | undefined | null => {
    const edits = new Map<string, Edit[]>();
    for (const { file, f } of parts) {
      const byFile = new Map<string, Edit[]>();
      for (const e of f.edits!) byFile.set(e.file ?? file, [...(byFile.get(e.file ?? file) ?? []), e]);
      if (frozen.has(file) || [...byFile.keys()].some((k) => frozen.has(k) || !texts.has(k))) return undefined;
      for (const [k, es] of byFile) {
        // Edits of one fix that overlap: a core bug; the finding stays, unfixed.
        if (!mergedFix(texts.get(k)!, es)) return undefined;
        // Two rules of one call may make the same rewrite (a route both 9.0/17 and 9.0/18 move): one edit.
        const same = (a: Edit) => (b: Edit) => a.range[0] === b.range[0] && a.range[1] === b.range[1] && a.text === b.text;
        for (const e of es) if (!edits.get(k)?.some(same(e))) edits.set(k, [...(edits.get(k) ?? []), e]);
      }
    }
    for (const [k, es] of edits) {
      const composed = composeEdits(texts.get(k)!, es);
      if (!composed) return null;
      edits.set(k, composed);
    }
    return { file: parts[0].file, edits, counts: parts.filter(({ f }) => f.held?.reason !== 'kept on v3').map(({ file }) => file) };
  };
  const candidates: Candidate[] = [];
  const unmade = new Set<string>();
  for (const parts of changes.values()) {
    const whole = candidateOf(parts);
    if (whole) candidates.push(whole);
    // Two fixes of one change that edit the same text: taken one at a time (as ESLint would), the next
    // pass would read the code half moved and may not finish it. Not made; every file it edits refused.
    else if (whole === null) for (const { file, f } of parts) for (const k of [file, ...f.edits!.map((e) => e.file ?? file)]) unmade.add(k);
  }
  const start = (c: Candidate) => (c.edits.get(c.file) ?? [...c.edits.values()][0])[0].range;
  const order = [...findings.keys()];
  candidates.sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file) || start(a)[0] - start(b)[0] || start(a)[1] - start(b)[1]);
  const touches = (file: string, e: Edit) => (taken.get(file) ?? []).some((t) => e.range[0] <= t.range[1] && t.range[0] <= e.range[1]);
  for (const c of candidates) {
    if ([...c.edits].some(([file, es]) => es.some((e) => touches(file, e)))) continue;
    for (const [file, es] of c.edits) taken.set(file, [...(taken.get(file) ?? []), ...es]);
    for (const file of c.counts) applied.set(file, (applied.get(file) ?? 0) + 1);
  }
  const out = new Map<string, string>();
  for (const [file, edits] of taken) {
    const text = texts.get(file)!;
    // No two fixes taken touch, but the fixes of one change may meet end to start: one edit of them all.
    const all = mergeEdits(text, edits);
    const output = text.slice(0, all.range[0]) + all.text + text.slice(all.range[1]);
    if (output !== text) out.set(file, output);
  }
  return { changed: out, unmade };
}

/** A JavaScript document made of a file of another kind: a program a reader built, or a block of the file's own code. */
export interface LintDocument {
  /** The name the JS parser is given (its extension picks the language). */
  parseAs: string;
  /** The offsets of the requests it writes, and the registry style of each original call. */
  styles?: [number, string][];
  /** The offsets of the requests it writes that stand for a configuration's value some program reads, not a call of code. */
  configValues?: number[];
  /** Requests that stand for a call of a v3-only client library's method, by their offset. */
  libraryCalls?: [number, LibraryCall][];
  /** The file's own JavaScript with the rest blanked (a page's script block): parsed, its calls read as any JS file's. */
  code?: string;
  /** A program a reader built in the original's coordinates (languages/virtual/estree.ts): read against the original text, nothing parsed. */
  program?: TSESTree.Program;
  /** Whether a built program's strings may hold an API call (the prefilter's test, on the reader's strings). */
  hint?: boolean;
  /** What a built program's code says (its names and strings): where the core asks what the file names, in place of the original text. */
  words?: string;
  /** The parts of the original a built program stands for (a page's shell blocks): the core reads nothing else of the text (not the prose around them). */
  regions?: [number, number][];
}

/** The text with everything outside `regions` blanked (line breaks kept): offsets and lines stay the original's. */
function only(text: string, regions: readonly [number, number][]): string {
  let out = '';
  let at = 0;
  for (const [s, e] of regions) {
    out += text.slice(at, s).replace(/[^\r\n]/g, ' ') + text.slice(s, e);
    at = e;
  }
  return out + text.slice(at).replace(/[^\r\n]/g, ' ');
}

/**
 * A kind of file that is not JavaScript, as the linter reads it: the documents of a text, their
 * findings as findings of the text, and whether a fixed text still parses in its own language.
 */
export interface Language<D extends LintDocument = LintDocument> {
  documents(text: string, file: string): D[];
  mapBack(doc: D, findings: readonly Finding[], text: string, file: string, options: AnalyzeOptions): Finding[];
  /** Why `after` is no longer a text of its kind where `before` was (undefined: it still is). */
  reparse(after: string, before: string, file: string): string | undefined;
  /** The suppression comments of a document, on the original's lines, as its own language spells them (undefined: the document's JavaScript comments). */
  directives?(doc: D, text: string): Directive[] | undefined;
  /** The original text a document stands for (a whole script, one fenced block of a page): what shows its bases are GitLab's may be there. */
  source?(doc: D, text: string): string;
}

/** Findings of a text of another kind: each of its documents linted as a JS file, mapped back. */
export function lintDocuments<D extends LintDocument>(text: string, file: string, language: Language<D>, options: AnalyzeOptions = {}): CheckResult {
  const findings: Finding[] = [];
  const uncovered: Endpoint[] = [];
  let unresolved = false;
  for (const doc of language.documents(text, file)) {
    // The same cheap test as a file's: a block of a page about something else is not parsed.
    if (!(doc.program ? doc.hint : mayHoldApiCall(doc.code ?? ''))) continue;
    let result: CheckResult;
    try {
      const ws = new Workspace();
      const ctx = doc.program ? ws.add(doc.parseAs, doc.regions ? only(text, doc.regions) : text, doc.program, doc.words) : ws.add(doc.parseAs, doc.code ?? '', parse(doc.code ?? '', doc.parseAs));
      // Its suppression comments are the language's (a shell `#` line), not comments of the JavaScript the core reads.
      const directives = language.directives?.(doc, text);
      if (directives) ctx.directives = directives;
      // The document's name stays as it is in what the core writes (mapBack gives it the file's).
      // A request the adapter wrote names its library (`styles`); one it names none of (a config
      // value some program reads) is a client the registry does not know: review at most. A masked
      // block is the file's own JavaScript, whose calls the core reads as it reads any JS file's.
      const display = options.displayPath;
      // The changes each fix is part of: a document whose original cannot take one part takes none of it (mapBack).
      const docOptions = { ...options, ...(language.source ? { originalText: language.source(doc, text) } : {}), ...(doc.code !== undefined ? {} : { callStyles: new Map(doc.styles ?? []), configValues: new Set(doc.configValues ?? []), libraryCalls: new Map(doc.libraryCalls ?? []) }) };
      const r = lint(ws, [doc.parseAs], display ? { ...docOptions, displayPath: (f) => (f === doc.parseAs ? f : display(f)) } : docOptions);
      result = { findings: r.findings.get(doc.parseAs) ?? [], uncovered: r.uncovered.get(doc.parseAs) };
      if (r.unresolved.has(doc.parseAs)) unresolved = true;
    } catch (e) {
      // A block that is not valid code (a sketch in a README): its `/api/v3` is still reported,
      // unfixed, as for a JS file that does not parse (core/check.ts). Other errors are bugs.
      if (!(e instanceof NestingError) && !isParseError(e)) throw e;
      result = { findings: textFallback(doc.code ?? '') };
    }
    const mapped = language.mapBack(doc, result.findings, text, file, options);
    findings.push(...mapped);
    // A document keeps the original's lines: the uncovered endpoints need no mapping.
    uncovered.push(...(result.uncovered ?? []));
  }
  findings.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  return { findings, ...(uncovered.length ? { uncovered } : {}), ...(unresolved ? { unresolved } : {}) };
}

/** Fixes a text of another kind with the one loop: its own parse check refuses a result that breaks it. */
export function fixDocuments<D extends LintDocument>(text: string, file: string, language: Language<D>, options: AnalyzeOptions = {}, first: CheckResult = lintDocuments(text, file, language, options)): FixResult {
  const out = fixpoint(new Map([[file, text]]), asLintResult(file, first), options, {
    accept: (f, after, before) => language.reparse(after, before, f),
    relint: (texts, refused) => asLintResult(file, lintDocuments(texts.get(file)!, file, language, refused.size ? { ...options, refused } : options)),
  });
  return fileFixResult(out, file, text, first);
}

/** One file's check as a lint of a workspace holding it. */
export function asLintResult(file: string, r: CheckResult): LintResult {
  return { findings: new Map([[file, r.findings]]), unresolved: new Set(r.unresolved ? [file] : []), uncovered: new Map(r.uncovered ? [[file, r.uncovered]] : []) };
}

/** What the loop did to one file (`first`: its check before), as the per-file fronts report it. */
export function fileFixResult(out: FixOutcome, file: string, text: string, first: CheckResult): FixResult {
  const error = out.errors.get(file);
  if (error) return { output: text, remaining: first.findings, appliedCount: 0, error };
  const uncovered = out.uncovered.get(file);
  const carried = out.carried.get(file);
  return {
    output: out.texts.get(file)!,
    remaining: out.remaining.get(file) ?? [],
    ...(carried ? { carried } : {}),
    appliedCount: out.applied.get(file) ?? 0,
    ...(uncovered?.length ? { uncovered } : {}),
  };
}

/** A workspace over these texts (parsed here), with a resolver for project mode. */
export function workspaceOf(texts: ReadonlyMap<string, string>, resolver?: Resolver): Workspace {
  const ws = new Workspace(resolver);
  for (const [file, text] of texts) ws.add(file, text, resolver?.parse ? resolver.parse(text, file) : parse(text, file));
  return ws;
}

/** A parser's error as one line: what, and where. */
export function parseMessage(e: unknown): string {
  const err = e as { message?: string; lineNumber?: number; column?: number; kind?: string };
  const where = err.lineNumber ? ` (line ${err.lineNumber}, column ${(err.column ?? 0) + 1})` : '';
  return `${err.kind ?? 'syntax error'}: ${err.message ?? String(e)}${where}`;
}

/** What the JS parser throws on a text it rejects (anything else is a bug, and is not hidden). */
function isParseError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && ('lineNumber' in e || (e as Error).name === 'SyntaxError' || 'kind' in e);
}

/** A file that does not parse still has its `/api/v3` URLs reported, without fixes. */
export function textFallback(text: string, why = 'the file does not parse'): Finding[] {
  const loc = locator(text);
  const out: Finding[] = [];
  for (const m of text.matchAll(/\/api\/v3(?![\w])/g)) {
    const range: [number, number] = [m.index, m.index + m[0].length];
    out.push({
      ruleId: prefixEntry.id,
      change: prefixEntry.change,
      severity: prefixEntry.severity,
      confidence: 'low',
      message: `${prefixEntry.message} (found by text search: ${why})`,
      fix: 'manual',
      range,
      start: loc(range[0]),
      end: loc(range[1]),
    });
  }
  return out;
}
