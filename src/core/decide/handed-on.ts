// A wrapper is proven by its callers only where the run reads every one of them: handed on as a
// value (`use(get)`, an object of verbs given to a framework, `use(new Api())`), it is called by
// code the proof never sees, with routes nobody read, and its base cannot move past those calls.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { keyName, unwrap } from '../extract/ast.js';
import { returnedObject } from '../extract/evaluate.js';
import { HOOK_DEPS } from '../extract/guesses.js';
import { fileTextOf, isFunction, within, type FileIndex, type Node } from '../extract/scope.js';
import { SiteFinder } from '../extract/sites.js';
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
  if (named) return refsOf(index, named).find((r) => !calledAt(index, r) && !isExportRead(index, r) && !tested(index, r));
  if (p?.type === 'Property' && p.value === fn) {
    const holder = constantOf(index, index.parent.get(p));
    return holder && refsOf(index, holder).find((r) => !memberOf(index, r) && !isExportRead(index, r));
  }
  if (p?.type === 'MethodDefinition' && !p.static) {
    const cls = index.parent.get(index.parent.get(p)!);
    const id = cls?.type === 'ClassDeclaration' ? cls.id : undefined;
    return id ? refsOf(index, id).find((r) => classHandedOn(index, r)) : undefined;
  }
  return undefined;
}

/**
 * For a method of the object a factory returns (`function createHttp() { return { get: (path) => … } }`,
 * React's `useGitlab()` returning `useMemo(() => ({ get }))`): undefined when `fn` is no such method;
 * else `unread`, the name of what reaches code the proof does not read, when a call of the factory in
 * the run gives its object other than to a constant (or a parameter of a function it is given to, `parameterGiven`) only members are read of, or one of those members
 * that names a method of it is no call the run reads as a request (`calls`), or the constant is exported.
 * Importers of the factory are followed only where the run's files are seen (`importersSeen`).
 */
export function madeObjectCallers(index: FileIndex, fn: Node, finder: SiteFinder | undefined, importersSeen: boolean, calls: ReadonlySet<Node>): { unread?: string } | undefined {
  const m = madeObjects(index, fn, finder, importersSeen);
  if (!m) return undefined;
  if (!m.kept) return { unread: m.factory.name };
  const reads = heldReads(m.kept);
  if ('exported' in reads) return { unread: reads.exported.name };
  // The object's functions that request on this base: `fn`, and those holding a call on it (not a v3 copy
  // of one a split made, split-wrapper.ts, whose requests read the base's v3 value and are kept there).
  const onBase = new Set([...m.methods].filter(([, f]) => f === fn || [...calls].some((c) => within(c, f))).map(([k]) => k));
  for (const { at, id, r } of reads) {
    const member = at.parent.get(r);
    if (member?.type !== 'MemberExpression' || member.object !== r || member.computed) return { unread: id.name };
    const key = keyName(member.property);
    const c = at.parent.get(member);
    if (key && onBase.has(key) && !(c?.type === 'CallExpression' && c.callee === member && calls.has(c))) return { unread: `${id.name}.${key}` };
  }
  return {};
}

/**
 * Each read of the objects held by `holding`, followed into the parameters of the functions they are
 * given to (`projects(http)`); `exported` where a holder is exported (its importers' reads no proof here follows).
 */
function heldReads(holding: readonly Holder[]): Array<{ at: FileIndex; id: TSESTree.Identifier; r: TSESTree.Identifier }> | { exported: TSESTree.Identifier } {
  const holders = [...holding];
  const seen = new Set(holders.map((h) => h.id));
  const out: Array<{ at: FileIndex; id: TSESTree.Identifier; r: TSESTree.Identifier }> = [];
  for (let i = 0; i < holders.length; i++) {
    const { index: at, id, finder: f } = holders[i];
    if (exportNames(at, id).size > 0) return { exported: id };
    for (const r of refsOf(at, id)) {
      // (A parameter's own name is among its references.)
      if (r === id || hookDependency(at, r)) continue;
      // Given to a function of the run (`projects(http)`): read where that function reads its parameter.
      const given = f && parameterGiven(f, r);
      if (!given) out.push({ at, id, r });
      else if (!seen.has(given.id)) {
        seen.add(given.id);
        holders.push(given);
      }
    }
  }
  return out;
}

/**
 * Whether every object the factory whose returned literal holds the function `fn` makes in the run is
 * read only for its members by name (`http.get`), through the constants and parameters that hold it:
 * nothing lists its keys, copies it or hands it on, so a function added beside `fn` changes nothing
 * its readers see (split-wrapper.ts, a copy of `fn` in the literal).
 */
