// The guard on text that several calls read (a base constant, a wrapper's options): an edit there
// is kept only when every call that reads it asks for the same edit.
import { hold } from './holds.js';
import type { Draft } from '../match/drafts.js';
import { children, fileOf, isFunction, referencesOf, type FileIndex, type Node } from '../extract/scope.js';
import { byCall, spokenByCallers, wrapperCallsOf, wrapperRequest } from './wrapper-callers.js';
import { moduleImports } from '../extract/imports.js';
import { calleeName } from '../extract/calls.js';
import { ELEMENT_CALLBACKS, propertyName, unwrap } from '../extract/ast.js';
import type { Site } from '../extract/sites.js';
import type { Edit } from '../types.js';
import type { Workspace } from '../workspace.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { messageOnly } from './message-only.js';

export function literalsOf(site: Site): Set<Node> {
  const s = new Set<Node>();
  for (const it of site.url.items) if (it.kind !== 'hole' && it.lit) s.add(it.lit.node);
  return s;
}

type Place = { file: string; range: readonly [number, number] };

/**
 * The source a site reads: its call, and the constants, method and parameter objects it uses. One
 * of several values of a call's URL (`qs ? \`${path}?${qs}\` : path`) reads its own literals, method
 * and parameter objects only: the object a query helper is given is not read where the query is empty.
 */
function footprint(site: Site, oneOfSeveral: boolean): Place[] {
  const at = (n: Node): Place => ({ file: fileOf(n), range: n.range });
  const out: Place[] = oneOfSeveral ? [] : [{ file: site.file, range: site.call.range }];
  for (const l of literalsOf(site)) out.push(at(l));
  if (site.method.node) out.push(at(site.method.node));
  for (const p of site.params) if (p.container ?? p.pair) out.push(at(p.container ?? p.pair!.list));
  return out;
}

/** Whether an edit (in `file` unless it names its own) lies inside a place. */
const within = (e: Edit, file: string, p: Place) => (e.file ?? file) === p.file && p.range[0] <= e.range[0] && e.range[1] <= p.range[1];
const sameEdit = (a: Edit, b: Edit) => a.range[0] === b.range[0] && a.range[1] === b.range[1] && a.text === b.text && a.file === b.file;

/**
 * An edit outside the call's own text (in a constant, a wrapper, a shared options object) is kept
 * only when every call that reads that text asks for the same edit; otherwise it would break them.
 */
export function checkShared(drafts: Draft[], sites: Site[], ws: Workspace) {
  const wrapperCalls = wrapperCallsOf(sites);
  // A call whose URL has several values is several sites: only each value's own literals are its alone.
  const perCall = new Map<Node, number>();
  for (const s of sites) perCall.set(s.call, (perCall.get(s.call) ?? 0) + 1);
  const prints = new Map(sites.map((s) => [s, footprint(s, perCall.get(s.call)! > 1)] as const));
  const requests = byCall(sites);
  for (const d of drafts) {
    if (!d.edits || !d.site) continue;
    const own = perCall.get(d.site.call)! > 1 ? [...literalsOf(d.site)].map((l) => ({ file: fileOf(l), range: l.range })) : [{ file: d.site.file, range: d.site.call.range }];
    for (const e of d.edits) {
      const file = d.site.file;
      const sameCall = sites.filter((s) => s.call === d.site!.call);
      // An edit that writes one value of the call into text its other values read too (`${scope}` of a loop over
      // `['owned', 'starred']` written out as `?owned=true`): the text read through the edited span comes from a
      // literal of this value alone, outside the span.
      const inSpan = (n: Node) => (e.file ?? file) === fileOf(n) && e.range[0] <= n.range[0] && n.range[1] <= e.range[1];
      const others = new Set(sameCall.filter((s) => s !== d.site).flatMap((s) => [...literalsOf(s)]));
      if (others.size && d.site.url.items.some((it) => it.kind !== 'hole' && it.lit && !others.has(it.lit.node) && !inSpan(it.lit.node) && it.via.some(inSpan))) {
        hold(d, { reason: 'shared text' });
        d.tier = 'manual';
        break;
      }
      // The call's own text; or one value's own literal, unless it is a constant other code reads (`const path = mine ? '/projects/owned' : …`).
      if (own.some((p) => within(e, file, p)) && (within(e, file, { file, range: d.site.call.range }) || !constantReadOtherwise(ws, e, file, sameCall))) continue;
      // A caller of a wrapper whose own request is a site (in its file, or another's that spells the route) is spoken for by it.
      const readers = sites.filter((s) => s !== d.site && prints.get(s)!.some((p) => within(e, file, p)) && !spokenByCallers(s, wrapperCalls) && !wrapperRequest(s, requests));
      const asks = (s: Site) => drafts.some((o) => o.site === s && o.entry.change === d.entry.change && o.edits?.some((x) => sameEdit(x, e)));
      const agreed = readers.every(asks);
      // Text of another file may be read by calls of files this analysis does not hold: their fixes are not known here.
      // A constant's text is read by whatever reads the constant, not only by the calls.
      if (!agreed || readElsewhere(ws, e, file, sites, d.site) || constantReadOtherwise(ws, e, file, [...sameCall, ...readers])) {
        hold(d, { reason: 'shared text' });
        d.tier = 'manual';
        break;
      }
    }
  }
}

