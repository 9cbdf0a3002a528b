// A call's route as the route tables spell it, and whether it is a v4 route: the proof a fix and
// a base move must pass (see the README's "When a base moves to /api/v4").
import { v4Route, type PathSegments, type Proof } from '../../rulebook/routes.js';
import type { Site } from '../extract/sites.js';
import { segmentsOfUrl } from '../extract/url.js';

/** The path segments of a call's URL: the literal text of each, `null` where code computes it. */
export function siteSegments(site: Site): PathSegments {
  return segmentsOfUrl(site.url);
}

/** `GET /projects/:id/jobs`, as a message shows a call's route. */
export function routeText(method: string | undefined, segs: PathSegments): string {
  return `${method ? method + ' ' : ''}/${segs.map((s) => s ?? ':param').join('/')}`;
}

/** Whether a call (with the method it shows) is a v4 route of the server version asked for. */
export function siteProof(site: Site, serverVersion?: string): Proof {
  return v4Route(site.method.value, siteSegments(site), serverVersion);
}
