// Joins of a function's parameter onto a base (`urljoin(BASE, path)`, `URI.join`): read only where
// every caller gives a relative path.
import { itemsOf, valuesOf, type Call, type Item, type Piece, type Value } from '../virtual/model.js';

/** A path that a join puts after its base's folder: no scheme, no `//` host, no `/` root. */
const RELATIVE = /^(?![A-Za-z][\w+.-]*:|\/)/;

/** Joins of a parameter some caller does not give a relative path (or no caller gives one): their strings are not read from the parameter on (the base stays a read). */
export function relativeOnly(items: readonly Item[], joins: readonly { fn: string; index: number; head: Piece }[], calls: readonly Call[]): void {
  const unsure = new Set<Piece>();
  for (const j of joins) {
    const given = calls.filter((c) => c.fn.text === j.fn).map((c) => c.args[j.index]);
    const relative = (v: Value | undefined) => v?.kind === 'string' && v.pieces[0]?.kind === 'char' && RELATIVE.test(v.pieces.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join(''));
    if (!given.length || !given.every(relative)) unsure.add(j.head);
  }
  if (!unsure.size) return;
  for (const item of itemsOf(items))
    for (const v of valuesOf(item)) {
      const at = v.kind === 'string' ? v.pieces.findIndex((p) => unsure.has(p)) : -1;
      if (v.kind === 'string' && at >= 0) v.pieces.splice(at, v.pieces.length - at, { kind: 'opaque', off: v.pieces[at].off });
    }
}
