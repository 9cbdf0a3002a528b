// The proof a base must pass before it moves to `/api/v4`: every URL built on it is known and is
// a v4 route once the run's fixes are made. What cannot be proven holds the base, with the reason
// and the place of what holds it (README: "When a base moves to /api/v4").
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { entriesFor } from '../../rulebook/index.js';
import { clientStyle, CONFIGURING_MEMBERS, INTERCEPTORS } from '../../clients/index.js';
import { holdsPrefix } from '../../rulebook/tables.js';
import { HOOK_DEPS, NOT_A_BASE, OTHER_SERVICE_EVIDENCE, OTHER_SERVICE_NAME, PRINTF } from '../extract/guesses.js';
import { v3MethodsOf, v4Route } from '../../rulebook/routes.js';
import { keyName, memberNamed, pathRoot, propertyName, receiverOfPath, unwrap } from '../extract/ast.js';
import { BASE_KEYS, calleeName } from '../extract/calls.js';
import type { Draft, DraftHold } from '../match/drafts.js';
import { unreadParam } from '../match/params.js';
import { wrapperReadUnseen } from './wrapper-reads.js';
import { onRoutes } from '../match/semantic.js';
import { rewriteSegments } from '../match/pattern.js';
import { keptFunction, returnedExpression } from '../extract/evaluate.js';
import { calledOnlyBy, referencesOf, usedOnlyAsCallee, fileIndexOf, fileOf, fileTextOf, isFunction, sourceOf, within, type FileIndex, type Node } from '../extract/scope.js';
import { interceptorPrefix, optionsFunction, RUNS_SCRIPT, type Site, type SiteFinder } from '../extract/sites.js';
import { isPrototypeAssign } from '../extract/mixins.js';
import { keptHere } from '../extract/instance-calls.js';
import { parseUrl, segmentsOfUrl } from '../extract/url.js';
import { charsOf } from '../extract/template.js';
import type { AnalyzeOptions } from '../policy/policy.js';
import { routeText, siteSegments } from '../match/v4-route.js';
import type { FileContext } from '../workspace.js';
import { byCall, spokenByCallers, wrapperCallsOf, wrapperRequest } from './wrapper-callers.js';
import { storeHeld } from './keyed-store.js';
import { handedOn, holderOf, instanceExported, isExportRead, keptResult, madeObjectCallers, neverCalled } from './handed-on.js';
import { passesTurnedBack, turnedBack } from '../extract/turn-back.js';
import { propertyReads, TIED_BY_NAME } from '../extract/property-tie.js';
import { callsInRun, callsOfName, exportNames, exportOf, importedReads, type ExportNames, type Read } from './imported-reads.js';


/**
 * Whether a finding's fix will be applied in the same run (so it does not block the prefix). A
 * finding the policy hides (turned off, suppressed by a comment) has no edits: hidden is not
 * solved, so it holds its base as it would shown.
 */
export function applicable(d: Draft, options: AnalyzeOptions): boolean {
  // What the code does with the answer (fields, statuses) is reported but does not hold the URL back.
  if (!holdsPrefix(d.entry)) return true;
  return !!d.edits && (d.tier === 'safe' || (d.tier === 'review' && !!options.fixReview)) && !selfOverlapping(d.edits) && !inRefused(d, options.refused);
}

/** A fix with an edit in a file the fix loop cannot write (its fixed text would not parse): it is not made. */
function inRefused(d: Draft, refused: ReadonlySet<string> | undefined): boolean {
  if (!refused?.size) return false;
  const file = d.file ?? d.site?.file ?? '';
  return d.edits!.some((e) => refused.has(e.file ?? file));
}

/**
 * The findings on what the code does with an answer (a field, a status, a list answered whole) that
 * the run leaves on `sites`, hidden ones too: the request is the same in v4, but the code reading the
 * answer may do something else once the base moves, and only a person can tell. Their base's move is
 * a review fix (prefix.ts): a safe fix never leaves code that does something else.
 */
export function answersLeft(sites: readonly Site[], drafts: readonly Draft[]): Draft[] {
  const on = new Set(sites);
  return drafts.filter((d) => d.site && on.has(d.site) && !holdsPrefix(d.entry) && d.entry.kind !== 'informational' && !(d.edits && d.tier === 'safe' && !selfOverlapping(d.edits)));
}

/**
 * A fix whose own edits overlap in a file is never applied (the fix loop takes a finding's edits
 * whole, merged as ESLint merges them, and drops one that cannot be): it is not a fix this run makes.
 */
function selfOverlapping(edits: NonNullable<Draft['edits']>): boolean {
  const byFile = new Map<string | undefined, Array<readonly [number, number]>>();
  for (const e of edits) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e.range]);
  for (const ranges of byFile.values()) {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (let i = 1; i < sorted.length; i++) if (sorted[i][0] < sorted[i - 1][1]) return true;
  }
  return false;
}

/** Why a base cannot move this run, or undefined when every URL built on it is a proven v4 route. */
/** `value`: the base's text, where `lit` reads it rather than spells it (a data file's value, data-base.ts). */
export function heldBase(ctx: FileContext, lit: Node, rest: string, users: Site[], readers: Site[], drafts: Draft[], options: AnalyzeOptions, kept?: ReadonlySet<Site>, value?: string): DraftHold | undefined {
  const all = [...users, ...readers];
  // A call given its own copy of the v3 base (split.ts) is still a read to account for, not a route that must be v4.
  const moving = kept ? all.filter((s) => !kept.has(s)) : all;
  const named = nameReads(ctx, lit, all);
  if (named && 'reason' in named) return named;
  // Read by its property's name where its object goes (a framework's context): every read of the name is a request on it, so handing the object on hands none.
  const handed = named ? undefined : (unseenUse(ctx, lit, all, value) ?? unseenMemberUse(ctx, lit, all));
  return ownRoute(rest, users.length, options) ?? storeHeld(ctx, lit, all, baseName(ctx, lit)?.refs) ?? handed ?? constructedUnseen(ctx, lit, all) ?? unseenInstanceUse(ctx, lit, all, true, !!named) ?? bareUse(ctx, lit, all) ?? unseenTableUse(ctx, all) ?? wrapperReadHeld(all) ?? unprovenUser(moving, all, drafts, options, !!ctx.finder.ev.external, ctx.finder);
}

/** The first read of a wrapper's URL parameter that is neither its request nor a message (wrapper-reads.ts), as a hold. */
function wrapperReadHeld(all: readonly Site[]): DraftHold | undefined {
  const unseen = wrapperReadUnseen(all);
  return unseen && readUnseen({ file: fileOf(unseen.read), text: fileTextOf(unseen.read) }, unseen.name, unseen.read);
}

/**
 * A base the run's calls read by a property's name alone (extract/property-tie.ts: `useContext(Ctx).apiUrl`
 * of `createContext({ apiUrl })`): a hold at the first read of that name in the run's files that is no
 * request on the base, or `{ tied: true }` when every one is and the base reaches the object only as
 * that property's value (the literal in the value written, or each read of its constant there). Undefined
 * when no call reads it so, or it reaches the object otherwise too: the other proofs say.
 */
function nameReads(ctx: FileContext, lit: Node, users: readonly Site[]): DraftHold | { tied: true } | undefined {
  const ties = new Map<string, Node>();
  for (const s of users) for (const it of s.url.items) for (const v of it.via) {
    const tie = TIED_BY_NAME.get(v);
    if (tie) ties.set(tie.name, tie.value);
  }
  if (ties.size === 0) return undefined;
  const refs = baseName(ctx, lit)?.refs ?? [];
  const inWrite = (n: Node) => [...ties.values()].some((w) => within(n, w));
  if (!inWrite(lit) && (refs.length === 0 || !refs.every(inWrite))) return undefined;
  for (const name of ties.keys())
    for (const f of ctx.finder.runFiles?.(name) ?? [])
      for (const r of propertyReads(f.index, name)) {
        if (turnedBack(f.index, pathRoot(r)) || readByRequest(f, users, r) || isRead(f.index, r)) continue;
        return readUnseen(f, name, r);
      }
  return { tied: true };
}

/**
 * Another service's evidence on the line of the literal (`'https://api.github.com/user'` beside
 * `options.uri + '/api/v3/user'`): GitHub Enterprise serves its REST API under `/api/v3` too.
 */
export function otherServiceBeside(text: string, lit: Node): boolean {
  const around = lineAround(text, lit.range);
  return OTHER_SERVICE_NAME.test(around) || OTHER_SERVICE_EVIDENCE.test(around);
}

/**
 * The line around a range, at most a few hundred characters each way: a minified or generated line
 * of a megabyte must not be read once per literal.
 */
export function lineAround(text: string, range: readonly [number, number]): string {
  const before = text.slice(Math.max(0, range[0] - 300), range[0]);
  const after = text.slice(range[1], range[1] + 300);
  return before.slice(before.lastIndexOf('\n') + 1) + text.slice(range[0], range[1]) + after.split('\n')[0];
}

/**
 * The first call on a base that would not be a v4 route once the run's fixes are made: the base
 * cannot move while it stays (a v4 server has no such route, or answers another one).
 */
function unprovenUser(moving: Site[], all: Site[], drafts: Draft[], options: AnalyzeOptions, external: boolean, finder: SiteFinder): DraftHold | undefined {
  // A call kept on v3 (split.ts) is no route that must be v4, but it is a caller a wrapper's proof sees.
  const wrapperCalls = wrapperCallsOf(all);
  const requests = byCall(all);
  // (A wrapper every read call of which takes its copy is left to callers the run does not see.)
  const left = moving.length < all.length ? leftToOthers(all, new Set(all.filter((s) => !moving.includes(s)))) : undefined;
  if (left?.wrapper) return { reason: 'not proven', unproven: { kind: 'route is a parameter', name: calleeName(left.call.type === 'CallExpression' ? left.call.callee : left.call).name ?? 'wrapper' }, at: callPlace(left) };
  for (const s of moving) {
    // A wrapper's own request whose every caller is a site on this base: the callers are its routes, each proven here.
    if (spokenByCallers(s, wrapperCalls)) continue;
    // A caller of another file's wrapper that spells its route: proven as that request (a user too) is.
    if (wrapperRequest(s, requests)) continue;
    const unread = unreadParam(s, entriesFor(options.serverVersion));
    if (unread) {
      const at = callPlace(s);
      return { reason: 'not proven', unproven: { kind: 'params unread', param: unread }, at, site: s };
    }
    const after = routeAfterFixes(s, drafts, options);
    // A wrapper's own call (`${base}${path}`, the path a parameter): its callers are the routes,
    // each a site of its own. A path computed otherwise (`API + r.path(p)`) is a route nobody reads.
    // A value glued to the route's end may be more path (ParsedUrl.tail): a route no one reads, unless its callers give it.
    if (after.segments.every((x) => x === null) || s.url.tail) {
      // A route read from a table of request records: its entries are sites of their own, on this base (readers).
      if (s.table && all.some((e) => e !== s && e.table === s.table)) continue;
      const from = pathFromParameters(s, external, all, drafts, options, finder);
      if (from === true) continue;
      const at = callPlace(s);
      return { reason: 'not proven', unproven: from ? { kind: 'route is a parameter', name: from } : { kind: 'route computed' }, at };
    }
    const unknown = s.method.value === undefined ? methodsV4Lacks(s, drafts, options) : undefined;
    if (unknown?.lacking) return { reason: 'not proven', unproven: { kind: 'method unread', route: unknown.lacking }, at: callPlace(s), site: s };
    if (unknown?.changed) return { reason: 'not proven', unproven: { kind: 'meaning changed', route: unknown.changed }, at: callPlace(s), site: s };
    const proof = v4Route(after.method, after.segments, options.serverVersion);
    if (proof === 'proven') continue;
    return { reason: 'not proven', unproven: { kind: 'not a v4 route', route: routeText(after.method, after.segments), certain: proof === 'no' }, at: callPlace(s), site: s };
  }
  return undefined;
}

