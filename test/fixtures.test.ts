// The fixture harness: one spec walks fixtures/rules and fixtures/traps.
//
// Rule fixtures use Semgrep's annotations (see src/rulebook/annotations.ts): every `ruleid: K`
// line must have a finding of change key K starting on it, every `ok: K` line none. A finding on
// a line that no `ruleid`/`todoruleid`/`todook` annotation names for its key is a false positive
// too: a fixture spells out everything its file should report. `todoruleid`/`todook` lines are
// known gaps: counted and printed, never failing. A `<id>.fixed.<ext>` file beside a fixture is
// the exact output of `fixText` with default options; it must be a fixed point and must parse.
// Trap files begin with `// trap: must produce nothing` and must produce no finding at all.
// A fixture may name the options it is checked and fixed with: `// fixture-options: {"serverVersion": "9.2"}`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkText, fixText, parse, type Finding } from '../src/core/index.js';
import { changeKeys, rulebook } from '../src/rulebook/index.js';
import {
  fixedName,
  fixtureId,
  fixtureOptions,
  isFixedFile,
  isSourceFile,
  isTrap,
  parseAnnotations,
  TRAP_HEADER,
  type Annotation,
} from '../src/rulebook/annotations.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RULES = join(ROOT, 'fixtures', 'rules');
const TRAPS = join(ROOT, 'fixtures', 'traps');

const ruleFiles = readdirSync(RULES).filter(isSourceFile).sort();
const sources = ruleFiles.filter((f) => !isFixedFile(f));
const fixedFiles = ruleFiles.filter(isFixedFile);
const trapFiles = readdirSync(TRAPS).filter(isSourceFile).sort();

const read = (dir: string, f: string) => readFileSync(join(dir, f), 'utf8');

const totals = { tp: 0, tn: 0, fp: 0, fn: 0, todoOpen: 0, todoDone: 0 };
const todoNotes: string[] = [];

interface Verdict {
  failures: string[];
}

/** Compares a file's findings with its annotations; returns the failures, counts the rest. */
function judge(file: string, text: string, findings: readonly Finding[], annotations: readonly Annotation[]): Verdict {
  const lines = text.split(/\r?\n/);
  const src = (line: number) => lines[line - 1]?.trim() ?? '';
  const found = new Map<number, Finding[]>();
  for (const f of findings) found.set(f.start.line, [...(found.get(f.start.line) ?? []), f]);
  const has = (line: number, key: string) => (found.get(line) ?? []).some((f) => f.change === key);
  const failures: string[] = [];
  /** `line:key` pairs a finding may sit on without being a false positive. */
  const allowed = new Set<string>();

  for (const a of annotations) {
    for (const key of a.keys) {
      const hit = has(a.line, key);
      const where = `${file}:${a.line} [${key}] ${src(a.line)}`;
      switch (a.directive) {
        case 'ruleid':
          allowed.add(`${a.line}:${key}`);
          if (hit) totals.tp++;
          else {
            totals.fn++;
            failures.push(`false negative: ${where}`);
          }
          break;
        case 'ok':
          if (hit) {
            totals.fp++;
            const msgs = (found.get(a.line) ?? []).filter((f) => f.change === key).map((f) => f.message);
            failures.push(`false positive (ok line): ${where}\n    ${msgs.join('\n    ')}`);
          } else totals.tn++;
          break;
        case 'todoruleid':
          allowed.add(`${a.line}:${key}`);
          if (hit) {
            totals.todoDone++;
            todoNotes.push(`todoruleid now found, make it ruleid: ${where}`);
          } else totals.todoOpen++;
          break;
        case 'todook':
          allowed.add(`${a.line}:${key}`);
          if (hit) totals.todoOpen++;
          else {
            totals.todoDone++;
            todoNotes.push(`todook now clean, make it ok: ${where}`);
          }
          break;
      }
    }
  }
  const okKeys = new Set(annotations.filter((a) => a.directive === 'ok').flatMap((a) => a.keys.map((k) => `${a.line}:${k}`)));
  for (const f of findings) {
    const at = `${f.start.line}:${f.change}`;
    if (allowed.has(at) || okKeys.has(at)) continue; // ok lines were counted above
    totals.fp++;
    failures.push(`false positive (not annotated): ${file}:${f.start.line}:${f.start.column} [${f.change}] ${src(f.start.line)}\n    ${f.message}`);
  }
  return { failures };
}

