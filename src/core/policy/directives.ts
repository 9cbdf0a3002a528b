// Inline comments that hide findings, part of the policy (core/policy/policy.ts) both fronts share: the
// tool's own `gitlab-v4-migrate-ignore…` comments, and ESLint's `eslint-disable…` comments that
// name the plugin's rules. Comments are found by a small scanner over the file text (strings,
// template literals and regular expressions are skipped), so the parser is never needed here.
import { CHANGE_KEYS as changeKeys, RULE_IDS as ruleIds } from '../../rulebook/names-data.js';
import { locator } from '../location.js';
import type { Finding, UnusedSuppression } from '../types.js';

export const DIRECTIVE_PREFIX = 'gitlab-v4-migrate-ignore';
/** How ESLint comments name the plugin's rules: `gitlab-v4-migrate/<rule>`. */
export const PLUGIN_RULE_PREFIX = 'gitlab-v4-migrate/';
const DIRECTIVE_RE = /^gitlab-v4-migrate-ignore(-next-line|-line)?(?=\s|$)([\s\S]*)$/;
const ESLINT_RE = /^eslint-(disable-next-line|disable-line|disable|enable)(?=\s|$)([\s\S]*)$/;
const KNOWN = new Set([...ruleIds, ...changeKeys]);

export interface Directive {
  /** `tool`: the tool's own comment; `eslint`: an `eslint-disable…` comment (ESLint reports those that hide nothing). */
  source: 'tool' | 'eslint';
  kind: 'line' | 'next-line' | 'block';
  /** Where the comment starts (1-based). */
  line: number;
  column: number;
  /** The first and last lines whose findings it hides (-1: none, the comment is wrong). */
  target: number;
  last: number;
  /** Rule ids or change keys; empty: every finding of the line. */
  keys: string[];
  /** Problems with the comment itself (unknown keys, unknown form), reported with the unused ones. */
  problems: string[];
}

/**
 * The rule id an ESLint rule name stands for (`gitlab-v4-migrate/builds-to-jobs`: one rule per
 * rulebook entry); undefined for a name that is not one of the plugin's rules.
 */
export function idsOfPluginRule(name: string): string[] | undefined {
  if (!name.startsWith(PLUGIN_RULE_PREFIX)) return undefined;
  const rule = name.slice(PLUGIN_RULE_PREFIX.length);
  return ruleIds.includes(rule) ? [rule] : undefined;
}

/** A comment's text without the `*` that block comments often start each line with. */
function bodyOf(c: Comment): string {
  return c.body
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => line.replace(/^\s*\*+/, ''))
    .join('\n')
    .trim();
}

/** The list of a directive, up to `-- reason` (as in ESLint's directives). */
function listOf(rest: string): string[] {
  return rest.split(/\s--\s|\s--$/)[0].split(/[\s,]+/).filter(Boolean);
}

/** The last text read and its comments: the core reads a file's comments to decide, and the engine the same text to report (select), once. */
let last: { text: string; directives: Directive[] } | undefined;

/** The suppression comments of a file; a text without either marker costs two `includes`. */
export function findDirectives(text: string): Directive[] {
  if (!text.includes(DIRECTIVE_PREFIX) && !text.includes(PLUGIN_RULE_PREFIX)) return [];
  if (last?.text !== text) last = { text, directives: scan(text) };
  return last.directives;
}

function scan(text: string): Directive[] {
  const loc = locator(text);
  return directivesIn(comments(text).map((c) => ({ body: bodyOf(c), start: loc(c.start), endLine: loc(c.end).line })));
}

/** A comment as the directives read it: its body (markers and leading `*`s gone, trimmed), where it starts, and its last line. */
export interface CommentAt {
  body: string;
  start: { line: number; column: number };
  endLine: number;
}

/**
 * The suppression comments among a file's comments, in order. A language other than JavaScript
 * gives its own (its reader found them in its syntax, on their original lines); a JS file's are
 * found by the scanner below.
 */
