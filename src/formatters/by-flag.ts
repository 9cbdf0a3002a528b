// What --fix and --fix-review would each fix of a run's findings. A finding's own tier is not
// enough: a fix held back until its blocker is dealt with (a base that waits on a review-tier
// finding, say) is made by the flag that fixes the blocker, so one review finding can release nine
// safe ones, all of them fixed by --fix-review and none by --fix.
import type { Finding } from '../core/index.js';
import type { RunResult } from '../engine/types.js';

export interface ByFlag {
  /** Findings `--fix` would fix. */
  fix: number;
  /** Findings `--fix-review` would fix besides those. */
  review: number;
  /** Findings neither flag fixes: a person's work. */
  manual: number;
}

type Level = 'safe' | 'review';

/** Holds that end when their blocker is fixed; the others (shared text, a probe, …) hold whatever the flag. */
const RELEASED_BY_BLOCKER = new Set(['base waits', 'prefix waits']);

export function countByFlag(result: RunResult): ByFlag {
  const all = result.files.flatMap((file) => file.findings.map((f) => ({ file: file.path, f })));
  const at = new Map<string, Finding[]>();
  for (const { file, f } of all) {
    const key = `${file}:${f.start.line}:${f.change}`;
    at.set(key, [...(at.get(key) ?? []), f]);
  }
  // A call given its own copy of its v3 base (`kept on v3`) keeps its finding, and releases the base it held.
  const kept = (f: Finding) => f.held?.reason === 'kept on v3' && !!f.edits?.length;
  const releasedBy = (b: Finding, level: Level, seen: Set<Finding>) => (kept(b) ? level === 'review' && !b.suppressed : fixedBy(b, level, seen));
  const fixedBy = (f: Finding, level: Level, seen: Set<Finding>): boolean => {
    if (f.suppressed || kept(f)) return false;
    if (f.edits?.length) return f.fix === 'safe' || (f.fix === 'review' && level === 'review');
    const h = f.held;
    if (!h?.blocker || !h.tier || !RELEASED_BY_BLOCKER.has(h.reason)) return false;
    if (h.tier === 'review' && level === 'safe') return false;
    if (seen.has(f)) return false;
    seen.add(f);
    const blockers = at.get(`${h.blocker.file}:${h.blocker.line}:${h.blocker.change}`) ?? [];
    return blockers.some((b) => b !== f && releasedBy(b, level, seen));
  };
  let fix = 0;
  let review = 0;
  for (const { f } of all) {
    if (fixedBy(f, 'safe', new Set())) fix++;
    else if (fixedBy(f, 'review', new Set())) review++;
  }
  return { fix, review, manual: all.length - fix - review };
}
