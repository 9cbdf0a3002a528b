// A Postman collection (`*.postman_collection.json`) is a client: each item's `request` is a call
// with its `method` and its `url` (a string, or an object whose `raw` is the whole URL), on a
// collection variable written first in the URL (`{{gitlab_api}}/projects/{{project}}/builds`). Such
// a URL is a route relative to the variable's value (route-values.ts): reported as that request,
// never edited (Postman runs in no test here). Other `{{name}}`s and Postman's `:name` path
// variables are the route's placeholders; a `urlencoded` or `formdata` body's keys are its fields.
import type { Node as JsonNode } from 'jsonc-parser';
import type { Spelled } from '../virtual/model.js';
import { placeholders, type Route, type Value } from './route-values.js';

type Chars = (offset: number, length: number) => Spelled[] | undefined;

/** A property's value of an object node. */
const prop = (n: JsonNode | undefined, key: string): JsonNode | undefined => n?.type === 'object' ? n.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1] : undefined;
const str = (n: JsonNode | undefined): string | undefined => (n?.type === 'string' && typeof n.value === 'string' ? n.value : undefined);

/** Whether the document is a Postman collection: `info` with Postman's schema or id, and an `item` list. */
function isCollection(root: JsonNode): boolean {
  const info = prop(root, 'info');
  return prop(root, 'item')?.type === 'array' && (/getpostman\.com/.test(str(prop(info, 'schema')) ?? '') || prop(info, '_postman_id') !== undefined);
}

/** Each request of the collection's items and folders (a folder is an item with an `item` list). */
function requests(items: JsonNode | undefined, out: JsonNode[] = []): JsonNode[] {
  for (const item of items?.type === 'array' ? (items.children ?? []) : []) {
    const request = prop(item, 'request');
    if (request) out.push(request);
    requests(prop(item, 'item'), out);
  }
  return out;
}

/** A variable where a URL's path stands at `i`: `{{name}}`, or `:name` after a slash. */
const variable = (text: string, i: number) => /^\{\{([\w.-]+)\}\}/.exec(text.slice(i)) ?? (text[i - 1] === '/' ? /^:([A-Za-z_]\w*)/.exec(text.slice(i)) : null);

/**
 * The collection's requests on one of its variables, as routes relative to the variable's value
 * (`values` holds it where it is a v3 base); none when the document is no collection.
 */
export function postmanRoutes(root: JsonNode, chars: Chars, values: readonly Value[]): Route[] {
  if (!isCollection(root)) return [];
  /** The collection's variables: each name's value node. */
  const variables = new Map<string, JsonNode>();
  for (const v of prop(root, 'variable')?.children ?? []) {
    const name = str(prop(v, 'key'));
    const value = prop(v, 'value');
    if (name && value?.type === 'string') variables.set(name, value);
  }
  const out: Route[] = [];
  for (const request of requests(prop(root, 'item'))) {
    const url = request.type === 'string' ? request : (prop(request, 'url')?.type === 'string' ? prop(request, 'url') : prop(prop(request, 'url'), 'raw'));
    const raw = str(url);
    const lead = raw ? /^\{\{([\w.-]+)\}\}(?=\/)/.exec(raw) : null;
    const base = lead ? variables.get(lead[1]) : undefined;
    if (!url || !lead || !base) continue;
    const spelled = chars(url.offset, url.length);
    if (!spelled || spelled.length !== raw!.length) continue;
    const path = spelled.slice(lead[0].length);
    const method = request.type === 'object' ? prop(request, 'method') : undefined;
    const methodChars = method ? chars(method.offset, method.length) : undefined;
    if (method && !methodChars?.length) continue;
    // A short request (a string) or one with no method is a GET.
    const body = prop(request, 'body');
    const mode = str(prop(body, 'mode'));
    const keyed = mode === 'urlencoded' || mode === 'formdata' ? prop(body, mode) : undefined;
    const bodyKeys = keyed?.children?.map((f) => prop(f, 'key')).map((k) => (k?.type === 'string' ? chars(k.offset, k.length) : undefined));
    const baseAt = base.offset + 1;
    out.push({
      chars: path,
      keys: ['item'],
      range: [path[0].off, path[path.length - 1].off + 1],
      pieces: placeholders(path, variable),
      method: methodChars ?? [...'GET'].map((ch) => ({ ch, off: -1 })),
      query: [],
      ...(body ? { body: true, ...(bodyKeys?.every(Boolean) ? { bodyKeys: bodyKeys.map((k) => ({ chars: k!, keys: [], range: [k![0].off, k![k!.length - 1].off + 1] as [number, number] })) } : {}) } : {}),
      baseIs: (v) => v.range[0] === baseAt && values.includes(v),
    });
  }
  return out;
}