/**
 * Whether a file outside `sites`' files may call the function (or read the constant) whose text `e`
 * edits in another file than the call's (a wrapper's method): a file of the run that names the
 * innermost declaration around the text and imports the edited file, directly or through a module
 * that re-exports it. Read from the imports, not from that file's calls: finding its sites in the
 * middle of this analysis would read the sites of this one as the passes have changed them.
 */
function readElsewhere(ws: Workspace, e: Edit, file: string, sites: readonly Site[], site: Site): boolean {
  const at = e.file ?? file;
  const ctx = at === site.file ? undefined : ws.get(at);
  const module = ws.resolver?.module;
  if (!ctx || !module) return false;
  const held = new Set(sites.map((s) => s.file));
  const to = (from: string, spec: string) => module.call(ws.resolver, from, spec);
  const reExports = (from: string) => {
    const c = ws.get(from);
    return !!c && moduleImports(c.index, c.text).some((i) => i.node.type !== 'ImportDeclaration' && i.node.type.startsWith('Export') && to(from, i.spec) === at);
  };
  const imports = (f: string) => {
    const c = ws.get(f);
    return !!c && moduleImports(c.index, c.text).some((i) => { const t = to(f, i.spec); return t === at || (!!t && reExports(t)); });
  };
  const node = innermost(ctx.index.program, e.range);
  // Its callers name it (`putForm(…)`, `requester.delete(…)`): the files that do, not every user of its class or module.
  const name = enclosingName([node, ...ctx.index.ancestors(node)]);
  return !!name && (ctx.finder.runFiles?.(name) ?? []).some((f) => f.file !== at && !held.has(f.file) && imports(f.file));
}

/**
 * Whether the constant the text `e` edits is in (`const OWNED = '/projects/owned'`, `const query =
 * { iid }`) is read by anything but the calls that ask for the edit (`p === OWNED`, `query.iid`),
 * other than for the text of an error or a log: such a read would see the changed value. An exported
 * constant that another file of the run names may be read there.
 */
