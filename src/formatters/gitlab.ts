// GitLab Code Quality (a subset of the Code Climate issue format): the merge request widget shows
// new and fixed findings by comparing fingerprints, so they must not depend on line numbers.
import { createHash } from 'node:crypto';
import type { Severity } from '../core/index.js';
import type { RunResult } from '../engine/types.js';
import { TOOL_NAME } from './links.js';
import { fromRoot } from './paths.js';
import type { Formatter, FormatOptions } from './types.js';
import { messageWithHold } from '../core/decide/holds.js';

export type CodeQualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

export interface CodeQualityIssue {
  type: 'issue';
  check_name: string;
  description: string;
  categories: string[];
  fingerprint: string;
  severity: CodeQualitySeverity;
  location: { path: string; lines: { begin: number; end?: number } };
}

/** As eslint-formatter-gitlab grades ESLint's levels: errors major, warnings minor. */
const SEVERITY: Record<Severity, CodeQualitySeverity> = { error: 'major', warning: 'minor', info: 'info' };

export function toCodeQuality(result: RunResult, options: FormatOptions = { color: false }): CodeQualityIssue[] {
  const issues: CodeQualityIssue[] = result.files.flatMap((file) =>
    file.findings.map((f) => ({
      type: 'issue' as const,
      check_name: `${TOOL_NAME}/${f.ruleId}`,
      description: `${messageWithHold(f, file.path)} (${f.change})`,
      categories: ['Compatibility'],
      fingerprint: f.fingerprint,
      severity: SEVERITY[f.severity],
      location: { path: fromRoot(file.path, options), lines: { begin: f.start.line, end: f.end.line } },
    })),
  );
  // A file that could not be processed is a problem in the merge request too.
  for (const e of result.errors) {
    issues.push({
      type: 'issue',
      check_name: `${TOOL_NAME}/file-error`,
      description: `${TOOL_NAME} could not process this file: ${e.message}`,
      categories: ['Bug Risk'],
      fingerprint: createHash('sha256').update(`${fromRoot(e.file, options)}\u0000file-error`).digest('hex').slice(0, 32),
      severity: 'major',
      location: { path: fromRoot(e.file, options), lines: { begin: 1 } },
    });
  }
  return issues;
}

export const gitlab: Formatter = (result, options) => JSON.stringify(toCodeQuality(result, options), null, 2) + '\n';
