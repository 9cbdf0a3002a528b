// A client whose base the file does not show, but which calls routes only v3 has
// (`this.get('projects/all')`, `this.post('projects/fork/' + id)`): its other calls on the same
// receiver go to the same v3 base. gitlab@1.8.0 sets its base in another module ('api/v3'); every
// model file calls through `this.get`. Those calls are then treated as v3 calls, as a configured
// `baseUrls` would make them.
import { calleeName } from './calls.js';
import { GENERIC_CLIENTS, THIS_ALIASES } from './guesses.js';
import type { Draft } from './drafts.js';
import type { Site } from './sites.js';

/** Entry kinds whose route exists only in v3: a call of one shows that its base is a v3 base. */
const V3_ONLY = new Set(['path-moved', 'path-removed', 'method-changed']);

/** The sites with an unseen base that the file's v3-only calls make v3 sites; their version is set to 3. */
export function inferV3Bases(sites: readonly Site[], drafts: readonly Draft[]): Site[] {
  const receivers = new Map<string, Set<string>>();
  for (const d of drafts) {
    if (!d.site || d.site.url.version !== null || !V3_ONLY.has(d.entry.kind)) continue;
    const r = receiverOf(d.site);
    if (!r) continue;
    const set = receivers.get(d.site.file) ?? new Set<string>();
    set.add(r);
    receivers.set(d.site.file, set);
  }
  const out: Site[] = [];
  for (const s of sites) {
    if (s.url.version !== null || !s.clientLike) continue;
    const r = receiverOf(s);
    if (r && receivers.get(s.file)?.has(r)) {
      s.url.version = 3;
      out.push(s);
    }
  }
  return out;
}

/** `this` for `this.get(…)` and `_this.get(…)`, `api` for `api.get(…)`; none for a generic library or a bare function. */
function receiverOf(site: Site): string | undefined {
  if (site.call.type !== 'CallExpression') return undefined;
  const { object } = calleeName(site.call.callee);
  if (!object || GENERIC_CLIENTS.test(object)) return undefined;
  return THIS_ALIASES.test(object) ? 'this' : object;
}