export function madeMembersOnly(index: FileIndex, fn: Node, finder: SiteFinder | undefined, importersSeen: boolean): boolean {
  const m = madeObjects(index, fn, finder, importersSeen);
  const reads = m?.kept && heldReads(m.kept);
  return !!reads && !('exported' in reads) && reads.every(({ at, r }) => {
    const member = at.parent.get(r);
    return member?.type === 'MemberExpression' && member.object === r && !member.computed;
  });
}

/** The factory whose returned object literal `obj` is, if it is one (not a constant's). */
export function madeObjectFactory(index: FileIndex, obj: Node): TSESTree.FunctionLike | undefined {
  return obj.type === 'ObjectExpression' && !constantOf(index, obj) ? factoryOf(index, obj) : undefined;
}

/**
 * Whether no code can call the function `fn` (a verb of the object a factory returns that no object
 * made in the run is read for, a function of the file read nowhere): a request inside it is never made.
 */
export function neverCalled(index: FileIndex, fn: Node, finder: SiteFinder | undefined, importersSeen: boolean): boolean {
  const named = nameOf(index, fn);
  // (Inside another function only: a script's top-level function is a global other scripts may call.)
  if (named) return refsOf(index, named).length === 0 && index.ancestors(fn).some(isFunction);
  const m = madeObjects(index, fn, finder, importersSeen);
  return !!m?.key && !!m.kept && m.kept.every(({ index: at, id }) => exportNames(at, id).size === 0 && !refsOf(at, id).some((r) => {
    const member = at.parent.get(r);
    return member?.type === 'MemberExpression' && member.object === r && (member.computed || keyName(member.property) === m.key);
  }));
}

/**
 * For a method `fn` of the object a factory returns: the factory, the method's key, the object's
 * methods, and the constant each call of the factory in the run keeps its object in (`kept`
 * undefined where one does not, or the calls cannot all be found).
 */
function madeObjects(index: FileIndex, fn: Node, finder: SiteFinder | undefined, importersSeen: boolean) {
  const p = index.parent.get(fn);
  const obj = p?.type === 'Property' && p.value === fn ? index.parent.get(p) : undefined;
  if (p?.type !== 'Property' || obj?.type !== 'ObjectExpression' || constantOf(index, obj)) return undefined;
  const fnOf = factoryOf(index, obj);
  const factory = fnOf && nameOf(index, fnOf);
  if (!fnOf || !factory) return undefined;
  const key = p.computed ? undefined : keyName(p.key);
  const methods = new Map(obj.properties.flatMap((q) => (q.type === 'Property' && !q.computed ? [[keyName(q.key) ?? '', q.value] as const] : [])));
  const own = finder?.index === index ? finder : finder?.runFiles?.(factory.name).find((f) => f.index === index);
  const made = own && callsInRun(own, fnOf, importersSeen);
  const kept = made?.map(({ finder: f, call }): Holder | undefined => {
    const id = keptResult(f.index, call);
    return id ? { index: f.index, id, finder: f } : parameterGiven(f, call);
  });
  const all = kept?.every((k): k is Holder => !!k) ? kept : undefined;
  return { factory, key, methods, kept: all };
}

/** A name that holds the object a factory made: a constant, or a parameter it is given to; the finder of its file, where one is known. */
interface Holder {
  index: FileIndex;
  id: TSESTree.Identifier;
  finder?: SiteFinder;
}

/**
 * The parameter of a function of the run that the value at `node` is given to as an argument
 * (`projects(http)`, `require('./projects')(http)`): the name its reads go through there.
 */
