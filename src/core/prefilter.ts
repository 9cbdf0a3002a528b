import { CLIENT_LIBRARIES } from '../rulebook/clients.js';

/**
 * The cheap text test: could this file hold a GitLab API call? Every rule needs the API prefix or
 * one of the route words of the rulebook; a file with none of them is never parsed. It lives apart
 * from the parser so the ESLint plugin can use it without loading one. The engine runs it on the
 * file's bytes read as Latin-1, before decoding: every hint is ASCII, and in UTF-8 an ASCII byte
 * is always that character.
 */
// The words are the first path segments of the rulebook's routes (test/prefilter.test.ts makes
// a call for every route of every table and asks that each one the core reports passes). Most
// only as path segments (`users`, `groups` and `snippets` after a slash and before a quote, `?`
// or `/`: object keys and icon names say them too): bundles say `projects` in other senses, and licence headers say
// `apache.org/licenses/` or `</licenses/…>`. `/events` only as
// the last segment of a URL path, not an import (`../events`), a file (`events.json`) or a
// package (`@smithy/eventstream…`). No lookaround, so that ripgrep's own engine runs it too
// (the benchmark's baseline).
const API_HINT =
  /api\\?\/v[34]|[/'"`}](?:projects|todos)\b|projects\/|users\/|\/(?:users|groups|snippets)(?:['"`?/]|$)|application\/settings|(?:['"`}]\/?|[^\w.<]\/)licen[cs]es|gitignores|gitlab_ci_ymls|dockerfiles|[^.]\/events(?:[^\w./-]|$)/;

/** Code built on a v3-only client library names its module; a package.json names it as a dependency. */
const CLIENT_NAMES = CLIENT_LIBRARIES.filter((c) => c.v3Only !== '<0.0.0').map((c) => c.name.replace(/[-/]/g, '\\$&')).join('|');
const CLIENT_HINT = new RegExp(`['"](?:${CLIENT_NAMES})['"]`);
const CLIENT_IMPORT = new RegExp(`(?:require\\(\\s*|from\\s*)['"](?:${CLIENT_NAMES})['"]`);
const MANIFEST = /(^|[\\/])package\.json$/;

/** Declaration files describe code and run none: they make no call. */
const DECLARATION_FILE = /\.d\.[cm]?ts$/i;

export function mayHoldApiCall(text: string, filename?: string): boolean {
  if (filename && MANIFEST.test(filename)) return CLIENT_HINT.test(text);
  return !(filename && DECLARATION_FILE.test(filename)) && (API_HINT.test(text) || CLIENT_IMPORT.test(text));
}
