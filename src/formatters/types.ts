import type { RunResult } from '../engine/types.js';

export interface FormatOptions {
  /** ANSI colours; the CLI decides (TTY, NO_COLOR, FORCE_COLOR), formatters only obey. */
  color: boolean;
}

/** A formatter is pure: the same result gives the same string, ending with a newline. */
export type Formatter = (result: RunResult, options: FormatOptions) => string;
