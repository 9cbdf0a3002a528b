// Where the run's other files read a value a file exports: the importers found by the module each
// import or `require` reaches (as the compiler resolves it), and the names they bind to it followed
// to each read. The base proof asks every such read to be a request it reads (base-proof.ts).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { keyName } from '../extract/ast.js';
import { moduleImports } from '../extract/imports.js';
import { isFunction, sourceOf, type FileIndex, type Node } from '../extract/scope.js';
import type { SiteFinder } from '../extract/sites.js';

/** A place in one of the run's files. */
export interface Read {
  finder: SiteFinder;
  node: Node;
}

/**
 * The names an importer reads a value by (`default`: the module's own value, `module.exports = …`),
 * each with the key path the value sits at inside what that name gives (`export const config = {
 * gitlab: { base } }`: `config` → `['gitlab', 'base']`), undefined when the name gives the value itself.
 */
export type ExportNames = ReadonlyMap<string, KeyPath | undefined>;

/** Keys from the exported value down (`['gitlab', 'api']` of `{ gitlab: { api: '…' } }`). */
export type KeyPath = readonly string[];

const EXPORTS = /^(module\.)?exports\b/;

/**
 * How other files can import the value a base literal is (or is part of): its label, and the names
 * an importer reads it by. `export const API = '…'`, `export { API as BASE }`, `exports.base = '…'`,
 * `module.exports = { base: '…' }`, `export default { base: '…' }`, `export default '…'`,
 * `const config = { base: '…' }; module.exports = config`.
 */
export function exportOf(index: FileIndex, lit: Node): { label: string; names: ExportNames } | undefined {
  const keys: string[] = [];
  let n = lit;
  for (let a = index.parent.get(n); a; n = a, a = index.parent.get(n)) {
    // The value of a call or a function is not the base itself.
    if (a.type === 'CallExpression' || a.type === 'NewExpression' || isFunction(a)) return undefined;
    if (a.type === 'Property' && a.value === n && !a.computed) {
      const k = keyName(a.key);
      // A key that cannot be named: the base is anywhere in the object above it.
      if (k === undefined) keys.length = 0;
      else keys.unshift(k);
    }
    if (a.type === 'VariableDeclarator' && a.id.type === 'Identifier') {
      const names = exportNames(index, a.id, keys.length ? keys : undefined);
      return names.size > 0 ? { label: a.id.name, names } : undefined;
    }
    if (a.type === 'AssignmentExpression' || a.type === 'ExportDefaultDeclaration') {
      const as = exportedAs(index, lit, true);
      return as ? { label: a.type === 'ExportDefaultDeclaration' ? 'export default' : sourceOf(a.left), names: new Map([[as.name, as.key]]) } : undefined;
    }
  }
  return undefined;
}

/**
 * The names other files import a declared name by (`export const API`, `export function rest`,
 * `export { rest as call }`, `module.exports = { rest }`), `key` the place inside it of what is followed.
 */
export function exportNames(index: FileIndex, id: TSESTree.Identifier, key?: KeyPath): Map<string, KeyPath | undefined> {
  const names = new Map<string, KeyPath | undefined>();
  const decl = index.parent.get(id);
  const holder = decl?.type === 'VariableDeclarator' ? index.parent.get(decl) : decl;
  const exporter = holder && index.parent.get(holder);
  if (exporter?.type === 'ExportNamedDeclaration') names.set(id.name, key);
  if (exporter?.type === 'ExportDefaultDeclaration') names.set('default', key);
  const b = index.resolve(id);
  for (const r of b ? index.references(b) : []) {
    const as = exportedAs(index, r, false);
    if (as) names.set(as.name, as.key ? [...as.key, ...(key ?? [])] : key);
  }
  return names;
}

/**
 * Every call of a named function in the run (`fn` the function): its own file's and, where the
 * function is exported, its importers' (`import { rest } from './gitlab.mjs'` … `rest('jobs')`),
 * which only a front that sees the run's files (`importersSeen`) can list. Undefined when a use is
 * no call (the function handed on, stored, exported where the importers are not seen): its callers
 * are then unknown.
 */
