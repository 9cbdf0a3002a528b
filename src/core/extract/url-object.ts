// WHATWG `URL` objects as values: `const u = new URL(API)`, then `u.pathname = …`, `u.search = …`,
// `u.searchParams.set(k, v)`. The evaluator reads such a name as the text the object holds where
// it is read: its first value split into origin, pathname, query and fragment, each write before
// the read applied in order (see Evaluator.urlAt).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, within, type Binding, type FileIndex, type Node } from './scope.js';
import { isObjectEntries, keyName, unwrap, withoutEmptyDefault } from './ast.js';
import { charsOf, type Item } from './template.js';
import { givenAt, paramSource } from './handed.js';

/** A URL's text in its parts, as the object's setters replace them. */
export interface UrlParts {
  origin: Item[];
  pathname: Item[];
  search: Item[];
  hash: Item[];
}

/** One change of a URL object: a property set (`=`) or added to (`+=`), a query pair appended, or an object's entries appended as the query. */
export interface UrlWrite {
  at: Node;
  part: string;
  op: '=' | '+=' | 'param' | 'entries';
  value: Node;
  key?: Node;
}

/** The parts a read may take (`u.pathname`), and what `u.href` / `u.toString()` give: all of it. */
export const READABLE_PARTS = new Set(['origin', 'pathname', 'search', 'hash', 'href']);

/** The methods of a `URLSearchParams` that add a pair (`set` of a name it does not hold yet appends as `append` does). */
export const ADDS_PAIR = new Set(['append', 'set']);
/** The methods of a `URLSearchParams` that only read it. */
export const READS_QUERY = new Set(['get', 'getAll', 'has', 'toString', 'forEach', 'entries', 'keys', 'values']);

/** `new URL(…)` of the global `URL` (not a class of the project named URL). */
export function isNewUrl(index: FileIndex, n: Node | undefined): n is TSESTree.NewExpression {
  const u = n && unwrap(n);
  return u?.type === 'NewExpression' && u.callee.type === 'Identifier' && u.callee.name === 'URL' && !index.resolve(u.callee);
}

/**
 * Every change the code makes to the URL object a binding holds, in source order: assignments to
 * its properties and `searchParams.append|set(k, v)`. A write of a part no setter here models
 * (`host`, `href`, `port`) comes back as part `?`: the value is then not read past it. Another
 * `searchParams` call (`delete`, `sort`) adds a query the tool cannot read.
 */
export function urlWrites(index: FileIndex, b: Binding): UrlWrite[] {
  const out: UrlWrite[] = [];
  for (const ref of index.references(b)) {
    const m = index.parent.get(ref);
    if (m?.type !== 'MemberExpression' || m.object !== ref || m.computed) continue;
    const part = keyName(m.property) ?? '?';
    const a = index.parent.get(m);
    if (a?.type === 'AssignmentExpression' && a.left === m) {
      const op = a.operator === '=' || a.operator === '+=' ? a.operator : undefined;
      out.push({ at: a, part: op && /^(pathname|search|hash)$/.test(part) ? part : '?', op: op ?? '=', value: a.right });
      continue;
    }
    if (a?.type === 'UpdateExpression') out.push({ at: a, part: '?', op: '=', value: a });
    if (part !== 'searchParams' || a?.type !== 'MemberExpression' || a.object !== m || a.computed) continue;
    const call = index.parent.get(a);
    if (call?.type !== 'CallExpression' || call.callee !== a) continue;
    const method = keyName(a.property);
    // `set` of a name the query does not hold yet appends it as `append` does; a query change never moves the route.
    const adds = ADDS_PAIR.has(method ?? '') && call.arguments.length === 2;
    const entries = adds ? entriesOf(index, call.arguments[0], call.arguments[1]) : undefined;
    if (entries) out.push({ at: call, part: 'search', op: 'entries', value: entries });
    else if (adds && call.arguments.every((x) => x.type !== 'SpreadElement')) out.push({ at: call, part: 'search', op: 'param', key: call.arguments[0], value: call.arguments[1] });
    else if (!READS_QUERY.has(method ?? '')) out.push({ at: call, part: 'search', op: '+=', value: call });
  }
  return out.sort((x, y) => x.at.range[0] - y.at.range[0]);
}