/**
 * A base whose name is read where no call on it is seen (an options object the analysis does not
 * follow, a callback), or that other files import while this front sees one file: the routes
 * built there are unknown, so the base cannot be proven to move safely.
 */
function unseenUse(ctx: FileContext, lit: Node, users: Site[], read?: string): DraftHold | undefined {
  const { index } = ctx;
  const exported = exportOf(index, lit);
  const external = exported?.label;
  // A framework module's option (nuxt.config's `axios.baseURL`): every read of the instance it injects is a read of the base.
  const injected = ctx.finder.injectedReads(lit);
  if (injected && !ctx.finder.ev.external) return { reason: 'not proven', unproven: { kind: 'imported, one file', name: injected.name } };
  // A file the run reads as another kind (a component) reads it where no proof here sees.
  if (injected?.unread.length) {
    const place = injected.unread[0];
    return { reason: 'not proven', unproven: { kind: 'read unseen', name: injected.name, places: [place] }, at: place };
  }
  const unread = injected?.reads.find((r) => !users.some((s) => s.file === r.finder.file && within(r.node, s.call)));
  if (unread) return readUnseen(unread.finder, injected!.name, unread.node);
  // A front that sees one file (ESLint, --no-project, a hook given some files) cannot see the importers;
  // project mode sees those of the run, and a base none of them is seen to use may serve files outside it.
  if (external && !ctx.finder.ev.external)
    return { reason: 'not proven', unproven: { kind: 'imported, one file', name: external } };
  // Following the importers loads them into the run's project (the pass that reports sees their calls as users).
  const importer = exported && importerHides(ctx, exported.names, exported.label, users);
  if (external && users.length === 0) return { reason: 'not proven', unproven: { kind: 'imported, unused', name: external } };
  if (importer) return importer;
  const base = baseName(ctx, lit);
  if (!base) return undefined;
  const { name } = base;
  const carried = withCarriers(index, base.refs);
  // A function that returns the base (joined into a URL or in request options) and that other files
  // can import: a front that sees one file cannot see what routes those callers build on it.
  if (carried?.exported && !ctx.finder.ev.external) return { reason: 'not proven', unproven: { kind: 'imported, one file', name: carried.exported } };
  const carriedOut = carried?.exported ? importerHides(ctx, new Map([[carried.exported, undefined]]), carried.exported, users, true) : undefined;
  if (carriedOut) return carriedOut;
  const refs = carried?.refs;
  const lineOf = (n: Node) => ({ file: ctx.file, line: ctx.text.slice(0, n.range[0]).split('\n').length });
  if (!refs) return { reason: 'not proven', unproven: { kind: 'read unseen', name, places: [lineOf(base.decl)] }, at: lineOf(base.decl) };
  // Seen only where the value reaches the URL of a call that requests a route on it: a read
  // elsewhere in the call (an argument beside the URL) or a call handed the bare base (a factory,
  // `bent(BASE, 'DELETE')`, `wretch(BASE)`, `makeClient(BASE)`) builds routes the tool cannot read.
  const seen = (r: Node) => readByRequest(ctx, users, r);
  const spelled = lit as TSESTree.Literal | TSESTree.TemplateElement;
  const value = read ?? (spelled.type === 'Literal' ? String(spelled.value) : (spelled.value.cooked ?? ''));
  // A kept call's own v3 base read back from the constant (split.ts): the same request whether the base moves or not.
  const hidden = refs.find((r) => !isExportRead(index, r) && !turnedBack(index, r) && (!seen(r) || urlDropsBase(ctx.finder, r, value)) && !isRead(index, r)) ?? interceptedUse(ctx, refs, users);
  if (!hidden) {
    for (const r of refs) {
      const kept = seen(r) ? keptReadUnseen(ctx, r, users) : undefined;
      if (kept) return kept;
    }
    return undefined;
  }
  // Where `new URL` drops the base, the call that gives it a path from the root, if one is known.
  const dropped = seen(hidden) ? urlDropsBase(ctx.finder, hidden, value) : undefined;
  return dropped ? readUnseen(dropped.finder, name, dropped.node) : readUnseen(ctx, name, hidden);
}

/**
 * Each read, in the files that import it, of a base (or, `called`, of a function that returns it:
 * each call) must reach the URL of a request on it, as the file's own reads must.
 */
function importerHides(ctx: FileContext, names: ExportNames, label: string, users: readonly Site[], called = false): DraftHold | undefined {
  const { reads, unfollowed } = importedReads(ctx.finder, names);
  const use = (r: Read): Node => {
    const p = r.finder.index.parent.get(r.node);
    return called && p?.type === 'CallExpression' && p.callee === r.node ? p : r.node;
  };
  // A kept call's own v3 base read back from the module's value (split.ts readBackCopy): the same request whether the base moves or not.
  const hidden = unfollowed ?? reads.find((r) => !turnedBack(r.finder.index, pathRoot(r.node)) && !readByRequest(r.finder, users, use(r)) && !isRead(r.finder.index, use(r)));
  if (!hidden) return undefined;
  const place = { file: hidden.finder.file, line: hidden.finder.text.slice(0, hidden.node.range[0]).split('\n').length };
  return { reason: 'not proven', unproven: { kind: 'read unseen', name: label, places: [place] }, at: place };
}

/**
 * The base as the base option of the request's own options (`ky.delete(path, { prefixUrl: API })`,
 * `ofetch(path, { baseURL: API })`): the clients that take these keys join it before the path.
 * `base` is left out: no client of the registry reads it, so a call given it is not understood.
 */
function baseOption(index: FileIndex, r: Node, s: Site): boolean {
  const prop = index.parent.get(r);
  if (prop?.type !== 'Property' || prop.value !== r || prop.computed || !OPTION_BASE_KEYS.has(keyName(prop.key) ?? '')) return false;
  const obj = index.parent.get(prop);
  return s.call.type !== 'Property' && !!obj && (s.call as TSESTree.CallExpression).arguments.includes(obj as TSESTree.Expression);
}

const OPTION_BASE_KEYS = new Set(BASE_KEYS.filter((k) => k !== 'base'));

/**
 * The reads of a base and of the functions that return it (`function root() { return BASE }`):
 * a caller of such a function reads the base as much as a reference does, and must be accounted
 * for the same way (`other = () => root()` hands it to code the tool does not see).
 */
function withCarriers(index: FileIndex, refs: Node[]): { refs: Node[]; exported?: string } | undefined {
  const all = [...refs];
  const done = new Set<Node>();
  let exported: string | undefined;
  for (let i = 0; i < all.length; i++) {
    // Too many to follow: not followed is not proven (the caller holds the base).
    if (all.length >= 500) return undefined;
    const fn = returnedBy(index, all[i]) ?? optionsReturnedBy(index, all[i]);
    if (!fn || done.has(fn)) continue;
    done.add(fn);
    const p = index.parent.get(fn);
    const id = fn.type === 'FunctionDeclaration' ? fn.id : p?.type === 'VariableDeclarator' && p.init === fn ? p.id : undefined;
    const b = id?.type === 'Identifier' ? index.resolve(id) : undefined;
    if (b) all.push(...index.references(b));
    const decl = fn.type === 'FunctionDeclaration' ? fn : p?.type === 'VariableDeclarator' ? index.parent.get(p) : undefined;
    const owner = decl && index.parent.get(decl);
    if (id?.type === 'Identifier' && (owner?.type === 'ExportNamedDeclaration' || owner?.type === 'ExportDefaultDeclaration' || (b && index.references(b).some((r) => isExportRead(index, r))))) exported ??= id.name;
  }
  return { refs: all, exported };
}

/** The function that returns request options with a read as their base (`opts(m, uri)` → `{ baseUrl: API, uri }`): each call of it reads the base. */
function optionsReturnedBy(index: FileIndex, ref: Node): Node | undefined {
  const prop = index.parent.get(ref);
  const obj = prop?.type === 'Property' && prop.value === ref && !prop.computed && BASE_KEYS.includes(keyName(prop.key) ?? '') ? index.parent.get(prop) : undefined;
  return obj?.type === 'ObjectExpression' ? returnedBy(index, obj) : undefined;
}

