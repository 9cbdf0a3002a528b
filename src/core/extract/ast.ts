// Small questions about ESTree nodes that every part of the core asks: the expression under TS-only
// wrappers, the name of a key or a member, and the HTTP verbs a method name stands for.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { FileIndex, Node } from './scope.js';

/** Unwraps TS-only wrappers around an expression (`x as T`, `x!`, `x satisfies T`, `<T>x`). */
export function unwrap(node: Node): Node {
  let n = node;
  while (n.type === 'TSAsExpression' || n.type === 'TSNonNullExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'TSTypeAssertion')
    n = n.expression;
  return n;
}

/** The name a property key spells: `a` of `{ a: 1 }` and of `{ 'a': 1 }`. */
export function keyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** `undefined` or `null` as a value: nothing given. */
export function isAbsent(n: Node): boolean {
  const u = unwrap(n);
  return (u.type === 'Identifier' && u.name === 'undefined') || (u.type === 'Literal' && u.value === null);
}

/** `query ?? {}`, `query || {}`: the value before the empty object (which adds nothing); else the value itself. */
export function withoutEmptyDefault(n: Node): Node {
  const u = unwrap(n);
  return u.type === 'LogicalExpression' && u.operator !== '&&' && isEmptyObject(u.right) ? unwrap(u.left) : u;
}

/** `{}`: an object with nothing in it. */
export function isEmptyObject(n: Node): boolean {
  const u = unwrap(n);
  return u.type === 'ObjectExpression' && u.properties.length === 0;
}

/** The receiver of `X.a.b.c` when the names after it are `path` (`['a', 'b', 'c']`), each spelled, none computed. */
export function receiverOfPath(n: Node, path: readonly string[]): Node | undefined {
  let at: Node = n;
  for (let i = path.length - 1; i >= 0; i--) {
    if (at.type !== 'MemberExpression' || at.computed || keyName(at.property) !== path[i]) return undefined;
    at = at.object;
  }
  return at;
}

/** The object a plain property path starts from (`settings` of `settings.gitlab.api`); the node itself when it is no such path. */
export function pathRoot(n: Node): Node {
  let root = n;
  while (root.type === 'MemberExpression' && !root.computed) root = root.object;
  return root;
}

/** The last name of `x` or `a.b.x`: what code calls a value. */
export function memberName(n: Node): string | undefined {
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'MemberExpression' && n.property.type === 'Identifier') return n.property.name;
  return undefined;
}

/** A client's method names and the HTTP method each stands for. */
export const VERBS: Record<string, string> = {
  get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE', del: 'DELETE', head: 'HEAD', options: 'OPTIONS',
  // axios-mock-adapter's doubles: a mock's route moves with the calls it stands for.
  // @nuxtjs/axios's: the same request, answered with the response's data.
  $get: 'GET', $post: 'POST', $put: 'PUT', $patch: 'PATCH', $delete: 'DELETE', $head: 'HEAD', $options: 'OPTIONS',
  onGet: 'GET', onPost: 'POST', onPut: 'PUT', onPatch: 'PATCH', onDelete: 'DELETE', onHead: 'HEAD', onOptions: 'OPTIONS',
  // jQuery's and RxJS's `ajax`'s GET whose answer is read as JSON (a family of one: no other method is spelled so).
  getJSON: 'GET',
};

const affix = (name: string) => name.replace(/get|post|put|patch|delete|del|head|options/i, '');

/**
 * The method name of the same family as `name` that stands for `method`: `put` → `post`, `$put` →
 * `$post` (which gives the data as `$put` did), `onPut` → `onPost`. Undefined when the family has none.
 */
export function verbNamed(name: string, method: string): string | undefined {
  return Object.keys(VERBS).find((k) => VERBS[k] === method && affix(k) === affix(name));
}

/** `Object.entries(x)` of the global `Object` (not a binding of the file's), with its one argument. */
export function isObjectEntries(index: FileIndex, n: Node): n is TSESTree.CallExpression {
  if (n.type !== 'CallExpression' || n.arguments.length !== 1 || n.callee.type !== 'MemberExpression' || n.callee.computed) return false;
  const o = n.callee.object;
  return o.type === 'Identifier' && o.name === 'Object' && !index.resolve(o) && keyName(n.callee.property) === 'entries';
}

/** `method` in the case of `spelled`, the method a string wrote (`'put'` → `'post'`, `'PUT'` → `'POST'`). */
export const methodInCase = (spelled: string, method: string): string => (spelled === spelled.toLowerCase() ? method.toLowerCase() : method);

