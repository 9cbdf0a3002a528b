// The human format: one line per finding, clickable `file:line:col` first, findings held back
// under the finding they wait on, then problems and skipped files, a summary that says what to do
// next, and the terms it used, explained.
import pc from 'picocolors';
import type { Held, Severity } from '../core/index.js';
import type { ReportedFinding, RunResult } from '../engine/types.js';
import { countByFlag } from './by-flag.js';
import { headline } from './headline.js';
import { termsFooter, type Term } from './terms.js';
import type { Formatter } from './types.js';
import { heldShort, heldText } from '../core/decide/holds.js';

type Colors = ReturnType<typeof pc.createColors>;

export const stylish: Formatter = (result, { color }) => {
  const c = pc.createColors(color);
  const blocks: string[] = [];
  const terms = new Set<Term>();

  for (const file of result.files) {
    if (file.diff) blocks.push(colorDiff(file.diff, c));
  }
  const findings = findingLines(result, c, terms);
  if (findings) blocks.push(findings);
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
  blocks.push(summaryLines(result, c, terms));
  const footer = termsFooter(terms);
  if (footer) blocks.push(c.dim(footer));
  return blocks.join('\n\n') + '\n';
};

const SEVERITY_COLOR: Record<Severity, keyof Colors> = { error: 'red', warning: 'yellow', info: 'cyan' };

/** A finding line's width on an 80-column terminal: two rows at most, the rest is in --format json. */
export const LINE_WIDTH = 120;
/** Past LINE_WIDTH only to keep a route or a sentence whole, never past this. */
const MAX_WIDTH = 158;

interface Row {
  file: string;
  f: ReportedFinding;
  /** The findings held until this one is dealt with, printed under it. */
  holds: Row[];
}

/**
 * One line per finding, in file order; a finding whose fix waits on another is printed once,
 * under the finding it waits on (or under one line that says what it waits on, when that finding
 * is not in the report), so that each hold is said once.
 */
function findingLines(result: RunResult, c: Colors, terms: Set<Term>): string {
  const rows: Row[] = result.files.flatMap((file) => file.findings.map((f) => ({ file: file.path, f, holds: [] })));
  if (rows.length === 0) return '';
  terms.add('change');
  const at = new Map<string, Row>();
  for (const r of rows) {
    const key = `${r.file}:${r.f.start.line}:${r.f.change}`;
    if (!at.has(key)) at.set(key, r);
  }
  /** The finding a held one waits on, followed to the first that waits on none in the report. */
  const blockerOf = (r: Row): Row | undefined => {
    const seen = new Set<Row>([r]);
    let b: Row | undefined;
    for (let h = r.f.held; h?.blocker; h = b.f.held) {
      const next = at.get(`${h.blocker.file}:${h.blocker.line}:${h.blocker.change}`);
      if (!next || seen.has(next)) break;
      seen.add(next);
      b = next;
    }
    return b;
  };
  // Held findings whose blocker is not in the report: under one line that says what they wait on.
  const waiting = new Map<string, Row[]>();
  const placed = new Set<Row>();
  for (const r of rows) {
    const b = blockerOf(r);
    if (b) {
      b.holds.push(r);
      placed.add(r);
      continue;
    }
    const text = heldLine(r.f.held);
    if (text) waiting.set(text, [...(waiting.get(text) ?? []), r]);
  }
  const out: string[] = [];
  const said = new Set<string>();
  // Consecutive findings of one file that hold nothing: printed together, aligned.
  let run: Row[] = [];
  const flush = () => {
    if (run.length) out.push(...lineOf(run, c, ''));
    run = [];
  };
  for (const r of rows) {
    if (placed.has(r)) continue;
    const text = heldLine(r.f.held);
    if (run.length && (run[0].file !== r.file || text)) flush();
    if (text) {
      if (said.has(text)) continue;
      said.add(text);
      const group = waiting.get(text)!;
      if (/\bbase\b/.test(text)) terms.add('base');
      out.push(c.dim(`${text} (${plural(group.length, 'finding')}):`));
      if (group.some((g) => g.holds.length)) for (const g of group) out.push(...lineOf(g, c, '  '), ...heldUnder(g, c, terms, '  '));
      else out.push(...lineOf(group, c, '  '));
      continue;
    }
    run.push(r);
    if (r.holds.length) {
      flush();
      out.push(...heldUnder(r, c, terms, ''));
    }
  }
  flush();
  return out.join('\n');
}

