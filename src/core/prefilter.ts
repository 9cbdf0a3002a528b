/**
 * The cheap text test: could this file hold a GitLab API call? Every rule needs the API prefix or
 * one of the route words of the rulebook; a file with none of them is never parsed. It lives apart
 * from the parser so the ESLint plugin can use it without loading one.
 */
// `projects`, `todos` and `licenses` only as path segments: bundles say `projects` in other
// senses, and Apache-licensed code says `apache.org/licenses/` in every header.
const API_HINT = /api\\?\/v[34]|[/'"`}]projects\b|projects\/|[/'"`}]todos\b|users\/|groups\/owned|(?:['"`}]\/?|[^\w.]\/)licen[cs]es|gitignores|gitlab_ci_ymls|dockerfiles|\/events/;

export function mayHoldApiCall(text: string): boolean {
  return API_HINT.test(text);
}
