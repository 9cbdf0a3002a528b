// The evaluator: a string-building expression (literals, templates, `+`, constants, class fields,
// helpers that return a URL, `url.resolve`) turned into a URL template. Names another file
// defines are asked of project mode through `External`.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Binding, FileIndex, Node } from './scope.js';
import { fileIndexOf, isFunction, paramId, typedParam } from './scope.js';
import { ELEMENT_CALLBACKS, keyName, thisMemberUses, unwrap } from './ast.js';
import { appended, charsOf, flatText, joinPath, readOnly, resolveReference, stringLiteralItems, textOf, unanchored, templateElementItems, withParens, type Hole, type Item, type Literal, type SegmentList, UNRESERVED } from './template.js';
import { resourceMember, type ResourceRoute } from './resources.js';
import { TEMPLATE_ENGINES } from '../../clients/templates.js';
import { ARGUMENT_KEEPERS } from '../../clients/function-wrappers.js';
import { FACTORY_METHODS, OPTIONS_FUNCTION_FACTORIES } from '../../clients/index.js';
import { COMPONENT_OPTIONS, DERIVED_VALUES, MEMO_HOOKS, MODULE_ALIASES, STATE_MODULES, STORES } from '../../clients/components.js';
import { calleeName, identifiersWithin } from './calls.js';
import { tailParts, turnBackText } from './turn-back.js';
import { isNewUrl, joinUrl, partOf, READABLE_PARTS, setterValue, splitUrl, urlWrites, type UrlParts } from './url-object.js';
import { dataOffset, jsonChars, jsonSpecifier } from './json-module.js';
import { exportedObject, methodObject, mixedInto } from './mixins.js';
import { storeRead, tiedWrite, writesIn, type StorePair, type StoreRead, type StoreWrite } from './keyed-store.js';
import { queryBuilder, staticMethod } from './query-builder.js';
import { PRINTF } from './guesses.js';
import { readName, tieable, TIED_BY_NAME } from './property-tie.js';
import { keptHere } from './instance-calls.js';

/** A node and the evaluator of the file it is in. */
export interface Located<N extends Node = Node> {
  ev: Evaluator;
  node: N;
  /** A method of the object a factory of the code returns (memberValue): that factory, and whether a memo hook gives the object. */
  fromObject?: MadeObject;
}

/** Where an object of methods comes from: the factory returning it, one literal, maybe through a memo hook (`useMemo(() => ({ … }))`). */
export interface MadeObject {
  factory: Located<TSESTree.FunctionLike>;
  memo: boolean;
}

/** A function a factory made (Evaluator.factoryProduct): the function, its closure, the call that made it, and the factory. */
export interface FactoryProduct {
  target: Located<TSESTree.FunctionLike>;
  closure: Env;
  made: TSESTree.CallExpression;
  factory: TSESTree.FunctionLike;
}

/**
 * Project mode's answer to "what does this name stand for?" for a name the file cannot resolve
 * (an import, a `require`, a base class member): the value expression in the defining file.
 */
export type External = (file: string, name: TSESTree.Identifier | TSESTree.PrivateIdentifier) => Located | undefined;

/**
 * Evaluation context: parameters of an inlined helper bound to the caller's argument templates; a
 * rest parameter (`...parts`) to the list of the arguments it gathers, each evaluated.
 */
export type Env = Map<Node, Item[] | Segments | Value>;

/**
 * A value a name holds as an expression, not yet as text: a function or a tuple handed to a
 * callback (`PANELS.map(([, path]) => path(id))`), read when the name is called or destructured.
 */
export interface Value {
  kind: 'value';
  node: Node;
  env: Env;
}

/** Array methods whose result is a list of the same elements. */
const SAME_ELEMENTS = new Set(['filter', 'slice', 'sort', 'reverse', 'toSorted', 'toReversed']);
/** String methods that return the text with its edges, its case or its Unicode form changed (see `call`). */
const TEXT_CHANGING = new Set(['trim', 'trimStart', 'trimEnd', 'trimLeft', 'trimRight', 'toLowerCase', 'toUpperCase', 'toLocaleLowerCase', 'toLocaleUpperCase', 'normalize', 'padEnd']);
/** Methods that give a string's text from an index on: from `0`, the whole text (`url.slice(0)`). */
const FROM_INDEX = new Set(['slice', 'substring', 'substr']);

/** The values of a list of URL segments (a rest parameter's arguments, an array literal), in order. */
export interface Segments {
  kind: 'segments';
  parts: Item[][];
}

/** Segments a list may have before it is no URL any more (generated code, a data array). */
const MAX_SEGMENTS = 16;


const MAX_DEPTH = 6;

/** A version value's text alone: one read through an object or a global is not a literal the run can edit. */
const textOnly = (v: { text: string } | undefined): { text: string } | undefined => v && { text: v.text };
/** A URL whose root is v3's (an untied stored value is read only then: keyed-store.ts). */
const V3_ROOT = /\/api\/v3(?![\w.~-])/;
/** What a forwarded parameter reads as before its hole: any API root (see `forwarding`). */
const PROBE_ROOT = '/api/v4';
/** Values one name or expression may take (branches, a ternary chain, defaults); more is a hole. */
export const MAX_ALTERNATIVES = 16;

/** Which alternative each fork takes in one run of the evaluator (absent: the first). */
type Picks = ReadonlyMap<Node, number>;

export class Evaluator {
  /** Helper calls whose body was inlined into some template: not sites of their own. */
  readonly inlined = new Set<Node>();

  /** Set when a template used a name only another file can tell (project mode would help). */
  unresolved = false;

  /** Forks met while a site is computed (fork → its number of values), recorded per site. */
  private recorder?: Map<Node, number> | null; // null: recording, nothing met yet (no map per call)
  private readonly forksOf = new Map<Node, Map<Node, number>>();
  /** The alternatives the current run takes, and the forks it met that it was told to vary. */
  private picks?: Picks;
  private taken = new Set<Node>();

  /** Reads by a property's name alone this evaluator could not tie (no project mode): SiteFinder.askedByName counts them per site. */
  namesAsked = 0;

  /** Project mode: the writes of a property `name` in the run's files that spell it, undefined where one may be unseen (property-tie.ts). */
  propertyWriters?: (name: string) => ReadonlyArray<{ ev: Evaluator; value?: Node }> | undefined;

  /** Project mode: the writes of a pair's method with a literal `key`, in the run's files that spell it (keyed-store.ts). */
  storeWrites?: (key: string, pair: StorePair) => ReadonlyArray<{ ev: Evaluator; write: StoreWrite }>;

  /** Project mode: the function a module of the run exports as its value (`module.exports = fn`, `export default fn`), by the specifier that requires it. */
  moduleFunction?: (specifier: string) => Located<TSESTree.FunctionLike> | undefined;

  /** Every call of a function of this file (in project mode its importers' too), undefined where a use of it is no call. */
  functionCalls?: (fn: TSESTree.FunctionLike) => ReadonlyArray<{ ev: Evaluator; call: TSESTree.CallExpression }> | undefined;

  constructor(
    readonly index: FileIndex,
    readonly text: string,
    readonly file: string,
    readonly external?: External,
  ) {}

  /** Asks project mode about a name defined elsewhere; remembers that this file needed it. */
  private outside(name: TSESTree.Identifier | TSESTree.PrivateIdentifier, from?: Binding): Located | undefined {
    // An HTTP client or a Node built-in is not where a project keeps its URLs.
    if (from && fromPackage(this.index, from)) return undefined;
    const found = this.external?.(this.file, name);
    if (!found) this.unresolved = true;
    return found;
  }

  /** Evaluates a string-building expression; null when it has no string text at all. */
  evaluate(node: Node, env: Env = new Map(), via: readonly Node[] = [], depth = 0): Item[] | null {
    const n = unwrap(node);
    if (depth > MAX_DEPTH) return null;
    switch (n.type) {
      case 'Literal':
        // A JSON file's value (workspace.ts) is read, never edited here: the program that reads it is not the file.
        // No literal of the code either; its characters keep their spelling in the file (decide/data-base.ts moves a base there).
        if (typeof n.value === 'string' && this.file.endsWith('.json')) return jsonChars(n as TSESTree.StringLiteral, this.text, this.file, via);
        return typeof n.value === 'string' ? stringLiteralItems(n as TSESTree.StringLiteral, this.text, this.file, via) : null;
      case 'TemplateLiteral': {
        const out: Item[] = [];
        // Item by item: a spread passes every item as an argument, which a long template (half a
        // megabyte of text) overflows the call stack with.
        n.quasis.forEach((q, i) => {
          for (const it of templateElementItems(q, this.text, this.file, via)) out.push(it);
          const e = n.expressions[i];
          if (e) for (const it of this.evaluate(e, env, via, depth + 1) ?? this.apiVersion(out, e, env, via, depth) ?? [this.hole(e, via)]) out.push(it);
        });
        return out;
      }
      case 'BinaryExpression': {
        if (n.operator !== '+') return null;
        // A `+` chain (`api + '/projects/' + id + …`) is one level of the walk, however many operands it
        // has: depth counts the names and calls a value goes through, not the operands beside it.
        const chain: TSESTree.BinaryExpression[] = [n];
        for (let left = unwrap(n.left); left.type === 'BinaryExpression' && left.operator === '+'; left = unwrap(left.left)) chain.unshift(left);
        let l = this.evaluate(chain[0].left, env, via, depth + 1);
        for (const b of chain) {
          const r = this.evaluate(b.right, env, via, depth + 1) ?? (l && this.apiVersion(l, b.right, env, via, depth));
          l = !l && !r ? null : [...(l ?? [this.hole(b.left, via, true)]), ...(r ?? [this.hole(b.right, via, true)])];
        }
        return l;
      }
      case 'Identifier':
        return this.identifier(n, env, via, depth);
      case 'MemberExpression':
        return this.member(n, env, via, depth);
      case 'CallExpression':
        return this.call(n, env, via, depth);
      case 'TaggedTemplateExpression':
        return this.tagged(n, env, via, depth);
      case 'NewExpression':
        // `new URL(path, base)`: the path resolved against the base.
        if (n.callee.type === 'Identifier' && n.callee.name === 'URL' && n.arguments.length === 2) return this.join(n.arguments[1], n.arguments[0], env, via, depth);
        // `new URL(this.base + path)`: the absolute URL it is given, parsed.
        // (Not a step deeper: the built-in runs no code of the project, and a URL object's value reads through one or two of them.)
        if (n.callee.type === 'Identifier' && n.callee.name === 'URL' && n.arguments.length === 1) return this.evaluate(n.arguments[0], env, via, depth);
        return null;
      case 'LogicalExpression':
        // `opts.url || BASE + '/projects'`, `base + path ?? fallback`: either side, one per run.
        if (n.operator === '&&') return null;
        return this.fork(n, env, via, depth);
      case 'ConditionalExpression':
        return this.fork(n, env, via, depth);
      default:
        return null;
    }
  }

