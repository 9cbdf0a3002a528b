// Sites: the calls of a file that reach the API, each with its URL template, its HTTP method and
// the parameter objects that travel with it.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Binding, FileIndex, Node } from './scope.js';
import type { Place } from '../types.js';
import { fileIndexOf, isFunction, paramId, sourceOf, within } from './scope.js';
import { TIED_BY_NAME } from './property-tie.js';
import { Evaluator, propertyValue, returnedExpression, type Env, type External, type FactoryProduct, type Located, type MadeObject } from './evaluate.js';
import { closureMethod, siblingProducts } from './factory-products.js';
import { instanceDoubt, instanceMethod, keptHere, type RunFile } from './instance-calls.js';
import { HTTP, isAbsent, keyName, receiverOfPath, unwrap, VERBS, withoutEmptyDefault } from './ast.js';
import { CARRIER_NAME, CLIENT_NAME, DOUBLE_METHODS, GITLAB_IN_FILE, GITLAB_NAME, ID_NAME_KEY, LOGGERS, NOT_A_BASE, NOT_CLIENTS, NOT_RESOURCE_KEYS, PRINTF, ROUTE_KEY, TEST_DOUBLES } from './guesses.js';
import { charsOf, joinPath, readOnly, textOf, unanchored, type Hole, type Item } from './template.js';
import type { QueryArrays } from './query-builder.js';
import { ADDS_PAIR, callsFunction, entriesObject, READS_QUERY } from './url-object.js';
import { openedRequest } from './opened.js';
import { givenAt, handedSources, onlyTested, paramSource, QUERY_SERIALISERS, serialisedQuery, writtenBodies, writtenBy, type ParamSource } from './handed.js';
import { RESOURCE_METHODS, resourceRouteFor, resourceRouteOf } from './resources.js';
import { parseUrl, segmentsOfUrl, type ParsedUrl } from './url.js';
import { isAnyRoute, isRouteRoot } from '../../rulebook/routes.js';
import { API_ROOTS } from '../../rulebook/lookups.js';
import { CLIENT_STYLES, clientStyle, DEFAULTS_HEADS, derivedStyles, INTERCEPTORS, OPTIONS_FUNCTION_FACTORIES, styleOfModule, styleOfName, UNKNOWN_CHAIN_STYLE, vendoredStyle, type ClientStyle, type Interceptors, type UnprovenCarrier } from '../../clients/index.js';
import { apiShaped, BASE_KEYS, calleeName, CONSTRUCTED, DEFAULT_GET, identifiersWithin, isServerCall } from './calls.js';
import { OPTION_KEYS, PARAM_KEYS, REGISTRY_KEYS, ROUTE_VALUE, stringish, stringValue, URL_KEYS, webPage } from './calls.js';
import { memberMethod } from './method-member.js';

/** The registry's styles of client members that send requests (got's `paginate`). */
const MEMBER_STYLES = CLIENT_STYLES.filter((s) => s.binding.kind === 'member');

/** An instance's base, with the evaluator of the file that spells it. */
export interface BoundInstance {
  base: Node;
  style?: string;
  ev: Evaluator;
  /** Put before URLs from the root path only (an interceptor's root). */
  rootPaths?: boolean;
  /** The base is a root an interceptor or plugin puts before the URL. */
  root?: PutRoot;
}

/** What an interceptor's or plugin's root is (interceptorPrefix), for the calls on it. */
export interface PutRoot {
  /** Carried in a way no differential case proves (Interceptors.carrier): Site.unprovenCarrier. */
  carrier?: UnprovenCarrier;
  /** Put before URLs from the root path only, by a test of the URL's first character: Site.rootedOnly. */
  rootedOnly?: true;
}

interface Wrapper {
  inner: Site;
  /** The instance base the inner call's URL is joined to (`client.get(path)`, `client = axios.create({ baseURL })`). */
  base?: Node;
  /** The evaluator of the file the base is spelled in. */
  baseEv?: Evaluator;
  /** The base is an option of the inner call itself (`{ baseURL, url }`): it may read the wrapper's parameters. */
  baseInCall?: boolean;
  /** The parameter whose argument spells the route (each call's site is rooted there). */
  urlParam: number;
  /** Every parameter the URL reads (`projectApi(id, path)` → `/projects/${id}${path}`: both). */
  urlParams: number[];
  methodParam?: number;
  /** The method is this property of the options object at `methodParam` (`{ method = 'GET', json } = {}`), defaulting to `methodFallback`. */
  methodKey?: string;
  methodFallback?: Node;
  optsParams: number[];
  /** The wrapper function. */
  fn: TSESTree.FunctionLike;
  /** The wrapper the inner call goes through in turn (`put(p) { return this.req('PUT', p) }`): its URL is that one's, given the inner call's arguments. */
  nested?: { w: Wrapper; fn: TSESTree.FunctionLike; ev: Evaluator };
}

export interface MethodInfo {
  value?: string;
  /** The node spelling the method (callee property or string literal), when it can be edited. */
  node?: Node;
  /**
   * `member`: a member of a table of methods the file declares (`Verb.Delete`, extract/method-member.ts).
   * `product`: a function a factory made with the method (`del` of `const del = verb('DELETE')`), whose
   * siblings for other methods are `products` (extract/factory-products.ts).
   */
  form?: 'callee' | 'string' | 'member' | 'product';
  products?: ReadonlyMap<string, string>;
  /** GET because the client defaults to it, not because the call says so. */
  defaulted?: boolean;
}

/** One request parameter as written: an object property or a query-string pair. */
export interface ParamRef {
  name: string;
  /** The file that spells it (a wrapper's own options may live in another file). */
  file: string;
  prop?: TSESTree.Property;
  container?: TSESTree.ObjectExpression;
  /** The text that names it where no object spells it (a declarative client's `@Query('iid')`): read, never rewritten. */
  named?: Node;
  /**
   * An entry of a list of pairs (`new URLSearchParams([['iid[]', v]])`, or the pair a `map` callback
   * returns for each item): its key literal, its value, and the list. Each entry sends one value.
   */
  pair?: { key: TSESTree.Literal | TSESTree.TemplateLiteral; value: Node; list: Node };
}

export interface Site {
  /** The file of the call. */
  file: string;
  /** The call (or, for a route table, the property) the site stands for. */
  call: Node;
  /** The expression the URL was evaluated from. */
  root: Node;
  url: ParsedUrl;
  method: MethodInfo;
  /** Object-literal parameters (query or body); the URL's query is in `url.query`. */
  params: ParamRef[];
  /** False when some parameters are hidden (a variable we cannot see into, a spread). */
  paramsComplete: boolean;
  /** Where the only hidden parameters are values the call passes (`body: JSON.stringify(body)`): those values. */
  unreadValues?: Node[];
  /** The call looks like an HTTP client call (a verb, a known client, an API-ish name). */
  clientLike: boolean;
  /**
   * A route from the root handed to code the run does not read as a request, where something says
   * GitLab (SiteFinder.handedRoutes): named for a person, though the call is no client's.
   */
  handed?: true;
  /** The registry style (src/clients) the call goes through, when it is known. */
  client?: string;
  /** The base of the client instance the call is made on (`axios.create({ baseURL: API })`'s `API`), when it has one. */
  boundTo?: Node;
  /**
   * A table of request records (`{ blockUser: { method: 'put', path: '/users/:id/block' } }`): on an
   * entry, the table it is in; on a call whose route is read from one (`http.request({ url:
   * ROUTES[name].path… })`), that table. The entries are the routes of the calls that read it.
   */
  table?: Node;
  /** Its version was told by the configuration's `baseUrls` (or the package's own base), not by its text: its base is that one. */
  configuredBase?: boolean;
  /** Its version is its library's defaults' (`axios.defaults.baseURL = '…/api/v3'` in the run): it spells no host. */
  onDefaults?: boolean;
  /** It stands for a configuration's value some program reads (a reader's request with no method), not a call of the code. */
  configValue?: boolean;
  /**
   * A part of the request carried in a way the differential suite does not prove for any style
   * (a URL object's query set from an object's entries): its fixes are for review at most.
   */
  unprovenCarrier?: UnprovenCarrier;
  /**
   * Its base is a root an interceptor or plugin puts before URLs from the root path only (`if
   * (req.url.startsWith('/')) req.url = ROOT + req.url`): an absolute URL of the call's own passes it
   * untouched (split.ts: a kept call's copy of the v3 base is its URL made absolute).
   */
  rootedOnly?: true;
  /**
   * The URL's query is what a builder makes of an object (query-builder.ts): the object where the call
   * (or a caller of its wrapper) gives it as a literal, the values still to be given by a wrapper's
   * callers, and how the builder writes a list. A rule's added parameter goes into that object, or nowhere.
   */
  builtQuery?: { object?: TSESTree.ObjectExpression; values: Node[]; arrays: QueryArrays };
  /** A call of a wrapper function: the function, its file, and the request it makes (where a split gives the call a copy of it). */
  wrapper?: { fn: TSESTree.FunctionLike; file: string; inner: Site; nested: boolean };
}

/** Files whose code may run in a page or a server: a component's or page's script the run does not read as code reads an injected instance unseen (a README that names it does not). */
export const RUNS_SCRIPT = /\.(?:[cm]?[jt]sx?|vue|svelte|astro|html?)$/i;

/** The objects whose properties every component or request context of a framework has (`Vue.prototype.$http = …`, `app.config.globalProperties.$http = …`). */
const INJECTION_HOLDERS = ['prototype', 'globalProperties'];

/** The assignment that puts a value on every component under the name `id` spells (`Vue.prototype.$http = …`), if `id` is that name's. */
function injection(index: FileIndex, id: Node): TSESTree.AssignmentExpression | undefined {
  const m = index.parent.get(id);
  const a = m && index.parent.get(m);
  if (id.type !== 'Identifier' || !id.name.startsWith('$') || m?.type !== 'MemberExpression' || m.property !== id || m.computed || a?.type !== 'AssignmentExpression' || a.left !== m || a.operator !== '=') return undefined;
  const holder = unwrap(m.object);
  return holder.type === 'MemberExpression' && !holder.computed && INJECTION_HOLDERS.includes(keyName(holder.property) ?? '') ? a : undefined;
}

/** What a module exports as its value, in the order written: `export default v`, `module.exports = v`. */
function moduleValues(index: FileIndex): Node[] {
  const out: Node[] = [];
  for (const st of index.program.body) {
    if (st.type === 'ExportDefaultDeclaration') out.push(unwrap(st.declaration));
    else if (st.type === 'ExpressionStatement' && st.expression.type === 'AssignmentExpression' && st.expression.operator === '=' && sourceOf(st.expression.left) === 'module.exports') out.push(unwrap(st.expression.right));
  }
  return out;
}

/** The object a configuration module exports: `export default {…}`, `export default defineConfig({…})`, `module.exports = {…}`. */
function exportedObject(index: FileIndex): TSESTree.ObjectExpression | undefined {
  for (let u of moduleValues(index)) {
    if (u.type === 'CallExpression' && u.arguments[0]) u = unwrap(u.arguments[0]);
    if (u.type === 'ObjectExpression') return u;
  }
  return undefined;
}

/** The function a module exports as its value: `module.exports = fn`, `export default fn`, written there or a function the module declares. */
function moduleValueFunction(index: FileIndex): TSESTree.FunctionLike | undefined {
  const u = moduleValues(index)[0];
  if (!u || isFunction(u)) return u;
  const b = u.type === 'Identifier' ? index.resolve(u) : undefined;
  const init = b && !b.reassigned ? (b.kind === 'function' ? b.init : b.kind === 'const' && b.init ? unwrap(b.init) : undefined) : undefined;
  return init && isFunction(init) ? init : undefined;
}

const VERSION_PLACEHOLDER = /(?:^|\/)api\/:\w+(?=$|\/)/;

/** A callee the extractor takes for no request by its name: a path join or a string's method (`NOT_CLIENTS`), a log line. */
function noRequestCallee(name: string | undefined, object: string | undefined): boolean {
  return (!!name && NOT_CLIENTS.test(name)) || (!!object && LOGGERS.test(object));
}

export class SiteFinder {
  readonly ev: Evaluator;
  /** Bases of client instances: `const api = axios.create({ baseURL })` → api. */
  private readonly instanceBase = new Map<string, { base: Node; style?: string; method?: string }>();

  private static readonly byEvaluator = new WeakMap<Evaluator, SiteFinder>();

  /** The finder of the file an evaluator reads. */
  static of(ev: Evaluator): SiteFinder | undefined {
    return SiteFinder.byEvaluator.get(ev);
  }

  /** The finders of the other files of the run (project mode): where a returned instance may be used. */
  peers?: () => readonly SiteFinder[];
  /** The file of the run an import of `specifier` in this file reaches (project mode), if any. */
  module?: (specifier: string) => string | undefined;
  /** The finder of a file of the run, loaded if need be (project mode). */
  load?: (file: string) => SiteFinder | undefined;
  /** The finders of the run's files whose text spells `word`, loaded if need be (project mode). */
  runFiles?: (word: string) => readonly SiteFinder[];
  /** The run's files whose text spells `word` that are no code the run reads here (project mode): what they do with it is unknown. */
  unreadFiles?: (word: string) => readonly Place[];

  /** The run's files that run code (a component, a page) spelling `word` that the run does not read as code here: reads no proof sees. */
  unreadCode(word: string): readonly Place[] {
    return (this.unreadFiles?.(word) ?? []).filter((p) => RUNS_SCRIPT.test(p.file));
  }

  constructor(
    readonly index: FileIndex,
    readonly text: string,
    readonly file: string,
    external?: External,
    /** What the file's code says, where a test asks what it names: its text, or a built program's names and strings (not the comments around them). */
    private readonly words: string = text,
    /** The run's files, where the instances the constructor finds need them (a vendored copy's: project mode). */
    run?: { module?: (specifier: string) => string | undefined; load?: (file: string) => SiteFinder | undefined },
  ) {
    this.module = run?.module;
    this.load = run?.load;
    this.ev = new Evaluator(index, text, file, external);
    SiteFinder.byEvaluator.set(this.ev, this);
    if (this.module && this.load)
      this.ev.moduleFunction = (specifier) => {
        const to = this.module!(specifier);
        const there = to ? this.load!(to) : undefined;
        const fn = there && moduleValueFunction(there.index);
        return fn && { ev: there.ev, node: fn };
      };
    this.findInstances();
  }

  /**
   * The bases of the file's client instances, as the registry says each style binds one:
   * `axios.create({ baseURL })`, `got.extend({ prefixUrl })`, `request.defaults({ baseUrl })` (a
   * factory and its option key), `bent(BASE, 'DELETE')` (the base at a position), as a variable or
   * `this.x`; and `axios.defaults.baseURL = …` (a property of the library every call of it reads).
   */
  private findInstances() {
    for (const call of this.index.calls) {
      const found = this.instanceMade(call);
      if (!found) continue;
      const parent = this.index.parent.get(this.configuredFrom(call, found.style));
      const key =
        parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier'
          ? parent.id.name
          : parent?.type === 'AssignmentExpression' && parent.left.type === 'MemberExpression' && parent.left.property.type === 'Identifier'
            ? 'this.' + parent.left.property.name
            : parent?.type === 'PropertyDefinition' && parent.key.type === 'Identifier'
              ? 'this.' + parent.key.name
              : undefined;
      if (key) this.instanceBase.set(key, found);
    }
    for (const call of this.index.calls) {
      const found = interceptorPrefix(call);
      const b = found && this.index.resolve(found.holder);
      if (found && b && !this.instanceBase.has(found.holder.name)) this.interceptorBase.set(found.holder.name, { base: found.base, binding: b, root: found.root });
    }
    // `X.defaults.baseURL = …`: found from the property names the registry's defaults bindings spell.
    for (const name of DEFAULTS_HEADS)
      for (const id of this.index.named(name)) {
        const m = this.index.parent.get(id);
        if (m?.type !== 'MemberExpression' || m.property !== id) continue;
        let top: Node = m;
        for (let p = this.index.parent.get(top); p?.type === 'MemberExpression' && p.object === top; p = this.index.parent.get(top)) top = p;
        const a = this.index.parent.get(top);
        if (a?.type === 'AssignmentExpression' && a.left === top && a.operator === '=') this.defaultsAssigned(a);
      }
  }

  /**
   * The instance `made` gives once configured by its style's chain methods that give it back on the
   * same base (`wretch(BASE).addon(…).headers({…})`: the registry's `configures`): the chain's last call.
   */
  private configuredFrom(made: Node, style: string | undefined): Node {
    const methods = clientStyle(style)?.configures ?? [];
    let n = made;
    for (let m = this.index.parent.get(n); m?.type === 'MemberExpression' && m.object === n && !m.computed && methods.includes(keyName(m.property) ?? ''); m = this.index.parent.get(n)) {
      const call = this.index.parent.get(m);
      if (call?.type !== 'CallExpression' || call.callee !== m) break;
      n = call;
    }
    return n;
  }

  /** The base and style of an instance a call makes, when the registry knows the factory. */
  private instanceMade(call: TSESTree.CallExpression | TSESTree.NewExpression): { base: Node; style?: string; method?: string } | undefined {
    const { name } = calleeName(call.callee);
    const c = unwrap(call.callee);
    if (c.type === 'MemberExpression' && name) {
      // The new options as a function of the instance's (`api.extend((options) => ({ … }))`): the object it returns.
      const fn = call.type === 'CallExpression' ? optionsFunction(call) : undefined;
      const returned = fn && returnedExpression(fn);
      const opts = returned ? unwrap(returned) : call.arguments[0] && unwrap(call.arguments[0]);
      if (opts?.type !== 'ObjectExpression') return undefined;
      const library = this.styleOfNode(c.object);
      const made = library ? derivedStyles(library).find((st) => st.binding.kind === 'factory' && st.binding.method === name) : undefined;
      // An unknown library's `create`/`extend`/`defaults` with a base key is still an instance on that base (not proven).
      if (!made && !UNKNOWN_FACTORIES.has(name)) return undefined;
      const keys = made?.binding.kind === 'factory' ? [...made.binding.keys, ...BASE_KEYS] : BASE_KEYS;
      const base = keys.map((k) => propertyValue(opts, k)).find(Boolean);
      return base ? { base, style: made?.id } : undefined;
    }
    if (c.type === 'Identifier' && call.type === 'CallExpression') {
      const style = this.styleOfNode(c);
      if (style?.binding.kind === 'positional') {
        if (style.binding.methodAmongArgs) return this.factoryArguments(call, style);
        const base = call.arguments[style.binding.index];
        return base && base.type !== 'SpreadElement' ? { base, style: style.id } : undefined;
      }
    }
    // A factory the registry does not know, handed an API base first (`makeClient(BASE)`): its
    // calls are on that base, through a style nobody proved. Not a class this file declares: its
    // methods are read as they are written, never guessed to take a path.
    const first = call.arguments[0];
    if (!first || first.type === 'SpreadElement' || (c.type === 'Identifier' && c.name === 'require')) return undefined;
    if (c.type === 'Identifier' && this.index.resolve(c)?.kind === 'class') return undefined;
    const u = unwrap(first);
    if (u.type !== 'Identifier' && u.type !== 'Literal' && u.type !== 'TemplateLiteral' && u.type !== 'BinaryExpression') return undefined;
    const before = this.ev.unresolved;
    const items = this.ev.evaluate(first);
    this.ev.unresolved = before;
    const url = items && parseUrl(items);
    return url && url.version !== null && url.segments.length === 0 ? { base: first } : undefined;
  }

