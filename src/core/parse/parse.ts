// The parser behind the CLI, the hook and project mode (the ESLint plugin reads ESLint's tree).
//
// oxc-parser (native) first: with `astType: 'ts'` its tree is typescript-estree's, node for node
// and range for range but one (test/parse.test.ts holds the two to that over every fixture), and it
// parses the benchmark's files 3× faster, loads in 16 ms instead of 270 ms and keeps no
// TypeScript in memory. typescript-estree where oxc cannot load: no binary for the platform, or
// a Node older than the 20.19 that loads its ES module from here (require of ESM).
import { createRequire } from 'node:module';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { MAX_NESTING, NestingError, nestingBound, TooLargeError, tooLargeReason } from './nesting.js';

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
  const tooLarge = tooLargeReason(text);
  if (tooLarge) throw new TooLargeError(tooLarge);
  if (parserName() === 'oxc-parser') {
    // oxc recurses on the native stack, where too deep a tree ends the process (a segmentation
    // fault at 30,000–70,000 levels) instead of throwing; typescript-estree throws at 3,000.
    const depth = nestingBound(text);
    if (depth > MAX_NESTING) throw new NestingError(depth);
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
    // oxc keeps a `#!` line as the Program's `hashbang`; typescript-estree's tree has none (a node script).
    delete (program as { hashbang?: unknown }).hashbang;
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
