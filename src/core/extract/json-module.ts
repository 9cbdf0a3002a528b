// The JSON file next to a module that a binding's value is, however the module reads it: the
// evaluator then reads the file's values (workspace.ts `jsonProperty`), never edited where the code
// reads them; their characters keep their place in the file, where a base's move edits it (decide/data-base.ts).
import type { Binding, FileIndex, Node } from './scope.js';
import { stringLiteralItems, type Char, type Item } from './template.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';

const JSON_FILE = /^\.{1,2}\/.*\.json$/;

/** The text of a URL's items that a data file spells (a base's value, read from the file). */
export function dataText(items: readonly Item[]): string {
  let out = '';
  for (const it of items) if (it.kind === 'char' && it.data) out += it.ch;
  return out;
}

const OPEN = '(';
const CLOSE = '\n)';

/** A JSON text read as the expression it is: in parentheses (a `{` would open a block). */
export function jsonExpression(json: string): string {
  return `${OPEN}${json}${CLOSE}`;
}

/** The JSON text a `jsonExpression` was made of. */
export function jsonSource(expression: string): string {
  return expression.slice(OPEN.length, expression.length - CLOSE.length);
}

/** A place in a `jsonExpression`, in the data file's own text. */
export function dataOffset(pos: number): number {
  return pos - OPEN.length;
}

/**
 * The characters of a string of a JSON file (`text`, its `jsonExpression`), each with its spelling in
 * the file's own text: read as a value, never edited where the code reads it (it is not the code's text).
 */
export function jsonChars(n: TSESTree.StringLiteral, text: string, file: string, via: readonly Node[]): Char[] {
  const items = stringLiteralItems(n, text, file, via);
  return items.flatMap((it): Char[] => (it.kind !== 'char' ? [] : [{ kind: 'char', ch: it.ch, via, ...(it.src ? { data: { file, src: [it.src[0] - OPEN.length, it.src[1] - OPEN.length] } } : {}) }]));
}

/**
 * `require('./x.json')`, `import x from './x.json' with { type: 'json' }`, and
 * `JSON.parse(readFileSync(P, 'utf8'))` (or `await readFile(P)`, `.toString()`) where P names a
 * file by the module's own place: `new URL('./x.json', <the module's URL>)` (through `fileURLToPath`
 * too), `path.join(__dirname, 'x.json')`, `` `${__dirname}/x.json` ``, `__dirname + '/x.json'`.
 * A path relative to the working directory, or computed, is no file of the module's.
 */
export function jsonSpecifier(index: FileIndex, b: Binding): string | undefined {
  if (b.kind === 'import') return importedJson(index, b.id);
  const init = b.init && unwrapped(b.init);
  if (!init || init.type !== 'CallExpression') return undefined;
  if (init.callee.type === 'Identifier' && init.callee.name === 'require') return relativeJson(literalText(init.arguments[0]));
  if (!isJsonParse(init.callee)) return undefined;
  const read = init.arguments[0] && unwrapped(init.arguments[0]);
  const call = read?.type === 'CallExpression' && read.callee.type === 'MemberExpression' && propName(read.callee) === 'toString' ? read.callee.object : read;
  if (call?.type !== 'CallExpression' || !/^readFile(Sync)?$/.test(calleeName(call.callee) ?? '')) return undefined;
  return call.arguments[0] ? modulePath(call.arguments[0]) : undefined;
}

function importedJson(index: FileIndex, id: Node): string | undefined {
  const spec = index.parent.get(id);
  const decl = spec && index.parent.get(spec);
  if (spec?.type !== 'ImportDefaultSpecifier' || decl?.type !== 'ImportDeclaration') return undefined;
  return relativeJson(decl.source.value);
}

/** The file a path expression names relative to the module, as a `./` specifier. */
function modulePath(n: Node): string | undefined {
  const e = unwrapped(n);
  if (e.type === 'CallExpression' && calleeName(e.callee) === 'fileURLToPath' && e.arguments[0]) return modulePath(e.arguments[0]);
  if (e.type === 'NewExpression' && e.callee.type === 'Identifier' && e.callee.name === 'URL' && e.arguments.length === 2 && isImportMetaUrl(e.arguments[1]))
    return relativeJson(literalText(e.arguments[0]));
  if (e.type === 'CallExpression' && /^(join|resolve)$/.test(calleeName(e.callee) ?? '') && e.arguments.length > 1 && isDirname(e.arguments[0])) {
    const parts = e.arguments.slice(1).map(literalText);
    return parts.every((p): p is string => p !== undefined) ? relativeJson('./' + parts.join('/').replace(/^\.\//, '')) : undefined;
  }
  if (e.type === 'TemplateLiteral' && e.expressions.length === 1 && e.quasis[0].value.cooked === '' && isDirname(e.expressions[0]))
    return relativeJson('.' + (e.quasis[1].value.cooked ?? ''));
  if (e.type === 'BinaryExpression' && e.operator === '+' && isDirname(e.left)) {
    const rest = literalText(e.right);
    return rest === undefined ? undefined : relativeJson('.' + rest);
  }
  return undefined;
}

function relativeJson(spec: string | undefined): string | undefined {
  const s = spec?.replace(/\/\.\//g, '/');
  return s !== undefined && JSON_FILE.test(s) ? s : undefined;
}

function unwrapped(n: Node): Node {
  let e = n;
  while (e.type === 'AwaitExpression' || e.type === 'TSAsExpression' || e.type === 'TSNonNullExpression') e = e.type === 'AwaitExpression' ? e.argument : e.expression;
  return e;
}

function literalText(n: Node | undefined): string | undefined {
  if (!n) return undefined;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].value.cooked ?? undefined;
  return undefined;
}

function propName(m: Node): string | undefined {
  return m.type === 'MemberExpression' && !m.computed && m.property.type === 'Identifier' ? m.property.name : undefined;
}

/** `readFileSync`, `fs.readFileSync`, `fs.promises.readFile`, `path.join`: the name called. */
function calleeName(c: Node): string | undefined {
  return c.type === 'Identifier' ? c.name : propName(c);
}

function isJsonParse(c: Node): boolean {
  return c.type === 'MemberExpression' && c.object.type === 'Identifier' && c.object.name === 'JSON' && propName(c) === 'parse';
}

function isDirname(n: Node): boolean {
  return n.type === 'Identifier' && n.name === '__dirname';
}

function isImportMetaUrl(n: Node): boolean {
  return n.type === 'MemberExpression' && n.object.type === 'MetaProperty' && propName(n) === 'url';
}
