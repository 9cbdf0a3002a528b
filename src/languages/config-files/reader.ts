// JSON and YAML configuration files (`config/default.json`, `settings.yml`): a string value that
// holds a GitLab v3 URL is read by the program, not by the file, so it is no request with a known
// method. Each such value becomes a request of an unknown method in a model of its own (virtual/model.ts):
// the core reports the prefix where `/api/v3` is written, and a full route URL gets its route's
// change too, where the change list decides it whatever the method; the request names no library
// (no `styles`), so its fixes are for review only. A value that is only a base
// (nothing after `/api/v3`) is one the program builds its calls on: reported, never moved alone.
// Parsed with `jsonc-parser` (offsets of every value; comments allowed, as in `.jsonc` settings)
// and `yaml` (scalar ranges, mapped through quotes and blocks by yaml.ts), each loaded on the
// first file that holds `/api/v3`.
import { createRequire } from 'node:module';
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import type { Node as YamlNode } from 'yaml';
import { OTHER_SERVICE, OTHER_SERVICE_NAME } from '../../core/extract/guesses.js';
import { V3_ROUTES } from '../../rulebook/routes-data.js';
import { scalarSnippet } from '../ci-yaml/reader.js';
import { FileSyntaxError, type Reader } from '../language.js';
import { suppressionLines } from '../virtual/comments.js';
import type { VirtualDoc } from '../virtual/document.js';
import { ModelBuilder, plainWord, type Piece } from '../virtual/model.js';
import { print } from '../virtual/print.js';
import { config } from './kind.js';

type Jsonc = typeof import('jsonc-parser');
type Yaml = typeof import('yaml');
let jsonc: Jsonc | undefined;
let yaml: Yaml | undefined;
const load = createRequire(import.meta.url);

/** A parse error of a configuration file: the file's message, not a crash (languages/index.ts reports it). */
export class ConfigSyntaxError extends FileSyntaxError {
  override name = 'ConfigSyntaxError';
}

/**
 * A URL with a v3 API root in it: `/api/v3` after a scheme and host, a host alone, a variable
 * (`${HOST}`, `%(host)s`), or nothing. No spaces (a sentence that mentions one is prose), and not
 * a file path (`src/api/v3/handlers`).
 */
