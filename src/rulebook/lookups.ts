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