/**
 * The object whose every entry a loop appends as a query pair: `for (const [k, v] of
 * Object.entries(query)) u.searchParams.set(k, String(v))`, the pair the loop's own (`v`, `String(v)`,
 * `` `${v}` ``) and the call the loop's whole body. Each key is once in the object, so `set` appends
 * as `append` does; the query is that object, as a query option's would be.
 */
function entriesOf(index: FileIndex, key: Node, value: Node): Node | undefined {
  const k = key.type === 'Identifier' ? index.resolve(key) : undefined;
  const decl = k?.pattern ? index.ancestors(key).find((a): a is TSESTree.ForOfStatement => a.type === 'ForOfStatement') : undefined;
  const left = decl?.left.type === 'VariableDeclaration' && decl.left.declarations.length === 1 ? decl.left.declarations[0].id : undefined;
  if (!decl || left?.type !== 'ArrayPattern' || left.elements.length !== 2) return undefined;
  const [kId, vId] = left.elements;
  if (kId?.type !== 'Identifier' || vId?.type !== 'Identifier' || k!.id !== kId) return undefined;
  const v = unwrap(value);
  const inner = v.type === 'CallExpression' && v.callee.type === 'Identifier' && v.callee.name === 'String' && v.arguments.length === 1 ? unwrap(v.arguments[0] as Node) : v.type === 'TemplateLiteral' && v.expressions.length === 1 && v.quasis.every((q) => q.value.raw === '') ? unwrap(v.expressions[0]) : v;
  if (inner.type !== 'Identifier' || index.resolve(inner)?.id !== vId) return undefined;
  // The set is the loop's body, alone (a body that skips or changes entries is another query).
  const body = decl.body.type === 'BlockStatement' && decl.body.body.length === 1 ? decl.body.body[0] : decl.body;
  if (body.type !== 'ExpressionStatement' || !within(value, body) || index.parent.get(body.expression) !== body) return undefined;
  const list = unwrap(decl.right);
  return isObjectEntries(index, list) ? (list.arguments[0] as Node) : undefined;
}


/** A URL's text split where its setters split it; the origin empty when the text does not start with one (a base we cannot see). */
export function splitUrl(items: readonly Item[]): UrlParts {
  const ch = (i: number) => (items[i]?.kind === 'char' ? (items[i] as { ch: string }).ch : items[i]?.kind === 'hole' ? '\u0000' : '');
  const flat = items.map((_, i) => ch(i)).join('');
  let pathStart = 0;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(flat);
  if (scheme) {
    // The scheme's characters counted in items: a mark spells none, so flat offsets run behind item indices.
    for (let seen = 0; pathStart < items.length && seen < scheme[0].length; pathStart++) if (ch(pathStart) !== '') seen++;
    while (pathStart < items.length && !'/?#'.includes(ch(pathStart) || 'x')) pathStart++;
  }
  let searchStart = pathStart;
  while (searchStart < items.length && ch(searchStart) !== '?' && ch(searchStart) !== '#') searchStart++;
  let hashStart = searchStart;
  while (hashStart < items.length && ch(hashStart) !== '#') hashStart++;
  return { origin: items.slice(0, pathStart), pathname: items.slice(pathStart, searchStart), search: items.slice(searchStart, hashStart), hash: items.slice(hashStart) };
}

export function joinUrl(p: UrlParts): Item[] {
  return [...p.origin, ...p.pathname, ...p.search, ...p.hash];
}

/** The value a read of a part gives: `pathname` of an origin alone is `/`. */
export function partOf(p: UrlParts, part: string): Item[] {
  if (part === 'href') return joinUrl(p);
  if (part === 'origin') return p.origin;
  if (part === 'pathname') return p.pathname.some((it) => it.kind !== 'mark') || p.origin.length === 0 ? p.pathname : charsOf('/');
  return part === 'search' ? p.search : p.hash;
}

