// The machine contract: one JSON object. Field names and meanings are documented in the README;
// change them only with a major version.
import type { FixedBy, Held } from '../core/types.js';
import type { RunResult } from '../engine/types.js';
import { countByFlag } from './by-flag.js';
import { TOOL_NAME, TOOL_VERSION } from './links.js';
import type { Formatter } from './types.js';

export interface JsonFinding {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  ruleId: string;
  change: string;
  severity: string;
  confidence: string;
  message: string;
  fix: string;
  /** The flag whose run makes this finding's fix (`fix`, or only `fix-review`); absent: a person's. */
  fixedBy?: FixedBy;
  /**
   * Only when a fix was found but is held back: why, and where the finding to deal with first is;
   * `tier`, the tier of the flag that makes it once its blocker is dealt with (from `fixedBy`).
   */
  held?: Held & { tier?: 'safe' | 'review' };
}

/**
 * The report format's version: raised when a field changes meaning or goes away (a field added
 * keeps it). The schema of this version ships as `gitlab-v4-migrate/report.schema.json`.
 */
export const REPORT_VERSION = 1;

export interface JsonReport {
  /** REPORT_VERSION. */
  version: number;
  /** The tool that wrote it. */
  tool: { name: string; version: string };
  findings: JsonFinding[];
  errors: RunResult['errors'];
  summary: RunResult['summary'];
  /** The reported findings by what fixes them (`fixedBy`): `--fix`, `--fix-review` besides, or a person (a held fix counts with the flag that releases it). */
  byFlag: { fix: number; fixReview: number; manual: number };
  /** Only with --dry-run: the diff --fix would apply, per changed file. */
  diffs?: { file: string; diff: string }[];
  /** Only when there are any: named paths an ignore file covers, checked all the same. */
  notices?: RunResult['notices'];
  /** Only when there are any: suppression comments and baseline entries that hid nothing. */
  unusedSuppressions?: RunResult['unusedSuppressions'];
}

export function toJsonReport(result: RunResult): JsonReport {
  // Explicit fields, not a spread of Finding: internal fields (ranges, edits) must not leak into
  // the contract by accident.
  const findings = result.files.flatMap((file) =>
    file.findings.map((f) => ({
      file: file.path,
      line: f.start.line,
      column: f.start.column,
      endLine: f.end.line,
      endColumn: f.end.column,
      ruleId: f.ruleId,
      change: f.change,
      severity: f.severity,
      confidence: f.confidence,
      message: f.message,
      fix: f.fix,
      ...(f.fixedBy ? { fixedBy: f.fixedBy } : {}),
      ...(f.held ? { held: { ...f.held, ...(f.fixedBy ? { tier: f.fixedBy === 'fix' ? ('safe' as const) : ('review' as const) } : {}) } } : {}),
    })),
  );
  const report: JsonReport = { version: REPORT_VERSION, tool: { name: TOOL_NAME, version: TOOL_VERSION }, findings, errors: result.errors, summary: result.summary, byFlag: byFlag(result) };
  if (result.mode === 'dry-run') {
    report.diffs = result.files.filter((f) => f.diff).map((f) => ({ file: f.path, diff: f.diff! }));
  }
  if (result.notices?.length) report.notices = result.notices;
  if (result.unusedSuppressions.length > 0) report.unusedSuppressions = result.unusedSuppressions;
  return report;
}

export const json: Formatter = (result) => JSON.stringify(toJsonReport(result), null, 2) + '\n';

function byFlag(result: RunResult): JsonReport['byFlag'] {
  const { fix, review, manual } = countByFlag(result);
  return { fix, fixReview: review, manual };
}
