// How Python and Ruby code spells a URL, independent of how the pieces are built for the
// linter: the placeholders of `'{0}/projects/{1}'.format(a, b)` and `'%s/projects/%d' % (a, b)`
// filled with their arguments, and the base a client object joins its paths to (Faraday's
// `url:` prefix, HTTParty's `base_uri`). Pieces in, pieces out: a syntax-tree extractor reuses this.
import type { Piece } from '../virtual/model.js';

/** An argument's pieces where a placeholder (original range `start`–`end`) stands for them: its variables are spelled by the placeholder. */
const placed = (value: readonly Piece[], start: number, end: number): Piece[] => value.map((v) => (v.kind === 'var' ? { ...v, spell: [start, end] as [number, number] } : v));

/** A character the code does not spell (a `/` a client inserts between its prefix and a path). */
export const unspelled = (ch: string): Piece => ({ kind: 'char', ch, off: -1 });

/**
 * `str.format`: `{}`, `{0}`, `{name}` (a format spec or conversion after `:`/`!` is dropped) take
 * the argument they name; `{{` and `}}` are braces. A placeholder whose argument is not given
 * keeps the string unread (undefined): the caller treats the value as unknown.
 */
export function fillBraces(template: readonly Piece[], args: readonly Piece[][], named: ReadonlyMap<string, Piece[]>): Piece[] | undefined {
  const out: Piece[] = [];
  let auto = 0;
  for (let i = 0; i < template.length; i++) {
    const p = template[i];
    const next = template[i + 1];
    if (p.kind !== 'char' || (p.ch !== '{' && p.ch !== '}')) {
      out.push(p);
      continue;
    }
    if (next?.kind === 'char' && next.ch === p.ch) {
      out.push(p);
      i++;
      continue;
    }
    if (p.ch === '}') return undefined;
    let j = i + 1;
    let field = '';
    while (j < template.length && template[j].kind === 'char' && (template[j] as { ch: string }).ch !== '}') field += (template[j++] as { ch: string }).ch;
    if (j >= template.length) return undefined;
    const name = field.split(/[:!]/)[0];
    const value = name === '' ? args[auto++] : /^\d+$/.test(name) ? args[Number(name)] : named.get(name);
    if (!value) return undefined;
    out.push(...placed(value, p.off, (template[j] as { off: number }).off + 1));
    i = j;
  }
  return out;
}

/**
 * printf-style `%`: `%s`, `%d`, `%i`, `%r`, `%(name)s` take the next argument (or the named one);
 * `%%` is a percent sign. A count that does not match keeps the string unread (undefined).
 */
export function fillPercent(template: readonly Piece[], args: readonly Piece[][], named: ReadonlyMap<string, Piece[]>): Piece[] | undefined {
  const out: Piece[] = [];
  let next = 0;
  for (let i = 0; i < template.length; i++) {
    const p = template[i];
    if (p.kind !== 'char' || p.ch !== '%') {
      out.push(p);
      continue;
    }
    let j = i + 1;
    let name: string | undefined;
    const at = () => (template[j]?.kind === 'char' ? (template[j] as { ch: string }).ch : undefined);
    if (at() === '%') {
      out.push(p);
      i = j;
      continue;
    }
    if (at() === '(') {
      name = '';
      j++;
      // Up to the `)`, a character at a time (a piece that is not a character is in no key's name).
      for (; j < template.length && at() !== ')'; j++) name += at() ?? '\u0000';
      j++;
    }
    // Flags, width and precision, then the conversion.
    while (at() !== undefined && /[-+ #0-9.*]/.test(at()!)) j++;
    if (at() === undefined || !/[sdirfxXeEgGcuo]/.test(at()!)) return undefined;
    const value = name !== undefined ? named.get(name) : args[next++];
    if (!value) return undefined;
    out.push(...placed(value, p.off, (template[j] as { off: number }).off + 1));
    i = j;
  }
  return named.size > 0 || next === args.length ? out : undefined;
}


/**
 * The URL a Faraday connection sends `conn.get(path)` to: a relative path joins the prefix as a
 * folder (`…/api/v3` + `projects/5` is `…/api/v3/projects/5`); an absolute one (`/projects`)
 * replaces the prefix's path, so the prefix is not part of it (undefined).
 */
export function joinPrefix(prefix: readonly Piece[], path: readonly Piece[]): Piece[] | undefined {
  const first = path[0];
  if (first?.kind === 'char' && first.ch === '/') return undefined;
  if (first?.kind === 'char' && /^https?:/.test(path.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join(''))) return [...path];
  const last = prefix.at(-1);
  return [...prefix, ...(last?.kind === 'char' && last.ch === '/' ? [] : [unspelled('/')]), ...path];
}

/** RestClient's `resource[sub]`: one `/` between the two unless either side already has it. */
export function joinResource(url: readonly Piece[], sub: readonly Piece[]): Piece[] {
  const last = url.at(-1);
  const first = sub[0];
  const slash = (p: Piece | undefined) => p?.kind === 'char' && p.ch === '/';
  return [...url, ...(slash(last) || slash(first) ? [] : [unspelled('/')]), ...sub];
}

/**
 * HTTParty's `base_uri` joined to a path given to `get`/`self.class.get`: the path follows the
 * base as written; a full URL (`https://…`) does not use the base.
 */
export function joinBaseUri(base: readonly Piece[], path: readonly Piece[]): Piece[] {
  const text = path.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join('');
  return /^https?:\/\//.test(text) ? [...path] : [...base, ...path];
}

/**
 * `URI.join(base, 'rel')`: a base whose path ends in `/` takes the relative path after it. A base
 * held in a variable is taken for such a folder (joined to a relative path, that is what it is for).
 */
export function uriJoin(base: readonly Piece[], rel: readonly Piece[]): Piece[] | undefined {
  const last = base.at(-1);
  const first = rel[0];
  if (first?.kind === 'char' && first.ch === '/') return undefined;
  if (last?.kind === 'var' && base.length === 1) return [...base, ...rel];
  return last?.kind === 'char' && last.ch === '/' ? [...base, ...rel] : undefined;
}