function report(failures: readonly string[]): string {
  return failures.length ? `\n${failures.join('\n')}\n` : '';
}

describe('rule fixtures', () => {
  it.each(sources)('%s', (file) => {
    const text = read(RULES, file);
    const { annotations, problems } = parseAnnotations(text);
    expect(problems.map((p) => `${file}:${p.line} ${p.message}`)).toEqual([]);
    const unknown = annotations.flatMap((a) => a.keys.filter((k) => !changeKeys.includes(k)).map((k) => `${file}:${a.commentLine} unknown change key ${k}`));
    expect(unknown).toEqual([]);
    const result = checkText(text, file, fixtureOptions(text));
    expect(result.parseError, `${file} must parse`).toBeUndefined();
    const { failures } = judge(file, text, result.findings, annotations);
    expect(failures, report(failures)).toEqual([]);
  });
});

describe('fixed fixtures', () => {
  it.each(fixedFiles)('%s', (fixed) => {
    const source = sources.find((s) => fixedName(s) === fixed);
    expect(source, `${fixed} has no fixture beside it`).toBeDefined();
    const input = read(RULES, source!);
    const expected = read(RULES, fixed);
    const options = fixtureOptions(input);
    const result = fixText(input, source!, options);
    expect(result.error).toBeUndefined();
    expect(result.output, `fixText(${source}) must equal ${fixed}`).toBe(expected);
    expect(() => parse(expected, source!)).not.toThrow();
    const again = fixText(expected, source!, options);
    expect(again.output, `fixing ${fixed} again must change nothing`).toBe(expected);
    expect(again.appliedCount).toBe(0);
  });
});

describe('trap fixtures', () => {
  it.each(trapFiles)('%s', (file) => {
    const text = read(TRAPS, file);
    expect(isTrap(text), `${file} must begin with "${TRAP_HEADER}"`).toBe(true);
    const { annotations, problems } = parseAnnotations(text);
    expect(problems.map((p) => `${file}:${p.line} ${p.message}`)).toEqual([]);
    // Only todook (a known false positive) may be annotated in a trap.
    expect(annotations.filter((a) => a.directive !== 'todook').map((a) => `${file}:${a.commentLine} ${a.directive}`)).toEqual([]);
    const result = checkText(text, file);
    expect(result.parseError, `${file} must parse`).toBeUndefined();
    const { failures } = judge(file, text, result.findings, annotations);
    expect(failures, report(failures)).toEqual([]);
  });
});

describe('fixture coverage', () => {
  it('every rulebook entry has a fixture with ruleid and ok lines, and a .fixed file when fixable', () => {
    const problems: string[] = [];
    for (const entry of rulebook) {
      const mine = sources.filter((s) => fixtureId(s) === entry.id);
      if (mine.length !== 1) {
        problems.push(`${entry.id}: expected one fixtures/rules/${entry.id}.{js,ts,…}, found ${mine.length}`);
        continue;
      }
      const { annotations } = parseAnnotations(read(RULES, mine[0]));
      const count = (d: Annotation['directive']) => annotations.filter((a) => a.directive === d && a.keys.includes(entry.change)).length;
      if (entry.kind !== 'informational' && count('ruleid') === 0) problems.push(`${mine[0]}: no \`ruleid: ${entry.change}\` line`);
      if (entry.kind === 'informational' && count('ruleid') > 0) problems.push(`${mine[0]}: an informational entry is never flagged`);
      if (count('ok') === 0) problems.push(`${mine[0]}: no \`ok: ${entry.change}\` line`);
      if (entry.tier !== 'manual' && !fixedFiles.includes(fixedName(mine[0]))) problems.push(`${mine[0]}: tier ${entry.tier} needs ${fixedName(mine[0])}`);
    }
    expect(problems).toEqual([]);
  });

  it('every fixture is named after a rulebook entry', () => {
    const ids = new Set(rulebook.map((e) => e.id));
    const orphans = ruleFiles.filter((f) => !ids.has(fixtureId(f)));
    expect(orphans).toEqual([]);
  });
});

afterAll(() => {
  const t = totals;
  const lines = [
    `fixtures: ${t.tp} true positives, ${t.tn} true negatives, ${t.fp} false positives, ${t.fn} false negatives`,
    `known gaps: ${t.todoOpen} open, ${t.todoDone} resolved`,
    ...todoNotes,
  ];
  console.log(lines.join('\n'));
});
