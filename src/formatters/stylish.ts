// The human format: findings grouped by file, one per line, clickable `file:line:col` first,
// then problems and skipped files, then a summary that says what to do next.
import pc from 'picocolors';
import type { Held, Severity } from '../core/index.js';
import type { FileResult, RunResult } from '../engine/types.js';
import type { Formatter } from './types.js';
import { heldText } from '../core/decide/holds.js';

type Colors = ReturnType<typeof pc.createColors>;

export const stylish: Formatter = (result, { color }) => {
  const c = pc.createColors(color);
  const blocks: string[] = [];

  for (const file of result.files) {
    if (file.diff) blocks.push(colorDiff(file.diff, c));
  }
  for (const file of result.files) {
    if (file.findings.length > 0) blocks.push(findingLines(file, c));
  }
  const notes = result.files.flatMap((f) => (f.skipped ? [`${f.path}  ${c.dim(`skipped: ${f.skipped}`)}`] : []));
  const problems = result.errors.map((e) => `${e.file}  ${c.red(`could not be processed: ${e.message}`)}`);
  if (problems.length > 0) blocks.push(problems.join('\n'));
  const notices = (result.notices ?? []).map((n) => `${n.file}  ${c.yellow(n.message)}`);
  if (notices.length > 0) blocks.push(notices.join('\n'));
  if (notes.length > 0) blocks.push(notes.join('\n'));
  if (result.unusedSuppressions.length > 0) {
    blocks.push(
      result.unusedSuppressions
        .map((u) => [u.line > 0 ? `${u.file}:${u.line}:${u.column}` : u.file, c.yellow('warning'), u.message].join('  '))
        .join('\n'),
    );
  }
  blocks.push(summaryLines(result, c));
  return blocks.join('\n\n') + '\n';
};

const SEVERITY_COLOR: Record<Severity, keyof Colors> = { error: 'red', warning: 'yellow', info: 'cyan' };

function findingLines(file: FileResult, c: Colors): string {
  const rows = file.findings.map((f) => ({
    where: `${file.path}:${f.start.line}:${f.start.column}`,
    severity: f.severity,
    message: f.message,
    rule: `${f.ruleId} (${f.change})`,
    held: heldLine(f.held, file.path),
  }));
  const whereWidth = Math.max(...rows.map((r) => r.where.length));
  return rows
    .map((r) => {
      const paint = c[SEVERITY_COLOR[r.severity]] as (s: string) => string;
      return [
        r.where.padEnd(whereWidth),
        paint(r.severity.padEnd(7)),
        // Not padded: messages vary from a few words to a paragraph.
        r.message,
        c.dim(r.rule),
      ].join('  ') + (r.held ? `\n${' '.repeat(whereWidth + 2)}${c.dim(r.held)}` : '');
    })
    .join('\n');
}

/** Why a finding's fix is held, said once, under the finding (the message does not repeat it). */
export function heldLine(held: Held | undefined, file: string): string | undefined {
  return held ? `held: ${heldText(held, file)}` : undefined;
}

function colorDiff(diff: string, c: Colors): string {
  return diff
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => {
      if (line.startsWith('---') || line.startsWith('+++')) return c.bold(line);
      if (line.startsWith('@@')) return c.cyan(line);
      if (line.startsWith('+')) return c.green(line);
      if (line.startsWith('-')) return c.red(line);
      return line;
    })
    .join('\n');
}

