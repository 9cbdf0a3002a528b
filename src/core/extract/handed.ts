// What a wrapper hands its request of its own parameters: a value the request sends as its query or
// body that is a parameter of the wrapper (`body`), or a property of a destructured options
// parameter (`{ query, json } = {}`), as it is or serialised (`JSON.stringify(json)`, through a
// constant of the wrapper: `const payload = …; req.write(payload)`). Each caller's argument there is
// then the request's query or body, read (and rewritten) where the caller writes it. Only where the
// wrapper does nothing else with the value than test or measure it: a value also logged, merged,
// changed or handed to another function is not the one sent, and stays unread (sites.ts).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, isFunction, sourceOf, type Binding, type FileIndex, type Node } from './scope.js';
import { isAbsent, isEmptyObject, keyName, unwrap } from './ast.js';
import { calleeName, stringValue } from './calls.js';
import type { QueryArrays } from './query-builder.js';

/** A parameter of `fn`: the one at `index`, or the property `key` of the object destructured there. */
export interface ParamSource {
  fn: TSESTree.FunctionLike;
  index: number;
  key?: string;
  /** The property's own default (`{ method = 'GET' } = {}`), where `paramSource` was asked to take one: its value when the caller gives none. */
  fallback?: Node;
  /** handedSources reached it through a variable the wrapper assigns under a test (`let body; if (json) body = …`). */
  assigned?: true;
}

/**
 * The parameter a binding is: a plain one, or a property of an object pattern that is a parameter
 * whole (its default, if any, `{}`: a caller that gives none gives no value of it). A property with
 * a default of its own that sends nothing (`{ query = {} }`) is as one with none; with any other
 * default only where `withDefault` (the caller reads that default where none is given).
 */
export function paramSource(index: FileIndex, b: Binding, withDefault = false): ParamSource | undefined {
  if (b.kind === 'param' && b.fn && isFunction(b.fn) && b.index !== undefined) return { fn: b.fn, index: b.index };
  const own = index.parent.get(b.id);
  const defaulted = own?.type === 'AssignmentPattern' && own.left === b.id ? own.right : undefined;
  // A default that sends nothing (`{ query = {} }`, `= undefined`) is as none; another only where asked for.
  const fallback = defaulted && (withDefault || isEmptyObject(defaulted) || isAbsent(defaulted)) ? defaulted : undefined;
  const prop = fallback ? index.parent.get(own!) : own;
  if (prop?.type !== 'Property' || prop.value !== (fallback ? own : b.id) || prop.computed) return undefined;
  const pattern = index.parent.get(prop);
  if (pattern?.type !== 'ObjectPattern') return undefined;
  const outer = index.parent.get(pattern);
  const key = keyName(prop.key);
  const made = (fn: TSESTree.FunctionLike, at: number): ParamSource | undefined => (at < 0 || key === undefined ? undefined : { fn, index: at, key, ...(fallback && withDefault ? { fallback } : {}) });
  // `const { method = 'GET', query } = options` first in the body: the parameter's properties, as in its own pattern.
  if (outer?.type === 'VariableDeclarator' && outer.id === pattern) {
    const whole = outer.init && unwrap(outer.init);
    const p = whole?.type === 'Identifier' ? index.resolve(whole) : undefined;
    const decl = index.parent.get(outer);
    const body = decl && index.parent.get(decl);
    const fn = body && index.parent.get(body);
    // Read there alone: options changed, spread or handed on before they are taken apart are not the caller's.
    if (p?.kind !== 'param' || p.reassigned || p.fn !== fn || !isFunction(fn) || body?.type !== 'BlockStatement' || p.index === undefined || index.references(p).length !== 1) return undefined;
    // The parameter given whole (`options = {}` at most): a caller that gives none gives none of its properties.
    const param = fn.params[p.index];
    return param.type === 'Identifier' || (param.type === 'AssignmentPattern' && isEmptyObject(param.right)) ? made(fn, p.index) : undefined;
  }
  const top = outer?.type === 'AssignmentPattern' && outer.left === pattern ? (isEmptyObject(outer.right) ? outer : undefined) : pattern;
  const fn = top && index.parent.get(top);
  if (!top || !isFunction(fn)) return undefined;
  return made(fn, (fn.params as Node[]).indexOf(top));
}

/**
 * What a call gives a parameter source: its argument there, or (`key`) that property of the options
 * object it gives; `'none'` where it gives nothing; undefined where that cannot be read (a spread
 * among the arguments, options that are no object literal of plain keys).
 */
