import { analyzeWorkspace } from './analyze.js';
import { Workspace } from './workspace.js';
import { applyEdits, isApplicable, mergeEdits } from './edits.js';
import { locator } from './location.js';
import { checkManifest, isManifest } from './manifest.js';
import { parse } from './parse.js';
import { mayHoldApiCall } from './prefilter.js';
import { prefixEntry } from './rules.js';
import type { AnalyzeOptions, CheckResult, Edit, Finding, FixResult } from './types.js';

export function checkText(text: string, filename: string, options: AnalyzeOptions = {}): CheckResult {
  if (isManifest(filename)) return checkManifest(text);
  if (!mayHoldApiCall(text, filename)) return { findings: [] };
  let program;
  try {
    program = parse(text, filename);
  } catch (e) {
    return { findings: textFallback(text), parseError: parseMessage(e) };
  }
  const ws = new Workspace();
  ws.add(filename, text, program);
  const result = analyzeWorkspace(ws, [filename], options);
  const uncovered = result.uncovered.get(filename);
  return { findings: result.findings.get(filename) ?? [], ...(result.unresolved.size ? { unresolved: true } : {}), ...(uncovered?.length ? { uncovered } : {}) };
}

const MAX_PASSES = 10;

/** `first`: the check of `text` with these options, when the caller has made it already. */
export function fixText(text: string, filename: string, options: AnalyzeOptions = {}, first: CheckResult = checkText(text, filename, options)): FixResult {
  if (first.parseError) return { output: text, remaining: first.findings, appliedCount: 0, error: first.parseError };
  const unresolved = first.unresolved ? { unresolved: true } : {};
  let current = text;
  let findings = first.findings;
  let uncovered = first.uncovered;
  let appliedCount = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const fixable = findings.filter((f) => isApplicable(f, options));
    if (fixable.length === 0) break;
    const merged: Edit[] = fixable.map((f) => mergeEdits(current, f.edits!));
    const { output, applied } = applyEdits(current, merged);
    if (applied.length === 0) break;
    const next = checkText(output, filename, options);
    if (next.parseError) {
      return { output: text, remaining: first.findings, appliedCount: 0, error: `the fixed text would not parse (${next.parseError}); file left unchanged` };
    }
    appliedCount += applied.length;
    current = output;
    findings = next.findings;
    uncovered = next.uncovered;
  }
  return { output: current, remaining: findings, appliedCount, ...unresolved, ...(uncovered ? { uncovered } : {}) };
}

function parseMessage(e: unknown): string {
  const err = e as { message?: string; lineNumber?: number; column?: number; kind?: string };
  const where = err.lineNumber ? ` (line ${err.lineNumber}, column ${(err.column ?? 0) + 1})` : '';
  return `${err.kind ?? 'syntax error'}: ${err.message ?? String(e)}${where}`;
}

/** A file that does not parse still has its `/api/v3` URLs reported, without fixes. */
function textFallback(text: string): Finding[] {
  const loc = locator(text);
  const out: Finding[] = [];
  for (const m of text.matchAll(/\/api\/v3(?![\w])/g)) {
    const range: [number, number] = [m.index, m.index + m[0].length];
    out.push({
      ruleId: prefixEntry.id,
      change: prefixEntry.change,
      severity: prefixEntry.severity,
      confidence: 'low',
      message: `${prefixEntry.message} (found by text search: the file does not parse)`,
      fix: 'manual',
      range,
      start: loc(range[0]),
      end: loc(range[1]),
    });
  }
  return out;
}