  /**
   * The API version a value gives where the text before it ends in `/api/` or `/api/v`
   * (`` `${host}/api/v${version}` ``): a number or a `v3`-like string, through constants, a
   * parameter's or a destructured option's default (`{ version = 3 } = {}`), an object constant's
   * property. A caller may pass another version: the default is the one the code names, read (never
   * edited: the version is a value, not the prefix's text). Null when the value is none of these.
   */
  private apiVersion(before: readonly Item[], e: Node, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const tail = flatText(before.filter((it) => it.kind !== 'mark').slice(-7));
    if (!/\/api\/v?$/.test(tail) || depth > MAX_DEPTH) return null;
    const value = this.versionValue(e, env, depth);
    const prefix = tail.endsWith('v') ? /^v?([34])$/ : /^(v[34])$/;
    const m = value !== undefined ? prefix.exec(value.text) : null;
    if (!m) return null;
    const chars = readOnly(charsOf(m[1], [...via, e]));
    // Where the version's characters are written, when the value is one literal spelled plainly (`3`, `'v3'`, `"v3"` of a data file).
    const at = value?.at;
    const raw = at ? at.ev.text.slice(at.node.range[0], at.node.range[1]) : '';
    const quoted = at && typeof at.node.value === 'string' ? /^(["'])([^"'\\]*)\1$/.exec(raw)?.[2] : raw;
    if (!at || quoted !== value.text || !quoted.endsWith(m[1])) return chars;
    const end = at.node.range[1] - (raw.length - quoted.length) / 2;
    const data = at.ev.file.endsWith('.json');
    const place = (pos: number) => (data ? dataOffset(pos) : pos);
    const start = end - m[1].length;
    return chars.map((c, i) => (c.kind === 'char' ? { ...c, written: { node: at.node, file: at.ev.file, src: [place(start + i), place(start + i + 1)] as [number, number], ...(data ? { data: true as const } : {}) } } : c));
  }

  /** The version a value gives (`3`, `'v3'`), and the one literal it is written in where it is one. */
  private versionValue(node: Node, env: Env, depth: number): { text: string; at?: { node: TSESTree.Literal; ev: Evaluator } } | undefined {
    const n = unwrap(node);
    if (depth > MAX_DEPTH) return undefined;
    if (n.type === 'Literal') return typeof n.value === 'number' || typeof n.value === 'string' ? { text: String(n.value), at: { node: n, ev: this } } : undefined;
    if (n.type === 'MemberExpression') {
      const text = this.evaluate(n, env, [], depth + 1);
      if (text?.every((it) => it.kind !== 'hole')) return { text: textOf(text) };
      const value = this.memberValue(n);
      if (value) return value.ev === this ? textOnly(this.versionValue(value.node, new Map(), depth + 1)) : undefined;
      // A global's property (`gon.api_version`, set by a page's inline script): what another file of the run assigns it (project mode).
      const obj = unwrap(n.object);
      const global = obj.type === 'Identifier' && !this.index.resolve(obj) && !n.computed && n.property.type === 'Identifier';
      const found = global ? this.outside(n.property as TSESTree.Identifier) : undefined;
      return found ? textOnly(found.ev.versionValue(found.node, new Map(), depth + 1)) : undefined;
    }
    if (n.type !== 'Identifier') return undefined;
    const b = this.index.resolve(n);
    if (!b || b.reassigned || env.has(b.id)) return undefined;
    const dflt = this.index.parent.get(b.id);
    if (dflt?.type === 'AssignmentPattern' && dflt.left === b.id) return this.versionValue(dflt.right, env, depth + 1);
    // `const { apiVersion } = config.gitlab` of a data file's value: that file's value (project mode), read, never edited here.
    if (b.kind === 'const' && b.pattern && b.id.type === 'Identifier') {
      const found = this.outside(b.id, b);
      return found && found.ev !== this ? found.ev.versionValue(found.node, new Map(), depth + 1) : undefined;
    }
    return b.kind === 'const' && !b.pattern && b.init ? this.versionValue(b.init, env, depth + 1) : undefined;
  }

  hole(node: Node, via: readonly Node[], concat = false): Hole {
    return { kind: 'hole', node: unwrap(node), file: this.file, via, concat, outer: withParens(this.text, node.range) };
  }

  private identifier(n: TSESTree.Identifier, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const b = this.index.resolve(n);
    // A global (`fetch`, `encodeURIComponent`): no file of the project defines it; or a store's subscription.
    if (!b) return this.subscribed(n, via, depth);
    const refs = this.valuesOf(n, env, depth);
    if (refs) return this.chooseValue(b.id, refs, [...via, n], depth);
    // A rest parameter read as a string (`${parts}`) is its values joined by commas: no URL.
    if (env.has(b.id)) return items(env.get(b.id)) ?? null;
    if (b.kind === 'param') return b.fn && b.fn === this.forwardingFn ? [...charsOf(PROBE_ROOT, via), this.hole(n, via)] : null;
    if (b.kind === 'import' || isRequire(b.init)) {
      const found = this.outside(n, b);
      return found ? found.ev.evaluate(found.node, new Map(), [...via, n], depth + 1) : null;
    }
    if (b.pattern) {
      const name = readName(this.index, b.id);
      return name ? this.tiedRead(name, n, via, depth) : null;
    }
    const object = this.urlObject(b, n, env, [...via, n], depth);
    if (object !== undefined) return object && joinUrl(object);
    if ((b.kind === 'const' || ((b.kind === 'let' || b.kind === 'var') && !b.reassigned)) && b.init)
      return this.evaluate(b.init, env, [...via, n], depth + 1);
    const values = b.reassigned ? reachingValues(this.index, n, b, this.writesOf(n.name, b)) : undefined;
    if (values?.length === 1) return this.evaluate(values[0], env, [...via, n], depth + 1);
    if (values && values.length > 1) return this.choose(b.id, values, env, [...via, n], depth);
    if (b.reassigned && b.init) return this.appended(n, b.init, env, via, depth);
    return null;
  }

  /** `$name` with no binding of its own: the value the store `name` holds (components.ts STORES), when the run's files make it. */
  private subscribed(n: TSESTree.Identifier, via: readonly Node[], depth: number): Item[] | null {
    if (!n.name.startsWith(STORES.prefix) || n.name.length === STORES.prefix.length) return null;
    const store = this.index.resolveAt(n, n.name.slice(STORES.prefix.length));
    return store ? this.storeOf(store, [...via, n], depth + 1) : null;
  }

  /** The value held by the store a binding names: made here, or imported from a module of the run. */
  private storeOf(b: Binding, via: readonly Node[], depth: number): Item[] | null {
    if (depth > MAX_DEPTH || b.pattern) return null;
    if (b.kind === 'import') {
      const found = b.id.type === 'Identifier' ? this.outside(b.id, b) : undefined;
      if (!found) return null;
      let node = found.node;
      if (node.type === 'VariableDeclarator') node = node.id;
      const there = node.type === 'Identifier' ? found.ev.index.resolve(node) : undefined;
      return there ? found.ev.storeOf(there, via, depth + 1) : found.ev.storeValue(node, via, depth + 1);
    }
    return b.kind === 'const' && b.init ? this.storeValue(b.init, via, depth + 1) : null;
  }

  /** What a store constructor's call holds: its initial value, or its callback's result over its dependencies' values. */
  private storeValue(node: Node, via: readonly Node[], depth: number): Item[] | null {
    const call = unwrap(node);
    if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || depth > MAX_DEPTH) return null;
    const made = this.index.resolve(call.callee);
    const kind = made?.kind === 'import' && importedFrom(this.index, made) === STORES.module ? STORES.constructors[importedName(made) ?? ''] : undefined;
    const [first, fn] = call.arguments;
    if (kind === 'initial') return first && first.type !== 'SpreadElement' ? this.evaluate(first, new Map(), via, depth + 1) : null;
    if (kind !== 'derived' || !first || !fn || !isFunction(fn)) return null;
    const body = returnedExpression(fn as TSESTree.FunctionLike);
    const param = (fn as TSESTree.FunctionLike).params[0];
    if (!body || !param) return null;
    // `derived(a, ($a) => …)` or `derived([a, b], ([$a, $b]) => …)`: each parameter is its dependency's value.
    const pairs: Array<[Node | null, Node | null]> =
      param.type === 'ArrayPattern' && first.type === 'ArrayExpression' ? param.elements.map((p, i) => [p, first.elements[i] ?? null]) : [[param, first]];
    const env: Env = new Map();
    for (const [p, dep] of pairs) {
      if (p?.type !== 'Identifier' || dep?.type !== 'Identifier') continue;
      const depStore = this.index.resolve(dep);
      const value = depStore && this.storeOf(depStore, via, depth + 1);
      const id = this.index.resolve(p)?.id;
      if (value && id) env.set(id, value);
    }
    return this.evaluate(body, env, via, depth + 1);
  }

  /** Writes by binding, grouped once per name: a minified bundle writes `e` thousands of times. */
  private readonly writesByBinding = new Map<string, Map<Binding, TSESTree.Identifier[]>>();

  private writesOf(name: string, b: Binding): readonly TSESTree.Identifier[] {
    let byBinding = this.writesByBinding.get(name);
    if (!byBinding) {
      byBinding = new Map();
      for (const w of this.index.writesTo(name)) {
        const owner = this.index.resolve(w);
        if (!owner || w === owner.id) continue;
        const list = byBinding.get(owner);
        if (list) list.push(w);
        else byBinding.set(owner, [w]);
      }
      this.writesByBinding.set(name, byBinding);
    }
    return byBinding.get(b) ?? [];
  }

  /**
   * A ternary chain or a default (`a || b`, `a ?? b`): its leaves are its values, taken one per
   * run; a chain of more than MAX_ALTERNATIVES is a hole, as before.
   */
  private fork(n: TSESTree.ConditionalExpression | TSESTree.LogicalExpression, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const leaves = branchLeaves(n);
    if (!leaves) return n.type === 'LogicalExpression' ? this.evaluate(n.left, env, via, depth + 1) : null;
    return this.choose(n, leaves, env, via, depth);
  }

  /** One of a fork's values: the one this run picks (the first unless told), each run recorded. */
  private choose(key: Node, values: readonly Node[], env: Env, via: readonly Node[], depth: number): Item[] | null {
    if (this.recorder !== undefined) (this.recorder ??= new Map()).set(key, values.length);
    const i = this.picks?.get(key);
    if (i !== undefined) this.taken.add(key);
    const first = this.evaluate(values[i ?? 0] ?? values[0], env, via, depth + 1);
    if (first || i !== undefined || this.recorder !== undefined) return first;
    // No run varies this choice (a helper's body read for a call in another file): its first value that has text.
    for (const v of values.slice(1)) {
      const next = this.evaluate(v, env, via, depth + 1);
      if (next) return next;
    }
    return null;
  }

  /** One of several values held as expressions, taken one per run like a fork's (see `choose`). */
  private chooseValue(key: Node, values: readonly Value[], via: readonly Node[], depth: number): Item[] | null {
    if (values.length === 0) return null;
    if (this.recorder !== undefined && values.length > 1) (this.recorder ??= new Map()).set(key, values.length);
    const i = values.length > 1 ? this.picks?.get(key) : undefined;
    if (i !== undefined) this.taken.add(key);
    const v = values[i ?? 0] ?? values[0];
    return this.evaluate(v.node, v.env, via, depth + 1);
  }

  /**
   * The values a name holds as expressions: one the environment binds it to, or, for a parameter
   * of a callback an array method runs on each element (`paths.map((path) => api.get(path))`), each
   * element of that array (destructured as the parameter is). Undefined when it is neither, or the
   * array is not one this file spells element by element.
   */
  private valuesOf(id: TSESTree.Identifier, env: Env, depth: number): Value[] | undefined {
    const b = this.index.resolve(id);
    if (!b) return undefined;
    const bound = env.get(b.id);
    if (bound) return !Array.isArray(bound) && bound.kind === 'value' ? [bound] : undefined;
    // A loop's variable over an array (`for (const action of ['block', 'unblock'])`): each element, destructured as declared.
    const loop = forOfBinding(this.index, b);
    if (loop) {
      const out = this.elementValues(loop.list, new Map(), depth + 1)?.map((e) => destructure(e, loop.path));
      return out?.every((v): v is Value => !!v) ? out : undefined;
    }
    if (b.kind !== 'param' && (b.kind !== 'let' || b.init)) return undefined;
    // A constructor's parameter of a class the file keeps: what its `new`s give it (constructorArgument).
    const given = b.reassigned ? undefined : constructorArgument(this.index, b);
    if (given) return [{ kind: 'value', node: given, env: new Map() }];
    const at = paramPath(this.index, b.id);
    const call = at && this.index.parent.get(at.fn);
    if (at?.index !== 0 || call?.type !== 'CallExpression' || call.arguments[0] !== at.fn || call.callee.type !== 'MemberExpression' || call.callee.computed) return undefined;
    // `api.extend((options) => ({ prefixUrl: `${options.prefixUrl}/…` }))`: the options the instance was made with.
    if (OPTIONS_FUNCTION_FACTORIES.has(keyName(call.callee.property) ?? '') && call.arguments.length === 1) {
      const options = instanceOptions(this.index, call.callee.object);
      const value = options && destructure({ kind: 'value', node: options, env: new Map() }, at.path);
      return value ? [value] : undefined;
    }
    if (!ELEMENT_CALLBACKS.has(keyName(call.callee.property) ?? '')) return undefined;
    const elements = this.elementValues(call.callee.object, new Map(), depth + 1);
    const out = elements?.map((e) => destructure(e, at.path));
    return out?.every((v): v is Value => !!v) ? out : undefined;
  }

  /** The elements of an array as expressions: a literal (through constants), `filter`/`slice`/`sort` of one, `map` of one through its callback. */
  private elementValues(node: Node, env: Env, depth: number): Value[] | undefined {
    const n = unwrap(node);
    if (depth > MAX_DEPTH) return undefined;
    if (n.type === 'ArrayExpression') {
      if (n.elements.length > MAX_ALTERNATIVES || n.elements.some((e) => !e || e.type === 'SpreadElement')) return undefined;
      return n.elements.map((e) => ({ kind: 'value', node: e!, env }));
    }
    if (n.type === 'Identifier') {
      const b = this.index.resolve(n);
      if (!b || b.kind === 'param' || b.kind === 'import' || b.pattern || b.reassigned || !b.init || b.kind === 'function' || b.kind === 'class') return undefined;
      if (this.index.named(n.name).some((i) => i !== b.id && this.index.resolve(i) === b && this.mutated(i))) return undefined;
      return this.elementValues(b.init, env, depth + 1);
    }
    if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.computed) return undefined;
    const method = keyName(n.callee.property) ?? '';
    if (SAME_ELEMENTS.has(method)) return this.elementValues(n.callee.object, env, depth + 1);
    const cb = method === 'map' && n.arguments.length === 1 ? unwrap(n.arguments[0]) : undefined;
    const ret = cb && isFunction(cb) ? returnedExpression(cb) : undefined;
    const param = cb && isFunction(cb) ? cb.params[0] : undefined;
    if (!ret || !param) return undefined;
    const list = this.elementValues(n.callee.object, env, depth + 1);
    if (!list) return undefined;
    const out: Value[] = [];
    for (const e of list) {
      const inner: Env = new Map(e.env);
      if (!bindPattern(inner, param, e)) return undefined;
      out.push({ kind: 'value', node: ret, env: inner });
    }
    return out;
  }

  /** The function whose parameters stand for what its callers pass (see `forwarding`). */
  private forwardingFn?: Node;

  /**
   * Computes a call of `fn`'s body (`run`) as if each parameter held an API URL its callers give:
   * `function get(url) { return fetch(url) }`, `(path) => client.get(path)` on an instance's base.
   * Each parameter reads as an API root then a hole, so the call is a request whose URL the
   * callers fill (a wrapper); the root is never reported: the wrapper's sites evaluate its URL
   * expression again with the callers' arguments.
   */
  forwarding<T>(fn: Node, run: () => T | null): T | null {
    const [outer, unresolved] = [this.forwardingFn, this.unresolved];
    this.forwardingFn = fn;
    try {
      const result = run();
      // A probe that found no request sends the file to project mode no more than `siteOf` does.
      if (!result) this.unresolved = unresolved;
      return result;
    } finally {
      this.forwardingFn = outer;
    }
  }

  /** Computes a site (`run`), remembering the forks its evaluation met under `key`. */
  recording<T>(key: Node, run: () => T): T {
    const outer = this.recorder;
    this.recorder = null;
    try {
      return run();
    } finally {
      const forks = this.recorder as Map<Node, number> | null; // set by `choose` while `run` ran
      this.recorder = outer;
      if (forks) {
        this.forksOf.set(key, forks);
        if (outer !== undefined) for (const [k, v] of forks) (this.recorder ??= new Map()).set(k, v);
      }
    }
  }

  /**
   * The same site computed for every other value of the forks it met (the branch values of a
   * `let`, the leaves of a ternary), one fork varied at a time, forks met on the way varied too,
   * at most MAX_ALTERNATIVES runs in all. A run that never reached what it was told to vary is
   * the first value again and is dropped.
   */
  alternatives<T>(key: Node, run: () => T | null): T[] {
    const first = this.forksOf.get(key);
    if (!first) return [];
    const queue: Picks[] = [];
    const known = new Set<Node>();
    const plan = (forks: ReadonlyMap<Node, number>, base: Picks) => {
      for (const [k, count] of forks) {
        if (known.has(k)) continue;
        known.add(k);
        for (let i = 1; i < count; i++) queue.push(new Map([...base, [k, i]]));
      }
    };
    plan(first, new Map());
    const out: T[] = [];
    for (let runs = 1; queue.length > 0 && runs < MAX_ALTERNATIVES; runs++) {
      const picks = queue.shift()!;
      const [outerPicks, outerTaken, outerRecorder] = [this.picks, this.taken, this.recorder];
      const met = new Map<Node, number>();
      Object.assign(this, { picks, taken: new Set<Node>(), recorder: met });
      let result: T | null;
      let reached: boolean;
      const unresolved = this.unresolved;
      try {
        result = run();
        reached = [...picks.keys()].every((k) => this.taken.has(k));
      } finally {
        Object.assign(this, { picks: outerPicks, taken: outerTaken, recorder: outerRecorder });
      }
      if (result && reached) out.push(result);
      else this.unresolved = unresolved; // as `siteOf`: a name only a call that is no site read does not send the file to project mode
      plan(met, picks);
    }
    return out;
  }