export function callsInRun(finder: SiteFinder, fn: Node, importersSeen: boolean): Array<{ finder: SiteFinder; call: TSESTree.CallExpression }> | undefined {
  const p = finder.index.parent.get(fn);
  const id = fn.type === 'FunctionDeclaration' ? fn.id : p?.type === 'VariableDeclarator' && p.init === fn && p.id.type === 'Identifier' ? p.id : undefined;
  // A function the module exports as it is written (`module.exports = (http) => …`, `export default function (http) …`): its importers' calls.
  const calls = id ? callsOfName(finder, id, importersSeen) : importersSeen ? exportedCalls(finder, fn) : undefined;
  return calls?.length ? calls : undefined;
}

/** The calls of a function written as a module's export (no name of its own in the file): each read an importer makes of it, called. */
function exportedCalls(finder: SiteFinder, fn: Node): Array<{ finder: SiteFinder; call: TSESTree.CallExpression }> | undefined {
  const as = finder.index.parent.get(fn)?.type === 'ExportDefaultDeclaration' ? { name: 'default' } : exportedAs(finder.index, fn, false);
  if (!as || as.key) return undefined;
  const { reads, unfollowed } = importedReads(finder, new Map([[as.name, undefined]]));
  return unfollowed ? undefined : callsAt(reads);
}

/**
 * Every call in the run of what the name `id` declares (a function, or a function a factory made:
 * `const post = verb('POST')`), as callsInRun, but none where it is called nowhere.
 */
export function callsOfName(finder: SiteFinder, id: TSESTree.Identifier, importersSeen: boolean): Array<{ finder: SiteFinder; call: TSESTree.CallExpression }> | undefined {
  const { index } = finder;
  const names = exportNames(index, id);
  if (names.size > 0 && !importersSeen) return undefined;
  const b = index.resolve(id);
  const uses: Read[] = (b ? index.references(b) : []).filter((r) => !exportedAs(index, r, false)).map((node) => ({ finder, node }));
  if (names.size > 0) {
    const { reads, unfollowed } = importedReads(finder, names);
    if (unfollowed) return undefined;
    uses.push(...reads);
  }
  return callsAt(uses);
}

/** The calls whose callee each read is; undefined where one is read otherwise (handed on, stored). */
function callsAt(reads: readonly Read[]): Array<{ finder: SiteFinder; call: TSESTree.CallExpression }> | undefined {
  const calls: Array<{ finder: SiteFinder; call: TSESTree.CallExpression }> = [];
  for (const u of reads) {
    const call = u.finder.index.parent.get(u.node);
    if (call?.type !== 'CallExpression' || call.callee !== u.node) return undefined;
    calls.push({ finder: u.finder, call });
  }
  return calls;
}

/**
 * The name other files import `node` by, when it is exported, and the key of the object exported
 * it sits at. `joined`: the node may be part of a text joined there (a literal); a reference must be
 * the value itself (a read that builds a URL there hands on a new value, not the base).
 */
function exportedAs(index: FileIndex, node: Node, joined: boolean): { name: string; key?: KeyPath } | undefined {
  const keys: string[] = []; // outermost last
  let n = node;
  for (let a = index.parent.get(n); a; n = a, a = index.parent.get(n)) {
    if (a.type === 'ExportSpecifier') return { name: keyName(a.exported) ?? 'default' };
    if (a.type === 'ExportDefaultDeclaration') return keys.length > 0 ? { name: keys.at(-1)!, ...below(keys.slice(0, -1)) } : { name: 'default' };
    if (a.type === 'AssignmentExpression') {
      const left = sourceOf(a.left);
      if (a.right !== n || !EXPORTS.test(left)) return undefined;
      const member = left.replace(EXPORTS, '').split('.')[1];
      if (member) return { name: member, ...below(keys) };
      if (left !== 'module.exports') return undefined;
      return keys.length > 0 ? { name: keys.at(-1)!, ...below(keys.slice(0, -1)) } : { name: 'default' };
    }
    if (a.type === 'Property' && a.value === n && !a.computed) {
      const k = keyName(a.key);
      if (k === undefined) return undefined;
      keys.push(k);
    } else if (a.type === 'ObjectExpression' || a.type === 'TSAsExpression' || a.type === 'TSSatisfiesExpression') continue;
    else if (!(joined && (a.type === 'TemplateLiteral' || (a.type === 'BinaryExpression' && a.operator === '+')))) return undefined;
  }
  return undefined;
}

