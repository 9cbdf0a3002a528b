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

/** Why a fix is held back: text other calls read, a version probe, a base or a prefix that waits, a file outside the run. */
export type HeldReason = 'shared text' | 'probe' | 'base waits' | 'prefix waits' | 'not proven' | 'outside the run';

/** A place in a file, as the run names it. */
export interface Place {
  file: string;
  line: number;
}

export interface Held {
  reason: HeldReason;
  /** The finding to deal with first (its change key and place). */
  blocker?: Place & { change: string };
  /** The `/api/v3` literal the call waits on. */
  base?: Place;
  /** `not proven`: what could not be proven of the calls on a base, in a sentence. */
  detail?: string;
  /** `not proven`: the call or read that could not be proven. */
  at?: Place;
  /** The tier of the fix held back: what fixes it once the blocker is dealt with (reports count it by flag). */
  tier?: 'safe' | 'review';
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
  /** Hidden by the policy (a rule turned off, an inline comment): never fixed, and holds nothing back. */
  suppressed?: boolean;
  /** Why its fix is not made, when one was found but is held back (the message says it too). */
  held?: Held;
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
  /** Findings the fix did not address that the final text no longer shows (a list v3 answered whole, once its base moved): reports list them with `remaining`. */
  carried?: Finding[];
  /** How many findings' fixes were applied over all passes. */
  appliedCount: number;
  /** Set when the fixed text would not parse; `output` is then the original text. */
  error?: string;
  /** The first pass found names only another file can tell (see CheckResult). */
  unresolved?: boolean;
  /** v3 calls of the final text that no rule covers. */
  uncovered?: Endpoint[];
}

/** An inline suppression comment or a baseline entry that hid nothing in this run. */
export interface UnusedSuppression {
  kind: 'inline' | 'baseline';
  file: string;
  /** Where the comment is (1-based); 0 for baseline entries, which have no position. */
  line: number;
  column: number;
  message: string;
}
