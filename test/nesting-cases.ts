// Every way a JavaScript or TypeScript tree nests, as a generator of `n` levels: what the nesting
// scan must see (test/reliability-nesting.test.ts) and what the CLI must survive
// (test/reliability-fuzz.test.ts). Not a test file itself.
import { MAX_NESTING, nestingBound } from '../src/core/parse/nesting.js';

export interface Construct {
  name: string;
  /** The file name it is written to (TypeScript syntax needs `.ts`). */
  file: string;
  make: (n: number) => string;
}

const js = (name: string, make: (n: number) => string): Construct => ({ name, file: `${name}.jsx`, make });
const ts = (name: string, make: (n: number) => string): Construct => ({ name, file: `${name}.ts`, make });
const labels = (n: number) => Array.from({ length: n }, (_, i) => `l${i}: `).join('');

export const CONSTRUCTS: Construct[] = [
  js('paren', (n) => 'x = ' + '('.repeat(n) + '1' + ')'.repeat(n)),
  js('array', (n) => 'x = ' + '['.repeat(n) + ']'.repeat(n)),
  js('object', (n) => 'x = ' + '{a: '.repeat(n) + '1' + '}'.repeat(n)),
  js('call-args', (n) => 'x = ' + 'f('.repeat(n) + ')'.repeat(n)),
  js('call-chain', (n) => 'x = f' + '()'.repeat(n)),
  js('index-chain', (n) => 'x = a' + '[0]'.repeat(n)),
  js('member-chain', (n) => 'x = a' + '.b()'.repeat(n)),
  js('optional-call', (n) => 'x = a' + '?.(a)'.repeat(n)),
  js('tagged', (n) => 'x = f' + '`x`'.repeat(n)),
  js('template', (n) => 'x = ' + '`${'.repeat(n) + 'a' + '}`'.repeat(n)),
  js('block', (n) => '{'.repeat(n) + '}'.repeat(n)),
  js('if-block', (n) => 'if (a) {'.repeat(n) + '}'.repeat(n)),
  js('if-chain', (n) => 'if (a) '.repeat(n) + 'x();'),
  js('else-if', (n) => 'if (a) x();' + ' else if (a) x();'.repeat(n)),
  js('else-if-braces', (n) => 'if (a) {\n  x();\n}' + ' else if (b) {\n  y();\n}'.repeat(n) + '\n'),
  js('else-if-lines', (n) => 'if (a) x(), y();\n' + 'else if (a) x(), y();\n'.repeat(n)),
  js('else-nest', (n) => 'if (a) x(); else '.repeat(n) + 'y();'),
  js('for', (n) => 'for (;;) '.repeat(n) + 'x();'),
  js('for-await', (n) => 'async function f() {\n' + 'for await (const a of b)\n'.repeat(n) + 'x();\n}'),
  js('while', (n) => 'while (a)\n'.repeat(n) + 'x();'),
  js('do-while', (n) => 'do '.repeat(n) + 'x();' + ' while (a)'.repeat(n)),
  js('with', (n) => 'with (a) '.repeat(n) + 'x();'),
  js('labels', (n) => labels(n) + 'x();'),
  js('switch', (n) => 'switch (x) { case 1: '.repeat(n) + '}'.repeat(n)),
  js('try', (n) => 'try { '.repeat(n) + 'x();' + ' } catch (e) {}'.repeat(n)),
  js('catch', (n) => 'try {} catch (e) {\n'.repeat(n) + '}\n'.repeat(n)),
  js('finally', (n) => 'try {} finally {\n'.repeat(n) + '}\n'.repeat(n)),
  js('new', (n) => 'x = ' + 'new '.repeat(n) + 'X;'),
  js('typeof', (n) => 'x = ' + 'typeof\n'.repeat(n) + 'y;'),
  js('void', (n) => 'x = ' + 'void '.repeat(n) + 'y;'),
  js('delete', (n) => 'x = ' + 'delete '.repeat(n) + 'y;'),
  js('not', (n) => 'x = ' + '!'.repeat(n) + 'y;'),
  js('await', (n) => 'async function f() { x = ' + 'await '.repeat(n) + 'y }'),
  js('yield', (n) => 'function* f() { x = ' + 'yield '.repeat(n) + 'y }'),
  js('in', (n) => 'x = a' + '\nin a'.repeat(n)),
  js('plus', (n) => "x = 'a'" + " + 'a'".repeat(n)),
  js('assign', (n) => 'a' + ' = a'.repeat(n)),
  js('conditional', (n) => 'x = ' + 'a ? b : '.repeat(n) + 'c'),
  js('sequence', (n) => 'x = ' + '(a, '.repeat(n) + 'a' + ')'.repeat(n)),
  js('arrow', (n) => 'f = ' + 'a => '.repeat(n) + 'a'),
  js('arrow-block', (n) => 'f = ' + '() => { return '.repeat(n) + '1' + ' }'.repeat(n)),
  js('function', (n) => 'function f() {'.repeat(n) + '}'.repeat(n)),
  js('function-return', (n) => 'x = ' + 'function () { return '.repeat(n) + '1' + ' }'.repeat(n)),
  js('function-args', (n) => 'f(function () {\n'.repeat(n) + '})\n'.repeat(n)),
  js('param-default', (n) => 'function f(' + 'a = function (a = '.repeat(n) + '1' + ') {}'.repeat(n) + ') {}'),
  js('class-extends', (n) => 'x = ' + 'class extends\n'.repeat(n) + 'B' + ' {}\n'.repeat(n)),
  js('class-method', (n) => 'class A { m() {'.repeat(n) + '} }'.repeat(n)),
  js('class-field', (n) => 'x = ' + 'class { a = '.repeat(n) + '1' + ' }'.repeat(n)),
  js('static-block', (n) => 'x = ' + 'class { static { x = '.repeat(n) + '1' + ' } }'.repeat(n)),
  js('getter', (n) => 'x = ' + '{ get a() { return '.repeat(n) + '1' + ' } }'.repeat(n)),
  js('computed-key', (n) => 'x = ' + '{ ['.repeat(n) + 'a' + ']: 1 }'.repeat(n)),
  js('spread', (n) => 'x = [' + '...['.repeat(n) + ']'.repeat(n) + ']'),
  js('destructure', (n) => 'const ' + '{a: '.repeat(n) + 'b' + '}'.repeat(n) + ' = c;'),
  js('import-call', (n) => 'x = ' + 'import('.repeat(n) + 'a' + ')'.repeat(n)),
  js('jsx', (n) => 'x = ' + '<a>'.repeat(n) + '</a>'.repeat(n)),
  js('jsx-expression', (n) => 'x = ' + '<a>{'.repeat(n) + '1' + '}</a>'.repeat(n)),
  js('jsx-attribute', (n) => 'x = ' + '<a b={'.repeat(n) + '1' + '} />'.repeat(n)),
  ts('ts-generic', (n) => 'let x: ' + 'A<'.repeat(n) + 'B' + '>'.repeat(n) + ';'),
  ts('ts-paren-type', (n) => 'let x: ' + '('.repeat(n) + 'B' + ')'.repeat(n) + ';'),
  ts('ts-union', (n) => 'let x: ' + '(A | '.repeat(n) + 'B' + ')'.repeat(n) + ';'),
  ts('ts-function-type', (n) => 'let x: ' + '() => '.repeat(n) + 'B;'),
  ts('ts-object-type', (n) => 'let x: ' + '{ a: '.repeat(n) + 'B' + ' }'.repeat(n) + ';'),
  ts('ts-tuple', (n) => 'let x: ' + '['.repeat(n) + 'B' + ']'.repeat(n) + ';'),
  ts('ts-conditional', (n) => 'type X = ' + 'A extends B ? C : '.repeat(n) + 'D;'),
  ts('ts-mapped', (n) => 'type X = ' + '{ [K in '.repeat(n) + 'A' + ']: 1 }'.repeat(n) + ';'),
  ts('ts-keyof', (n) => 'type X = ' + 'keyof '.repeat(n) + 'A;'),
  ts('ts-as', (n) => 'x = a' + ' as any'.repeat(n) + ';'),
];

/** The largest `n` (up to 40,000) whose text the scan lets through to the parser. */
export function deepestAllowed(make: (n: number) => string): number {
  let lo = 1;
  let hi = 40_000;
  if (nestingBound(make(hi)) <= MAX_NESTING) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (nestingBound(make(mid)) <= MAX_NESTING) lo = mid;
    else hi = mid;
  }
  return lo;
}
