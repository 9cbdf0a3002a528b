// A wrapper's own request and its callers: where every use of a wrapper is a call the run reads as
// a site, the callers are the wrapper's routes, each with its own meaning; its own request (its
// route partly its parameters) asks for nothing of its own. Shared text and the base proof read it.
import { fileIndexOf, fileOf, type FileIndex, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';

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
  return !!entry && !!index && fileOf(entry.fn) === s.file && everyUseCalled(index, entry.fn, entry.calls);
}
/** Whether a function of the file is used only by calls of it here, each one of `calls`, and is not exported. */
function everyUseCalled(index: FileIndex, fn: Node, calls: ReadonlySet<Node>): boolean {
  const p = index.parent.get(fn);
  const id = fn.type === 'FunctionDeclaration' ? fn.id : p?.type === 'VariableDeclarator' && p.init === fn && p.id.type === 'Identifier' ? p.id : undefined;
  if (!id || index.ancestors(fn).some((a) => a.type === 'ExportNamedDeclaration' || a.type === 'ExportDefaultDeclaration')) return false;
  const b = index.resolve(id);
  const uses = b ? index.references(b).filter((r) => r !== id) : [];
  return uses.length > 0 && uses.every((r) => {
    const call = index.parent.get(r);
    return call?.type === 'CallExpression' && call.callee === r && calls.has(call);
  });
}
