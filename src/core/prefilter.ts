/**
 * The cheap text test: could this file hold a GitLab API call? Every rule needs the API prefix or
 * one of the route words of the rulebook; a file with none of them is never parsed. It lives apart
 * from the parser so the ESLint plugin can use it without loading one.
 */
// `licenses` only where a path starts with it: Apache-licensed code says `apache.org/licenses/` in
// every header, and must not be parsed for that.
const API_HINT = /api\\?\/v[34]|projects|todos|users\/|groups\/owned|(?:['"`}]\/?|[^\w.]\/)licen[cs]es|gitignores|gitlab_ci_ymls|dockerfiles|\/events/;

export function mayHoldApiCall(text: string): boolean {
  return API_HINT.test(text);
}
