// One file never stops the run: whatever checking or fixing a file throws (the parser, the
// analysis, the evaluator) becomes that file's error, on the main thread and in the workers alike.

/** The report's message for a file whose processing threw `e`. */
export function fileFailure(e: unknown): string {
  if (outOfStack(e)) return `not analysed: ${OUT_OF_STACK}`;
  return `not analysed: internal error, a bug (please report it with the file): ${errorText(e)}`;
}

/** Node's messages already name the code and the path ("EACCES: permission denied, open '…'"). */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

// The walks over the tree are bounded by the nesting limit; should one still run out of stack (a
// smaller stack than Node's default, or TypeScript's own walks in project mode), the file is too
// deep for this machine, not broken.
export const OUT_OF_STACK = 'nested too deeply for the analysis (the call stack ran out)';

export function outOfStack(e: unknown): boolean {
  return e instanceof RangeError && /call stack/i.test(e.message);
}

/** `work()`, or `failed(message)` when it throws: the caller builds the file's result with the error. */
export async function isolated<T>(work: () => Promise<T>, failed: (message: string) => T): Promise<T> {
  try {
    return await work();
  } catch (e) {
    return failed(fileFailure(e));
  }
}