  /**
   * A factory that tells its arguments apart by what they are (`bent(BASE, 'DELETE', 'json', headers,
   * 200)`, in any order): the base is the one that is a URL, the method the one spelled in capitals,
   * GET when none is. The method is read, never edited (every call of the function shares its text);
   * an argument that may be either (a parameter, a spread) leaves the method unknown, and a string
   * that is neither (an encoding) is no base: the function's calls spell their whole URL.
   */
  private factoryArguments(call: TSESTree.CallExpression, style: ClientStyle): { base: Node; style?: string; method?: string } {
    let base: Node | undefined;
    let method: string | undefined;
    let unknown = false;
    for (const a of call.arguments) {
      const u = unwrap(a);
      if (u.type === 'SpreadElement') {
        unknown = true;
        continue;
      }
      const text = stringValue(u);
      if (text !== undefined) {
        if (HTTP.test(text) && text === text.toUpperCase()) method = text;
        else if (/^https?:/i.test(text)) base = a;
        continue;
      }
      if ((u.type === 'Literal' && typeof u.value === 'number') || u.type === 'ObjectExpression' || u.type === 'ArrayExpression') continue;
      if (u.type === 'Identifier' && this.ev.objectOf(u)) continue;
      const before = this.ev.unresolved;
      const items = this.ev.evaluate(a);
      this.ev.unresolved = before;
      const url = items && parseUrl(items);
      if (url && url.version !== null && !base) base = a;
      else unknown = true;
    }
    // No base among them: the calls spell the whole URL (the argument at the binding's place stands for the base, as a call's own).
    const made = { base: base ?? call.arguments[(style.binding as { index: number }).index] ?? call, style: style.id };
    return unknown ? made : { ...made, method: method ?? 'GET' };
  }

  /** `axios.defaults.baseURL = BASE`: every call of `axios` in the file that spells no host starts there. */
  private defaultsAssigned(node: TSESTree.AssignmentExpression) {
    const path: string[] = [];
    let n: Node = node.left;
    while (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier') {
      path.unshift(n.property.name);
      n = n.object;
    }
    if (n.type !== 'Identifier') return;
    const library = this.styleOfNode(n);
    const made = library && derivedStyles(library).find((st) => st.binding.kind === 'defaults' && st.binding.path.join('.') === path.join('.'));
    if (made) this.defaultsBase.set(n.name, { base: node.right, style: made.id });
  }

  /** `http.interceptors.request.use((c) => { c.url = API_ROOT + c.url })`: the root an interceptor puts before each relative URL, by the instance's name. */
  private readonly interceptorBase = new Map<string, { base: Node; binding: Binding; root: PutRoot }>();

  /** `axios.defaults.baseURL = …` by the library's local name. */
  private readonly defaultsBase = new Map<string, { base: Node; style: string }>();

  /** The libraries whose defaults the file sets to a base (`axios.defaults.baseURL = …`), with the value set. */
  defaultsSet(): Array<{ library: string; base: Node }> {
    return [...this.defaultsBase.values()].map(({ base, style }) => ({ library: style.slice(0, style.lastIndexOf('.')), base }));
  }

  /**
   * The defaults style (`axios.defaults`) whose base value holds `node`, with the library it is a
   * property of: every call of that library, in any file, that spells no host reads it.
   */
  defaultsHolding(node: Node): { library: string; name: string; style: string; base: Node } | undefined {
    for (const [local, { base, style }] of this.defaultsBase) {
      const binding = clientStyle(style)?.binding;
      if (binding?.kind === 'defaults' && base.range[0] <= node.range[0] && node.range[1] <= base.range[1])
        return { library: style.slice(0, style.lastIndexOf('.')), name: [local, ...binding.path].join('.'), style, base };
    }
    return undefined;
  }

  /**
   * The registry style a name stands for: what it is imported or required from, the factory that
   * made it, or, for a name bound nowhere in the file (a global, a module's usual name), that name.
   */
  styleOfNode(node: Node): ClientStyle | undefined {
    // Names bound to each other (`const a = b; const b = a`) end here, as does a chain too long to matter.
    if (this.styleDepth > 16) return undefined;
    this.styleDepth++;
    try {
      return this.styleOf(node);
    } finally {
      this.styleDepth--;
    }
  }

  private styleDepth = 0;

  private styleOf(node: Node): ClientStyle | undefined {
    const u = unwrap(node);
    if (u.type === 'ThisExpression') return undefined;
    // A client chosen between clients of one style (`url.protocol === 'https:' ? https : http`) is that style.
    if (u.type === 'ConditionalExpression' || (u.type === 'LogicalExpression' && u.operator !== '&&')) {
      const [a, b] = u.type === 'ConditionalExpression' ? [u.consequent, u.alternate] : [u.left, u.right];
      const style = this.styleOfNode(a);
      return style && this.styleOfNode(b) === style ? style : undefined;
    }
    if (u.type === 'MemberExpression') {
      if (unwrap(u.object).type === 'ThisExpression' && u.property.type === 'Identifier') return clientStyle(this.instanceBase.get('this.' + u.property.name)?.style);
      // `require('node-rest-client').Client`, `got.default`
      return this.styleOfNode(u.object);
    }
    if (u.type === 'CallExpression' || u.type === 'NewExpression') {
      const { name } = calleeName(u.callee);
      if (u.callee.type === 'Identifier' && name === 'require') {
        const spec = stringValue(u.arguments[0]);
        return spec ? styleOfModule(spec) : undefined;
      }
      const made = u.type === 'CallExpression' ? this.instanceMade(u) : undefined;
      if (made?.style) return clientStyle(made.style);
      // `new Client()` of node-rest-client, `ofetch.create(…)` without a base: the library's own style.
      return this.styleOfNode(u.callee);
    }
    if (u.type !== 'Identifier') return undefined;
    const bound = this.instanceBase.get(u.name);
    const b = this.index.resolve(u);
    if (bound && (!b || b.kind !== 'param')) return clientStyle(bound.style);
    if (!b) return styleOfName(u.name);
    if (b.kind === 'import') {
      const decl = b.init && this.index.parent.get(b.init);
      // The export a named import takes: one module may export several styles (or names that are none).
      const imported = b.init?.type === 'ImportSpecifier' ? keyName(b.init.imported) : undefined;
      if (decl?.type !== 'ImportDeclaration' || typeof decl.source.value !== 'string') return undefined;
      const spec = decl.source.value;
      if (!spec.startsWith('.')) return styleOfModule(spec, imported);
      return b.init?.type === 'ImportNamespaceSpecifier' ? undefined : this.vendored(spec, imported ?? 'default');
    }
    if (b.kind === 'param' || !b.init || b.init === node) return undefined;
    return this.styleOfNode(b.init);
  }

  /**
   * The registry style a project's own copy of a library is (`import bent from './vendor/bent.mjs'`),
   * on evidence, never the name alone: the import reaches a file the run reads (project mode), kept
   * as a copy of a registry module in a vendor folder (clients' `vendoredStyle`), that exports what the
   * import takes (`default`, `request`), made there as a function or an object. A copy the run does not
   * read, or that exports no such thing, is no library the tool knows.
   */
  private vendored(specifier: string, imported: string): ClientStyle | undefined {
    // A copy's name alone is no evidence, but a run that cannot read the copy (one file at a time)
    // cannot tell: project mode can, and decides where it runs.
    if (!this.module && vendoredStyle(specifier, imported === 'default' ? undefined : imported)) this.ev.unresolved = true;
    const file = this.module?.(specifier);
    const style = file ? vendoredStyle(file, imported === 'default' ? undefined : imported) : undefined;
    const copy = style && file ? this.load?.(file) : undefined;
    return copy && exportsValue(copy.index.program, imported) ? style : undefined;
  }

  /** Whether a name is imported, or made by a call or `new` of an imported name. */
  private importedClient(id: TSESTree.Identifier): boolean {
    const b = this.index.resolve(id);
    if (b?.kind === 'import') return true;
    const init = b && !b.pattern && b.kind !== 'param' ? b.init && unwrap(b.init) : undefined;
    const callee = init && (init.type === 'NewExpression' || init.type === 'CallExpression') ? unwrap(init.callee) : undefined;
    return callee?.type === 'Identifier' && this.index.resolve(callee)?.kind === 'import';
  }

  /**
   * The instance a value holds when it was made elsewhere: returned by a function (of this file or,
   * in project mode, another) that makes one with a known factory or holds one
   * (`export function client(url) { return got.extend({ prefixUrl }) }`, then `const api = client(u)`),
   * or a name bound to such a value. Its base is evaluated by the evaluator of the file it is in.
   */
  instanceOf(expr: Node, depth = 0): BoundInstance | undefined {
    if (depth > 6) return undefined;
    let u = unwrap(expr);
    while (u.type === 'AwaitExpression') u = unwrap(u.argument);
    if (u.type === 'CallExpression') {
      const made = this.instanceMade(u);
      if (made) return { ...made, ev: this.ev };
      // An instance configured in a chain (`wretch(BASE).headers({…})`) is the instance made at its start.
      const c = unwrap(u.callee);
      if (c.type === 'MemberExpression' && !c.computed && clientStyle(this.instanceOf(c.object, depth + 1)?.style)?.configures?.includes(keyName(c.property) ?? '')) return this.instanceOf(c.object, depth + 1);
      const target = this.ev.calleeFunction(u);
      const owner = target && SiteFinder.byEvaluator.get(target.ev);
      const returned = target && returnedExpression(target.node);
      return owner && returned ? owner.instanceOf(returned, depth + 1) : undefined;
    }
    if (u.type !== 'Identifier') return undefined;
    const b = this.index.resolve(u);
    const found = this.instanceBase.get(u.name);
    if (found && b && b.kind !== 'param') return { ...found, ev: this.ev };
    if (!b || b.kind === 'param' || b.reassigned || b.pattern) return undefined;
    if (b.kind === 'import') {
      const at = this.ev.external?.(this.file, u);
      const owner = at && SiteFinder.byEvaluator.get(at.ev);
      if (!owner || at.node === u) return undefined;
      const decl = owner.index.parent.get(at.node);
      const prefixed = decl?.type === 'VariableDeclarator' && decl.id.type === 'Identifier' ? owner.interceptorBase.get(decl.id.name) : undefined;
      if (prefixed && prefixed.binding.id === (decl as TSESTree.VariableDeclarator).id) return { base: prefixed.base, style: owner.styleOfNode(at.node)?.id, ev: owner.ev, rootPaths: true, root: prefixed.root };
      const made = owner.instanceOf(at.node, depth + 1);
      // An instance made without a base, its base set on its defaults in its module (`http.defaults.baseURL = …` in `configure()`).
      const set = !made?.base && decl?.type === 'VariableDeclarator' && decl.id.type === 'Identifier' ? owner.defaultsBase.get(decl.id.name) : undefined;
      return set ? { base: set.base, style: set.style, ev: owner.ev, rootPaths: true } : made;
    }
    return b.init && b.init !== u ? this.instanceOf(b.init, depth + 1) : undefined;
  }

  /**
   * The instance a framework puts on every component and context under `name` (`this.$http`,
   * `context.$axios`, `{ $axios }`): one the run's code assigns to a prototype or to an app's
   * `globalProperties` (`Vue.prototype.$http = axios.create(…)`), or one a module of the registry's
   * `injected` bindings makes on the base its configuration file names (nuxt.config's
   * `axios.baseURL`). Undefined when the run puts none there, or more than one (project mode sees them).
   */
  private injected(name: string, callee: Node): { base?: Node; style?: string; ev?: Evaluator } | undefined {
    if (!name.startsWith('$') || !this.runFiles) return undefined;
    const found = this.injectedFound(name);
    // Only project mode sees the run's other files: where the call is a request's (`this.$http.get(…)`,
    // a module's `$axios`), not every call of a framework's `this.$router.push(…)`.
    const verb = callee.type === 'MemberExpression' ? verbOf(keyName(callee.property)) : undefined;
    if (!found.length && (verb || CLIENT_STYLES.some((st) => st.binding.kind === 'injected' && st.binding.name === name))) this.ev.unresolved = true;
    return found.length === 1 ? found[0] : undefined;
  }

  private readonly injections = new Map<string, { base?: Node; style?: string; ev?: Evaluator }[]>();

  /** What the run puts under `name`, once per name. */
  private injectedFound(name: string): { base?: Node; style?: string; ev?: Evaluator }[] {
    const known = this.injections.get(name);
    if (known) return known;
    const found: { base?: Node; style?: string; ev?: Evaluator }[] = [];
    this.injections.set(name, found);
    for (const f of this.runFiles!(name))
      for (const id of f.index.named(name)) {
        const a = injection(f.index, id);
        if (a) found.push(f.instanceOf(a.right) ?? { style: f.styleOfNode(a.right)?.id });
      }
    for (const style of CLIENT_STYLES) {
      const binding = style.binding;
      if (binding.kind !== 'injected' || binding.name !== name) continue;
      for (const f of style.modules.flatMap((m) => this.runFiles!(m))) for (const base of f.configuredBases(style)) found.push({ base, style: style.id, ev: f.ev });
    }
    return found;
  }

  /**
   * Where the run reads the instance a framework module injects on the base `node` is part of —
   * every `$axios` of the run's files for nuxt.config's `axios.baseURL` — or undefined when `node`
   * is in no such base. A read is a name (`this.$axios`, `context.$axios`, a destructured `$axios`
   * used), not a declaration.
   */
  injectedReads(node: Node): { name: string; reads: { finder: SiteFinder; node: Node }[]; unread: readonly Place[] } | undefined {
    const name = this.injectedName(node);
    if (!name) return undefined;
    const reads = (this.runFiles?.(name) ?? []).flatMap((f) =>
      f.index.named(name).flatMap((id) => {
        const p = f.index.parent.get(id);
        const declared = f.index.resolve(id)?.id === id || (p?.type === 'Property' && p.key === id && f.index.parent.get(p)?.type === 'ObjectPattern');
        return declared || injection(f.index, id) ? [] : [{ finder: f, node: id as Node }];
      }),
    );
    return { name, reads, unread: this.unreadCode(name) };
  }

  /**
   * The name a framework injects the instance `node`'s base is made for under: a registry module's
   * (nuxt.config's `axios.baseURL` → `$axios`), or the one an assignment to a prototype or an app's
   * `globalProperties` gives it (`Vue.prototype.$http = axios.create({ baseURL })` → `$http`).
   */
  private injectedName(node: Node): string | undefined {
    for (const style of CLIENT_STYLES) {
      const binding = style.binding;
      if (binding.kind === 'injected' && this.configuredBases(style).some((v) => v.range[0] <= node.range[0] && node.range[1] <= v.range[1])) return binding.name;
    }
    const a = this.index.ancestors(node).find((x): x is TSESTree.AssignmentExpression => x.type === 'AssignmentExpression');
    const id = a?.left.type === 'MemberExpression' && !a.left.computed && a.left.property.type === 'Identifier' ? a.left.property : undefined;
    return id && a!.right.range[0] <= node.range[0] && injection(this.index, id) ? id.name : undefined;
  }

  /**
   * The bases this file gives an `injected` style's instance, when it is the framework's configuration:
   * the object it exports lists the style's module among those it loads (`modules: ['@nuxtjs/axios']`,
   * whatever the file's name, which a front that sees one text may not know): the values at the
   * binding's option paths.
   */
  private configuredBases(style: ClientStyle): Node[] {
    const binding = style.binding;
    if (binding.kind !== 'injected') return [];
    const config = exportedObject(this.index);
    const loads = (key: string) => {
      const list = config && propertyValue(config, key);
      return list?.type === 'ArrayExpression' && list.elements.some((e) => {
        const name = e?.type === 'ArrayExpression' ? e.elements[0] : e;
        return !!name && name.type !== 'SpreadElement' && style.modules.includes(stringValue(name) ?? '');
      });
    };
    if (!binding.listedUnder.some(loads)) return [];
    return binding.options.flatMap((path) => {
      let v: Node | undefined = config;
      for (const key of path) v = v?.type === 'ObjectExpression' ? propertyValue(v, key) : undefined;
      return v ? [v] : [];
    });
  }

  /** Whether `node` is a parameter of a function (a hook's, a plugin's or a middleware's context: `context.$axios`). */
  private contextParam(node: Node): boolean {
    const u = unwrap(node);
    return u.type === 'Identifier' && this.index.resolve(u)?.kind === 'param';
  }

  /**
   * A base option the call passes itself, under its style's keys: `{ baseURL }` on an axios instance's
   * call (its factory's or defaults' keys), or on a call of the library itself (`axios({ baseURL, url })`,
   * `got(path, { prefixUrl })`: its per-call keys).
   */
  private ownBaseOption(style: string | undefined, objects: ReadonlyArray<TSESTree.ObjectExpression | undefined>): Node | undefined {
    const binding = clientStyle(style)?.binding;
    if (binding?.kind !== 'factory' && binding?.kind !== 'defaults' && binding?.kind !== 'per call') return undefined;
    for (const o of objects)
      for (const k of binding.keys ?? []) {
        const v = o && propertyValue(o, k);
        if (!v) continue;
        // What is spread in after it may name another base: a known object that does not, or a
        // function's parameter (a wrapper's callers are checked, wrapperSite), leaves it the base.
        const after = o.properties.filter((q): q is TSESTree.SpreadElement => q.type === 'SpreadElement' && q.range[0] > v.range[0]);
        const unknown = after.some((sp) => {
          const a = unwrap(sp.argument);
          if (a.type === 'Identifier' && this.index.resolve(a)?.kind === 'param') return false;
          const obj = a.type === 'Identifier' ? this.ev.objectOf(a) : a.type === 'ObjectExpression' ? a : undefined;
          return !obj || mayName(obj, BASE_KEYS);
        });
        return unknown ? undefined : v;
      }
    return undefined;
  }

  /**
   * Whether what a wrapper's caller gives the parameters its request spreads into the options that
   * hold the base (`{ baseURL, url, ...extra }`) leaves that base alone: nothing, or objects of its own
   * that name no base or URL.
   */
  private spreadsKeepBase(call: TSESTree.CallExpression | TSESTree.NewExpression, w: Wrapper): boolean {
    const holder = w.base && fileIndexOf(w.base)?.parent.get(w.base);
    const obj = holder && fileIndexOf(holder)?.parent.get(holder);
    if (obj?.type !== 'ObjectExpression') return false;
    for (const sp of obj.properties) {
      if (sp.type !== 'SpreadElement') continue;
      const a = unwrap(sp.argument);
      const at = a.type === 'Identifier' ? w.fn.params.findIndex((q) => paramId(q).type === 'Identifier' && (paramId(q) as TSESTree.Identifier).name === a.name) : -1;
      if (at < 0) continue;
      const given = call.arguments[at] && unwrap(call.arguments[at]);
      if (!given || isAbsent(given)) continue;
      const o = given.type === 'ObjectExpression' ? given : given.type === 'Identifier' ? this.ev.objectOf(given) : undefined;
      if (!o || mayName(o, [...URL_KEYS, ...BASE_KEYS])) return false;
    }
    return true;
  }

  /**
   * A member of a client that sends a request as a call of the client does (got's
   * `api.paginate.all(url, options)`, the registry's `member` bindings): its style, and the base and
   * style of the client it is a member of, read through the member's first name (`api.paginate`).
   */
  private requestMember(callee: Node, urlItems: readonly Item[]): { style: ClientStyle; bound: ReturnType<SiteFinder['instanceBaseOf']> } | undefined {
    const names: string[] = [];
    const levels: Node[] = [];
    for (let n = unwrap(callee); n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier'; n = unwrap(n.object)) {
      names.unshift(n.property.name);
      levels.unshift(n);
    }
    for (const style of MEMBER_STYLES) {
      if (style.binding.kind !== 'member') continue;
      for (const path of style.binding.paths) {
        const at = names.length - path.length;
        if (at < 0 || path.some((p, i) => names[at + i] !== p)) continue;
        const bound = this.instanceBaseOf(levels[at], urlItems);
        if (bound.style && style.binding.of.includes(bound.style)) return { style, bound };
      }
    }
    return undefined;
  }