/** What a setter stores: `pathname` with its leading `/`, `search` with its `?`, `hash` with its `#` (an empty value clears it). */
export function setterValue(part: string, value: Item[], via: readonly Node[]): Item[] {
  const first = value.find((it) => it.kind !== 'mark');
  if (!first) return part === 'pathname' ? charsOf('/', via) : [];
  const lead = part === 'pathname' ? '/' : part === 'search' ? '?' : '#';
  return first.kind === 'char' && first.ch === lead ? value : [...charsOf(lead, via), ...value];
}

/**
 * The object whose entries a URL object's query loop appends (`for (const [k, v] of
 * Object.entries(query)) u.searchParams.set(k, v)`, `obj` the object or the loop's key): the object
 * literal spelled here, in a constant, or given by the caller of the function the loop is in
 * (`callOf` finds that call: an argument, or a property of one: `_req(m, path, { query } = {})`);
 * `none` when the caller gives none. Undefined when it cannot be read (a spread, anything else).
 */
export function entriesObject(obj: Node, callOf: (fn: Node) => Node | undefined): TSESTree.ObjectExpression | 'none' | undefined {
  // `query ?? {}`: the empty object adds nothing.
  const u = withoutEmptyDefault(obj);
  if (u.type === 'ObjectExpression') return u;
  const index = u.type === 'Identifier' ? fileIndexOf(u) : undefined;
  const b = index?.resolve(u as TSESTree.Identifier);
  if (!index || !b || b.reassigned) return undefined;
  if (b.kind === 'const' && !b.pattern && b.init) return entriesObject(b.init, callOf);
  const loop = entriesLoop(index, b.id);
  if (loop) return entriesObject(loop, callOf);
  // A parameter, or a property of a destructured one (its default, if any, `{}`).
  const src = paramSource(index, b);
  return src ? given(src.fn, src.index, src.key, callOf) : undefined;
}

/** The names of the entries `entriesObject` finds; undefined when it finds none or one with a spread or a computed key. */
export function entriesNames(obj: Node, callOf: (fn: Node) => Node | undefined): Set<string> | undefined {
  const o = entriesObject(obj, callOf);
  return o === 'none' ? new Set() : o && keysOf(o);
}

/** What the call of `fn` gives its parameter `at` (or that argument's property `key`). */
function given(fn: Node, at: number, key: string | undefined, callOf: (fn: Node) => Node | undefined): TSESTree.ObjectExpression | 'none' | undefined {
  const call = callOf(fn);
  if (call?.type !== 'CallExpression') return undefined;
  const value = givenAt(call, { index: at, key });
  return value === 'none' || value === undefined ? value : entriesObject(value, callOf);
}

/** `X` of the loop `for (const [k, v] of Object.entries(X))` whose key `k` is `id`. */
function entriesLoop(index: FileIndex, id: Node): Node | undefined {
  const arr = index.parent.get(id);
  const decl = arr?.type === 'ArrayPattern' && arr.elements[0] === id ? index.parent.get(arr) : undefined;
  const list = decl?.type === 'VariableDeclarator' ? index.parent.get(decl) : undefined;
  const loop = list && index.parent.get(list);
  if (loop?.type !== 'ForOfStatement' || loop.left !== list) return undefined;
  const r = unwrap(loop.right);
  return isObjectEntries(index, r) ? (r.arguments[0] as Node) : undefined;
}

/** Whether `call` calls the function `fn` by a name bound to it once. */
export function callsFunction(call: Node, fn: Node): boolean {
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier') return false;
  const b = fileIndexOf(call.callee)?.resolve(call.callee);
  return !!b?.init && !b.reassigned && unwrap(b.init) === fn;
}

function keysOf(o: TSESTree.ObjectExpression): Set<string> | undefined {
  const out = new Set<string>();
  for (const p of o.properties) {
    const k = p.type === 'Property' && !p.computed ? keyName(p.key) : undefined;
    if (k === undefined) return undefined;
    out.add(k);
  }
  return out;
}
