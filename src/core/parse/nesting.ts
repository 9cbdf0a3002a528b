// How deep a text's syntax tree could nest, told without parsing it: oxc-parser recurses on the
// native stack, where a tree too deep ends the process instead of throwing (parse.ts asks first).
// The walks over the tree that follow are bounded by the same limit (scope.ts measures the tree).

/** Deeper than any hand-written code, and below where typescript-estree gives up. */
export const MAX_NESTING = 2500;

/** A file whose tree nests deeper than MAX_NESTING: reported as not analysed, like a syntax error. */
export class NestingError extends Error {
  readonly kind = 'not analysed';
  readonly lineNumber = 0;
  readonly column = 0;
  /** `estimate`: the scan's, for a text not parsed; none when a walk of the tree went past the limit. */
  constructor(estimate?: number) {
    super(`nested too deeply to analyse (${estimate === undefined ? `more than ${MAX_NESTING} levels` : `about ${estimate} levels; the limit is ${MAX_NESTING}`})`);
  }
}

/**
 * How much of a text the analysis takes on. It holds the tree and a site per call: about 30 KB of
 * memory per call of a file of flat calls, so 50 MB of them ran out of memory and ended the whole
 * run. A text within the default file size limit is always analysed (as deep as the scan allows);
 * a larger one (`--include-large`, a raised `--max-file-size`) only up to MAX_ANALYSED_CHARS and
 * MAX_ANALYSED_CALLS, counted as its `(` (an upper bound of its calls, in one pass). Anything
 * larger gets the text search instead (linter.ts's textFallback).
 */
export const MAX_ANALYSED_CHARS = 8 * 1024 * 1024;
export const MAX_ANALYSED_CALLS = 25_000;
const ALWAYS_ANALYSED_CHARS = 1024 * 1024;

/** Why `text` is too large to analyse, or undefined. */
export function tooLargeReason(text: string): string | undefined {
  if (text.length <= ALWAYS_ANALYSED_CHARS) return undefined;
  if (text.length > MAX_ANALYSED_CHARS) return `${text.length} characters; the limit is ${MAX_ANALYSED_CHARS}`;
  let calls = 0;
  for (let i = text.indexOf('('); i !== -1; i = text.indexOf('(', i + 1)) {
    if (++calls > MAX_ANALYSED_CALLS) return `more than ${MAX_ANALYSED_CALLS} calls in ${text.length} characters; above ${ALWAYS_ANALYSED_CHARS} characters that is the limit`;
  }
  return undefined;
}

/** A text tooLargeReason turns away: reported as not analysed, with its `/api/v3` found by text search. */
export class TooLargeError extends Error {
  readonly kind = 'not analysed';
  readonly lineNumber = 0;
  readonly column = 0;
  constructor(reason: string) {
    super(`too large to analyse (${reason}); each /api/v3 in it is listed from a text search, without fixes`);
  }
}

// Character classes for the scan below, by char code (ASCII; anything else is a word character).
const OTHER = 0, CHAIN = 1, SPACE = 2, WORD = 3;
const CLASS = new Uint8Array(128);
for (const c of '+-*/%&|^!~?:<>=.') CLASS[c.charCodeAt(0)] = CHAIN;
for (const c of ' \t\r\f\v') CLASS[c.charCodeAt(0)] = SPACE;
for (let c = 0; c < 128; c++) if (/[\w$]/.test(String.fromCharCode(c))) CLASS[c] = WORD;
const classOf = (code: number) => (code < 128 ? CLASS[code] : WORD);

// Words that nest what follows them without a bracket: prefix operators (`new new X`, `typeof
// typeof x`), statements whose body is one statement (`if (a) if (b) …`, `for (;;) for (;;) …`),
// class heritage (`class extends class extends …`), word operators (`a in b in c`, `x as T as U`)
// and TypeScript's type operators. `else` is kept apart: an `if … else if …` chain goes on past
// the end of each branch's statement.
const NESTING_WORDS = new Set([
  'new', 'typeof', 'void', 'delete', 'await', 'yield', 'if', 'for', 'while', 'do', 'with', 'try', 'catch', 'finally',
  'extends', 'implements', 'in', 'instanceof', 'as', 'satisfies', 'keyof', 'infer', 'is', 'asserts', 'readonly', 'unique',
  // And words whose node holds a body or a list below it, each one level more than its brackets.
  'function', 'class', 'return', 'throw', 'switch', 'case', 'default',
]);
/** Words that go on with the statement before them when they start a line. */
const CONTINUING_WORDS = new Set(['else', 'in', 'instanceof', 'as', 'satisfies', 'extends', 'implements', 'catch', 'finally']);
/** Statements whose `( … )` header is followed by their body (a line break there ends nothing). */
const HEADER_WORDS = new Set(['if', 'for', 'while', 'with', 'catch']);
const LONGEST_WORD = 10;