  /** The base and style a call's callee is bound to: an instance of the file, a positional factory's result, the library's defaults. */
  private instanceBaseOf(callee: Node, urlItems: readonly Item[]): { base?: Node; style?: string; ev?: Evaluator; method?: string; root?: PutRoot } {
    const c = unwrap(callee);
    let holder: Node | undefined;
    if (c.type === 'Identifier') holder = c;
    else if (c.type === 'MemberExpression') {
      const o = unwrap(c.object);
      if (o.type === 'Identifier') holder = o;
      else if (o.type === 'MemberExpression' && unwrap(o.object).type === 'ThisExpression' && o.property.type === 'Identifier') {
        const found = this.instanceBase.get('this.' + o.property.name);
        if (found) return found;
        // `this.api = projectApi(id)`: an instance a function made, kept in a property.
        const value = this.ev.memberValue(o);
        const owner = value && SiteFinder.byEvaluator.get(value.ev);
        return (owner && owner.instanceOf(value.node)) ?? this.injected(o.property.name, c) ?? {};
      } else if (o.type === 'MemberExpression' && !o.computed && o.property.type === 'Identifier' && this.contextParam(o.object)) {
        // `context.$axios.$get(…)`, `app.$axios` of a plugin's or hook's context.
        return this.injected(o.property.name, c) ?? {};
      } else if (o.type === 'CallExpression') {
        // `wretch(BASE).url(path)`: a positional factory called in the chain.
        const made = this.instanceMade(o);
        return made && clientStyle(made.style)?.binding.kind === 'positional' ? made : { style: this.styleOfNode(o)?.id };
      }
    }
    if (holder?.type !== 'Identifier') return {};
    const b = this.index.resolve(holder);
    // `({ $axios }) => $axios.$get(…)`: taken from a context parameter.
    const prop = b && this.index.parent.get(b.id);
    const pattern = prop?.type === 'Property' ? this.index.parent.get(prop) : undefined;
    const fn = pattern?.type === 'ObjectPattern' ? this.index.parent.get(pattern) : undefined;
    if (fn && isFunction(fn) && fn.params.includes(pattern as TSESTree.ObjectPattern)) {
      const put = this.injected(holder.name, c);
      if (put) return put;
    }
    const found = this.instanceBase.get(holder.name);
    // An instance is called itself (`del(path)`, `api(path)`) or through its methods (`api.get(path)`, `w.url(path)`).
    if (found && (!b || b.kind !== 'param')) return found;
    // A root an interceptor prepends to URLs from the root path (`'/projects'`); others pass untouched.
    const head = urlItems.find((it) => it.kind !== 'mark');
    const rootPath = head?.kind === 'char' && head.ch === '/';
    const flowed = b ? this.instanceOf(holder) : undefined;
    if (flowed && (!flowed.rootPaths || rootPath)) return flowed;
    const prefixed = this.interceptorBase.get(holder.name);
    if (prefixed && b === prefixed.binding && rootPath) return { base: prefixed.base, style: this.styleOfNode(holder)?.id, root: prefixed.root };
    const style = this.styleOfNode(holder);
    const defaults = this.defaultsBase.get(holder.name);
    const relative = relativeUrl(urlItems);
    if (defaults && style && derivedStyles(style).some((d) => d.id === defaults.style) && relative) return defaults;
    // A call of a library whose defaults another file may set (`axios.defaults.baseURL`) on a path
    // with no host: only project mode sees that file, and the base the call is on.
    if (relative && style && derivedStyles(style).some((d) => d.binding.kind === 'defaults')) this.ev.unresolved = true;
    // A client another file defines (`import { api } from './api'`, `new GitLabHttp()` of an import):
    // only project mode sees the base it is on.
    if (!style && relative && this.importedClient(holder)) this.ev.unresolved = true;
    return { style: style?.id };
  }

  private readonly cache = new Map<Node, Site | null>();
  private readonly wrappers = new Map<Node, Wrapper | null>();

  /** All sites of the file, helpers' own calls left out where their body was inlined. */
  find(): Site[] {
    const sites: Site[] = [];
    for (const call of this.index.calls) {
      const site = this.siteOf(call);
      if (site) sites.push(site);
      // A URL with several values (branches of a `let`, a ternary): one site per other value.
      sites.push(...this.ev.alternatives(call, () => this.computeSite(call)));
    }
    sites.push(...this.tables(), ...this.recordTables(), ...this.descriptors(sites), ...this.resources(), ...this.keyedRoutes(), ...this.declared());
    sites.push(...this.handedRoutes(sites));
    // A compiled route template (`_.template('<%= api %>/projects/…')`) is filled by its callers,
    // often in the files that import it: only project mode sees them.
    if (this.index.calls.some((c) => this.ev.compiles(c))) this.ev.unresolved = true;
    // An API path whose version is a placeholder (`'/api/:version/projects'`) is filled with a value
    // that may be set in another file (a global a page's script assigns): only project mode reads it.
    if (this.index.strings.some((s) => VERSION_PLACEHOLDER.test(s.type === 'Literal' ? s.value : (s.value.cooked ?? '')))) this.ev.unresolved = true;
    // Another service's route is told from a mistyped GitLab one by a file that never names GitLab.
    const namesGitlab = /gitlab/i.test(this.words);
    this.foreign.length = 0;
    return sites.filter((s) => {
      if (this.ev.inlined.has(s.call)) return false;
      if (!s.unprovenCarrier && s.url.items.some((it) => it.via.some((v) => TIED_BY_NAME.has(v)))) s.unprovenCarrier = 'base read by its property name';
      if (!anotherServicesUrl(s.url) && (namesGitlab || !anotherServicesRoute(s.url))) return true;
      this.foreign.push(s);
      return false;
    });
  }

  /**
   * Sites whose URL read a property by its name where only project mode could tie it (Evaluator.namesAsked):
   * one with a fix its base holds sends the file to project mode (prefix.ts `withholdBlocked`), not every such read.
   */
  readonly askedByName = new WeakSet<Site>();

  /** The calls left out as another service's: their literals are no GitLab base, whatever they spell. */
  readonly foreign: Site[] = [];

  /** Whether the request `call` makes passes its own base option, so it does not read its instance's (`api.get(path, { baseURL })`). */
  ownBased(call: TSESTree.CallExpression): boolean {
    const base = this.siteOf(call)?.boundTo;
    return !!base && call.range[0] <= base.range[0] && base.range[1] <= call.range[1];
  }

  /**
   * `await fetch(…)`, `fetch(…)`: an argument that is a call of a client library's, whose answer the
   * call is handed. A request object made to be sent (`send(new Request(url))`) is no answer.
   */
  private answerOf(a: Node): boolean {
    const u = a.type === 'AwaitExpression' ? unwrap(a.argument) : a;
    return u.type === 'CallExpression' && !!this.styleOfNode(u.callee);
  }

  /** Whether a site of the file needed a name another file defines (project mode). */
  private sitesUnresolved = false;

  private siteOf(call: TSESTree.CallExpression | TSESTree.NewExpression): Site | null {
    if (!this.cache.has(call)) {
      this.cache.set(call, null); // a wrapper calling itself stops here
      // A name another file defines matters only if it was part of a URL: a call that is no
      // site does not send the file to project mode.
      const before = this.ev.unresolved;
      const asked = this.ev.namesAsked;
      const site = this.ev.recording(call, () => this.computeSite(call));
      // (A site read on the way, a chain's head, keeps what it needed: `sitesUnresolved`.)
      if (!site && !this.routeListCall(call)) this.ev.unresolved = before || this.sitesUnresolved;
      if (site && this.ev.unresolved) this.sitesUnresolved = true;
      if (site && this.ev.namesAsked !== asked) this.askedByName.add(site);
      this.cache.set(call, site);
    }
    return this.cache.get(call)!;
  }

  /**
   * A call that hands a function another file defines a list spelling a route (`put(['users', id,
   * 'block'])`): the function may join it onto a base (a wrapper), which only project mode sees.
   */
  private routeListCall(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
    if (call.type !== 'CallExpression' || unwrap(call.callee).type !== 'Identifier' || this.ev.calleeFunction(call)) return false;
    return call.arguments.some((a) => {
      const head = this.ev.listArgument(a)?.parts[0];
      return !!head && head.every((it) => it.kind !== 'hole') && API_ROOTS.has(textOf(head));
    });
  }

  /**
   * A function of this file that makes the request with a URL built from its parameter
   * (`function gl(path, opts) { return fetch(BASE + path, opts) }`): each call of it is a site.
   */
  private wrapperOf(fn: TSESTree.FunctionLike): Wrapper | null {
    if (this.wrappers.has(fn)) return this.wrappers.get(fn)!;
    this.wrappers.set(fn, null);
    const isParam = (n: Node | undefined): number | undefined => {
      const u = n && unwrap(n);
      const b = u?.type === 'Identifier' ? this.index.resolve(u) : undefined;
      return b?.kind === 'param' && b.fn === fn ? b.index : undefined;
    };
    const own = new Set(this.index.callsIn(fn));
    for (const call of this.requestCallsIn(fn)) {
      // A request given a parameter whole (`fetch(url)`, `client.get(path)`) is a site only for its
      // callers; a call that is no client's (`analytics.track(path)`) hands the path to no request.
      // A parameter handed on inside an argument (`new Request(endpoint(segments), …)`, a list the
      // helper joins) is probed too, where the call's own reading does not show it.
      const read = this.siteOf(call);
      const paramHole = (s: Site | null) => s?.url.items.find((it) => it.kind === 'hole' && isParam(it.node) !== undefined);
      const handed = call.arguments.some((a) => isParam(a) !== undefined || identifiersWithin(a).some((i) => isParam(i) !== undefined));
      // A probe through a choice (`new URL(process.env.API ?? '…/api/v3')`) whose first value is no text: its other values, as a site's.
      const probe = () => this.ev.forwarding(fn, () => this.computeSite(call));
      const probed = paramHole(read) || !handed ? null : (this.ev.recording(call.callee, probe) ?? this.ev.alternatives(call.callee, probe)[0] ?? null);
      const inner = paramHole(read) ? read : probed?.clientLike ? probed : read;
      const urlParams = inner ? urlParamsOf(inner, isParam) : [];
      if (!inner || urlParams.length === 0) continue;
      // The route's own parameter: the last one the path reads (`/projects/${id}${path}`: `path`).
      const urlParam = urlParams[urlParams.length - 1];
      let methodParam: number | undefined;
      let keyed: ParamSource | undefined;
      const optsParams: number[] = [];
      for (const id of identifiersWithin(call)) {
        let parent = this.index.parent.get(id);
        // A key is no read of the parameter it spells (`{ method }`'s key beside its value).
        if (isKey(parent, id)) continue;
        // `` { method: `${verb}` } `` (how an adapter prints a method its language holds in a variable) is `{ method: verb }`.
        const whole = parent?.type === 'TemplateLiteral' && parent.expressions.length === 1 && parent.quasis.every((q) => q.value.raw === '');
        const value = whole ? parent : id;
        if (whole) parent = this.index.parent.get(parent!);
        const methodKey = parent?.type === 'Property' && keyName(parent.key) === 'method' && parent.value === value;
        const i = isParam(id);
        if (i === undefined) {
          // A property of destructured options (`{ method = 'GET', json } = {}`): each caller's options say the method.
          const b = methodKey && !inner.method.value ? this.index.resolve(id) : undefined;
          const src = b && !b.reassigned ? paramSource(this.index, b, true) : undefined;
          if (src?.fn === fn && src.key !== undefined && !urlParams.includes(src.index)) keyed = src;
          continue;
        }
        if (urlParams.includes(i)) continue;
        const asMethod = methodKey || (call.arguments[0] === id && stringish(fn, i));
        if (asMethod && !inner.method.value) methodParam = i;
        else if (!optsParams.includes(i)) optsParams.push(i);
      }
      if (methodParam === undefined && keyed) methodParam = keyed.index;
      const methodOption = methodParam !== undefined && keyed?.index === methodParam ? { methodKey: keyed.key, ...(keyed.fallback ? { methodFallback: keyed.fallback } : {}) } : {};
      // `const init = { method: verb, headers }; fetch(url, init)`: the method through an options constant.
      if (methodParam === undefined && !inner.method.value)
        for (const id of identifiersWithin(call)) {
          const obj = isParam(id) === undefined ? this.ev.objectOf(id) : undefined;
          const m = obj && isParam(propertyValue(obj, 'method'));
          if (m !== undefined && !urlParams.includes(m)) methodParam = m;
        }
      // A request in a Promise executor is the function's own only where each caller spells its
      // method as an argument: through an options object (`{ method, ...opts }`), a method or query
      // the executor reads in part moved bases past unread changes (the generated differential suite).
      if (!own.has(call) && (methodParam === undefined || inner.method.value)) continue;
      const bound = this.instanceBaseOf(call.callee, inner.url.items);
      const t2 = call.type === 'CallExpression' ? this.ev.calleeFunction(call) : undefined;
      const w2 = t2 && SiteFinder.byEvaluator.get(t2.ev)?.wrapperOf(t2.node);
      // A request made through another wrapper, whatever its arguments spell of this one's parameters.
      const nested = t2 && w2 && inner.wrapper?.fn === t2.node ? { nested: { w: w2, fn: t2.node, ev: t2.ev } } : {};
      // A base option the request passes itself (`{ baseURL: BASE, url }`) is the base, read with the wrapper's parameters bound.
      const given = inner.boundTo && call.range[0] <= inner.boundTo.range[0] && inner.boundTo.range[1] <= call.range[1] ? inner.boundTo : undefined;
      const base = given ? { base: given, baseInCall: true } : { base: bound.base, baseEv: bound.ev };
      const w: Wrapper = { fn, inner, urlParam, urlParams, methodParam, ...methodOption, optsParams, ...base, ...nested };
      this.wrappers.set(fn, w);
      return w;
    }
    return null;
  }

  /**
   * The calls a function makes itself, and those of a Promise executor it builds
   * (`return new Promise((resolve) => { https.request(url, { method }, …) })`): the executor runs at
   * once, with the function's parameters.
   */
  private requestCallsIn(fn: Node): Array<TSESTree.CallExpression | TSESTree.NewExpression> {
    const out: Array<TSESTree.CallExpression | TSESTree.NewExpression> = [];
    const add = (f: Node, depth: number) => {
      for (const c of this.index.callsIn(f)) {
        out.push(c);
        const exec = c.type === 'NewExpression' && c.callee.type === 'Identifier' && c.callee.name === 'Promise' ? c.arguments[0] : undefined;
        if (exec && isFunction(exec) && depth < 3) add(exec, depth + 1);
      }
    };
    add(fn, 0);
    return out;
  }

  /** `product`: the function is one a factory made, its parameters bound where it made it (Evaluator.factoryProduct). */
  private wrapperSite(call: TSESTree.CallExpression | TSESTree.NewExpression, fn: TSESTree.FunctionLike, w: Wrapper, fnEv: Evaluator, product?: FactoryProduct): Site | null {
    const arg = call.arguments[w.urlParam];
    if (!arg || arg.type === 'SpreadElement') return null;
    // The route as text, or a list of its segments (`put(['users', id, 'block'])` → `path.posix.join(root, ...segments)`).
    if (!this.ev.evaluate(arg) && !this.ev.listArgument(arg)) return null;
    // Every parameter bound to what this call gives it: the URL may read several (`projectApi(id, path)`).
    const env = this.ev.bindArguments(fn, call as TSESTree.CallExpression, new Map(), [], 0, product?.closure ?? new Map());
    // A base the request's own options give, which what this caller spreads in may replace: the route alone.
    const unbased = !!w.baseInCall && !this.spreadsKeepBase(call, w);
    if (unbased) w = { ...w, base: undefined, baseInCall: undefined };
    let items = wrapperUrl(w, fnEv, env, [call]);
    let url = items && parseUrl(items);
    // A nested wrapper whose innermost URL is no API URL here (its base from a configuration the
    // tool cannot read, `/api/${api.version}/…`): the route as this wrapper's inner call gives it.
    if ((!url || !apiShaped(url)) && w.nested) {
      items = wrapperUrl({ ...w, nested: undefined }, fnEv, env, [call]);
      url = items && parseUrl(items);
    }
    if (!url || !apiShaped(url)) return null;
    const method: MethodInfo = w.inner.method.defaulted ? {} : { ...w.inner.method };
    // The method the factory that made the function closes over: changed by calling its sibling for another method.
    const inner = w.inner.call;
    const closed = product && !method.value && (inner.type === 'CallExpression' || inner.type === 'NewExpression') ? closureMethod(inner, product) : undefined;
    const callee = unwrap(call.callee);
    if (closed && callee.type === 'Identifier')
      Object.assign(method, { value: closed.method, node: callee, form: 'product', products: siblingProducts(this.ev, this.index, callee, product!, closed.param) });
    const { name } = calleeName(call.callee);
    const verb = verbOf(name);
    if (!method.value && verb) Object.assign(method, { value: verb, node: (call.callee as TSESTree.MemberExpression).property, form: 'callee' });
    const methodGiven = w.methodParam === undefined ? undefined : w.methodKey === undefined ? call.arguments[w.methodParam] : givenAt(call, { index: w.methodParam, key: w.methodKey });
    // Options that give no method: the property's default (the wrapper's text, no edit of this call's).
    const spelled = methodGiven === 'none' ? w.methodFallback : methodGiven;
    const m = spelled && stringValue(spelled);
    if (!method.value && m && HTTP.test(m)) Object.assign(method, { value: m.toUpperCase(), ...(methodGiven === 'none' ? {} : { node: unwrap(spelled!), form: 'string' as const }) });
    // Options with no method and no default for it: the request's own default (`fetch(url, { method: undefined })` is a GET).
    else if (!method.value && methodGiven === 'none' && w.methodKey !== undefined && !w.methodFallback && clientStyle(w.inner.client)?.shape.defaultGet) Object.assign(method, { value: 'GET', defaulted: true });
    const params: ParamRef[] = [...w.inner.params];
    // The inner call's unread values are the wrapper's own option parameters, which each caller
    // gives (or leaves out) below: only then are its parameters complete apart from them.
    const excluded = [...w.urlParams, ...(w.methodParam !== undefined && w.methodKey === undefined ? [w.methodParam] : [])];
    const handed = (w.inner.unreadValues ?? []).map((v) => ({ v, from: handedSources(v, w.fn, excluded) }));
    let paramsComplete = w.inner.paramsComplete || (handed.length > 0 && handed.every((h) => h.from));
    // What the caller gives there: a property of its options object (`{ json: {…} }` for `{ json }`),
    // or a parameter the inner call does not take whole (`req.write(JSON.stringify(body))`). A query
    // from an object's entries is read below, where the URL's query names are.
    const given = handed.filter((h) => !isEntriesArgument(fileIndexOf(h.v) ?? this.index, h.v)).flatMap((h) => h.from ?? []);
    // The sources a builder's query object comes from (Site.builtQuery): what the caller gives there is the query.
    const innerQuery = w.inner.builtQuery;
    const querySources = new Set(handed.filter((h) => innerQuery?.values.includes(h.v)).flatMap((h) => h.from ?? []));
    let queryObject: TSESTree.ObjectExpression | undefined;
    const queryValues: Node[] = [];
    // A parameter of the caller's own function handed on as it is (`post(e, body) { return this.send('POST', e, body) }`):
    // a value the callers of that function give, read at each of them (a wrapper over this one).
    const handedOn: Node[] = [];
    const ownParam = (v: Node): Node | undefined => {
      const u = unwrap(v);
      const b = u.type === 'Identifier' ? this.index.resolve(u) : undefined;
      return b?.kind === 'param' && !b.reassigned && !!b.fn && this.index.ancestors(call).includes(b.fn) ? u : undefined;
    };
    for (const src of given) {
      if (src.key === undefined && w.optsParams.includes(src.index)) continue;
      // `undefined` given for the whole options: their default applies, nothing of them is sent.
      const a = call.arguments[src.index];
      if (a && isAbsent(a)) continue;
      const value = givenAt(call, src);
      if (value === undefined) paramsComplete = false;
      if (value === undefined || value === 'none' || isAbsent(value)) continue;
      // (Whole, or as a property of the options it gives: `send('GET', path, { query })` in `get(path, query)`.)
      const own = ownParam(value);
      if (own) {
        handedOn.push(own);
        if (querySources.has(src)) queryValues.push(own);
        continue;
      }
      const c = this.container(value);
      if (c && querySources.has(src)) queryObject = c;
      const read = c && fileIndexOf(c) === this.index ? this.paramRefs(c) : undefined;
      if (read) params.push(...read.refs);
      if (!read?.complete) paramsComplete = false;
    }
    for (const i of w.optsParams) {
      const a = call.arguments[i];
      if (!a) continue;
      const obj = this.container(a);
      // The object a builder makes the query of: every entry of it is a pair, whatever its keys.
      const asQuery = [...querySources].some((q) => q.index === i && q.key === undefined);
      if (obj && asQuery) {
        queryObject = obj;
        const read = fileIndexOf(obj) === this.index ? this.paramRefs(obj) : undefined;
        if (read) params.push(...read.refs);
        if (!read?.complete) paramsComplete = false;
        continue;
      }
      // A string or number (the method `'GET'` where the inner call takes it as an option), or
      // `undefined` for an option the caller does not give, carries no parameter.
      if (!obj) {
        const u = unwrap(a);
        const own = handed.some((h) => h.from?.some((f) => f.index === i && f.key === undefined)) ? ownParam(u) : undefined;
        if (own) handedOn.push(own);
        if (own && asQuery) queryValues.push(u);
        if (u.type !== 'Literal' && !(u.type === 'Identifier' && u.name === 'undefined') && !own) paramsComplete = false;
        continue;
      }
      const mv = propertyValue(obj, 'method');
      const ms = stringValue(mv);
      if (!method.value && ms && HTTP.test(ms)) Object.assign(method, { value: ms.toUpperCase(), node: unwrap(mv!), form: 'string' });
      // What the options carry must be read as a direct call's are (a query option whose value is no object read here is unread).
      const read = this.optionsParams(obj);
      params.push(...read.refs);
      const owns = read.handed.map(ownParam);
      handedOn.push(...owns.filter((o) => o !== undefined));
      if (!read.complete || owns.includes(undefined)) paramsComplete = false;
    }
    // A query name computed in the URL this call makes (a helper's `u.searchParams.append(key, v)`
    // over an object the call gives): the parameters it appends are read where an object is, else hidden.
    let carrier: UnprovenCarrier | undefined = w.inner.unprovenCarrier;
    // The generated wrappers send their callers' objects through `JSON.stringify` only.
    if (handed.some((h) => h.from && writtenBy(h.v) === 'other')) carrier ??= 'object a serialiser writes';
    // Nor does a generated wrapper assign its body under a test.
    if (handed.some((h) => h.from?.some((f) => f.assigned))) carrier ??= 'body a wrapper assigns';
    for (const q of url.query)
      for (const it of url.items.slice(q.nameSpan.start, q.nameSpan.end)) {
        // A builder's query is read through the inner call's values (Site.builtQuery), as is a serialiser's the inner call read (the same node, evaluated again here).
        if (it.kind !== 'hole' || it.query || w.inner.url.items.includes(it) || (w.inner.builtQuery && w.inner.url.items.some((x) => x.kind === 'hole' && x.node === it.node))) continue;
        // The caller's route made by a query helper of its file (`withQuery(path, { iid })`): the object it is given.
        const helper = this.helperQuery(it);
        if (helper) carrier ??= 'query from a helper';
        const c = helper ? this.container(helper.argument) : (this.container(it.node) ?? entriesObject(it.node, (f) => (f === fn ? call : it.via.find((v) => callsFunction(v, f)))));
        if (c === 'none') continue;
        // An object of another file (the helper's constant) is not this file's to name or edit.
        const read = c && fileIndexOf(c) === this.index ? this.paramRefs(c) : undefined;
        if (read) params.push(...read.refs);
        if (!read?.complete) paramsComplete = false;
      }
    if (!method.value && w.inner.method.defaulted) Object.assign(method, w.inner.method);
    if (!method.value && this.defaultsThroughOptions(call, fn, w)) Object.assign(method, { value: 'GET', defaulted: true });
    const wrapper = { fn, file: fnEv.file, inner: w.inner, nested: !!w.nested };
    // Complete but for the values handed on: those values, for the callers of this call's function to give.
    const onlyHanded = paramsComplete && handedOn.length > 0 ? { unreadValues: handedOn } : {};
    if (handedOn.length > 0) paramsComplete = false;
    return { file: this.file, call, root: arg, url, method, params, paramsComplete, ...onlyHanded, clientLike: true, wrapper, ...(w.inner.client ? { client: w.inner.client } : {}), ...(w.inner.boundTo && !unbased ? { boundTo: w.inner.boundTo } : {}), ...(carrier ? { unprovenCarrier: carrier } : {}), ...(innerQuery ? { builtQuery: { values: queryValues, arrays: innerQuery.arrays, ...(queryObject ? { object: queryObject } : {}) } } : {}) };
  }

