// A wrapper is proven by its callers only where the run reads every one of them: handed on as a
// value (`use(get)`, an object of verbs given to a framework, `use(new Api())`), it is called by
// code the proof never sees, with routes nobody read, and its base cannot move past those calls.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { keyName, unwrap } from '../extract/ast.js';
import { returnedObject } from '../extract/evaluate.js';
import { HOOK_DEPS } from '../extract/guesses.js';
import { fileTextOf, isFunction, type FileIndex, type Node } from '../extract/scope.js';
import type { SiteFinder } from '../extract/sites.js';
import { callsInRun, exportNames } from './imported-reads.js';

/**
 * `export { BASE }`, `module.exports = { BASE }`, `exports.BASE = BASE`, `export default BASE`. A
 * read inside a function or a call of the exported value (`export default { load() { get(BASE +
 * '/x') } }`, a Vue component) builds a URL there; it does not hand the base to other files.
 */
export function isExportRead(index: FileIndex, ref: Node): boolean {
  for (const a of index.ancestors(ref)) {
    if (isFunction(a) || a.type === 'CallExpression' || a.type === 'NewExpression' || a.type === 'BinaryExpression' || a.type === 'TemplateLiteral') return false;
    if (a.type === 'ExportSpecifier' || a.type === 'ExportDefaultDeclaration') return true;
    if (a.type === 'AssignmentExpression' && /^(module\.)?exports\b/.test(fileTextOf(a).slice(a.left.range[0], a.left.range[1]))) return true;
  }
  return false;
}

/**
 * The read through which a wrapper `fn` reaches code the proof does not read, if any: the function
 * itself read other than as a callee (its calls are each checked as sites); the object of methods it
 * is a method of, held in a constant, read other than for a member; an instance of its class made
 * and handed on whole. An export is not such a read (unseenCallers judges it).
 */
export function handedOn(index: FileIndex, fn: Node): Node | undefined {
  const p = index.parent.get(fn);
  const named = nameOf(index, fn);
  if (named) return refsOf(index, named).find((r) => !calledAt(index, r) && !isExportRead(index, r) && !typeofRead(index, r));
  if (p?.type === 'Property' && p.value === fn) {
    const holder = constantOf(index, index.parent.get(p));
    return holder && refsOf(index, holder).find((r) => !memberOf(index, r) && !isExportRead(index, r));
  }
  if (p?.type === 'MethodDefinition' && !p.static) {
    const cls = index.parent.get(index.parent.get(p)!);
    const id = cls?.type === 'ClassDeclaration' ? cls.id : undefined;
    return id ? refsOf(index, id).find((r) => instanceHandedOn(index, r)) : undefined;
  }
  return undefined;
}

/**
 * For a method of the object a factory returns (`function createHttp() { return { get: (path) => … } }`,
 * React's `useGitlab()` returning `useMemo(() => ({ get }))`): undefined when `fn` is no such method;
 * else `unread`, the name of what reaches code the proof does not read, when a call of the factory in
 * the run gives its object other than to a constant only members are read of, or one of those members
 * that names a method of it is no call the run reads as a request (`calls`), or the constant is exported.
 * Importers of the factory are followed only where the run's files are seen (`importersSeen`).
 */
export function madeObjectCallers(index: FileIndex, fn: Node, finder: SiteFinder | undefined, importersSeen: boolean, calls: ReadonlySet<Node>): { unread?: string } | undefined {
  const p = index.parent.get(fn);
  const parent = p?.type === 'Property' && p.value === fn ? index.parent.get(p) : undefined;
  const obj = parent?.type === 'ObjectExpression' && !constantOf(index, parent) ? parent : undefined;
  const factory = obj && factoryOf(index, obj);
  const name = factory && nameOf(index, factory);
  if (!obj || !factory || !name) return undefined;
  const own = finder?.index === index ? finder : finder?.runFiles?.(name.name).find((f) => f.index === index);
  const made = own && callsInRun(own, factory, importersSeen);
  if (!made) return { unread: name.name };
  const methods = new Set(obj.properties.flatMap((q) => (q.type === 'Property' && !q.computed ? [keyName(q.key) ?? ''] : [])));
  for (const { finder: f, call } of made) {
    const kept = keptResult(f.index, call);
    if (!kept) return { unread: name.name };
    // Exported, the object reaches importers whose reads no proof here follows.
    if (exportNames(f.index, kept).size > 0) return { unread: kept.name };
    for (const r of refsOf(f.index, kept)) {
      if (hookDependency(f.index, r)) continue;
      const m = f.index.parent.get(r);
      if (m?.type !== 'MemberExpression' || m.object !== r || m.computed) return { unread: kept.name };
      const key = keyName(m.property);
      const c = f.index.parent.get(m);
      if (key && methods.has(key) && !(c?.type === 'CallExpression' && c.callee === m && calls.has(c))) return { unread: `${kept.name}.${key}` };
    }
  }
  return {};
}

/**
 * Whether no code can call the function `fn` (a verb of the object a factory returns that no object
 * made in the run is read for, a function of the file read nowhere): a request inside it is never made.
 */