export function directivesIn(list: Iterable<CommentAt>): Directive[] {
  const out: Directive[] = [];
  /** `eslint-disable` blocks still open, to be closed by an `eslint-enable`. */
  const open: Directive[] = [];
  for (const { body, start, endLine } of list) {
    const at = { line: start.line, column: start.column };
    const eslint = ESLINT_RE.exec(body);
    if (eslint) {
      const names = listOf(eslint[2]);
      const ids = [...new Set(names.flatMap((n) => idsOfPluginRule(n) ?? []))];
      if (eslint[1] === 'enable') {
        // Without a list it enables every rule; with one, the plugin's rules it names.
        for (const d of [...open]) {
          if (names.length > 0 && !d.keys.every((k) => ids.includes(k))) continue;
          d.last = start.line - 1;
          open.splice(open.indexOf(d), 1);
        }
        continue;
      }
      // A comment that names none of the plugin's rules is ESLint's business alone.
      if (ids.length === 0) continue;
      const kind = eslint[1] === 'disable' ? 'block' : eslint[1] === 'disable-line' ? 'line' : 'next-line';
      const target = kind === 'next-line' ? endLine + 1 : start.line;
      const d: Directive = { source: 'eslint', kind, ...at, target, last: kind === 'block' ? Infinity : target, keys: ids, problems: [] };
      if (kind === 'block') open.push(d);
      out.push(d);
      continue;
    }
    if (!body.startsWith(DIRECTIVE_PREFIX)) continue;
    const m = DIRECTIVE_RE.exec(body);
    if (!m || !m[1]) {
      out.push({
        source: 'tool',
        kind: 'line',
        ...at,
        target: -1,
        last: -1,
        keys: [],
        problems: [`unknown suppression comment "${body.split(/\s/)[0]}": use ${DIRECTIVE_PREFIX}-next-line or ${DIRECTIVE_PREFIX}-line`],
      });
      continue;
    }
    const kind = m[1] === '-line' ? 'line' : 'next-line';
    const keys = listOf(m[2]);
    const unknown = keys.filter((k) => !KNOWN.has(k));
    const target = kind === 'line' ? start.line : endLine + 1;
    out.push({
      source: 'tool',
      kind,
      ...at,
      target,
      last: target,
      keys: keys.filter((k) => KNOWN.has(k)),
      problems: unknown.map((k) => `"${k}" is not a rule id or change key (see the rules table in docs/rules.md)`),
    });
  }
  return out;
}

/** Whether a directive hides a finding. */
function hides(d: Directive, f: Pick<Finding, 'ruleId' | 'change' | 'start'>): boolean {
  if (f.start.line < d.target || f.start.line > d.last) return false;
  if (d.problems.length > 0 && d.keys.length === 0) return false;
  return d.keys.length === 0 || d.keys.includes(f.ruleId) || d.keys.includes(f.change);
}

export function isSuppressed(directives: readonly Directive[], f: Pick<Finding, 'ruleId' | 'change' | 'start'>): boolean {
  return directives.some((d) => hides(d, f));
}

/** Splits findings into reported and hidden, and says which comments hid nothing (or are wrong). */
export function applyDirectives<F extends Finding>(
  findings: F[],
  directives: readonly Directive[],
  file: string,
): { kept: F[]; suppressed: number; unused: UnusedSuppression[] } {
  if (directives.length === 0) return { kept: findings, suppressed: 0, unused: [] };
  const usedKeys = directives.map(() => new Set<string>());
  const kept: F[] = [];
  let suppressed = 0;
  for (const f of findings) {
    let hidden = false;
    directives.forEach((d, i) => {
      if (!hides(d, f)) return;
      hidden = true;
      for (const k of d.keys) if (k === f.ruleId || k === f.change) usedKeys[i].add(k);
      if (d.keys.length === 0) usedKeys[i].add('*');
    });
    if (hidden) suppressed++;
    else kept.push(f);
  }
  const unused: UnusedSuppression[] = [];
  directives.forEach((d, i) => {
    // ESLint reports its own comments that hide nothing (reportUnusedDisableDirectives).
    if (d.source === 'eslint') return;
    const at = { kind: 'inline' as const, file, line: d.line, column: d.column };
    for (const problem of d.problems) unused.push({ ...at, message: `suppression comment: ${problem}` });
    if (d.target < 0) return;
    const where = d.kind === 'line' ? 'on its line' : 'on the next line';
    if (usedKeys[i].size === 0) {
      if (d.keys.length > 0 || d.problems.length === 0) {
        const what = d.keys.length > 0 ? ` for ${d.keys.join(', ')}` : '';
        unused.push({ ...at, message: `unused suppression comment${what}: no finding ${where}` });
      }
    } else {
      const idle = d.keys.filter((k) => !usedKeys[i].has(k));
      if (idle.length > 0) unused.push({ ...at, message: `unused in suppression comment: ${idle.join(', ')} (no such finding ${where})` });
    }
  });
  return { kept, suppressed, unused };
}