  /**
   * A caller of a wrapper whose request takes its method only from the options the caller gives
   * (`rest(path, options = {})` → `api(url, options)`, a client that sends GET by default): a caller
   * that gives none, or an object of its own with no `method` (nor a spread that may hold one), sends
   * GET. A default of the parameter that is not such an object, or an options parameter the inner
   * call does not take whole, leaves the method unknown.
   */
  private defaultsThroughOptions(call: TSESTree.CallExpression | TSESTree.NewExpression, fn: TSESTree.FunctionLike, w: Wrapper): boolean {
    if (w.methodParam !== undefined || w.inner.method.value || w.optsParams.length === 0 || !clientStyle(w.inner.client)?.shape.defaultGet) return false;
    const inner = w.inner.call;
    if (inner.type !== 'CallExpression' && inner.type !== 'NewExpression') return false;
    const plain = (o: TSESTree.ObjectExpression | undefined) => !!o && o.properties.every((p) => p.type === 'Property' && !p.computed && keyName(p.key) !== 'method');
    return w.optsParams.every((i) => {
      const param = fn.params[i];
      const id = paramId(param);
      // The options reach the request whole, as its options argument, and nowhere else in it.
      const passed = id?.type === 'Identifier' && inner.arguments.some((a) => a.type === 'Identifier' && a.name === id.name);
      const reads = identifiersWithin(inner).filter((n) => id?.type === 'Identifier' && n.name === id.name).length;
      if (!passed || reads !== 1) return false;
      const given = call.arguments[i];
      if (given && !(given.type === 'Identifier' && given.name === 'undefined')) return plain(unwrap(given).type === 'ObjectExpression' ? (unwrap(given) as TSESTree.ObjectExpression) : undefined);
      return param?.type !== 'AssignmentPattern' || plain(param.right.type === 'ObjectExpression' ? param.right : undefined);
    });
  }

  /**
   * `this.list(params)` in a resource class: the base class's own request on the route the class
   * handed it (restful-client's list/create on the route, get/update/remove on one resource).
   */
  private resourceMethodSite(call: TSESTree.CallExpression | TSESTree.NewExpression, name: string | undefined, args: Node[]): Site | null {
    const own = name ? RESOURCE_METHODS[name] : undefined;
    if (!own || call.callee.type !== 'MemberExpression' || unwrap(call.callee.object).type !== 'ThisExpression') return null;
    const route = resourceRouteFor(this.index, call);
    if (!route || (own.one && !route.id)) return null;
    const items = unanchored(this.ev.resourceItems(route, own.one, [call]));
    const url = parseUrl(this.fillPlaceholders(items, args));
    if (!url || !apiShaped(url)) return null;
    return { file: this.file, call, root: call.callee, url, method: { value: own.verb }, params: [], paramsComplete: false, clientLike: true };
  }