/** An HTTP method written out (`method: 'POST'`), in any case. */
export const HTTP = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i;

/** Array methods whose callback is given each element first, then its index and the array. */
export const ELEMENT_CALLBACKS: ReadonlySet<string> = new Set(['map', 'flatMap', 'forEach', 'filter', 'find', 'findIndex', 'findLast', 'findLastIndex', 'some', 'every']);

/** A class member's key as the code spells it after `this.` (`#root` for a private one). */
export const propertyName = (k: Node): string | undefined => (k.type === 'Identifier' ? k.name : k.type === 'PrivateIdentifier' ? `#${k.name}` : undefined);

/** The names of the file that spell a member's key as `propertyName` gives it (a private one's are private names). */
export function memberNamed(index: FileIndex, name: string): ReadonlyArray<TSESTree.Identifier | TSESTree.PrivateIdentifier> {
  return name.startsWith('#') ? index.privateNames.filter((p) => p.name === name.slice(1)) : index.named(name);
}

/**
 * The uses of `this.<name>` (`this.#name` when `priv`) in the code of the class `cls` itself: its
 * writes (the assignments and `++`/`--` of it) and its other reads.
 */
export function thisMemberUses(index: FileIndex, cls: Node, name: string, priv = false): { writes: Array<TSESTree.AssignmentExpression | TSESTree.UpdateExpression>; reads: TSESTree.MemberExpression[] } {
  const writes: Array<TSESTree.AssignmentExpression | TSESTree.UpdateExpression> = [];
  const reads: TSESTree.MemberExpression[] = [];
  const key = priv ? 'PrivateIdentifier' : 'Identifier';
  for (const i of memberNamed(index, priv ? `#${name}` : name)) {
    const m = index.parent.get(i);
    if (m?.type !== 'MemberExpression' || m.property !== i || m.computed || m.property.type !== key || unwrap(m.object).type !== 'ThisExpression' || index.enclosingClass(m) !== cls) continue;
    const a = index.parent.get(m);
    if ((a?.type === 'AssignmentExpression' && a.left === m) || (a?.type === 'UpdateExpression' && a.argument === m)) writes.push(a);
    else reads.push(m);
  }
  return { writes, reads };
}

/** String methods whose value depends only on the string and their literal arguments. */
export const PURE_STRING_METHODS: ReadonlySet<string> = new Set(['replace', 'replaceAll', 'trim', 'trimEnd', 'trimStart', 'toLowerCase', 'slice']);

/**
 * An expression that only reads values: text, names, property reads of them, `+`, `??`/`||`, a choice, and the
 * built-ins that make text of a value (`encodeURIComponent(x)`, `String(x)`). Moved elsewhere in the same scope (a
 * file path from a call's options into its path), it calls no code of the program earlier than it did.
 */
export function readsOnly(n: Node): boolean {
  switch (n.type) {
    case 'Literal':
    case 'Identifier':
      return true;
    case 'MemberExpression':
      return readsOnly(n.object) && (!n.computed || n.property.type === 'Literal');
    case 'TemplateLiteral':
      return n.expressions.every(readsOnly);
    case 'BinaryExpression':
      return n.operator === '+' && readsOnly(n.left) && readsOnly(n.right);
    case 'LogicalExpression':
      return n.operator !== '&&' && readsOnly(n.left) && readsOnly(n.right);
    case 'ConditionalExpression':
      return readsOnly(n.test) && readsOnly(n.consequent) && readsOnly(n.alternate);
    case 'CallExpression':
      return n.callee.type === 'Identifier' && /^(encodeURIComponent|String)$/.test(n.callee.name) && n.arguments.length === 1 && n.arguments[0].type !== 'SpreadElement' && readsOnly(n.arguments[0]);
    default:
      return false;
  }
}

/** An expression evaluated twice in a row gives the same value and does nothing: text, names, `+`, `??`/`||`, pure string methods. */
export function repeatable(n: Node): boolean {
  switch (n.type) {
    case 'Literal':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return n.expressions.every(repeatable);
    case 'BinaryExpression':
      return n.operator === '+' && repeatable(n.left) && repeatable(n.right);
    case 'LogicalExpression':
      return (n.operator === '??' || n.operator === '||') && repeatable(n.left) && repeatable(n.right);
    case 'CallExpression': {
      const c = n.callee;
      return c.type === 'MemberExpression' && !c.computed && c.property.type === 'Identifier' && PURE_STRING_METHODS.has(c.property.name) && repeatable(c.object) && n.arguments.every((a) => a.type === 'Literal');
    }
    default:
      return false;
  }
}
