// What the CLI is given of the process: its streams, folder and environment. Apart from main.ts
// so that the modules main.ts loads (sweep.ts, ledger-command.ts) can name it without a cycle.
import type { RunResult } from '../engine/types.js';

export interface Writable {
  write(text: string): unknown;
  /** Set on process.stderr when it is a terminal: the progress indicator needs it. */
  isTTY?: boolean;
}

export interface CliIo {
  stdout: Writable;
  stderr: Writable;
  cwd: string;
  /** Whether stdout is a terminal: colours are on by default only there. */
  isTTY: boolean;
  env: Record<string, string | undefined>;
  /** Handed each run's result before it is reported: --sweep reads it (sweep.ts). */
  onResult?: (result: RunResult) => void;
  /** All of stdin, for `--stdin`; read only then. */
  stdin?: () => Promise<string>;
}
