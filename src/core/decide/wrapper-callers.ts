// A wrapper's own request and its callers: where every use of a wrapper is a call the run reads as
// a site, the callers are the wrapper's routes, each with its own meaning; its own request (its
// route partly its parameters) asks for nothing of its own. Shared text and the base proof read it.
import { calledOnlyBy, fileIndexOf, fileOf, within, type FileIndex, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import { isKnownV3Route } from '../../rulebook/routes.js';
import { siteSegments } from '../match/v4-route.js';

/** A wrapper's own request (its call), with the wrapper and the calls of it read as sites. */
export type WrapperCalls = ReadonlyMap<Node, { fn: Node; calls: ReadonlySet<Node> }>;

export function wrapperCallsOf(sites: readonly Site[]): WrapperCalls {
  const out = new Map<Node, { fn: Node; calls: Set<Node> }>();
  for (const s of sites) {
    if (!s.wrapper) continue;
    const entry = out.get(s.wrapper.inner.call) ?? { fn: s.wrapper.fn, calls: new Set<Node>() };
    entry.calls.add(s.call);
    out.set(s.wrapper.inner.call, entry);
  }
  return out;
}

/**
 * A wrapper's own request whose route reads the wrapper's parameters (`projectApi(id, \`/builds${rest}\`)`
 * in `jobsApi(id, rest)`): where every use of the wrapper is a call of it in its file and each call
 * is a site, those calls are its routes, each asking for its own edits of the text they share. A
 * wrapper other files may call (exported, handed on, a method) keeps its request a reader.
 */
export function spokenByCallers(s: Site, wrapperCalls: WrapperCalls): boolean {
  const entry = wrapperCalls.get(s.call);
  const index = entry && fileIndexOf(entry.fn);
  return !!entry && !!index && fileOf(entry.fn) === s.file && calledOnlyBy(index, entry.fn, (c) => entry.calls.has(c));
}

/**
 * A call of a wrapper another file declares, whose own request is a site of the run on a route the
 * v3 table knows with its holes in parameter places (`rawBlob(5, sha)` over
 * `` getJSON(`/projects/${project}/repository/raw_blobs/${sha}`) ``): the caller gives values, the
 * wrapper spells the route. That request stands for it: its fixes are the wrapper's (made once, for
 * every caller), and it is proven as that request is. The request, or undefined.
 */
export function wrapperRequest(s: Site, requests: ReadonlyMap<Node, Site>): Site | undefined {
  if (!s.wrapper || s.wrapper.file === s.file) return undefined;
  const inner = requests.get(s.wrapper.inner.call);
  if (!inner || inner.url.version !== s.url.version) return undefined;
  const segs = siteSegments(inner);
  return segs.length === siteSegments(s).length && isKnownV3Route(inner.method.value, segs) ? inner : undefined;
}

/** The sites by their call, for `wrapperRequest`. */
export const byCall = (sites: readonly Site[]): Map<Node, Site> => new Map(sites.map((s) => [s.call, s] as const));

/**
 * A wrapper every call of which the run reads takes its own copy of it (split.ts: `kept`, a call
 * through the wrapper calls the copy once split), while code the run does not see may still call it
 * (the wrapper, or the object it is a function of, exported or handed on): its route is then anyone's,
 * and the base cannot move past it. The first kept call of such a wrapper, or undefined. Predicts
 * what the proof finds once the copies are made, so that no copy is made for a base that would not move.
 */
export function leftToOthers(all: readonly Site[], kept: ReadonlySet<Site>): Site | undefined {
  for (const s of kept) {
    const fn = s.wrapper?.fn;
    // (A call that reads the base in its own text takes its copy there, and still calls the wrapper.)
    if (!fn || readsBaseItself(s) || all.some((u) => u.wrapper?.fn === fn && !kept.has(u))) continue;
    const index = fileIndexOf(fn);
    if (!index || reachable(index, fn)) return s;
  }
  return undefined;
}

/** Whether the call's own text (not the wrapper's) gives its URL the `/api/v3` it is on (`api(BASE + '/projects')`). */
function readsBaseItself(s: Site): boolean {
  const span = s.url.prefix;
  return !!span && s.url.items.slice(span.start, span.end).some((it) => it.kind !== 'mark' && it.via.some((v) => v !== s.call && fileOf(v) === s.file && within(v, s.call)));
}

/** Whether code outside what the run reads may call the function: it, or the object it is a property of, exported or handed on. */
function reachable(index: FileIndex, fn: Node): boolean {
  let n: Node = fn;
  let p = index.parent.get(n);
  if (p?.type === 'Property' && p.value === n) {
    n = index.parent.get(p)!;
    p = index.parent.get(n);
  }
  const id = fn.type === 'FunctionDeclaration' && n === fn ? fn.id : p?.type === 'VariableDeclarator' && p.init === n && p.id.type === 'Identifier' ? p.id : undefined;
  if (!id) return true;
  const decl = fn.type === 'FunctionDeclaration' && n === fn ? fn : index.parent.get(p!);
  if (index.parent.get(decl!)?.type === 'ExportNamedDeclaration') return true;
  const b = index.resolve(id);
  // Any use but a call (or a member's call) of it hands it on: `export { send }`, `module.exports = { api }`.
  return !b || index.references(b).some((r) => {
    if (r === id) return false;
    const up = index.parent.get(r);
    if (up?.type === 'CallExpression' && up.callee === r) return false;
    return !(up?.type === 'MemberExpression' && up.object === r && !up.computed);
  });
}
