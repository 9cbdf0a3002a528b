import { CLIENT_LIBRARIES, JS_CLIENT_LIBRARIES } from '../../rulebook/clients.js';

/**
 * The cheap text test: could this file hold a GitLab API call? Every rule needs the API prefix or
 * one of the route words of the rulebook; a file with none of them is never parsed. It lives apart
 * from the parser so the ESLint plugin can use it without loading one. The engine runs it on the
 * file's bytes read as Latin-1, before decoding: every hint is ASCII, and in UTF-8 an ASCII byte
 * is always that character.
 */
import { API_ROOTS } from '../../rulebook/lookups.js';

// The words are the roots of the rulebook's routes (API_ROOTS, from the registry of tables; the
// prefilter test makes a call for every route of every table and asks that each one the core
// reports passes). Most only as path segments: a root not listed in ROOT_TEXT shows as `/<root>`
// before a quote, `?` or `/` (object keys and icon names say `users` and `groups` too). Bundles
// say `projects` in other senses, and licence headers say `apache.org/licenses/` or
// `</licenses/…>`. `/events` only as the last segment of a URL path, not an import (`../events`),
// a file (`events.json`) or a package (`@smithy/eventstream…`). No lookaround, so that ripgrep's
// own engine runs it too (the benchmark's baseline).
const ROOT_TEXT: Readonly<Record<string, string | null>> = {
  projects: String.raw`[/'"${'`'}}]projects\b|projects\/`,
  todos: String.raw`[/'"${'`'}}]todos\b`,
  users: String.raw`users\/|\/users(?:['"${'`'}?/]|$)`,
  application: String.raw`application\/settings`,
  licenses: String.raw`(?:['"${'`'}}]\/?|[^\w.<]\/)licen[cs]es`,
  licences: null, // spelled by the licenses pattern
  gitignores: 'gitignores',
  gitlab_ci_ymls: 'gitlab_ci_ymls',
  dockerfiles: 'dockerfiles',
  events: String.raw`[^.]\/events(?:[^\w./-]|$)`,
  // Every rule on a top-level `/issues` needs a base seen to be `/api/v3`, which the prefix lets through.
  issues: null,
};

const rootText = (root: string) => (root in ROOT_TEXT ? ROOT_TEXT[root] : String.raw`\/${root}(?:['"${'`'}?/]|$)`);

const ROUTE_HINTS = [String.raw`api\\?\/v[34]`, ...[...API_ROOTS].map(rootText).filter((t): t is string => t !== null)];

/** Code built on a v3-only client library names its module; a package.json names it as a dependency. */
const CLIENT_NAMES = JS_CLIENT_LIBRARIES.filter((c) => c.v3Only !== '<0.0.0').map((c) => c.name.replace(/[-/]/g, '\\$&')).join('|');
/** A manifest names one as a key or a value, an override's path, an `npm:` alias, a tarball or a repository. */
const CLIENT_HINT = new RegExp(`["'/:>](?:${CLIENT_NAMES})(?:["'@/#]|\\.git)`);
const CLIENT_IMPORT = `(?:require\\(\\s*|from\\s*)['"](?:${CLIENT_NAMES})['"]`;

/** A Python or Ruby program on such a library imports it (`import gitlab`, `require 'gitlab'`): its calls spell no route. */
const OTHER_MODULES = [...new Set(CLIENT_LIBRARIES.flatMap((c) => (c.made ? [c.made.module] : [])))].join('|');
const OTHER_IMPORT = String.raw`(?:import|from)[ \t]+(?:${OTHER_MODULES})\b|require[ \t(]+['"](?:${OTHER_MODULES})['"]`;

/** The route words and the client imports in one pattern: the prefilter stays one pass over the bytes. */
export const API_HINT = new RegExp([...ROUTE_HINTS, CLIENT_IMPORT, ...(OTHER_MODULES ? [OTHER_IMPORT] : [])].join('|'));
const MANIFEST = /(^|[\\/])package\.json$/;

/** A package.json, which the engine checks for v3-only client dependencies instead of parsing. */
export function isManifest(filename: string): boolean {
  return MANIFEST.test(filename);
}

/** Declaration files describe code and run none: they make no call. */
const DECLARATION_FILE = /\.d\.[cm]?ts$/i;

export function mayHoldApiCall(text: string, filename?: string): boolean {
  // (Its npm scripts and config field are read too: a route there is a hint as anywhere.)
  if (filename && isManifest(filename)) return CLIENT_HINT.test(text) || API_HINT.test(text);
  return !(filename && DECLARATION_FILE.test(filename)) && API_HINT.test(text);
}

/**
 * `mayHoldApiCall(text, filename) || text.includes(literal)`, in one pass over the text for every
 * file but a manifest or a declaration file: the literal joins the prefilter's pattern.
 */
export function mayHoldApiCallOr(literal: string): (text: string, filename?: string) => boolean {
  const either = new RegExp(`${API_HINT.source}|${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return (text, filename) =>
    filename && (MANIFEST.test(filename) || DECLARATION_FILE.test(filename)) ? mayHoldApiCall(text, filename) || text.includes(literal) : either.test(text);
}
