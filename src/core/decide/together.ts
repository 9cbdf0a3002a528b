// The fixes that land together. A --fix-review pass applies every fix it makes at once: a base's
// move with every fix of every call on it. A front that offers fixes one at a time (ESLint's
// suggestions) must offer each as that whole change, or a person who takes one alone sends a v4
// route to a v3 base (or a v3 route to a v4 base). This pass names, for each fix a --fix-review
// pass makes, the change it is part of: the moving bases its call is on, and every fix of every call
// on them, transitively (a number the fixes of one change share). A fix on a base that does not move this pass is held by then
// (withholdBlocked), except a call's own copy of its v3 base (split.ts), which changes no request
// and stands alone.
import type { Draft } from '../match/drafts.js';
import type { Site } from '../extract/sites.js';
import type { AnalyzeOptions } from '../policy/policy.js';
import { applicable } from './base-proof.js';
import { tableReaders } from './tables.js';

/** For each fix the run makes, the number of the change it is part of (fixes that must land together share one). */
export function fixGroups(drafts: readonly Draft[], sites: readonly Site[], options: AnalyzeOptions): Map<Draft, number> {
  const made = drafts.filter((d) => d.edits?.length && applicable(d, options));
  const parent = new Map<object, object>();
  const find = (x: object): object => {
    let r = x;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const join = (a: object, b: object) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  };
  // A fix of a call joins its call; a moving base joins every call on it; a route-table entry joins
  // the calls that read it (it is requested through them, on their base).
  for (const d of made) if (d.site) join(d, d.site);
  for (const d of made) for (const u of d.users ?? []) join(d, u);
  for (const [entry, readers] of tableReaders(sites)) for (const r of readers) join(entry, r);
  const numbers = new Map<object, number>();
  return new Map(
    made.map((d) => {
      const root = find(d);
      if (!numbers.has(root)) numbers.set(root, numbers.size);
      return [d, numbers.get(root)!];
    }),
  );
}
