import type { Item } from './template.js';
import { OTHER_SERVICE } from './guesses.js';

/** A half-open range of item indices into a template. */
export interface Span {
  start: number;
  end: number;
}

export interface QueryParam {
  span: Span;
  name: string;
  nameSpan: Span;
  /** Empty span (start === end) when the parameter has no `=`. */
  value: Span;
}

/** A URL template split the way the API reads it: base, path segments, query. */
export interface ParsedUrl {
  items: Item[];
  /** 3 or 4 when the template holds `/api/v3` or `/api/v4`; null when the base is not seen. */
  version: 3 | 4 | null;
  /** The items spelling `api/vN` (for the prefix rewrite). */
  prefix?: Span;
  /** Where the API path starts (after the prefix, or after a leading base hole). */
  path: Span;
  leadingSlash: boolean;
  /**
   * The path starts after a value the text does not show (`${projectApi}/builds`): that value may hold
   * the start of the route as well as the base (match/pattern.ts reads such a path from its end too).
   */
  headless?: true;
  segments: Span[];
  query: QueryParam[];
  /** Index of the `?` item, or -1. */
  queryMark: number;
  /**
   * A value glued to the end of the last segment's text where no query follows (`'/projects' + tail`,
   * `` `${base}/users/${id}/block${extra}` ``): a query, nothing, or more path, which cannot be told.
   * The segments end before it, so the route before it is read (and reported), never fixed.
   */
  tail?: Span;
}

// A base hole may end in the slash itself (`host + 'api/v3/projects'`, host `https://x/`).
// eslint-disable-next-line no-control-regex -- U+0000 stands for a hole in the flat text
const PREFIX = /(?:^\u0000*|\/)(api\/v([34]))(?=$|[/?#\u0000])/;

// `/api/${version}/…`, the whole segment a value no text shows (a configuration file the run cannot read): the API's
// prefix, its version unknown. (`/api/v${n}` with `n` unknown is not: a number may be no version, values-api-version.)
// eslint-disable-next-line no-control-regex -- U+0000 stands for a hole in the flat text
const UNKNOWN_PREFIX = /\/api\/\u0000+(?=\/)/;

/** Hosts and path shapes of other services that also put their REST API under `/api/v3`. */

export function parseUrl(items: Item[]): ParsedUrl | null {
  // Flat positions → item indices (marks are zero-width and skipped).
  const idx: number[] = [];
  let flat = '';
  items.forEach((it, i) => {
    if (it.kind === 'mark') return;
    idx.push(i);
    flat += it.kind === 'char' ? it.ch : '\u0000';
  });
  idx.push(items.length);
  if (/\s/.test(flat)) return null; // prose, not a URL
  let version: 3 | 4 | null = null;
  let prefix: Span | undefined;
  let pathFlat: number;
  let headless = false;
  const m = PREFIX.exec(flat);
  const unknown = m ? null : UNKNOWN_PREFIX.exec(flat);
  if (unknown) {
    if (OTHER_SERVICE.test(flat)) return null;
    pathFlat = unknown.index + unknown[0].length;
  } else if (m) {
    if (OTHER_SERVICE.test(flat)) return null;
    version = m[2] === '3' ? 3 : 4;
    const at = m.index + m[0].length - m[1].length;
    prefix = { start: idx[at], end: idx[at + m[1].length - 1] + 1 };
    pathFlat = at + m[1].length;
  } else if (/^[a-z][a-z0-9+.-]*:\/\/|^\/\//i.test(flat)) {
    return null; // an absolute URL of something that is not the API
  } else {
    // A leading run of holes is an unknown base; a leading `/` or word is a relative API path.
    pathFlat = 0;
    while (flat[pathFlat] === '\u0000') pathFlat++;
    // A base the client library fills in, spelled in a plain string: `'${url}/projects/…'` (node-rest-client), `'{base}/…'`.
    const filled = pathFlat === 0 ? /^(?:\$\{\w+\}|\{\{?\w+\}?\})(?=\/)/.exec(flat) : null;
    if (filled) pathFlat = filled[0].length;
    if (pathFlat === flat.length) return null;
    headless = pathFlat > 0;
  }
  let endFlat = flat.length;
  const hash = flat.indexOf('#', pathFlat);
  if (hash >= 0) endFlat = hash;
  const q = flat.indexOf('?', pathFlat);
  const pathEndFlat = q >= 0 && q < endFlat ? q : endFlat;
  // A run of holes glued to the last segment's text, with nothing after it: an unread tail (ParsedUrl.tail).
  let segEndFlat = pathEndFlat;
  let tail: Span | undefined;
  if (pathEndFlat === flat.length) {
    let h = pathEndFlat;
    while (h > pathFlat && flat[h - 1] === '\u0000') h--;
    if (h < pathEndFlat && h > pathFlat && flat[h - 1] !== '/' && flat[h - 1] !== '\u0000') {
      segEndFlat = h;
      tail = { start: idx[h], end: idx[pathEndFlat] };
    }
  }
  const path: Span = { start: idx[pathFlat], end: idx[pathEndFlat] };
  const leadingSlash = flat[pathFlat] === '/';
  const segments: Span[] = [];
  let segStart = pathFlat + (leadingSlash ? 1 : 0);
  for (let f = segStart; f <= segEndFlat; f++) {
    if (f === segEndFlat || flat[f] === '/') {
      if (f > segStart) segments.push({ start: idx[segStart], end: idx[f] });
      segStart = f + 1;
    }
  }
  const query: QueryParam[] = [];
  if (q >= 0 && q < endFlat) {
    let start = q + 1;
    for (let f = start; f <= endFlat; f++) {
      if (f === endFlat || flat[f] === '&') {
        if (f > start) {
          const eq = flat.indexOf('=', start);
          const nameEnd = eq >= 0 && eq < f ? eq : f;
          query.push({
            span: { start: idx[start], end: idx[f] },
            name: decodeSafely(flat.slice(start, nameEnd)),
            nameSpan: { start: idx[start], end: idx[nameEnd] },
            value: nameEnd < f ? { start: idx[nameEnd + 1], end: idx[f] } : { start: idx[f], end: idx[f] },
          });
        }
        start = f + 1;
      }
    }
  }
  return { items, version, prefix, path, leadingSlash, ...(headless ? { headless: true as const } : {}), segments, query, queryMark: q >= 0 && q < endFlat ? idx[q] : -1, ...(tail ? { tail } : {}) };
}

/** The path segments of a URL: the literal text of each, `null` where code computes it. */
export function segmentsOfUrl(url: ParsedUrl): Array<string | null> {
  return url.segments.map((seg) => {
    const items = url.items.slice(seg.start, seg.end).filter((it) => it.kind !== 'mark');
    return items.every((it) => it.kind === 'char') ? decodeSafely(items.map((it) => (it.kind === 'char' ? it.ch : '')).join('')) : null;
  });
}

/** A query-string value as the service reads it: form encoding, so `+` is a space (`my+file.md` is `my file.md`). */
export function decodeQueryValue(raw: string): string {
  return decodeSafely(raw.replace(/\+/g, ' '));
}

/** `decodeURIComponent` that keeps text it cannot decode. */
export function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A parameter's name without its array suffix: `iid[]` and `iid[0]` are `iid`. */
export function baseParamName(name: string): string {
  return name.replace(/\[[^\]]*\]$/, '');
}

export function spanText(items: readonly Item[], span: Span): string {
  let s = '';
  for (let i = span.start; i < span.end; i++) {
    const it = items[i];
    s += it.kind === 'char' ? it.ch : it.kind === 'hole' ? '\u0000' : '';
  }
  return s;
}