/** The function whose return value a read is (alone or joined into text), when it has one. */
function returnedBy(index: FileIndex, ref: Node): Node | undefined {
  let n = ref;
  let p = index.parent.get(n);
  while (p && (p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+') || p.type === 'LogicalExpression' || (p.type === 'ConditionalExpression' && p.test !== n) || p.type === 'TSAsExpression' || p.type === 'TSNonNullExpression')) {
    n = p;
    p = index.parent.get(n);
  }
  if (p?.type === 'ArrowFunctionExpression' && p.body === n) return p;
  if (p?.type !== 'ReturnStatement') return undefined;
  return index.ancestors(p).find(isFunction);
}

/**
 * `new URL(path, BASE)` resolves as a browser does, not by joining: a path from the root
 * (`/projects/…`) drops the base's path, and a base without a closing `/` loses its last segment
 * (`v3`). Only a relative path on a base ending in `/` keeps the base. Where it may be dropped:
 * the path that is not relative (a caller's argument), or the read itself.
 */
function urlDropsBase(finder: SiteFinder, r: Node, value: string): Read | undefined {
  const p = finder.index.parent.get(r);
  if (p?.type !== 'NewExpression' || p.callee.type !== 'Identifier' || p.callee.name !== 'URL' || p.arguments[1] !== r) return undefined;
  const path = p.arguments[0];
  if (!value.endsWith('/') || !path || path.type === 'SpreadElement') return { finder, node: r };
  return notRelative(finder, path);
}

/**
 * The first place a path given to `new URL(path, BASE)` may come from the root (undefined: it is
 * relative wherever it comes from): spelled so, or a parameter of a function whose every call in
 * the run (its file's, and its importers' where the front sees them: callsInRun) gives it a path
 * that is (`rest(path)` → `new URL(path, REST_ROOT)`, a few helpers deep).
 */
function notRelative(finder: SiteFinder, path: Node, depth = 0): Read | undefined {
  const head = path.type === 'Literal' && typeof path.value === 'string' ? path.value : path.type === 'TemplateLiteral' ? (path.quasis[0].value.cooked ?? '') : undefined;
  if (head !== undefined) return head !== '' && !/^(\/|[a-z][\w+.-]*:)/i.test(head) ? undefined : { finder, node: path };
  const b = path.type === 'Identifier' && depth < 3 ? finder.index.resolve(path) : undefined;
  if (b?.kind !== 'param' || b.reassigned || !b.fn || b.index === undefined) return { finder, node: path };
  const at = b.index;
  const calls = callsInRun(finder, b.fn, !!finder.ev.external);
  if (!calls) return { finder, node: path };
  for (const { finder: f, call } of calls) {
    const a = call.arguments[at];
    if (!a || a.type === 'SpreadElement' || call.arguments.slice(0, at).some((x) => x.type === 'SpreadElement')) return { finder: f, node: call };
    const from = notRelative(f, a, depth + 1);
    if (from) return from;
  }
  return undefined;
}

/** A call given the base with no path after it: no request of a route, so it hands the base on. */
const bare = (s: Site) => siteSegments(s).length === 0;

/**
 * A base spelled in the call that is handed it bare (`bent('…/api/v3', 'DELETE')`): the routes
 * are built later, by code the tool does not read (a named base is held by `unseenUse`).
 */
function bareUse(ctx: FileContext, lit: Node, users: Site[]): DraftHold | undefined {
  // A call of the code, not a configuration's value (a reader says which of its requests stand for
  // one: languages/config-files) nor a route table's entry, whose readers are other code's.
  const s = users.find((u) => bare(u) && (u.call.type === 'CallExpression' || u.call.type === 'NewExpression') && !u.configValue && !factoryRead(ctx, u, users) && !pluginRead(ctx, u, users) && !productRead(ctx, u, users));
  if (!s) return undefined;
  const at = callPlace(s);
  const spelled = lit as TSESTree.Literal | TSESTree.TemplateElement;
  const value = spelled.type === 'Literal' ? String(spelled.value) : (spelled.value.cooked ?? '');
  return { reason: 'not proven', unproven: { kind: 'read unseen', name: baseName(ctx, lit)?.name ?? value, places: [at] }, at };
}

/**
 * A registry factory that takes its base by position (`const gl = wretch(BASE)`, `bent(BASE, 'DELETE')`)
 * builds its routes in the requests made on the function it returns: the base is read there when
 * every use of that function is a request the tool reads on it (a use it cannot follow holds it).
 */
function factoryRead(ctx: FileContext, s: Site, users: readonly Site[]): boolean {
  const binding = clientStyle(s.client)?.binding;
  if (binding?.kind !== 'positional' || s.file !== ctx.file || s.call.type !== 'CallExpression' || s.call.arguments[binding.index] !== s.root) return false;
  return !new InstanceUses(ctx, users, undefined, clientStyle(s.client)?.configures).hidden(s.call);
}

/**
 * A factory of the file's own given the base (`const api = gitlabClient(BASE)` of `(base) => (path, opts) => …`): the
 * function it returns closes over it and builds its routes in its requests, each call of it a site
 * (Evaluator.factoryProduct). Read there when the factory reads that parameter only in the function it
 * returns, and every call of each function it makes is a request read on the base.
 */
export function productRead(ctx: FileContext, s: Site, users: readonly Site[]): boolean {
  if (!bare(s) || s.file !== ctx.file || s.call.type !== 'CallExpression') return false;
  const maker = ctx.finder.ev.calleeFunction(s.call);
  const made = maker && maker.ev === ctx.finder.ev ? returnedFunction(maker.node) : undefined;
  const at = s.call.arguments.findIndex((a) => within(s.root, a));
  const param = made && maker!.node.params[at];
  if (!made || param?.type !== 'Identifier') return false;
  const b = ctx.index.resolve(param);
  if (!b || b.reassigned || !ctx.index.references(b).every((r) => within(r, made))) return false;
  return productsCalledOnlyBy(ctx.index, maker!.node, (c) => users.some((u) => u.call === c && u.wrapper?.fn === made));
}

/** The function a factory returns: its body's one returned expression, a function. */
function returnedFunction(fn: TSESTree.FunctionLike): TSESTree.FunctionLike | undefined {
  const ret = returnedExpression(fn);
  const u = ret && unwrap(ret);
  return u && (u.type === 'ArrowFunctionExpression' || u.type === 'FunctionExpression') ? u : undefined;
}

/**
 * Whether a named factory of the file, not exported, is called only to make functions kept in
 * constants of the file (`const api = gitlabClient(BASE)`), and each of those is used only as the
 * callee of calls `accept` takes: in its file, or, exported, in every file of the run (`callsOf`, which
 * knows them only in project mode, where the run's importers are seen).
 */
function productsCalledOnlyBy(index: FileIndex, maker: Node, accept: (call: TSESTree.CallExpression) => boolean, callsOf?: (id: TSESTree.Identifier) => TSESTree.CallExpression[] | undefined): boolean {
  const p = index.parent.get(maker);
  const id = maker.type === 'FunctionDeclaration' ? maker.id : p?.type === 'VariableDeclarator' && p.init === maker && p.id.type === 'Identifier' ? p.id : undefined;
  if (!id || exported(index, maker.type === 'FunctionDeclaration' ? maker : p!)) return false;
  const b = index.resolve(id);
  // Each call of the factory makes a constant of the file, not exported, itself called only as `accept` takes.
  return (
    !!b &&
    usedOnlyAsCallee(index, b, (call) => {
      const decl = index.parent.get(call);
      const statement = decl && index.parent.get(decl);
      if (decl?.type !== 'VariableDeclarator' || decl.init !== call || decl.id.type !== 'Identifier' || statement?.type !== 'VariableDeclaration' || statement.kind !== 'const') return false;
      // Exported, its calls are those of every file of the run that imports it, where project mode sees them.
      if (exported(index, decl)) return !!callsOf?.(decl.id)?.every(accept);
      // (A product no code calls makes no request: a split may have moved its one call to the product's copy.)
      const product = index.resolve(decl.id);
      return !!product && (index.references(product).length === 0 || usedOnlyAsCallee(index, product, accept));
    })
  );
}

/**
 * The maker of a plugin that puts the base before an agent's URLs, given it (`agent.use(prefix(BASE))`:
 * sites.ts interceptorPrefix): the base is read by the agent's requests, when every use of the agent
 * is a request the tool reads (interceptedUse).
 */
function pluginRead(ctx: FileContext, s: Site, users: readonly Site[]): boolean {
  const use = ctx.index.parent.get(s.call);
  if (s.file !== ctx.file || use?.type !== 'CallExpression' || use.arguments[0] !== s.call) return false;
  const put = interceptorPrefix(use);
  return !!put && within(put.base, s.call) && !interceptedUse(ctx, [put.base], users);
}

/** Whether a read of a base reaches a request the tool reads: in its URL, through a value the URL took, or as its base option. */
function readByRequest(ctx: Pick<FileContext, 'file' | 'index'>, users: readonly Site[], r: Node): boolean {
  // A value the URL took may be read in another file's call (an instance's base joined there).
  const via = (s: Site) => s.url.items.some((it) => it.via.some((v) => within(r, v) && (s.file === ctx.file || fileOf(v) === ctx.file)));
  return users.some((s) => !bare(s) && ((s.file === ctx.file && (within(r, s.root) || baseOption(ctx.index, r, s))) || via(s)));
}

/** A hold for a read of a base that reaches no request the tool reads. */
export function readUnseen(ctx: Pick<FileContext, 'file' | 'text'>, name: string, at: Node): DraftHold {
  const place = { file: ctx.file, line: ctx.text.slice(0, at.range[0]).split('\n').length };
  return { reason: 'not proven', unproven: { kind: 'read unseen', name, places: [place] }, at: place };
}


/**
 * A base kept in a property (`this.base = \`${host}/api/v3\``, a class field, `{ base: '…/api/v3' }`):
 * every read of that property in the file must reach the URL of a request on it, as a constant's
 * reads must (unseenUse). A read the tool does not follow (`new URL(this.base + path)` handed to
 * a client it does not know) builds routes it cannot read, so the base stays.
 */
function unseenMemberUse(ctx: FileContext, lit: Node, users: Site[]): DraftHold | undefined {
  const { index } = ctx;
  const key = memberKey(index, lit);
  if (!key) return undefined;
  if (key.startsWith('#')) {
    // A private field (`this.#root`): only its class's body can name it, so the file's private names are all its reads
    // (names in the code, not the text: a comment that spells it reads nothing).
    const writes = index.ancestors(lit).filter((a) => a.type === 'AssignmentExpression' || a.type === 'PropertyDefinition');
    for (const p of memberNamed(index, key)) {
      const up = index.parent.get(p);
      if (up?.type === 'PropertyDefinition' && up.key === p) continue; // the field's declaration
      if (writes.some((w) => within(p, w.type === 'AssignmentExpression' ? w.left : w.key))) continue;
      const set = up && index.parent.get(up);
      if (set?.type === 'AssignmentExpression' && set.left === up && set.operator === '=') continue; // another write
      if (!readByRequest(ctx, users, p)) return readUnseen(ctx, `this.${key}`, p);
    }
    return undefined;
  }
  const hidden = memberReadUnseen(ctx, key, users);
  return hidden ? readUnseen(ctx, sourceOf(hidden), hidden) : undefined;
}

/** The first read of a property named `key` in the file that reaches no request on the base (`users`) and is more than a test of it. */
function memberReadUnseen(ctx: FileContext, key: string, users: readonly Site[]): Node | undefined {
  return memberReads(ctx.index, key).find((m) => !readByRequest(ctx, users, m) && !isRead(ctx.index, m));
}

/** The reads of a property named `key` in the file (not the writes, nor a kept call's own base read back). */
function memberReads(index: FileIndex, key: string): TSESTree.MemberExpression[] {
  const reads = index.named(key).filter((i) => {
    const p = index.parent.get(i);
    if (p?.type !== 'MemberExpression' || p.property !== i || p.computed) return false;
    const up = index.parent.get(p);
    if (up?.type === 'AssignmentExpression' && up.left === p) return false;
    // A kept call's own base read back (`gl.defaults.baseURL.replace(…)`, split.ts): the v3 base before the move and after.
    return !turnedBack(index, pathRoot(p));
  });
  return reads.map((r) => index.parent.get(r) as TSESTree.MemberExpression);
}

/**
 * A read of a base whose value is kept again once derived (`this.root = new URL(API_V3, host).href`,
 * `const root = \`${API}/\``): a request that reads the holder speaks for the read, so every read of
 * the holder must reach a request on the base too (a URL helper on `this.root` whose calls the tool
 * does not tie to the base would move with it unseen). The first read that does not, as a hold.
 */
function keptReadUnseen(ctx: FileContext, r: Node, users: readonly Site[], depth = 0): DraftHold | undefined {
  const { index } = ctx;
  const { n, p } = derivedFrom(index, r);
  const member = heldIn(index, n, p);
  if (member && !member.startsWith('#')) return depth < 3 ? holderUnseen(ctx, member, users, depth + 1) : readUnseen(ctx, member, n);
  // A URL object (`const url = new URL(…)`) is read by its members (`url.protocol`, `url.searchParams`): url-object.ts reads those.
  const urlObject = n.type === 'NewExpression' || n.type === 'CallExpression';
  if (p?.type !== 'VariableDeclarator' || p.init !== n || p.id.type !== 'Identifier' || n === r || urlObject) return undefined;
  const hidden = referencesOf(index, p.id).find((x) => !readByRequest(ctx, users, x) && !isRead(index, x));
  return hidden ? readUnseen(ctx, p.id.name, hidden) : undefined;
}

/**
 * The member of `this` (or of the class) that keeps `n`, the value a read of a base became (`p` its
 * parent): `this.root = n`, a class field `root = n`, or a getter's return (`get root() { return n; }`,
 * of a class or an object literal), whose every read gives it.
 */
function heldIn(index: FileIndex, n: Node, p: Node | undefined): string | undefined {
  if (p?.type === 'AssignmentExpression' && p.right === n && p.left.type === 'MemberExpression' && p.left.object.type === 'ThisExpression' && !p.left.computed) return keyName(p.left.property);
  if (p?.type === 'PropertyDefinition' && p.value === n && !p.computed) return keyName(p.key);
  if (p?.type !== 'ReturnStatement' || p.argument !== n) return undefined;
  const fn = index.parent.get(index.parent.get(p)!);
  const accessor = fn && index.parent.get(fn);
  return (accessor?.type === 'MethodDefinition' || accessor?.type === 'Property') && accessor.kind === 'get' && !accessor.computed ? keyName(accessor.key) : undefined;
}

/**
 * A base kept in a member (`this.root`, a getter): every read of a property of that name in the file
 * must reach a request on the base, and a read kept again once derived (a getter on `this.root`, a
 * field made of it) is followed as the base's own read is (keptReadUnseen).
 */
function holderUnseen(ctx: FileContext, key: string, users: readonly Site[], depth: number): DraftHold | undefined {
  const hidden = memberReadUnseen(ctx, key, users);
  if (hidden) return readUnseen(ctx, sourceOf(hidden), hidden);
  for (const m of memberReads(ctx.index, key)) {
    const kept = keptReadUnseen(ctx, m, users, depth);
    if (kept) return kept;
  }
  return undefined;
}

/**
 * A base handed to the constructor of a class the file keeps (`new GitLab(API_V3)`: extract/evaluate.ts
 * `constructorArgument` reads the parameter as it): the base is what the class keeps of it. The
 * instance stays in the file, reached only by calls of the class's own methods; the class hands
 * `this` to no one; and each read of the parameter reaches a request on the base or is kept in a
 * member whose every read does (holderUnseen). The first place where that fails, as a hold.
 */
function constructedUnseen(ctx: FileContext, lit: Node, users: readonly Site[]): DraftHold | undefined {
  const { index } = ctx;
  for (const r of baseName(ctx, lit)?.refs ?? [lit]) {
    const { n, p } = derivedFrom(index, r);
    if (p?.type !== 'NewExpression' || !p.arguments.includes(n as TSESTree.CallExpressionArgument)) continue;
    const b = p.callee.type === 'Identifier' ? index.resolve(p.callee) : undefined;
    const cls = b?.kind === 'class' ? b.init : undefined;
    if (cls?.type !== 'ClassDeclaration' || !keptHere(index, cls)) continue;
    const hold = instanceLeaves(ctx, p, cls) ?? thisHandedOn(ctx, cls) ?? parameterUnseen(ctx, cls, p.arguments.indexOf(n as TSESTree.CallExpressionArgument), users);
    if (hold) return hold;
  }
  return undefined;
}

/** A use of the instance `made` that is not a call of one of its class's own methods (exported, handed on, a property read), as a hold. */
function instanceLeaves(ctx: FileContext, made: TSESTree.NewExpression, cls: TSESTree.ClassDeclaration): DraftHold | undefined {
  const { index } = ctx;
  const methods = new Set(cls.body.body.flatMap((m) => (m.type === 'MethodDefinition' && m.kind === 'method' && !m.static && !m.computed ? [keyName(m.key)] : [])));
  const ownCall = (x: Node) => {
    const m = index.parent.get(x);
    if (m?.type !== 'MemberExpression' || m.object !== x || m.computed) return false;
    const call = index.parent.get(m);
    return call?.type === 'CallExpression' && call.callee === m && methods.has(keyName(m.property));
  };
  if (ownCall(holderOf(index, made).e)) return undefined;
  // Kept in a constant (handed-on.ts keptResult) read only for those calls; an export of it is such a read too.
  const id = keptResult(index, made);
  if (!id) return readUnseen(ctx, sourceOf(made), made);
  const leaving = (exportNames(index, id).size > 0 ? id : undefined) ?? referencesOf(index, id).find((x) => !ownCall(x));
  return leaving ? readUnseen(ctx, sourceOf(leaving), leaving) : undefined;
}

/** Where the class's code uses `this` as a value (handed on, returned, spread, a computed member): code the run may not read gets its fields. */
function thisHandedOn(ctx: FileContext, cls: TSESTree.ClassDeclaration): DraftHold | undefined {
  const { index } = ctx;
  const found = index.thises.find((t) => {
    if (!within(t, cls.body)) return false;
    const p = index.parent.get(t);
    return p?.type !== 'MemberExpression' || p.object !== t || p.computed;
  });
  return found ? readUnseen(ctx, 'this', found) : undefined;
}

/** Where the constructor's parameter at `at` is read other than by a request on the base or into a member whose reads all are (holderUnseen). */
function parameterUnseen(ctx: FileContext, cls: TSESTree.ClassDeclaration, at: number, users: readonly Site[]): DraftHold | undefined {
  const { index } = ctx;
  const ctor = cls.body.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'constructor');
  const param = ctor?.value.params[at];
  if (!ctor || !param) return undefined;
  if (param.type === 'TSParameterProperty') return param.parameter.type === 'Identifier' ? holderUnseen(ctx, param.parameter.name, users, 1) : readUnseen(ctx, sourceOf(param), param);
  if (param.type !== 'Identifier') return readUnseen(ctx, sourceOf(param), param);
  for (const x of referencesOf(index, param)) {
    if (users.some((s) => s.file === ctx.file && !bare(s) && within(x, s.root))) continue;
    const { n, p } = derivedFrom(index, x);
    const member = heldIn(index, n, p);
    const hold = member && !member.startsWith('#') ? holderUnseen(ctx, member, users, 1) : readUnseen(ctx, param.name, x);
    if (hold) return hold;
  }
  return undefined;
}

