// One file never stops the run: whatever checking or fixing a file throws (the parser, the
// analysis, the evaluator) becomes that file's error, on the main thread and in the workers alike.

/** The report's message for a file whose processing threw `e`. */
export function fileFailure(e: unknown): string {
  // The walks over the tree are bounded by the nesting limit; should one still run out of stack
  // (a smaller stack than Node's default), the file is too deep for this machine, not broken.
  if (e instanceof RangeError && /call stack/i.test(e.message)) return 'not analysed: nested too deeply for the analysis (the call stack ran out)';
  const message = e instanceof Error ? e.message : String(e);
  return `not analysed: internal error, a bug (please report it with the file): ${message}`;
}

/** `work()`, or `failed(message)` when it throws: the caller builds the file's result with the error. */
export async function isolated<T>(work: () => Promise<T>, failed: (message: string) => T): Promise<T> {
  try {
    return await work();
  } catch (e) {
    return failed(fileFailure(e));
  }
}
