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
 * The edits of one change (each fix's edits, of one file) as edits that do not overlap, or undefined.
 * Two rules may rewrite one string: a file path taken out of a query (the whole URL rewritten) and the
 * `branch_name` after it renamed. An edit inside another's span is made inside that one's text when
 * the outer edit copies the inner one's text (`within`): in the part the outer text keeps at its start
 * or its end, or once with its neighbours. Otherwise (the inner text rewritten, two edits that cross)
 * there is no one text both mean.
 */
export function composeEdits(text: string, edits: readonly Edit[]): Edit[] | undefined {
  const out = [...edits].sort((a, b) => a.range[0] - b.range[0] || b.range[1] - a.range[1]);
  for (let i = 0; i + 1 < out.length; ) {
    const [outer, inner] = [out[i], out[i + 1]];
    if (inner.range[0] >= outer.range[1]) {
      i++;
      continue;
    }
    if (inner.range[1] > outer.range[1]) return undefined;
    const made = within(text, outer, inner);
    if (made === undefined) return undefined;
    out.splice(i, 2, { ...outer, text: made });
  }
  return out;
}

/** How many unchanged characters beside an inner edit's text pin where the outer text copies it. */
const CONTEXT = 6;

/**
 * `outer`'s text with `inner` (within its span) made in it, where the outer text keeps the inner's
 * original characters: in the part it keeps at its start or its end, or once with at least `CONTEXT`
 * of their neighbours on one side (a URL rewritten from a format call to a template keeps its query).
 */
function within(text: string, outer: Edit, inner: Edit): string | undefined {
  const before = text.slice(outer.range[0], outer.range[1]);
  const after = outer.text;
  const [from, to] = [inner.range[0] - outer.range[0], inner.range[1] - outer.range[0]];
  const made = (at: number) => after.slice(0, at) + inner.text + after.slice(at + to - from);
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  if (to <= head) return made(from);
  if (from >= before.length - tail) return made(from + after.length - before.length);
  const once = (hay: string, needle: string) => hay.indexOf(needle) >= 0 && hay.indexOf(needle) === hay.lastIndexOf(needle);
  for (const [start, end] of [[from - CONTEXT, to], [from, to + CONTEXT]]) {
    if (start < 0 || end > before.length) continue;
    const window = before.slice(start, end);
    if (once(before, window) && once(after, window)) return made(after.indexOf(window) + from - start);
  }
  return undefined;
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
