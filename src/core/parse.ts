// The parser behind the CLI, the hook and project mode (the ESLint plugin reads ESLint's tree).
//
// oxc-parser (native) first: with `astType: 'ts'` its tree is typescript-estree's, node for node
// and range for range but one (test/parse.test.ts holds the two to that over every fixture), and it
// parses the benchmark's files 3× faster, loads in 16 ms instead of 270 ms and keeps no
// TypeScript in memory. typescript-estree where oxc cannot load: no binary for the platform, or
// a Node older than the 20.19 that loads its ES module from here (require of ESM).
import { createRequire } from 'node:module';
import type { TSESTree } from '@typescript-eslint/typescript-estree';

type Estree = typeof import('@typescript-eslint/typescript-estree');
type Oxc = typeof import('oxc-parser');
export type ParserName = 'oxc-parser' | 'typescript-estree';

const load = createRequire(import.meta.url);
let estree: Estree | undefined;
let oxc: Oxc | null | undefined;
let forced: ParserName | undefined;

/** Loaded on first use, synchronously: files the prefilter rejects never pay for a parser. */
function loadOxc(): Oxc | null {
  if (oxc === undefined) {
    try {
      oxc = load('oxc-parser') as Oxc;
    } catch {
      oxc = null;
    }
  }
  return oxc;
}

/** Which parser `parse` uses here; `use` forces one (tests hold both to the same trees). */
export function parserName(use?: ParserName): ParserName {
  if (use) forced = use;
  return forced ?? (loadOxc() ? 'oxc-parser' : 'typescript-estree');
}

/** A syntax error, with where it is (1-based line, 0-based column, as typescript-estree's; line 0: nowhere in particular). */
export class ParseError extends Error {
  constructor(
    message: string,
    readonly lineNumber: number,
    readonly column: number,
    /** How the run reports it. */
    readonly kind: 'syntax error' | 'not analysed' = 'syntax error',
  ) {
    super(message);
  }
}

/**
 * Parses JS, JSX, TS or TSX (by file name) into ESTree with ranges. The core reads offsets only:
 * no line/column locations, no comment list (typescript-estree takes 40% less time without them).
 * Throws on a syntax error.
 */
export function parse(text: string, filename: string): TSESTree.Program {
  // `.js` files may hold JSX, as in typescript-estree with `jsx: true` (and Babel, and ESLint's React configs).
  const ts = /\.[cm]?tsx?$/i.test(filename);
  const jsx = !ts || /\.tsx$/i.test(filename);
  if (parserName() === 'oxc-parser') {
    // oxc recurses on the native stack, where too deep a tree ends the process (a segmentation
    // fault at 30,000–70,000 levels) instead of throwing; typescript-estree throws at 3,000.
    const depth = nestingBound(text);
    if (depth > MAX_NESTING) throw new ParseError(`nested too deeply to analyse (about ${depth} levels; the limit is ${MAX_NESTING})`, 0, 0, 'not analysed');
    const lang = ts ? (jsx ? 'tsx' : 'ts') : 'jsx';
    const result = loadOxc()!.parseSync(filename, text, { lang, astType: 'ts', range: true, preserveParens: false });
    const error = result.errors[0];
    if (error) {
      const at = error.labels[0]?.start ?? 0;
      const before = text.slice(0, at);
      const line = before.split('\n').length;
      throw new ParseError(error.message, line, at - (before.lastIndexOf('\n') + 1));
    }
    const program = result.program as unknown as TSESTree.Program;
    // typescript-estree's Program starts at 0; oxc's at the first token (after leading comments).
    program.range = [0, program.range[1]];
    return program;
  }
  estree ??= load('@typescript-eslint/typescript-estree') as Estree;
  return estree.parse(text, {
    range: true,
    loc: false,
    comment: false,
    jsx,
    filePath: filename,
    errorOnTypeScriptSyntacticAndSemanticIssues: false,
    allowInvalidAST: false,
  });
}

/** Deeper than any hand-written code, and below where typescript-estree gives up. */
export const MAX_NESTING = 2500;

// Character classes for the scan below, by char code (ASCII; anything else is a word character).
const OTHER = 0, CHAIN = 1, SPACE = 2;
const CLASS = new Uint8Array(128);
for (const c of '+-*/%&|^!~?:<>=.') CLASS[c.charCodeAt(0)] = CHAIN;
for (const c of ' \t\r') CLASS[c.charCodeAt(0)] = SPACE;
const classOf = (code: number) => (code < 128 ? CLASS[code] : OTHER);

/**
 * An estimate, from above, of how deep the syntax tree of `text` nests, in one pass without a
 * parser: brackets nest, and so do the operators of one expression (`'a' + 'b' + …` is a tree as
 * deep as it is long). Each open bracket (or template `${`) counts 1, plus the operator
 * characters (of `a + b + …`, `a.b.c…`, `!!…`, `a ? b : c ? …`) met at its level since the last
 * `;`, `,` or line break that ends a statement. Strings, template text and comments are skipped;
 * a regular expression is read as code, which only raises the estimate.
 */
export function nestingBound(text: string): number {
  // Per open level: its operator count, and whether its `}` resumes a template's text.
  const counts: number[] = [0];
  const inTemplate: boolean[] = [false];
  let sum = 0;
  let max = 0;
  let last = OTHER;
  const endStatement = () => {
    sum -= counts[counts.length - 1];
    counts[counts.length - 1] = 0;
  };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let cls = classOf(c);
    if (c === 0x60 /* ` */ || (c === 0x7d /* } */ && inTemplate[inTemplate.length - 1])) {
      if (c === 0x7d) {
        sum -= counts.pop()! + 1;
        inTemplate.pop();
      }
      // Template text, up to its end or the next `${`.
      for (i++; i < n; i++) {
        const t = text.charCodeAt(i);
        if (t === 0x5c /* \ */) i++;
        else if (t === 0x60 || (t === 0x24 /* $ */ && text.charCodeAt(i + 1) === 0x7b)) break;
      }
      if (text.charCodeAt(i) === 0x24) {
        i++;
        counts.push(0);
        inTemplate.push(true);
        sum++;
      }
      cls = OTHER;
    } else if (c === 0x22 || c === 0x27 /* " ' */) {
      for (i++; i < n; i++) {
        const t = text.charCodeAt(i);
        if (t === 0x5c) i++;
        else if (t === c || t === 0x0a) break;
      }
      cls = OTHER;
    } else if (c === 0x2f /* / */ && text.charCodeAt(i + 1) === 0x2f) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? n : end - 1;
      continue;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 1;
      continue;
    } else if (c === 0x28 || c === 0x5b || c === 0x7b /* ( [ { */) {
      counts.push(0);
      inTemplate.push(false);
      sum++;
    } else if (c === 0x29 || c === 0x5d || c === 0x7d /* ) ] } */) {
      if (counts.length > 1) {
        sum -= counts.pop()! + 1;
        inTemplate.pop();
      }
    } else if (c === 0x3b || c === 0x2c /* ; , */) {
      endStatement();
    } else if (c === 0x0a) {
      // A line break ends a statement unless an operator stands on either side of it.
      let j = i + 1;
      while (j < n && (classOf(text.charCodeAt(j)) === SPACE || text.charCodeAt(j) === 0x0a)) j++;
      if (last !== CHAIN && classOf(text.charCodeAt(j)) !== CHAIN) endStatement();
      continue;
    } else if (cls === CHAIN) {
      counts[counts.length - 1]++;
      sum++;
    } else if (cls === SPACE) {
      continue;
    }
    last = cls;
    if (sum > max) max = sum;
  }
  return max;
}