// ---------------------------------------------------------------------------------------------
// The comment scanner

interface Comment {
  start: number;
  end: number;
  body: string;
}

/** Words after which `/` starts a regular expression rather than a division. */
const REGEX_AFTER_WORDS = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);

function isLineBreak(c: string): boolean {
  return c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029';
}

function isWordChar(c: string): boolean {
  return /[\w$\u0080-\uffff]/.test(c);
}

/**
 * The comments of JS/TS text. Strings, template literals (with `${}` nesting) and regular
 * expression literals are skipped, so a `//` inside them is not a comment. A few cases need a
 * parser and are approximated: `/` after `)` is taken as a division, and quotes in JSX text end at
 * the line's end.
 */
export function comments(text: string): Comment[] {
  const out: Comment[] = [];
  const n = text.length;
  /** Brace depths at which an open template literal's `${` was entered. */
  const templates: number[] = [];
  let depth = 0;
  /** The last token in code: a punctuator, a word, or a value (string, number, `)`, `]`). */
  let last: { kind: 'none' | 'punct' | 'word' | 'value'; text: string } = { kind: 'none', text: '' };
  let i = 0;

  const skipTemplate = (from: number): number => {
    // From just after a backtick or a `}` that closes `${`: to just after the closing backtick,
    // or to just after a `${`, which continues in code.
    let j = from;
    while (j < n) {
      const c = text[j];
      if (c === '\\') j += 2;
      else if (c === '`') return j + 1;
      else if (c === '$' && text[j + 1] === '{') {
        templates.push(depth);
        depth++;
        return j + 2;
      } else j++;
    }
    return n;
  };

  while (i < n) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      let end = i + 2;
      while (end < n && !isLineBreak(text[end])) end++;
      out.push({ start: i, end, body: text.slice(i + 2, end) });
      i = end;
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 ? n : close + 2;
      out.push({ start: i, end, body: text.slice(i + 2, close === -1 ? n : close) });
      i = end;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && text[j] !== c && !isLineBreak(text[j])) j += text[j] === '\\' ? 2 : 1;
      i = j + 1;
      last = { kind: 'value', text: c };
    } else if (c === '`') {
      i = skipTemplate(i + 1);
      last = { kind: 'value', text: c };
    } else if (c === '/') {
      const regex =
        last.kind === 'none' ||
        (last.kind === 'punct' && last.text !== ')' && last.text !== ']') ||
        (last.kind === 'word' && REGEX_AFTER_WORDS.has(last.text));
      if (regex) {
        let j = i + 1;
        let inClass = false;
        while (j < n && !isLineBreak(text[j])) {
          const d = text[j];
          if (d === '\\') j++;
          else if (d === '[') inClass = true;
          else if (d === ']') inClass = false;
          else if (d === '/' && !inClass) break;
          j++;
        }
        i = j + 1;
        last = { kind: 'value', text: '/' };
      } else {
        i++;
        last = { kind: 'punct', text: '/' };
      }
    } else if (c === '{') {
      depth++;
      i++;
      last = { kind: 'punct', text: c };
    } else if (c === '}') {
      if (templates.length > 0 && templates[templates.length - 1] === depth - 1) {
        templates.pop();
        depth--;
        i = skipTemplate(i + 1);
        last = { kind: 'value', text: '`' };
      } else {
        depth = Math.max(0, depth - 1);
        i++;
        last = { kind: 'punct', text: c };
      }
    } else if (/\s/.test(c)) {
      i++;
    } else if (isWordChar(c)) {
      let j = i + 1;
      while (j < n && isWordChar(text[j])) j++;
      const word = text.slice(i, j);
      last = /^\d/.test(word) ? { kind: 'value', text: word } : { kind: 'word', text: word };
      i = j;
    } else {
      last = c === ')' || c === ']' ? { kind: 'value', text: c } : { kind: 'punct', text: c };
      i++;
    }
  }
  return out;
}
