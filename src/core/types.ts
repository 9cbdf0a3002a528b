// The contract between the pure core and every front (CLI engine, ESLint plugin, project mode).
// Offsets are UTF-16 indices into the file text, as ESTree `range`s are.

import type { Severity, Tier } from '../rulebook/types.js';

export type { Severity, Tier };
export type Confidence = 'high' | 'medium' | 'low';
export const CONFIDENCES: readonly Confidence[] = ['low', 'medium', 'high'];

/** A text replacement on the original file text: [start, end) becomes `text`. */
export interface Edit {
  range: [number, number];
  text: string;
  /** The file to edit, when it is not the file of the finding (project mode). */
  file?: string;
}

export interface Position {
  line: number; // 1-based
  column: number; // 1-based
}

/** A v3 call no rule has anything to say about: the migration report lists them. */
export interface Endpoint {
  line: number;
  /** `GET /projects/:id/issues`: the method when seen, and the path with its holes as `:param`. */
  endpoint: string;
}

export interface Finding {
  ruleId: string; // the rulebook entry id, kebab-case
  change: string; // the change key: prefix, 8.17/6, 9.0/12, …
  severity: Severity;
  confidence: Confidence;
  message: string;
  /** The tier of the fix this finding offers. `manual` when no edits are attached. */
  fix: Tier;
  range: [number, number];
  start: Position;
  end: Position;
  /** Present for safe and review findings; applying all of them together is the fix. */
  edits?: Edit[];
  /** Matched by `skip` (a suppression): reported for the record, never fixed. */
  suppressed?: boolean;
}

export interface AnalyzeOptions {
  /** Server version the code must run against (e.g. "9.0"); rules newer than it are off. */
  serverVersion?: string;
  /** Treat review-tier fixes as applicable (they then do not block the prefix rewrite). */
  fixReview?: boolean;
  /** How messages name another file (project mode passes absolute paths; people read relative ones). */
  displayPath?: (file: string) => string;
  /**
   * Bases the code hides (an environment variable, a config field) that are known to be a v3 API
   * base: matched against the text of the expression a URL starts with (`process.env.GITLAB_API`),
   * or against the start of a literal URL (`https://git.corp/rest`). Calls on them count as v3.
   */
  baseUrls?: readonly string[];
  /**
   * Findings a person has dealt with (a suppression comment, a rule turned off): never fixed. One
   * that asked for a check (manual, review) then holds nothing back; a suppressed safe rewrite
   * keeps its call as it is, base included. Asked with the text of the file the finding is in.
   */
  skip?: (finding: { ruleId: string; change: string; line: number }, text: string) => boolean;
}

export interface CheckResult {
  findings: Finding[];
  /** Set when the file could not be parsed; findings then come from a text-level fallback. */
  parseError?: string;
  /** A URL of this file uses a name only another file can tell: project mode would see more. */
  unresolved?: boolean;
  /** v3 calls of this file that no rule covers. */
  uncovered?: Endpoint[];
}

export interface FixResult {
  /** The fixed text; equal to the input when nothing applied. */
  output: string;
  /** Findings of the final text (what remains after fixing). */
  remaining: Finding[];
  /** How many findings' fixes were applied over all passes. */
  appliedCount: number;
  /** Set when the fixed text would not parse; `output` is then the original text. */
  error?: string;
  /** The first pass found names only another file can tell (see CheckResult). */
  unresolved?: boolean;
  /** v3 calls of the final text that no rule covers. */
  uncovered?: Endpoint[];
}
