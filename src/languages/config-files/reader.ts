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
import { COMMAND_LINE, gitlabCiDocs, isCiYaml, scalarSnippet } from '../ci-yaml/reader.js';
import { addShell, newScope } from '../shell/commands.js';
import { finish, SnippetBuilder } from '../shell/files.js';
import { FileSyntaxError, type Reader } from '../language.js';
import { suppressionLines } from '../virtual/comments.js';
import type { VirtualDoc } from '../virtual/document.js';
import { itemsOf, ModelBuilder, plainWord } from '../virtual/model.js';
import { builtDoc } from '../virtual/estree.js';
import { keyValues } from './key-value.js';
import { config, KEY_VALUE, SAMPLE_SUFFIX } from './kind.js';
import { openApiRoutes } from './openapi.js';
import { insomniaRoutes, type Tree } from './insomnia.js';
import { postmanRoutes } from './postman.js';
import { RELATIVE_ROUTE, routeDocs, TEMPLATED_ROUTE, templatedRoutes, type Route, type Value } from './route-values.js';

type Jsonc = typeof import('jsonc-parser');
type Yaml = typeof import('yaml');
let jsonc: Jsonc | undefined;
let yaml: Yaml | undefined;
const load = createRequire(import.meta.url);

/** A parse error of a configuration file: the file's message, not a crash (languages/index.ts reports it). */
export class ConfigSyntaxError extends FileSyntaxError {
  override name = 'ConfigSyntaxError';
}

/** One document per value: each is its own base, and a fix one of them cannot take holds no other. */
function configDocs(text: string, values: Value[], relative: Route[]): VirtualDoc[] {
  const out: VirtualDoc[] = [];
  // Suppression comments (`# …` in YAML, `// …` in JSON with comments), in a document of their own: they apply to the file's lines.
  const comments = new ModelBuilder();
  let any = false;
  for (const { at, body } of suppressionLines(text, config.comments)) {
    comments.add({ kind: 'comment', at, body });
    any = true;
  }
  if (any) out.push(builtDoc(comments.build(plainWord, 'command'), text));
  // A value that is a client's command line (a release tool's exec option): a command the tool runs, read as shell.
  const commands = values.filter((v) => COMMAND_LINE.test(v.chars.map((c) => c.ch).join('')));
  if (commands.length) out.push(commandsDoc(text, commands));
  return [...out, ...routeDocs(text, values.filter((v) => !commands.includes(v)), false, relative)];
}

/**
 * The commands a configuration's values hold, one shell over them (one may set what the next reads);
 * their fixes are for review: no differential test runs the tool that runs them.
 */