/**
 * The open levels of the scan below and the running sum of what they count. A class, not closures
 * made on each call: the scan is hot, and V8 optimized it for one call's closures, threw the code
 * away on the next call ("wrong call target") and compiled it again, several times per thread.
 */
class Levels {
  // Per open level: its operator count, its `else` chain, whether its `}` resumes a template's
  // text, and whether it is the `( … )` header of a statement.
  readonly counts: number[] = [0];
  readonly chains: number[] = [0];
  readonly inTemplate: boolean[] = [false];
  readonly header: boolean[] = [false];
  sum = 0;

  top(): number {
    return this.counts.length - 1;
  }

  add(n: number): void {
    this.counts[this.top()] += n;
    this.sum += n;
  }

  push(template: boolean, isHeader: boolean): void {
    this.counts.push(0);
    this.chains.push(0);
    this.inTemplate.push(template);
    this.header.push(isHeader);
    this.sum++;
  }

  /** Closes the innermost level; whether it was a statement's header. */
  pop(): boolean {
    this.sum -= this.counts.pop()! + this.chains.pop()! + 1;
    this.inTemplate.pop();
    return this.header.pop()!;
  }

  /** The innermost level's operators so far no longer nest what follows (`,`). */
  endOperators(): void {
    const t = this.top();
    this.sum -= this.counts[t];
    this.counts[t] = 0;
  }

  /**
   * A statement ends: its operators no longer nest what follows, nor does its `if` chain unless
   * the next statement (at `next`) starts with `else`.
   */
  endStatement(text: string, next: number): void {
    this.endOperators();
    if (!startsWith(text, next, 'else')) {
      const t = this.top();
      this.sum -= this.chains[t];
      this.chains[t] = 0;
    }
  }

  /** An `else`: one level more, for the rest of the innermost level's `if` chain. */
  addElse(): void {
    this.chains[this.top()]++;
    this.sum++;
  }

  inTemplateText(): boolean {
    return this.inTemplate[this.inTemplate.length - 1];
  }
}

/**
 * An estimate, from above, of how deep the syntax tree of `text` nests, in one pass without a
 * parser: brackets nest, and so do the operators and nesting words of one expression or statement
 * (`'a' + 'b' + …` and `new new …` are trees as deep as they are long). Each open bracket (or
 * template `${`) counts 1, plus the operator characters, nesting words, chained brackets
 * (`f()()`, `a[0][0]`) and templates met at its level since the last `;`, `,` or line break that
 * ends a statement, plus the `else`s of the `if` chain the level is in. Strings, template text and
 * comments are skipped; a regular expression is read as code, which only raises the estimate.
 * test/reliability-nesting.test.ts holds it above the parser's depth for every nesting construct.
 */