/**
 * Whether every call of the function that returns `node` is a request read on the base (a site
 * among `users`): the function is named, not exported, and named nowhere but as those calls' callee.
 */
function everyCallRead(index: FileIndex, node: Node, users: readonly Site[]): boolean {
  const fn = returnedBy(index, node);
  return !!fn && calledOnlyBy(index, fn, (c) => users.some((s) => s.call === c));
}

/**
 * A base handed to a factory in its options (`got.extend({ prefixUrl: \`${url}/api/v3\` })`,
 * `axios.create({ baseURL })`): the instance made there carries it. Every use of the instance must
 * be a request the tool reads; an instance returned, exported, stored or handed on makes requests
 * elsewhere, on routes this proof cannot read (a factory function's callers), so the base stays.
 */
function unseenInstanceUse(ctx: FileContext, lit: Node, users: Site[], named = true, tied = false): DraftHold | undefined {
  const { index } = ctx;
  // A base named by a constant (`const BASE = '…/api/v3'; axios.create({ baseURL: BASE })`): each
  // instance made of one of its reads carries it as one made of the text would.
  const base = named ? baseName(ctx, lit) : undefined;
  if (base) {
    for (const r of base.refs) {
      const h = unseenInstanceUse(ctx, r, users, false, tied);
      if (h) return h;
    }
  }
  const { n, p } = derivedFrom(index, lit, (up, child) => (up.type === 'Property' && up.value === child) || up.type === 'ObjectExpression');
  // A base set on an instance's defaults (`http.defaults.baseURL = …`, split.ts's read-back): the instance it is set on carries it.
  const set = p?.type === 'AssignmentExpression' && p.right === n ? defaultsOwner(index, p.left) : undefined;
  if (set) return hiddenUse(ctx, users, set, p);
  if (n.type !== 'ObjectExpression' || !p) return undefined;
  // Request options built and returned by a helper (`opts(method, uri)` → `{ baseUrl, uri }`): the
  // requests are made by its callers, with whatever they add to them.
  if (p.type === 'ReturnStatement' || (p.type === 'ArrowFunctionExpression' && p.body === n)) {
    // Unless every call of the helper is a request read on this base, with the options it builds.
    if (everyCallRead(index, n, users)) return undefined;
    const key = (n as TSESTree.ObjectExpression).properties.find((q) => q.type === 'Property' && within(lit, q));
    return readUnseen(ctx, key?.type === 'Property' ? (keyName(key.key) ?? 'the options') : 'the options', n);
  }
  if ((p.type !== 'CallExpression' && p.type !== 'NewExpression') || !p.arguments.includes(n as TSESTree.CallExpressionArgument)) return undefined;
  const factory = p;
  // The request itself (`fetch(url, { … })` does not take its base in an object): not a factory.
  if (users.some((s) => s.call === factory)) return undefined;
  // Read by its property's name (nameReads): a call of no client the registry knows (`createContext(…)`) only keeps the object.
  if (tied && !ctx.finder.styleOfNode(factory.callee)) return undefined;
  return hiddenUse(ctx, users, factory);
}

/** A use of the instance `factory` makes that is no request read on the base (`binding`: where the base is set on it), as a hold. */
function hiddenUse(ctx: FileContext, users: Site[], factory: TSESTree.CallExpression | TSESTree.NewExpression, binding?: Node): DraftHold | undefined {
  const hidden = new InstanceUses(ctx, users, binding).hidden(factory);
  if (!hidden) return undefined;
  const file = fileOf(hidden);
  const place = { file, line: fileTextOf(hidden).slice(0, hidden.range[0]).split('\n').length };
  return { reason: 'not proven', unproven: { kind: 'read unseen', name: sourceOf(factory.callee), places: [place] }, at: place };
}

/** The call that made `gl` of `gl.defaults.<key> = …`: a constant of the file, never reassigned. */
function defaultsOwner(index: FileIndex, left: Node): TSESTree.CallExpression | TSESTree.NewExpression | undefined {
  if (left.type !== 'MemberExpression' || left.object.type !== 'MemberExpression' || left.object.computed || keyName(left.object.property) !== 'defaults') return undefined;
  const owner = left.object.object;
  const b = owner.type === 'Identifier' ? index.resolve(owner) : undefined;
  const init = b?.kind === 'const' && !b.pattern ? b.init : undefined;
  return init?.type === 'CallExpression' || init?.type === 'NewExpression' ? init : undefined;
}

/**
 * The largest expression made of `node`'s value (joined into text, derived: `derives`; `also`: what else
 * carries it, an object's property), and where that expression stands.
 */
