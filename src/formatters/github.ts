// GitHub Actions workflow commands: findings become annotations on the changed lines. GitHub
// shows at most 10 annotations of each kind (error, warning, notice) per step, so the rest go to
// the log as plain lines, and one notice says how many and where they are.
import type { Severity } from '../core/index.js';
import type { RunResult } from '../engine/types.js';
import { TOOL_NAME } from './links.js';
import type { Formatter } from './types.js';
import { messageWithHold } from '../core/decide/holds.js';

export const ANNOTATION_LIMIT = 10;

type Kind = 'error' | 'warning' | 'notice';
const KIND: Record<Severity, Kind> = { error: 'error', warning: 'warning', info: 'notice' };

interface Annotation {
  kind: Kind;
  file: string;
  line?: number;
  col?: number;
  endLine?: number;
  endColumn?: number;
  title: string;
  message: string;
}

/** Workflow-command escaping: the message, and (stricter) property values. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(a: Annotation): string {
  const props: [string, string | number | undefined][] = [
    ['file', a.file],
    ['line', a.line],
    ['col', a.col],
    ['endLine', a.endLine],
    ['endColumn', a.endColumn],
    ['title', a.title],
  ];
  const list = props.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
  return `::${a.kind} ${list.join(',')}::${escapeData(a.message)}`;
}

function plainLine(a: Annotation): string {
  const where = a.line ? `${a.file}:${a.line}:${a.col ?? 1}` : a.file;
  return `${where}  ${a.kind}  ${a.message}  (${a.title})`;
}

export const github: Formatter = (result: RunResult) => {
  const all: Annotation[] = [
    ...result.errors.map((e) => ({ kind: 'error' as const, file: e.file, title: `${TOOL_NAME}: could not be processed`, message: e.message })),
    ...result.files.flatMap((file) =>
      file.findings.map((f) => ({
        kind: KIND[f.severity],
        file: file.path,
        line: f.start.line,
        col: f.start.column,
        endLine: f.end.line,
        endColumn: f.end.column,
        title: `${TOOL_NAME}: ${f.ruleId} (${f.change})`,
        message: messageWithHold(f, file.path),
      })),
    ),
    ...(result.notices ?? []).map((n) => ({
      kind: 'warning' as const,
      file: n.file,
      title: `${TOOL_NAME}: ignored path checked`,
      message: n.message,
    })),
    ...result.unusedSuppressions.map((u) => ({
      kind: 'warning' as const,
      file: u.file,
      ...(u.line > 0 ? { line: u.line, col: u.column } : {}),
      title: `${TOOL_NAME}: unused suppression`,
      message: u.message,
    })),
  ];
  const count = (k: Kind) => all.filter((a) => a.kind === k).length;
  const overflow = (['error', 'warning', 'notice'] as const).some((k) => count(k) > ANNOTATION_LIMIT);
  // When some are left over, one notice is kept free for saying so.
  const limit: Record<Kind, number> = { error: ANNOTATION_LIMIT, warning: ANNOTATION_LIMIT, notice: overflow ? ANNOTATION_LIMIT - 1 : ANNOTATION_LIMIT };

  const used: Record<Kind, number> = { error: 0, warning: 0, notice: 0 };
  const annotated: string[] = [];
  const rest: Annotation[] = [];
  for (const a of all) {
    if (used[a.kind] < limit[a.kind]) {
      used[a.kind]++;
      annotated.push(command(a));
    } else rest.push(a);
  }
  const lines = [...annotated];
  if (rest.length > 0) {
    const by = (['error', 'warning', 'notice'] as const)
      .map((k) => [k, rest.filter((a) => a.kind === k).length] as const)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${k}${n === 1 ? '' : 's'}`)
      .join(', ');
    lines.push(
      `::notice title=${escapeProperty(`${TOOL_NAME}: ${rest.length} more not annotated`)}::` +
        escapeData(
          `${rest.length} more (${by}) are not shown as annotations: GitHub shows ${ANNOTATION_LIMIT} of each kind per step. ` +
            `They are listed below in this step's log; for the full report as a file, run with --format sarif --output-file ${TOOL_NAME}.sarif (and upload it with github/codeql-action/upload-sarif).`,
        ),
    );
    lines.push(...rest.map(plainLine));
  }
  const s = result.summary;
  lines.push(
    `${TOOL_NAME}: ${s.findingCount} finding${s.findingCount === 1 ? '' : 's'} (${s.bySeverity.error} errors, ${s.bySeverity.warning} warnings, ${s.bySeverity.info} info) in ${s.filesScanned} files scanned` +
      `${s.filesSkipped ? `, ${s.filesSkipped} skipped` : ''}${s.filesWithErrors ? `, ${s.filesWithErrors} could not be processed` : ''}.`,
  );
  if (s.nothingChecked) lines.push(`::warning title=${escapeProperty(`${TOOL_NAME}: nothing checked`)}::${escapeData(`0 files scanned: ${s.nothingChecked}`)}`);
  return lines.join('\n') + '\n';
};
