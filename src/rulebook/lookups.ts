// What the core looks up in the rulebook: the prefix entry, and the roots of every route.
import { entries } from './index.js';
import { routesOf } from './tables.js';
import type { Entry } from './types.js';

export const prefixEntry = entries.find((e) => e.kind === 'prefix') as Entry;

/** The path segments of each route the rulebook's entries match (`GET /projects/:id/builds/**` → projects, :id, builds, **). */
const ROUTE_SEGMENTS: readonly string[][] = entries.flatMap((e: Entry) => routesOf(e, true).map((route) => route.replace(/^\S+\s+/, '').split('?')[0].split('/').filter(Boolean)));

/** The words a route segment spells: itself, the choices of a parameter that names them (`:kind(gitignores|dockerfiles)`), none for a parameter. */
function wordsOf(segment = ''): string[] {
  const oneOf = /^:\w+\(([^)]+)\)$/.exec(segment);
  return oneOf ? oneOf[1].split('|') : /^(?::|\{|\*\*$)/.test(segment) || !segment ? [] : [segment];
}

/**
 * The first path segment of every route the rulebook knows (`projects`, `todos`, `licenses`, …):
 * a path on an unknown base is an API call only if it starts with one of them.
 */
export const API_ROOTS: ReadonlySet<string> = new Set(ROUTE_SEGMENTS.flatMap((segs) => wordsOf(segs[0])));

/** The objects a base may be rooted at, its routes relative to one of them (`${projectApi}/builds`). */
export const ROUTE_SCOPES: readonly string[] = ['projects', 'groups', 'users'];

/**
 * The segment after a scope's id in the rulebook's routes (`builds` of `projects/:id/builds`): a
 * path on a start the text does not show (`${projectApi}/builds`) may be the rest of such a route.
 */
export const SCOPED_ROOTS: ReadonlySet<string> = new Set(ROUTE_SEGMENTS.flatMap(([scope, id, next]) => (ROUTE_SCOPES.includes(scope) && id?.startsWith(':') ? wordsOf(next) : [])));