export function givenAt(call: TSESTree.CallExpression | TSESTree.NewExpression, src: Pick<ParamSource, 'index' | 'key'>): Node | 'none' | undefined {
  if (call.arguments.some((a) => a.type === 'SpreadElement')) return undefined;
  const arg = call.arguments[src.index];
  if (!arg) return 'none';
  if (src.key === undefined) return arg;
  const obj = unwrap(arg);
  if (obj.type !== 'ObjectExpression' || obj.properties.some((p) => p.type !== 'Property' || p.computed || keyName(p.key) === undefined)) return undefined;
  return obj.properties.find((p): p is TSESTree.Property => p.type === 'Property' && keyName(p.key) === src.key)?.value ?? 'none';
}

/**
 * The parameters of `fn` a value the request sends is made of (`body`, `JSON.stringify(json)`,
 * `json ? JSON.stringify(json) : undefined`, `query || {}`, `{ ...query, page }`, a constant of `fn`
 * holding one of those), none of them at `excluded` (the URL's and the method's); undefined when it is anything else, or when a
 * parameter (or constant) it reads is read elsewhere in a way that is no test or measure of it.
 */
export function handedSources(v: Node, fn: TSESTree.FunctionLike, excluded: readonly number[]): ParamSource[] | undefined {
  const followed = new Map<Binding, Set<Node>>();
  const out: ParamSource[] = [];
  const walk = (n: Node, depth: number, assigned = false): boolean => {
    const u = unwrap(n);
    if (depth > 8) return false;
    if (u.type === 'Identifier') {
      const index = fileIndexOf(u);
      const b = index?.resolve(u);
      if (!index || !b) return false;
      followed.set(b, (followed.get(b) ?? new Set()).add(u));
      // `let body; if (json !== undefined) body = JSON.stringify(json)`: each value the wrapper gives it, or none.
      if (b.reassigned) {
        const writes = declaredEmpty(index, b, fn);
        if (!writes) return false;
        for (const w of writes) followed.get(b)!.add(w.left);
        return writes.every((w) => walk(w.right, depth + 1, true));
      }
      const src = paramSource(index, b);
      if (src) {
        if (src.fn !== fn || excluded.includes(src.index)) return false;
        out.push(assigned ? { ...src, assigned: true } : src);
        return true;
      }
      // A constant of the wrapper's own that holds the value (`const payload = JSON.stringify(body)`).
      const inside = fn.range[0] <= b.id.range[0] && b.id.range[1] <= fn.range[1];
      return (b.kind === 'const' || b.kind === 'let') && !b.pattern && !!b.init && inside && walk(b.init, depth + 1, assigned);
    }
    // A serialiser writes the object's keys as they are (`JSON.stringify(body)`, `qs.stringify(form, { arrayFormat })`,
    // `new URLSearchParams(query).toString()`), as the call's own object is read where it is written (SiteFinder.container).
    const written = serialised(u);
    if (written) return walk(written, depth + 1, assigned);
    if (u.type === 'ConditionalExpression') {
      const sides = [u.consequent, u.alternate].map(unwrap);
      return sides.some((s) => !isAbsent(s)) && sides.every((s) => isAbsent(s) || walk(s, depth + 1, assigned));
    }
    if (u.type === 'LogicalExpression' && u.operator === '&&') return walk(u.left, depth + 1, assigned) && walk(u.right, depth + 1, assigned);
    // `query || {}`, `query ?? {}`: the caller's value, or an object read where the call is.
    if (u.type === 'LogicalExpression') return walk(u.left, depth + 1, assigned) && walk(u.right, depth + 1, assigned);
    // `{ ...query, page: next }`: what is spread is the caller's; its own keys are read where the call is.
    if (u.type === 'ObjectExpression') return u.properties.every((p) => (p.type === 'SpreadElement' ? walk(p.argument, depth + 1, assigned) : !p.computed));
    return false;
  };
  if (!walk(v, 0) || out.length === 0) return undefined;
  for (const [b, seen] of followed) {
    const index = fileIndexOf(b.id);
    if (!index || !index.references(b).every((r) => seen.has(r) || shorthandKey(index, r) || onlyTested(index, r))) return undefined;
  }
  return out;
}

/**
 * The assignments of a `let` of `fn` declared with no value (`let body;`), each a plain `=` in `fn`
 * itself, not in a loop nor in a function inside it: its value is one of theirs or none. Undefined
 * for any other variable.
 */
function declaredEmpty(index: FileIndex, b: Binding, fn: TSESTree.FunctionLike): Array<TSESTree.AssignmentExpression & { left: TSESTree.Identifier }> | undefined {
  const decl = index.parent.get(b.id);
  if (b.kind !== 'let' || b.pattern || decl?.type !== 'VariableDeclarator' || decl.id !== b.id || (decl.init && !isAbsent(decl.init))) return undefined;
  if (!(fn.range[0] <= b.id.range[0] && b.id.range[1] <= fn.range[1])) return undefined;
  const writes: Array<TSESTree.AssignmentExpression & { left: TSESTree.Identifier }> = [];
  for (const r of index.references(b)) {
    const a = index.parent.get(r);
    if (a?.type !== 'AssignmentExpression' || a.left !== r) continue;
    if (a.operator !== '=' || index.ancestors(a).some((n) => n !== fn && fn.range[0] <= n.range[0] && n.range[1] <= fn.range[1] && (LOOPS.has(n.type) || isFunction(n)))) return undefined;
    writes.push(a as TSESTree.AssignmentExpression & { left: TSESTree.Identifier });
  }
  return writes.length ? writes : undefined;
}

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);

