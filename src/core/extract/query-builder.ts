// A query string built by code from an object: a function (a declaration, an arrow, a static or
// instance method) that writes the entries of one of its parameters into a URLSearchParams made
// empty, in an `Object.entries` loop, and returns `?` and the text only where it is not empty. A
// call of it is "the query is this object", as a library's `params` option is: a rule's rename or
// added parameter is written into the object the caller passes. How the builder writes an array
// (`key[]` repeated, the key repeated, or the list joined by `String`) is part of what it is, so a
// rule that assumes one form can tell (match/params.ts).
//
// Read only where every step is one of the few the recogniser knows: an entry is skipped only on a
// test of its value (`undefined`, `null`, `Array.isArray`), its key is written as it is or with `[]`,
// its value as it is or through `String`, and nothing else touches the URLSearchParams, the key, the
// value or the parameter. A builder that adds a key, drops one by its name, encodes otherwise or
// hands the URLSearchParams (or the object) to other code is no builder here: its call stays a hole.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, isFunction, paramId, type FileIndex, type Node } from './scope.js';
import { isObjectEntries, keyName, unwrap } from './ast.js';

/** How a builder writes an array value: `key[]=a&key[]=b`, `key=a&key=b`, or `key=a,b` (no array branch: `String(array)`). */
export type QueryArrays = 'brackets' | 'repeated' | 'joined';

export interface QueryBuilder {
  /** The parameter whose entries are the query. */
  param: number;
  arrays: QueryArrays;
}

const known = new WeakMap<Node, QueryBuilder | null>();

/** What `fn` is as a query builder, or undefined when it is none (or does anything more). */
export function queryBuilder(fn: TSESTree.FunctionLike): QueryBuilder | undefined {
  let b = known.get(fn);
  if (b === undefined) {
    const index = fileIndexOf(fn);
    b = (index && read(index, fn)) ?? null;
    known.set(fn, b);
  }
  return b ?? undefined;
}

/**
 * A static method a call names through its class (`Requester.search(q)`): the class of the file's own,
 * declared once, whose method no code writes (`Requester.search = …`).
 */
export function staticMethod(index: FileIndex, call: TSESTree.CallExpression): TSESTree.FunctionLike | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || unwrap(callee.object).type !== 'Identifier') return undefined;
  const cls = index.resolve(unwrap(callee.object) as TSESTree.Identifier);
  const decl = cls?.kind === 'class' && !cls.reassigned ? cls.init : undefined;
  if (decl?.type !== 'ClassDeclaration' && decl?.type !== 'ClassExpression') return undefined;
  const name = callee.property.name;
  if (index.propertyAssignments((unwrap(callee.object) as TSESTree.Identifier).name, name).length > 0) return undefined;
  const found = decl.body.body.filter((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.static && !m.computed && m.kind === 'method' && keyName(m.key) === name);
  return found.length === 1 && isFunction(found[0].value) ? found[0].value : undefined;
}

