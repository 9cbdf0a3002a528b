// The engine's result shapes: what the fronts (CLI formatters, hooks) read. No behaviour here.
import type { Confidence, Endpoint, Finding, Severity, Tier, UnusedSuppression } from '../core/index.js';
import type { RuleLevel } from '../core/policy/policy.js';
import type { RunFacts } from './cache/run-record.js';

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
  /** Per rulebook id or change key: `off`, or the severity to report it with. An id wins over its change key. */
  rules?: Readonly<Record<string, RuleLevel>>;
  /** Globs of the files to check (default: all) and never to check, relative to `globBase` (default `cwd`). */
  include?: readonly string[];
  /** `--ext`: the file kinds or extensions to read (default: every kind, see languages/kinds.ts). */
  ext?: readonly string[];
  exclude?: readonly string[];
  globBase?: string;
  /** Extra base-URL patterns for clients that hide their host; handed to the core as `AnalyzeOptions.baseUrls`. */
  baseUrls?: readonly string[];
  /** Check what is staged in git (the index), not the working tree: the staged JS/TS files, or those of them under `paths`. */
  staged?: boolean;
  /** Project mode for files whose URLs use names from other files (default on; `--no-project`). */
  project?: boolean;
  /** A baseline file: findings recorded there are not reported. */
  baseline?: string;
  /** Where the run's report goes (`--output-file`): like the baseline, the tool's own file, never one of the run's. */
  reportFile?: string;
  /** Write the findings of this run to `baseline` (atomically) instead of reading it. */
  updateBaseline?: boolean;
  /** Report findings of severity `error` only. */
  quiet?: boolean;
  /** Called after each file is processed (a progress indicator); `total` is known before the first call. */
  onProgress?: (done: number, total: number) => void;
  /** With `fix`: called with each file's absolute path as its fixed text lands on disk, before the run ends. */
  onWritten?: (file: string) => void;
  /** With `cache`: told what the run's output was drawn from (undefined when it cannot be told), for a run record (run-record.ts). */
  onRunFacts?: (facts: RunFacts | undefined) => void;
  /** Files larger than this (in bytes) are skipped; default 1 MiB. */
  maxFileSize?: number;
  /** Read files of any size, and files that look minified. */
  includeLarge?: boolean;
  /** Keep the core's results by content hash, and reuse them on the next run (`--cache`). */
  cache?: boolean;
  /**
   * With `cache`: handed the cache's save instead of its being awaited before the result is
   * returned, so that the caller writes the cache after the report is out (the CLI); a save that
   * fails then costs the next run its speed, and changes neither the report nor the exit code.
   */
  deferCacheSave?: (save: () => Promise<void>) => void;
  /** The cache file, or a folder for it; default `.gitlab-v4-migrate-cache` in `cwd`. */
  cacheLocation?: string;
  /** Read ignore files (.gitignore, .git/info/exclude, core.excludesFile) in folder searches; default true (`--no-ignore`). */
  ignore?: boolean;
  /** How `cache` tells an unchanged file: `metadata` (stat data and git's index; the default) or `content` (its bytes). */
  cacheStrategy?: 'metadata' | 'content';
  /** Threads that read and check files: 1 keeps everything on the main thread; default one per core (at most 4), used for large runs only. */
  threads?: number;
  /** `--stdin`: check this text as the file `file` (relative to `cwd`) instead of any file on disk; never written. */
  stdin?: { file: string; text: string };
}

export type { RuleLevel } from '../core/policy/policy.js';
export type { UnusedSuppression } from '../core/types.js';

/** A finding as the engine reports it: with a fingerprint that does not depend on line numbers. */
export interface ReportedFinding extends Finding {
  /**
   * Hash of the file path, the rule id, the flagged text and the text of its lines (whitespace
   * collapsed), and the occurrence index among equal ones: stable when lines are added above.
   */
  fingerprint: string;
}

/** A v3 endpoint the core saw but no rule covers (filled in once the core reports them). */
export interface UncoveredEndpoint {
  file: string;
  line: number;
  endpoint: string;
}

export type RunMode = 'check' | 'fix' | 'dry-run';

export interface FileResult {
  /** Relative to the run's cwd, with forward slashes: what people and JSON consumers see. */
  path: string;
  absolutePath: string;
  /** Findings after filtering; in fix and dry-run modes, what remains after fixing. */
  findings: ReportedFinding[];
  /**
   * The text the findings' ranges and edits refer to (in fix and dry-run modes the fixed text),
   * without a BOM; only set when there are findings (the SARIF formatter places fixes with it).
   */
  text?: string;
  /** Findings hidden by inline comments, and by the baseline. */
  suppressed?: number;
  baselined?: number;
  /** Suppression comments of this file that hid nothing, or are wrong. */
  unusedSuppressions?: UnusedSuppression[];
  /** A suppressed or disabled finding has a fix: --fix leaves this file as it is (its findings are not `fixable`). */
  /** A URL of this file uses a name another file defines: project mode took the file. */
  unresolved?: boolean;
  /** v3 calls no rule covers (for the migration report). */
  uncovered?: Endpoint[];
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
  /** Internal: a fix made on a worker thread, which the main thread writes (see commitWrite). */
  pendingWrite?: PendingWrite;
}

export interface PendingWrite {
  /** The file's bytes when it was read, and what to write instead. */
  bytes: Uint8Array;
  content: string;
  /** The decoded text the fix started from. */
  text: string;
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
  /** Findings hidden by inline suppression comments, and by the baseline file. */
  suppressed: number;
  baselined: number;
  /** Reported findings the current fix flags would fix (`--fix`, plus review ones with `--fix-review`). */
  fixable: number;
  /** Findings found but not reported: warnings and info under `--quiet`, findings below `--min-confidence`. */
  hidden: { quiet: number; minConfidence: number };
  /** `--server-version` as given: changes newer than this version are not looked for. */
  serverVersion?: string;
  /** Only when no file was scanned: why, in a sentence ("everything to check under cache is ignored by .gitignore:3 ("cache/") …"). */
  nothingChecked?: string;
}

/** Something the person who ran the tool should know that is no finding: a named path that an ignore file covers. */
export interface Notice {
  file: string;
  message: string;
}

export interface RunResult {
  mode: RunMode;
  fixReview: boolean;
  files: FileResult[];
  errors: FileError[];
  summary: Summary;
  /** Inline suppressions and baseline entries that hid nothing (reported as warnings; not counted in the exit code). */
  unusedSuppressions: UnusedSuppression[];
  /** The run checked the staged content (`--staged`), which cannot be fixed in place. */
  staged?: boolean;
  /** Named paths an ignore file covers (checked all the same). */
  notices?: Notice[];
  /** Set when `updateBaseline` wrote the baseline file. */
  baselineWritten?: { file: string; entries: number };
  /** v3 endpoints no rule covers; undefined until the core reports them. */
  uncoveredEndpoints?: UncoveredEndpoint[];
}