  /**
   * `:name` segments a client fills from the parameters it is given: `params.type = 'commits'`
   * before `request('get', '/projects/:id/repository/:type/:sha/blob', params)` makes that segment
   * `commits`. Only a name given one string value in the function, by assignment or in an object literal.
   */
  private fillPlaceholders(items: Item[], args: readonly Node[]): Item[] {
    const values = new Map<string, string>();
    for (const a of args) {
      const u = unwrap(a);
      if (u.type === 'ObjectExpression')
        for (const p of u.properties) {
          const v = p.type === 'Property' ? stringValue(p.value) : undefined;
          const k = p.type === 'Property' ? keyName(p.key) : undefined;
          if (k && v) values.set(k, v);
        }
      if (u.type !== 'Identifier') continue;
      const b = this.index.resolve(u);
      const names = new Set(this.index.named(u.name).map((i) => this.index.parent.get(i)).flatMap((m) => (m?.type === 'MemberExpression' && !m.computed && m.property.type === 'Identifier' ? [m.property.name] : [])));
      for (const prop of names) {
        const writes = this.index.propertyAssignments(u.name, prop).filter((w) => this.index.resolve(w.id) === b);
        const v = writes.length === 1 ? stringValue(writes[0].value) : undefined;
        if (v && /^[\w.-]+$/.test(v)) values.set(prop, v);
      }
    }
    if (values.size === 0) return items;
    const out: Item[] = [];
    for (let i = 0; i < items.length; i++) {
      const it = items[i];
      const prev = out[out.length - 1];
      if (it.kind === 'char' && it.ch === ':' && prev?.kind === 'char' && prev.ch === '/') {
        let j = i + 1;
        let word = '';
        while (j < items.length && items[j].kind === 'char' && /\w/.test((items[j] as { ch: string }).ch)) word += (items[j++] as { ch: string }).ch;
        let k = j;
        while (k < items.length && items[k].kind === 'mark') k++;
        const next = items[k];
        const value = values.get(word);
        if (word && value && (!next || (next.kind === 'char' && /[/?#]/.test(next.ch)))) {
          out.push(...charsOf(value, it.via));
          i = j - 1;
          continue;
        }
      }
      out.push(it);
    }
    return out;
  }

  /**
   * The requests a declarative client's class declares (the registry's `declared` bindings): each
   * method decorated with a verb is a site, its URL the host the file's builder gives the class, the
   * class's base path and the method's route, joined as text as the library joins them. Its query
   * parameters are those its parameters' decorators name; any other carrier leaves them incomplete.
   */
  private declared(): Site[] {
    const out: Site[] = [];
    for (const cls of this.index.classes) {
      const own = this.declaredDecorators(cls);
      if (!own.length) continue;
      const style = own[0].style;
      const binding = style.binding as Extract<ClientStyle['binding'], { kind: 'declared' }>;
      const basePath = own.find((d) => d.name === binding.basePath)?.call.arguments[0];
      const baseItems = basePath && basePath.type !== 'SpreadElement' ? this.ev.evaluate(basePath) : [];
      if (!baseItems) continue;
      const host = this.declaredHost(cls, style);
      const hostItems = host ? (this.ev.evaluate(host) ?? [this.ev.hole(host, [])]) : [];
      for (const member of cls.body.body) {
        if (member.type !== 'MethodDefinition' || member.static) continue;
        const verbs = this.declaredDecorators(member).filter((d) => d.style === style && binding.verbs.includes(d.name));
        const route = verbs.length === 1 ? verbs[0].call.arguments[0] : undefined;
        if (!route || route.type === 'SpreadElement') continue;
        const items = this.ev.evaluate(route);
        const url = items && parseUrl([...hostItems, ...baseItems, ...items]);
        if (!url || !apiShaped(url)) continue;
        const params: ParamRef[] = [];
        let paramsComplete = true;
        for (const p of member.value.params) {
          for (const d of this.declaredDecorators(p)) {
            const name = stringValue(d.call.arguments[0]);
            if (binding.query.includes(d.name) && name) params.push({ name, file: this.file, named: d.call.arguments[0] });
            else if (d.name !== binding.path && !binding.header.includes(d.name)) paramsComplete = false;
          }
        }
        const method: MethodInfo = { value: verbs[0].name };
        out.push({ file: this.file, call: verbs[0].call, root: route, url, method, params, paramsComplete, clientLike: true, client: style.id, ...(host || basePath ? { boundTo: host ?? basePath } : {}) });
      }
    }
    return out;
  }

  /** The decorators of a class, method or parameter that a `declared` style of the registry exports, by the name the library gives each. */
  private declaredDecorators(n: Node): { call: TSESTree.CallExpression; name: string; style: ClientStyle }[] {
    const out: { call: TSESTree.CallExpression; name: string; style: ClientStyle }[] = [];
    for (const d of (n as { decorators?: TSESTree.Decorator[] }).decorators ?? []) {
      const call = unwrap(d.expression);
      if (call.type !== 'CallExpression') continue;
      const style = this.styleOfNode(call.callee);
      if (style?.binding.kind !== 'declared') continue;
      const callee = unwrap(call.callee);
      const b = callee.type === 'Identifier' ? this.index.resolve(callee) : undefined;
      // The library's name for it, whatever the import calls it (`import { GET as Get }`, `rf.GET`).
      const name = callee.type === 'MemberExpression' ? keyName(callee.property) : b?.init?.type === 'ImportSpecifier' ? keyName(b.init.imported) : undefined;
      if (name) out.push({ call, name, style });
    }
    return out;
  }

  /**
   * The host a builder of the file gives the class (`new ServiceBuilder().setEndpoint(url).build(Api)`):
   * the one endpoint of the builders of the style handed it; none where there is no such builder or
   * they differ (another file's builder is not seen here).
   */
  private declaredHost(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, style: ClientStyle): Node | undefined {
    const binding = style.binding as Extract<ClientStyle['binding'], { kind: 'declared' }>;
    const found: Node[] = [];
    for (const call of this.index.calls) {
      const c = unwrap(call.callee);
      const arg = call.arguments[0] && unwrap(call.arguments[0]);
      if (c.type !== 'MemberExpression' || keyName(c.property) !== binding.build || arg?.type !== 'Identifier') continue;
      const b = this.index.resolve(arg);
      if (b?.kind !== 'class' || b.init !== cls) continue;
      let endpoint: Node | undefined;
      let n: Node = unwrap(c.object);
      while (n.type === 'CallExpression' && unwrap(n.callee).type === 'MemberExpression') {
        const m = unwrap(n.callee) as TSESTree.MemberExpression;
        if (keyName(m.property) === binding.endpoint && n.arguments[0] && n.arguments[0].type !== 'SpreadElement') endpoint ??= n.arguments[0];
        n = unwrap(m.object);
      }
      if (!endpoint || this.styleOfNode(n) !== style) return undefined;
      found.push(endpoint);
    }
    return found.length && found.every((e) => sourceOf(e, this.text) === sourceOf(found[0], this.text)) ? found[0] : undefined;
  }

  /**
   * A route spelled as an argument of a call the run does not read as a request, in a file that
   * speaks to GitLab or handed to a function named for it: `$resource(gitlabApi.url('/projects/:projectId/builds/:buildId'))`,
   * a URL builder whose result goes to code the run does not read. No request is seen, so its
   * findings are named for a person, tied to no base and never fixed (prefix.ts `tiesOf`). Only a
   * route from the root, with more than one segment, no part of a URL another site reads.
   */
  private handedRoutes(sites: readonly Site[]): Site[] {
    const speaks = GITLAB_IN_FILE.test(this.text);
    // Not a call the extractor refuses as no request of ours (a server's route, a test double, a log line, a test's name).
    const said = (call: TSESTree.CallExpression) => {
      const { name = '', object = '' } = calleeName(call.callee);
      if (noRequestCallee(name, object) || PRINTF.test(name) || NOT_A_BASE.test(object) || TEST_DOUBLES.test(object) || DOUBLE_METHODS.test(name) || isServerCall(call, object)) return false;
      return speaks || GITLAB_NAME.test(sourceOf(call.callee, this.text));
    };
    // A route from the root, more than its root: `/projects/:id/builds`, not `/user` nor the rest of one (`${projectApi}/builds`).
    const rooted = (url: ParsedUrl) => url.version === null && url.segments.length >= 2 && API_ROOTS.has(segmentsOfUrl(url)[0] ?? '');
    // A call the extractor read without taking it for a client's (`$resource(api.url('/projects/:id/builds'))`).
    for (const s of sites) if (!s.clientLike && s.call.type === 'CallExpression' && rooted(s.url) && said(s.call)) s.handed = true;
    const calls = new Set(sites.map((s) => s.call));
    let read: Set<Node> | undefined;
    const out: Site[] = [];
    for (const call of this.index.calls) {
      if (calls.has(call) || call.type !== 'CallExpression' || !said(call)) continue;
      for (const arg of call.arguments) {
        if (!(arg.type === 'Literal' && typeof arg.value === 'string') && arg.type !== 'TemplateLiteral' && !(arg.type === 'BinaryExpression' && arg.operator === '+')) continue;
        const items = this.ev.evaluate(arg);
        const url = items && parseUrl(items);
        if (!url || !rooted(url)) continue;
        read ??= new Set(sites.flatMap((s) => s.url.items.flatMap((it) => (it.kind !== 'hole' && it.lit ? [it.lit.node] : []))));
        if (items.some((it) => it.kind !== 'hole' && it.lit && read!.has(it.lit.node))) continue;
        out.push({ file: this.file, call, root: arg, url, method: {}, params: [], paramsComplete: false, clientLike: false, handed: true });
      }
    }
    return out;
  }

  /** The route a resource class hands its base (`super(client, '/projects/:id/issues', 'issue_id')`): the base's own calls use it. */
  private resources(): Site[] {
    const out: Site[] = [];
    for (const call of this.index.calls) {
      const route = call.type === 'CallExpression' ? resourceRouteOf(call) : undefined;
      if (!route) continue;
      const url = parseUrl(this.ev.resourceItems(route, true, []));
      if (url && apiShaped(url)) out.push({ file: this.file, call, root: route.path, url, method: {}, params: [], paramsComplete: false, clientLike: true });
    }
    return out;
  }

  /**
   * A `:param` route under a route key of a resource declaration (`{ resourcePath: '/projects/:id/keys',
   * idName: 'key_id' }`, node-gitlab's resources), with the id its base class appends.
   */
  private keyedRoutes(): Site[] {
    const out: Site[] = [];
    for (const lit of this.index.strings) {
      if (lit.type !== 'Literal' || !lit.value.startsWith('/') || !lit.value.includes('/:') || !ROUTE_VALUE.test(lit.value)) continue;
      const prop = this.index.parent.get(lit);
      const obj = prop && this.index.parent.get(prop);
      if (prop?.type !== 'Property' || prop.value !== lit || obj?.type !== 'ObjectExpression' || !ROUTE_KEY.test(keyName(prop.key) ?? '')) continue;
      // A web router's route (`{ path: '/projects/:id', component }`) or a call's own options: not this.
      if (obj.properties.some((p) => p.type === 'Property' && NOT_RESOURCE_KEYS.test(keyName(p.key) ?? ''))) continue;
      const holder = this.index.parent.get(obj);
      if ((holder?.type === 'CallExpression' || holder?.type === 'NewExpression') && holder.arguments.includes(obj as TSESTree.CallExpressionArgument)) continue;
      // An entry of a table of request records: recordTables reads it, with its method.
      const table = holder?.type === 'Property' ? this.index.parent.get(holder) : undefined;
      if (table?.type === 'ObjectExpression' && recordTable(table) && this.tableNamed(table)) continue;
      const id = obj.properties.map((p) => (p.type === 'Property' && ID_NAME_KEY.test(keyName(p.key) ?? '') ? stringValue(p.value) : undefined)).find(Boolean);
      const items = this.ev.evaluate(lit);
      const url = items && parseUrl(id && /^\w+$/.test(id) ? [...items, ...charsOf(`/:${id}`)] : items);
      if (url && apiShaped(url)) out.push({ file: this.file, call: prop, root: lit, url, method: {}, params: [], paramsComplete: false, clientLike: true });
    }
    return out;
  }

  /**
   * Route tables: `{ keys: '/projects/:id/keys' }` kept for a generic request function, or a
   * table of path functions (`{ issues: (id) => `/projects/${id}/issues` }`) whose routes are
   * built from their parameters. Each route is a site, whether or not a call of this file uses it.
   */
  private tables(): Site[] {
    const out: Site[] = [];
    const objects = new Set<TSESTree.ObjectExpression>();
    for (const lit of this.index.strings) {
      const obj = this.tableHolding(lit);
      if (obj) objects.add(obj);
    }
    for (const obj of objects) {
      if (!this.isRouteTable(obj)) continue;
      const holder = this.index.parent.get(obj);
      if ((holder?.type === 'CallExpression' || holder?.type === 'NewExpression') && holder.arguments.includes(obj as TSESTree.CallExpressionArgument)) continue;
      for (const prop of obj.properties) {
        const root = prop.type === 'Property' ? tableRoute(prop.value) : undefined;
        const items = root && this.ev.evaluate(root);
        const url = items && parseUrl(items);
        if (prop.type === 'Property' && root && url && apiShaped(url)) out.push({ file: this.file, call: prop, root, url, method: {}, params: [], paramsComplete: false, clientLike: true });
      }
    }
    return out;
  }

  /**
   * Tables of request records: `{ name: { method: 'put', path: '/users/:user_id/block' } }`, kept
   * for a generic `call(name, params)`. Each entry's route is a site, with the method its record spells.
   */
  private recordTables(): Site[] {
    const out: Site[] = [];
    const seen = new Set<Node>();
    for (const lit of this.index.strings) {
      const prop = this.index.parent.get(lit);
      const record = prop && this.index.parent.get(prop);
      const entry = record && this.index.parent.get(record);
      const table = entry && this.index.parent.get(entry);
      if (prop?.type !== 'Property' || prop.value !== lit || entry?.type !== 'Property' || entry.value !== record || table?.type !== 'ObjectExpression' || seen.has(table)) continue;
      seen.add(table);
      if (!recordTable(table) || !this.tableNamed(table)) continue;
      for (const e of table.properties) {
        const r = (e as TSESTree.Property).value as TSESTree.ObjectExpression;
        const routeProp = r.properties.find((q): q is TSESTree.Property => q.type === 'Property' && ROUTE_KEY.test(keyName(q.key) ?? ''))!;
        const items = this.ev.evaluate(routeProp.value);
        const url = items && parseUrl(items);
        if (!url || !apiShaped(url)) continue;
        const mv = propertyValue(r, 'method');
        const m = stringValue(mv);
        const method: MethodInfo = m && HTTP.test(m) ? { value: m.toUpperCase(), node: unwrap(mv!), form: 'string' } : {};
        out.push({ file: this.file, call: routeProp, root: routeProp.value, url, method, params: [], paramsComplete: false, clientLike: true, table });
      }
    }
    return out;
  }

  /**
   * Request descriptors: a function whose one return is an object with a route and an HTTP method
   * (`(p) => ({ verb: Verb.Get, path: \`/projects/${p}/builds\`, query: { scope } })`), for a generic
   * sender to run. Each is a site with that method and the parameters its `query`/`body` spell; the
   * base is the sender's: when the file's one sender joins a base to its parameter's route
   * (`fetch(BASE_URL + req.path)`), each descriptor's URL is that base and its route, so a rule that
   * needs a v3 base applies and the base counts each descriptor as a call on it; otherwise the site
   * is tied to no base (not fixed).
   */
  private descriptors(calls: readonly Site[]): Site[] {
    const out: Site[] = [];
    const seen = new Set<Node>();
    let base: Item[] | null | undefined;
    for (const lit of this.index.strings) {
      let n: Node = lit;
      let p = this.index.parent.get(n);
      while (p && (p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+'))) [n, p] = [p, this.index.parent.get(p)];
      const obj = p?.type === 'Property' && p.value === n && ROUTE_KEY.test(keyName(p.key) ?? '') ? this.index.parent.get(p) : undefined;
      if (obj?.type !== 'ObjectExpression' || seen.has(obj)) continue;
      seen.add(obj);
      const holder = this.index.parent.get(obj);
      const returned = (holder && isFunction(holder) && holder.body === obj) || holder?.type === 'ReturnStatement';
      if (!returned || obj.properties.some((q) => q.type === 'Property' && /^(component|components|redirect|children|handler)$/.test(keyName(q.key) ?? ''))) continue;
      const mv = propertyValue(obj, 'method') ?? propertyValue(obj, 'verb');
      const member = mv ? memberMethod(this.index, mv) : undefined;
      const m = mv && (stringValue(unwrap(mv)) ?? member?.value);
      if (!mv || !m || !HTTP.test(m)) continue;
      const routeProp = p as TSESTree.Property;
      const route = this.ev.evaluate(routeProp.value);
      if (base === undefined) base = this.senderBase(calls, keyName(routeProp.key) ?? '');
      const items = route && base && rootedPath(route) ? [...base, ...route] : route;
      const url = items && parseUrl(items);
      // On the sender's base a one-segment route (`/groups`) is a route too; alone it may be a page's path.
      const tied = !!base && items !== route;
      if (!url || webPage(url.items) || !apiShaped(url) || !(this.routeShaped(routeProp.value) || (tied && route !== null && ONE_SEGMENT.test(textOf(route))))) continue;
      const method: MethodInfo = stringValue(unwrap(mv)) ? { value: m.toUpperCase(), node: unwrap(mv), form: 'string' } : member ? { value: m.toUpperCase(), node: member.property, form: 'member' } : { value: m.toUpperCase() };
      const params: ParamRef[] = [];
      let paramsComplete = !obj.properties.some((q) => q.type === 'SpreadElement');
      for (const key of PARAM_KEYS) {
        const v = propertyValue(obj, key);
        if (!v) continue;
        const c = this.container(v);
        if (!c) paramsComplete = false;
        else params.push(...this.paramRefs(c).refs);
      }
      out.push({ file: this.file, call: routeProp, root: routeProp.value, url, method, params, paramsComplete, clientLike: true });
    }
    return out;
  }

  /**
   * The base the file's senders of descriptors join to a parameter's route (`BASE_URL + req.path`,
   * `${base}${d.path}`): the text before that hole, when every such sender spells the same one.
   */
  private senderBase(calls: readonly Site[], key: string): Item[] | null {
    let found: Item[] | null = null;
    for (const c of calls) {
      const at = c.url.items.findIndex((it) => it.kind === 'hole' && parameterRoute(this.index, it.node, key));
      if (at < 0) continue;
      const before = c.url.items.slice(0, at);
      if (before.length === 0 || before.some((it) => it.kind === 'hole')) return null;
      if (found && textOf(found) !== textOf(before)) return null;
      found = before;
    }
    return found;
  }

  /**
   * The table of request records a URL is read from: `ROUTES[name].path`, through names and
   * `.replace(…)` of its placeholders, the table here or (project mode) imported.
   */
  tableRead(node: Node, depth = 0): Node | undefined {
    if (depth > 6) return undefined;
    const u = unwrap(node);
    if (u.type === 'Identifier') {
      const b = this.index.resolve(u);
      if (!b || b.kind === 'param' || b.reassigned || b.pattern) return undefined;
      if (b.kind === 'import') {
        const at = this.ev.external?.(this.file, u);
        const found = at && unwrap(at.node);
        return found?.type === 'ObjectExpression' && recordTable(found) ? found : undefined;
      }
      const init = b.init && unwrap(b.init);
      if (init?.type === 'ObjectExpression') return recordTable(init) && this.tableNamed(init) ? init : undefined;
      return init && init !== u ? this.tableRead(init, depth + 1) : undefined;
    }
    if (u.type === 'CallExpression' && u.callee.type === 'MemberExpression' && !u.callee.computed && keyName(u.callee.property) === 'replace') return this.tableRead(u.callee.object, depth + 1);
    if (u.type === 'MemberExpression') {
      // `route.path` of `const route = ROUTES[name]`, or `ROUTES[name].path` itself.
      const o = unwrap(u.object);
      if (!u.computed && ROUTE_KEY.test(keyName(u.property) ?? '')) {
        if (o.type === 'MemberExpression' && o.computed) return this.tableRead(o.object, depth + 1);
        if (o.type === 'Identifier') {
          const b = this.index.resolve(o);
          const init = b && b.kind !== 'param' && !b.reassigned && !b.pattern && b.init ? unwrap(b.init) : undefined;
          return init?.type === 'MemberExpression' && init.computed ? this.tableRead(init.object, depth + 1) : undefined;
        }
      }
    }
    return undefined;
  }

  /** The object a string is a table value in: the property's own value, or the route a path function of it returns. */
  private tableHolding(lit: Node): TSESTree.ObjectExpression | undefined {
    let n: Node = lit;
    let p = this.index.parent.get(n);
    // Up through the route's own building (`'/projects/' + p`, a template) to the property.
    while (p && (p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+') || (isFunction(p) && p.body === n) || p.type === 'ReturnStatement' || (p.type === 'BlockStatement' && isFunction(this.index.parent.get(p))))) {
      n = p;
      p = this.index.parent.get(n);
    }
    if (p?.type !== 'Property' || p.value !== n) return undefined;
    const obj = this.index.parent.get(p);
    return obj?.type === 'ObjectExpression' && tableRoute(p.value) ? obj : undefined;
  }

  /**
   * An object of API routes that code uses: every value a route, none of a web router's keys,
   * and exported or named again somewhere in the file.
   */
  private isRouteTable(obj: TSESTree.ObjectExpression): boolean {
    const routes = obj.properties.map((p) => (p.type === 'Property' ? tableRoute(p.value) : undefined));
    if (routes.some((r) => !r || !this.routeShaped(r))) return false;
    if (obj.properties.some((p) => p.type === 'Property' && /^(component|redirect|children|path|name)$/.test(keyName(p.key) ?? ''))) return false;
    return this.tableNamed(obj);
  }

  /** A table code uses: exported, or named again somewhere in the file. */
  private tableNamed(obj: TSESTree.ObjectExpression): boolean {
    const decl = this.index.valueParent(obj);
    if (decl?.type === 'VariableDeclarator' && decl.id.type === 'Identifier') {
      const owner = this.index.parent.get(this.index.parent.get(decl)!);
      if (owner?.type === 'ExportNamedDeclaration') return true;
      const id = decl.id;
      return this.index.named(id.name).some((i) => i !== id);
    }
    if (decl?.type === 'AssignmentExpression') return /exports/.test(this.text.slice(decl.left.range[0], decl.left.range[1]));
    return decl?.type === 'ExportDefaultDeclaration';
  }

  /** A table value's route: a route string, or what a path function returns with its parameters as holes. */
  private routeShaped(root: Node): boolean {
    const s = stringValue(root);
    if (s !== undefined) return ROUTE_VALUE.test(s);
    const items = this.ev.evaluate(root);
    // The route itself, not a base joined to it (`(base) => base + '/x'`): it starts with its text.
    const first = items?.find((it) => it.kind !== 'mark');
    if (!items || first?.kind !== 'char') return false;
    // A hole reads as a `:param`: a route's first segment is a word, never a parameter (`/${ns}/issues` is a web page's path).
    return ROUTE_VALUE.test(items.map((it) => (it.kind === 'char' ? it.ch : it.kind === 'hole' ? ':p' : '')).join(''));
  }

  /**
   * The method of a class that a call on an instance runs (instance-calls.ts), where the run proves
   * nothing else answers it: of a class another file declares, the language service names it (project
   * mode); of one this file declares and keeps (no export, every reference a `new`), the file alone
   * holds every class, instance and write that could answer it (`runFiles`: the files the proof reads).
   */
  private methodOfInstance(call: TSESTree.CallExpression): { at: Located<TSESTree.FunctionLike>; cls: TSESTree.ClassDeclaration; name: string; runFiles: (word: string) => readonly RunFile[] } | undefined {
    const callee = unwrap(call.callee);
    const found = callee.type === 'MemberExpression' && unwrap(callee.object).type !== 'ThisExpression' ? this.ev.memberValue(callee) : undefined;
    const index = found ? fileIndexOf(found.node) : undefined;
    const method = index && instanceMethod(found!.node, index);
    if (!method) return undefined;
    const here = found!.ev === this.ev;
    const runFiles = here ? (keptHere(this.index, method.cls) ? () => [{ file: this.file, index: this.index }] : undefined) : this.runFiles;
    if (!runFiles) return undefined;
    return { at: { ev: found!.ev, node: (found!.node as TSESTree.MethodDefinition).value }, ...method, runFiles };
  }

  /**
   * The call a call stands for when it hands its arguments on: `request.call(this, url, opts)` is
   * `request(url, opts)`, and a call of a function of this file that forwards what it is given
   * (`function get() { return request.apply(this, arguments) }`, `(...args) => http.get(...args)`)
   * is a call of what it forwards to. The callee then spells no method this call could rewrite.
   */
  private forwarded(call: TSESTree.CallExpression | TSESTree.NewExpression): { callee: Node; args: Node[] } | undefined {
    if (call.type !== 'CallExpression') return undefined;
    const c = unwrap(call.callee);
    if (c.type === 'MemberExpression' && !c.computed && c.property.type === 'Identifier' && c.property.name === 'call' && call.arguments.length > 1)
      return { callee: c.object, args: call.arguments.slice(1) };
    const target = this.ev.calleeFunction(call);
    if (target?.ev !== this.ev) return undefined;
    const fn = target.node;
    const rest = fn.params.findIndex((p) => p.type === 'RestElement');
    const restName = rest >= 0 ? (fn.params[rest] as TSESTree.RestElement).argument : undefined;
    for (const inner of this.index.callsIn(fn)) {
      if (inner.type !== 'CallExpression' || inner === call) continue;
      const ic = unwrap(inner.callee);
      const a = inner.arguments;
      const applied = ic.type === 'MemberExpression' && !ic.computed && ic.property.type === 'Identifier' && ic.property.name === 'apply' && a.length === 2 && a[1].type === 'Identifier' && a[1].name === 'arguments' && fn.type !== 'ArrowFunctionExpression';
      if (applied) return { callee: ic.object, args: [...call.arguments] };
      const spread = a.length === 1 && a[0].type === 'SpreadElement' && a[0].argument.type === 'Identifier' && restName?.type === 'Identifier' && a[0].argument.name === restName.name;
      if (spread) return { callee: inner.callee, args: call.arguments.slice(rest) };
    }
    return undefined;
  }

  /**
   * Whether a method call's receiver holds an instance the registry's factories make (`const app =
   * forProject(p)` over `got.extend(…)`): what it was made by outweighs what its name suggests (an
   * Express `app`).
   */
  private onClient(callee: Node): boolean {
    const c = unwrap(callee);
    return c.type === 'MemberExpression' && !!this.instanceOf(c.object)?.style;
  }

  private computeSite(call: TSESTree.CallExpression | TSESTree.NewExpression): Site | null {
    // A decorator sends nothing itself: a declarative client's are read by `declared`.
    if (this.index.parent.get(call)?.type === 'Decorator') return null;
    // The query or body a request's chain gives it (`agent.post(url).send(data)`) is that request's, read there: no request of its own.
    if (this.chainCarrier(call)) return null;
    const named = call.type === 'CallExpression' ? this.ev.calleeFunction(call) : undefined;
    // A function a factory of the code made (not a registry library's: `bent(BASE, 'DELETE')` is its style's).
    const made = named || call.type !== 'CallExpression' ? undefined : this.ev.factoryProduct(call);
    const product = made && !this.instanceOf(call.callee)?.style ? made : undefined;
    const instance = named || product || call.type !== 'CallExpression' ? undefined : this.methodOfInstance(call);
    const target = named ?? product?.target ?? instance?.at;
    const owner = target && SiteFinder.byEvaluator.get(target.ev);
    const w = target && owner?.wrapperOf(target.node);
    // The doubts read the run's other files: asked only of a method that makes a request.
    const through = instance && w && !instanceDoubt(this.index, call as TSESTree.CallExpression, instance.cls, instance.name, instance.runFiles) ? instance : undefined;
    if (target && w && (!instance || through)) {
      const site = this.wrapperSite(call, target.node, w, target.ev, product);
      // No generated case proves a request through an instance another file makes: review at most.
      // Nor one through a function a factory of another file made (`import { post } from './gitlab.mjs'` of `post = verb('POST')`).
      const carrier = through ? (target.ev === this.ev ? "instance of the file's class" : 'instance made elsewhere') : product && target.ev !== this.ev ? 'function a factory of another file makes' : named?.fromObject && madeObjectCarrier(named.fromObject, this.ev);
      return site && carrier ? { ...site, unprovenCarrier: site.unprovenCarrier ?? carrier } : site;
    }
    const fwd = this.forwarded(call);
    const callee = fwd?.callee ?? call.callee;
    const { name, object } = calleeName(callee);
    // A request object's opening call (`xhr.open(method, url)`): its method first, its URL second.
    const opened = fwd || call.type !== 'CallExpression' ? undefined : openedRequest(this.index, call);
    if (!opened && noRequestCallee(name, object)) return null;
    if (name && !target && PRINTF.test(name)) return null;
    if (call.type === 'NewExpression' && !CONSTRUCTED.has(name ?? '')) return null;
    const args = (fwd?.args ?? call.arguments).map((a) => unwrap(a));
    if (args.length === 0 || args.some((a) => a.type === 'SpreadElement') || (isServerCall(call, object) && !this.onClient(callee))) return null;
    // A call handed a request's answer (`handle('POST', url, await fetch(url, …))`) handles it: the request is the argument.
    if (!this.styleOfNode(callee) && args.some((a) => this.answerOf(a))) return null;
    const own = fwd ? null : this.resourceMethodSite(call, name, args);
    if (own) return own;
    const method: MethodInfo = {};
    const verb = verbOf(name);
    // `this["delete"]` has a string for its name: the method is known, but not rewritten there.
    if (verb && callee.type === 'MemberExpression') Object.assign(method, callee.computed || fwd ? { value: verb } : { value: verb, node: callee.property, form: 'callee' });
    let urlIndex = opened ? 1 : 0;
    const first = stringValue(args[0]);
    if (first && HTTP.test(first) && args.length > 1) {
      Object.assign(method, { value: first.toUpperCase(), node: args[0], form: 'string' });
      urlIndex = 1;
    }
    // A named request with its method after the URL: node-rest-client's `registerMethod('getMR', url, 'GET')`.
    const verbAt = args.findIndex((a, i) => i >= 2 && HTTP.test(stringValue(a) ?? ''));
    // Its parameters are given where it is invoked (`client.methods.getMR({ parameters })`), not here.
    let registered = false;
    if (!method.value && urlIndex === 0 && verbAt > 0 && /^[\w.$-]+$/.test(first ?? '')) {
      Object.assign(method, { value: stringValue(args[verbAt])!.toUpperCase(), node: args[verbAt], form: 'string' });
      urlIndex = 1;
      registered = true;
    }
    // `request({ method, url, qs })`, `axios({ url })`: the URL lives in the options object.
    let urlNode: Node | undefined = args[urlIndex];
    const options: TSESTree.ObjectExpression[] = [];
    const asObject = (n: Node | undefined) => {
      const u = n && unwrap(n);
      if (u?.type === 'ObjectExpression') return u;
      if (u?.type === 'Identifier') return this.ev.objectOf(u);
      return undefined;
    };
    // A verb given its configuration first and its route second (`api.get(config, 'projects')`).
    if (urlIndex === 0 && verb && args.length > 1 && this.configFirst(args[0], asObject(args[0])) && this.ev.evaluate(args[1])?.find((it) => it.kind !== 'mark')?.kind === 'char') {
      urlIndex = 1;
      urlNode = args[1];
    }
    const firstObj = asObject(urlNode);
    if (firstObj) {
      const inner = URL_KEYS.map((k) => propertyValue(firstObj, k)).find(Boolean);
      if (!inner) return null;
      options.push(firstObj);
      urlNode = inner;
    }
    // A URL given as a getter (`useFetch(() => `/projects/${id}/…`)`, re-read when what it reads changes): the URL it returns.
    const getter = urlNode && unwrap(urlNode);
    if (getter && (getter.type === 'ArrowFunctionExpression' || getter.type === 'FunctionExpression') && getter.params.length === 0) urlNode = returnedExpression(getter);
    if (!urlNode) return null;
    let items = this.ev.evaluate(urlNode);
    // A route read from a table of request records: a hole here, the entries are the routes.
    const table = items ? undefined : this.tableRead(urlNode);
    if (table) items = [this.ev.hole(urlNode, [])];
    if (!items) return null;
    // A route spelled with its method, as a client's route strings are (`request('GET /projects/:id/issues', { id })`,
    // @octokit/request's form): the method read, the route the rest, read only (how the client fills and joins it is not known).
    const spec = !verb && !method.value ? routeSpec(items) : undefined;
    if (spec) {
      items = readOnly(items.slice(spec.skip));
      method.value = spec.method;
    }
    items = this.fillPlaceholders(items, args.slice(urlIndex + 1));
    const member = this.requestMember(callee, items);
    const bound = member?.bound ?? this.instanceBaseOf(callee, items);
    if (!method.value && bound.method) method.value = bound.method;
    // The call's own base option overrides its instance's, as the library merges them (`api.get(path, { baseURL })`).
    const ownBase = this.ownBaseOption(bound.style, [firstObj, ...args.slice(urlIndex + 1).map(asObject)]);
    const base = ownBase ?? bound.base;
    if (base) {
      const baseEv = (!ownBase && bound.ev) || this.ev;
      const baseItems = baseEv.evaluate(base) ?? [baseEv.hole(base, [])];
      items = joinPath(baseItems, items, [base]);
    }
    const built = base || fwd || call.type !== 'CallExpression' ? undefined : this.builtOptions(call, urlIndex);
    if (built) items = joinPath(built.base, items, [built.node]);
    const url = parseUrl(items);
    if (!url || webPage(url.items) || !apiShaped(url)) return null;
    // Other arguments: option objects or plain parameter objects.
    let paramsComplete = true;
    /** Parameter values that cannot be read here (`body: JSON.stringify(body)`): a wrapper's callers may spell them. */
    const unreadValues: Node[] = [];
    const containers: TSESTree.ObjectExpression[] = [];
    /** Options a helper of this file built (helperOptions): a carrier no differential case proves. */
    let helperBuilt = false;
    // (An opening call's arguments after the URL say how to send it, never what: `async`, a user's name.)
    for (let i = urlIndex + 1; i < args.length && !opened; i++) {
      const a = args[i];
      if (isFunction(a)) continue;
      const obj = asObject(a);
      const built = obj ? [obj] : this.helperOptions(a);
      if (!built) {
        if (a.type !== 'Literal' && !this.isCallback(a)) unreadValues.push(a);
        continue;
      }
      if (!obj) helperBuilt = true;
      for (const o of built) {
        if (o.properties.some((p) => p.type === 'Property' && OPTION_KEYS.has(keyName(p.key) ?? ''))) options.push(o);
        else if (o === obj) containers.push(o);
      }
    }
    /** A part of the request carried in a way no differential case proves (Site.unprovenCarrier). */
    const root = !ownBase && 'root' in bound ? bound.root : undefined;
    let unprovenCarrier: UnprovenCarrier | undefined = root?.carrier ?? (helperBuilt ? 'options from a helper' : undefined);
    /** Parameters read from a query or body option's value (ParamRef.pair among them). */
    const valueRefs: ParamRef[] = [];
    for (const opts of options) {
      const m = propertyValue(opts, 'method') ?? propertyValue(opts, 'type');
      if (m && !method.value) {
        const s = stringValue(m);
        const member = s === undefined ? memberMethod(this.index, m) : undefined;
        if (s && HTTP.test(s)) Object.assign(method, { value: s.toUpperCase(), node: unwrap(m), form: 'string' });
        else if (member && HTTP.test(member.value)) {
          Object.assign(method, { value: member.value.toUpperCase(), node: member.property, form: 'member' });
          unprovenCarrier ??= 'method as a table member';
        }
        else paramsComplete = paramsComplete && true;
      }
      for (const key of PARAM_KEYS) {
        const v = propertyValue(opts, key);
        if (!v) continue;
        // `json: true` is a switch, not a body.
        if (unwrap(v).type === 'Literal') continue;
        const read = this.paramValue(v);
        valueRefs.push(...read.refs);
        unreadValues.push(...read.handed);
        paramsComplete &&= read.complete;
      }
      // A key no style of the registry names that reads as a query or a body (rxjs's `queryParams`): what it carries is not read.
      if (opts.properties.some(unknownCarrier)) paramsComplete = false;
    }
    // A style that takes its query and body from the chain (superagent's `request.put(url).query({...}).send({...})`,
    // wretch's `.json({...})`): the registry names the methods, for an unknown style too.
    const shape = clientStyle(bound.style)?.shape;
    const chained = chainLinks(bound.style);
    let last: Node = call;
    for (let n: Node = call, p = this.index.parent.get(n); p?.type === 'MemberExpression'; n = p, p = this.index.parent.get(n)) {
      const outer = this.index.parent.get(p);
      if (outer?.type !== 'CallExpression' || outer.callee !== p || p.property.type !== 'Identifier') break;
      last = outer;
      // wretch's verb ends its chain (`wretch(url).json(body).post()`): the request's method.
      if (shape?.bodyAt === 'chain' && (method.defaulted || !method.value) && /^(get|post|put|patch|delete|head)$/.test(p.property.name)) {
        Object.assign(method, { value: VERBS[p.property.name], node: p.property, form: 'callee' });
        delete method.defaulted;
        // Its arguments: a body where the verb sends one (`.put({ public: true })`), then a URL to append, which is not read here.
        const [body, more] = shape.verbArgs ? (/^(post|put|patch)$/.test(p.property.name) ? outer.arguments : [undefined, ...outer.arguments]) : [];
        if (more) return null;
        const c = body && this.container(body);
        if (c) containers.push(c);
        else if (body) paramsComplete = false;
        // No differential case sends a body this way (the generated wretch clients use `.json(body)`).
        if (body) unprovenCarrier = 'body in the verb';
      }
      if (chained.includes(p.property.name) && outer.arguments[0]) {
        const read = this.paramValue(outer.arguments[0]);
        valueRefs.push(...read.refs);
        unreadValues.push(...read.handed);
        paramsComplete &&= read.complete;
      }
      n = outer;
      p = outer;
    }
    // Query objects built into the URL: `${url}?${new URLSearchParams({...})}`, `qs.stringify({...})`,
    // a URL object's entries loop (`for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v)`).
    let builtQuery: Site['builtQuery'];
    for (const it of items) if (it.kind === 'hole') {
      // A builder's query (`${path}${search(query)}`): its object is the query, given here or by a wrapper's callers.
      if (it.query) {
        const c = this.container(it.query.argument);
        const handed = !c && isParameterValue(it.query.argument);
        if (c) containers.push(c);
        else if (handed) unreadValues.push(it.query.argument);
        else paramsComplete = false;
        // Two builders' queries in one URL: no one object to add to.
        builtQuery = builtQuery ? { values: [], arrays: it.query.arrays } : { values: handed ? [it.query.argument] : [], arrays: it.query.arrays, ...(c ? { object: c } : {}) };
        // No differential case builds the query in a builder: a fix of its pairs is for review at most.
        unprovenCarrier = 'query from a helper';
        continue;
      }
      const helper = this.helperQuery(it);
      const c = helper ? this.container(helper.argument) : this.container(it.node);
      const named = url.query.some((q) => url.items.slice(q.nameSpan.start, q.nameSpan.end).includes(it));
      // A serialiser's text after the URL's `?` (`?${new URLSearchParams(query)}`) of an object the caller gives: its query.
      const serialised = !c && named ? serialisedQuery(it.node) : undefined;
      const given = serialised && isParameterValue(serialised.argument) ? serialised : undefined;
      const pairs: { object?: TSESTree.ObjectExpression; refs: ParamRef[]; complete: boolean } | undefined = !c && named && !given ? (this.pairList(it.node) ?? this.appendedQuery(it.node)) : undefined;
      if (c) containers.push(c);
      else if (given) {
        unreadValues.push(given.argument);
        builtQuery = builtQuery ? { values: [], arrays: given.arrays } : { values: [given.argument], arrays: given.arrays };
        // No differential case writes the query so: a fix of its pairs is for review at most.
        unprovenCarrier = 'query from a helper';
      } else if (pairs) {
        if (pairs.object) containers.push(pairs.object);
        valueRefs.push(...pairs.refs);
        paramsComplete &&= pairs.complete;
      }
      // A query name the call computes where no object is read (`u.searchParams.set(k, v)` in a loop that changes or skips entries) may be any parameter;
      // the entries of a parameter's object are a value the caller gives (a wrapper's callers read it there).
      else if (named) {
        if (isEntriesArgument(this.index, it.node) && isParameterValue(it.node)) unreadValues.push(it.node);
        else paramsComplete = false;
      }
      if (isEntriesArgument(this.index, it.node)) unprovenCarrier = 'query from entries';
      // No differential case builds the query in a helper: a fix of its pairs is for review at most.
      else if (c && helper) unprovenCarrier = 'query from a helper';
    }
    // A plain call of a default-GET library, or of an instance such a style makes called itself (`gl(path)` on `ofetch.create(…)`).
    const plain = (name && DEFAULT_GET.has(name)) || (callee.type === 'Identifier' && bound.base && clientStyle(bound.style)?.shape.defaultGet) || member?.style.shape.defaultGet;
    if (!method.value && plain && !options.some((o) => propertyValue(o, 'method'))) Object.assign(method, { value: 'GET', defaulted: true });
    // A chain that goes on elsewhere in its function (kept in a variable, chosen, handed on: `const w =
    // wretch(url)`, then `w.json(body).post()`): its query, body and verb may be given there. (A chain
    // returned to its caller is taken as the request it is; a caller that adds to it is not read.)
    const end = shape?.bodyAt === 'chain' ? this.index.parent.get(last) : undefined;
    if (end && (end.type === 'VariableDeclarator' || end.type === 'AssignmentExpression' || end.type === 'ConditionalExpression' || end.type === 'LogicalExpression' || ((end.type === 'CallExpression' || end.type === 'NewExpression') && end.callee !== last))) {
      paramsComplete = false;
      if (method.defaulted) {
        delete method.value;
        delete method.defaulted;
      }
    }
    // A style whose body is written apart from the call (`const req = http.request(…)`, then
    // `req.end(body)`): the body written on the request it made, where nothing else can write one.
    // (A request object's body: what its send member is given.)
    const written = opened ? opened.bodies : shape?.bodyAt === 'none' ? writtenBodies(this.index, call) : undefined;
    for (const b of written ?? []) {
      const c = this.container(b);
      if (c) containers.push(c);
      else if (!isAbsent(b)) unreadValues.push(b);
    }
    const params: ParamRef[] = [...valueRefs];
    // No differential case gives the parameters as pairs: their fixes are for review at most.
    if (valueRefs.some((r) => r.pair)) unprovenCarrier ??= 'parameters as pairs';
    for (const c of containers) {
      const { refs, complete } = this.paramRefs(c);
      params.push(...refs);
      paramsComplete &&= complete;
    }
    if (registered) paramsComplete = false;
    // A style that sends a GET's parameters as a body where an option says so: no query to fix, no request read.
    const asBody = clientStyle(member?.style.id ?? bound.style)?.refuses.find((r) => r.kind === 'query sent as a body');
    if (asBody && /^(GET|HEAD)$/.test(method.value ?? 'GET') && (params.length > 0 || !paramsComplete) && options.some((o) => switchedOn(propertyValue(o, asBody.switchKey)))) return null;
    // A style whose body is written apart from the call (`http.request(…)` then `req.end(body)`): a
    // request that may carry one has parameters this call does not show.
    if ((opened || shape?.bodyAt === 'none') && !written && !/^(GET|HEAD|DELETE)$/.test(method.value ?? '')) paramsComplete = false;
    // A call given its URL in an object that also says how to send it (`phin({ url, method, headers })`),
    // or a route with its method (`route('GET /projects/:id')`): a request, whatever the client is called.
    const requestOptions = !!firstObj && firstObj.properties.some((p) => p.type === 'Property' && !p.computed && REQUEST_OPTION_KEYS.has(keyName(p.key) ?? ''));
    // A call of a library the registry proves whose every call is a request is a client's, whatever it is named (`needle('get', url)`).
    // (Not a style known by a name any code may use, unproven: `$.ajax` of a `$` that may be no jQuery.)
    const boundStyle = clientStyle(bound.style);
    const requests = !!boundStyle?.proven && boundStyle.binding.kind === 'per call';
    const clientLike = !!opened || !!verb || !!member || requests || !!(name && clientName(name, object)) || requestOptions || !!spec || this.handsToClient(call);
    // A call that asks for a page of a list reads it: GitLab pages only GETs. Not one that spells
    // its method in a value read elsewhere (a wrapper's `method` parameter: its callers say which).
    if (!method.value && !options.some((o) => propertyValue(o, 'method')) && [...params, ...url.query].some((p) => /^(page|per_page)$/.test(p.name))) Object.assign(method, { value: 'GET', defaulted: true });
    // Complete but for values it cannot read: a wrapper whose callers give those values may read them there.
    const onlyValues = paramsComplete && unreadValues.length > 0 ? { unreadValues } : {};
    paramsComplete &&= unreadValues.length === 0;
    const rooted = root?.rootedOnly ? { rootedOnly: true as const } : {};
    // No differential case sends a query object made of another (`new HttpParams({ fromObject })`): review at most.
    if (params.some((r) => r.container && fromObjects.has(r.container))) unprovenCarrier ??= 'query from a query object';
    return { file: this.file, call, root: urlNode, url, method, params, paramsComplete, ...onlyValues, clientLike, ...(opened ? { client: opened.style.id } : member ? { client: member.style.id } : bound.style ? { client: bound.style } : {}), ...(base ? { boundTo: base } : {}), ...(table ? { table } : {}), ...(unprovenCarrier ? { unprovenCarrier } : {}), ...(builtQuery ? { builtQuery } : {}), ...rooted };
  }

  /** Whether `call` is a link of a request's chain that carries its query or body (the request's style's, or superagent's `send`, `query`, `field`). */
  private chainCarrier(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
    const callee = unwrap(call.callee);
    if (call.type !== 'CallExpression' || callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
    let head: Node = unwrap(callee.object);
    while (head.type === 'CallExpression' && !this.siteOf(head)) {
      const c = unwrap(head.callee);
      if (c.type !== 'MemberExpression') return false;
      head = unwrap(c.object);
    }
    const request = head.type === 'CallExpression' ? this.siteOf(head) : null;
    return !!request && chainLinks(request.client).includes(callee.property.name);
  }

  /**
   * Request options a helper builds around the URL the call gives it (`opts('PUT', uri)` →
   * `{ method, baseUrl: \`${host}/api/v3\`, uri }`): the base it puts beside that parameter,
   * evaluated with the call's arguments. The request is sent by whoever the options go to.
   */
  private builtOptions(call: TSESTree.CallExpression, urlIndex: number): { base: Item[]; node: Node } | undefined {
    const target = this.ev.calleeFunction(call);
    const ret = target && returnedExpression(target.node);
    const obj = ret && unwrap(ret);
    if (!target || obj?.type !== 'ObjectExpression') return undefined;
    const url = URL_KEYS.map((k) => propertyValue(obj, k)).find(Boolean);
    const baseNode = BASE_KEYS.map((k) => propertyValue(obj, k)).find(Boolean);
    const u = url && unwrap(url);
    const param = target.node.params[urlIndex];
    const id = paramId(param);
    if (!baseNode || u?.type !== 'Identifier' || id?.type !== 'Identifier' || u.name !== id.name) return undefined;
    // What the call spreads into the options (`...extra`) must not name another base, URL or method.
    const spreads = obj.properties.filter((q): q is TSESTree.SpreadElement => q.type === 'SpreadElement');
    for (const sp of spreads) {
      const at = target.node.params.findIndex((q) => paramId(q) === (sp.argument.type === 'Identifier' ? target.ev.index.resolve(sp.argument)?.id : undefined));
      if (at < 0) return undefined;
      const given = call.arguments[at] && unwrap(call.arguments[at]);
      if (given && (given.type !== 'ObjectExpression' || given.properties.some((q) => q.type !== 'Property' || [...URL_KEYS, ...BASE_KEYS, 'method'].includes(keyName(q.key) ?? '')))) return undefined;
    }
    // The method the options carry: the call's argument (read as the call's own) or a literal here; anything else is not read.
    const m = propertyValue(obj, 'method');
    const mu = m && unwrap(m);
    const mAt = mu?.type === 'Identifier' ? target.node.params.findIndex((q) => q.type === 'Identifier' && q.name === mu.name) : -1;
    if (m && mAt !== 0 && !(mu?.type === 'Literal' && HTTP.test(String(mu.value)))) return undefined;
    const env = this.ev.bindArguments(target.node, call);
    const base = target.ev.evaluate(baseNode, env, [call]);
    return base ? { base, node: baseNode } : undefined;
  }

  /**
   * A call of a function of this file that hands its parameters (or `arguments`) to a client's
   * call is a client call: `rq(endpoint, qs) { return prequest(this.format.apply(this, arguments)) }`.
   */
  private handsToClient(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
    const target = call.type === 'CallExpression' ? this.ev.calleeFunction(call) : undefined;
    if (target?.ev !== this.ev) return false;
    const fn = target.node;
    const names = new Set(fn.params.flatMap((p) => (p.type === 'Identifier' ? [p.name] : [])));
    if (fn.type !== 'ArrowFunctionExpression') names.add('arguments');
    return this.index.callsIn(fn).some((c) => {
      const { name, object } = calleeName(c.callee);
      return !!name && clientName(name, object) && c.arguments.some((a) => identifiersWithin(a).some((i) => names.has(i.name)));
    });
  }

  /** A first argument that configures the call and is no URL: a name or an object with no URL key that spells no string. */
  private configFirst(arg: Node, obj: TSESTree.ObjectExpression | undefined): boolean {
    if (arg.type !== 'Identifier' && arg.type !== 'ObjectExpression') return false;
    if (obj && URL_KEYS.some((k) => propertyValue(obj, k))) return false;
    const before = this.ev.unresolved;
    const spelled = this.ev.evaluate(arg);
    this.ev.unresolved = before;
    return !spelled;
  }

  /** A function passed by name (`request.get(opts, cb)`): not a hidden parameter object. */
  private isCallback(n: Node): boolean {
    if (n.type !== 'Identifier') return false;
    const b = this.index.resolve(n);
    if (b?.kind === 'function' || (b?.init && isFunction(unwrap(b.init)))) return true;
    return /^(cb|callback|done|next|handler|onResponse)$/i.test(n.name);
  }

  /**
   * The options an argument builds with a helper of this file (`args({ data: { … } })` of
   * `function args(extra = {}) { return { headers: { … }, ...extra }; }`): the helper's object, which
   * may carry no parameter, URL, base or method and reads none of its own parameters, and the
   * call's object literals it spreads. Undefined for anything else (the call's options are then not read).
   */
  private helperOptions(a: Node): TSESTree.ObjectExpression[] | undefined {
    const u = unwrap(a);
    if (u.type !== 'CallExpression' || u.callee.type !== 'Identifier') return undefined;
    // A function of this file, by its own binding: an imported one is asked of no other file (that would send this one to project mode).
    const b = this.index.resolve(u.callee);
    const init = b && !b.reassigned && b.init ? unwrap(b.init) : undefined;
    const fn = (b?.kind === 'function' || b?.kind === 'const') && init && isFunction(init) ? init : undefined;
    if (!fn) return undefined;
    const only = fn.body?.type !== 'BlockStatement' || fn.body.body.length === 1;
    const ret = only ? returnedExpression(fn) : undefined;
    const obj = ret && unwrap(ret);
    if (obj?.type !== 'ObjectExpression') return undefined;
    // Each parameter a plain name, or one with an empty object for its default.
    const params = fn.params.map((q) => (q.type === 'Identifier' ? q : q.type === 'AssignmentPattern' && q.left.type === 'Identifier' && q.right.type === 'ObjectExpression' && q.right.properties.length === 0 ? q.left : undefined));
    if (params.some((q) => !q)) return undefined;
    const paramAt = (n: Node) => (n.type === 'Identifier' ? params.findIndex((q) => q === this.index.resolve(n)?.id) : -1);
    const out: TSESTree.ObjectExpression[] = [obj];
    for (const p of obj.properties) {
      if (p.type === 'Property') {
        if (p.computed || HELPER_TAKES_NOT.has(keyName(p.key) ?? '') || identifiersWithin(p.value).some((i) => paramAt(i) >= 0)) return undefined;
        continue;
      }
      const at = paramAt(p.argument);
      if (at < 0) return undefined;
      const given = u.arguments[at];
      if (!given) continue;
      const g = unwrap(given);
      if (g.type !== 'ObjectExpression') return undefined;
      out.push(g);
    }
    return out;
  }

  /** The parameters an object literal spells, one per named property; not complete when it has a spread or a computed key. */
  private paramRefs(container: TSESTree.ObjectExpression): { refs: ParamRef[]; complete: boolean } {
    const refs: ParamRef[] = [];
    let complete = true;
    for (const p of container.properties) {
      const key = p.type === 'Property' && !p.computed ? keyName(p.key) : undefined;
      if (p.type !== 'Property' || p.computed) complete = false;
      else if (key !== undefined) refs.push({ name: key, file: this.file, prop: p, container });
    }
    return { refs, complete };
  }

  /**
   * The parameters of request options a caller hands a wrapper: each query and body option's (read
   * as a direct call's are), or the object itself where it names no option. Incomplete where an option
   * cannot be read, or a spread or a key no style names may carry more.
   */
  private optionsParams(obj: TSESTree.ObjectExpression): { refs: ParamRef[]; handed: Node[]; complete: boolean } {
    if (!obj.properties.some((p) => p.type === 'Property' && OPTION_KEYS.has(keyName(p.key) ?? ''))) return { ...this.paramRefs(obj), handed: [] };
    const out = { refs: [] as ParamRef[], handed: [] as Node[], complete: !obj.properties.some((p) => p.type === 'SpreadElement' || unknownCarrier(p)) };
    for (const key of PARAM_KEYS) {
      const v = propertyValue(obj, key);
      // `json: true` is a switch, not a body.
      if (!v || unwrap(v).type === 'Literal') continue;
      const read = this.paramValue(v);
      out.refs.push(...read.refs);
      out.handed.push(...read.handed);
      out.complete &&= read.complete;
    }
    return out;
  }

  /** The object literal behind a parameter value: `{…}`, a constant, `JSON.stringify({…})`, `new URLSearchParams({…})`. */
  container(n: Node): TSESTree.ObjectExpression | undefined {
    const u = unwrap(n);
    if (u.type === 'ObjectExpression') return u;
    if (u.type === 'Identifier') {
      const b = this.index.resolve(u);
      const init = b && b.kind !== 'param' && !b.reassigned && !b.pattern ? b.init : undefined;
      // An object changed after it is made (`params.append('iid[]', id)` in a loop, `query.scope = s`) holds more than its literal.
      if (init && this.index.named(u.name).some((i) => i !== b!.id && this.index.resolve(i) === b && containerChanged(this.index, i))) return undefined;
      return init && init !== n ? this.container(init) : undefined;
    }
    if ((u.type === 'CallExpression' || u.type === 'NewExpression') && u.arguments[0]) {
      const { name } = calleeName(u.callee);
      if (name && QUERY_SERIALISERS.test(name)) return this.container(u.arguments[0]);
      const options = name && Object.hasOwn(QUERY_FROM_OBJECT, name) ? unwrap(u.arguments[0]) : undefined;
      const given = options?.type === 'ObjectExpression' && options.properties.length === 1 ? propertyValue(options, QUERY_FROM_OBJECT[name!]) : undefined;
      const c = given && this.container(given);
      if (c) fromObjects.add(c);
      if (c) return c;
    }
    const handed = this.queryHelper(u);
    return handed ? this.container(handed.argument) : undefined;
  }

  /**
   * The parameters a query or body value holds: an object's (through constants and serialisers), a
   * list of pairs', each branch's of a choice (`next ? { ...query, page: next } : query`, `query ||
   * {}`); a parameter of the function, or one spread into an object, is a value its callers give
   * (`handed`: a wrapper's callers read it there). Anything else may be any parameter.
   */
  private paramValue(v: Node): { refs: ParamRef[]; handed: Node[]; complete: boolean } {
    const u = unwrap(v);
    if (u.type === 'ConditionalExpression' || (u.type === 'LogicalExpression' && u.operator !== '&&')) {
      const [a, b] = u.type === 'ConditionalExpression' ? [this.paramValue(u.consequent), this.paramValue(u.alternate)] : [this.paramValue(u.left), this.paramValue(u.right)];
      // What the callers give is read through the whole choice (handed.ts reads each side).
      const handed = a.handed.length || b.handed.length ? [u] : [];
      return { refs: [...a.refs, ...b.refs], handed, complete: a.complete && b.complete };
    }
    const c = this.container(v);
    if (c) {
      const { refs, complete } = this.paramRefs(c);
      // `{ ...query, page }`: the spread is the caller's object, the rest read here.
      const spread = !complete && fileIndexOf(c) === this.index && c.properties.every((p) => (p.type === 'Property' ? !p.computed : true));
      return spread ? { refs, handed: [c], complete: true } : { refs, handed: [], complete };
    }
    const pairs = this.pairList(v);
    if (pairs) return { ...pairs, handed: [] };
    // A value read nowhere here (`body: JSON.stringify(body)`): a wrapper's callers may spell it.
    return { refs: [], handed: [u], complete: true };
  }

  /**
   * Parameters given as a list of pairs to `new URLSearchParams(…)` (the global's): an array of
   * `[key, value]` arrays, or `items.map((x) => [key, value])` (each item one pair under that key),
   * through constants. Each key a string literal; anything else in the list may be any parameter.
   * (`qs.stringify` and the others take no pairs: only URLSearchParams reads a list so.)
   */
  pairList(n: Node): { refs: ParamRef[]; complete: boolean } | undefined {
    const made = this.resolvedInit(n);
    if (made?.type !== 'NewExpression' || made.callee.type !== 'Identifier' || made.callee.name !== 'URLSearchParams' || this.index.resolve(made.callee) || made.arguments.length !== 1) return undefined;
    const list = this.resolvedInit(made.arguments[0]);
    if (!list) return undefined;
    const refs: ParamRef[] = [];
    const pairOf = (e: Node | null | undefined): boolean => {
      const a = e && unwrap(e);
      if (a?.type !== 'ArrayExpression' || a.elements.length !== 2 || !a.elements[0] || !a.elements[1] || a.elements[1].type === 'SpreadElement') return false;
      const key = unwrap(a.elements[0]);
      const name = stringValue(key);
      if (name === undefined || (key.type !== 'Literal' && key.type !== 'TemplateLiteral')) return false;
      refs.push({ name, file: this.file, pair: { key, value: a.elements[1], list } });
      return true;
    };
    if (list.type === 'ArrayExpression') {
      let complete = true;
      for (const e of list.elements) if (!pairOf(e)) complete = false;
      return { refs, complete };
    }
    // `ids.map((id) => ['iid[]', String(id)])`: one pair per item, all under one key.
    if (list.type === 'CallExpression' && list.callee.type === 'MemberExpression' && !list.callee.computed && keyName(list.callee.property) === 'map' && list.arguments.length === 1) {
      const fn = unwrap(list.arguments[0]);
      const ret = isFunction(fn) && (fn.body?.type !== 'BlockStatement' || fn.body.body.length === 1) ? returnedExpression(fn) : undefined;
      return ret && pairOf(ret) ? { refs, complete: true } : { refs: [], complete: false };
    }
    return { refs: [], complete: false };
  }

  /**
   * A `URLSearchParams` constant of the file that code adds to before the URL reads it
   * (`const params = new URLSearchParams({ state }); for (…) params.append('iid[]', id)`): its object's
   * parameters, and each `append`/`set` with a literal key as a pair (`pair.list` the call). Undefined
   * when anything else may change it (another method, a key computed, a call after the read, the
   * object handed on), or it is made of anything but an object literal or nothing.
   */
  private appendedQuery(n: Node): { object?: TSESTree.ObjectExpression; refs: ParamRef[]; complete: boolean } | undefined {
    const u = unwrap(n);
    const b = u.type === 'Identifier' ? this.index.resolve(u) : undefined;
    const made = b && (b.kind === 'const' || b.kind === 'let') && !b.reassigned && !b.pattern && b.init ? unwrap(b.init) : undefined;
    if (made?.type !== 'NewExpression' || made.callee.type !== 'Identifier' || made.callee.name !== 'URLSearchParams' || this.index.resolve(made.callee) || made.arguments.length > 1) return undefined;
    const object = made.arguments[0] && this.container(made.arguments[0]);
    if (made.arguments[0] && !object) return undefined;
    const refs: ParamRef[] = [];
    for (const r of this.index.references(b!)) {
      if (r === u || r === b!.id) continue;
      const m = this.index.parent.get(r);
      const call = m?.type === 'MemberExpression' && m.object === r && !m.computed ? this.index.parent.get(m) : undefined;
      const verb = call?.type === 'CallExpression' && call.callee === m ? keyName((m as TSESTree.MemberExpression).property) : undefined;
      if (call?.type !== 'CallExpression' || !ADDS_PAIR.has(verb ?? '')) {
        if (containerChanged(this.index, r as TSESTree.Identifier)) return undefined;
        continue;
      }
      const [key, value] = call.arguments;
      const name = key && stringValue(key);
      // Added before the read, under a key spelled here: a pair the request sends.
      if (name === undefined || (key.type !== 'Literal' && key.type !== 'TemplateLiteral') || !value || value.type === 'SpreadElement' || call.range[1] > u.range[0]) return undefined;
      refs.push({ name, file: this.file, pair: { key, value, list: call } });
    }
    // The object it is made of is the site's container (its own parameters read there).
    return refs.length ? { ...(object ? { object } : {}), refs, complete: true } : undefined;
  }

  /** A node, or the value a constant of this file it names was declared with (never assigned again, read only there). */
  private resolvedInit(n: Node): Node | undefined {
    let u = unwrap(n);
    for (let i = 0; i < 8 && u.type === 'Identifier'; i++) {
      const b = this.index.resolve(u);
      // Read here only: nothing else may add a pair (`params.append(…)`, `pairs.push(…)`). (A shorthand property's key is its value's name.)
      if (!b || b.kind === 'param' || b.reassigned || b.pattern || !b.init || new Set(this.index.references(b).map((r) => r.range[0])).size !== 1) return undefined;
      u = unwrap(b.init);
    }
    return u.type === 'Identifier' ? undefined : u;
  }

  /**
   * The argument a helper of the file's own turns into the query string it returns, as it is
   * (`function query(params) { return '?' + new URLSearchParams(params); }` called `query({ iid })`):
   * the helper's one statement serialises its parameter, so the caller's object is the query.
   */
  queryHelper(n: Node): { argument: Node; serialiser: Node } | undefined {
    const u = unwrap(n);
    if (u.type !== 'CallExpression' || u.callee.type !== 'Identifier') return undefined;
    const target = this.ev.calleeFunction(u);
    const fn = target?.ev === this.ev ? target.node : undefined;
    if (!fn?.body || (fn.body.type === 'BlockStatement' && fn.body.body.length !== 1)) return undefined;
    let e = returnedExpression(fn);
    // `'?' + …`, `` `?${…}` ``, `….toString()`: the serialiser's text behind a literal `?`.
    if (e?.type === 'BinaryExpression' && e.operator === '+' && e.left.type === 'Literal' && e.left.value === '?') e = e.right;
    else if (e?.type === 'TemplateLiteral' && e.expressions.length === 1 && e.quasis[0].value.cooked === '?' && e.quasis[1].value.cooked === '') e = e.expressions[0];
    if (e?.type === 'CallExpression' && e.callee.type === 'MemberExpression' && !e.callee.computed && e.callee.property.type === 'Identifier' && e.callee.property.name === 'toString') e = e.callee.object;
    if (!e || (e.type !== 'CallExpression' && e.type !== 'NewExpression') || !QUERY_SERIALISERS.test(calleeName(e.callee).name ?? '')) return undefined;
    const arg = e.arguments[0];
    const i = arg?.type === 'Identifier' ? fn.params.findIndex((p) => p.type === 'Identifier' && p.name === arg.name) : -1;
    return i >= 0 && u.arguments[i] ? { argument: u.arguments[i], serialiser: e } : undefined;
  }

  /** The helper call a query hole was evaluated through (the evaluator inlines `query({ iid })`: the hole is the helper's serialiser). */
  private helperQuery(hole: Hole): { argument: Node; serialiser: Node } | undefined {
    for (let i = hole.via.length - 1; i >= 0; i--) {
      const h = hole.via[i].type === 'CallExpression' ? (this.queryHelper(hole.via[i]) ?? this.queryConstHelper(hole.via[i] as TSESTree.CallExpression, hole.node)) : undefined;
      if (h) return h.serialiser === hole.node ? h : undefined;
    }
    return undefined;
  }

  /**
   * A helper of the file's own that keeps its parameter's query string in a constant and puts it
   * after `?` where it is not empty (`const qs = new URLSearchParams(query).toString(); return qs ?
   * \`${path}?${qs}\` : path;`): `read`, the constant where the URL reads it, is the caller's object
   * as a query. Only a body of those two statements, the constant read nowhere else but in tests,
   * the parameter nowhere else but in the serialiser.
   */
  private queryConstHelper(call: TSESTree.CallExpression, read: Node): { argument: Node; serialiser: Node } | undefined {
    if (call.callee.type !== 'Identifier' || read.type !== 'Identifier') return undefined;
    const target = this.ev.calleeFunction(call);
    const fn = target?.ev === this.ev ? target.node : undefined;
    if (fn?.body?.type !== 'BlockStatement' || fn.body.body.length !== 2 || fn.body.body[1].type !== 'ReturnStatement') return undefined;
    const b = this.index.resolve(read);
    const decl = fn.body.body[0];
    if (!b || b.kind !== 'const' || b.pattern || !b.init || decl.type !== 'VariableDeclaration' || decl.declarations.length !== 1 || decl.declarations[0].id !== b.id) return undefined;
    let e = unwrap(b.init);
    if (e.type === 'CallExpression' && e.callee.type === 'MemberExpression' && !e.callee.computed && keyName(e.callee.property) === 'toString' && e.arguments.length === 0) e = unwrap(e.callee.object);
    if ((e.type !== 'CallExpression' && e.type !== 'NewExpression') || e.arguments.length !== 1 || !QUERY_SERIALISERS.test(calleeName(e.callee).name ?? '')) return undefined;
    const arg = e.arguments[0];
    const pb = arg.type === 'Identifier' ? this.index.resolve(arg) : undefined;
    if (!pb || pb.kind !== 'param' || pb.fn !== fn || pb.index === undefined || this.index.references(pb).length !== 1) return undefined;
    if (!this.index.references(b).every((r) => r === read || onlyTested(this.index, r))) return undefined;
    return call.arguments[pb.index] ? { argument: call.arguments[pb.index], serialiser: read } : undefined;
  }
}

/** A route of one segment: `/groups`, `/user`. */
const ONE_SEGMENT = /^\/[a-z_]+$/;

/** The chain's methods that give a request its query or body: the style's (`bodyAt: 'chain'`), or, for a style unknown, the registry's UNKNOWN_CHAIN_STYLE's. */
function chainLinks(style: string | undefined): readonly string[] {
  const own = clientStyle(style)?.shape;
  const shape = own?.bodyAt === 'chain' ? own : clientStyle(UNKNOWN_CHAIN_STYLE)?.shape;
  return shape ? [...shape.queryKeys, ...shape.bodyKeys] : [];
}

/** `req.path` of a function's parameter `req`: a route a sender is handed. */
function parameterRoute(index: FileIndex, n: Node, key: string): boolean {
  const u = unwrap(n);
  if (u.type !== 'MemberExpression' || u.computed || u.property.type !== 'Identifier' || u.property.name !== key || u.object.type !== 'Identifier') return false;
  return index.resolve(u.object)?.kind === 'param';
}

/** A route that starts with `/`: one a base is joined to, not a URL of its own. */
function rootedPath(items: readonly Item[]): boolean {
  const first = items.find((it) => it.kind !== 'mark');
  return first?.kind === 'char' && first.ch === '/';
}

/** The names of the factories of libraries the registry does not know whose base option still makes an instance on that base (`Wreck.defaults({ baseUrl })`). */
const UNKNOWN_FACTORIES = new Set(['create', 'extend', 'defaults']);

/** `GET /projects/:id`: a method, one space, then a route from the root, spelled in a literal. */
function routeSpec(items: readonly Item[]): { method: string; skip: number } | undefined {
  let text = '';
  let i = 0;
  for (; i < items.length && text.length < 9; i++) {
    const it = items[i];
    if (it.kind === 'mark') continue;
    if (it.kind !== 'char') return undefined;
    text += it.ch;
    const m = /^(GET|POST|PUT|PATCH|DELETE|HEAD) \/$/.exec(text);
    if (m) return { method: m[1], skip: i };
  }
  return undefined;
}

/** Keys beside a URL that make an object a request's options: its method, headers, or a query or body (the registry's keys). */
const REQUEST_OPTION_KEYS: ReadonlySet<string> = new Set(['method', 'headers', ...PARAM_KEYS]);


/** The methods of an object or a `URLSearchParams` that read it and change nothing. */
const READS_CONTAINER = new Set([...READS_QUERY, 'hasOwnProperty', 'propertyIsEnumerable']);
/** Calls given an object that read it and change nothing (a serialiser, a copy, a log). */
const READ_BY = /^(stringify|String|keys|values|entries|URLSearchParams|encode|encodeURIComponent|log|info|debug|warn|error)$/;

/**
 * Whether a reference of a query or body object may change it: a method that is no read
 * (`append`, `set`, `delete`, `sort`), a property written or deleted, the object handed to a call
 * that is no known read (`Object.assign(q, more)`, `addPaging(q)`) or kept under another name.
 */
function containerChanged(index: FileIndex, id: TSESTree.Identifier): boolean {
  const p = index.parent.get(id);
  if (p?.type === 'MemberExpression' && p.object === id) {
    const outer = index.parent.get(p);
    if (outer?.type === 'CallExpression' && outer.callee === p) return p.computed || !READS_CONTAINER.has(keyName(p.property) ?? '');
    return (outer?.type === 'AssignmentExpression' && outer.left === p) || outer?.type === 'UpdateExpression' || (outer?.type === 'UnaryExpression' && outer.operator === 'delete');
  }
  if ((p?.type === 'CallExpression' || p?.type === 'NewExpression') && p.arguments.includes(id)) return !READ_BY.test(calleeName(p.callee).name ?? '');
  return (p?.type === 'AssignmentExpression' && p.right === id) || (p?.type === 'VariableDeclarator' && p.init === id);
}

/** Query objects made of a plain object given under a key of their options: Angular's `new HttpParams({ fromObject: {…} })`. */
const QUERY_FROM_OBJECT: Readonly<Record<string, string>> = { HttpParams: 'fromObject' };
/** The objects read as such a query object's (a call's parameters from one are carried in a way no differential case proves). */
const fromObjects = new WeakSet<TSESTree.ObjectExpression>();

/** Keys a helper's own object may not give (helperOptions): what it gives is the same for every call, none of the request's own. */
const HELPER_TAKES_NOT = new Set([...PARAM_KEYS, ...URL_KEYS, ...BASE_KEYS, 'method']);

/** Wrappers over wrappers read for one call: deeper is generated code or recursion. */
const MAX_WRAPPER_DEPTH = 6;

/**
 * The URL a wrapper's call sends, its parameters bound in `env`: the inner call's URL evaluated
 * there, joined to the instance's base; through a wrapper the inner call goes through in turn
 * (`this.put(path)` → `this.req('PUT', path)` → `http.request(new URL(\`${this.url}/${path}\`))`),
 * that one's, its parameters bound to the inner call's arguments.
 */
function wrapperUrl(w: Wrapper, fnEv: Evaluator, env: Env, via: readonly Node[], depth = 0): Item[] | null {
  if (w.nested) {
    const call = w.inner.call;
    // Each wrapper's parameters bound to the arguments of the call that runs it, evaluated in the caller's.
    if (depth >= MAX_WRAPPER_DEPTH || call.type !== 'CallExpression') return null;
    return wrapperUrl(w.nested.w, w.nested.ev, fnEv.bindArguments(w.nested.fn, call, env, via), [...via, call], depth + 1);
  }
  // The wrapper's own text is reached through the calls (`via`): a helper's, shared by its callers.
  const items = fnEv.evaluate(w.inner.root, env, via);
  const baseEv = w.baseEv ?? fnEv;
  return items && w.base ? joinPath(baseEv.evaluate(w.base, w.baseInCall ? env : new Map(), via) ?? [baseEv.hole(w.base, via)], items, [...via, w.base]) : items;
}

/** Whether an object literal may name one of `keys`: a property of one, or a spread that may hold it. */
function mayName(o: TSESTree.ObjectExpression, keys: readonly string[]): boolean {
  return o.properties.some((q) => q.type !== 'Property' || keys.includes(keyName(q.key) ?? ''));
}

/** The wrapper's parameters a site's URL reads (holes that are its parameters), the route's own last: the last such hole of the path, else of the URL. */
function urlParamsOf(site: Site, isParam: (n: Node) => number | undefined): number[] {
  const at = (from: number, to: number) => site.url.items.slice(from, to).flatMap((it) => (it.kind === 'hole' && isParam(it.node) !== undefined ? [isParam(it.node)!] : []));
  const all = [...new Set(at(0, site.url.items.length))];
  const inPath = at(site.url.path.start, site.url.path.end);
  const last = inPath[inPath.length - 1] ?? all[all.length - 1];
  return last === undefined ? [] : [...all.filter((i) => i !== last), last];
}

/**
 * `X.interceptors.request.use((config) => { config.url = ROOT + config.url; … })`: an interceptor
 * that puts a root before the URL of every request of the instance `X` (guarded or not by a test
 * of its first character). The instance's name, the root, and the carrier the registry names for
 * such a root where no differential case proves it (a superagent agent's plugin). The instance may
 * be the constant the registering chain makes (`const gl = superagent.agent().use(prefix(ROOT))`).
 */
export function interceptorPrefix(call: TSESTree.CallExpression | TSESTree.NewExpression): { holder: TSESTree.Identifier; base: Node; root: PutRoot } | undefined {
  if (call.type !== 'CallExpression') return undefined;
  for (const kind of INTERCEPTORS) {
    const receiver = receiverOfPath(call.callee, kind.request);
    const holder = receiver?.type === 'Identifier' ? receiver : receiver && chainHolder(call);
    const put = holder && rootPut(call, holder, kind);
    if (put) return { holder: put.holder, base: put.base, root: { ...(kind.carrier ? { carrier: kind.carrier } : {}), ...(put.guarded ? { rootedOnly: true as const } : {}) } };
  }
  return undefined;
}

/** The function a registry factory called on an instance is given for the new options (ky's `api.extend((options) => ({ … }))`). */
export function optionsFunction(call: TSESTree.CallExpression): TSESTree.FunctionLike | undefined {
  const fn = call.arguments.length === 1 ? unwrap(call.arguments[0]) : undefined;
  const c = unwrap(call.callee);
  return c.type === 'MemberExpression' && !c.computed && OPTIONS_FUNCTION_FACTORIES.has(keyName(c.property) ?? '') && fn && isFunction(fn) ? fn : undefined;
}

/** The constant a chain of calls is the value of, `call` among its links (`const gl = superagent.agent().use(a).use(b)`). */
function chainHolder(call: TSESTree.CallExpression): TSESTree.Identifier | undefined {
  const index = fileIndexOf(call);
  if (!index) return undefined;
  let top: Node = call;
  for (let m = index.parent.get(top); m?.type === 'MemberExpression' && m.object === top && !m.computed; m = index.parent.get(top)) {
    const next = index.parent.get(m);
    if (next?.type !== 'CallExpression' || next.callee !== m) return undefined;
    top = next;
  }
  const decl = index.parent.get(top);
  const kind = decl && index.parent.get(decl);
  return decl?.type === 'VariableDeclarator' && decl.init === top && decl.id.type === 'Identifier' && kind?.type === 'VariableDeclaration' && kind.kind === 'const' ? decl.id : undefined;
}

/**
 * The function registered, and what stands for each of its free names: the function itself, or the
 * one a local function returns when it is called there (`use(prefix(ROOT))`, `function prefix(root)
 * { return (req) => { … } }`), its parameters bound to the call's arguments.
 */
function registered(arg: Node | undefined): { fn: TSESTree.FunctionLike; bound: Map<string, Node>; maker?: Node } | undefined {
  if (!arg) return undefined;
  if (isFunction(arg)) return { fn: arg, bound: new Map() };
  const index = fileIndexOf(arg);
  if (arg.type !== 'CallExpression' || arg.callee.type !== 'Identifier' || !index) return undefined;
  const b = index.resolve(arg.callee);
  const maker = b?.kind === 'function' ? index.parent.get(b.id) : b?.kind === 'const' && !b.reassigned && b.init ? unwrap(b.init) : undefined;
  if (!maker || !isFunction(maker)) return undefined;
  const inner = returnedExpression(maker);
  const fn = inner && unwrap(inner);
  if (!fn || !isFunction(fn)) return undefined;
  const bound = new Map<string, Node>();
  for (const [i, p] of maker.params.entries()) {
    const a = arg.arguments[i];
    if (p.type !== 'Identifier' || !a || a.type === 'SpreadElement') return undefined;
    bound.set(p.name, a);
  }
  return { fn, bound, maker };
}

function rootPut(call: TSESTree.CallExpression, holder: TSESTree.Identifier, kind: Interceptors): { holder: TSESTree.Identifier; base: Node; guarded?: boolean } | undefined {
  const got = registered(call.arguments[0]);
  const fn = got?.fn;
  if (!fn || fn.params[0]?.type !== 'Identifier' || fn.body?.type !== 'BlockStatement') return undefined;
  const cfg = fn.params[0].name;
  const isUrl = (n: Node) => n.type === 'MemberExpression' && !n.computed && keyName(n.property) === kind.urlKey && n.object.type === 'Identifier' && n.object.name === cfg;
  let found: { base: Node; guarded: boolean } | undefined;
  const visit = (n: Node | null | undefined, depth: number, guarded: boolean): void => {
    if (!n || depth > 4 || found) return;
    if (n.type === 'ExpressionStatement') return visit(n.expression, depth, guarded);
    if (n.type === 'IfStatement') return visit(n.consequent, depth + 1, guarded || rootPathTest(n.test, isUrl));
    if (n.type === 'BlockStatement') return n.body.forEach((x) => visit(x, depth + 1, guarded));
    if (n.type === 'AssignmentExpression' && n.operator === '=' && isUrl(n.left) && n.right.type === 'BinaryExpression' && n.right.operator === '+' && isUrl(n.right.right)) found = { base: n.right.left, guarded };
  };
  visit(fn.body, 0, false);
  if (!found) return undefined;
  const { guarded } = found;
  let { base } = found;
  // A root the maker was given (`prefix(ROOT)`): the argument; a constant of the file as it is; any
  // other root made in the maker is not read.
  if (got.bound.size) {
    const index = fileIndexOf(base);
    const b = base.type === 'Identifier' && index ? index.resolve(base) : undefined;
    const name = b?.kind === 'param' && b.id.type === 'Identifier' ? b.id.name : undefined;
    // (A constant of the maker's own is made anew for each agent it is given to: other agents read it too.)
    if (name !== undefined && got.bound.has(name)) base = got.bound.get(name)!;
    else if (!(b?.kind === 'const' && got.maker && !within(b.id, got.maker))) return undefined;
  }
  return { holder, base, guarded };
}

/**
 * A test that the URL is a path from the root (`url.startsWith('/')`, `url[0] === '/'`,
 * `url.charAt(0) === '/'`, beside other tests joined by `&&`): an absolute URL is left as it is.
 */
function rootPathTest(test: Node, isUrl: (n: Node) => boolean): boolean {
  const t = unwrap(test);
  if (t.type === 'LogicalExpression' && t.operator === '&&') return rootPathTest(t.left, isUrl) || rootPathTest(t.right, isUrl);
  const slash = (n: Node) => stringValue(unwrap(n)) === '/';
  if (t.type === 'CallExpression' && t.callee.type === 'MemberExpression' && !t.callee.computed && isUrl(unwrap(t.callee.object)) && keyName(t.callee.property) === 'startsWith') return t.arguments.length === 1 && slash(t.arguments[0]);
  if (t.type !== 'BinaryExpression' || t.operator !== '===') return false;
  const [l, r] = slash(t.right) ? [unwrap(t.left), t.right] : [unwrap(t.right), t.left];
  if (!slash(r)) return false;
  if (l.type === 'MemberExpression' && l.computed && isUrl(unwrap(l.object)) && l.property.type === 'Literal' && l.property.value === 0) return true;
  return l.type === 'CallExpression' && l.callee.type === 'MemberExpression' && !l.callee.computed && isUrl(unwrap(l.callee.object)) && keyName(l.callee.property) === 'charAt' && l.arguments.length === 1 && l.arguments[0].type === 'Literal' && l.arguments[0].value === 0;
}

/**
 * The entries of a table of request records speak the version of the calls that read the table
 * (`http.request({ url: ROUTES[name].path })` on an `/api/v3` instance): set where every such call
 * agrees, so that the rules that need a v3 base apply to the entries as to the calls.
 */
export function tableVersions(sites: readonly Site[]): void {
  const readers = new Map<Node, Set<Site['url']['version']>>();
  const add = (key: Node, v: Site['url']['version']) => {
    const set = readers.get(key) ?? new Set();
    set.add(v);
    readers.set(key, set);
  };
  for (const s of sites) {
    if (s.call.type === 'Property') continue;
    if (s.table) add(s.table, s.url.version);
    // A path function's route inlined into the call (`api.get(endpoints.jobs(p))`): the entry's text is read here.
    for (const it of s.url.items) if (it.kind !== 'hole' && it.lit) add(it.lit.node, s.url.version);
  }
  for (const s of sites) {
    if (s.call.type !== 'Property' || s.url.version !== null) continue;
    const seen = new Set<Site['url']['version']>();
    if (s.table) for (const v of readers.get(s.table) ?? []) seen.add(v);
    for (const it of s.url.items) if (it.kind !== 'hole' && it.lit) for (const v of readers.get(it.lit.node) ?? []) seen.add(v);
    if (seen.size === 1) s.url.version = [...seen][0];
  }
}

/**
 * An object whose every entry is a request record: an object with a route under a route key
 * (`path`, `url`, …) spelled as a route, and no web router's keys (`component`, `children`).
 */
function recordTable(obj: TSESTree.ObjectExpression): boolean {
  if (obj.properties.length === 0) return false;
  return obj.properties.every((e) => {
    if (e.type !== 'Property' || e.computed) return false;
    const r = unwrap(e.value);
    if (r.type !== 'ObjectExpression') return false;
    if (r.properties.some((q) => q.type === 'Property' && /^(component|components|redirect|children)$/.test(keyName(q.key) ?? ''))) return false;
    const route = r.properties.find((q) => q.type === 'Property' && ROUTE_KEY.test(keyName(q.key) ?? ''));
    const v = route?.type === 'Property' ? stringValue(route.value) : undefined;
    // A record's route may be one segment (`/users`): the record says it is a request.
    return v !== undefined && (ROUTE_VALUE.test(v) || /^\/[a-z_]+$/.test(v));
  });
}

/** The route expression of a table value: the value itself, or the one expression a path function returns. */
function tableRoute(value: Node): Node | undefined {
  if (!isFunction(value)) return value;
  return value.params.every((p) => p.type === 'Identifier') ? returnedExpression(value) : undefined;
}

/** A name that is a function's parameter, or a property of one destructured (`{ query } = {}`): its callers give its value. */
function isParameterValue(n: Node): boolean {
  // `query ?? {}`: the caller's object, or nothing.
  const u = withoutEmptyDefault(n);
  const index = u.type === 'Identifier' ? fileIndexOf(u) : undefined;
  const b = index?.resolve(u as TSESTree.Identifier);
  return !!index && !!b && !b.reassigned && !!paramSource(index, b);
}

/** `Object.entries(node)`: an object whose entries a URL object's query was set from (url-object.ts). */
function isEntriesArgument(index: FileIndex, node: Node): boolean {
  const p = index.parent.get(node);
  return p?.type === 'CallExpression' && p.arguments[0] === node && p.callee.type === 'MemberExpression' && keyName(p.callee.property) === 'entries' && p.callee.object.type === 'Identifier' && p.callee.object.name === 'Object';
}

/** A callee whose name says it sends requests (`request`, `fetch`, `api.get`, `gitlab`, a default-GET client). */
function clientName(name: string, object: string | undefined): boolean {
  return DEFAULT_GET.has(name) || CLIENT_NAME.test(name + (object ?? ''));
}

/** The HTTP method a client method's name stands for; `hasOwnProperty` and the other names every object has are none. */
function verbOf(name: string | undefined): string | undefined {
  return name && Object.hasOwn(VERBS, name) ? VERBS[name] : undefined;
}

/**
 * A URL under `/api/vN` whose path is spelled from its first segment to its last and is no route
 * GitLab ever declared: in a file that never names GitLab, another service's with the same prefix
 * (Airbrake's `/api/v3/projects/:id/notices`). A path whose ends the code computes stays a GitLab
 * call. fixtures/real/other-service-routes.js (a mistyped route on a GitLab base: fixtures/rules/not-a-v4-route.js).
 */
function anotherServicesRoute(url: ParsedUrl): boolean {
  if (url.version === null) return false;
  const segs = segmentsOfUrl(url);
  if (segs.length === 0 || segs[0] === null || segs[segs.length - 1] === null) return false;
  return !isAnyRoute(segs);
}

/**
 * A URL that spells its own scheme and host, not a GitLab one, and a first segment no GitLab route
 * starts with (`https://api.coingecko.com/api/v3/simple/price`, `http://sonarr.local:8989/api/v3/series`):
 * another service's, even in a file that names GitLab (a typo of a GitLab route is made on a GitLab
 * base, as config-files decides for a value). fixtures/real/other-service-hosts.js.
 */
function anotherServicesUrl(url: ParsedUrl): boolean {
  if (url.version === null || !url.prefix) return false;
  const before = url.items.slice(0, url.prefix.start).filter((it) => it.kind !== 'mark');
  if (!before.length || before.some((it) => it.kind !== 'char')) return false;
  const origin = textOf(before);
  if (!/^[a-z][\w+.-]*:\/\/[^/]+\/$/i.test(origin) || /gitlab/i.test(origin)) return false;
  const first = segmentsOfUrl(url)[0];
  return typeof first === 'string' && first !== '' && !isRouteRoot(first);
}

/** A URL that spells no host of its own (`/projects/1`, `projects`): a client's base goes before it. */
function relativeUrl(items: readonly Item[]): boolean {
  const first = items.find((it) => it.kind !== 'mark');
  if (first?.kind !== 'char') return false;
  const head = items.filter((it) => it.kind === 'char').slice(0, 12).map((it) => (it as { ch: string }).ch).join('');
  return !/^[a-z][\w+.-]*:/i.test(head) && !head.startsWith('//');
}

/** `id` is the name of a property or member, not a read of a binding (a shorthand's value is). */
function isKey(parent: Node | undefined, id: Node): boolean {
  if (parent?.type === 'Property') return parent.key === id && parent.value !== id && !parent.computed;
  return parent?.type === 'MemberExpression' && parent.property === id && !parent.computed;
}

/**
 * Whether a module exports `name` (`default` for its default export) as a function or an object it
 * makes itself: `export default function bent(…)`, `export async function request(…)`,
 * `export default { request }`, `const needle = {…}; export default needle`.
 */
function exportsValue(program: TSESTree.Program, name: string): boolean {
  // A function the copy declares at its top: a call of it (`export const $fetch = create()`) is made there too.
  const ownFunction = (id: string): boolean =>
    program.body.some(
      (st) =>
        (st.type === 'FunctionDeclaration' && st.id?.name === id) ||
        (st.type === 'VariableDeclaration' && st.kind === 'const' && st.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === id && !!d.init && isFunction(unwrap(d.init)))),
    );
  const made = (n: Node | null | undefined, depth = 0): boolean => {
    const u = n && unwrap(n);
    if (!u) return false;
    if (u.type === 'CallExpression') return u.callee.type === 'Identifier' && ownFunction(u.callee.name);
    // Another name of a value made there (`export const ofetch = $fetch`).
    if (u.type === 'Identifier') return depth < 4 && declared(u.name, depth + 1);
    return u.type === 'FunctionDeclaration' || u.type === 'FunctionExpression' || u.type === 'ArrowFunctionExpression' || u.type === 'ObjectExpression' || u.type === 'ClassDeclaration' || u.type === 'ClassExpression';
  };
  const declared = (id: string, depth = 0): boolean =>
    program.body.some((st) => {
      const d = st.type === 'ExportNamedDeclaration' && st.declaration ? st.declaration : st;
      return (
        ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id?.name === id) ||
        (d.type === 'VariableDeclaration' && d.declarations.some((x) => x.id.type === 'Identifier' && x.id.name === id && made(x.init, depth)))
      );
    });
  for (const st of program.body) {
    if (st.type === 'ExportDefaultDeclaration' && name === 'default') {
      const d = st.declaration;
      return made(d) || (d.type === 'Identifier' && declared(d.name));
    }
    if (st.type !== 'ExportNamedDeclaration') continue;
    const d = st.declaration;
    if (d?.type === 'FunctionDeclaration' && d.id?.name === name) return true;
    if (d?.type === 'VariableDeclaration' && d.declarations.some((x) => x.id.type === 'Identifier' && x.id.name === name && made(x.init))) return true;
    if (!st.source && st.specifiers.some((sp) => keyName(sp.exported) === name && sp.local.type === 'Identifier' && declared(sp.local.name))) return true;
  }
  return false;
}

/** An option set to anything but `false` (or absent): `json: true`, `json: opts.json`. */
function switchedOn(v: Node | undefined): boolean {
  const u = v && unwrap(v);
  return !!u && !(u.type === 'Literal' && (u.value === false || u.value === null));
}

/** A property of request options that may carry parameters the tool cannot read (guesses.ts CARRIER_NAME): a key no style names, not a plain word. */
function unknownCarrier(p: TSESTree.ObjectLiteralElement): boolean {
  const key = p.type === 'Property' && !p.computed ? keyName(p.key) : undefined;
  if (key === undefined || REGISTRY_KEYS.has(key) || !CARRIER_NAME.test(key)) return false;
  const v = unwrap((p as TSESTree.Property).value);
  return !(v.type === 'Literal' && !String(v.value).includes('='));
}

/**
 * A call of a method of the object a factory returns (`const gitlab = useGitlab(); gitlab.get(p)`)
 * that no generated case proves: the `verbs` binding's factory is the file's own, returning the
 * object itself; one of another file, or one returning a memo hook's value, is read the same way
 * but fixed for review.
 */
function madeObjectCarrier(m: MadeObject, here: Evaluator): UnprovenCarrier | undefined {
  if (m.factory.ev !== here) return 'object a factory of another file makes';
  return m.memo ? 'object a memo hook makes' : undefined;
}
