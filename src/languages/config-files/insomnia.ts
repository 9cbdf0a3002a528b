// An Insomnia export (`_type: export`, `__export_format: 4`, JSON or YAML) is a client: each
// `request` resource is a call with its `method` and its `url`, written on an environment's variable
// (`{{ _.base_url }}/projects/{{ _.project }}/builds`, or the older `{{ base_url }}`): a route relative
// to that variable's value (route-values.ts), reported as that request and never edited (Insomnia runs
// in no test here). Other `{{ … }}` are the route's placeholders; its `parameters` are its query's
// fields, a form body's `params` its body's. Read over either syntax's tree (`Tree`), so that JSON
// and YAML exports are one reading.
import type { Spelled } from '../virtual/model.js';
import { placeholders, type Route, type Value } from './route-values.js';

/** A node of the export, whichever syntax spelled it. */
export interface Tree {
  /** A map's value at `key`. */
  get(key: string): Tree | undefined;
  /** A list's items, or a map's values with their keys. */
  items(): Tree[];
  entries(): [string, Tree][];
  /** A string scalar's value. */
  str(): string | undefined;
  /** A string scalar's characters where the file spells them; undefined when one cannot be mapped. */
  chars(): Spelled[] | undefined;
}

/** `{{ _.name }}` or `{{ name }}` (Nunjucks, as Insomnia writes them): the variable's name. */
const TEMPLATE = /^\{\{\s*(?:_\.)?([\w.-]+)\s*\}\}/;

/** Whether the document is an Insomnia export: its `_type` and a `resources` list. */
const isExport = (root: Tree) => root.get('_type')?.str() === 'export' && root.get('resources') !== undefined;

/** A variable where a URL's path stands at `i`: `{{ name }}`, `{{ _.name }}`. */
const variable = (text: string, i: number) => TEMPLATE.exec(text.slice(i));

/** The `name`s of a list of `{ name, value }` (a request's `parameters`, a form's `params`); undefined when one is not a spelled string. */
function names(list: Tree | undefined): Value[] | undefined {
  if (!list) return [];
  const out: Value[] = [];
  for (const p of list.items()) {
    const n = p.get('name');
    const chars = n?.chars();
    if (p.get('disabled')?.str() === 'true') continue;
    if (!n || !chars?.length) return undefined;
    out.push({ chars, keys: [], range: [chars[0].off, chars[chars.length - 1].off + 1] });
  }
  return out;
}

/**
 * The export's requests on one of its environments' variables, as routes relative to the variable's
 * value (`values` holds it where it is a v3 base); none when the document is no export.
 */
export function insomniaRoutes(root: Tree, values: readonly Value[]): Route[] {
  if (!isExport(root)) return [];
  const resources = root.get('resources')!.items();
  /** Each environment variable's value node, by name (a nested object's by its dotted path). */
  const variables = new Map<string, Tree[]>();
  const bind = (data: Tree | undefined, prefix: string) => {
    for (const [k, v] of data?.entries() ?? []) {
      if (v.str() !== undefined) variables.set(prefix + k, [...(variables.get(prefix + k) ?? []), v]);
      else bind(v, `${prefix}${k}.`);
    }
  };
  for (const r of resources) if (r.get('_type')?.str() === 'environment') bind(r.get('data'), '');
  const out: Route[] = [];
  for (const request of resources) {
    if (request.get('_type')?.str() !== 'request') continue;
    const url = request.get('url');
    const raw = url?.str();
    const lead = raw ? TEMPLATE.exec(raw) : null;
    const bases = lead ? variables.get(lead[1]) : undefined;
    const spelled = url?.chars();
    // One environment's value, or several that are one URL: the base it is.
    if (!lead || !bases || !spelled || spelled.length !== raw!.length || raw![lead[0].length] !== '/') continue;
    const path = spelled.slice(lead[0].length);
    const method = request.get('method');
    const methodChars = method?.chars();
    if (method && !methodChars?.length) continue;
    const query = names(request.get('parameters'));
    const body = request.get('body');
    const form = body && /x-www-form-urlencoded|multipart\/form-data/.test(body.get('mimeType')?.str() ?? '') ? names(body.get('params')) : undefined;
    // (Insomnia writes `body: {}` for a request without one.)
    const hasBody = !!body && body.entries().some(([k]) => k !== 'mimeType');
    const baseAt = new Set(bases.map((b) => b.chars()?.[0]?.off));
    out.push({
      chars: path,
      keys: ['resources'],
      range: [path[0].off, path[path.length - 1].off + 1],
      pieces: placeholders(path, variable),
      method: methodChars ?? [...'GET'].map((ch) => ({ ch, off: -1 })),
      query,
      ...(hasBody ? { body: true, ...(form ? { bodyKeys: form } : {}) } : {}),
      baseIs: (v) => baseAt.has(v.range[0]) && values.includes(v),
    });
  }
  return out;
}