function derivedFrom(index: FileIndex, node: Node, also?: (parent: Node, child: Node) => boolean): { n: Node; p: Node | undefined } {
  let n = node;
  let p = index.parent.get(n);
  while (p && (p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+') || derives(p, n) || !!also?.(p, n))) {
    n = p;
    p = index.parent.get(n);
  }
  return { n, p };
}

/**
 * `parent` makes a URL out of `child` and nothing else that could hold a route: `new URL('/api/v3', host)`,
 * its `.href`, `.toString()`, `String(…)`, one branch of a choice. The base's value flows on through it.
 */
function derives(parent: Node, child: Node): boolean {
  if (parent.type === 'NewExpression') return parent.callee.type === 'Identifier' && parent.callee.name === 'URL' && parent.arguments.includes(child as TSESTree.Expression);
  if (parent.type === 'MemberExpression') return parent.object === child && !parent.computed && parent.property.type === 'Identifier' && ['href', 'toString', 'origin'].includes(parent.property.name);
  // `util.format('%s/api/v3', host)`: the format's text is the value's (extract/guesses.ts `PRINTF`).
  if (parent.type === 'CallExpression') return parent.callee === child || (parent.arguments[0] === child && ((parent.callee.type === 'Identifier' && parent.callee.name === 'String') || PRINTF.test(calleeName(parent.callee).name ?? '')));
  if (parent.type === 'ConditionalExpression') return parent.test !== child;
  return parent.type === 'LogicalExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSNonNullExpression';
}

/**
 * A table of request records whose entries are routes of the calls on a base (`ROUTES[name].path`
 * read by `call(name)`): every other read of the table, in its file or the run's others, may send
 * an entry elsewhere (another base, another client), so each read must be in a function that
 * makes one of those calls.
 */
function unseenTableUse(ctx: FileContext, users: readonly Site[]): DraftHold | undefined {
  const consumers = users.filter((u) => u.table && u.call.type !== 'Property');
  for (const table of new Set(consumers.map((u) => u.table!))) {
    const index = fileIndexOf(table);
    const decl = index?.valueParent(table);
    if (!index || decl?.type !== 'VariableDeclarator' || decl.id.type !== 'Identifier') return readUnseen(ctx, 'the route table', table);
    const makers = consumers.filter((u) => u.table === table).map((u) => fileIndexOf(u.call)?.ancestors(u.call).find(isFunction) ?? u.call);
    const inMaker = (r: Node) => makers.some((m) => fileOf(m) === fileOf(r) && within(r, m));
    const name = decl.id.name;
    const refs: Node[] = referencesOf(index, decl.id).filter((r) => !isExportRead(index, r));
    const own = fileOf(table);
    for (const f of ctx.finder.peers?.() ?? []) {
      if (f.file === own || !f.text.includes(name)) continue;
      for (const r of f.index.named(name)) {
        const q = f.index.parent.get(r);
        if (q?.type === 'ImportSpecifier' || q?.type === 'ImportDefaultSpecifier') continue;
        refs.push(r);
      }
    }
    const hidden = refs.find((r) => !inMaker(r));
    if (hidden) {
      const place = { file: fileOf(hidden), line: fileTextOf(hidden).slice(0, hidden.range[0]).split('\n').length };
      return { reason: 'not proven', unproven: { kind: 'read unseen', name, places: [place] }, at: place };
    }
  }
  return undefined;
}

/**
 * A base an interceptor puts before the URLs of an instance (`http.interceptors.request.use(…)`):
 * every request of the instance, in any file, reads it, so every use of the instance must be a
 * request the tool reads (the interceptor itself aside).
 */
function interceptedUse(ctx: FileContext, refs: readonly Node[], users: readonly Site[]): Node | undefined {
  for (const r of refs) {
    const use = ctx.index.ancestors(r).find((a): a is TSESTree.CallExpression => a.type === 'CallExpression' && !!interceptorPrefix(a));
    if (!use) continue;
    const holder = interceptorPrefix(use)!.holder;
    const b = ctx.index.resolve(holder);
    const decl = b?.init && ctx.index.parent.get(b.init);
    if (!b || b.kind === 'param' || b.reassigned || !b.init || decl?.type !== 'VariableDeclarator') return holder;
    const hidden = new InstanceUses(ctx, users, use).hidden(b.init);
    if (hidden) return hidden;
  }
  return undefined;
}

/**
 * Where an instance goes, followed until each use is a request the tool reads: kept in a name or
 * a property (`this.api`), returned by a function whose callers, in this file or (project mode)
 * the run's other files, keep it in turn. Any other use (handed to a call, exported, stored
 * elsewhere, a caller the run cannot see) makes requests this proof cannot read: it is returned.
 */
class InstanceUses {
  private readonly calls: Set<Node>;
  private readonly seen = new Set<Node>();
  constructor(
    private readonly ctx: FileContext,
    users: readonly Site[],
    /** A configuration call known to be the instance's base binding (its interceptor). */
    private readonly binding?: Node,
    /** The style's chain methods that configure the instance and give it back (the registry's `configures`). */
    private readonly configuring: readonly string[] = [],
  ) {
    // A wrapper's request (`api.url(path)` inside `pages(path)`) is read at each of the wrapper's calls, as a base's read in it is (readByRequest).
    this.calls = new Set(users.flatMap((u) => (u.wrapper ? [u.call, u.wrapper.inner.call] : [u.call])));
  }

  /**
   * A request that spells its whole URL (`gl.post('https://…/api/v3/…')`, a kept call's copy: split.ts
   * absoluteCopy), where the instance's root is put before root paths only (the interceptor `binding`
   * tests for one): the root does not reach it.
   */
  private passesRoot(call: TSESTree.CallExpression): boolean {
    const url = call.arguments[0] && unwrap(call.arguments[0]);
    let head: Node | undefined = url;
    while (head?.type === 'BinaryExpression' && head.operator === '+') head = unwrap(head.left);
    const text = head?.type === 'Literal' && typeof head.value === 'string' ? head.value : head?.type === 'TemplateLiteral' ? head.quasis[0].value.cooked : undefined;
    if (!text || !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return false;
    const put = this.binding?.type === 'CallExpression' ? interceptorPrefix(this.binding) : undefined;
    return !!put?.root.rootedOnly;
  }

  /** The first use of the value of `expr` that is not accounted for, or undefined. */
  hidden(expr: Node): Node | undefined {
    if (this.seen.has(expr)) return undefined;
    this.seen.add(expr);
    if (this.seen.size > 200) return expr;
    const index = fileIndexOf(expr);
    if (!index) return expr;
    let n = expr;
    let up = index.parent.get(n);
    for (;;) {
      while (up && (up.type === 'AwaitExpression' || up.type === 'TSAsExpression' || up.type === 'TSNonNullExpression')) up = index.parent.get((n = up));
      // `wretch(BASE).addon(…).headers({…})`: configured, the same instance on the same base.
      const member = up?.type === 'MemberExpression' && up.object === n && !up.computed ? up : undefined;
      const call = member && index.parent.get(member);
      if (!member || call?.type !== 'CallExpression' || call.callee !== member || !this.configuring.includes(keyName(member.property) ?? '')) break;
      up = index.parent.get((n = call));
    }
    if (up?.type === 'VariableDeclarator' && up.id.type === 'Identifier' && up.init === n) {
      for (const r of referencesOf(index, up.id)) {
        const h = this.use(index, r);
        if (h) return h;
      }
      // `export const http = axios.create(…)`: the run's other files use it too.
      const declaration = index.parent.get(up);
      return declaration && index.parent.get(declaration)?.type === 'ExportNamedDeclaration' ? this.importers(up.id) : undefined;
    }
    // `Vue.prototype.$http = axios.create(…)`: every `$http` of the run reads it, each followed by unseenUse (injectedReads).
    if (up?.type === 'AssignmentExpression' && up.right === n && index === this.ctx.index && this.ctx.finder.injectedReads(n)) return undefined;
    // `this.api = axios.create(…)`, a class field: the property's reads are the instance's uses.
    const key = up?.type === 'AssignmentExpression' && up.right === n && up.left.type === 'MemberExpression' && unwrapThis(up.left) ? keyName(up.left.property) : up?.type === 'PropertyDefinition' && up.value === n && !up.computed ? keyName(up.key) : undefined;
    if (key) return this.propertyReads(index, up!, key, n);
    if (up?.type === 'ReturnStatement' || (up && (up.type === 'ArrowFunctionExpression' || up.type === 'FunctionExpression') && up.body === n)) {
      const fn = up.type === 'ReturnStatement' ? index.ancestors(up).find(isFunction) : up;
      return fn ? this.callers(index, fn) : up;
    }
    return n;
  }

  /** A read of a name holding the instance: a request on it, a configuration that touches no URL, or a value handed on (followed). */
  private use(index: FileIndex, r: Node): Node | undefined {
    const p = index.parent.get(r);
    // A request that passes its own base option (a call kept on v3 by a split) does not read the
    // instance's base, whether the instance is called itself (`gl(path, { baseURL })`) or by a verb.
    const ownBased = (call: TSESTree.CallExpression) => this.calls.has(call) || (index === this.ctx.index && this.ctx.finder.ownBased(call)) || passesTurnedBack(index, call) || this.passesRoot(call);
    if (p?.type === 'CallExpression' && p.callee === r) return ownBased(p) || resends(index, p, r) ? undefined : r;
    if (p?.type === 'MemberExpression' && p.object === r) {
      // The instance's base read back and turned back to v3 (a split's own base): the same value before the move and after.
      if (turnedBack(index, r)) return undefined;
      // A request through a member of a member (`api.paginate.all(path)`) is a read when the call is one of the base's requests.
      let top: Node = p;
      for (let up = index.parent.get(top); up?.type === 'MemberExpression' && up.object === top; up = index.parent.get(top)) top = up;
      const call = index.parent.get(top);
      if (call?.type === 'CallExpression' && call.callee === top && (top === p || this.calls.has(call))) {
        // An instance made of this one by a function of its options (`api.extend((o) => ({ prefixUrl: `${o.prefixUrl}/…` }))`):
        // its requests are on this base's text, each of its uses to be accounted for as this one's.
        if (top === p && optionsFunction(call)) return this.hidden(call);
        return ownBased(call) || (top === p && resends(index, call, r)) ? undefined : r;
      }
      return configures(index, p) || (this.binding && within(p, this.binding)) ? undefined : r;
    }
    if (isRead(index, r)) return undefined;
    return this.hidden(r);
  }

  /**
   * The reads of `this.<key>` in the class (or the constructor function) that keeps the instance.
   * A public property of a class other files can reach (exported, or handed on) is read there too
   * (`Object.assign(GitLab.prototype, mixins)` in another module), where no run can list the reads.
   */
  private propertyReads(index: FileIndex, write: Node, key: string, value: Node): Node | undefined {
    const owner = index.ancestors(write).find((a) => a.type === 'ClassBody') ?? index.ancestors(write).filter(isFunction).pop();
    if (!key.startsWith('#') && owner && this.reachable(index, owner, key)) return this.runReads(write, key, value);
    for (const id of index.named(key)) {
      const m = index.parent.get(id);
      if (m?.type !== 'MemberExpression' || m.property !== id || m.computed) continue;
      const a = index.parent.get(m);
      if (a?.type === 'AssignmentExpression' && a.left === m) {
        if (a === write) continue;
        return m; // written again: another value
      }
      // Read of another object's property of that name (`repo.api`), or outside the owner and the
      // methods the file copies onto it (a mixin's `this.api`, which the evaluator ties to this value): not followed.
      if (!unwrapThis(m) || !owner || (!within(m, owner) && (index !== this.ctx.index || this.ctx.finder.ev.memberValue(m)?.node !== value))) return m;
      const h = this.use(index, m);
      if (h) return h;
    }
    return undefined;
  }

  /**
   * A property code outside its class can read (the class exported, its prototype given methods
   * by other modules' mixins): every place of the run that spells the key as a property read must
   * be a `this.<key>` the evaluator ties to this very value (the class's own methods, a mixin's
   * methods copied onto it: extract/mixins.ts), each use of it accounted for. Any other read
   * (`gl.http`, `const { http } = gl`, `gl['http']`) may build routes no proof sees. Only project
   * mode lists the run's files; a front that sees one file holds it at the write.
   */
  private runReads(write: Node, key: string, value: Node): Node | undefined {
    const finder = this.ctx.finder;
    if (!finder.ev.external || !finder.runFiles || finder.unreadCode(key).length > 0) return write;
    for (const f of finder.runFiles(key)) {
      for (const id of f.index.named(key)) {
        const p = f.index.parent.get(id);
        if (p?.type === 'Property' && p.key === id && f.index.parent.get(p)?.type === 'ObjectPattern') return id;
        if (p?.type !== 'MemberExpression' || p.property !== id || p.computed) continue;
        const a = f.index.parent.get(p);
        if (a?.type === 'AssignmentExpression' && a.left === p) {
          if (a === write) continue;
          return p; // written again: another value
        }
        if (!unwrapThis(p) || f.ev.memberValue(p)?.node !== value) return p;
        const h = this.use(f.index, p);
        if (h) return h;
      }
      const computed = f.index.strings.find((l) => l.type === 'Literal' && l.value === key && f.index.parent.get(l)?.type === 'MemberExpression');
      if (computed) return computed;
    }
    return undefined;
  }

  /**
   * Whether code outside the class (or constructor function) `owner` can read `key` of its objects:
   * the class is exported, its name is handed on, or an object it makes is (`export const gitlab =
   * new Gitlab()`, a value returned or passed) or has `key` read from it.
   */
  private reachable(index: FileIndex, owner: Node, key: string): boolean {
    const decl = owner.type === 'ClassBody' ? index.parent.get(owner) : owner;
    const up = decl && index.parent.get(decl);
    const named = decl?.type === 'ClassDeclaration' || decl?.type === 'FunctionDeclaration' ? decl : up?.type === 'VariableDeclarator' ? up : undefined;
    if (!named?.id || named.id.type !== 'Identifier' || exported(index, named)) return true;
    // Any read of its name other than `new Name(…)` in this file hands objects (or the prototype) on;
    // `Object.assign(Name.prototype, mixin)` gives it methods, whose reads of the key are followed as its own.
    return referencesOf(index, named.id).some((r) => {
      const made = index.parent.get(r);
      const assign = made?.type === 'MemberExpression' && made.object === r ? index.parent.get(made) : undefined;
      if (assign?.type === 'CallExpression' && assign.arguments[0] === made && isPrototypeAssign(index, assign)) return false;
      return made?.type !== 'NewExpression' || made.callee !== r || objectEscapes(index, made, key);
    });
  }

  /** Every call of a function that returns the instance, each one's value followed; callers out of sight are a hidden use. */
  private callers(index: FileIndex, fn: Node): Node | undefined {
    const p = index.parent.get(fn);
    const id = fn.type === 'FunctionDeclaration' ? fn.id : p?.type === 'VariableDeclarator' && p.init === fn && p.id.type === 'Identifier' ? p.id : undefined;
    if (!id) return fn;
    for (const r of referencesOf(index, id)) {
      const c = index.parent.get(r);
      if (c?.type === 'CallExpression' && c.callee === r) {
        const h = this.hidden(c);
        if (h) return h;
      } else if (!isExportRead(index, r)) return r;
    }
    if (!exported(index, fn.type === 'FunctionDeclaration' ? fn : p!)) return undefined;
    return this.importers(id);
  }

  /**
   * The uses, in the run's other files, of an exported name: each call of it (a function) or each
   * read (an instance), found through the imports that reach its module (imported-reads.ts) and
   * followed. Only project mode lists the run's files, those the prefilter turned away too (a file of
   * relative routes alone: `app.get('builds')`); a name no file of the run imports may serve files
   * outside it.
   */
  private importers(id: TSESTree.Identifier): Node | undefined {
    const index = fileIndexOf(id);
    const finder = index === this.ctx.index ? this.ctx.finder : this.ctx.finder.peers?.().find((f) => f.index === index);
    if (!index || !finder?.ev.external || !finder.runFiles) {
      this.ctx.finder.ev.unresolved = true;
      return id;
    }
    const { reads, unfollowed } = importedReads(finder, exportNames(index, id));
    if (unfollowed) return unfollowed.node;
    if (reads.length === 0) return id;
    for (const r of reads) {
      const c = r.finder.index.parent.get(r.node);
      const h = c?.type === 'CallExpression' && c.callee === r.node ? this.hidden(c) : this.use(r.finder.index, r.node);
      if (h) return h;
    }
    return undefined;
  }
}

/** The options of a request that make it (where it goes, what it sends, how): a resend that writes one sends another request. */
const REQUEST_PART = /url|base|method|param|data|body|query|json|form|serializ|transform|adapter|prefix|search/i;

/**
 * `http.interceptors.response.use(ok, (error) => … http.request(error.config))`: a retry sends
 * again, through the instance whose interceptor received it, the options of a request that
 * instance made (its URL, base, method, query and body as they were), so it builds no URL the
 * instance's other requests do not. Only where the handler writes no part that makes the request,
 * calls nothing on the options, hands them to nothing but the resend, and binds them once.
 */
function resends(index: FileIndex, call: TSESTree.CallExpression, receiver: Node): boolean {
  if (receiver.type !== 'Identifier' || call.arguments.length !== 1) return false;
  const fn = index.ancestors(call).find(isFunction);
  const use = fn && index.parent.get(fn);
  if (!fn || use?.type !== 'CallExpression' || !use.arguments.includes(fn as TSESTree.Expression)) return false;
  const b = index.resolve(receiver)?.id;
  const kind = INTERCEPTORS.find((it) => {
    if (!it.response.length) return false;
    const owner = receiverOfPath(use.callee, it.response);
    const sends = call.callee === receiver || (call.callee.type === 'MemberExpression' && call.callee.object === receiver && it.resend.includes(keyName(call.callee.property) ?? ''));
    return sends && owner?.type === 'Identifier' && !!b && index.resolve(owner)?.id === b;
  });
  const param = (fn as TSESTree.FunctionLike).params[0];
  if (!kind || param?.type !== 'Identifier') return false;
  // The received options (`error.config`), or a constant bound to them once.
  const isOptions = (n: Node) => n.type === 'MemberExpression' && !n.computed && keyName(n.property) === kind.failedOptions && n.object.type === 'Identifier' && index.resolve(n.object)?.id === param;
  const arg = call.arguments[0];
  let bound: TSESTree.Identifier | undefined;
  if (arg.type === 'Identifier') {
    const decl = index.resolve(arg)?.id;
    const d = decl && index.parent.get(decl);
    const kind = d && index.parent.get(d);
    if (d?.type !== 'VariableDeclarator' || d.id !== decl || !d.init || !isOptions(d.init) || kind?.type !== 'VariableDeclaration' || kind.kind !== 'const' || !within(d, fn)) return false;
    bound = decl as TSESTree.Identifier;
  } else if (!isOptions(arg)) return false;
  // Every place the options are named: the resend, a test, or a read of one of their parts; a part that makes the request only read.
  const places: Node[] = bound ? referencesOf(index, bound).filter((r) => index.isReference(r)) : [];
  for (const r of index.named(param.name)) {
    const m = index.parent.get(r);
    if (m && isOptions(m) && !(bound && index.parent.get(m)?.type === 'VariableDeclarator')) places.push(m);
  }
  return places.every((n) => {
    const q = index.parent.get(n);
    if (q === call) return true;
    if (q?.type === 'UnaryExpression' && (q.operator === '!' || q.operator === 'typeof')) return true;
    if (q?.type !== 'MemberExpression' || q.object !== n || q.computed) return false;
    let top: Node = q;
    for (let up = index.parent.get(top); up?.type === 'MemberExpression' && up.object === top; up = index.parent.get(top)) top = up;
    const at = index.parent.get(top);
    const written = (at?.type === 'AssignmentExpression' && at.left === top) || at?.type === 'UpdateExpression' || (at?.type === 'UnaryExpression' && at.operator === 'delete');
    const called = at?.type === 'CallExpression' && at.callee === top;
    return !called && (!written || !REQUEST_PART.test(keyName(q.property) ?? ''));
  });
}

/** `this.x` (or `_this.x`, `self.x`). */
function unwrapThis(m: TSESTree.MemberExpression): boolean {
  const o = m.object;
  return o.type === 'ThisExpression' || (o.type === 'Identifier' && /^(_this|self|that)$/.test(o.name));
}

/**
 * `api.interceptors.request.use((config) => { config.headers[…] = token })`, `api.defaults.headers…`:
 * configuration of the instance that touches no URL (an interceptor that rewrites `config.url` does).
 */
function configures(index: FileIndex, m: TSESTree.MemberExpression): boolean {
  const name = keyName(m.property);
  if (!name || !CONFIGURING_MEMBERS.has(name)) return false;
  let top: Node = m;
  for (let p = index.parent.get(top); p?.type === 'MemberExpression' && p.object === top; p = index.parent.get(top)) top = p;
  const text = sourceOf(index.parent.get(top) ?? top);
  return !/url|prefix|base/i.test(text.slice(text.indexOf(name) + name.length));
}


/** The property a base literal is the value of: `this.base = …`, `base = …` in a class, `{ base: … }`. */
export function memberKey(index: FileIndex, lit: Node): string | undefined {
  let n: Node = lit;
  for (let p = index.parent.get(n); p; n = p, p = index.parent.get(n)) {
    if (p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+') || p.type === 'TSAsExpression') continue;
    if (p.type === 'AssignmentExpression' && p.right === n && p.left.type === 'MemberExpression' && !p.left.computed) return propertyName(p.left.property);
    if ((p.type === 'PropertyDefinition' || p.type === 'Property') && p.value === n && !p.computed) return keyName(p.key);
    return undefined;
  }
  return undefined;
}

/** The constant a base literal is the value of, and the places that read it. */
export function baseName(ctx: FileContext, lit: Node): { name: string; decl: Node; refs: Node[] } | undefined {
  const { index } = ctx;
  const up = index.ancestors(lit);
  const at = up.findIndex((a) => a.type === 'VariableDeclarator');
  // A default (`{ apiBase = '…/api/v3' } = $props()`, `function f(base = '…/api/v3')`): the name it
  // defaults, whose reads are the base's (a caller may give another value: its reads still count).
  const dflt = up.findIndex((a) => a.type === 'AssignmentPattern');
  if (dflt >= 0 && (at < 0 || dflt < at)) {
    const p = up[dflt] as TSESTree.AssignmentPattern;
    if (p.left.type !== 'Identifier' || !within(lit, p.right)) return undefined;
    if (up.slice(0, dflt).some((a, i) => isFunction(a) || ((a.type === 'CallExpression' || a.type === 'NewExpression') && !derives(a, i === 0 ? lit : up[i - 1])))) return undefined;
    const binding = index.resolve(p.left);
    // The pattern's own key (`{ apiBase = … }` spells the name twice) is no read.
    const holder = index.parent.get(p);
    const own = (r: Node) => r === p.left || (holder?.type === 'Property' && r === holder.key);
    return { name: p.left.name, decl: p, refs: binding ? index.references(binding).filter((r) => !own(r)) : [] };
  }
  const decl = up[at] as TSESTree.VariableDeclarator | undefined;
  if (!decl || decl.id.type !== 'Identifier' || !decl.init || !within(lit, decl.init)) return undefined;
  // The value of a call (`const res = request.get('…/api/v3/user')`) is no base; a URL made of it
  // alone (`new URL('…/api/v3/')`, its `.href`) still is, and its reads are the base's.
  if (up.slice(0, at).some((a, i) => isFunction(a) || ((a.type === 'CallExpression' || a.type === 'NewExpression') && !derives(a, i === 0 ? lit : up[i - 1])))) return undefined;
  const binding = index.resolve(decl.id);
  return { name: decl.id.name, decl, refs: binding ? index.references(binding) : [] };
}

/** The file and line of a call. */
function callPlace(s: Site): { file: string; line: number } {
  // Remembered per call: many literals of one long line may ask for the same call.
  let line = lines.get(s.call);
  if (line === undefined) {
    const text = fileTextOf(s.call);
    line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < s.call.range[0]; i = text.indexOf('\n', i + 1)) line++;
    lines.set(s.call, line);
  }
  return { file: s.file, line };
}

const lines = new WeakMap<Node, number>();

/** A read of a base inside a URL of another service's route shape (GitHub's `/repos/…`, `/orgs/…`, `/gists`). */
export function otherServiceRoute(index: FileIndex, ref: Node): boolean {
  const call = index.ancestors(ref).find((a) => a.type === 'CallExpression' || a.type === 'NewExpression');
  return !!call && /\/(repos|orgs|gists)\b/.test(sourceOf(call));
}


export { within };

/** A read that builds no URL and hands on no value built from the base: a comparison, a log line, a test of its text. */
function isRead(index: FileIndex, ref: Node): boolean {
  const p = index.parent.get(ref);
  // A hook's dependency list (`useMemo(fn, [apiUrl, token])`) compares the values, never sends one.
  const deps = p?.type === 'ArrayExpression' ? index.parent.get(p) : undefined;
  if (deps?.type === 'CallExpression' && deps.arguments.at(-1) === p && deps.arguments.length > 1 && HOOK_DEPS.test(calleeName(deps.callee).name ?? '')) return true;
  // A comparison gives a boolean, never the base; the same one after the move only against no text
  // that may hold the version (`API !== undefined`, not `API === OTHER` or `VERSION === 'v3'`).
  if (p?.type === 'BinaryExpression' && p.operator !== '+') return movesNoTest(p.left === ref ? p.right : p.left);
  if (p?.type === 'CallExpression' && p.arguments.includes(ref as TSESTree.Expression)) {
    const { name = '', object = '' } = calleeName(p.callee);
    return NOT_A_BASE.test(name) || NOT_A_BASE.test(object);
  }
  // A test of the base's text gives a boolean or a number, never the base: `BASE.startsWith('https:')`,
  // the same after the move where what it looks for holds no `3` (`BASE.endsWith('/api/v3')` does not).
  // Any other member (`BASE.replace(…)`, `BASE.concat(…)`) hands on a value built from it.
  if (p?.type !== 'MemberExpression' || p.object !== ref || p.computed || p.property.type !== 'Identifier' || !TEXT_TESTS.test(p.property.name)) return false;
  const call = index.parent.get(p);
  return p.property.name === 'length' || (call?.type === 'CallExpression' && call.callee === p && call.arguments.every((a) => movesNoTest(a)));
}

const TEXT_TESTS = /^(startsWith|endsWith|includes|indexOf|lastIndexOf|length)$/;

/** What a test compares the base with, when its result cannot change with the version: a literal with no `3`, `null`, `undefined`. */
function movesNoTest(n: Node): boolean {
  if (n.type === 'Literal') return typeof n.value !== 'string' || !n.value.includes('3');
  if (n.type === 'TemplateLiteral') return n.expressions.length === 0 && !n.quasis.some((q) => (q.value.cooked ?? q.value.raw).includes('3'));
  return n.type === 'Identifier' && n.name === 'undefined';
}

/**
 * The route a base string spells after its prefix when no call of the file is seen to use it
 * (`'${url}/api/v3/projects/${id}/merge_request/${mr}'` handed to a client that fills it in): it
 * must be a v4 route itself. Placeholders (`${x}`, `:x`, `{x}`) are computed segments.
 */
function ownRoute(rest: string, users: number, options: AnalyzeOptions): DraftHold | undefined {
  if (users > 0) return undefined;
  const segs = rest.split(/[?#]/)[0].split('/').filter(Boolean).map((x) => (/^(\$\{.*\}|:\w+|\{\w+\})$/.test(x) ? null : x));
  if (segs.length === 0 || v4Route(undefined, segs, options.serverVersion) === 'proven') return undefined;
  return { reason: 'not proven', unproven: { kind: 'spelled route', route: routeText(undefined, segs) } };
}

/**
 * Whether every computed piece of a call's path is read elsewhere: a parameter of a function
 * around it (a wrapper, whose callers are sites), or an entry of a table of route strings
 * (`routes[k].replace(':id', id)`, each string a site of its own). A wrapper whose callers may
 * be out of sight gives its name instead: a method (`api.get(path)` through any instance, from
 * any file) or an exported function in a front that sees one file.
 */
function pathFromParameters(s: Site, external: boolean, users: readonly Site[], drafts: readonly Draft[], options: AnalyzeOptions, finder?: SiteFinder): boolean | string {
  const holes = s.url.items.slice(s.url.path.start, s.url.path.end).filter((it) => it.kind === 'hole');
  for (const h of holes) {
    let n = h.kind === 'hole' ? h.node : undefined;
    while (n && (n.type === 'MemberExpression' || n.type === 'CallExpression')) n = n.type === 'MemberExpression' ? n.object : n.callee;
    if (n?.type !== 'Identifier') return false;
    const index = fileIndexOf(n);
    const b = index?.resolve(n);
    if (b?.kind === 'param') {
      // A method of the object a factory returns: its callers are the members read of each object the factory's calls in the run make.
      const made = b.fn && index ? madeObjectCallers(index, b.fn, finder, external && importersSeen(s, users), new Set([...users, ...throughWrappers(users)].map((u) => u.call))) : undefined;
      if (made?.unread) return made.unread;
      if (made) continue;
      const unseen = b.fn && index ? unseenCallers(index, b.fn, external && (importersSeen(s, users) || methodOnlyHere(index, b.fn, s.file, finder))) : undefined;
      if (unseen) return unseen;
      // Its callers are the routes only where each of them is a call on this base (a wrapper the
      // extractor read): a request inside a closure of the function (a Promise's executor) is not.
      const seen = external && importersSeen(s, users);
      const callsOf = (id: TSESTree.Identifier) => {
        const own = finder?.index === index ? finder : finder?.runFiles?.(id.name).find((f) => f.index === index);
        return own && callsOfName(own, id, seen)?.map((c) => c.call);
      };
      const unread = b.fn && index ? unreadCaller(index, b.fn, [...users, ...throughWrappers(users)], (f) => neverCalled(index, f, finder, seen), callsOf) : undefined;
      if (unread) return unread;
      continue;
    }
    const init = b?.init;
    if (!(init?.type === 'ObjectExpression' && init.properties.every((p) => p.type === 'Property' && (p.value.type === 'Literal' || (p.value.type === 'TemplateLiteral' && p.value.expressions.length === 0))))) return false;
    // A table of literal paths (`ROUTES[name]`): each entry is a route of this call. One the route
    // tables read as a site moves with the base (its findings are fixed or hold it); any other must
    // already be a v4 route as it stands (`/projects/search/x` is not: the base would move past it),
    // with no query the change list may rename or revalue (`?target_type=…`, `?iid=…`), and the
    // call may send no parameter of its own: no rule matched them against that route.
    for (const p of init.properties) {
      if (p.type !== 'Property' || drafts.some((d) => d.site?.call === p)) continue;
      if (s.params.length > 0 || !s.paramsComplete) return false;
      const path = p.value.type === 'Literal' ? String(p.value.value) : p.value.type === 'TemplateLiteral' ? (p.value.quasis[0]?.value.cooked ?? '') : '';
      const url = parseUrl(charsOf(path));
      if (!url || url.queryMark >= 0 || v4Route(s.method.value, segmentsOfUrl(url), options.serverVersion) !== 'proven') return false;
    }
  }
  return true;
}


/**
 * The requests that sites on the base make through a wrapper over another (`get(e) { return
 * this.send('GET', e) }`, whose callers are the sites): each is the inner call of a site, a caller of
 * the wrapper below it as those sites are.
 */
function throughWrappers(users: readonly Site[]): Site[] {
  const out: Site[] = [];
  for (const u of users) for (let w = u.wrapper; w?.nested; w = w.inner.wrapper) out.push(w.inner);
  return out;
}

/**
 * The name of a wrapper some of whose callers the run cannot see: a method, or a function, that
 * other files can reach (exported, or assigned to a property: `Api.prototype.get = function
 * (path) {…}`). Project mode sees the importers of the run (`seen`: a call of another file was
 * followed onto the base, as for an exported base); a front that sees one file does not.
 */
function unseenCallers(index: FileIndex, fn: Node, seen: boolean): string | undefined {
  if (seen) return undefined;
  const p = index.parent.get(fn);
  if (p?.type === 'AssignmentExpression' && p.right === fn && p.left.type === 'MemberExpression') return sourceOf(p.left);
  if (p?.type === 'MethodDefinition' || (p?.type === 'Property' && p.value === fn) || p?.type === 'PropertyDefinition') {
    // A private method: no code outside its class body can call it (unreadCaller reads each call there).
    if (p.key.type === 'PrivateIdentifier') return undefined;
    const owner = index.ancestors(fn).find((a) => a.type === 'ClassDeclaration' || a.type === 'ClassExpression' || a.type === 'VariableDeclarator');
    // (A class's methods reach other files through an exported instance too.)
    return !owner || exported(index, owner) || (owner.type === 'ClassDeclaration' && instanceExported(index, owner)) ? (keyName(p.key) ?? 'the method') : undefined;
  }
  const named = fn.type === 'FunctionDeclaration' ? fn : p?.type === 'VariableDeclarator' ? p : keptAs(index, fn);
  return named && exported(index, named) ? sourceOf((named as TSESTree.FunctionDeclaration | TSESTree.VariableDeclarator).id!) : undefined;
}

/** The constant an argument-keeping wrapper's result is bound to, where `fn` is the function it wraps (`const call = Meteor.wrapAsync(fn)`). */
function keptAs(index: FileIndex, fn: Node): TSESTree.VariableDeclarator | undefined {
  const p = index.parent.get(fn);
  const d = p?.type === 'CallExpression' && keptFunction(p) === fn ? index.parent.get(p) : undefined;
  return d?.type === 'VariableDeclarator' && d.init === p && d.id.type === 'Identifier' ? d : undefined;
}

/**
 * Project mode: a method of an exported class that only its own file names (`_req`, called as
 * `this._req(…)` by the class's public methods), while another file of the run names the class (its
 * importers are in the run, as a call followed onto the base shows for a function): no file of the
 * run can call it, and its file's calls of it are each read (`unreadCaller`). A file the run does not
 * read as code that names it (a page's script) may call it.
 */
function methodOnlyHere(index: FileIndex, fn: Node, file: string, finder: SiteFinder | undefined): boolean {
  const p = index.parent.get(fn);
  const cls = p?.type === 'MethodDefinition' && !p.computed && !p.static ? index.parent.get(index.parent.get(p)!) : undefined;
  const name = p?.type === 'MethodDefinition' ? keyName(p.key) : undefined;
  if (!finder?.runFiles || !name || cls?.type !== 'ClassDeclaration' || !cls.id) return false;
  const mine = (f: { file: string }) => f.file === file;
  if (!finder.runFiles(name).every((f) => mine(f) || !reachesMember(f.index, name)) || (finder.unreadFiles?.(name) ?? []).some((u) => RUNS_SCRIPT.test(u.file))) return false;
  return finder.runFiles(cls.id.name).some((f) => !mine(f));
}

/**
 * Whether a file's code may reach a member `name` of an object: `x.name`, `x['name']`, `{ name } =
 * x`, or the name as a string anywhere (a key computed from it). The word in a comment, or a
 * variable or parameter of that name (`function promised(send)`), reaches no method of a class.
 */
function reachesMember(index: FileIndex, name: string): boolean {
  const member = index.named(name).some((i) => {
    const p = index.parent.get(i);
    return (p?.type === 'MemberExpression' && p.property === i) || (p?.type === 'Property' && p.key === i && index.parent.get(p)?.type === 'ObjectPattern');
  });
  return member || index.strings.some((t) => (t.type === 'Literal' ? t.value : t.value.cooked) === name);
}

/** The name of a function of the file, one of whose calls is not a site on the base (its route is not read there). */
function unreadCaller(index: FileIndex, fn: Node, users: readonly Site[], dead: (fn: Node) => boolean = () => false, callsOf?: (id: TSESTree.Identifier) => TSESTree.CallExpression[] | undefined): string | undefined {
  // Handed on as a value (itself, its object of methods, an instance of its class): called where no route is read.
  const handed = handedOn(index, fn);
  if (handed) return handed.type === 'Identifier' ? handed.name : 'a wrapper handed on';
  const p = index.parent.get(fn);
  // A function made and returned by another (`const verb = (m) => (path) => fetch(BASE + path, { method: m })`):
  // its callers are calls of what the maker returned. Read where every function the maker makes is a constant
  // of the file whose every call is a site read through that function.
  const calls = new Set(users.map((u) => u.call));
  if (p?.type === 'ReturnStatement' || ((p?.type === 'ArrowFunctionExpression' || p?.type === 'FunctionExpression') && p.body === fn)) {
    const maker = index.ancestors(fn).find((a) => a.type === 'VariableDeclarator' || a.type === 'FunctionDeclaration');
    const id = maker && 'id' in maker && maker.id?.type === 'Identifier' ? maker.id.name : undefined;
    const made = maker?.type === 'FunctionDeclaration' ? maker : maker?.type === 'VariableDeclarator' && maker.init ? unwrap(maker.init) : undefined;
    const throughIt = new Set(users.filter((u) => u.wrapper?.fn === fn).map((u) => u.call));
    if (made && (made.type === 'FunctionDeclaration' || made.type === 'ArrowFunctionExpression' || made.type === 'FunctionExpression') && returnedFunction(made) === fn && productsCalledOnlyBy(index, made, (c) => throughIt.has(c), callsOf)) return undefined;
    return id ? `the function ${id}() returns` : 'a returned function';
  }
  // A method (`api(path) {…}` of a class or an object, a field `api = (path) => …`): its callers are
  // `<receiver>.api(…)` calls, each of which must be a site on the base; any other read of the name
  // (`this.api.bind(this)`, `obj['api']`) hands it on where no route is read.
  if ((p?.type === 'MethodDefinition' || p?.type === 'PropertyDefinition' || (p?.type === 'Property' && p.value === fn)) && !p.computed) {
    // A private method (`#call`) is read only in its class's body: each read there must be a call on the base.
    if (p.key.type === 'PrivateIdentifier') return privateReads(index, p.key.name, calls).every((ok) => ok) ? undefined : `#${p.key.name}`;
    const name = keyName(p.key);
    if (!name) return 'the method';
    const unread =
      index.identifiers.some((r) => {
        const m = index.parent.get(r);
        if (r.name !== name || m?.type !== 'MemberExpression' || m.property !== r || m.computed) return false;
        const call = index.parent.get(m);
        return !(call?.type === 'CallExpression' && call.callee === m && calls.has(call));
      }) || index.strings.some((l) => l.type === 'Literal' && l.value === name && index.parent.get(l)?.type === 'MemberExpression');
    return unread ? name : undefined;
  }
  // Handed to a call (`myWrap(function (method, path) { … })`, a handler given to a server): that code calls it, with
  // routes no proof reads; one an argument-keeping wrapper wraps is called as the constant it is bound to is.
  const kept = keptAs(index, fn);
  if (!kept && (p?.type === 'CallExpression' || p?.type === 'NewExpression') && p.arguments.some((a) => a === fn)) return `a function handed to ${sourceOf(p.callee)}`;
  const id = kept ? (kept.id as TSESTree.Identifier) : fn.type === 'FunctionDeclaration' ? fn.id : p?.type === 'VariableDeclarator' && p.init === fn && p.id.type === 'Identifier' ? p.id : undefined;
  if (!id) return undefined;
  const unread = referencesOf(index, id).some((r) => {
    const call = index.parent.get(r);
    // (The wrapper's result read other than called is handed on.)
    if (kept && !(call?.type === 'CallExpression' && call.callee === r)) return true;
    // A call inside a function no code calls (a verb of a client object no caller reads) is never made.
    const inDead = () => { const within = index.ancestors(r).find(isFunction); return !!within && dead(within); };
    return call?.type === 'CallExpression' && call.callee === r && !calls.has(call) && !inDead();
  });
  return unread ? id.name : undefined;
}

/** Each `this.#name` read of the file: whether it is the callee of one of `calls`. */
function privateReads(index: FileIndex, name: string, calls: ReadonlySet<Node>): boolean[] {
  return index.privateNames.flatMap((id) => {
    const member = index.parent.get(id);
    if (id.name !== name || member?.type !== 'MemberExpression' || member.property !== id) return [];
    const call = index.parent.get(member);
    return [call?.type === 'CallExpression' && call.callee === member && calls.has(call)];
  });
}

/** Whether project mode followed a call of another file of the run onto the base: the run's importers are linked. */
function importersSeen(own: Site, users: readonly Site[]): boolean {
  return users.some((u) => u.file !== own.file);
}

/**
 * A wrapper every call of which the run reads takes its own copy of it (split.ts: `kept`, a call
 * through the wrapper calls the copy once split), while code the run does not see may still call it
 * (exported, or handed on: `handedOn`): its route is then anyone's, and the base cannot move past it.
 * The first kept call of such a wrapper, or undefined. Predicts what the proof finds once the copies
 * are made, so that no copy is made for a base that would not move.
 */
function leftToOthers(all: readonly Site[], kept: ReadonlySet<Site>): Site | undefined {
  for (const s of kept) {
    const fn = s.wrapper?.fn;
    // (A call that reads the base in its own text takes its copy there, and still calls the wrapper.)
    if (!fn || readsBaseItself(s) || all.some((u) => u.wrapper?.fn === fn && !kept.has(u))) continue;
    const index = fileIndexOf(fn);
    if (!index || handedOn(index, fn) || exported(index, declarationHolding(index, fn))) return s;
  }
  return undefined;
}

/** Whether the call's own text (not the wrapper's) gives its URL the `/api/v3` it is on (`api(BASE + '/projects')`). */
function readsBaseItself(s: Site): boolean {
  const span = s.url.prefix;
  return !!span && s.url.items.slice(span.start, span.end).some((it) => it.kind !== 'mark' && it.via.some((v) => v !== s.call && fileOf(v) === s.file && within(v, s.call)));
}

/** The declaration a function is reached by: itself, the constant it is the value of, or that of the object it is a property of. */
function declarationHolding(index: FileIndex, fn: Node): Node {
  let n = fn;
  const p = index.parent.get(n);
  if (p?.type === 'Property' && p.value === n) n = index.parent.get(p)!;
  const d = index.parent.get(n);
  return n.type === 'FunctionDeclaration' || d?.type !== 'VariableDeclarator' || d.init !== n ? n : d;
}

/** A declaration other files can reach: `export …`, `export default …`, or its name read by an export. */
export function exported(index: FileIndex, decl: Node): boolean {
  if (index.ancestors(decl).some((a) => a.type === 'ExportNamedDeclaration' || a.type === 'ExportDefaultDeclaration' || a.type === 'AssignmentExpression')) return true;
  const id = 'id' in decl ? decl.id : undefined;
  if (!id || id.type !== 'Identifier') return true;
  const b = index.resolve(id);
  return !b || index.references(b).some((r) => isExportRead(index, r));
}

/**
 * For a call whose method cannot be read, under each method v3 clients used on its path (as the v3
 * table has them): the routes that are no v4 route once the run's fixes are made (`lacking`; the
 * path alone proves nothing where v4 changed a method: `DELETE /projects/:id/star` is `POST
 * /projects/:id/unstar`), and the routes v4 has with another meaning (`changed`: `GET …/blobs/:sha`
 * answers JSON, a rule with no v4 form would hold the call were its method known), each as text.
 */
function methodsV4Lacks(s: Site, drafts: Draft[], options: AnalyzeOptions): { lacking?: string; changed?: string } | undefined {
  const methods = v3MethodsOf(siteSegments(s));
  const lacking = methods
    .map((method) => routeAfterFixes(s, drafts, options, method))
    .filter((r) => v4Route(r.method, r.segments, options.serverVersion) !== 'proven')
    .map((r) => `\`${routeText(r.method, r.segments)}\``);
  const changed = methods.filter((method) => meaningChangedFor({ ...s, method: { value: method } }, options)).map((method) => `\`${routeText(method, siteSegments(s))}\``);
  if (lacking.length === 0 && changed.length === 0) return undefined;
  return { ...(lacking.length ? { lacking: lacking.join(' or ') } : {}), ...(changed.length ? { changed: changed.join(' or ') } : {}) };
}

/** Whether a route rule with no v4 form (a route removed or whose meaning changed) matches the call. */
function meaningChangedFor(s: Site, options: AnalyzeOptions): boolean {
  return entriesFor(options.serverVersion).some((e) => e.routes?.some((r) => r.to === undefined && onRoutes(s, [r.from]) !== null));
}

// The drafts of each site, indexed once per list (and again if it grew): looking them up by a scan
// of every draft for every call made a file of 10,000 calls quadratic (3.5 s of 8 here).
const bySite = new WeakMap<Draft[], { length: number; index: Map<Site, Draft[]> }>();

function draftsOfSite(s: Site, drafts: Draft[]): Draft[] {
  let known = bySite.get(drafts);
  if (!known || known.length !== drafts.length) {
    const index = new Map<Site, Draft[]>();
    for (const d of drafts) {
      if (!d.site) continue;
      const list = index.get(d.site);
      if (list) list.push(d);
      else index.set(d.site, [d]);
    }
    bySite.set(drafts, (known = { length: drafts.length, index }));
  }
  return known.index.get(s) ?? [];
}

/** A call's route once every route fix the run applies to it is made (several compose: `merge_request/…/cancel_merge_when_build_succeeds`). */
function routeAfterFixes(s: Site, drafts: Draft[], options: AnalyzeOptions, method = s.method.value): { method?: string; segments: ReadonlyArray<string | null> } {
  const rules = draftsOfSite(s, drafts).filter((d) => d.rewrite && applicable(d, options)).map((d) => d.rewrite!);
  let route: { method?: string; segments: ReadonlyArray<string | null> } = { method, segments: siteSegments(s) };
  for (let pass = 0, changed = true; changed && pass < 5; pass++) {
    changed = false;
    for (const r of rules) {
      const next = rewriteSegments(r.from, r.to, route.method, route.segments);
      if (next && (next.method !== route.method || next.segments.join('/') !== route.segments.join('/'))) {
        route = next;
        changed = true;
      }
    }
  }
  return route;
}

/**
 * Whether an object made by `new Name(…)` can have `key` read where no proof follows it: called at
 * once (`new Repo(p).jobs()`) or kept in a constant whose every read calls a method of it
 * (`gitlab.jobs(id)`), it cannot; exported, returned, passed, stored elsewhere, or read at `key`
 * (`gitlab.http.get(…)`), it can.
 */
function objectEscapes(index: FileIndex, made: Node, key: string): boolean {
  let n = made;
  let up = index.parent.get(n);
  while (up && (up.type === 'AwaitExpression' || up.type === 'TSAsExpression' || up.type === 'TSNonNullExpression')) up = index.parent.get((n = up));
  /** `object.method(…)`, a method other than `key`: the object stays where it is. */
  const methodCalled = (object: Node) => {
    const m = index.parent.get(object);
    if (m?.type !== 'MemberExpression' || m.object !== object || m.computed || keyName(m.property) === key) return false;
    const call = index.parent.get(m);
    return call?.type === 'CallExpression' && call.callee === m;
  };
  if (methodCalled(n)) return false;
  if (up?.type !== 'VariableDeclarator' || up.init !== n || up.id.type !== 'Identifier' || exported(index, up)) return true;
  return referencesOf(index, up.id).some((r) => !methodCalled(r));
}