  /**
   * A URL assembled over several statements: `let url = base; url += '/projects/' + id;` — the
   * value at a use is the initial value and every `+=` before it, when `+=` is all that changes it.
   */
  private appended(n: TSESTree.Identifier, init: Node, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const b = this.index.resolve(n)!;
    const writes = this.index.writesTo(n.name).filter((i) => i !== b.id && this.index.resolve(i) === b);
    const parts: Item[] = [...(this.evaluate(init, env, [...via, n], depth + 1) ?? [this.hole(init, via)])];
    for (const w of writes) {
      const a = this.index.parent.get(w) as TSESTree.AssignmentExpression;
      if (a.operator !== '+=' || a.range[1] > n.range[0]) return a.range[0] > n.range[0] ? parts : null;
      for (const it of this.evaluate(a.right, env, [...via, n], depth + 1) ?? [this.hole(a.right, via)]) parts.push(it);
    }
    return parts;
  }

  /**
   * `route.replace(':issue_iid', issue.id)`: the placeholder's segment holds the value given (a
   * hole that says which placeholder it fills); any other `replace` leaves the route as written.
   */
  private filled(route: Item[], n: TSESTree.CallExpression, env: Env, via: readonly Node[], depth: number): Item[] {
    const [from, to] = n.arguments;
    const name = from?.type === 'Literal' && typeof from.value === 'string' && /^:\w+$/.test(from.value) ? from.value.slice(1) : undefined;
    if (!name || !to || to.type === 'SpreadElement') return route;
    const at = placeholderAt(route, name);
    if (at === undefined) return route;
    // The version segment (`'/api/:version/…'.replace(':version', gon.api_version)`): the version the value names, read as a template's is.
    const value = this.apiVersion(route.slice(0, at), to, env, via, depth) ?? this.evaluate(to, env, via, depth + 1) ?? [{ ...this.hole(to, via), fills: name }];
    return [...route.slice(0, at), ...value, ...route.slice(at + 1 + name.length)];
  }

  /** `url.resolve(base, path)`, `new URL(path, base)`: the path resolved against the base (template.ts resolveReference). */
  private join(base: Node, path: Node, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const b = this.evaluate(base, env, via, depth + 1);
    // A helper's parameter (`url.resolve(BASE, path)`) is a hole its callers fill.
    const p = this.evaluate(path, env, via, depth + 1) ?? (b && this.isParameter(path) ? [this.hole(path, via)] : null);
    return p && resolveReference(b ?? [this.hole(base, via)], p, via);
  }

  /** Parts joined with one slash between each two (a spread of a list this file can read, each of its values); null when no part spells any text. */
  private joinAll(parts: readonly Node[], env: Env, via: readonly Node[], depth: number): Item[] | null {
    const list = this.elements(parts, env, via, depth);
    return list && joinSegments(list.parts, via);
  }