/**
 * The reads, in the run's other files, of the names `finder`'s file exports: through `import`,
 * `require`, destructuring, the module object's members and re-exports followed. A use the names
 * cannot be followed through (the module object handed on, a computed member, a dynamic
 * `import()`, a value destructured further) is `unfollowed`: what it reads is unknown.
 */
export function importedReads(finder: SiteFinder, names: ExportNames): { reads: Read[]; unfollowed?: Read } {
  const reads: Read[] = [];
  const done = new Set<string>();
  const queue: Array<{ file: string; names: ExportNames }> = [{ file: finder.file, names }];
  while (queue.length > 0) {
    const own = queue.shift()!;
    if (done.has(own.file)) continue;
    done.add(own.file);
    // An import names the module by its file's name, or its folder's for an index file.
    for (const f of finder.runFiles?.(importedAs(own.file)) ?? finder.peers?.() ?? []) {
      if (f.file === own.file) continue;
      for (const imp of moduleImports(f.index, f.text)) {
        if (f.module?.(imp.spec) !== own.file) continue;
        const found = bound(f.index, imp.node, own.names);
        if ('unfollowed' in found) return { reads, unfollowed: { finder: f, node: found.unfollowed } };
        reads.push(...found.reads.map((node) => ({ finder: f, node })));
        if (found.again) queue.push({ file: f.file, names: found.again });
      }
    }
  }
  return { reads };
}

/** The word any specifier of `file` spells: `./settings`, `@/config` (`config/index.ts`), `../api.js`. */
function importedAs(file: string): string {
  const parts = file.split(/[\\/]/);
  const stem = parts.at(-1)!.replace(/\.[^.]*$/, '');
  return stem === 'index' && parts.length > 1 ? parts.at(-2)! : stem;
}

type Bound = { reads: Node[]; again?: ExportNames } | { unfollowed: Node };

/** What one import, re-export or `require` of the module binds to `names`, followed to the reads. */
function bound(index: FileIndex, node: Node, names: ExportNames): Bound {
  const reads: Node[] = [];
  const add = (got: Node[] | { unfollowed: Node }) => (Array.isArray(got) ? (reads.push(...got), undefined) : got);
  if (node.type === 'ImportDeclaration') {
    for (const s of node.specifiers) {
      const stop =
        s.type === 'ImportSpecifier'
          ? names.has(keyName(s.imported) ?? '') ? add(valueReads(index, s.local, names.get(keyName(s.imported)!))) : undefined
          : // The default import is the CommonJS module's object too; a namespace is the module's.
            add(moduleReads(index, s.local, names, s.type === 'ImportDefaultSpecifier'));
      if (stop) return stop;
    }
    return { reads };
  }
  // A re-export: the file exports the names again, under the names it gives them.
  if (node.type === 'ExportAllDeclaration') return node.exported ? { unfollowed: node } : { reads, again: new Map([...names].filter(([n]) => n !== 'default')) };
  if (node.type === 'ExportNamedDeclaration') {
    const again = new Map<string, KeyPath | undefined>();
    for (const s of node.specifiers) if (names.has(keyName(s.local) ?? '')) again.set(keyName(s.exported) ?? 'default', names.get(keyName(s.local)!));
    return { reads, again };
  }
  if (node.type !== 'CallExpression') return { unfollowed: node };
  const p = index.valueParent(node);
  // `module.exports = require('./settings')`
  if (p?.type === 'AssignmentExpression' && p.right === node && sourceOf(p.left) === 'module.exports') return { reads, again: names };
  // `const settings = require('./settings')`, `settings = require('./settings')`
  const id = p?.type === 'VariableDeclarator' && p.init === node ? p.id : p?.type === 'AssignmentExpression' && p.right === node && p.operator === '=' ? p.left : undefined;
  if (id?.type === 'Identifier') return add(moduleReads(index, id, names, true)) ?? { reads };
  // `const { API_PATH: base } = require('./settings')`
  if (id?.type === 'ObjectPattern') {
    for (const q of id.properties) {
      const name = q.type === 'Property' && !q.computed ? keyName(q.key) : undefined;
      if (q.type !== 'Property' || name === undefined) return { unfollowed: q };
      if (!names.has(name)) continue;
      const target = q.value.type === 'AssignmentPattern' ? q.value.left : q.value;
      if (target.type !== 'Identifier') return { unfollowed: q };
      const stop = add(valueReads(index, target, names.get(name)));
      if (stop) return stop;
    }
    return { reads };
  }
  // `require('./projects')(http)`: the module's value called where it is required.
  if (p?.type === 'CallExpression' && p.callee === node) return names.has('default') ? { reads: [node] } : { reads };
  // `require('./settings').API_PATH`
  if (p?.type === 'MemberExpression' && p.object === node) {
    const name = p.computed ? undefined : keyName(p.property);
    if (name === undefined) return { unfollowed: p };
    return names.has(name) ? (add(followed(index, p, names.get(name))) ?? { reads }) : { reads };
  }
  return { unfollowed: node };
}

