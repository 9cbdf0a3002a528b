// What --fix and --fix-review would each fix of a run's findings: the core decides it at both
// levels (`Finding.fixedBy`, core/analyze.ts); this only counts.
import type { RunResult } from '../engine/types.js';

export interface ByFlag {
  /** Findings `--fix` would fix. */
  fix: number;
  /** Findings `--fix-review` would fix besides those. */
  review: number;
  /** Findings neither flag fixes: a person's work. */
  manual: number;
}

export function countByFlag(result: RunResult): ByFlag {
  const all = result.files.flatMap((file) => file.findings);
  const fix = all.filter((f) => f.fixedBy === 'fix').length;
  const review = all.filter((f) => f.fixedBy === 'fix-review').length;
  return { fix, review, manual: all.length - fix - review };
}
