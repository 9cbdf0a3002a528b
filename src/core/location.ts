import type { Position } from './types.js';

/** Maps offsets to 1-based line/column positions (columns count UTF-16 units, as ESLint's do). */
export function locator(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10) || c === 0x2028 || c === 0x2029) starts.push(i + 1);
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
}

/** The offset each line starts at (index 0: line 1), lines ending at `\n` only (a `\r\n` line keeps its `\r`). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Where the whole lines a range is on start and end: after the last line break before it, up to
 * the first one at or after its end. The breaks (`breaks`, a global pattern) are found once and
 * looked up by binary search, so that a file of one long line with many ranges stays linear.
 */
export function lineSpans(text: string, breaks: RegExp = /\n/g): (range: readonly [number, number]) => [number, number] {
  let at: number[] | undefined;
  // The index of the first break at or after `offset`.
  const firstFrom = (offset: number): number => {
    at ??= [...text.matchAll(breaks)].map((m) => m.index);
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return ([start, end]) => {
    const before = firstFrom(start) - 1;
    const after = firstFrom(end);
    return [before >= 0 ? at![before] + 1 : 0, after < at!.length ? at![after] : text.length];
  };
}