function commandsDoc(text: string, commands: readonly Value[]): VirtualDoc {
  const m = new ModelBuilder();
  const scope = newScope();
  for (const v of commands) {
    const sb = new SnippetBuilder();
    for (const c of v.chars) sb.push(c.ch, c.off);
    addShell(m, sb.push('\n', v.range[1]).build(), scope);
  }
  for (const item of itemsOf(m.items)) if (item.kind === 'request') delete item.style;
  return builtDoc(finish(m, scope), text);
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

/** `skip`: top-level keys whose values another reader reads (package.json's `config` and `scripts`). */
export function jsonConfigDocs(text: string, skip: ReadonlySet<string> = new Set()): VirtualDoc[] {
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
  const relative: Value[] = [];
  const templates: Value[] = [];
  const visit = (n: JsonNode, keys: string[]): void => {
    const to = n.type === 'string' && typeof n.value === 'string' ? routeList(n.value, values, relative, templates) : undefined;
    if (to) {
      const chars = jsonChars(text, n.offset, n.length);
      if (chars?.length) to.push({ chars, keys, range: [n.offset + 1, n.offset + n.length - 1] });
    }
    if (n.type === 'property' && n.children?.[1]) return keys.length === 0 && skip.has(String(n.children[0].value)) ? undefined : visit(n.children[1], [...keys, String(n.children[0].value)]);
    for (const c of n.children ?? []) visit(c, keys);
  };
  visit(root, []);
  return configDocs(text, values, [...relative, ...templatedRoutes(templates, values), ...postmanRoutes(root, (at, length) => jsonChars(text, at, length), values), ...insomniaRoutes(jsonTree(text, root), values)]);
}

/** A JSON document as the tree an export's reader walks (insomnia.ts). */
function jsonTree(text: string, n: JsonNode | undefined): Tree {
  const entries = (): [string, Tree][] => (n?.type === 'object' ? (n.children ?? []).filter((p) => p.children?.[1]).map((p) => [String(p.children![0].value), jsonTree(text, p.children![1])]) : []);
  return {
    get: (key) => entries().find(([k]) => k === key)?.[1],
    items: () => (n?.type === 'array' ? (n.children ?? []).map((c) => jsonTree(text, c)) : entries().map(([, v]) => v)),
    entries,
    str: () => (n && (n.type === 'string' || n.type === 'boolean' || n.type === 'number') ? String(n.value) : undefined),
    chars: () => (n?.type === 'string' ? jsonChars(text, n.offset, n.length) : undefined),
  };
}

/** A YAML document's node as the tree an export's reader walks (insomnia.ts). */
function yamlTree(text: string, n: unknown): Tree {
  const { isMap, isScalar, isSeq } = yaml!;
  const entries = (): [string, Tree][] => (isMap(n) ? n.items.map((p) => [isScalar(p.key) ? String(p.key.value) : '', yamlTree(text, p.value)]) : []);
  return {
    get: (key) => entries().find(([k]) => k === key)?.[1],
    items: () => (isSeq(n) ? n.items.map((i) => yamlTree(text, i)) : entries().map(([, v]) => v)),
    entries,
    str: () => (isScalar(n) && n.value !== null && typeof n.value !== 'object' ? String(n.value) : undefined),
    chars: () => {
      const snip = isScalar(n) && typeof n.value === 'string' && n.range ? scalarSnippet(text, n) : undefined;
      return snip ? [...snip.text].map((ch, i) => ({ ch, off: snip.off(i) })) : undefined;
    },
  };
}

export function yamlConfigDocs(text: string): VirtualDoc[] {
  if (!text.includes('api/v3')) return [];
  yaml ??= load('yaml') as Yaml;
  const { isMap, isScalar, isSeq } = yaml;
  const values: Value[] = [];
  const relative: Route[] = [];
  const templates: Value[] = [];
  for (const doc of yaml.parseAllDocuments(text)) {
    if ('errors' in doc && doc.errors.length) {
      const e = doc.errors[0];
      throw new ConfigSyntaxError(`YAML syntax error: ${e.message.split('\n')[0]}`);
    }
    const visit = (n: unknown, keys: string[]) => {
      const to = isScalar(n) && typeof n.value === 'string' ? routeList(n.value, values, relative, templates) : undefined;
      if (isScalar(n) && to && n.range) {
        const snip = scalarSnippet(text, n);
        if (snip?.text) to.push({ chars: snip.text.split('').map((ch, i) => ({ ch, off: snip.off(i) })), keys, range: [snip.off(0), snip.off(snip.text.length - 1) + 1] });
      } else if (isMap(n)) for (const p of n.items) visit(p.value, [...keys, isScalar(p.key) ? String(p.key.value) : '']);
      else if (isSeq(n)) for (const item of n.items) visit(item, keys);
    };
    visit(doc.contents as YamlNode | null, []);
    relative.push(...openApiRoutes(yaml, text, doc, values), ...insomniaRoutes(yamlTree(text, doc.contents), values));
  }
  return configDocs(text, values, [...relative, ...templatedRoutes(templates, values)]);
}

/** A `key = value` file (TOML, INI, `.cfg`, properties): its values, read as a JSON or YAML file's strings are. */
export function keyValueConfigDocs(text: string): VirtualDoc[] {
  if (!text.includes('api/v3')) return [];
  const values: Value[] = [];
  const relative: Route[] = [];
  const templates: Value[] = [];
  for (const v of keyValues(text)) routeList(v.chars.map((c) => c.ch).join(''), values, relative, templates)?.push(v);
  return configDocs(text, values, [...relative, ...templatedRoutes(templates, values)]);
}

/** Which of a document's lists a string value goes to: a v3 URL, a route relative to a base, a URL template on a variable, or none. */
function routeList<T>(value: string, values: T, relative: T, templates: T): T | undefined {
  return value.includes('api/v3') ? values : RELATIVE_ROUTE.test(value) ? relative : TEMPLATED_ROUTE.test(value) ? templates : undefined;
}

// `.json`, and a JSON sample (`config.json.sample`): JSON; `.toml`, `.ini`, … `key = value` lines; the others YAML —
// a CI file a pipeline includes (`ci/jobs.yml`) read as the CI file it is.
export const readers: Readonly<Record<typeof config.name, Reader>> = {
  [config.name]: {
    documents: (t, f) => {
      const ext = /\.(\w+)$/.exec(f.toLowerCase().replace(SAMPLE_SUFFIX, ''))?.[1];
      if (ext === 'json') return jsonConfigDocs(t);
      if (ext && (KEY_VALUE as readonly string[]).includes(ext)) return keyValueConfigDocs(t);
      return isCiYaml(t) ? gitlabCiDocs(t) : yamlConfigDocs(t);
    },
  },
};