  /**
   * The values of a list of segments: an array literal (spreads of lists it can read included), a
   * rest parameter's arguments, a constant array, and such a list through `.map(String)` or
   * `.map(encodeURIComponent)`. Undefined when the list is anything else, or longer than a URL's.
   */
  private segments(node: Node, env: Env, via: readonly Node[], depth: number): Segments | undefined {
    const n = unwrap(node);
    if (depth > MAX_DEPTH) return undefined;
    if (n.type === 'ArrayExpression') return this.elements(n.elements, env, via, depth) ?? undefined;
    if (n.type === 'Identifier') {
      const b = this.index.resolve(n);
      const bound = b && env.get(b.id);
      // A list a wrapper's caller gives (`put(segments)` → `endpoint(segments)`), while the wrapper is probed: one segment its callers fill.
      if (bound) return !Array.isArray(bound) ? (bound.kind === 'segments' ? bound : undefined) : this.probedList(bound);
      if (b?.kind === 'param' && b.fn && b.fn === this.forwardingFn) return { kind: 'segments', parts: [[this.hole(n, via)]] };
      if (!b || b.kind === 'param' || b.pattern || b.reassigned || b.kind === 'import' || !b.init) return undefined;
      // A constant array another statement may push to is no longer what it was written as.
      if (this.index.named(n.name).some((id) => id !== b.id && this.index.resolve(id) === b && this.mutated(id))) return undefined;
      return this.segments(b.init, env, [...via, n], depth + 1);
    }
    if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.computed || n.arguments.length !== 1) return undefined;
    // `[BASE, 'projects', id].filter(Boolean)`: the list less its empty parts, read so that the route is reported, never
    // rewritten: a part that is not all text may be empty (the path a segment less), and the all-text list no binding of
    // the differential suite proves.
    const test = unwrap(n.arguments[0]);
    if (keyName(n.callee.property) === 'filter' && test.type === 'Identifier' && test.name === 'Boolean' && !this.index.resolve(test)) {
      const kept = this.segments(n.callee.object, env, via, depth + 1);
      return kept && { kind: 'segments', parts: kept.parts.filter((p) => p.length > 0).map((p) => readOnly(p)) };
    }
    if (keyName(n.callee.property) !== 'map') return undefined;
    const list = this.segments(n.callee.object, env, via, depth + 1);
    const f = unwrap(n.arguments[0]);
    // `.map((s) => encodeURIComponent(String(s)))`: the callback's value for each part.
    const ret = isFunction(f) && f.params.length === 1 && f.params[0].type === 'Identifier' ? returnedExpression(f) : undefined;
    if (list && ret) {
      const param = (f as TSESTree.FunctionLike).params[0] as TSESTree.Identifier;
      return { kind: 'segments', parts: list.parts.map((part) => this.evaluate(ret, new Map([...env, [param, part]]), via, depth + 1) ?? [this.hole(n, via)]) };
    }
    const name = f.type === 'Identifier' && !this.index.resolve(f) ? f.name : undefined;
    if (!list || (name !== 'String' && name !== 'encodeURIComponent')) return undefined;
    // `encodeURIComponent` changes text with reserved characters: such a part is a value we do not know.
    const encode = (part: Item[]) => (name !== 'encodeURIComponent' ? part : UNRESERVED.test(textOf(part)) ? encodedText(part) : [this.hole(n, via)]);
    return { kind: 'segments', parts: list.parts.map(encode) };
  }

  /** The `name=value` pair a list's `.map(callback)` makes of one item (the item a hole), if its callback returns one. */
  private mappedPair(list: Node, env: Env, via: readonly Node[], depth: number): Item[] | undefined {
    const m = unwrap(list);
    if (m.type !== 'CallExpression' || m.callee.type !== 'MemberExpression' || m.callee.computed || keyName(m.callee.property) !== 'map' || m.arguments.length !== 1) return undefined;
    const f = unwrap(m.arguments[0]);
    const ret = isFunction(f) && f.params[0]?.type === 'Identifier' ? returnedExpression(f) : undefined;
    const pair = ret && this.evaluate(ret, env, via, depth + 1);
    return pair && /^[^=&?#/]+=/.test(textOf(pair)) ? pair : undefined;
  }

  /** A forwarded parameter's probe value (`/api/v4` and its hole, see `forwarding`) used as a list: one segment, the hole. */
  private probedList(bound: Item[]): Segments | undefined {
    const holes = bound.filter((it): it is Hole => it.kind === 'hole');
    const param = holes.length === 1 ? unwrap(holes[0].node) : undefined;
    const b = param?.type === 'Identifier' ? this.index.resolve(param) : undefined;
    return b?.kind === 'param' && b.fn === this.forwardingFn && this.forwardingFn ? { kind: 'segments', parts: [[holes[0]]] } : undefined;
  }

  /** Array elements or call arguments as segments, spreads expanded; null when a spread is not a list this file can read. */
  private elements(nodes: ReadonlyArray<Node | null>, env: Env, via: readonly Node[], depth: number): Segments | null {
    const parts: Item[][] = [];
    let text = false;
    for (const e of nodes) {
      if (!e) return null; // a hole in the array: `[a, , b].join('/')` is no URL we read
      if (e.type === 'SpreadElement') {
        const list = this.segments(e.argument, env, via, depth + 1);
        if (!list) return null;
        parts.push(...list.parts);
        text ||= list.parts.some((p) => p.some((it) => it.kind === 'char'));
      } else {
        const v = this.evaluate(e, env, via, depth + 1);
        text ||= !!v;
        parts.push(v ?? [this.hole(e, via)]);
      }
      if (parts.length > MAX_SEGMENTS) return null;
    }
    if (!text) return null;
    // A list written out (no spread): each item knows its element, so a rewrite can rebuild the list (fix/segments.ts).
    if (nodes.every((e) => e && e.type !== 'SpreadElement')) {
      const list: SegmentList = { nodes: nodes as Node[], file: this.file };
      return { kind: 'segments', parts: parts.map((part, index) => part.map((it) => (it.kind === 'mark' || it.element ? it : { ...it, element: { list, index } }))) };
    }
    return { kind: 'segments', parts };
  }

  /** A use of a list that may change it: `parts.push(x)`, `parts[0] = x`, or handing it to a call. */
  private mutated(id: TSESTree.Identifier): boolean {
    const p = this.index.parent.get(id);
    if (p?.type === 'MemberExpression' && p.object === id) {
      const outer = this.index.parent.get(p);
      if (outer?.type === 'AssignmentExpression' && outer.left === p) return true;
      return !p.computed && /^(push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin)$/.test(keyName(p.property) ?? '');
    }
    return p?.type === 'CallExpression' || p?.type === 'NewExpression' || p?.type === 'AssignmentExpression';
  }

  private isParameter(n: Node): boolean {
    const u = unwrap(n);
    return u.type === 'Identifier' && this.index.resolve(u)?.kind === 'param';
  }

  /** `this.base` (a class field or a `this.base = …` assignment) and `config.base` (an object constant). */
  private member(n: TSESTree.MemberExpression, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const obj = unwrap(n.object);
    const name = !n.computed && n.property.type === 'Identifier' ? n.property.name : undefined;
    const refs = obj.type === 'Identifier' && name ? this.valuesOf(obj, env, depth) : undefined;
    if (refs) {
      // `item.url` of an element handed to a callback: the property each element's object spells.
      const props = refs.map((r) => ({ r, v: unwrap(r.node).type === 'ObjectExpression' ? propertyValue(unwrap(r.node) as TSESTree.ObjectExpression, name!) : undefined }));
      if (props.some((p) => !p.v)) return null;
      return this.chooseValue(n, props.map((p) => ({ kind: 'value', node: p.v!, env: p.r.env })), [...via, n], depth);
    }
    // `url.split('?')[0]`: the text before the separator's first place in it, read only (no binding proves it).
    const head = n.computed && unwrap(n.property).type === 'Literal' && (unwrap(n.property) as TSESTree.Literal).value === 0 ? splitHead(obj) : undefined;
    if (head) {
      const v = this.evaluate(head.of, env, via, depth + 1);
      return v && readOnly(beforeText(v, head.sep));
    }
    // `new URL(path, BASE).href`: the whole text of the URL made there (as `.toString()` and `String(…)` give).
    if (name === 'href' && isNewUrl(this.index, obj)) return this.evaluate(obj, env, via, depth + 1);
    // `u.pathname`, `u.href` of a WHATWG URL object made here: that part of its value where it is read.
    const ub = obj.type === 'Identifier' && name && READABLE_PARTS.has(name) ? this.index.resolve(obj) : undefined;
    const parts = ub && this.urlObject(ub, n, env, [...via, n], depth, true);
    if (parts !== undefined) return parts && partOf(parts, name!);
    // A store module's state read in a handler: its value, or where the state spells it (a base that configuration gives, `process.env.X`).
    const kept = name ? this.moduleState(obj, name) : undefined;
    if (kept) return this.evaluate(kept, new Map(), [...via, n], depth + 1) ?? [this.hole(kept, [...via, n])];
    const value = this.memberValue(n);
    if (value) return value.ev.evaluate(value.node, value.ev === this ? env : new Map(), [...via, n], depth + 1);
    const resource = resourceMember(this.index, n);
    if (!resource) return name && !this.isThisRead(obj) ? this.tiedRead(name, n, via, depth) : null;
    // The route is spelled in the constructor: a method's call reports at the call, and edits
    // nothing there (the constructor's own site edits the literal).
    return unanchored(this.resourceItems(resource.route, resource.one, [...via, n]));
  }

  /**
   * The URL `url.format` makes of an object's parts (`{ protocol: 'https', host, pathname: '/api/v3/…' }`), as Node's
   * legacy formatter joins them; a part it cannot read is a value it does not know. Read only.
   */
  private formatted(o: TSESTree.ObjectExpression, env: Env, via: readonly Node[], depth: number): Item[] | null {
    if (o.properties.some((p) => p.type !== 'Property' || p.computed)) return null;
    const part = (name: string): Item[] | undefined => {
      const v = propertyValue(o, name);
      return v && (this.evaluate(v, env, via, depth + 1) ?? [this.hole(v, via)]);
    };
    const protocol = part('protocol');
    const host = part('host') ?? (part('hostname') && [...part('hostname')!, ...(part('port') ? [...charsOf(':', via), ...part('port')!] : [])]);
    const pathname = part('pathname');
    if (!pathname) return null;
    const colon = protocol && textOf(protocol).endsWith(':') ? [] : charsOf(':', via);
    const origin = host ? [...(protocol ? [...protocol, ...colon] : []), ...charsOf('//', via), ...host] : [];
    const slash = host && textOf(pathname)[0] !== '/' ? charsOf('/', via) : [];
    return readOnly([...origin, ...slash, ...pathname, ...(part('search') ?? [])]);
  }

  /** A resource class's route (`path`), or the route of one resource (`path + '/:' + idName`). */
  resourceItems(route: ResourceRoute, one: boolean, via: readonly Node[]): Item[] {
    const path = stringLiteralItems(route.path, this.text, this.file, via);
    if (!one || !route.id) return path;
    return [...path, ...charsOf('/:', via), ...stringLiteralItems(route.id, this.text, this.file, via)];
  }

  memberValue(n: TSESTree.MemberExpression): Located | undefined {
    if (n.computed || (n.property.type !== 'Identifier' && n.property.type !== 'PrivateIdentifier')) return undefined;
    const name = n.property.name;
    const obj = unwrap(n.object);
    if (obj.type === 'ThisExpression' || (obj.type === 'Identifier' && this.isThisAlias(obj))) {
      const cls = this.index.enclosingClass(n);
      const own = cls ? classField(cls, name, n.property.type === 'PrivateIdentifier') : (this.constructorField(obj, name) ?? this.literalMember(obj, name) ?? this.mixinField(obj, name));
      if (own) return { ev: this, node: own };
      // A method of an object another module may copy onto its class (mixins.ts): project mode finds the class.
      const mixin = !cls && obj.type === 'ThisExpression' ? methodObject(this.index, obj) : undefined;
      return cls?.superClass || (mixin && exportedObject(this.index, mixin.id)) ? this.outside(n.property) : undefined;
    }
    if (obj.type === 'MemberExpression' && unwrap(obj.object).type === 'ThisExpression' && !obj.computed && obj.property.type === 'Identifier') {
      // `this.http.get(…)`: the language service knows the field's class when it is typed or built
      // here; a declared type says whether that class is the project's (`http: AxiosInstance` is not).
      const cls = this.index.enclosingClass(n);
      const field = cls && classField(cls, obj.property.name);
      const type = cls && fieldType(cls, obj.property.name);
      if (type) return this.projectType(type) ? this.outside(n.property) : undefined;
      return /\.[cm]?tsx?$/.test(this.file) || (field && unwrap(field).type === 'NewExpression') ? this.outside(n.property) : undefined;
    }
    const kept = this.moduleState(obj, name);
    if (kept) return { ev: this, node: kept };
    // `pkg.config.gitlabApi` of an imported or required module's (a JSON file's) nested value: project mode reads it.
    let root: Node = obj;
    while (root.type === 'MemberExpression' && !root.computed) root = unwrap(root.object);
    if (root !== obj && root.type === 'Identifier') {
      const rb = this.index.resolve(root);
      return rb && !rb.reassigned && (rb.kind === 'import' || isRequire(rb.init) || jsonSpecifier(this.index, rb)) ? this.outside(n.property, rb) : undefined;
    }
    if (obj.type !== 'Identifier') return undefined;
    const b = this.index.resolve(obj);
    if (!b) return undefined;
    if (b.kind === 'import' || isRequire(b.init) || jsonSpecifier(this.index, b)) return this.outside(n.property, b);
    const target = this.objectOf(obj);
    const value = (target && propertyValue(target, name)) ?? this.assignedProperty(obj, name);
    if (value) return { ev: this, node: value };
    const init = b.init && unwrap(b.init);
    // An object of methods a factory of the code returns (`const http = createHttp()`, an imported `useGitlab()`),
    // or the one such object every call of a parameter's function gives it (`projects(http)`): its method.
    const made = b.kind === 'const' && !b.pattern && init?.type === 'CallExpression' ? this.objectMade(init) : b.kind === 'param' ? this.givenObject(b) : undefined;
    const verb = made && propertyValue(made.object, name);
    if (verb) return { ev: made.factory.ev, node: verb, fromObject: { factory: made.factory, memo: made.memo } };
    // An instance (`const http = new GitLabHttp()`, a parameter `http: GitLabHttp`): its class may be elsewhere.
    // Of a class this file declares: the method it declares under that name (sites.ts reads whether the file keeps the class).
    const own = init?.type === 'NewExpression' && init.callee.type === 'Identifier' && !b.reassigned ? this.index.resolve(init.callee) : undefined;
    const cls = own?.kind === 'class' ? this.index.parent.get(own.id) : undefined;
    const method = cls?.type === 'ClassDeclaration' ? cls.body.body.filter((m) => m.type === 'MethodDefinition' && m.kind === 'method' && !m.static && !m.computed && keyName(m.key) === name) : [];
    if (method.length === 1) return { ev: this, node: method[0] };
    const typed = b.kind === 'param' && this.projectType((b.id as TSESTree.Identifier).typeAnnotation?.typeAnnotation);
    return typed || init?.type === 'NewExpression' ? this.outside(n.property) : undefined;
  }

  /** The object of methods the factory `call` calls returns, if it returns one. */
  private objectMade(call: TSESTree.CallExpression): { factory: Located<TSESTree.FunctionLike>; object: TSESTree.ObjectExpression; memo: boolean; call: TSESTree.CallExpression } | undefined {
    const factory = this.calleeFunction(call);
    const made = factory && factoryObject(factory.node);
    return made && { factory, ...made, call };
  }

  /**
   * The object of methods a parameter holds where every call of its function in the run gives it the
   * same one: one factory call's, given as it is or through the constant that keeps it (`projects(http)`
   * of `const http = createHttp()`, `require('./projects')(http)`), or through a parameter given so again.
   */
  private givenObject(b: Binding): ReturnType<Evaluator['objectMade']> {
    // (Asked again while it is being answered, through a call's callee that reads the parameter: no one object.)
    if (b.kind !== 'param' || b.pattern || b.reassigned || b.index === undefined || !b.fn || typedParam(b) || this.giving.has(b)) return undefined;
    // Asked once per parameter: a bundle hands one object through many functions.
    if (this.given.has(b)) return this.given.get(b);
    this.giving.add(b);
    try {
      const found = this.givenObjectOf(b);
      this.given.set(b, found);
      return found;
    } finally {
      this.giving.delete(b);
    }
  }

  /** The parameters givenObject is answering, and those it answered. */
  private readonly giving = new Set<Binding>();
  private readonly given = new Map<Binding, ReturnType<Evaluator['objectMade']>>();

  private givenObjectOf(b: Binding): ReturnType<Evaluator['objectMade']> {
    const calls = this.functionCalls?.(b.fn as TSESTree.FunctionLike);
    const i = b.index ?? -1;
    let one: ReturnType<Evaluator['objectMade']>;
    for (const { ev: at, call } of calls ?? []) {
      const ev: Evaluator = at ?? this;
      const args = call.arguments.slice(0, i + 1);
      if (i < 0 || args.length <= i || args.some((a) => a.type === 'SpreadElement')) return undefined;
      const a = unwrap(args[i]);
      const held = a.type === 'Identifier' ? ev.index.resolve(a) : undefined;
      const init = held?.kind === 'const' && !held.pattern && held.init ? unwrap(held.init) : undefined;
      const made = a.type === 'CallExpression' ? ev.objectMade(a) : init?.type === 'CallExpression' ? ev.objectMade(init) : held ? ev.givenObject(held) : undefined;
      // Objects of two factory calls may hold two bases: no one object.
      if (!made || (one && one.call !== made.call)) return undefined;
      one = made;
    }
    return one;
  }

  /** Whether the file spells a store module's keys at all (moduleState). */
  private stateModules?: boolean;

  /**
   * `state.api` in a handler of a store module (components.ts's STATE_MODULES: a Vuex action's
   * `{ state }`, a mutation's `state`, `context.state`): the `api` of the module's state object,
   * when the file writes no such property of a state.
   */
  private moduleState(obj: Node, name: string): Node | undefined {
    // Most files have no store module: asked once, from the names the file spells (every member read asks).
    this.stateModules ??= this.index.named(STATE_MODULES.state).length > 0 && Object.keys(STATE_MODULES.groups).some((g) => this.index.named(g).length > 0);
    if (!this.stateModules) return undefined;
    let fn: Node | undefined;
    let as: 'state' | 'context' | undefined;
    if (obj.type === 'Identifier') {
      const b = this.index.resolve(obj);
      if (b?.kind === 'param' && b.index === 0) [fn, as] = [b.fn, 'state'];
      const prop = b && !b.fn ? this.index.parent.get(b.id) : undefined;
      const pattern = prop?.type === 'Property' && prop.value === b?.id && keyName(prop.key) === STATE_MODULES.contextKey ? this.index.parent.get(prop) : undefined;
      const f = pattern?.type === 'ObjectPattern' ? this.index.parent.get(pattern) : undefined;
      if (f && isFunction(f) && f.params[0] === pattern) [fn, as] = [f, 'context'];
    } else if (obj.type === 'MemberExpression' && !obj.computed && keyName(obj.property) === STATE_MODULES.contextKey && unwrap(obj.object).type === 'Identifier') {
      const b = this.index.resolve(unwrap(obj.object) as TSESTree.Identifier);
      if (b?.kind === 'param' && b.index === 0) [fn, as] = [b.fn, 'context'];
    }
    const handler = fn && this.index.parent.get(fn);
    const group = handler?.type === 'Property' && handler.value === fn ? this.index.parent.get(handler) : undefined;
    const groupProp = group?.type === 'ObjectExpression' ? this.index.parent.get(group) : undefined;
    const module = groupProp?.type === 'Property' && groupProp.value === group ? this.index.parent.get(groupProp) : undefined;
    if (module?.type !== 'ObjectExpression' || STATE_MODULES.groups[keyName((groupProp as TSESTree.Property).key) ?? ''] !== as) return undefined;
    const state = propertyValue(module, STATE_MODULES.state);
    const u = state && unwrap(state);
    const value = u && isFunction(u) ? returnedExpression(u) : u;
    const object = value && unwrap(value);
    if (object?.type !== 'ObjectExpression' || this.index.propertyAssignments(STATE_MODULES.state, name).length > 0) return undefined;
    return propertyValue(object, name);
  }

  /**
   * A type the project defines (`GitLabHttp`, imported from '../http'), whose class project mode can
   * look into; not a package's (`AxiosInstance`), a global one, or an inline shape (`{ url: string }`).
   */
  private projectType(type: TSESTree.TypeNode | undefined): boolean {
    if (type?.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return false;
    const b = this.index.resolve(type.typeName);
    return !!b && !fromPackage(this.index, b);
  }

  /**
   * `this.base` outside a class: the one `this.base = …` of the constructor function the object is
   * built by (ES5 and CoffeeScript classes, an AngularJS service), reached from its prototype's
   * methods (`Gitlab.prototype.get = function () {…}`), from the methods it assigns
   * (`this.jobs = function () {…}`) and through `var _this = this`.
   */
  private constructorField(obj: Node, name: string): Node | undefined {
    const b = obj.type === 'Identifier' ? this.index.resolve(obj) : undefined;
    const ctor = this.thisFunction(b ? b.id : obj, 0);
    if (!ctor?.body || ctor.body.type !== 'BlockStatement') return undefined;
    const values: Node[] = [];
    for (const st of ctor.body.body) {
      const e = st.type === 'ExpressionStatement' ? st.expression : undefined;
      if (e?.type !== 'AssignmentExpression' || e.operator !== '=' || e.left.type !== 'MemberExpression' || e.left.computed) continue;
      if (unwrap(e.left.object).type === 'ThisExpression' && e.left.property.type === 'Identifier' && e.left.property.name === name) values.push(e.right);
    }
    return values.length === 1 ? values[0] : undefined;
  }

  /**
   * `this.usersPath` in a method of an object literal (`const Api = { usersPath: '…', users() {…} }`):
   * that object's property, when the object is a constant nothing else writes a property of.
   */
  private literalMember(obj: Node, name: string): Node | undefined {
    if (obj.type !== 'ThisExpression') return undefined;
    let f: Node | undefined = this.index.parent.get(obj);
    while (f && (!isFunction(f) || f.type === 'ArrowFunctionExpression')) f = this.index.parent.get(f);
    const prop = f && this.index.parent.get(f);
    const literal = prop?.type === 'Property' && prop.value === f ? this.index.parent.get(prop) : undefined;
    if (literal?.type !== 'ObjectExpression') return undefined;
    const component = this.componentMember(literal, name);
    if (component !== undefined) return component ?? undefined;
    const decl = this.index.parent.get(literal);
    const id = decl?.type === 'VariableDeclarator' && decl.init === literal && decl.id.type === 'Identifier' ? decl.id : undefined;
    const b = id && this.index.resolve(id);
    if (!b || b.kind !== 'const' || this.index.propertyAssignments(id.name, name).some((w) => this.index.resolve(w.id) === b)) return undefined;
    return propertyValue(literal, name);
  }

  /**
   * `this.http` in a method of an object the file copies onto a class's prototype
   * (`Object.assign(GitLab.prototype, ciMixin)`): that class's field.
   */
  private mixinField(obj: Node, name: string): Node | undefined {
    const m = obj.type === 'ThisExpression' ? methodObject(this.index, obj) : undefined;
    const b = m && this.index.resolve(m.id);
    const cls = b && mixedInto(this.index, (a) => this.index.resolve(a) === b);
    return cls && classField(cls, name);
  }

  /**
   * `this.projectUrl` in a Vue component's method, created hook or computed property (the options
   * object is the module's default export): what the computed property of that name returns.
   * Undefined when `literal` is no component's options; null when it is and that name is no
   * computed property the file spells.
   */
  private componentMember(literal: TSESTree.ObjectExpression, name: string): Node | null | undefined {
    const group = this.index.parent.get(literal);
    const outer = group?.type === 'Property' && group.value === literal && (COMPONENT_OPTIONS.groups as readonly string[]).includes(keyName(group.key) ?? '') ? this.index.parent.get(group) : undefined;
    const options = outer?.type === 'ObjectExpression' ? outer : literal;
    if (this.index.parent.get(options)?.type !== 'ExportDefaultDeclaration') return undefined;
    const computed = propertyValue(options, COMPONENT_OPTIONS.computed);
    const fn = computed?.type === 'ObjectExpression' ? propertyValue(computed, name) : undefined;
    return fn && isFunction(fn) ? (returnedExpression(fn) ?? null) : null;
  }

  /** The function whose `this` a node's `this` is (arrows pass it through), followed from a method to its constructor. */
  private thisFunction(at: Node, hops: number): TSESTree.FunctionLike | undefined {
    let f: Node | undefined = this.index.parent.get(at);
    while (f && (!isFunction(f) || f.type === 'ArrowFunctionExpression')) f = this.index.parent.get(f);
    if (!f || !isFunction(f) || hops > 2) return f && isFunction(f) ? f : undefined;
    const p = this.index.parent.get(f);
    if (p?.type !== 'AssignmentExpression' || p.right !== f || p.left.type !== 'MemberExpression') return f;
    const o = unwrap(p.left.object);
    if (o.type === 'ThisExpression') return this.thisFunction(p, hops + 1);
    if (o.type === 'MemberExpression' && !o.computed && o.property.type === 'Identifier' && o.property.name === 'prototype' && o.object.type === 'Identifier') {
      const b = this.index.resolve(o.object);
      const ctor = b?.init && unwrap(b.init);
      return ctor && isFunction(ctor) ? ctor : undefined;
    }
    return f;
  }

  /** `var _this = this` (CoffeeScript, Babel) or `const self = this`. */
  private isThisAlias(id: TSESTree.Identifier): boolean {
    const b = this.index.resolve(id);
    return !!b?.init && unwrap(b.init).type === 'ThisExpression';
  }

  /** `params.type = 'commits'`: the one value a property of a local object is given later. */
  private assignedProperty(obj: TSESTree.Identifier, name: string): Node | undefined {
    const b = this.index.resolve(obj);
    if (!b) return undefined;
    const values = this.index.propertyAssignments(obj.name, name).filter((w) => this.index.resolve(w.id) === b);
    return values.length === 1 ? values[0].value : undefined;
  }

  /** The object literal an identifier stands for, when it is a constant. */
  objectOf(id: TSESTree.Identifier): TSESTree.ObjectExpression | undefined {
    const b = this.index.resolve(id);
    const init = b && b.kind !== 'param' && !b.reassigned && !b.pattern && b.init ? unwrap(b.init) : undefined;
    return init?.type === 'ObjectExpression' ? init : undefined;
  }

  /**
   * The value a WHATWG URL object holds where `use` reads it (`const u = new URL(API)`, then
   * `u.pathname = path.posix.join(u.pathname, …)`, `u.search = …`, `u.searchParams.append(k, v)`):
   * its first value with each write before the use applied in order. A write in a branch the use
   * is not in never reaches it; a query or fragment written in a branch may reach it (read as
   * written); a pathname written in a branch, in a loop or in another function, or a part no setter
   * here models (`host`, `href`, `delete`), reads as the value so far and a hole. Undefined when the
   * name is no such object, or (unless `always`) nothing writes to it: the value as first written.
   */
  private urlObject(b: Binding, use: Node, env: Env, via: readonly Node[], depth: number, always = false): UrlParts | null | undefined {
    if (b.pattern || !b.init || !isNewUrl(this.index, b.init) || !(b.kind === 'const' || ((b.kind === 'let' || b.kind === 'var') && !b.reassigned))) return undefined;
    const writes = urlWrites(this.index, b);
    if (writes.length === 0 && !always) return undefined;
    const first = this.evaluate(b.init, env, via, depth + 1);
    if (!first) return null;
    const parts = splitUrl(first);
    const fn = enclosingFunction(this.index, use);
    for (const w of writes) {
      // What cannot be read stays visible as what it is: the base, then a route computed where it
      // cannot be read (the base waits), never a URL that lost the base's path.
      const unread = (): UrlParts => ({ origin: parts.origin, pathname: [...parts.pathname, this.hole(w.at, via)], search: [], hash: [] });
      const wfn = enclosingFunction(this.index, w.at);
      // A use in a closure the writer's function makes (a Promise executor, a callback): the writes
      // before it reach it, and one after it in that function may run first.
      const outer = wfn !== fn && (!wfn || (fn !== undefined && contains(wfn, fn)));
      if (w.at.range[1] > use.range[0]) {
        if (outer || (wfn !== fn && fn !== undefined && wfn !== undefined && contains(fn, wfn))) return unread();
        continue;
      }
      if (exclusive(this.index, w.at, use)) continue;
      const sure = (wfn === fn || outer) && !inLoop(this.index, w.at, wfn) && straight(this.index, w.at, use);
      if (w.part === '?' || (w.part === 'pathname' && !sure) || (wfn !== fn && !outer)) return unread();
      if (w.op === 'entries') {
        // The object's entries as the query: a hole on the object, read as a query object is (sites.ts, container).
        const has = parts.search.some((it) => it.kind !== 'mark');
        parts.search = [...(has ? parts.search : []), ...appended([...charsOf(has ? '&' : '?', via), this.hole(w.value, via)])];
        continue;
      }
      const read = this.evaluate(w.value, env, via, depth + 1);
      // A pathname set to what cannot be read may have dropped the base's path (`u.pathname = f(u.pathname)`).
      if (!read && w.part === 'pathname' && w.op === '=') return unread();
      // Read, not edited: a setter encodes what it is given (a `?` put in a pathname is `%3F`), so
      // text a fix would add there does not mean what it would in a URL string.
      const value = readOnly(read ?? [this.hole(w.value, via)], w.part === 'pathname');
      const part = w.part as 'pathname' | 'search' | 'hash';
      if (w.op === 'param') {
        const key = readOnly(this.evaluate(w.key!, env, via, depth + 1) ?? [this.hole(w.key!, via)]);
        const has = parts.search.some((it) => it.kind !== 'mark');
        parts.search = [...(has ? parts.search : []), ...appended([...charsOf(has ? '&' : '?', via), ...key, ...charsOf('=', via), ...value])];
      } else parts[part] = w.op === '+=' ? setterValue(part, [...parts[part], ...value], via) : setterValue(part, value, via);
    }
    return parts;
  }

  /**
   * A tagged template as a URL builder: `` gl`projects/${p}/builds` `` where the tag joins its
   * strings onto a base (`(s, ...v) => base + String.raw(s, ...v)`, `base + strings.reduce(…)`,
   * a tag a factory returns around the root it is given). The tag's returned value with the one
   * part that reads its strings replaced by the template's own text, each value in it a hole
   * unless it is the same encoded. A tag this file cannot see into (a parameter, a destructured
   * name) is an unknown base before that text; a package's tag (graphql-tag, lit's `html`) is no
   * URL builder. Read, never edited: how a tag joins its strings is not proven.
   */
  private tagged(n: TSESTree.TaggedTemplateExpression, env: Env, via: readonly Node[], depth: number): Item[] | null {
    // `String.raw` of a template with no escapes is that template: read and edited as one.
    const t = unwrap(n.tag);
    const raw = t.type === 'MemberExpression' && !t.computed && keyName(t.property) === 'raw' && t.object.type === 'Identifier' && t.object.name === 'String' && !this.index.resolve(t.object);
    if (raw) return n.quasi.quasis.every((q) => q.value.raw === q.value.cooked) ? this.evaluate(n.quasi, env, via, depth + 1) : null;
    const text: Item[] = [];
    n.quasi.quasis.forEach((q, i) => {
      text.push(...unanchored(templateElementItems(q, this.text, this.file, via)));
      const e = n.quasi.expressions[i];
      if (!e) return;
      const v = this.evaluate(e, env, via, depth + 1);
      text.push(...(v && UNRESERVED.test(textOf(v)) ? unanchored(v) : [this.hole(e, via)]));
    });
    const tag = this.tagFunction(n.tag, env, via, depth);
    if (tag === null) return null;
    if (!tag) return readOnly([this.hole(n.tag, via), ...text]);
    const strings = tag.fn.params[0];
    const ret = returnedExpression(tag.fn);
    if (strings?.type !== 'Identifier' || !ret) return null;
    const built = tag.ev.evaluate(ret, tag.env, [...via, n], depth + 1);
    const reads = (it: Item) => it.kind === 'hole' && identifiersWithin(it.node).some((i) => i.name === strings.name && tag.ev.index.resolve(i)?.id === strings);
    const at = built ? built.findIndex(reads) : -1;
    if (!built || at < 0 || built.findIndex((it, i) => i > at && reads(it)) >= 0) return null;
    return [...built.slice(0, at), ...readOnly(text), ...built.slice(at + 1)];
  }

  /** The function a template's tag runs, with the environment it closes over; undefined when it cannot be seen, null for a package's. */
  private tagFunction(tag: Node, env: Env, via: readonly Node[], depth: number): { fn: TSESTree.FunctionLike; env: Env; ev: Evaluator } | null | undefined {
    const t = unwrap(tag);
    const b = t.type === 'Identifier' ? this.index.resolve(t) : undefined;
    if (!b || t.type !== 'Identifier') return undefined;
    let at: Located | undefined;
    if (b.kind === 'import' || isRequire(b.init)) {
      if (fromPackage(this.index, b)) return null;
      at = this.outside(t, b);
    } else if (b.kind === 'function' && b.init) at = { ev: this, node: b.init };
    else if (b.kind !== 'param' && !b.pattern && !b.reassigned && b.init) at = { ev: this, node: b.init };
    const node = at && unwrap(at.node);
    if (!at || !node) return undefined;
    if (isFunction(node)) return { fn: node, env: at.ev === this ? env : new Map(), ev: at.ev };
    // `const gl = apiTag(root)`: the function the factory returns, its parameters bound to the call's arguments.
    if (node.type !== 'CallExpression' || at.ev !== this) return undefined;
    const made = this.madeBy(node, env, via, depth + 1);
    return made && { fn: made.target.node, env: made.closure, ev: made.target.ev };
  }

  /**
   * An RFC 6570 URI template expanded with a variables object: `expand(template, vars)`, or
   * `lib.parse(template).expand(vars)` / `new UriTemplate(template).expand(vars)`, the template's
   * text holding at least one expression. `{x}`, `{+x}` and `{/x}` are the value the object spells
   * for `x` (a `{x}` that encoding would change, and any value a later spread may replace, a hole);
   * `{?a,b}` and `{&a}` a query of the names the object may give. Read, never edited: the expansion
   * is the library's, not the template's text.
   */
  private uriTemplate(n: TSESTree.CallExpression, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const callee = unwrap(n.callee);
    let template: Node | undefined;
    let vars: Node | undefined;
    if (callee.type === 'Identifier' && /^expand(Template|Uri|Url)?$/i.test(callee.name) && n.arguments.length === 2) [template, vars] = n.arguments;
    else if (callee.type === 'MemberExpression' && keyName(callee.property) === 'expand' && n.arguments.length === 1) {
      const made = unwrap(callee.object);
      if ((made.type === 'CallExpression' || made.type === 'NewExpression') && made.arguments.length === 1) [template, vars] = [made.arguments[0], n.arguments[0]];
    }
    if (!template || !vars || template.type === 'SpreadElement' || vars.type === 'SpreadElement') return null;
    const items = this.evaluate(template, env, via, depth + 1);
    const flat = items ? flatText(items) : '';
    if (!items || !/\{[+#./;?&]?\w+(,\w+)*\}/.test(flat)) return null;
    const obj = unwrap(vars).type === 'ObjectExpression' ? (unwrap(vars) as TSESTree.ObjectExpression) : unwrap(vars).type === 'Identifier' ? this.objectOf(unwrap(vars) as TSESTree.Identifier) : undefined;
    const value = (name: string): Item[] | 'absent' => {
      if (!obj) return [this.hole(vars!, via)];
      const at = obj.properties.findIndex((p) => p.type === 'Property' && !p.computed && keyName(p.key) === name);
      const spreadAfter = obj.properties.some((p, i) => p.type === 'SpreadElement' && i > at);
      if (at < 0) return spreadAfter ? [this.hole(vars!, via)] : 'absent';
      if (spreadAfter) return [this.hole(vars!, via)];
      const v = (obj.properties[at] as TSESTree.Property).value;
      return this.evaluate(v, env, via, depth + 1) ?? [this.hole(v, via)];
    };
    const out: Item[] = [];
    const visible = items.filter((it) => it.kind !== 'mark');
    for (let i = 0; i < visible.length; i++) {
      const it = visible[i];
      const close = it.kind === 'char' && it.ch === '{' ? visible.findIndex((x, k) => k > i && x.kind === 'char' && x.ch === '}') : -1;
      const expr = close > 0 ? flatText(visible.slice(i + 1, close)) : '';
      const m = /^([+#./;?&]?)(\w+(?:,\w+)*)$/.exec(expr);
      if (!m) {
        out.push(...readOnly([it]));
        continue;
      }
      i = close;
      const [op, names] = [m[1], m[2].split(',')];
      if (op === '?' || op === '&') {
        let first = op === '?';
        for (const name of names) {
          const v = value(name);
          if (v === 'absent') continue;
          out.push(...readOnly([...charsOf(`${first ? '?' : '&'}${name}=`, via), ...v]));
          first = false;
        }
        continue;
      }
      if (names.length !== 1 || !['', '+', '/'].includes(op)) {
        out.push(...readOnly([this.hole(n, via)]));
        continue;
      }
      const v = value(names[0]);
      if (v === 'absent') continue;
      const text = textOf(v);
      if (op === '/') out.push(...readOnly(charsOf('/', via)));
      // A value `{x}` encodes: a hole stands for what the expansion makes of it, never for the value itself.
      out.push(...readOnly(op !== '+' && (!UNRESERVED.test(text) || v.some((x) => x.kind === 'hole')) ? [this.hole(n, via)] : v));
    }
    return out;
  }

  /** A helper of this file that returns a URL built from its parameters: inline it. */
  private call(n: TSESTree.CallExpression, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const callee = unwrap(n.callee);
    const method = callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : undefined;
    // A split's own base (`gl.defaults.baseURL` turned back): a base read at run time, then its `/api/v3`, never edited.
    // (A per-project instance's base keeps its rest after the version: `/projects/` and the encoded id, a value of the run.)
    if (method === 'replace' && callee.type === 'MemberExpression' && turnBackText(this.index, n.arguments[1])) {
      const rest = tailParts(n.arguments[0]).flatMap((t): Item[] => (t === null ? [this.hole(n.arguments[0], via)] : charsOf(t, via)));
      return readOnly([this.hole(callee.object, via), ...stringLiteralItems(n.arguments[1] as TSESTree.StringLiteral, this.text, this.file, via), ...rest]);
    }
    // A route template filled in place (`'/projects/:id/keys'.replace(':id', id)`) keeps its shape.
    if (method === 'replace' && callee.type === 'MemberExpression') {
      const route = this.evaluate(callee.object, env, via, depth + 1);
      return route && this.filled(route, n, env, via, depth);
    }
    // A store's value read by its module's reader (`get(apiBase)`, components.ts STORES).
    if (callee.type === 'Identifier' && n.arguments.length === 1 && n.arguments[0].type === 'Identifier') {
      const reader = this.index.resolve(callee);
      const store = reader?.kind === 'import' && importedFrom(this.index, reader) === STORES.module && STORES.readers.includes(importedName(reader) ?? '') ? this.index.resolve(n.arguments[0]) : undefined;
      if (store) return this.storeOf(store, [...via, n], depth + 1);
    }
    // A value kept under a key and read back by it (`settings.get('gitlab api')`): what the one write of that key stores.
    const read = storeRead(n);
    const stored = read && this.stored(read, via, depth);
    if (stored) return stored;
    // An RFC 6570 template expanded: `expand('{+base}/projects/{id}{?state}', vars)`, `parse(t).expand(vars)`.
    const expanded = this.uriTemplate(n, env, via, depth);
    if (expanded) return expanded;
    // `encodeURIComponent(x)`, `String(x)` of a value that is the same encoded: that value (through `String`, a hole passes as it is).
    if (callee.type === 'Identifier' && /^(String|encodeURIComponent)$/.test(callee.name) && !this.index.resolve(callee) && n.arguments.length === 1 && n.arguments[0].type !== 'SpreadElement') {
      // Not a step deeper: a built-in runs no code of the project (the depth bounds recursion through it).
      const arg = this.evaluate(n.arguments[0], env, via, depth);
      const same = arg && (callee.name === 'String' || UNRESERVED.test(textOf(arg)));
      // A value not known here (a hole: a helper's parameter bound to its caller's argument) is read as
      // that value, but its text is not the encoded value: marked, so no rewrite spells it alone.
      if (same && callee.name !== 'String') return encodedText(arg);
      if (same) return arg;
      if (arg) return null;
    }
    // A rune's derived value (`$derived(url)`, `$derived.by(() => url)`): what it derives from.
    const rune = derivedArgument(this.index, n);
    if (rune) return this.evaluate(rune, env, via, depth + 1);
    // `u.toString()` of a URL (or of a string): its text. `s.valueOf()` too, read only: no binding of the differential suite proves it.
    if (method === 'toString' && n.arguments.length === 0 && callee.type === 'MemberExpression') return this.evaluate(callee.object, env, via, depth + 1);
    if (method === 'valueOf' && n.arguments.length === 0 && callee.type === 'MemberExpression') {
      const v = this.evaluate(callee.object, env, via, depth + 1);
      return v && readOnly(v);
    }
    // `BASE.concat('/projects/', id)` of a string: its text and each argument's, as `+` joins them (a list's
    // `concat` has no text of its own to start from).
    if (method === 'concat' && callee.type === 'MemberExpression' && n.arguments.length > 0 && n.arguments.every((a) => a.type !== 'SpreadElement')) {
      const head = this.evaluate(callee.object, env, via, depth + 1);
      if (head?.some((it) => it.kind === 'char')) return [...head, ...n.arguments.flatMap((a) => this.evaluate(a, env, via, depth + 1) ?? [this.hole(a, via)])];
    }
    // `url.trim()`, `url.toLowerCase()`: the text with its edges or its case changed by a built-in. Read, so that the
    // routes it names are reported; never rewritten: what the method makes of a rewritten text is not that text.
    // `url.slice(0)`: the whole text, read only (no binding proves it).
    const zero = n.arguments.length === 1 && unwrap(n.arguments[0]).type === 'Literal' && (unwrap(n.arguments[0]) as TSESTree.Literal).value === 0;
    if (method && ((zero && FROM_INDEX.has(method)) || TEXT_CHANGING.has(method)) && callee.type === 'MemberExpression') {
      const v = this.evaluate(callee.object, env, via, depth + 1);
      if (v?.some((it) => it.kind === 'char')) return readOnly(v);
    }
    // `url.format({ protocol, host, pathname })`: the URL the parts make, read only (no binding proves it).
    const parts = method === 'format' && n.arguments.length === 1 && callee.type === 'MemberExpression' && /^(url|URL)$/.test(calleeObjectName(callee)) ? unwrap(n.arguments[0]) : undefined;
    if (parts?.type === 'ObjectExpression') return this.formatted(parts, env, via, depth);
    if (method === 'resolve' && n.arguments.length === 2 && callee.type === 'MemberExpression' && /^(url|URL)$/.test(calleeObjectName(callee)))
      return this.join(n.arguments[0], n.arguments[1], env, via, depth);
    // `path.join(BASE, p)`, `path.posix.join(…)`, `urljoin(BASE, p)`: every part, one slash between.
    const joined = joinCall(callee, n.arguments.length + (n.arguments.some((a) => a.type === 'SpreadElement') ? 1 : 0));
    if (joined) return this.joinAll(n.arguments, env, via, depth);
    // `[BASE, 'projects', id].join('/')`, `[base, ...parts].join('/')`, `rest.join('/')`, `segments.map(encodeURIComponent).join('/')`
    if (method === 'join' && callee.type === 'MemberExpression' && slashArgument(n.arguments[0])) {
      const list = this.segments(callee.object, env, via, depth);
      return list ? joinSegments(list.parts, via) : null;
    }
    // `iids.map((i) => `iid[]=${i}`).join('&')`: the pair the callback makes of each item, read once (its name is every item's).
    const pairs = method === 'join' && callee.type === 'MemberExpression' && ampArgument(n.arguments[0]) ? this.mappedPair(callee.object, env, via, depth) : undefined;
    if (pairs) return pairs;
    // A compiled template filled with an object: `routes.tags({ api, id })` of `tags: _.template('<%= api %>/projects/<%= id %>/…')`.
    const compiled = this.compiledTemplate(n, env, via, depth);
    if (compiled) return compiled;
    const held = callee.type === 'Identifier' ? this.valuesOf(callee, env, depth) : undefined;
    const heldFn = held?.length === 1 && isFunction(unwrap(held[0].node)) ? (unwrap(held[0].node) as TSESTree.FunctionLike) : undefined;
    const target = heldFn ? { ev: this as Evaluator, node: heldFn } : this.calleeFunction(n);
    // A query string a builder makes of an object (`Requester.search(query)`): `?` and the object's
    // pairs, or nothing where it has none; the object is the query (sites.ts reads it where it is given).
    const builderFn = target?.node ?? staticMethod(this.index, n);
    const built = builderFn && queryBuilder(builderFn);
    const given = built && n.arguments[built.param];
    if (built && given && given.type !== 'SpreadElement') {
      this.inlined.add(n);
      return [...charsOf('?', [...via, n]), { ...this.hole(n, [...via, n]), query: { argument: unwrap(given), arrays: built.arrays } }];
    }
    const name = method ?? (callee.type === 'Identifier' ? callee.name : '');
    if (!target && PRINTF.test(name) && n.arguments[0]) {
      const filled = this.printf(n, name, env, via, depth);
      if (filled) return filled;
    }
    if (!target) {
      // A URL helper we cannot see into (`this.url('/todos')` from a base class): an unknown base
      // joined to the path it is given.
      if (!/url|path|endpoint|route|api/i.test(name) || !n.arguments[0]) return null;
      const arg = this.evaluate(n.arguments[0], env, [...via, n], depth + 1);
      if (!arg) return null;
      this.inlined.add(n);
      return [{ kind: 'hole', node: callee, file: this.file, via: [...via, n] }, ...arg];
    }
    const { ev, node: fn } = target;
    const ret = returnedExpression(fn);
    if (!ret) return null;
    const inner = this.bindArguments(fn, n, env, via, depth, heldFn ? held![0].env : env);
    const items = ev.evaluate(ret, inner, [...via, n], depth + 1);
    if (items) this.inlined.add(n);
    return items;
  }

  /**
   * A property read by its name alone, on an object the run does not follow (property-tie.ts): the
   * one value the run's files write under that name, when it is a v3 root, so that the calls on it are
   * reported and wait on it; the base proof moves it only when every read of the name is a request.
   * An untied v4 root is not read, as a stored one is not (`stored`).
   */
  private tiedRead(name: string, at: Node, via: readonly Node[], depth: number): Item[] | null {
    if (depth > MAX_DEPTH || !tieable(this.index, at, name)) return null;
    // The name may be written in another file of the run: only project mode reads them (a call with a fix on such a read sends its file there: prefix.ts).
    if (!this.propertyWriters) {
      this.namesAsked++;
      return null;
    }
    const writes = this.propertyWriters(name);
    if (writes?.length !== 1 || !writes[0].value) return null;
    const items = writes[0].ev.evaluate(writes[0].value, new Map(), [...via, at], depth + 1);
    if (!items || !V3_ROOT.test(flatText(items))) return null;
    TIED_BY_NAME.set(at, { name, value: writes[0].value });
    return items;
  }

  /** `this.x`, or through an alias of `this`: a class's or constructor's own field, never tied by name. */
  private isThisRead(obj: Node): boolean {
    return obj.type === 'ThisExpression' || (obj.type === 'Identifier' && this.isThisAlias(obj));
  }

  /**
   * The value a read of a key stands for. Tied (the module's own store, the key written once by a
   * literal, no key computed: keyed-store.ts `tiedWrite`): that write's value. Otherwise, where the
   * run writes that key once and the value is a v3 root, that value too, so the calls on it are
   * reported and wait on it: the base proof holds a root whose reads it cannot tie
   * (decide/keyed-store.ts). An untied v4 root is not read: a route fix on a guessed base is no fix.
   */
  private stored(read: StoreRead, via: readonly Node[], depth: number): Item[] | null {
    if (depth > MAX_DEPTH) return null;
    const tied = tiedWrite(this.index, read);
    if (tied) return this.evaluate(tied.value, new Map(), [...via, read.call], depth + 1);
    const writes = (this.storeWrites?.(read.key, read.pair) ?? writesIn(this.index, read.pair).map((write) => ({ ev: this as Evaluator, write }))).filter((w) => w.write.key === read.key);
    // A key this file never writes may be written by another file of the run: project mode reads them.
    if (!this.storeWrites && writes.length === 0) this.unresolved = true;
    if (writes.length !== 1) return null;
    const items = writes[0].ev.evaluate(writes[0].write.value, new Map(), [...via, read.call], depth + 1);
    return items && V3_ROOT.test(flatText(items)) ? items : null;
  }

  /**
   * The environment a call of `fn` runs its body in: each parameter bound to the call's argument,
   * evaluated here (a hole when it spells nothing); a rest parameter to the arguments from its place on.
   */
  bindArguments(fn: TSESTree.FunctionLike, n: TSESTree.CallExpression, env: Env = new Map(), via: readonly Node[] = [], depth = 0, closure: Env = env): Env {
    const inner: Env = new Map(closure);
    fn.params.forEach((p, i) => {
      if (p.type === 'RestElement') {
        // `(id, ...rest) => …`: the arguments from here on, when none of them is a spread we cannot count.
        const list = p.argument.type === 'Identifier' ? this.elements(n.arguments.slice(i), env, via, depth) : null;
        if (list || (p.argument.type === 'Identifier' && n.arguments.length <= i)) inner.set(p.argument, list ?? { kind: 'segments', parts: [] });
        return;
      }
      const id = paramId(p);
      const arg = n.arguments[i];
      if (id.type !== 'Identifier' || !arg) return;
      // A list handed on (`endpoint(['projects', id])`, `endpoint(segments)` of a list): its segments.
      const value = arg.type !== 'SpreadElement' && (this.evaluate(arg, env, via, depth + 1) ?? this.listArgument(arg, env, via, depth));
      inner.set(id, value || [this.hole(arg, via)]);
    });
    return inner;
  }

  /** An argument that is a list of segments: an array literal, or a name bound to one (not a forwarded parameter's probe). */
  listArgument(arg: Node, env: Env = new Map(), via: readonly Node[] = [], depth = 0): Segments | undefined {
    const u = unwrap(arg);
    if (u.type === 'ArrayExpression') return this.elements(u.elements, env, via, depth) ?? undefined;
    const b = u.type === 'Identifier' ? this.index.resolve(u) : undefined;
    const bound = b && env.get(b.id);
    return bound && !Array.isArray(bound) && bound.kind === 'segments' ? bound : undefined;
  }

  /**
   * A call of a template a template engine compiled (TEMPLATE_ENGINES: `_.template(text)`), given a
   * variables object: the template's text with each interpolation the value the object gives that
   * name (a property path, a name the object may not give, or one a spread may replace: a hole).
   * Read, never edited (see the registry). Null when the callee is no such template.
   */
  private compiledTemplate(n: TSESTree.CallExpression, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const callee = unwrap(n.callee);
    let made: Located | undefined;
    if (callee.type === 'MemberExpression') made = this.memberValue(callee);
    else if (callee.type === 'Identifier') {
      const b = this.index.resolve(callee);
      if (b && b.kind === 'const' && !b.pattern && b.init) made = { ev: this, node: b.init };
    }
    const compile = made && unwrap(made.node);
    if (compile?.type !== 'CallExpression' || compile.callee.type !== 'MemberExpression' || compile.callee.computed || !compile.arguments[0]) return null;
    const lib = unwrap(compile.callee.object);
    const method = keyName(compile.callee.property);
    const engine = lib.type === 'Identifier' ? TEMPLATE_ENGINES.find((e) => e.method === method && made!.ev.engineName(lib, e)) : undefined;
    const text = engine && made!.ev.evaluate(compile.arguments[0], new Map(), [...via, n], depth + 1);
    if (!engine || !text) return null;
    const visible = text.filter((it) => it.kind !== 'mark');
    const flat = flatText(visible);
    const vars = n.arguments[0];
    const out: Item[] = [];
    let at = 0;
    for (const m of flat.matchAll(new RegExp(engine.holes.source, 'g'))) {
      out.push(...visible.slice(at, m.index));
      at = m.index + m[0].length;
      const name = m.slice(1).find((g) => g !== undefined) ?? '';
      const found = vars && vars.type !== 'SpreadElement' && !name.includes('.') ? this.objectProperty(vars, name, env, depth + 1) : undefined;
      const value = found && found !== 'absent' ? found.ev.evaluate(found.node, found.env, [...via, n], depth + 1) : null;
      out.push(...(value ?? [this.hole(found && found !== 'absent' ? found.node : n, via)]));
    }
    out.push(...visible.slice(at));
    return readOnly(out);
  }

  /** Whether a call compiles a template with a template engine (`_.template(text)`). */
  compiles(c: Node): boolean {
    if (c.type !== 'CallExpression' || c.callee.type !== 'MemberExpression' || c.callee.computed || c.callee.object.type !== 'Identifier') return false;
    const [lib, method] = [c.callee.object, keyName(c.callee.property)];
    return TEMPLATE_ENGINES.some((e) => e.method === method && this.engineName(lib, e));
  }

  /** Whether `lib` is the template engine's library: a global of one of its names, or an import of one (a package's, or a vendored copy under that name). */
  private engineName(lib: TSESTree.Identifier, engine: (typeof TEMPLATE_ENGINES)[number]): boolean {
    if (!engine.names.includes(lib.name)) return false;
    const b = this.index.resolve(lib);
    return !b || b.kind === 'import' || isRequire(b.init);
  }

  /**
   * The expression an object gives for the property `name`: an object literal (the last property
   * of that name or spread that gives it wins), through constants, a helper's returned object, and
   * a parameter bound to a caller's object literal or defaulting to one. 'absent' when the object
   * surely has no such property; undefined when it cannot be told.
   */
  private objectProperty(node: Node, name: string, env: Env, depth: number): { ev: Evaluator; node: Node; env: Env } | 'absent' | undefined {
    const n = unwrap(node);
    if (depth > MAX_DEPTH) return undefined;
    if (n.type === 'ObjectExpression') {
      for (let i = n.properties.length - 1; i >= 0; i--) {
        const p = n.properties[i];
        if (p.type === 'SpreadElement') {
          const inner = this.objectProperty(p.argument, name, env, depth + 1);
          if (inner !== 'absent') return inner;
        } else if (p.computed) return undefined;
        else if (keyName(p.key) === name) return { ev: this, node: p.value, env };
      }
      return 'absent';
    }
    if (n.type === 'Identifier') {
      const b = this.index.resolve(n);
      if (!b || b.pattern || b.reassigned) return undefined;
      const bound = env.get(b.id);
      // A parameter bound to the caller's object literal (held as the hole of that argument).
      if (Array.isArray(bound)) return bound.length === 1 && bound[0].kind === 'hole' && bound[0].node.type === 'ObjectExpression' ? this.objectProperty(bound[0].node, name, env, depth + 1) : undefined;
      if (bound) return undefined;
      const dflt = this.index.parent.get(b.id);
      if (b.kind === 'param') return dflt?.type === 'AssignmentPattern' && dflt.left === b.id ? this.objectProperty(dflt.right, name, env, depth + 1) : undefined;
      return b.kind === 'const' && b.init ? this.objectProperty(b.init, name, env, depth + 1) : undefined;
    }
    if (n.type === 'CallExpression') {
      const target = this.calleeFunction(n);
      const ret = target && target.ev === this ? returnedExpression(target.node) : undefined;
      return ret ? this.objectProperty(ret, name, this.bindArguments(target!.node, n, env, [], depth + 1), depth + 1) : undefined;
    }
    return undefined;
  }

  /**
   * `util.format('%s/projects/%d/builds', base, id)`, `sprintf(…)`, `vsprintf(fmt, [a, b])`: the
   * format with each `%s`/`%d`/`%i`/`%f`/`%j` filled by its argument in turn. Only a format that
   * has such a specifier (`date.format('YYYY-MM-DD')` is no printf).
   */
  private printf(n: TSESTree.CallExpression, name: string, env: Env, via: readonly Node[], depth: number): Item[] | null {
    const fmt = this.evaluate(n.arguments[0], env, via, depth + 1);
    if (!fmt) return null;
    const list = n.arguments[1] && unwrap(n.arguments[1]);
    const args: Node[] = list?.type === 'ArrayExpression' && n.arguments.length === 2 ? list.elements.filter((e): e is TSESTree.Expression => !!e && e.type !== 'SpreadElement') : n.arguments.slice(1);
    const out: Item[] = [];
    let k = 0;
    let filled = false;
    for (let i = 0; i < fmt.length; i++) {
      const it = fmt[i];
      const next = fmt[i + 1];
      // `%%` is one `%`, written by the format: read, never edited as the two characters of the literal.
      if (it.kind === 'char' && it.ch === '%' && next?.kind === 'char' && next.ch === '%') {
        out.push(...charsOf('%', it.via));
        i++;
        continue;
      }
      if (it.kind === 'char' && it.ch === '%' && next?.kind === 'char' && /[sdifj]/.test(next.ch) && k < args.length) {
        const a = args[k++];
        const value = this.evaluate(a, env, via, depth + 1) ?? [this.hole(a, via)];
        // `%d`, `%i`, `%f` and `%j` convert what they are given (`%d` of `'a'` is `NaN`): a value's own text is not what they write.
        const converted = next.ch !== 's';
        for (const x of value) out.push(converted && x.kind === 'hole' ? { ...x, encoded: true } : x);
        if (converted && value.some((x) => x.kind === 'char') && !/^-?\d+$/.test(textOf(value))) return null;
        filled = true;
        i++;
        continue;
      }
      // The format's own text: an edit of it is written into a format (fix/rewrite.ts).
      out.push(it.kind !== 'hole' && it.lit ? { ...it, lit: formatOf(it.lit) } : it);
    }
    // `util.format` writes the arguments past the format's placeholders after it, a space before each (sprintf drops them).
    if (k < args.length && name === 'format') return null;
    return filled ? out : null;
  }

  /**
   * A call of a function a factory made (`const api = gitlabClient(BASE)`, `const del = verb('DELETE')`, here or
   * exported by another module): the function the factory returns, and its closure, the factory's parameters
   * bound to the arguments of the call that made it.
   */
  factoryProduct(n: TSESTree.CallExpression): FactoryProduct | undefined {
    const callee = unwrap(n.callee);
    return callee.type === 'Identifier' ? this.productNamed(callee) : undefined;
  }

  /** What `name` holds when a factory made it (see factoryProduct). */
  productNamed(name: TSESTree.Identifier): FactoryProduct | undefined {
    const b = this.index.resolve(name);
    if (!b || b.pattern || b.reassigned || b.kind === 'param' || b.kind === 'function' || b.kind === 'class') return undefined;
    const at = b.kind === 'import' || isRequire(b.init) ? this.outside(name, b) : b.kind === 'const' && b.init ? { ev: this as Evaluator, node: b.init } : undefined;
    const made = at && unwrap(at.node);
    return at && made?.type === 'CallExpression' ? at.ev.madeBy(made) : undefined;
  }

  /** The function the factory `call` calls returns, its parameters bound to the call's arguments (evaluated here). */
  private madeBy(call: TSESTree.CallExpression, env: Env = new Map(), via: readonly Node[] = [], depth = 0): FactoryProduct | undefined {
    const factory = this.calleeFunction(call);
    const ret = factory && returnedExpression(factory.node);
    const fn = ret && unwrap(ret);
    if (!factory || !fn || !isFunction(fn)) return undefined;
    return { target: { ev: factory.ev, node: fn }, closure: this.bindArguments(factory.node, call, env, via, depth), made: call, factory: factory.node };
  }

  /** The function a call runs, here or (project mode) in another file. */
  calleeFunction(n: TSESTree.CallExpression): Located<TSESTree.FunctionLike> | undefined {
    const callee = unwrap(n.callee);
    let target: Located | undefined;
    if (callee.type === 'Identifier') {
      const b = this.index.resolve(callee);
      if (!b) target = undefined;
      else if (b.kind === 'import' || isRequire(b.init)) target = this.outside(callee, b);
      else if (b.kind === 'function') target = b.init && { ev: this, node: b.init };
      else if (b.init && !b.reassigned && !b.pattern) target = { ev: this, node: unwrap(b.init) };
    } else if (callee.type === 'MemberExpression') {
      target = this.memberValue(callee);
    } else if (callee.type === 'CallExpression' && callee.callee.type === 'Identifier' && callee.callee.name === 'require' && !this.index.resolve(callee.callee)) {
      // `require('./projects')(http)`: the function that module exports as its value.
      const spec = callee.arguments[0];
      target = spec?.type === 'Literal' && typeof spec.value === 'string' ? this.moduleFunction?.(spec.value) : undefined;
    }
    // A function a library wraps, keeping the caller's arguments (ARGUMENT_KEEPERS: `Meteor.wrapAsync(fn)`): that function.
    const kept = target && target.node.type === 'CallExpression' ? keptFunction(target.node) : undefined;
    if (kept) target = { ev: target!.ev, node: kept };
    return target && isFunction(target.node) ? (target as Located<TSESTree.FunctionLike>) : undefined;
  }
}

/** The function a call of an argument-keeping wrapper is given, written in place (`wrapAsync(function (…) { … })`). */
export function keptFunction(call: TSESTree.CallExpression): TSESTree.FunctionLike | undefined {
  const { name } = calleeName(call.callee);
  const fn = call.arguments[0] && unwrap(call.arguments[0]);
  return name && ARGUMENT_KEEPERS.has(name) && isFunction(fn) ? fn : undefined;
}

/** Where `:name` stands as a whole segment of a template (after a `/`, before a `/`, `?`, `#` or the end). */
function placeholderAt(items: readonly Item[], name: string): number | undefined {
  const ch = (i: number) => (items[i]?.kind === 'char' ? (items[i] as { ch: string }).ch : undefined);
  for (let i = 1; i < items.length; i++) {
    if (ch(i) !== ':' || ch(i - 1) !== '/') continue;
    let k = 0;
    while (k < name.length && ch(i + 1 + k) === name[k]) k++;
    const after = ch(i + 1 + k);
    if (k === name.length && (i + 1 + k >= items.length || (after !== undefined && '/?#'.includes(after)))) return i;
  }
  return undefined;
}

/** `path.join`, `path.posix.join`, `posix.join`, `urljoin`/`urlJoin` (url-join) with two parts or more. */
function joinCall(callee: Node, count: number): boolean {
  if (count < 2) return false;
  if (callee.type === 'Identifier') return /^url-?join$/i.test(callee.name);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.property.name !== 'join') return false;
  const o = unwrap(callee.object);
  if (o.type === 'Identifier') return o.name === 'path' || o.name === 'posix';
  return o.type === 'MemberExpression' && !o.computed && o.property.type === 'Identifier' && o.property.name === 'posix' && unwrap(o.object).type === 'Identifier' && (unwrap(o.object) as TSESTree.Identifier).name === 'path';
}

/**
 * The destructuring pattern a declared name stands in, walked up to its top (`({ a: [, b] })` → `['a', 1]` for `b`;
 * a default's left side counts, `({ url = '' })`), and the node that holds that top: a function's parameter list,
 * a variable's declarator. Undefined through a computed key.
 */
function patternPath(index: FileIndex, id: Node): { top: Node; holder: Node | undefined; path: Array<number | string> } | undefined {
  const path: Array<number | string> = [];
  let child: Node = id;
  for (let p = index.parent.get(id); ; child = p, p = index.parent.get(p)) {
    if (p?.type === 'ArrayPattern') path.unshift(p.elements.indexOf(child as TSESTree.DestructuringPattern));
    else if (p?.type === 'Property' && p.value === child && !p.computed) {
      const k = keyName(p.key);
      if (!k) return undefined;
      path.unshift(k);
    } else if (p?.type !== 'ObjectPattern' && !(p?.type === 'AssignmentPattern' && p.left === child)) return { top: child, holder: p, path };
  }
}

/** Where a name stands in a function's parameters: which one, and the path into its destructuring (`([, path]) =>`: 0, [1]). */
function paramPath(index: FileIndex, id: Node): { fn: TSESTree.FunctionLike; index: number; path: Array<number | string> } | undefined {
  const at = patternPath(index, id);
  const i = at && isFunction(at.holder) ? at.holder.params.indexOf(at.top as TSESTree.Parameter) : -1;
  return i >= 0 ? { fn: at!.holder as TSESTree.FunctionLike, index: i, path: at!.path } : undefined;
}

/**
 * The array a `for…of` loop's declared variable takes each element of, and the variable's path in
 * the declared pattern: the loop declares it once (`const`, or a `let` the body never assigns) and
 * does not await.
 */
function forOfBinding(index: FileIndex, b: Binding): { list: Node; path: Array<number | string> } | undefined {
  if (b.reassigned || b.init || (b.kind !== 'const' && b.kind !== 'let')) return undefined;
  const at = patternPath(index, b.id);
  const d = at?.holder;
  const decl = d?.type === 'VariableDeclarator' && d.id === at!.top ? index.parent.get(d) : undefined;
  const loop = decl && index.parent.get(decl);
  if (decl?.type !== 'VariableDeclaration' || decl.declarations.length !== 1 || loop?.type !== 'ForOfStatement' || loop.left !== decl || loop.await) return undefined;
  return { list: loop.right, path: at!.path };
}

/** A value's part a destructuring path names (`[1]` of `['jobs', fn]` is `fn`); undefined when the value does not spell it. */
function destructure(v: Value, path: ReadonlyArray<number | string>): Value | undefined {
  let node: Node = v.node;
  for (const step of path) {
    const n = unwrap(node);
    const next = typeof step === 'number' ? (n.type === 'ArrayExpression' ? n.elements[step] : undefined) : n.type === 'ObjectExpression' ? propertyValue(n, step) : undefined;
    if (!next || next.type === 'SpreadElement') return undefined;
    node = next;
  }
  return { kind: 'value', node, env: v.env };
}

/**
 * The options object an instance was made with, where the file spells it: a constant, never
 * reassigned, made by a factory method of the registry given an object (`const api = ky.extend({ prefixUrl })`).
 */
function instanceOptions(index: FileIndex, receiver: Node): TSESTree.ObjectExpression | undefined {
  const r = unwrap(receiver);
  const b = r.type === 'Identifier' ? index.resolve(r) : undefined;
  const init = b?.kind === 'const' && !b.pattern && !b.reassigned && b.init ? unwrap(b.init) : undefined;
  if (init?.type !== 'CallExpression' || init.callee.type !== 'MemberExpression' || init.callee.computed || !FACTORY_METHODS.has(keyName(init.callee.property) ?? '')) return undefined;
  const options = init.arguments[0] && unwrap(init.arguments[0]);
  return options?.type === 'ObjectExpression' ? options : undefined;
}

/** Binds a callback's parameter (a name or a destructuring of it) to an element; false when the element does not spell what it destructures. */
function bindPattern(env: Env, param: Node, value: Value): boolean {
  const p = paramId(param);
  if (p.type === 'Identifier') {
    env.set(p, value);
    return true;
  }
  if (p.type === 'ArrayPattern')
    return p.elements.every((e, i) => {
      if (!e) return true;
      const part = destructure(value, [i]);
      return !!part && bindPattern(env, e, part);
    });
  if (p.type === 'ObjectPattern')
    return p.properties.every((q) => {
      const k = q.type === 'Property' && !q.computed ? keyName(q.key) : undefined;
      const part = k ? destructure(value, [k]) : undefined;
      return !!part && bindPattern(env, (q as TSESTree.Property).value, part);
    });
  return false;
}

/** A binding's value as text: a list of segments is none. */
function items(bound: Item[] | Segments | Value | undefined): Item[] | undefined {
  return Array.isArray(bound) ? bound : undefined;
}

/**
 * Items read through `encodeURIComponent`: a hole is marked (its text is not the encoded value, so no
 * rewrite spells it alone), a literal's characters too (text written there must stay the same encoded).
 */
function encodedText(items: Item[]): Item[] {
  return items.map((it) => (it.kind === 'hole' ? { ...it, encoded: true } : it.kind === 'char' && it.lit ? { ...it, lit: encodedOf(it.lit) } : it));
}

/** The same literal, read through `encodeURIComponent`: one object per literal (see formatOf). */
const ENCODED = new WeakMap<Literal, Literal>();
function encodedOf(lit: Literal): Literal {
  let e = ENCODED.get(lit);
  if (!e) ENCODED.set(lit, (e = { ...lit, encoded: true }));
  return e;
}

/** The same literal, read as a printf format: one object per literal, so that rewrite.ts still finds its characters in one literal. */
const FORMATS = new WeakMap<Literal, Literal>();
function formatOf(lit: Literal): Literal {
  let f = FORMATS.get(lit);
  if (!f) FORMATS.set(lit, (f = { ...lit, format: true }));
  return f;
}

/** Segments joined with one slash between each two (`path.join`, `.join('/')`); none is the empty text. */
function joinSegments(parts: readonly Item[][], via: readonly Node[]): Item[] {
  if (parts.length === 0) return [];
  return parts.slice(1).reduce<Item[]>((acc, v) => joinPath(acc, v, via), parts[0]);
}

function ampArgument(n: Node | undefined): boolean {
  return n?.type === 'Literal' && n.value === '&';
}

function slashArgument(n: Node | undefined): boolean {
  return n?.type === 'Literal' && n.value === '/';
}

/**
 * The leaves of a ternary chain or of `||`/`??` defaults, left to right; undefined past
 * MAX_ALTERNATIVES. Iterative: a minified bundle's chain is as deep as the parser lets it be.
 */
function branchLeaves(root: Node): Node[] | undefined {
  const out: Node[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const n = unwrap(stack.pop()!);
    if (n.type === 'ConditionalExpression') stack.push(n.alternate, n.consequent);
    else if (n.type === 'LogicalExpression' && n.operator !== '&&') stack.push(n.right, n.left);
    else out.push(n);
    if (out.length + stack.length > MAX_ALTERNATIVES) return undefined;
  }
  return out;
}

/** Assignments of one variable looked at; more is a hole (generated code, a state machine). */
const MAX_WRITES = 64;

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);

/**
 * The values a reassigned `let`/`var` may hold where `use` reads it: its initial value and every
 * `=` before the use, a straight-line assignment (in a block the use is in) replacing what came
 * before it, an assignment in a branch the use is not in adding one. Undefined when that cannot be
 * bounded: a `+=` or `++`, a write in a loop or in another function, more than MAX_ALTERNATIVES.
 */
function reachingValues(index: FileIndex, use: TSESTree.Identifier, b: Binding, assigned: readonly TSESTree.Identifier[]): Node[] | undefined {
  if (assigned.length > MAX_WRITES) return undefined;
  const fn = enclosingFunction(index, use);
  if (enclosingFunction(index, b.id) !== fn) return undefined;
  const writes: Array<{ at: Node; value: Node | undefined }> = [];
  const decl = index.parent.get(b.id);
  if (decl?.type === 'VariableDeclarator') writes.push({ at: index.parent.get(decl) ?? decl, value: b.init });
  for (const w of assigned) {
    const a = index.parent.get(w);
    if (a?.type !== 'AssignmentExpression' || a.operator !== '=') return undefined;
    if (enclosingFunction(index, a) !== fn || inLoop(index, a, fn)) return undefined;
    if (a.range[1] <= use.range[0]) writes.push({ at: a, value: a.right });
  }
  writes.sort((x, y) => x.at.range[0] - y.at.range[0]);
  let values: Node[] = [];
  for (const w of writes) {
    if (exclusive(index, w.at, use)) continue;
    if (straight(index, w.at, use)) values = [];
    if (w.value) values.push(...(branchLeaves(w.value) ?? [w.value]));
  }
  return values.length <= MAX_ALTERNATIVES ? values : undefined;
}

function enclosingFunction(index: FileIndex, n: Node): Node | undefined {
  for (let p = index.parent.get(n); p; p = index.parent.get(p)) if (isFunction(p)) return p;
  return undefined;
}

function inLoop(index: FileIndex, n: Node, fn: Node | undefined): boolean {
  for (let p = index.parent.get(n); p && p !== fn; p = index.parent.get(p)) if (LOOPS.has(p.type)) return true;
  return false;
}

function contains(outer: Node, inner: Node): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

/** A write whose statement sits directly in a block (or case) the use is in: it always runs first. */
function straight(index: FileIndex, at: Node, use: Node): boolean {
  const stmt = at.type === 'AssignmentExpression' ? index.parent.get(at) : at;
  if (stmt?.type !== 'ExpressionStatement' && stmt?.type !== 'VariableDeclaration') return false;
  const block = index.parent.get(stmt);
  return !!block && contains(block, use);
}

/** A write in one arm of an `if`, a ternary or a `switch` and a use in another: it never reaches. */
function exclusive(index: FileIndex, at: Node, use: Node): boolean {
  let child: Node = at;
  for (let p = index.parent.get(at); p; child = p, p = index.parent.get(p)) {
    if (!contains(p, use)) continue;
    if (p.type === 'IfStatement' || p.type === 'ConditionalExpression') {
      const arm = [p.consequent, p.alternate].find((a) => a && contains(a, use));
      return child !== p.test && !!arm && arm !== child;
    }
    if (p.type === 'SwitchStatement') return child.type === 'SwitchCase' && !contains(child, use);
    return false;
  }
  return false;
}

function calleeObjectName(m: TSESTree.MemberExpression): string {
  return m.object.type === 'Identifier' ? m.object.name : '';
}

/**
 * A binding imported or required from a package (`axios`, `glob`, `node:url`) rather than from the
 * project: relative paths, the usual alias prefixes (`@/`, `~/`, `#`) and a framework's aliases
 * (components.ts `MODULE_ALIASES`: SvelteKit's `$lib`) are the project's own.
 */
export function fromPackage(index: FileIndex, b: Binding): boolean {
  let source: Node | undefined;
  if (b.kind === 'import') source = (index.parent.get(b.init!) as TSESTree.ImportDeclaration | undefined)?.source;
  else {
    let u = b.init && unwrap(b.init);
    while (u?.type === 'MemberExpression') u = unwrap(u.object);
    if (u?.type === 'CallExpression') source = u.arguments[0];
  }
  const spec = source?.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
  return spec !== undefined && !/^(\.|\/|@\/|~|#)/.test(spec) && !MODULE_ALIASES.some((a) => spec === a.alias || spec.startsWith(`${a.alias}/`));
}

/** The module an import binding comes from (`'svelte/store'`). */
export function importedFrom(index: FileIndex, b: Binding): string | undefined {
  const source = (index.parent.get(b.init!) as TSESTree.ImportDeclaration | undefined)?.source;
  return typeof source?.value === 'string' ? source.value : undefined;
}

/** The name an import binding takes from its module (`readable` of `import { readable as r }`). */
function importedName(b: Binding): string | undefined {
  return b.init?.type === 'ImportSpecifier' ? (keyName(b.init.imported) ?? undefined) : undefined;
}

function isRequire(n: Node | undefined): boolean {
  let u = n && unwrap(n);
  while (u?.type === 'MemberExpression') u = unwrap(u.object);
  return u?.type === 'CallExpression' && u.callee.type === 'Identifier' && u.callee.name === 'require';
}

/** The expression a compiler's derived value stands for (components.ts `DERIVED_VALUES`), when the callee is such an unbound name. */
function derivedArgument(index: FileIndex, n: TSESTree.CallExpression): Node | undefined {
  const callee = unwrap(n.callee);
  const root = callee.type === 'MemberExpression' && !callee.computed ? callee.object : callee;
  if (root.type !== 'Identifier' || index.resolve(root) || n.arguments.length !== 1 || n.arguments[0].type === 'SpreadElement') return undefined;
  const name = callee.type === 'MemberExpression' ? `${root.name}.${keyName(callee.property) ?? ''}` : root.name;
  const kind = DERIVED_VALUES[name];
  const arg = n.arguments[0];
  if (kind === 'value') return arg;
  return kind === 'getter' && isFunction(arg) ? returnedExpression(arg as TSESTree.FunctionLike) : undefined;
}

/** The expression a function returns, when its body is one return (or an arrow's expression). */
export function returnedExpression(fn: TSESTree.FunctionLike): Node | undefined {
  if (!fn.body) return undefined;
  if (fn.body.type !== 'BlockStatement') return fn.body;
  const returns = fn.body.body.filter((s): s is TSESTree.ReturnStatement => s.type === 'ReturnStatement');
  return returns.length === 1 && returns[0].argument ? returns[0].argument : undefined;
}

/**
 * The object a factory returns, one literal (`() => ({ get, post })`, `return { get }`, React's
 * `return useMemo(() => ({ … }), deps)`): every call of the factory gives an object of those methods.
 */
export function returnedObject(fn: TSESTree.FunctionLike): TSESTree.ObjectExpression | undefined {
  return factoryObject(fn)?.object;
}

function factoryObject(fn: TSESTree.FunctionLike): { object: TSESTree.ObjectExpression; memo: boolean } | undefined {
  const r = returnedExpression(fn);
  const memo = r && memoCallback(r);
  const u = memo ? returnedExpression(memo) : r;
  return u && unwrap(u).type === 'ObjectExpression' ? { object: unwrap(u) as TSESTree.ObjectExpression, memo: !!memo } : undefined;
}

/** The callback of a memo hook's call (`useMemo(() => …, deps)`, `React.useMemo(…)`), whose value the call returns. */
export function memoCallback(n: Node): TSESTree.FunctionLike | undefined {
  const u = unwrap(n);
  const callee = u.type === 'CallExpression' ? unwrap(u.callee) : undefined;
  const name = callee?.type === 'Identifier' ? callee.name : callee?.type === 'MemberExpression' && !callee.computed ? keyName(callee.property) : undefined;
  const cb = u.type === 'CallExpression' && name && MEMO_HOOKS.has(name) && u.arguments[0] ? unwrap(u.arguments[0]) : undefined;
  return isFunction(cb) ? cb : undefined;
}

export function propertyValue(obj: TSESTree.ObjectExpression, name: string): Node | undefined {
  for (const p of obj.properties) {
    if (p.type !== 'Property' || p.computed || keyName(p.key) !== name) continue;
    // An accessor's read is what its getter returns; a setter alone gives nothing to read.
    if (p.kind === 'get') return getterValue(p.value as TSESTree.FunctionExpression);
    if (p.kind === 'init') return p.value;
  }
  return undefined;
}

/**
 * The value the `new`s of a class the file keeps give a constructor's parameter (`new GitLab(API_V3)`
 * for `constructor(api)`): the class is made nowhere else (instance-calls.ts `keptHere`), and one `new`
 * (or every one with the same constant) gives it. Undefined for any other parameter, or where a `new`
 * leaves it out or spreads its arguments before it.
 */
export function constructorArgument(index: FileIndex, b: Binding): Node | undefined {
  if (b.kind !== 'param' || b.pattern || b.index === undefined || !b.fn) return undefined;
  const def = index.parent.get(b.fn);
  const body = def?.type === 'MethodDefinition' && def.kind === 'constructor' ? index.parent.get(def) : undefined;
  const cls = body && index.parent.get(body);
  if (cls?.type !== 'ClassDeclaration' || !cls.id || !keptHere(index, cls)) return undefined;
  const own = index.resolve(cls.id);
  const made = own ? index.references(own).map((r) => index.parent.get(r)) : [];
  const out: Node[] = [];
  for (const m of made) {
    if (m?.type !== 'NewExpression') return undefined;
    const args = m.arguments.slice(0, b.index + 1);
    if (args.length <= b.index || args.some((a) => a.type === 'SpreadElement')) return undefined;
    out.push(args[b.index]);
  }
  // Instances given other values share the methods' requests: no one value (a v3 and another
  // server's instance would have one call's fix move both).
  // (A class the file never makes gives its parameter nothing.)
  if (out.length === 0) return undefined;
  const one = (a: Node) => (a.type === 'Identifier' ? index.resolve(a) : undefined);
  const same = out.length === 1 || (one(out[0])?.kind === 'const' && out.every((a) => one(a) === one(out[0])));
  return same ? out[0] : undefined;
}

/**
 * What a getter gives each read of its member (`get projectApi() { return \`${this.api}/projects/${id}\`; }`):
 * the expression of its one statement, a return; undefined for a body that does more (no one value).
 */
export function getterValue(fn: TSESTree.FunctionExpression | TSESTree.TSEmptyBodyFunctionExpression): Node | undefined {
  return fn.type === 'FunctionExpression' && fn.body.body.length === 1 ? returnedExpression(fn) : undefined;
}

/** The type a field is declared with (`http: AxiosInstance`, or `private http: Got` in the constructor). */
function fieldType(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, name: string): TSESTree.TypeNode | undefined {
  for (const m of cls.body.body) {
    if (m.type === 'PropertyDefinition' && !m.computed && m.key.type === 'Identifier' && m.key.name === name && m.typeAnnotation) return m.typeAnnotation.typeAnnotation;
    if (m.type !== 'MethodDefinition' || m.kind !== 'constructor') continue;
    for (const p of m.value.params) {
      if (p.type === 'TSParameterProperty' && p.parameter.type === 'Identifier' && p.parameter.name === name) return p.parameter.typeAnnotation?.typeAnnotation;
    }
  }
  return undefined;
}

/**
 * A class member's value: a field initializer, a method, or a `this.x = …` in the constructor. A
 * field the class's code writes again elsewhere (`reroot(root) { this.url = root; }`) has no one value.
 */
export function classField(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, name: string, priv = false): Node | undefined {
  const found = firstField(cls, name, priv);
  return found && !writtenAgain(cls, name, priv, found) ? found : undefined;
}

function firstField(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, name: string, priv: boolean): Node | undefined {
  // `#root` and `root` are different members.
  const key = priv ? 'PrivateIdentifier' : 'Identifier';
  for (const m of cls.body.body) {
    if ((m.type === 'PropertyDefinition' || m.type === 'MethodDefinition') && !m.computed && m.key.type === key && m.key.name === name) {
      // A read of an accessor is its getter's value (getterValue), never the function; a setter alone gives nothing.
      if (m.type === 'MethodDefinition' && m.kind === 'set') continue;
      if (m.type === 'MethodDefinition') return m.kind === 'get' ? getterValue(m.value) : m.value;
      if (m.value) return m.value;
    }
  }
  const ctor = cls.body.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'constructor');
  // `constructor(private readonly api: string)`: the parameter is the field.
  for (const p of ctor?.value.params ?? []) if (p.type === 'TSParameterProperty' && p.parameter.type === key && p.parameter.name === name) return p.parameter;
  for (const s of ctor?.value.body?.body ?? []) {
    const e = s.type === 'ExpressionStatement' ? s.expression : undefined;
    if (
      e?.type === 'AssignmentExpression' &&
      e.operator === '=' &&
      e.left.type === 'MemberExpression' &&
      e.left.object.type === 'ThisExpression' &&
      !e.left.computed &&
      e.left.property.type === key &&
      e.left.property.name === name
    )
      return e.right;
  }
  return undefined;
}

/** Whether the class's code writes `this.<name>` other than where `value` is given (the write `found` reads). */
function writtenAgain(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, name: string, priv: boolean, value: Node): boolean {
  const index = fileIndexOf(cls);
  return !!index && thisMemberUses(index, cls, name, priv).writes.some((a) => a.type === 'UpdateExpression' || a.right !== value);
}

/** `text.split('?')` (a separator spelled as a string): what is split, and by what. */
function splitHead(n: Node): { of: Node; sep: string } | undefined {
  if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.computed || keyName(n.callee.property) !== 'split' || n.arguments.length !== 1) return undefined;
  const sep = unwrap(n.arguments[0]);
  return sep.type === 'Literal' && typeof sep.value === 'string' && sep.value ? { of: n.callee.object, sep: sep.value } : undefined;
}

/** The items before the first place the text spells `sep` (a hole may hold it too: the caller reads the result only). */
function beforeText(v: Item[], sep: string): Item[] {
  for (let i = 0; i + sep.length <= v.length; i++) if (v.slice(i, i + sep.length).every((it, k) => it.kind === 'char' && it.ch === sep[k])) return v.slice(0, i);
  return v;
}
