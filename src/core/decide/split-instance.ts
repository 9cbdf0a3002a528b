// A split that gives a kept call its own instance: the factory called again, right after the
// shared instance is made, with the same arguments and the v3 base (`const glV3 = lib.create({
// baseURL: '…/api/v3', headers })`), and the call made on it. It relies on nothing a call of the
// library does with its options, only on the factory making the same instance of the same
// arguments: the split for an instance of a project's own copy of a library (a vendored file),
// whose per-call base option (the registry's `option` split) is the library's behaviour, not
// proven of the copy. Whatever may make the copy differ from the instance (an argument that is
// not the same value made again, the instance configured after it is made, a use of it the run
// cannot see) gives no copy.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { clientStyle, CONFIGURING_MEMBERS } from '../../clients/index.js';
import { propertyName, repeatable } from '../extract/ast.js';
import { importedFrom } from '../extract/evaluate.js';
import { fileIndexOf, fileOf, type FileIndex, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import type { Edit } from '../types.js';
import type { FileContext } from '../workspace.js';
import { within } from './base-proof.js';
import { exportNames, importedReads } from './imported-reads.js';

/** The instance of a kept call, and the edits that give the call its own: the copy's declaration, the call's receiver renamed. */
export interface InstanceCopy {
  /** The shared instance's declaration (one copy of it for every kept call on it). */
  decl: Node;
  /** The copy after it; or, where every call of the instance is kept, its own read of the base spelled as the base's text. */
  insert: Edit;
  /** The kept call made on the copy (none where the instance itself keeps the v3 base). */
  call?: Edit;
}

/** Whether the call's instance is made by a library the project imports from a file of its own (a vendored copy). */
export function ownCopyInstance(s: Site): boolean {
  const made = madeBy(s);
  if (!made) return false;
  let root: Node = made.factory.callee;
  while (root.type === 'MemberExpression') root = root.object;
  const b = root.type === 'Identifier' ? made.index.resolve(root) : undefined;
  const spec = b?.kind === 'import' ? made.index.parent.get(b.id) : undefined;
  const decl = spec && made.index.parent.get(spec);
  return decl?.type === 'ImportDeclaration' && typeof decl.source.value === 'string' && decl.source.value.startsWith('.');
}

/** The instance the call is made on: a constant of its file's top, made by one factory call that holds the call's base. */
function madeBy(s: Site): { index: FileIndex; id: TSESTree.Identifier; factory: TSESTree.CallExpression; statement: Node } | undefined {
  const index = fileIndexOf(s.call);
  if (!index || s.call.type !== 'CallExpression' || !s.boundTo) return undefined;
  const callee = s.call.callee;
  const receiver = callee.type === 'MemberExpression' && !callee.computed ? callee.object : callee;
  const b = receiver.type === 'Identifier' ? index.resolve(receiver) : undefined;
  if (!b || b.kind !== 'const' || b.pattern || b.reassigned || b.id.type !== 'Identifier' || !b.init) return undefined;
  const declarator = index.parent.get(b.id);
  const declaration = declarator && index.parent.get(declarator);
  const up = declaration && index.parent.get(declaration);
  const statement = up?.type === 'ExportNamedDeclaration' ? up : declaration;
  if (declaration?.type !== 'VariableDeclaration' || declaration.declarations.length !== 1 || !statement || index.parent.get(statement)?.type !== 'Program') return undefined;
  const factory = b.init;
  if (factory.type !== 'CallExpression' || !within(s.boundTo, factory) || fileOf(s.boundTo) !== s.file) return undefined;
  return { index, id: b.id, factory, statement };
}

/**
 * The copy of the kept call `s`'s instance with the v3 base, or undefined. `lit` (the base's
 * `/api/v3` text) is in the factory's arguments, or in the constant one of them names.
 */
export function instanceCopy(ctx: FileContext, lit: Node, s: Site, kept: readonly Site[]): InstanceCopy | undefined {
  const made = s.file === ctx.file ? madeBy(s) : undefined;
  if (!made || fileOf(lit) !== s.file) return undefined;
  const { index, id, factory, statement } = made;
  const twin = `${id.name}V3`;
  if (index.named(twin).length > 0) return undefined;
  if (!stableMaking(index, factory, clientStyle(s.client)?.configures ?? [])) return undefined;
  // The base text in the factory's arguments, or a constant of the file's top one of them reads (spelled by its own text).
  const text = ctx.text;
  let copy = text.slice(factory.range[0], factory.range[1]);
  let own: Edit | undefined;
  if (!within(lit, factory)) {
    const read = s.boundTo!;
    const b = read.type === 'Identifier' ? index.resolve(read) : undefined;
    const holder = index.parent.get(read);
    if (!b || b.kind !== 'const' || b.pattern || !b.init || !within(lit, b.init) || !stable(index, b.init, 0) || (holder?.type === 'Property' && holder.shorthand)) return undefined;
    const value = text.slice(b.init.range[0], b.init.range[1]);
    const at = read.range[0] - factory.range[0];
    copy = copy.slice(0, at) + value + copy.slice(at + read.range[1] - read.range[0]);
    own = { range: [read.range[0], read.range[1]], text: value, file: s.file };
  }
  if (!onlyCalled(ctx, index, id, statement)) return undefined;
  // Every call of the instance kept on v3 (and none elsewhere): the instance itself keeps the base, as the copy would
  // (a copy would leave it made of the moved base and used by nothing).
  const uses = index.references(index.resolve(id)!).filter((r) => r !== id);
  if (own && statement.type !== 'ExportNamedDeclaration' && uses.every((r) => kept.some((k) => k.file === s.file && within(r, k.call)))) return { decl: statement, insert: own };
  const callee = (s.call as TSESTree.CallExpression).callee;
  const receiver = callee.type === 'MemberExpression' ? callee.object : callee;
  return {
    decl: statement,
    insert: { range: [statement.range[1], statement.range[1]], text: `\nconst ${twin} = ${copy};`, file: s.file },
    call: { range: [receiver.range[0], receiver.range[1]], text: twin, file: s.file },
  };
}

/**
 * Whether the instance's making, run again right after it ran, makes the same instance: the factory
 * called with stable arguments, then only the style's configuring chain steps (wretch's
 * `.addon(QueryStringAddon).headers({…})`), each with stable arguments.
 */
function stableMaking(index: FileIndex, made: TSESTree.CallExpression, configures: readonly string[]): boolean {
  if (!made.arguments.every((a) => stable(index, a, 0))) return false;
  const c = made.callee;
  if (c.type === 'MemberExpression' && !c.computed && c.object.type === 'CallExpression' && configures.includes(propertyName(c.property) ?? '')) return stableMaking(index, c.object, configures);
  return stable(index, c, 0);
}

/** `url.resolve(a, b)`, `path.join(…)`, `path.posix.join(…)`, `util.format(…)` of node's own modules, `String(x)`, `encodeURIComponent(x)`: text of text, nothing else. */
export function pureCall(index: FileIndex, n: TSESTree.CallExpression): boolean {
  const c = n.callee;
  if (c.type === 'Identifier') return /^(String|encodeURIComponent)$/.test(c.name) && !index.resolve(c);
  if (c.type !== 'MemberExpression' || c.computed) return false;
  let root: Node = c.object;
  if (root.type === 'MemberExpression' && !root.computed && propertyName(root.property) === 'posix') root = root.object;
  const b = root.type === 'Identifier' ? index.resolve(root) : undefined;
  const module = b?.kind === 'import' ? importedFrom(index, b) : undefined;
  const method = propertyName(c.property);
  const own = module?.replace(/^node:/, '');
  return own === 'url' ? method === 'resolve' : own === 'path' ? method === 'join' : own === 'util' && method === 'format';
}

/**
 * Whether `n`, evaluated again right after it was, has the same value: text, names, property
 * reads, operators, object and array literals of them, a pure call of them (`pureCall`, a pure
 * string method: ast.ts `repeatable`). Any other
 * call, `new`, a function (another closure), `this`, an assignment may differ.
 */
export function stable(index: FileIndex, n: Node, depth = 0): boolean {
  if (depth > 12) return false;
  const ok = (m: Node | null | undefined) => !!m && stable(index, m, depth + 1);
  switch (n.type) {
    case 'Literal':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return n.expressions.every(ok);
    case 'MemberExpression':
      return ok(n.object) && (!n.computed || ok(n.property));
    case 'BinaryExpression':
    case 'LogicalExpression':
      return ok(n.left) && ok(n.right);
    case 'ConditionalExpression':
      return ok(n.test) && ok(n.consequent) && ok(n.alternate);
    case 'UnaryExpression':
      return n.operator !== 'delete' && ok(n.argument);
    case 'ObjectExpression':
      return n.properties.every((p) => (p.type === 'SpreadElement' ? ok(p.argument) : !p.method && p.kind === 'init' && (!p.computed || ok(p.key)) && ok(p.value)));
    case 'ArrayExpression':
      return n.elements.every((e) => e === null || (e.type === 'SpreadElement' ? ok(e.argument) : ok(e)));
    case 'SpreadElement':
      return ok(n.argument);
    case 'CallExpression':
      return (pureCall(index, n) && n.arguments.every(ok)) || repeatable(n);
    default:
      return false;
  }
}

/**
 * Whether every use of the instance `id` is a request made on it: the instance called, or a
 * member of it (not one that configures it: interceptors, defaults) called. An exported instance's
 * uses in the run's other files too, which only project mode sees, and no file the run does not
 * read as code may name it.
 */
function onlyCalled(ctx: FileContext, index: FileIndex, id: TSESTree.Identifier, statement: Node): boolean {
  const called = (ix: FileIndex, r: Node): boolean => {
    const p = ix.parent.get(r);
    if (p?.type === 'CallExpression' && p.callee === r) return true;
    if (p?.type !== 'MemberExpression' || p.object !== r || p.computed || p.property.type !== 'Identifier' || CONFIGURING_MEMBERS.has(p.property.name)) return false;
    const c = ix.parent.get(p);
    return c?.type === 'CallExpression' && c.callee === p;
  };
  const b = index.resolve(id);
  if (!b) return false;
  let exported = statement.type === 'ExportNamedDeclaration';
  for (const r of index.references(b)) {
    if (r === id) continue;
    const p = index.parent.get(r);
    if (p?.type === 'ExportSpecifier') {
      exported = true;
      continue;
    }
    if (!called(index, r)) return false;
  }
  if (!exported) return true;
  // Its uses in the files that import it (imported-reads.ts), which only project mode lists: a per-file
  // pass that cannot sends the file there.
  const finder = ctx.finder;
  if (!finder.ev.external || !finder.runFiles) {
    finder.ev.unresolved = true;
    return false;
  }
  if (finder.unreadCode(id.name).length > 0) return false;
  const { reads, unfollowed } = importedReads(finder, exportNames(index, id));
  return !unfollowed && reads.every((r) => called(r.finder.index, r.node));
}