function parameterGiven(f: SiteFinder, node: Node): Holder | undefined {
  const { e, up } = holderOf(f.index, node);
  if (up?.type !== 'CallExpression' || up.callee === e) return undefined;
  const i = up.arguments.indexOf(e as TSESTree.CallExpressionArgument);
  if (i < 0 || up.arguments.slice(0, i).some((a) => a.type === 'SpreadElement')) return undefined;
  const target = f.ev.calleeFunction(up);
  const param = target?.node.params[i];
  const there = target && SiteFinder.of(target.ev);
  return param?.type === 'Identifier' && there ? { index: there.index, id: param, finder: there } : undefined;
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
export function keptResult(index: FileIndex, call: Node): TSESTree.Identifier | undefined {
  const { e, up } = holderOf(index, call);
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

/**
 * Whether the class read at `ref` reaches code the proof does not read: an instance of it is used
 * other than for its members where it is made (`new Api().get(p)`), kept in a constant, or a field
 * (`http = new Api()`, `this.http = new Api()`) whose every read is a member's; or the class itself is
 * read other than to make one, for a static member, as a type, to test one (`instanceof`), or by an
 * export. An export of the class or of an instance of it reaches other files: unseenCallers judges it.
 */
function classHandedOn(index: FileIndex, ref: Node): boolean {
  const made = index.parent.get(ref);
  // A static member (`Requester.search(q)`) makes no instance; its prototype's methods are the instances'.
  if (made?.type === 'MemberExpression' && made.object === ref) return made.computed || keyName(made.property) === 'prototype';
  if (made && TYPE_READS.has(made.type)) return false;
  if (made?.type !== 'NewExpression' || made.callee !== ref) return !isExportRead(index, ref) && !tested(index, ref);
  const { e, up } = holderOf(index, made);
  if (up?.type === 'MemberExpression' && up.object === e) return false;
  // Exported, its methods are reachable from other files: unseenCallers judges that (instanceExported).
  if (up?.type === 'ExportDefaultDeclaration') return false;
  const kept = keptResult(index, made);
  if (kept) return refsOf(index, kept).some((r) => !memberOf(index, r) && !tested(index, r) && !isExportRead(index, r));
  const field = up?.type === 'PropertyDefinition' && up.value === e && !up.computed ? up.key : up?.type === 'AssignmentExpression' && up.operator === '=' && up.right === e && up.left.type === 'MemberExpression' && up.left.object.type === 'ThisExpression' && !up.left.computed ? up.left.property : undefined;
  const name = field?.type === 'Identifier' ? field.name : undefined;
  if (!name) return true;
  // Every `this.http` (or `x.http`) of the file is read for a member, or is this write.
  return index.identifiers.some((r) => {
    const m = index.parent.get(r);
    if (r.name !== name || m?.type !== 'MemberExpression' || m.property !== r || m.computed) return false;
    return !memberOf(index, m) && !(up?.type === 'AssignmentExpression' && up.left === m);
  }) || index.strings.some((l) => l.type === 'Literal' && l.value === name && !moduleSpecifier(index, l));
}

/** A string naming a module (`import … from 'http'`, `require('http')`): no key by which a member is read. */
function moduleSpecifier(index: FileIndex, l: Node): boolean {
  const p = index.parent.get(l);
  if (p?.type === 'ImportDeclaration' || p?.type === 'ExportAllDeclaration' || p?.type === 'ExportNamedDeclaration' || p?.type === 'ImportExpression') return true;
  return p?.type === 'CallExpression' && p.callee.type === 'Identifier' && p.callee.name === 'require' && p.arguments[0] === l;
}

/** Whether an instance of the class `cls` is exported (`export default new Api()`, `export const api = new Api()`): its methods are then reachable from other files. */
export function instanceExported(index: FileIndex, cls: TSESTree.ClassDeclaration): boolean {
  return !!cls.id && refsOf(index, cls.id).some((r) => {
    const made = index.parent.get(r);
    return made?.type === 'NewExpression' && made.callee === r && madeExported(index, made);
  });
}

/** An instance made at `made` and exported as it is: the default export, or a constant an export reads. */
function madeExported(index: FileIndex, made: Node): boolean {
  const { up } = holderOf(index, made);
  const kept = keptResult(index, made);
  return up?.type === 'ExportDefaultDeclaration' || (!!kept && exportNames(index, kept).size > 0);
}

/** A class read as a type (`x: Api`, `typeof Api`, `implements Api`): nothing runs there. */
const TYPE_READS = new Set(['TSTypeReference', 'TSTypeQuery', 'TSQualifiedName', 'TSClassImplements', 'TSInterfaceHeritage']);

/** The constant an object literal is the value of (`const http = { get: … }`). */
function constantOf(index: FileIndex, obj: Node | undefined): TSESTree.Identifier | undefined {
  if (obj?.type !== 'ObjectExpression') return undefined;
  const { e, up } = holderOf(index, obj);
  return up?.type === 'VariableDeclarator' && up.init === e && up.id.type === 'Identifier' ? up.id : undefined;
}

/** What holds the value `n` stands for, past its TypeScript wrappers and `await` (`x as T`, `x!`, `await x`). */
export function holderOf(index: FileIndex, n: Node): { e: Node; up: Node | undefined } {
  let e = n;
  let up = index.parent.get(e);
  while (up && (up.type === 'TSAsExpression' || up.type === 'TSNonNullExpression' || up.type === 'TSSatisfiesExpression' || up.type === 'AwaitExpression')) [e, up] = [up, index.parent.get(up)];
  return { e, up };
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
/** `typeof x`, `x instanceof C`, `o instanceof x`: a test of what the value is, which calls nothing. */
const tested = (index: FileIndex, r: Node) => {
  const u = index.parent.get(r);
  return (u?.type === 'UnaryExpression' && u.operator === 'typeof') || (u?.type === 'BinaryExpression' && u.operator === 'instanceof');
};
