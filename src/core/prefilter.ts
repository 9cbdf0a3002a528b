/**
 * The cheap text test: could this file hold a GitLab API call? Every rule needs the API prefix or
 * one of the route words of the rulebook; a file with none of them is never parsed. It lives apart
 * from the parser so the ESLint plugin can use it without loading one. The engine runs it on the
 * file's bytes read as Latin-1, before decoding: every hint is ASCII, and in UTF-8 an ASCII byte
 * is always that character.
 */
// `projects`, `todos` and `licenses` only as path segments: bundles say `projects` in other
// senses, and licence headers say `apache.org/licenses/` or `</licenses/…>`. `/events` only as
// the last segment of a URL path, not an import (`../events`), a file (`events.json`) or a
// package (`@smithy/eventstream…`). No lookaround, so that ripgrep's own engine runs it too
// (the benchmark's baseline).
const API_HINT =
  /api\\?\/v[34]|[/'"`}]projects\b|projects\/|[/'"`}]todos\b|users\/|groups\/owned|(?:['"`}]\/?|[^\w.<]\/)licen[cs]es|gitignores|gitlab_ci_ymls|dockerfiles|[^.]\/events(?:[^\w./-]|$)/;

/** Declaration files describe code and run none: they make no call. */
const DECLARATION_FILE = /\.d\.[cm]?ts$/i;

export function mayHoldApiCall(text: string, filename?: string): boolean {
  return !(filename && DECLARATION_FILE.test(filename)) && API_HINT.test(text);
}
