// A repository's ledger line, drawn from the sweep's two runs: the check (what the fixes will be,
// with their places in the text as it was) and the fix (what remains). Nothing is derived again:
// tiers, held reasons and blockers are the engine's.
import { isApplicable } from '../core/index.js';
import type { FileError, ReportedFinding, RunResult } from '../engine/index.js';
import { LEDGER_VERSION } from './types.js';
import type { AppliedFix, Blocker, LedgerEntry, Remaining, Repository, Status, Tool } from './types.js';

export interface SweepOutcome {
  repository: Repository;
  tool: Tool;
  /** The check run; undefined when the repository could not be processed at all. */
  check?: RunResult;
  /** The fix run; undefined when the check found nothing to fix. */
  fix?: RunResult;
  fixReview: boolean;
  /** Why the whole repository could not be processed (configuration, internal error). */
  failure?: string;
}

export function ledgerEntry(o: SweepOutcome): LedgerEntry {
  const final = o.fix ?? o.check;
  const changed = new Set(o.fix?.files.filter((f) => f.changed).map((f) => f.path) ?? []);
  const fixes: AppliedFix[] = (o.check?.files ?? []).flatMap((f) =>
    changed.has(f.path)
      ? f.findings.filter((x) => isApplicable(x, { fixReview: o.fixReview })).map((x) => ({ file: f.path, line: x.start.line, ruleId: x.ruleId, change: x.change, tier: x.fix }))
      : [],
  );
  const remaining = (final?.files ?? []).flatMap((f) => f.findings.map((x) => remainingOf(f.path, x)));
  const errors: FileError[] = o.failure ? [{ file: '.', message: o.failure }] : uniqueErrors([...(o.check?.errors ?? []), ...(o.fix?.errors ?? [])]);
  return {
    ledgerVersion: LEDGER_VERSION,
    repository: o.repository,
    tool: o.tool,
    status: statusOf(fixes.length, remaining.length, errors.length),
    fixes: fixes.sort(byPlace),
    remaining: remaining.sort(byPlace),
    blockers: blockersOf(remaining),
    errors,
  };
}

function statusOf(fixes: number, remaining: number, errors: number): Status {
  if (errors > 0) return 'error';
  if (fixes > 0) return remaining > 0 ? 'fixed-partly' : 'fixed';
  return remaining > 0 ? 'needs-person' : 'clean';
}

function remainingOf(file: string, f: ReportedFinding): Remaining {
  const r: Remaining = { file, line: f.start.line, ruleId: f.ruleId, change: f.change, tier: f.fix, severity: f.severity, message: f.message };
  if (f.held) {
    r.reason = f.held.reason;
    if (f.held.blocker) r.heldBy = { file: f.held.blocker.file, line: f.held.blocker.line, change: f.held.blocker.change };
  }
  return r;
}

/** The findings others wait on, the one holding most first. */
function blockersOf(remaining: readonly Remaining[]): Blocker[] {
  const by = new Map<string, Blocker>();
  for (const r of remaining) {
    if (!r.heldBy) continue;
    const key = `${r.heldBy.file}\u0000${r.heldBy.line}\u0000${r.heldBy.change}`;
    const b = by.get(key) ?? { ...r.heldBy, holds: 0 };
    b.holds++;
    by.set(key, b);
  }
  return [...by.values()].sort((a, b) => b.holds - a.holds || byPlace(a, b));
}

function uniqueErrors(errors: FileError[]): FileError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(`${e.file}\u0000${e.message}`) && !!seen.add(`${e.file}\u0000${e.message}`)).sort((a, b) => compare(a.file, b.file));
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function byPlace(a: { file: string; line: number; change?: string; ruleId?: string }, b: { file: string; line: number; change?: string; ruleId?: string }): number {
  return compare(a.file, b.file) || a.line - b.line || compare(a.ruleId ?? a.change ?? '', b.ruleId ?? b.change ?? '');
}
