// Calls of a v3-only GitLab client library (the gitlab gem 3.x, python-gitlab told `api_version='3'`):
// the program writes no URL, the library does. The libraries are the rulebook's data
// (src/rulebook/clients.ts, shared with JavaScript): how a client is made and shown to speak v3,
// and per method its v3 route and what its arguments are. This module is that data's lookups for
// the reader; the reader reads the syntax (which call makes a client, which chain calls a method).
import { compile } from '../../core/match/pattern.js';
import { librariesOf, type ClientLibrary, type ClientMethod } from '../../rulebook/clients.js';

/** A client of a library, or an object the library gave back, by the member path that reached it. */
export interface LibraryValue {
  lib: ClientLibrary;
  /** The model name that holds the client's base URL (the library joins its routes to it). */
  base: string;
  /** Member names from the client (`projects`, `get`, `mergerequests`): calls along it add their arguments. */
  path: string[];
}

/** The libraries of a language whose client a call of `callee` makes (`Gitlab.client`, `gitlab.Gitlab`). */
export function factoryOf(language: NonNullable<ClientLibrary['language']>, callee: string): ClientLibrary | undefined {
  return librariesOf(language).find((l) => l.made?.factories.includes(callee));
}

/** The libraries of a language configured once as the client of their own module by a call of `callee` with a block (`Gitlab.configure`). */
export function configuredBy(language: NonNullable<ClientLibrary['language']>, callee: string): ClientLibrary | undefined {
  return librariesOf(language).find((l) => l.made?.configured === callee);
}

/** The method a member path calls, if the library has it. */
export function methodAt(v: LibraryValue): ClientMethod | undefined {
  const path = v.path.join('.');
  return v.lib.methods.find((m) => m.path === path);
}

/** Whether some method of the library starts with the path: an object along the way to a method (`gl.projects.get(id)`). */
export function leadsToMethod(v: LibraryValue): boolean {
  const path = v.path.join('.');
  return v.lib.methods.some((m) => m.path === path || m.path.startsWith(path + '.'));
}

/**
 * How the route takes the call's positional arguments: each argument's role in order (a
 * placeholder, or a parameter sent under its name), and the route's pieces — text between
 * placeholders and the placeholders' names.
 */
export function routeOf(method: ClientMethod): { verb: string; pieces: ({ text: string } | { placeholder: string })[]; args: readonly string[] } | undefined {
  const route = compile(method.route);
  if (!route.method) return undefined;
  const pieces: ({ text: string } | { placeholder: string })[] = [];
  for (const seg of route.segments) {
    if (seg.kind === 'literal') pieces.push({ text: `/${seg.text}` });
    else if (seg.kind === 'param') pieces.push({ text: '/' }, { placeholder: seg.name });
    else return undefined;
  }
  const placeholders = route.segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
  return { verb: route.method, pieces, args: method.args ?? placeholders };
}