function read(index: FileIndex, fn: TSESTree.FunctionLike): QueryBuilder | undefined {
  if (fn.body?.type !== 'BlockStatement' || fn.async || fn.generator) return undefined;
  // `if (!query) return '';` first: no object, no query (the text would be empty anyway).
  const guard = emptyGuard(index, fn.body.body[0]);
  const body = guard ? fn.body.body.slice(1) : fn.body.body;
  if (body.length !== 4 && body.length !== 3) return undefined;
  // `const params = new URLSearchParams();`
  const made = constOf(body[0]);
  const init = made && unwrap(made.init);
  if (!made || init?.type !== 'NewExpression' || init.callee.type !== 'Identifier' || init.callee.name !== 'URLSearchParams' || init.arguments.length !== 0 || index.resolve(init.callee)) return undefined;
  const params = made.id;
  // `for (const [key, value] of Object.entries(query)) …`
  const loop = body[1];
  if (loop.type !== 'ForOfStatement' || loop.await || loop.left.type !== 'VariableDeclaration' || loop.left.declarations.length !== 1) return undefined;
  const pair = loop.left.declarations[0].id;
  const entries = unwrap(loop.right);
  if (pair.type !== 'ArrayPattern' || pair.elements.length !== 2 || pair.elements.some((e) => e?.type !== 'Identifier') || !isObjectEntries(index, entries)) return undefined;
  const [key, value] = pair.elements as TSESTree.Identifier[];
  const source = unwrap((entries as TSESTree.CallExpression).arguments[0] as Node);
  const at = source.type === 'Identifier' ? fn.params.findIndex((p) => paramId(p).type === 'Identifier' && (paramId(p) as TSESTree.Identifier).name === source.name) : -1;
  if (at < 0 || (guard && guard.name !== (source as TSESTree.Identifier).name)) return undefined;
  const walk = new Walk(index, params, key, value);
  if (!walk.statement(loop.body, false)) return undefined;
  // The text (`const text = params.toString();` or read in the return itself), and `?` before it only where it is not empty.
  let text: Node = params;
  let ret = body[2];
  if (body.length === 4) {
    const t = constOf(body[2]);
    if (!t || !isText(t.init, params)) return undefined;
    text = t.id;
    ret = body[3];
  }
  if (ret.type !== 'ReturnStatement' || !ret.argument || !questioned(ret.argument, text, params)) return undefined;
  // Nothing else reads the URLSearchParams, the parameter, or the text: no other code may change or see the pairs.
  const refs = (id: Node, allowed: number) => {
    const b = id.type === 'Identifier' ? index.resolve(id) : undefined;
    return !!b && !b.reassigned && index.references(b).filter((r) => r !== b.id).length === allowed;
  };
  if (!refs(params, walk.writes + (text === params ? 2 : 1))) return undefined;
  if (text !== params && !refs(text, 2)) return undefined;
  const param = index.resolve(source as TSESTree.Identifier);
  if (!param || param.kind !== 'param' || param.reassigned || index.references(param).filter((r) => r !== param.id).length !== (guard ? 2 : 1)) return undefined;
  if (walk.writes === 0 || walk.scalar === 0) return undefined;
  return { param: at, arrays: walk.arrays ?? 'joined' };
}

/**
 * `if (!query) return '';` (no else): the name tested. The test asks only whether there is an object
 * (`!q`, `q == null`, `q === undefined`, `typeof q === 'undefined'`); one that reads its contents
 * (`!q.scope`) could answer otherwise once a fix renames or adds a parameter.
 */
function emptyGuard(index: FileIndex, st: Node | undefined): TSESTree.Identifier | undefined {
  if (st?.type !== 'IfStatement' || st.alternate) return undefined;
  const name = testedFor(index, st.test, 'absent');
  const ret = st.consequent.type === 'BlockStatement' && st.consequent.body.length === 1 ? st.consequent.body[0] : st.consequent;
  const value = ret.type === 'ReturnStatement' && ret.argument ? unwrap(ret.argument) : undefined;
  const empty = (value?.type === 'Literal' && value.value === '') || (value?.type === 'TemplateLiteral' && value.expressions.length === 0 && value.quasis[0].value.cooked === '');
  return name?.type === 'Identifier' && empty ? name : undefined;
}

/**
 * What a test of presence asks about (`x`, `x !== undefined`, `x != null`, `typeof x !== 'undefined'`),
 * or of absence (`!x`, `x === undefined`, `x == null`, `typeof x === 'undefined'`), either side.
 */
function testedFor(index: FileIndex, t: Node, want: 'present' | 'absent'): Node | undefined {
  const u = unwrap(t);
  if (u.type === 'UnaryExpression' && u.operator === '!') return want === 'absent' ? unwrap(u.argument) : undefined;
  if (u.type !== 'BinaryExpression') return want === 'present' ? u : undefined;
  if (!(want === 'present' ? /^!==?$/ : /^===?$/).test(u.operator)) return undefined;
  const nothing = (x: Node) => (x.type === 'Identifier' && x.name === 'undefined' && !index.resolve(x)) || (x.type === 'Literal' && x.value === null);
  const typeOf = (x: Node) => (x.type === 'UnaryExpression' && x.operator === 'typeof' ? unwrap(x.argument) : undefined);
  for (const [x, y] of [[unwrap(u.left), unwrap(u.right)], [unwrap(u.right), unwrap(u.left)]]) {
    if (nothing(y) && !typeOf(x)) return x;
    if (y.type === 'Literal' && y.value === 'undefined' && typeOf(x)) return typeOf(x);
  }
  return undefined;
}

/** `const x = …;` with one plain name. */
function constOf(st: Node): { id: TSESTree.Identifier; init: Node } | undefined {
  if (st.type !== 'VariableDeclaration' || st.kind !== 'const' || st.declarations.length !== 1) return undefined;
  const d = st.declarations[0];
  return d.id.type === 'Identifier' && d.init ? { id: d.id, init: d.init } : undefined;
}

