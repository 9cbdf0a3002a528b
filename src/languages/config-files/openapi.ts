// An OpenAPI (or Swagger) description: each `paths:` key is a route relative to the document's
// server (`servers: [{ url: …/api/v3 }]`, Swagger's `basePath`), each operation under it (`get:`,
// `post:`) a request with that method, and a parameter `in: query` a field of its query. What the
// description stands for is the API a program calls: its routes are reported as the calls', and no
// edit is spelled (route-values.ts, as a relative route of a configuration).
import type { Document, Node as YamlNode, Scalar, YAMLMap } from 'yaml';
import { scalarSnippet } from '../ci-yaml/reader.js';
import type { Piece, Spelled } from '../virtual/model.js';
import type { Route, Value } from './route-values.js';

type Yaml = typeof import('yaml');

const METHODS = /^(get|put|post|delete|patch|head|options)$/;

function spelled(text: string, n: Scalar): Value | undefined {
  const snip = scalarSnippet(text, n);
  if (!snip?.text) return undefined;
  const chars: Spelled[] = snip.text.split('').map((ch, i) => ({ ch, off: snip.off(i) }));
  return { chars, keys: [], range: [chars[0].off, chars[chars.length - 1].off + 1] };
}

/**
 * The operations of an OpenAPI or Swagger document as routes (none when it is not one). Swagger's
 * `basePath` is a path on its `host`: the host is one of the names its value is given (`values`),
 * so a GitHub or GitLab host says whose it is.
 */
export function openApiRoutes(yaml: Yaml, text: string, doc: Document.Parsed, values: Value[]): Route[] {
  const { isMap, isScalar, isSeq } = yaml;
  const root = doc.contents;
  if (!isMap(root) || !(root.has('openapi') || root.has('swagger'))) return [];
  const host = root.get('host');
  if (typeof host === 'string') for (const v of values) if (v.keys.length === 1 && v.keys[0] === 'basePath') v.keys.push(host);
  const paths = root.get('paths', true) as YamlNode | undefined;
  if (!isMap(paths)) return [];
  /** The query parameters a `parameters:` list declares (a `$ref` is not followed: the list is then not whole). */
  const query = (list: unknown): Value[] | undefined => {
    if (list === undefined) return [];
    if (!isSeq(list)) return undefined;
    const out: Value[] = [];
    for (const p of list.items) {
      if (!isMap(p) || p.has('$ref')) return undefined;
      const name = p.get('name', true);
      if (p.get('in') === 'query' && isScalar(name) && typeof name.value === 'string') {
        const v = spelled(text, name);
        if (!v) return undefined;
        out.push(v);
      }
    }
    return out;
  };
  const out: Route[] = [];
  for (const item of (paths as YAMLMap).items) {
    if (!isScalar(item.key) || typeof item.key.value !== 'string' || !isMap(item.value)) continue;
    const path = spelled(text, item.key);
    if (!path || path.chars[0].ch !== '/') continue;
    const shared = query(item.value.get('parameters', true));
    for (const op of item.value.items) {
      if (!isScalar(op.key) || typeof op.key.value !== 'string' || !METHODS.test(op.key.value)) continue;
      const method = spelled(text, op.key);
      const own = isMap(op.value) ? query(op.value.get('parameters', true)) : [];
      if (!method) continue;
      out.push({ ...path, keys: ['paths'], pieces: templated(path.chars), baseIs: isServerValue, method: method.chars, query: shared && own ? [...shared, ...own] : undefined, body: isMap(op.value) && (op.value.has('requestBody') || op.value.has('consumes')) });
    }
  }
  return out;
}

/** A path's `{name}` templates are its parameters: a variable each, spelled by the template. */
function templated(chars: readonly Spelled[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < chars.length; i++) {
    const close = chars.findIndex((c, j) => j > i && c.ch === '}');
    const name = chars[i].ch === '{' && close > i ? chars.slice(i + 1, close).map((c) => c.ch).join('') : '';
    if (!/^[A-Za-z_]\w*$/.test(name)) out.push({ kind: 'char', ...chars[i] });
    else {
      out.push({ kind: 'var', name, off: chars[i].off, len: close - i + 1, spell: [chars[i].off, chars[close].off + 1] });
      i = close;
    }
  }
  return out;
}

/** The document's server URLs: `servers[].url` (OpenAPI 3), `basePath` (Swagger 2). */
export function isServerValue(v: Value): boolean {
  return (v.keys[0] === 'servers' && v.keys[1] === 'url' && v.keys.length === 2) || v.keys[0] === 'basePath';
}
