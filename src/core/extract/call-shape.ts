// What a call's library does with its arguments, where a fix changes more than the URL: a method
// that now takes a body (axios puts it second), a query a rule adds (got and ky replace the URL's
// query with `searchParams`). The facts are the registry's (src/clients); proven per library by the HTTP test (test/http).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, fileOf, type Node } from './scope.js';
import { clientStyle, QUERY_OPTION_KEYS } from '../../clients/index.js';
import type { Site } from './sites.js';
import { keyName, unwrap } from './ast.js';
import { givenAt, paramSource } from './handed.js';
import type { Edit, NoRewrite } from '../types.js';

/** How a library's verb methods take their arguments once there is a body. */
type Shape = 'body-second' | 'options-second';

const BODYLESS = new Set(['GET', 'DELETE', 'HEAD', 'OPTIONS']);
const QUERY_KEYS = new Set(QUERY_OPTION_KEYS);

/** `axios.post(url, body, config)` (axios and its instances) or `got.post(url, options)`, as the registry says of the call's style; undefined when the style is not known. */
function shapeOf(site: Site): Shape | undefined {
  const bodyAt = clientStyle(site.client)?.shape.bodyAt;
  if (bodyAt === 'second') return 'body-second';
  if (bodyAt === 'options' || bodyAt === 'chain') return 'options-second';
  return undefined;
}

/**
 * Edits the arguments of a call whose verb changes from one without a body to one with
 * (`axios.delete(url, config)` → `axios.post(url, null, config)`); a reason when the library's
 * argument order is not known and the call passes more than the URL.
 */
export function methodArgEdits(site: Site, from: string | undefined, to: string): Edit[] | { reason: NoRewrite } {
  const call = site.call;
  if (call.type !== 'CallExpression' || site.method.form !== 'callee' || !from) return [];
  const bodyless = new Set(clientStyle(site.client)?.shape.bodylessVerbs ?? BODYLESS);
  if (!bodyless.has(from) || bodyless.has(to) || call.arguments.length < 2) return [];
  const shape = shapeOf(site);
  const second = call.arguments[1];
  if (shape === 'body-second') return [{ range: [second.range[0], second.range[0]], text: 'null, ', file: fileOf(call) }];
  if (shape === 'options-second') return [];
  return { reason: { kind: 'body before options', method: to } };
}

/**
 * Whether a call of a verb method passes its arguments the same way under another verb: the library
 * takes both the same (`got.put(url, options)` as `got.post`), both have a body or neither does
 * (`axios.put(url, data)` as `axios.post`), or the call passes the URL alone. `axios.delete(url,
 * config)` read as `axios.post(url, config)` would send the config as the body.
 */
export function sameArguments(site: Site, from: string, to: string): boolean {
  if (site.call.type !== 'CallExpression' || site.call.arguments.length <= 1 || shapeOf(site) === 'options-second') return true;
  const bodyless = new Set(clientStyle(site.client)?.shape.bodylessVerbs ?? BODYLESS);
  return shapeOf(site) === 'body-second' && bodyless.has(from) === bodyless.has(to);
}

/** The object a call passes its query in (`params`, `searchParams`, `qs`, `query`), or why it cannot take more. */
export function queryObject(site: Site): { obj: TSESTree.ObjectExpression } | { reason: NoRewrite } | undefined {
  if (site.call.type !== 'CallExpression') return undefined;
  // A builder's query (Site.builtQuery) is its object's pairs: an added parameter goes there, never into the URL's text.
  if (site.builtQuery) return queryIn(site.builtQuery.object, 'query');
  if (site.wrapper) {
    const through = queryThroughWrapper(site.call, site.wrapper.fn, site.wrapper.inner);
    if (through) return through;
  }
  const q = queryOption(site.call.arguments.slice(1));
  return q && queryIn(q.value, q.key);
}

/**
 * A wrapper that hands one of its parameters to its request as the query (`ky(root + path, {
 * searchParams: query })`): the caller's argument there is the query object; anything else the
 * caller passes (or leaves out) is a query the library may put in place of the URL's.
 */
function queryThroughWrapper(call: TSESTree.CallExpression, fn: TSESTree.FunctionLike, inner: Site): ReturnType<typeof queryIn> | undefined {
  const q = inner.call.type === 'CallExpression' ? queryOption(inner.call.arguments) : undefined;
  const index = q?.value.type === 'Identifier' ? fileIndexOf(q.value) : undefined;
  const b = index && q?.value.type === 'Identifier' ? index.resolve(q.value) : undefined;
  const src = index && b && !b.reassigned ? paramSource(index, b) : undefined;
  if (!q || !src || src.fn !== fn) return undefined;
  // The caller's argument, or its object's property where the wrapper destructures its options (`{ query } = {}`).
  const given = givenAt(call, src);
  return queryIn(given && given !== 'none' ? unwrap(given) : undefined, q.key);
}

/** The first query option (`params`, `searchParams`, `qs`, `query`) of the options objects among `args`: its key and value. */
function queryOption(args: readonly Node[]): { key: string; value: Node } | undefined {
  for (const arg of args) {
    const opts = unwrap(arg);
    if (opts.type !== 'ObjectExpression') continue;
    for (const p of opts.properties) {
      const key = p.type === 'Property' && !p.computed ? keyName(p.key) : undefined;
      if (key && QUERY_KEYS.has(key) && p.type === 'Property') return { key, value: unwrap(p.value) };
    }
  }
  return undefined;
}

/** A query given as an object literal takes more; anything else is what got's and ky's `searchParams` put in place of the URL's query, where one added to the URL would be lost. */
function queryIn(value: Node | undefined, key: string): { obj: TSESTree.ObjectExpression } | { reason: NoRewrite } {
  return value?.type === 'ObjectExpression' && value.properties.every((x) => x.type === 'Property') ? { obj: value } : { reason: { kind: 'query replaced', key } };
}

/** Adds `name: value` entries at the end of an object literal. */
export function addProperties(obj: TSESTree.ObjectExpression, entries: ReadonlyArray<readonly [string, string]>): Edit {
  const text = entries.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${v}`).join(', ');
  const last = obj.properties[obj.properties.length - 1] as Node | undefined;
  if (last) return { range: [last.range[1], last.range[1]], text: `, ${text}`, file: fileOf(obj) };
  return { range: [obj.range[0], obj.range[1]], text: `{ ${text} }`, file: fileOf(obj) };
}
