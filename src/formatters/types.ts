import type { RunResult } from '../engine/types.js';

export interface FormatOptions {
  /** ANSI colours; the CLI decides (TTY, NO_COLOR, FORCE_COLOR), formatters only obey. */
  color: boolean;
  /**
   * The run's folder and the repository root (the git work tree's top, else the run's folder).
   * Reports that CI viewers read (Code Quality, SARIF) give paths from the root; without these,
   * paths are as the result has them (relative to the run's folder).
   */
  cwd?: string;
  root?: string;
}

/** A formatter is pure: the same result gives the same string, ending with a newline. */
export type Formatter = (result: RunResult, options: FormatOptions) => string;
