// A one-line progress indicator on stderr for long runs, only when both stdout and stderr are
// terminals (never in CI logs, pipes or files).

export interface ProgressIo {
  isTTY: boolean;
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

/** Runs over fewer files finish before an indicator would help. */
export const PROGRESS_MIN_FILES = 200;
export const PROGRESS_INTERVAL_MS = 100;

const CLEAR_LINE = '\r\u001b[K';

export interface Progress {
  /** For EngineOptions.onProgress; undefined when no indicator is shown. */
  update?: (done: number, total: number) => void;
  /** Clears the line, if anything was drawn. */
  done(): void;
}

export function progress(io: ProgressIo, label: string, now: () => number = Date.now): Progress {
  if (!io.isTTY || !io.stderr.isTTY) return { done() {} };
  let drawn = false;
  let last = -Infinity;
  return {
    update(done, total) {
      if (total < PROGRESS_MIN_FILES) return;
      const t = now();
      // At most every 100 ms, and never more often than the terminal can show.
      if (done < total && t - last < PROGRESS_INTERVAL_MS) return;
      last = t;
      drawn = true;
      io.stderr.write(`${CLEAR_LINE}${label}: ${done}/${total} files (${Math.floor((done / total) * 100)}%)`);
    },
    done() {
      if (drawn) io.stderr.write(CLEAR_LINE);
    },
  };
}