function constantReadOtherwise(ws: Workspace, e: Edit, file: string, askers: readonly Site[]): boolean {
  const at = e.file ?? file;
  // A table of routes or request records is read by the calls tables.ts ties to it, each a site of its own.
  const ctx = askers.some((s) => s.table) ? undefined : ws.get(at);
  if (!ctx) return false;
  const { index } = ctx;
  const node = innermost(index.program, e.range);
  const around = [node, ...index.ancestors(node)];
  const i = around.findIndex((a) => a.type === 'VariableDeclarator');
  // A list iterated where it is spelled (`['builds', 'pipelines'].map(…)`, `for (const kind of […])`) is read there alone.
  const l = around.findIndex((a) => a.type === 'ArrayExpression' && iteratedHere(index, a));
  const inline = l >= 0 && (i < 0 || l < i) ? around[l] : undefined;
  const decl = inline ? undefined : (around[i] as TSESTree.VariableDeclarator | undefined);
  // A function's text (a wrapper's) is read by its callers, which are sites.
  if (inline ? around.slice(0, l).some(isFunction) : decl?.id.type !== 'Identifier' || around.slice(0, i).some(isFunction)) return false;
  const reads = inline ? [inline] : referencesOf(index, decl!.id as TSESTree.Identifier);
  // Read by a call that asks for the edit: in its own text, or on the way its URL was read, or, for its
  // parameters' object, where its entries or its text are written into the request (`Object.entries(query)`).
  const params = !!decl?.init && askers.some((s) => s.params.some((p) => p.container && p.container === unwrap(decl.init!)));
  const written = (r: Node) => {
    const p = index.parent.get(r);
    return params && p?.type === 'CallExpression' && p.arguments[0] === r && /^(entries|stringify)$/.test(calleeName(p.callee).name ?? '');
  };
  // A list's elements are read by the calls in the callbacks of the methods called on it (`FEEDS.map((f) => axios.get(f.url))`).
  const chain = (r: Node): TSESTree.CallExpression[] => {
    const out: TSESTree.CallExpression[] = [];
    let n = r;
    for (let m = index.parent.get(n), c = m && index.parent.get(m); m?.type === 'MemberExpression' && m.object === n && c?.type === 'CallExpression' && c.callee === m; m = index.parent.get(n), c = m && index.parent.get(m)) out.push((n = c));
    return out;
  };
  const inside = (s: Site, n: Node) => s.file === at && n.range[0] <= s.call.range[0] && s.call.range[1] <= n.range[1];
  const inCall = (r: Node) => askers.some((s) => (s.file === at && s.call.range[0] <= r.range[0] && r.range[1] <= s.call.range[1]) || s.url.items.some((it) => it.via.includes(r)));
  // The property of an element the edit is in (`url` of `{ name, url: \`${API}/projects/7/keys\` }`): a callback's
  // read of it outside the calls (`f.url.endsWith('/keys')`) would see the changed text.
  const key = around.find((a): a is TSESTree.Property => a.type === 'Property' && !a.computed);
  // Each read of a binding that holds the element (or its edited property) must be the calls' or a message's.
  const boundReads = (id: TSESTree.Identifier, whole: boolean): boolean =>
    referencesOf(index, id).every((x) => {
      // (A shorthand pattern's key is its binding's own spelling, no read.)
      if (x.range[0] === id.range[0]) return true;
      const m = index.parent.get(x);
      const read = whole && m?.type === 'MemberExpression' && m.object === x && !m.computed ? m : x;
      if (read !== x && key && propertyName((read as TSESTree.MemberExpression).property) !== propertyName(key.key)) return true;
      return inCall(read) || inCall(x) || messageOnly(index, read);
    });
  // An element's binding: a name, or a pattern whose binding of the edited property is read as above. Any
  // other pattern (a computed key, a nested or array pattern, a default, a rest holding it) may read it unseen.
  const elementRead = (el: TSESTree.Parameter): boolean => {
    if (el.type === 'Identifier') return boundReads(el, true);
    if (el.type !== 'ObjectPattern' || !key) return false;
    const bound = el.properties.some((p) => p.type === 'Property' && !p.computed && propertyName(p.key) === propertyName(key.key));
    return el.properties.every((p) => {
      // A rest holds the property unless the pattern binds it by name.
      if (p.type === 'RestElement') return bound;
      if (p.computed) return false;
      if (propertyName(p.key) !== propertyName(key.key)) return true;
      return p.value.type === 'Identifier' && boundReads(p.value, false);
    });
  };
  const elementReads = (calls: readonly TSESTree.CallExpression[]): boolean =>
    calls.every((c) =>
      c.arguments.every((a) => {
        // A function handed the elements (`FEEDS.filter(isKeys)`), or any value that may be one, reads them where this does not look.
        if (!isFunction(a)) return a.type === 'Literal' || a.type === 'TemplateLiteral' || (a.type === 'UnaryExpression' && a.argument.type === 'Literal');
        return elementParams(c, a).every((el) => elementRead(el));
      }),
    );
  // A loop's variable over the list (`for (const { url } of FEEDS)`): each element, read as a callback's parameter is.
  const looped = (loop: TSESTree.ForOfStatement): boolean => {
    const d = loop.left.type === 'VariableDeclaration' && loop.left.declarations.length === 1 ? loop.left.declarations[0] : undefined;
    return !loop.await && !!d && askers.some((s) => inside(s, loop.body)) && elementRead(d.id as TSESTree.Parameter);
  };
  const asked = (r: Node) => {
    const calls = chain(r);
    const loop = index.parent.get(r);
    if (loop?.type === 'ForOfStatement' && loop.right === r) return looped(loop);
    return written(r) || inCall(r) || (calls.length > 0 && askers.some((s) => inside(s, calls.at(-1)!)) && elementReads(calls));
  };
  if (!reads.every((r) => asked(r) || messageOnly(index, r))) return true;
  if (!decl) return false;
  const id = decl.id as TSESTree.Identifier;
  const exported = index.parent.get(index.parent.get(decl)!)?.type === 'ExportNamedDeclaration' || reads.some((r) => index.parent.get(r)?.type === 'ExportSpecifier');
  if (!exported) return false;
  // A front that sees one file (ESLint, --no-project) cannot see its importers: only project mode can say.
  if (!ctx.finder.ev.external) {
    ctx.finder.ev.unresolved = true;
    return true;
  }
  return (ctx.finder.runFiles?.(id.name) ?? []).some((f) => f.file !== at);
}

