// A client whose base the file does not show, but which calls routes only v3 has
// (`this.get('projects/all')`, `this.post('projects/fork/' + id)`): its other calls on the same
// receiver go to the same v3 base. gitlab@1.8.0 sets its base in another module ('api/v3'); every
// model file calls through `this.get`. Those calls are then treated as v3 calls, as a configured
// `baseUrls` would make them.
import { calleeName, GENERIC_CLIENTS } from '../extract/calls.js';
import { THIS_ALIASES } from '../extract/guesses.js';
import type { Draft } from '../match/drafts.js';
import { isKnownV3Route, isV4Route } from '../../rulebook/routes.js';
import { siteSegments } from '../match/v4-route.js';
import { READ_FROM_END } from '../match/pattern.js';
import { ROUTE_SCOPES } from '../../rulebook/lookups.js';
import type { Site } from '../extract/sites.js';

/** Entry kinds whose route exists only in v3: a call of one shows that its base is a v3 base. */
const V3_ONLY = new Set(['path-moved', 'path-removed', 'method-changed']);

/** The sites with an unseen base that the file's v3-only calls make v3 sites; their version is set to 3. */
export function inferV3Bases(sites: readonly Site[], drafts: readonly Draft[]): Site[] {
  const receivers = new Map<string, Set<string>>();
  for (const d of drafts) {
    // A route read from its end is a guess about its start: no evidence of anything else.
    if (!d.site || d.site.url.version !== null || !V3_ONLY.has(d.entry.kind) || READ_FROM_END.has(d.site.url)) continue;
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
  if (!object || GENERIC_CLIENTS.has(object)) return undefined;
  return THIS_ALIASES.test(object) ? 'this' : object;
}

/**
 * The other way round: a v4 client whose base the file does not show. A receiver that calls a route
 * only v4 has (`this.get(\`projects/${id}/repository/files/${path}\`)`, `this.post(\`projects/${id}/unstar\`)`)
 * goes to a v4 base, and so do its other calls. node-gitlab-api@1.3.3 sets `${url}/api/v4/` in
 * another module and its models call `this.get(\`projects/${id}/repository/branches\`)`: the rules
 * that need a v3 base (lists v3 answered whole, ids in iid holes, `GET /projects`) do not apply to
 * those calls, and a v3-only route left behind (`projects/all`) is reported on its own without
 * making its neighbours v3 calls. fixtures/real/inferred-v4-base.js.
 */
export function inferV4Bases(sites: readonly Site[]): void {
  const unseen = sites.filter((s) => s.url.version === null && s.clientLike && receiverOf(s));
  const receivers = new Set(unseen.filter(v4Only).map((s) => `${s.file}\u0000${receiverOf(s)}`));
  for (const s of unseen) if (receivers.has(`${s.file}\u0000${receiverOf(s)}`)) s.url.version = 4;
}

/** A call, its method shown, of a route v4 has and no v3 client knew (`GET …/repository/files/:path`, `POST …/unstar`). */
function v4Only(s: Site): boolean {
  if (!s.method.value) return false;
  const segs = siteSegments(s);
  // A base may hold part of the route (`axios.create({ baseURL: \`…/api/v3/projects/${id}\` })` with
  // `'/events'`): a path that is the end of a v3 route under a project, group or user shows nothing.
  const tail = ROUTE_SCOPES.some((scope) => isKnownV3Route(s.method.value, [scope, null, ...segs]));
  return isV4Route(s.method.value, segs) && !isKnownV3Route(s.method.value, segs) && !tail;
}
