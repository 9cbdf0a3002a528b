import type { Edit, Finding } from '../types.js';
import type { AnalyzeOptions } from '../policy/policy.js';

/** The findings whose fix `--fix` applies (review ones only when asked). */
export function isApplicable(f: Finding, options: AnalyzeOptions): boolean {
  return !!f.edits?.length && (f.fix === 'safe' || (f.fix === 'review' && !!options.fixReview));
}

/** One edit that does what all of `edits` do, as ESLint merges the parts of a fix. */
export function mergeEdits(text: string, edits: readonly Edit[]): Edit {
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  const start = sorted[0].range[0];
  let pos = start;
  let out = '';
  for (const e of sorted) {
    if (e.range[0] < pos) throw new Error('overlapping edits in one fix');
    out += text.slice(pos, e.range[0]) + e.text;
    pos = e.range[1];
  }
  return { range: [start, pos], text: out };
}

/** The finding's fix as one edit, or undefined when it has none or its edits overlap (a core bug: the finding stays, unfixed). */
export function mergedFix(text: string, edits: readonly Edit[] | undefined): Edit | undefined {
  if (!edits?.length) return undefined;
  try {
    return mergeEdits(text, edits);
  } catch {
    return undefined;
  }
}

/**
 * Applies whole fixes (each already merged into one edit) the way ESLint's SourceCodeFixer does:
 * sorted by range, a fix that starts at or before the end of the last one taken waits for the next
 * pass. Returns the indices of the fixes applied.
 */
export function applyEdits(text: string, fixes: readonly Edit[]): { output: string; applied: number[] } {
  const order = fixes.map((_, i) => i).sort((a, b) => fixes[a].range[0] - fixes[b].range[0] || fixes[a].range[1] - fixes[b].range[1]);
  const applied: number[] = [];
  let out = '';
  let pos = 0;
  let lastEnd = -Infinity;
  for (const i of order) {
    const f = fixes[i];
    if (f.range[0] <= lastEnd) continue;
    out += text.slice(pos, f.range[0]) + f.text;
    pos = f.range[1];
    lastEnd = f.range[1];
    applied.push(i);
  }
  return { output: out + text.slice(pos), applied };
}
