/**
 * The cheap text test: could this file hold a GitLab API call? Every rule needs the API prefix or
 * one of the route words of the rulebook; a file with none of them is never parsed. It lives apart
 * from the parser so the ESLint plugin can use it without loading one. The engine runs it on the
 * file's bytes read as Latin-1, before decoding: every hint is ASCII, and in UTF-8 an ASCII byte
 * is always that character. The patterns come from the rulebook (hints.ts), written down as data.
 */
import { API_HINT_SOURCE, CLIENT_HINT_SOURCE } from './hints-data.js';

export const API_HINT = new RegExp(API_HINT_SOURCE);
const CLIENT_HINT = new RegExp(CLIENT_HINT_SOURCE);
const MANIFEST = /(^|[\\/])package\.json$/;

/** A package.json, which the engine checks for v3-only client dependencies instead of parsing. */
export function isManifest(filename: string): boolean {
  return MANIFEST.test(filename);
}

/** Declaration files describe code and run none: they make no call. */
const DECLARATION_FILE = /\.d\.[cm]?ts$/i;

/**
 * Whether the prefilter's verdict on a file depends on its text alone, not on its name (a manifest's and a
 * declaration file's do): the same bytes anywhere else get the same verdict (engine/cache/turned-away.ts).
 */
export function verdictByText(filename: string): boolean {
  return !MANIFEST.test(filename) && !DECLARATION_FILE.test(filename);
}

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
