// The per-file front of the linter: one text in, its findings or its fixed text out.
import { Workspace } from './workspace.js';
import { isApplicable } from './fix/edits.js';
import { asLintResult, fileFixResult, lint, lintAndFix, parseMessage, textFallback, type LintResult } from './linter.js';
import { NestingError, TooLargeError } from './parse/nesting.js';
import { checkManifest } from './match/manifest.js';
import { parse } from './parse/parse.js';
import { isManifest, mayHoldApiCall } from './parse/prefilter.js';
import type { CheckResult, FixResult } from './types.js';
import type { AnalyzeOptions } from './policy/policy.js';

/** One file on its own: the per-file pass of the CLI (a workspace without a resolver). */
export function checkText(text: string, filename: string, options: AnalyzeOptions = {}): CheckResult {
  if (isManifest(filename)) return checkManifest(text);
  if (!mayHoldApiCall(text, filename)) return { findings: [] };
  let program;
  try {
    program = parse(text, filename);
  } catch (e) {
    return { findings: textFallback(text, e instanceof TooLargeError ? 'the file is too large to analyse' : undefined), parseError: parseMessage(e) };
  }
  const ws = new Workspace();
  try {
    ws.add(filename, text, program);
  } catch (e) {
    // A tree deeper than the scan before parsing told (the walks after it are bounded too).
    if (e instanceof NestingError) return { findings: textFallback(text), parseError: parseMessage(e) };
    throw e;
  }
  try {
    return toCheckResult(lint(ws, [filename], options), filename);
  } catch (e) {
    // A walk of the analysis that met a deeper tree than the scans told: the text search still reports.
    if (e instanceof NestingError) return { findings: textFallback(text), parseError: parseMessage(e) };
    throw e;
  }
}

function toCheckResult(result: LintResult, filename: string): CheckResult {
  const uncovered = result.uncovered.get(filename);
  return { findings: result.findings.get(filename) ?? [], ...(result.unresolved.size ? { unresolved: true } : {}), ...(uncovered?.length ? { uncovered } : {}) };
}

/** `first`: the check of `text` with these options, when the caller has made it already. */
export function fixText(text: string, filename: string, options: AnalyzeOptions = {}, first: CheckResult = checkText(text, filename, options)): FixResult {
  if (first.parseError) return { output: text, remaining: first.findings, appliedCount: 0, error: first.parseError };
  const unresolved = first.unresolved ? { unresolved: true } : {};
  if (!first.findings.some((f) => isApplicable(f, options))) return { output: text, remaining: first.findings, appliedCount: 0, ...unresolved, ...(first.uncovered ? { uncovered: first.uncovered } : {}) };
  const ws = new Workspace();
  ws.add(filename, text, parse(text, filename));
  const out = fileFixResult(lintAndFix(ws, [filename], options, asLintResult(filename, first)), filename, text, first);
  return out.error ? out : { ...out, ...unresolved };
}