export function neverCalled(index: FileIndex, fn: Node, finder: SiteFinder | undefined, importersSeen: boolean): boolean {
  const p = index.parent.get(fn);
  const named = nameOf(index, fn);
  // (Inside another function only: a script's top-level function is a global other scripts may call.)
  if (named) return refsOf(index, named).length === 0 && index.ancestors(fn).some(isFunction);
  const key = p?.type === 'Property' && p.value === fn && !p.computed ? keyName(p.key) : undefined;
  const obj = key ? index.parent.get(p!) : undefined;
  const factory = obj?.type === 'ObjectExpression' && !constantOf(index, obj) ? factoryOf(index, obj) : undefined;
  const name = factory && nameOf(index, factory);
  const own = name && (finder?.index === index ? finder : finder?.runFiles?.(name.name).find((f) => f.index === index));
  const made = own && callsInRun(own, factory!, importersSeen);
  if (!made) return false;
  return made.every(({ finder: f, call }) => {
    const kept = keptResult(f.index, call);
    return !!kept && exportNames(f.index, kept).size === 0 && !refsOf(f.index, kept).some((r) => {
      const m = f.index.parent.get(r);
      return m?.type === 'MemberExpression' && m.object === r && (m.computed || keyName(m.property) === key);
    });
  });
}

/** The factory whose returned object `obj` is (the outer function where a memo hook's callback returns it). */
function factoryOf(index: FileIndex, obj: Node): TSESTree.FunctionLike | undefined {
  let found: TSESTree.FunctionLike | undefined;
  for (const a of index.ancestors(obj)) {
    if (!isFunction(a)) continue;
    if (returnedObject(a) !== obj) break;
    found = a;
  }
  return found;
}

/** A function's name in its file: a declaration's, or the constant's it is the value of. */
function nameOf(index: FileIndex, fn: Node): TSESTree.Identifier | undefined {
  const p = index.parent.get(fn);
  return fn.type === 'FunctionDeclaration' ? (fn.id ?? undefined) : p?.type === 'VariableDeclarator' && p.init === fn && p.id.type === 'Identifier' ? p.id : undefined;
}

/** The constant a call's result is kept in (`const http = createHttp()`), if that is all that is done with it. */
function keptResult(index: FileIndex, call: Node): TSESTree.Identifier | undefined {
  let e: Node = call;
  let up = index.parent.get(e);
  while (up && (up.type === 'TSAsExpression' || up.type === 'TSNonNullExpression' || up.type === 'AwaitExpression')) [e, up] = [up, index.parent.get(up)];
  if (up?.type !== 'VariableDeclarator' || up.init !== e || up.id.type !== 'Identifier') return undefined;
  const decl = index.parent.get(up);
  return decl?.type === 'VariableDeclaration' && decl.kind === 'const' ? up.id : undefined;
}

/** A read in a hook's list of dependencies (`useCallback(fn, [gitlab])`): compared, never called. */
function hookDependency(index: FileIndex, r: Node): boolean {
  const list = index.parent.get(r);
  const call = list?.type === 'ArrayExpression' ? index.parent.get(list) : undefined;
  return call?.type === 'CallExpression' && call.arguments.at(-1) === list && unwrap(call.callee).type === 'Identifier' && HOOK_DEPS.test((unwrap(call.callee) as TSESTree.Identifier).name);
}

/** An instance made of the class read at `ref` and handed on whole: an argument, a returned value, a property's value, an element. */
function instanceHandedOn(index: FileIndex, ref: Node): boolean {
  const made = index.parent.get(ref);
  if (made?.type !== 'NewExpression' || made.callee !== ref) return false;
  let e: Node = made;
  let up = index.parent.get(e);
  while (up && (up.type === 'TSAsExpression' || up.type === 'TSNonNullExpression' || up.type === 'TSSatisfiesExpression' || up.type === 'AwaitExpression')) [e, up] = [up, index.parent.get(up)];
  // Kept in a constant: every read of it must be a member's (or its export).
  const kept = up?.type === 'VariableDeclarator' && up.init === e && up.id.type === 'Identifier' ? up.id : undefined;
  if (kept) return refsOf(index, kept).some((r) => !memberOf(index, r) && !isExportRead(index, r));
  // A field or a property of `this` (`this.http = new Api()`) is read as a member where it is read: its calls are each a site's.
  if (up?.type === 'PropertyDefinition' || (up?.type === 'AssignmentExpression' && up.right === e && up.left.type === 'MemberExpression')) return false;
  return up?.type === 'CallExpression' || up?.type === 'NewExpression' || up?.type === 'ReturnStatement' || up?.type === 'Property' || up?.type === 'ArrayExpression' || up?.type === 'ArrowFunctionExpression' || up?.type === 'SpreadElement';
}

/** The constant an object literal is the value of (`const http = { get: … }`). */
function constantOf(index: FileIndex, obj: Node | undefined): TSESTree.Identifier | undefined {
  if (obj?.type !== 'ObjectExpression') return undefined;
  let e: Node = obj;
  let up = index.parent.get(e);
  while (up && (up.type === 'TSAsExpression' || up.type === 'TSSatisfiesExpression')) [e, up] = [up, index.parent.get(up)];
  return up?.type === 'VariableDeclarator' && up.init === e && up.id.type === 'Identifier' ? up.id : undefined;
}

function refsOf(index: FileIndex, id: TSESTree.Identifier): TSESTree.Identifier[] {
  const b = index.resolve(id);
  return b ? index.references(b) : [];
}

const calledAt = (index: FileIndex, r: Node) => {
  const call = index.parent.get(r);
  return call?.type === 'CallExpression' && call.callee === r;
};
const memberOf = (index: FileIndex, r: Node) => {
  const m = index.parent.get(r);
  return m?.type === 'MemberExpression' && m.object === r;
};
const typeofRead = (index: FileIndex, r: Node) => {
  const u = index.parent.get(r);
  return u?.type === 'UnaryExpression' && u.operator === 'typeof';
};
