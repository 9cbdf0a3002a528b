// A wrapper's own request and its callers: where every use of a wrapper is a call the run reads as
// a site, the callers are the wrapper's routes, each with its own meaning; its own request (its
// route partly its parameters) asks for nothing of its own. Shared text and the base proof read it.
import { calledOnlyBy, fileIndexOf, fileOf, type Node } from '../extract/scope.js';
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