function summaryLines(result: RunResult, c: Colors): string {
  const s = result.summary;
  const files = [
    `${plural(s.filesScanned, 'file')} scanned`,
    s.filesSkipped > 0 ? `${s.filesSkipped} skipped` : '',
    s.filesWithErrors > 0 ? c.red(`${s.filesWithErrors} could not be processed`) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const lines: string[] = [];

  if (result.mode === 'fix') {
    lines.push(s.fixesApplied > 0 ? `Fixed ${plural(s.fixesApplied, 'finding')} in ${plural(s.filesChanged, 'file')}.` : 'Nothing was fixed.');
  } else if (result.mode === 'dry-run') {
    lines.push(
      s.fixesApplied > 0
        ? `Dry run: --fix would fix ${plural(s.fixesApplied, 'finding')} in ${plural(s.filesChanged, 'file')}; nothing was written.`
        : 'Dry run: --fix would change nothing.',
    );
  }

  if (s.nothingChecked) {
    // Not "no usage found": nothing was looked at, and the person must learn why.
    lines.push(c.yellow(`Nothing checked (${files}): ${s.nothingChecked}.`));
  } else if (s.findingCount === 0) {
    // "No usage found" only when nothing was found: hidden findings and uncovered calls are usage.
    const clean = hiddenCount(s) === 0 && !result.uncoveredEndpoints?.length;
    const what =
      s.filesWithErrors > 0
        ? 'No findings in the files that could be processed'
        : !clean
          ? 'No findings shown'
          : result.mode === 'check'
            ? 'No GitLab API v3 usage found'
            : 'No findings remain';
    lines.push(`${s.filesWithErrors > 0 || !clean ? what : c.green(what)} (${files}).`);
  } else {
    const { error, warning, info } = s.bySeverity;
    const counts = [
      error > 0 ? c.red(plural(error, 'error')) : '0 errors',
      warning > 0 ? c.yellow(plural(warning, 'warning')) : '0 warnings',
      `${info} info`,
    ].join(', ');
    const remain = result.mode === 'check' ? '' : ' remaining';
    lines.push(`${c.bold(plural(s.findingCount, 'finding'))}${remain} (${counts}) in ${files}.`);
    lines.push(`By fix: ${s.byFix.safe} safe (--fix), ${s.byFix.review} to review (--fix-review), ${s.byFix.manual} manual.`);
  }
  const hidden = [
    s.hidden.quiet > 0 ? `${s.hidden.quiet} below error level (--quiet)` : '',
    s.hidden.minConfidence > 0 ? `${s.hidden.minConfidence} below --min-confidence` : '',
    s.suppressed > 0 ? `${s.suppressed} suppressed by comments` : '',
    s.baselined > 0 ? `${s.baselined} in the baseline` : '',
  ].filter(Boolean);
  if (hidden.length > 0) lines.push(`Found but not reported: ${hidden.join(', ')}.`);
  const uncovered = result.uncoveredEndpoints?.length ?? 0;
  if (uncovered > 0 && s.findingCount === 0) {
    lines.push(
      s.serverVersion
        ? `${plural(uncovered, 'v3 call')} found that no change up to GitLab ${s.serverVersion} covers: run without --server-version ${s.serverVersion} for what later versions change.`
        : `${plural(uncovered, 'v3 call')} found that no rule covers: --format markdown lists ${uncovered === 1 ? 'it' : 'them'} for checking by hand.`,
    );
  }
  const unused = result.unusedSuppressions.length;
  if (unused > 0) lines.push(c.yellow(`${plural(unused, 'suppression')} hid nothing (listed above): remove ${unused === 1 ? 'it' : 'them'}${result.unusedSuppressions.some((u) => u.kind === 'baseline') ? ', or run --update-baseline' : ''}.`));
  if (result.baselineWritten) lines.push(`Baseline written: ${plural(result.baselineWritten.entries, 'finding')} in ${result.baselineWritten.file}.`);

  if (result.staged && s.fixable > 0) {
    // --staged refuses --fix: the fix is made in the working tree, and staged from there.
    lines.push(`${s.fixable} can be fixed: run --fix on the working tree, then stage the result.`);
  } else if (result.mode === 'check') {
    const hints: string[] = [];
    if (s.fixable > 0) hints.push(`${s.fixable} can be fixed with --fix`);
    if (!result.fixReview && s.byFix.review > 0) hints.push(`${s.byFix.review} more with --fix-review (check those changes)`);
    if (hints.length > 0) lines.push(`${hints.join('; ')}. Preview with --dry-run.`);
  }
  return lines.join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function hiddenCount(s: RunResult['summary']): number {
  return s.hidden.quiet + s.hidden.minConfidence + s.suppressed + s.baselined;
}