export function nestingBound(text: string): number {
  const levels = new Levels();
  let max = 0;
  let last = OTHER;
  // The last two words when the last token is a word (else ''), and whether the last token closed
  // a bracket or a template (so that a `(`, `[` or template after it continues a chain: `f()()`,
  // `a[0][0]`, tag`a``b`).
  let word = '';
  let before = '';
  let closed = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let cls = classOf(c);
    let closes = false;
    if (c === 0x60 /* ` */ || (c === 0x7d /* } */ && levels.inTemplateText())) {
      if (c === 0x7d) levels.pop();
      // A template continues a chain (a tag, or a template tagged again); counted once, at its start.
      else if (closed) levels.add(1);
      // Template text, up to its end or the next `${`.
      for (i++; i < n; i++) {
        const t = text.charCodeAt(i);
        if (t === 0x5c /* \ */) i++;
        else if (t === 0x60 || (t === 0x24 /* $ */ && text.charCodeAt(i + 1) === 0x7b)) break;
      }
      if (text.charCodeAt(i) === 0x24) {
        i++;
        levels.push(true, false);
      } else closes = true;
      cls = OTHER;
    } else if (c === 0x22 || c === 0x27 /* " ' */) {
      for (i++; i < n; i++) {
        const t = text.charCodeAt(i);
        if (t === 0x5c) i++;
        else if (t === c || t === 0x0a) break;
      }
      cls = OTHER;
    } else if (c === 0x2f /* / */ && (text.charCodeAt(i + 1) === 0x2f || text.charCodeAt(i + 1) === 0x2a)) {
      i = afterComment(text, i) - 1;
      continue;
    } else if (c === 0x28 || c === 0x5b || c === 0x7b /* ( [ { */) {
      if (closed && c !== 0x7b) levels.add(1);
      levels.push(false, c === 0x28 && (HEADER_WORDS.has(word) || (word === 'await' && before === 'for')));
    } else if (c === 0x29 || c === 0x5d || c === 0x7d /* ) ] } */) {
      if (levels.counts.length > 1) {
        // After a statement's header, its body follows: a line break there ends nothing.
        if (levels.pop()) cls = CHAIN;
      }
      closes = c !== 0x7d;
    } else if (c === 0x3b /* ; */) {
      levels.endStatement(text, skipBlank(text, i + 1));
    } else if (c === 0x2c /* , */) {
      levels.endOperators();
      // The list or sequence goes on: a line break after the comma ends nothing.
      cls = CHAIN;
    } else if (c === 0x0a) {
      // A line break ends a statement unless what stands on either side of it goes on.
      const j = skipBlank(text, i + 1);
      if (last !== CHAIN && !continues(text, j)) levels.endStatement(text, j);
      continue;
    } else if (cls === WORD) {
      let j = i + 1;
      while (j < n && classOf(text.charCodeAt(j)) === WORD) j++;
      before = word;
      // Every word of interest is short and lower case: most identifiers are not sliced out.
      word = j - i <= LONGEST_WORD && c >= 0x61 && c <= 0x7a ? text.slice(i, j) : '#';
      i = j - 1;
      if (word === 'else') {
        levels.addElse();
        cls = CHAIN;
      } else if (NESTING_WORDS.has(word)) {
        // `else if` is one level, counted by its `else`.
        if (!(word === 'if' && before === 'else')) levels.add(1);
        cls = CHAIN;
      } else cls = OTHER;
      closed = false;
      last = cls;
      if (levels.sum > max) max = levels.sum;
      continue;
    } else if (cls === CHAIN) {
      levels.add(1);
    } else if (cls === SPACE) {
      continue;
    }
    word = before = '';
    closed = closes;
    last = cls;
    if (levels.sum > max) max = levels.sum;
  }
  return max;
}

/** Whether `text` at `i` starts with the word `w` (not a longer word). */
function startsWith(text: string, i: number, w: string): boolean {
  return text.startsWith(w, i) && classOf(text.charCodeAt(i + w.length)) !== WORD;
}

/**
 * Whether the token at `i` goes on with the line before it: an operator, a bracket or template of
 * a chain, a body's `{` on a line of its own, or a continuing word.
 */
function continues(text: string, i: number): boolean {
  // The end of the text goes on with nothing (and reading past it would throw V8's optimized scan away).
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (classOf(c) === CHAIN || c === 0x28 || c === 0x5b || c === 0x7b || c === 0x60) return true;
  if (classOf(c) !== WORD) return false;
  let j = i;
  while (j < text.length && j - i <= LONGEST_WORD && classOf(text.charCodeAt(j)) === WORD) j++;
  return CONTINUING_WORDS.has(text.slice(i, j));
}

/** The offset after the comment starting at `i` (`//` to the line break, which is kept; `/* … *\/`). */
function afterComment(text: string, i: number): number {
  if (text.charCodeAt(i + 1) === 0x2f) {
    const end = text.indexOf('\n', i);
    return end === -1 ? text.length : end;
  }
  const end = text.indexOf('*/', i + 2);
  return end === -1 ? text.length : end + 2;
}

/** The offset of the next token from `i`: past blanks, line breaks and comments. */
function skipBlank(text: string, i: number): number {
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || classOf(c) === SPACE) i++;
    else if (c === 0x2f && (text.charCodeAt(i + 1) === 0x2f || text.charCodeAt(i + 1) === 0x2a)) i = afterComment(text, i);
    else break;
  }
  return i;
}

// Every branch of the scan taken once at load, in a one-byte and a two-byte string. V8 optimizes
// the scan after the first files; a branch it has not yet seen taken (an escape in a string, a
// template, an `else`) then throws the optimized code away, and the scan, large once its helpers
// are inlined, is compiled again: four to five times per thread on the benchmark's corpus.
const WARM_UP = 'if (a) f(x)()[0]; else if (!b) { new C(`t\\`${"s\\"" + \'q\'}`) } // c\n/* d */ for (;;) x,\ny';
for (const sample of [WARM_UP, `${WARM_UP} → ${WARM_UP}`]) nestingBound(sample);