/** `p.toString()`, `String(p)`, `` `${p}` `` of the URLSearchParams `p`. */
function isText(n: Node, params: TSESTree.Identifier): boolean {
  const u = unwrap(n);
  if (u.type === 'CallExpression' && u.arguments.length === 0 && u.callee.type === 'MemberExpression' && !u.callee.computed && keyName(u.callee.property) === 'toString') return same(u.callee.object, params);
  if (u.type === 'CallExpression' && u.arguments.length === 1 && u.callee.type === 'Identifier' && u.callee.name === 'String') return same(u.arguments[0], params);
  return u.type === 'TemplateLiteral' && u.expressions.length === 1 && u.quasis.every((q) => q.value.cooked === '') && same(u.expressions[0], params);
}

function same(n: Node | undefined, id: TSESTree.Identifier): boolean {
  const u = n && unwrap(n);
  return u?.type === 'Identifier' && u.name === id.name;
}

/**
 * `text ? `?${text}` : ''`, `text === '' ? '' : '?' + text`, `text.length ? … : ''`, `text && '?' + text`:
 * `?` and the text where the text is not empty, else nothing.
 */
function questioned(n: Node, text: Node, params: TSESTree.Identifier): boolean {
  const u = unwrap(n);
  const isT = (x: Node) => (text === params ? isText(x, params) : same(x, text as TSESTree.Identifier));
  const empty = (x: Node) => {
    const v = unwrap(x);
    return (v.type === 'Literal' && v.value === '') || (v.type === 'TemplateLiteral' && v.expressions.length === 0 && v.quasis[0].value.cooked === '');
  };
  const marked = (x: Node) => {
    const v = unwrap(x);
    if (v.type === 'BinaryExpression' && v.operator === '+') return unwrap(v.left).type === 'Literal' && (unwrap(v.left) as TSESTree.Literal).value === '?' && isT(v.right);
    // (In a template the URLSearchParams itself is its text: `?${params}`.)
    return v.type === 'TemplateLiteral' && v.expressions.length === 1 && v.quasis[0].value.cooked === '?' && v.quasis[1].value.cooked === '' && (isT(v.expressions[0]) || (text === params && same(v.expressions[0], params)));
  };
  // The test: the text itself, its length, or a comparison with ''.
  const test = (x: Node): 'nonEmpty' | 'empty' | undefined => {
    const v = unwrap(x);
    if (isT(v)) return 'nonEmpty';
    if (v.type === 'MemberExpression' && !v.computed && keyName(v.property) === 'length' && isT(v.object)) return 'nonEmpty';
    if (v.type === 'UnaryExpression' && v.operator === '!') return test(v.argument) === 'nonEmpty' ? 'empty' : undefined;
    if (v.type === 'BinaryExpression' && /^[!=]==?$/.test(v.operator) && ((isT(v.left) && empty(v.right)) || (isT(v.right) && empty(v.left)))) return v.operator.startsWith('!') ? 'nonEmpty' : 'empty';
    return undefined;
  };
  if (u.type === 'ConditionalExpression') {
    const t = test(u.test);
    return (t === 'nonEmpty' && marked(u.consequent) && empty(u.alternate)) || (t === 'empty' && empty(u.consequent) && marked(u.alternate));
  }
  return u.type === 'LogicalExpression' && u.operator === '&&' && test(u.left) === 'nonEmpty' && marked(u.right);
}

/** The loop's body: the writes it makes, each checked, and how it writes an array. */
class Walk {
  writes = 0;
  /** Writes of a scalar (the entry's value itself). */
  scalar = 0;
  arrays?: QueryArrays;

  constructor(
    private readonly index: FileIndex,
    private readonly params: TSESTree.Identifier,
    private readonly key: TSESTree.Identifier,
    private readonly value: TSESTree.Identifier,
  ) {}

  /** A statement of the loop (`element`: inside an array branch, where `element` names one item). */
  statement(st: Node, inArray: boolean, element?: TSESTree.Identifier): boolean {
    if (st.type === 'BlockStatement') return st.body.every((s) => this.statement(s, inArray, element));
    if (st.type === 'IfStatement') {
      const t = this.test(st.test, element);
      if (!t) return false;
      // `if (Array.isArray(value))`: its branch writes the items, the other the value.
      if (t === 'array') return !inArray && this.statement(st.consequent, true) && (!st.alternate || this.statement(st.alternate, false));
      return this.statement(st.consequent, inArray, element) && (!st.alternate || this.statement(st.alternate, inArray, element));
    }
    if (st.type === 'ExpressionStatement') return this.expression(st.expression, inArray, element);
    if (st.type === 'ForOfStatement' && inArray && !element && !st.await && same(st.right, this.value) && st.left.type === 'VariableDeclaration' && st.left.declarations.length === 1 && st.left.declarations[0].id.type === 'Identifier')
      return this.statement(st.body, true, st.left.declarations[0].id);
    return false;
  }

