// What the core looks up in the rulebook: the prefix entry, and the roots of every route.
import { entries } from './index.js';
import { routesOf } from './tables.js';
import type { Entry } from './types.js';

export const prefixEntry = entries.find((e) => e.kind === 'prefix') as Entry;

/**
 * The first path segment of every route the rulebook knows (`projects`, `todos`, `licenses`, …):
 * a path on an unknown base is an API call only if it starts with one of them.
 */
export const API_ROOTS: ReadonlySet<string> = new Set(
  entries.flatMap((e: Entry) =>
    routesOf(e, true).flatMap((route) => {
      const first = route.replace(/^\S+\s+/, '').split('/').filter(Boolean)[0] ?? '';
      const oneOf = /^:\w+\(([^)]+)\)$/.exec(first);
      return oneOf ? oneOf[1].split('|') : first.startsWith(':') ? [] : [first];
    }),
  ),
);

/** The objects a base may be rooted at, its routes relative to one of them (`${projectApi}/builds`). */
export const ROUTE_SCOPES: readonly string[] = ['projects', 'groups', 'users'];

/**
 * The segment after a scope's id in the rulebook's routes (`builds` of `projects/:id/builds`): a
 * path on a start the text does not show (`${projectApi}/builds`) may be the rest of such a route.
 */
export const SCOPED_ROOTS: ReadonlySet<string> = new Set(
  entries.flatMap((e: Entry) =>
    routesOf(e, true).flatMap((route) => {
      const [scope, id, next = ''] = route.replace(/^\S+\s+/, '').split('?')[0].split('/').filter(Boolean);
      if (!ROUTE_SCOPES.includes(scope) || !id?.startsWith(':')) return [];
      const oneOf = /^:\w+\(([^)]+)\)$/.exec(next);
      return oneOf ? oneOf[1].split('|') : next.startsWith(':') || next.startsWith('{') || next === '**' || !next ? [] : [next];
    }),
  ),
);