/** The calls that write an object as text, its keys as they are (`JSON.stringify`, `qs.stringify(o)`, `querystring.encode(o)`, `new URLSearchParams(o)`). */
export const QUERY_SERIALISERS = /^(stringify|URLSearchParams|encode)$/;
/** Options of `qs.stringify` that leave the keys as they are (a `filter`, an `encoder` or a `sort` may not). */
const KEYS_KEPT = new Set(['arrayFormat', 'indices', 'addQueryPrefix', 'encodeValuesOnly', 'skipNulls', 'strictNullHandling', 'allowDots', 'format', 'charset', 'encode']);

/**
 * The object a serialiser writes (`JSON.stringify(o)`, `qs.stringify(o, { arrayFormat: 'brackets' })`,
 * `new URLSearchParams(o).toString()`), or that a function of the file returning one writes of its
 * first parameter (`const encode = (data) => qs.stringify(data)`, `encode(form)`).
 */
function serialised(u: Node, depth = 0): Node | undefined {
  if (u !== unstrung(u)) return serialised(unstrung(u), depth);
  if ((u.type !== 'CallExpression' && u.type !== 'NewExpression') || !u.arguments[0] || u.arguments[0].type === 'SpreadElement') return undefined;
  const { name = '' } = calleeName(u.callee);
  if (QUERY_SERIALISERS.test(name)) {
    const opts = u.arguments[1] && unwrap(u.arguments[1]);
    const kept = !opts || (name === 'stringify' && opts.type === 'ObjectExpression' && opts.properties.every((p) => p.type === 'Property' && !p.computed && KEYS_KEPT.has(keyName(p.key) ?? '')));
    return kept && u.arguments.length <= 2 ? u.arguments[0] : undefined;
  }
  if (u.type !== 'CallExpression' || u.callee.type !== 'Identifier' || u.arguments.length !== 1 || depth > 0) return undefined;
  const b = fileIndexOf(u)?.resolve(u.callee);
  const fn = b && !b.reassigned && b.kind !== 'param' && b.init && isFunction(b.init) ? b.init : undefined;
  const body = fn && (fn.body?.type === 'BlockStatement' ? (fn.body.body.length === 1 && fn.body.body[0].type === 'ReturnStatement' ? fn.body.body[0].argument : undefined) : fn.body);
  const param = fn?.params[0];
  const inner = body && serialised(unwrap(body), depth + 1);
  return inner && param?.type === 'Identifier' && unwrap(inner).type === 'Identifier' && (unwrap(inner) as TSESTree.Identifier).name === param.name ? u.arguments[0] : undefined;
}

/** `x.toString()` as `x`: the text a serialiser's object gives. */
function unstrung(u: Node): Node {
  return u.type === 'CallExpression' && u.callee.type === 'MemberExpression' && !u.callee.computed && keyName(u.callee.property) === 'toString' && u.arguments.length === 0 ? unwrap(u.callee.object) : u;
}

/**
 * The object a query serialiser itself writes (`serialised`, no function of the file around it), and
 * how it writes a list: `new URLSearchParams(o)` (the global's: a list joined by `String`),
 * `qs.stringify(o, { arrayFormat: 'brackets' | 'repeat' })`. Anything else (qs's default indices,
 * Node's `querystring`) writes list keys no query builder here names.
 */
export function serialisedQuery(n: Node): { argument: Node; arrays: QueryArrays } | undefined {
  const u = unstrung(unwrap(n));
  const argument = serialised(u, 1);
  if (!argument || (u.type !== 'CallExpression' && u.type !== 'NewExpression')) return undefined;
  const { name, object } = calleeName(u.callee);
  if (u.type === 'NewExpression' && name === 'URLSearchParams' && u.callee.type === 'Identifier' && !fileIndexOf(u)?.resolve(u.callee) && u.arguments.length === 1) return { argument, arrays: 'joined' };
  const opts = u.type === 'CallExpression' && name === 'stringify' && object && /^(qs|Qs)$/.test(object) && u.arguments[1] ? unwrap(u.arguments[1]) : undefined;
  const only = opts?.type === 'ObjectExpression' && opts.properties.length === 1 ? opts.properties[0] : undefined;
  const format = only?.type === 'Property' && !only.computed && keyName(only.key) === 'arrayFormat' ? stringValue(only.value) : undefined;
  const arrays = format === 'brackets' ? 'brackets' : format === 'repeat' ? 'repeated' : undefined;
  return arrays && { argument, arrays };
}

