// The one linter, as ESLint's `Linter` is one: `lint` reports on files of a workspace, and
// `lintAndFix` applies their fixes pass after pass to a fixpoint. One file (a workspace without a
// resolver, the per-file pass and the ESLint plugin) and many (project mode, with a resolver) go
// through the same loop, the same edit applier and the same "does the result parse" check.
import { analyzeWorkspace, type WorkspaceResult } from './analyze.js';
import { applyEdits, isApplicable, mergedFix } from './edits.js';
import { parse } from './parse.js';
import type { Edit, Endpoint, Finding } from './types.js';
import type { AnalyzeOptions } from './policy.js';
import { Workspace, type Resolver } from './workspace.js';

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
  const originals = new Map(targets.map((t) => [t, ws.get(t)!.text] as const));
  const texts = new Map(originals);
  const errors = new Map<string, string>();
  const applied = new Map<string, number>();
  let result = first;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const changed = applyPass(result.findings, texts, errors, options, applied);
    if (changed.size === 0) break;
    const programs = new Map<string, ReturnType<typeof parse>>();
    for (const [file, text] of changed) {
      try {
        programs.set(file, parse(text, file));
      } catch (e) {
        // Nothing of this file is written: it keeps its text, and its first findings.
        errors.set(file, `the fixed text would not parse (${parseMessage(e)}); file left unchanged`);
        applied.delete(file);
        if (texts.get(file) !== originals.get(file)) {
          texts.set(file, originals.get(file)!);
          ws.resolver?.update?.(file, originals.get(file)!);
          programs.set(file, parse(originals.get(file)!, file));
        }
      }
    }
    if (programs.size === 0) break;
    for (const file of programs.keys()) {
      if (errors.has(file)) continue;
      texts.set(file, changed.get(file)!);
      ws.resolver?.update?.(file, changed.get(file)!);
    }
    const next = new Workspace(ws.resolver);
    // A target this pass left alone keeps its tree: only the changed texts are parsed again.
    for (const t of targets) next.add(t, texts.get(t)!, programs.get(t) ?? ws.get(t)!.index.program);
    ws = next;
    result = lint(ws, targets, options);
  }
  const remaining = new Map(result.findings);
  for (const file of errors.keys()) remaining.set(file, first.findings.get(file) ?? []);
  return { texts, remaining, applied, errors, uncovered: result.uncovered };
}

/**
 * One pass of fixes, the way ESLint's SourceCodeFixer takes them: a finding's edits (merged into
 * one per file) are taken whole or not at all, in order of position, and never touch an edit taken
 * before them; the rest waits for the next pass. Returns the changed texts.
 */
function applyPass(findings: Map<string, Finding[]>, texts: Map<string, string>, frozen: Map<string, string>, options: AnalyzeOptions, applied: Map<string, number>): Map<string, string> {
  type Candidate = { file: string; edits: Map<string, Edit> };
  const candidates: Candidate[] = [];
  for (const [file, list] of findings) {
    if (frozen.has(file)) continue;
    for (const f of list) {
      if (!isApplicable(f, options)) continue;
      const byFile = new Map<string, Edit[]>();
      for (const e of f.edits!) byFile.set(e.file ?? file, [...(byFile.get(e.file ?? file) ?? []), e]);
      if ([...byFile.keys()].some((k) => frozen.has(k) || !texts.has(k))) continue;
      const merged = [...byFile].map(([k, es]) => [k, mergedFix(texts.get(k)!, es)] as const);
      // Edits of one fix that overlap: a core bug; the finding stays, unfixed.
      if (merged.some(([, e]) => !e)) continue;
      candidates.push({ file, edits: new Map(merged as (readonly [string, Edit])[]) });
    }
  }
  const start = (c: Candidate) => (c.edits.get(c.file) ?? [...c.edits.values()][0]).range;
  const order = [...findings.keys()];
  candidates.sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file) || start(a)[0] - start(b)[0] || start(a)[1] - start(b)[1]);
  const taken = new Map<string, Edit[]>();
  const touches = (file: string, e: Edit) => (taken.get(file) ?? []).some((t) => e.range[0] <= t.range[1] && t.range[0] <= e.range[1]);
  for (const c of candidates) {
    if ([...c.edits].some(([file, e]) => touches(file, e))) continue;
    for (const [file, e] of c.edits) taken.set(file, [...(taken.get(file) ?? []), e]);
    applied.set(c.file, (applied.get(c.file) ?? 0) + 1);
  }
  const out = new Map<string, string>();
  for (const [file, edits] of taken) {
    const text = texts.get(file)!;
    const { output } = applyEdits(text, edits);
    if (output !== text) out.set(file, output);
  }
  return out;
}

/** A workspace over these texts (parsed here), with a resolver for project mode. */
export function workspaceOf(texts: ReadonlyMap<string, string>, resolver?: Resolver): Workspace {
  const ws = new Workspace(resolver);
  for (const [file, text] of texts) ws.add(file, text, parse(text, file));
  return ws;
}

/** A parser's error as one line: what, and where. */
export function parseMessage(e: unknown): string {
  const err = e as { message?: string; lineNumber?: number; column?: number; kind?: string };
  const where = err.lineNumber ? ` (line ${err.lineNumber}, column ${(err.column ?? 0) + 1})` : '';
  return `${err.kind ?? 'syntax error'}: ${err.message ?? String(e)}${where}`;
}