const V3_VALUE = /^(?:[a-z][\w+.-]*:\/\/\S*?|[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:\/\S*?)?|\S*[$%{]\S*?)?\/api\/v3(?:[/?#]\S*)?$/i;
/** A value that is only a base: the program appends the routes. */
const BASE_ONLY = /\/api\/v3\/?$/;

/**
 * The first path segments of GitLab's v3 routes (`projects`, `users`, `version`, …). Other services
 * serve `/api/v3` too (`/api/v3/ticker/price`, `/api/v3/series`): a full URL whose route starts
 * otherwise is theirs. Nothing in a config value says which service it is for, as a call would.
 */
let v3Roots: Set<string> | undefined;
const isGitlabRoute = (url: string) => {
  v3Roots ??= new Set(V3_ROUTES.map((r) => r[1].split('/')[1]));
  const root = /\/api\/v3\/([^/?#]+)/.exec(url)?.[1];
  return root !== undefined && v3Roots.has(root);
};

/** One string value: its characters with their offsets, and the keys above it. */
export interface Value {
  chars: { ch: string; off: number }[];
  keys: string[];
  range: [number, number];
}

/** One document per value: each is its own base, and a fix one of them cannot take holds no other. */
function configDocs(text: string, values: Value[]): VirtualDoc[] {
  const out: VirtualDoc[] = [];
  // Suppression comments (`# …` in YAML, `// …` in JSON with comments), in a document of their own: they apply to the file's lines.
  const comments = new ModelBuilder();
  let any = false;
  for (const { at, body } of suppressionLines(text, config.comments)) {
    comments.add({ kind: 'comment', at, body });
    any = true;
  }
  if (any) out.push(print(comments.build(plainWord, 'command'), text));
  return [...out, ...routeDocs(text, values)];
}

/**
 * The documents of values a program reads as URLs (a configuration's strings, an environment's
 * values): each GitLab v3 URL a request of an unknown method in a document of its own. `routesOnly`:
 * not a value that is only a base (a `.env` reads those as the bases of its files' requests).
 */
export function routeDocs(text: string, values: Value[], routesOnly = false): VirtualDoc[] {
  const out: VirtualDoc[] = [];
  for (const v of values) {
    // A block scalar's last line break is not part of the URL.
    while (v.chars.length && /\s/.test(v.chars[v.chars.length - 1].ch)) v.chars.pop();
    const flat = v.chars.map((c) => c.ch).join('');
    // `github.url`, `ghe_api`: another service that serves `/api/v3` too.
    if (!V3_VALUE.test(flat) || v.keys.some((k) => OTHER_SERVICE_NAME.test(k)) || OTHER_SERVICE.test(flat)) continue;
    const baseOnly = BASE_ONLY.test(flat);
    if ((baseOnly && routesOnly) || (!baseOnly && !isGitlabRoute(flat))) continue;
    const m = new ModelBuilder();
    const pieces: Piece[] = v.chars.map((c) => ({ kind: 'char', ...c }));
    m.add({ kind: 'request', at: v.range[0], method: { kind: 'unknown' }, url: { kind: 'string', pieces }, params: [] });
    if (baseOnly) m.shared.push(v.range);
    out.push(print(m.build(plainWord, 'command'), text));
  }
  return out;
}

/**
 * The characters of a JSON string literal at `offset`, or undefined for one with `\u` escapes.
 * An escaped character (`\/`) spells no single original character: a fix that would replace it
 * (and leave its `\`) is not made.
 */
function jsonChars(text: string, offset: number, length: number): Value['chars'] | undefined {
  const out: Value['chars'] = [];
  const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };
  for (let i = offset + 1; i < offset + length - 1; i++) {
    if (text[i] !== '\\') out.push({ ch: text[i], off: i });
    else if (escapes[text[i + 1]] !== undefined) out.push({ ch: escapes[text[++i]], off: -1 });
    else return undefined;
  }
  return out;
}

export function jsonConfigDocs(text: string): VirtualDoc[] {
  if (!text.includes('api/v3') && !text.includes('api\\/v3')) return [];
  jsonc ??= load('jsonc-parser') as Jsonc;
  const errors: ParseError[] = [];
  const root = jsonc.parseTree(text, errors, { allowTrailingComma: true });
  if (errors.length || !root) {
    const e = errors[0];
    const at = e ? text.slice(0, e.offset).split('\n') : [''];
    const where = e ? ` (line ${at.length}, column ${at[at.length - 1].length + 1})` : '';
    throw new ConfigSyntaxError(`JSON syntax error: ${e ? jsonc.printParseErrorCode(e.error) : 'no value'}${where}`);
  }
  const values: Value[] = [];
  const visit = (n: JsonNode, keys: string[]) => {
    if (n.type === 'string' && typeof n.value === 'string' && n.value.includes('api/v3')) {
      const chars = jsonChars(text, n.offset, n.length);
      if (chars?.length) values.push({ chars, keys, range: [n.offset + 1, n.offset + n.length - 1] });
    }
    if (n.type === 'property' && n.children?.[1]) return visit(n.children[1], [...keys, String(n.children[0].value)]);
    for (const c of n.children ?? []) visit(c, keys);
  };
  visit(root, []);
  return configDocs(text, values);
}

export function yamlConfigDocs(text: string): VirtualDoc[] {
  if (!text.includes('api/v3')) return [];
  yaml ??= load('yaml') as Yaml;
  const { isMap, isScalar, isSeq } = yaml;
  const values: Value[] = [];
  for (const doc of yaml.parseAllDocuments(text)) {
    if ('errors' in doc && doc.errors.length) {
      const e = doc.errors[0];
      throw new ConfigSyntaxError(`YAML syntax error: ${e.message.split('\n')[0]}`);
    }
    const visit = (n: unknown, keys: string[]) => {
      if (isScalar(n) && typeof n.value === 'string' && n.value.includes('api/v3') && n.range) {
        const snip = scalarSnippet(text, n);
        if (snip?.text) values.push({ chars: snip.text.split('').map((ch, i) => ({ ch, off: snip.off(i) })), keys, range: [snip.off(0), snip.off(snip.text.length - 1) + 1] });
      } else if (isMap(n)) for (const p of n.items) visit(p.value, [...keys, isScalar(p.key) ? String(p.key.value) : '']);
      else if (isSeq(n)) for (const item of n.items) visit(item, keys);
    };
    visit(doc.contents as YamlNode | null, []);
  }
  return configDocs(text, values);
}

// `.json`, and a JSON sample (`config.json.sample`): JSON; the others YAML.
export const readers: Readonly<Record<typeof config.name, Reader>> = { [config.name]: { documents: (t, f) => (/\.json(?:\.\w+)?$/i.test(f) ? jsonConfigDocs(t) : yamlConfigDocs(t)) } };