/**
 * The reads through a binding of the module object (`settings.API_PATH`, `m.default`): its members
 * of those names, and the binding itself where the module's value is one of them (`value`: the
 * binding is the module's default value). Any other use of the object hands it on.
 */
function moduleReads(index: FileIndex, id: TSESTree.Identifier, names: ExportNames, value: boolean): Node[] | { unfollowed: Node } {
  return readsOf(index, id, (r, p) => {
    // A call of the module's value (`createGitlab(options)` of `module.exports = function createGitlab`) reads none of its properties.
    if (p?.type === 'CallExpression' && p.callee === r && !names.has('default')) return [];
    if (p?.type !== 'MemberExpression' || p.object !== r) return value && names.has('default') ? followed(index, r, names.get('default')) : { unfollowed: r };
    const name = p.computed ? undefined : keyName(p.property);
    if (name === undefined) return { unfollowed: p };
    return names.has(name) ? followed(index, p, names.get(name)) : [];
  });
}

/** The reads of a name bound to the value (`import { API as base }`, `const { API } = require(…)`), at `key` inside it. */
function valueReads(index: FileIndex, id: TSESTree.Identifier, key: KeyPath | undefined): Node[] | { unfollowed: Node } {
  return readsOf(index, id, (r) => at(index, r, key));
}

/** What each reference to a declared name reads (`read`), all of it, or the first use that cannot be followed. */
function readsOf(index: FileIndex, id: TSESTree.Identifier, read: (r: Node, parent: Node | undefined) => Node[] | { unfollowed: Node }): Node[] | { unfollowed: Node } {
  const b = index.resolve(id) ?? index.bindingIn(index.program, id.name);
  if (!b) return { unfollowed: id };
  const out: Node[] = [];
  for (const r of index.references(b)) {
    const p = index.parent.get(r);
    if (written(r, p)) continue;
    const got = read(r, p);
    if (!Array.isArray(got)) return got;
    out.push(...got);
  }
  return out;
}

/** An identifier that names no read: a write, or a name a declaration spells (`import { ROOT }`, `const { ROOT } = …`). */
function written(r: Node, p: Node | undefined): boolean {
  if (p?.type === 'Property' && p.key === r && p.shorthand) return true;
  return (p?.type === 'AssignmentExpression' && p.left === r) || p?.type === 'ImportSpecifier' || p?.type === 'ImportDefaultSpecifier' || p?.type === 'ImportNamespaceSpecifier';
}

/** A read given a name of its own (`const API = settings.API`): the reads of that name; otherwise the read, at `key`. */
function followed(index: FileIndex, read: Node, key: KeyPath | undefined): Node[] | { unfollowed: Node } {
  const p = index.valueParent(read);
  if (p?.type === 'VariableDeclarator' && p.init === read && p.id.type === 'Identifier') return valueReads(index, p.id, key);
  return at(index, read, key);
}

/** The read of the value at the key path of an object read (`config.gitlab.base` of `config`); none for another key. */
function at(index: FileIndex, read: Node, key: KeyPath | undefined): Node[] | { unfollowed: Node } {
  if (!key?.length) return [read];
  const p = index.parent.get(read);
  if (p?.type !== 'MemberExpression' || p.object !== read) return [read];
  const name = p.computed ? undefined : keyName(p.property);
  if (name === undefined) return { unfollowed: p };
  return name === key[0] ? followed(index, p, key.length > 1 ? key.slice(1) : undefined) : [];
}

/** The keys below an exported name (collected innermost first), outermost first. */
const below = (inner: readonly string[]): { key?: KeyPath } => (inner.length ? { key: [...inner].reverse() } : {});
