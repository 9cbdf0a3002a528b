// The engine's result shapes: what the fronts (CLI formatters, hooks) read. No behaviour here.
import type { Confidence, Finding, Severity, Tier } from '../core/index.js';

export interface EngineOptions {
  /** Path arguments (files or folders), relative to `cwd` or absolute. */
  paths: string[];
  cwd: string;
  /** Apply safe fixes (and review ones with `fixReview`). */
  fix?: boolean;
  fixReview?: boolean;
  /** With `fix`: compute the fixes and their diffs, write nothing. */
  dryRun?: boolean;
  /** The GitLab server version the code must run against, e.g. "9.0". */
  serverVersion?: string;
  /** Findings below this confidence are not reported (and do not count for the exit code). */
  minConfidence?: Confidence;
}

export type RunMode = 'check' | 'fix' | 'dry-run';

export interface FileResult {
  /** Relative to the run's cwd, with forward slashes: what people and JSON consumers see. */
  path: string;
  absolutePath: string;
  /** Findings after filtering; in fix and dry-run modes, what remains after fixing. */
  findings: Finding[];
  /** The core looked at the text (a file with a syntax error still counts: it gets text-search findings). */
  scanned: boolean;
  /** Why the file was not analysed (minified bundle, not a JS/TS file, …). */
  skipped?: string;
  /** Why the file could not be processed; also listed in `RunResult.errors`. */
  error?: string;
  /** The fixed text differs from the file (written unless dry-run). */
  changed: boolean;
  fixesApplied: number;
  /** Dry-run only: the unified diff of what --fix would write. */
  diff?: string;
}

export interface FileError {
  file: string;
  message: string;
}

export interface Summary {
  filesScanned: number;
  filesSkipped: number;
  filesWithErrors: number;
  /** Files written by --fix, or that --dry-run would write. */
  filesChanged: number;
  /** Findings whose fixes were applied (or would be, in dry-run). */
  fixesApplied: number;
  findingCount: number;
  bySeverity: Record<Severity, number>;
  byFix: Record<Tier, number>;
  /** Reported findings the current fix flags would fix (`--fix`, plus review ones with `--fix-review`). */
  fixable: number;
}

export interface RunResult {
  mode: RunMode;
  fixReview: boolean;
  files: FileResult[];
  errors: FileError[];
  summary: Summary;
}
