// The guard on text that several calls read (a base constant, a wrapper's options): an edit there
// is kept only when every call that reads it asks for the same edit.
import { hold } from './holds.js';
import type { Draft } from '../match/drafts.js';
import { children, fileOf, type Node } from '../extract/scope.js';
import { spokenByCallers, wrapperCallsOf } from './wrapper-callers.js';
import type { Site } from '../extract/sites.js';
import type { Edit } from '../types.js';
import type { Workspace } from '../workspace.js';

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
export function checkShared(drafts: Draft[], sites: Site[], ws?: Workspace) {
  const wrapperCalls = wrapperCallsOf(sites);
  // A call whose URL has several values is several sites: only each value's own literals are its alone.
  const perCall = new Map<Node, number>();
  for (const s of sites) perCall.set(s.call, (perCall.get(s.call) ?? 0) + 1);
  const prints = new Map(sites.map((s) => [s, footprint(s, perCall.get(s.call)! > 1)] as const));
  for (const d of drafts) {
    if (!d.edits || !d.site) continue;
    const own = perCall.get(d.site.call)! > 1 ? [...literalsOf(d.site)].map((l) => ({ file: fileOf(l), range: l.range })) : [{ file: d.site.file, range: d.site.call.range }];
    for (const e of d.edits) {
      const file = d.site.file;
      if (own.some((p) => within(e, file, p))) continue;
      const readers = sites.filter((s) => s !== d.site && prints.get(s)!.some((p) => within(e, file, p)) && !spokenByCallers(s, wrapperCalls));
      const agreed = readers.every((s) => drafts.some((o) => o.site === s && o.entry.change === d.entry.change && o.edits?.some((x) => sameEdit(x, e))));
      // Text of another file may be read by calls of files this analysis does not hold: their fixes are not known here.
      if (!agreed || (ws && readElsewhere(ws, e, file, sites, d.site))) {
        hold(d, { reason: 'shared text' });
        d.tier = 'manual';
        break;
      }
    }
  }
}

/**
 * Whether a call of a file outside `sites`' files reads the text `e` edits in another file than the
 * call's (a wrapper's method, a shared constant): found in the run's files that name the function or
 * constant the text is in.
 */
function readElsewhere(ws: Workspace, e: Edit, file: string, sites: readonly Site[], site: Site): boolean {
  const at = e.file ?? file;
  const ctx = at === site.file ? undefined : ws.get(at);
  if (!ctx) return false;
  const held = new Set(sites.map((s) => s.file));
  const node = innermost(ctx.index.program, e.range);
  for (const name of enclosingNames([node, ...ctx.index.ancestors(node)]))
    for (const f of ctx.finder.runFiles?.(name) ?? []) if (!held.has(f.file) && f.find().some((s) => footprint(s, false).some((p) => within(e, at, p)))) return true;
  return false;
}

/** The innermost node around a range. */
function innermost(root: Node, range: readonly [number, number]): Node {
  for (let n = root; ; ) {
    const next = children(n).find((c) => c.range[0] <= range[0] && range[1] <= c.range[1]);
    if (!next) return n;
    n = next;
  }
}

/** The names the declarations around a node are known by (its function's, its constant's, its method's). */
function enclosingNames(ancestors: readonly Node[]): string[] {
  const out: string[] = [];
  for (const a of ancestors) {
    const id = a.type === 'FunctionDeclaration' || a.type === 'ClassDeclaration' || a.type === 'VariableDeclarator' ? a.id : a.type === 'MethodDefinition' || (a.type === 'Property' && !a.computed) ? a.key : undefined;
    if (id?.type === 'Identifier') out.push(id.name);
  }
  return out;
}