/** How a value a wrapper sends is written: by `JSON.stringify`, by another serialiser or a function of the file (`other`), or as it is. */
export function writtenBy(v: Node): 'json' | 'other' | undefined {
  const u = unwrap(v);
  // A constant of the wrapper that holds it (`const payload = qs.stringify(form)`).
  const b = u.type === 'Identifier' ? fileIndexOf(u)?.resolve(u) : undefined;
  if (b?.kind === 'const' && !b.pattern && b.init) return writtenBy(b.init);
  if (!serialised(u)) return undefined;
  const { name, object } = u.type === 'CallExpression' || u.type === 'NewExpression' ? calleeName(u.callee) : {};
  return name === 'stringify' && object === 'JSON' ? 'json' : 'other';
}

/** The key of a shorthand property (`{ query }`): its value, the same name beside it, is the read. */
function shorthandKey(index: FileIndex, r: Node): boolean {
  const p = index.parent.get(r);
  return p?.type === 'Property' && p.shorthand && p.key === r && p.value !== r;
}

/**
 * A read that only tests or measures the value, and gives nothing of it away: `if (body)`, `body ===
 * undefined`, `!body`, `typeof body`, `json ? … : …`, `json && …` as a test, `payload.length`,
 * `Buffer.byteLength(payload)`.
 */
export function onlyTested(index: FileIndex, r: Node): boolean {
  const p = index.valueParent(r);
  if (!p) return false;
  if ((p.type === 'IfStatement' || p.type === 'ConditionalExpression' || p.type === 'WhileStatement') && p.test === r) return true;
  if (p.type === 'UnaryExpression' && (p.operator === '!' || p.operator === 'typeof')) return true;
  if (p.type === 'BinaryExpression' && /^[!=]==?$/.test(p.operator)) return true;
  if (p.type === 'LogicalExpression' && p.left === r) return asTest(index, p);
  if (p.type === 'MemberExpression' && p.object === r && !p.computed && keyName(p.property) === 'length') {
    const a = index.parent.get(p);
    return !((a?.type === 'AssignmentExpression' && a.left === p) || a?.type === 'UpdateExpression');
  }
  return p.type === 'CallExpression' && p.arguments.length === 1 && p.arguments[0] === r && sourceOf(p.callee) === 'Buffer.byteLength';
}

/** An expression whose value is used only as a condition (an `if`'s, a ternary's test, negated). */
function asTest(index: FileIndex, n: Node): boolean {
  const p = index.valueParent(n);
  if (!p) return false;
  if ((p.type === 'IfStatement' || p.type === 'ConditionalExpression' || p.type === 'WhileStatement') && p.test === n) return true;
  if (p.type === 'UnaryExpression' && p.operator === '!') return true;
  return p.type === 'LogicalExpression' && asTest(index, p);
}

/**
 * The bodies written on the request a call makes where the library takes its body apart from the
 * call (node:http's `const req = http.request(…)`, then `req.write(body)` / `req.end(body)`): the
 * arguments written, none when nothing is. Undefined when the request object goes anywhere else
 * (returned, handed on, kept in another name): its body may be written there.
 */
export function writtenBodies(index: FileIndex, call: Node): Node[] | undefined {
  const uses: Node[] = [];
  const p = index.parent.get(call);
  if (p?.type === 'VariableDeclarator' && p.init === call && p.id.type === 'Identifier') {
    const b = index.resolve(p.id);
    if (!b || b.reassigned) return undefined;
    uses.push(...index.references(b));
  } else if (p?.type === 'MemberExpression' && p.object === call) uses.push(call);
  else if (p?.type !== 'ExpressionStatement') return undefined;
  const out: Node[] = [];
  for (const r of uses) {
    const m = index.parent.get(r);
    const c = m && index.parent.get(m);
    if (m?.type !== 'MemberExpression' || m.object !== r || m.computed || c?.type !== 'CallExpression' || c.callee !== m) return undefined;
    const name = keyName(m.property);
    if (name === 'write' || name === 'end') {
      const a = c.arguments[0];
      if (a && !isFunction(a)) out.push(a);
      continue;
    }
    if (!name || !REQUEST_MEMBERS.has(name)) return undefined;
  }
  // Chunks written one after another are one body the code assembles: not one object sent.
  return out.length > 1 ? undefined : out;
}

/** Members of a request object that write no part of it but its body (`write`, `end`). */
const REQUEST_MEMBERS = new Set(['on', 'once', 'setTimeout', 'destroy', 'abort', 'setNoDelay', 'setSocketKeepAlive', 'flushHeaders']);