  private expression(e: Node, inArray: boolean, element?: TSESTree.Identifier): boolean {
    const u = unwrap(e);
    // `v !== undefined && params.append(…)`: a write behind a test of the value.
    if (u.type === 'LogicalExpression' && u.operator === '&&') return !!this.test(u.left, element) && this.test(u.left, element) !== 'array' && this.expression(u.right, inArray, element);
    if (u.type !== 'CallExpression' || u.callee.type !== 'MemberExpression' || u.callee.computed) return false;
    const name = keyName(u.callee.property);
    // `value.forEach((v) => …)`: each item of the array.
    if (name === 'forEach' && inArray && !element && same(u.callee.object, this.value) && u.arguments.length === 1) {
      const cb = u.arguments[0];
      if (!isFunction(cb) || cb.params.length !== 1 || cb.params[0].type !== 'Identifier') return false;
      const item = cb.params[0];
      return cb.body.type === 'BlockStatement' ? this.statement(cb.body, true, item) : this.expression(cb.body, true, item);
    }
    if ((name !== 'append' && name !== 'set') || !same(u.callee.object, this.params) || u.arguments.length !== 2) return false;
    // An array's items are appended (`set` keeps only the last).
    if (inArray && (name !== 'append' || !element)) return false;
    const keyForm = this.keyForm(u.arguments[0]);
    if (!keyForm || !this.valueOf(u.arguments[1], inArray ? element! : this.value)) return false;
    if (inArray) {
      const form: QueryArrays = keyForm === 'brackets' ? 'brackets' : 'repeated';
      if (this.arrays && this.arrays !== form) return false;
      this.arrays = form;
    } else if (keyForm !== 'plain') return false;
    else this.scalar++;
    this.writes++;
    return true;
  }

  /** The key as it is (`key`), or with `[]` (`` `${key}[]` ``, `key + '[]'`). */
  private keyForm(n: Node): 'plain' | 'brackets' | undefined {
    const u = unwrap(n);
    if (same(u, this.key)) return 'plain';
    if (u.type === 'TemplateLiteral' && u.expressions.length === 1 && u.quasis[0].value.cooked === '' && u.quasis[1].value.cooked === '[]' && same(u.expressions[0], this.key)) return 'brackets';
    if (u.type === 'BinaryExpression' && u.operator === '+' && same(u.left, this.key) && unwrap(u.right).type === 'Literal' && (unwrap(u.right) as TSESTree.Literal).value === '[]') return 'brackets';
    return undefined;
  }

  /** The value as it is, or as `String(v)` / `` `${v}` ``. */
  private valueOf(n: Node, v: TSESTree.Identifier): boolean {
    const u = unwrap(n);
    if (same(u, v)) return true;
    if (u.type === 'CallExpression' && u.callee.type === 'Identifier' && u.callee.name === 'String' && !this.index.resolve(u.callee) && u.arguments.length === 1) return same(u.arguments[0], v);
    return u.type === 'TemplateLiteral' && u.expressions.length === 1 && u.quasis.every((q) => q.value.cooked === '') && same(u.expressions[0], v);
  }

  /**
   * A test of the entry's value (or of an array's item) alone: `Array.isArray(value)` ('array'), or
   * whether it is there (`!== undefined`, `!= null`, `!== null`, `typeof … !== 'undefined'`, the value itself).
   * A test of the key (which drops a key by its name) or of anything else is no builder's.
   */
  private test(t: Node, element?: TSESTree.Identifier): 'array' | 'present' | undefined {
    const u = unwrap(t);
    const subject = (x: Node) => same(x, this.value) || (!!element && same(x, element));
    if (u.type === 'CallExpression' && u.callee.type === 'MemberExpression' && !u.callee.computed && u.callee.object.type === 'Identifier' && u.callee.object.name === 'Array' && !this.index.resolve(u.callee.object) && keyName(u.callee.property) === 'isArray' && u.arguments.length === 1 && same(u.arguments[0], this.value) && !element) return 'array';
    if (u.type === 'LogicalExpression' && u.operator === '&&') return this.test(u.left, element) === 'present' && this.test(u.right, element) === 'present' ? 'present' : undefined;
    const x = testedFor(this.index, u, 'present');
    return x && subject(x) ? 'present' : undefined;
  }
}
