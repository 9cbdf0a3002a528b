// A wrapper's URL parameter (`postForm(url, data)`, `get(path)`) carries its callers' whole URL
// or route: the run's fixes change it, route and query included, not only its prefix. The request
// it makes is read (the wrapper's inner site); any other read of it must neither send nor decide
// anything, or the fix changes what the code does: a test (`url.endsWith('/projects/owned')`) would
// answer otherwise, a call the tool does not follow would be given another value. Only the text of
// an error or of a log is such a read (message-only.ts). Any other read keeps the base (`read unseen`).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, type Binding, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import { messageOnly } from './message-only.js';

/** A read of a wrapper's URL parameter that is neither its request nor a message: the parameter's name and the read. */
export interface WrapperRead {
  name: string;
  read: Node;
}

/** The first read of a wrapper's URL parameter, among the wrappers the sites go through, that is neither their request nor a message. */
export function wrapperReadUnseen(sites: readonly Site[]): WrapperRead | undefined {
  const done = new Set<Node>();
  for (const s of sites)
    for (let w = s.wrapper; w; w = w.nested ? w.inner.wrapper : undefined) {
      if (done.has(w.fn)) continue;
      done.add(w.fn);
      const hold = paramReadUnseen(w.fn, w.inner);
      if (hold) return hold;
    }
  return undefined;
}

function paramReadUnseen(fn: TSESTree.FunctionLike, inner: Site): WrapperRead | undefined {
  const index = fileIndexOf(fn);
  if (!index) return undefined;
  // The reads the request's URL is made of: its holes, and the calls of helpers it came out of (`apiUrl(path)`).
  const inUrl = new Set<Node>();
  const helpers: Node[] = [];
  const params = new Map<Binding, string>();
  for (const it of inner.url.items) {
    if (it.kind === 'hole') {
      inUrl.add(it.node);
      const b = it.node.type === 'Identifier' ? index.resolve(it.node) : undefined;
      if (b?.kind === 'param' && b.fn === fn && it.node.type === 'Identifier') params.set(b, it.node.name);
    }
    for (const v of it.via) if (v.type === 'CallExpression') helpers.push(v);
  }
  for (const [b, name] of params)
    for (const r of index.references(b)) {
      if (inUrl.has(r) || helpers.some((h) => h.range[0] <= r.range[0] && r.range[1] <= h.range[1])) continue;
      if (messageOnly(index, r)) continue;
      return { name, read: r };
    }
  return undefined;
}