function heldUnder(r: Row, c: Colors, terms: Set<Term>, indent: string): string[] {
  if (r.holds.length === 0) return [];
  const base = r.holds.some((h) => h.f.held?.base || h.f.held?.reason === 'prefix waits');
  if (base) terms.add('base');
  const why = base ? ' (the calls on its base move to v4 together)' : '';
  return [`${indent}  ${c.dim(`↳ holds ${plural(r.holds.length, 'finding')} until it is dealt with${why}:`)}`, ...lineOf(r.holds, c, `${indent}    `)];
}

/** Lines of findings, their places padded to one width so that the severities line up. */
function lineOf(rows: Row | Row[], c: Colors, indent: string): string[] {
  const list = Array.isArray(rows) ? rows : [rows];
  const places = list.map(({ file, f }) => `${indent}${file}:${f.start.line}:${f.start.column}`);
  const width = Math.max(...places.map((p) => p.length));
  return list.map(({ f }, i) => {
    const paint = c[SEVERITY_COLOR[f.severity]] as (s: string) => string;
    const rule = `${f.ruleId} (${f.change})`;
    // A hold that no line above says is said here, in a few words.
    const note = heldShort(f.held);
    const fixed = width + 2 + 7 + 2 + 2 + rule.length + (note ? note.length + 3 : 0);
    const message = headline(f.message, Math.max(40, LINE_WIDTH - fixed), MAX_WIDTH - fixed) + (note ? c.dim(` (${note})`) : '');
    return [places[i].padEnd(width), paint(f.severity.padEnd(7)), message, c.dim(rule)].join('  ');
  });
}

/**
 * The line over held findings whose blocker is not in the report: the hold as core/decide/holds.ts
 * says it (places as `file:line`, since the line stands for findings of several files); none for a
 * hold that names no place (its findings carry the short note instead).
 */
export function heldLine(held: Held | undefined): string | undefined {
  return held && (held.blocker || held.at) ? `held: ${heldText(held)}` : undefined;
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

function summaryLines(result: RunResult, c: Colors, terms: Set<Term>): string {
  const s = result.summary;
  const files = [
    `${plural(s.filesScanned, 'file')} scanned`,
    s.filesSkipped > 0 ? `${s.filesSkipped} skipped` : '',
    s.filesWithErrors > 0 ? c.red(`${s.filesWithErrors} could not be processed`) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const lines: string[] = [];
  // The flag a dry run stands for: --dry-run alone is --fix's.
  const flag = result.fixReview ? '--fix-review' : '--fix';
  const byFlag = countByFlag(result);

  if (result.mode === 'fix') {
    lines.push(s.fixesApplied > 0 ? `Fixed ${plural(s.fixesApplied, 'finding')} in ${plural(s.filesChanged, 'file')}.` : 'Nothing was fixed.');
  } else if (result.mode === 'dry-run') {
    lines.push(
      s.fixesApplied > 0
        ? `Dry run: ${flag} would fix ${plural(s.fixesApplied, 'finding')} in ${plural(s.filesChanged, 'file')}; nothing was written.`
        : `Dry run: ${flag} would change nothing.`,
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
            : result.mode === 'dry-run'
              ? `No findings would remain after ${flag}`
              : 'No findings remain';
    lines.push(`${s.filesWithErrors > 0 || !clean ? what : c.green(what)} (${files}).`);
  } else {
    const { error, warning, info } = s.bySeverity;
    const counts = [
      error > 0 ? c.red(plural(error, 'error')) : '0 errors',
      warning > 0 ? c.yellow(plural(warning, 'warning')) : '0 warnings',
      `${info} info`,
    ].join(', ');
    const remain = result.mode === 'check' ? '' : result.mode === 'dry-run' ? ` would remain after ${flag}` : ' remaining';
    lines.push(`${c.bold(plural(s.findingCount, 'finding'))}${remain} (${counts}) in ${files}.`);
    // Counted by what each flag would do: a fix held by a review finding is --fix-review's.
    lines.push(`By fix: ${byFlag.fix} with --fix, ${byFlag.review} more with --fix-review, ${byFlag.manual} manual.`);
    terms.add('tiers');
  }
  if (result.mode === 'dry-run' && s.fixesApplied > 0) lines.push(`Nothing was written: run ${flag} without --dry-run to make these fixes.`);
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
    if (byFlag.fix > 0) hints.push(`${byFlag.fix} can be fixed with --fix`);
    if (byFlag.review > 0) hints.push(`${byFlag.review} more with --fix-review (check those changes)`);
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