/** The innermost node around a range. */
function innermost(root: Node, range: readonly [number, number]): Node {
  for (let n = root; ; ) {
    const next = children(n).find((c) => c.range[0] <= range[0] && range[1] <= c.range[1]);
    if (!next) return n;
    n = next;
  }
}

/** The name the innermost declaration around a node is known by (its function's, its method's, its constant's). */
function enclosingName(around: readonly Node[]): string | undefined {
  for (const a of around) {
    // A property names a function of an object (`{ license: (key) => … }`), not a value of an options object (`{ method: 'PUT' }`).
    const id = a.type === 'FunctionDeclaration' || a.type === 'ClassDeclaration' || a.type === 'VariableDeclarator' ? a.id : a.type === 'MethodDefinition' || (a.type === 'Property' && !a.computed && isFunction(a.value)) ? a.key : undefined;
    if (id?.type === 'Identifier') return id.name;
  }
  return undefined;
}

/**
 * The parameters of a list method's callback that are given its elements: the first, or both of a
 * comparator's (`sort`), or a reducer's second and, with no initial value, its accumulator too; and
 * the list, given last. A method this does not know gives them all.
 */
function elementParams(call: TSESTree.CallExpression, fn: TSESTree.FunctionLike): TSESTree.Parameter[] {
  const name = calleeName(call.callee).name ?? '';
  const ps = fn.params;
  // (The list itself, given last, is read as its elements are.)
  if (/^reduce(Right)?$/.test(name)) return [...(call.arguments.length > 1 ? ps.slice(1, 2) : ps.slice(0, 2)), ...ps.slice(3)];
  if (/^(sort|toSorted)$/.test(name)) return ps.slice(0, 2);
  return ELEMENT_CALLBACKS.has(name) ? [...ps.slice(0, 1), ...ps.slice(2)] : [...ps];
}

/** Whether an array is iterated where it is spelled: a method called on it, or a `for…of` loop over it. */
function iteratedHere(index: FileIndex, a: Node): boolean {
  const p = index.parent.get(a);
  if (p?.type === 'ForOfStatement') return p.right === a;
  const c = p && index.parent.get(p);
  return p?.type === 'MemberExpression' && p.object === a && c?.type === 'CallExpression' && c.callee === p;
}
