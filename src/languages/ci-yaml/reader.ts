// YAML files that hold shell: `.gitlab-ci.yml` (the `variables:` of the file and of each job are
// shell assignments, each `script:`/`before_script:`/`after_script:` entry is shell text) and
// docker-compose files. Parsed with the `yaml` package, which keeps every scalar's source range;
// a scalar's characters are mapped back to the file through its quoting or its block (`|`, `>`)
// indentation, so findings sit on their physical line.
import { createRequire } from 'node:module';
import type { Document, Node as YamlNode, Scalar } from 'yaml';
import { routeDocs } from '../config-files/route-values.js';
import { addShell, newScope, type ShellScope, type Snippet } from '../shell/commands.js';
import { finish, SnippetBuilder } from '../shell/files.js';
import type { Reader } from '../language.js';
import { suppressionLines } from '../virtual/comments.js';
import type { VirtualDoc } from '../virtual/document.js';
import { ModelBuilder } from '../virtual/model.js';
import { builtDoc } from '../virtual/estree.js';
import { compose, gitlabCi } from './kind.js';

type Yaml = typeof import('yaml');
let yaml: Yaml | undefined;
const load = () => (yaml ??= createRequire(import.meta.url)('yaml') as Yaml);

const SCRIPTS = new Set(['script', 'before_script', 'after_script']);

/** A scalar's value with the original offset of each character, or undefined when it cannot be mapped exactly. */
export function scalarSnippet(text: string, node: Scalar): Snippet | undefined {
  const [start, valueEnd] = node.range!;
  const value = String(node.value);
  const sb = new SnippetBuilder();
  const raw = text.slice(start, valueEnd);
  switch (node.type) {
    case 'PLAIN':
      if (raw !== value) return undefined;
      sb.copy(text, start, valueEnd);
      break;
    case 'QUOTE_SINGLE':
      for (let i = start + 1; i < valueEnd - 1; i++) {
        if (text[i] === "'" && text[i + 1] === "'") i++;
        sb.push(text[i], i);
      }
      break;
    case 'QUOTE_DOUBLE': {
      const escapes: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\', '/': '/', ' ': ' ' };
      for (let i = start + 1; i < valueEnd - 1; i++) {
        if (text[i] === '\\' && escapes[text[i + 1]] !== undefined) sb.push(escapes[text[++i]], i);
        else sb.push(text[i], i);
      }
      break;
    }
    default: {
      // A block: the lines after its header, less the block's indentation; `>` joins its lines with spaces.
      const folded = node.type === 'BLOCK_FOLDED';
      const body = text.indexOf('\n', start) + 1;
      if (body <= 0) return undefined;
      const lines: [number, number][] = [];
      for (let s = body; s < valueEnd; ) {
        const nl = text.indexOf('\n', s);
        const e = nl < 0 || nl > valueEnd ? valueEnd : nl;
        lines.push([s, e]);
        s = e + 1;
      }
      const indent = Math.min(...lines.filter(([s, e]) => text.slice(s, e).trim()).map(([s, e]) => /^ */.exec(text.slice(s, e))![0].length));
      lines.forEach(([s, e], i) => {
        const from = Math.min(s + indent, e);
        sb.copy(text, from, text[e - 1] === '\r' ? e - 1 : e);
        const next = lines[i + 1];
        const joins = folded && next && text.slice(s, e).trim() && text.slice(next[0], next[1]).trim() && !/^\s/.test(text.slice(from, e)) && text[next[0] + indent] !== ' ';
        sb.push(joins ? ' ' : '\n', e);
      });
    }
  }
  const snippet = sb.build();
  return snippet.text.replace(/\n+$/, '') === value.replace(/\n+$/, '') ? snippet : undefined;
}

/** Shell read out of a YAML document: assignments from maps of variables, commands from scalars. */
export class YamlShell {
  readonly m = new ModelBuilder();
  readonly scope: ShellScope = newScope();
  readonly yaml = load();
  readonly root: YamlNode | null;

  constructor(readonly text: string) {
    const doc: Document = this.yaml.parseDocument(text, { keepSourceTokens: false });
    if (doc.errors.length) throw new Error(doc.errors[0].message);
    this.root = doc.contents as YamlNode | null;
    // Suppression comments, kept on their lines (one inside a `|` block is the same line's comment for the shell).
    for (const { at, body } of suppressionLines(text, gitlabCi.comments)) this.m.add({ kind: 'comment', at, body });
  }

  /** `NAME: value` pairs (or `NAME: { value: … }`) as `NAME="value"`, the value's characters where the file spells them; `skip`: pairs or items read otherwise. */
  variables(node: YamlNode | null | undefined, skip: ReadonlySet<unknown> = new Set()) {
    const { isMap, isScalar, isSeq } = this.yaml;
    if (isSeq(node)) return node.items.filter((i) => !skip.has(i)).forEach((i) => this.script(i as YamlNode)); // `- NAME=value`
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (skip.has(pair)) continue;
      const key = pair.key;
      let value = pair.value as YamlNode | null;
      if (isMap(value)) value = value.get('value', true) as YamlNode | null;
      if (!isScalar(key) || !isScalar(value) || !key.range || !value.range) continue;
      const snip = scalarSnippet(this.text, value);
      if (!snip) continue;
      const sb = new SnippetBuilder().copy(this.text, key.range[0], key.range[1]).push('=', value.range[0]).push('"', value.range[0]);
      for (let i = 0; i < snip.text.length; i++) sb.push(snip.text[i] === '"' ? "'" : snip.text[i], snip.off(i));
      addShell(this.m, sb.push('"', value.range[1]).build(), this.scope);
    }
  }

  /** A scalar, or a list of them, as shell text; `dollars`: `$$` is compose's escape for the shell's `$`. */
  script(node: YamlNode | null | undefined, dollars = false) {
    const { isScalar, isSeq } = this.yaml;
    if (isScalar(node) && node.range) {
      let snip = scalarSnippet(this.text, node);
      if (snip && dollars && snip.text.includes('$$')) {
        const sb = new SnippetBuilder();
        for (let i = 0; i < snip.text.length; i++) if (!(snip.text[i] === '$' && snip.text[i + 1] === '$')) sb.push(snip.text[i], snip.off(i));
        snip = sb.build();
      }
      if (snip) addShell(this.m, snip, this.scope);
    } else if (isSeq(node)) for (const item of node.items) this.script(item as YamlNode, dollars);
  }

  doc(): VirtualDoc {
    return builtDoc(finish(this.m, this.scope), this.text);
  }
}

export function gitlabCiDocs(text: string): VirtualDoc[] {
  const y = new YamlShell(text);
  const { isMap, isScalar } = y.yaml;
  const root = y.root;
  if (!isMap(root)) return [];
  y.variables(root.get('variables', true) as YamlNode);
  for (const pair of root.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : '';
    if (SCRIPTS.has(name)) y.script(pair.value as YamlNode);
    if (!isMap(pair.value) || name === 'variables') continue;
    // A job (or `default:`): its variables and scripts are one shell's.
    y.m.open({ kind: 'block', items: [] });
    y.variables(pair.value.get('variables', true) as YamlNode);
    for (const key of SCRIPTS) y.script(pair.value.get(key, true) as YamlNode);
    y.m.close();
  }
  return [y.doc()];
}

/**
 * docker-compose: each service's `environment:` (a map or `- NAME=value` lines) as assignments,
 * its `command:`, `entrypoint:` and `healthcheck: test:` as shell when they are shell (a string,
 * or a list after `CMD-SHELL` or `sh -c`); the exec form runs no shell. The container runs its
 * entrypoint with the command as arguments: an `entrypoint: ["/bin/sh", "-c"]` makes the first
 * word of a `command:` list the script.
 */
export function composeDocs(text: string): VirtualDoc[] {
  const y = new YamlShell(text);
  const { isMap, isScalar, isSeq } = y.yaml;
  const services = isMap(y.root) ? y.root.get('services', true) : undefined;
  if (!isMap(services)) return [];
  const words = (node: unknown) => (isSeq(node) ? node.items.map((i) => (isScalar(i) ? String(i.value) : '')) : []);
  const shellAt = (w: string[]) => (w[0] === 'CMD-SHELL' ? 1 : /^(\/bin\/)?(ba)?sh$/.test(w[0] ?? '') && w[1] === '-c' ? 2 : -1);
  const shell = (node: unknown) => {
    if (isScalar(node)) return y.script(node, true);
    if (!isSeq(node)) return;
    const at = shellAt(words(node));
    if (at > 0 && at < node.items.length) y.script(node.items[at] as YamlNode, true);
  };
  const routes: VirtualDoc[] = [];
  for (const pair of services.items) {
    if (!isMap(pair.value)) continue;
    y.m.open({ kind: 'block', items: [] });
    const command = pair.value.get('command', true);
    const entrypoint = pair.value.get('entrypoint', true);
    const environment = pair.value.get('environment', true) as YamlNode;
    const routeValues = wholeRoutes(y, environment, [command, entrypoint, pair.value.get('healthcheck', true)]);
    for (const r of routeValues.values()) routes.push(...r);
    y.variables(environment, new Set(routeValues.keys()));
    shell(command);
    shell(entrypoint);
    // `entrypoint: ["/bin/sh", "-c"]` and `command: ["curl …"]`: the command's first word is the script.
    if (isSeq(entrypoint) && isSeq(command) && entrypoint.items.length === shellAt(words(entrypoint)) && command.items[0]) y.script(command.items[0] as YamlNode, true);
    const health = pair.value.get('healthcheck', true);
    if (isMap(health)) shell(health.get('test', true));
    y.m.close();
  }
  return [y.doc(), ...routes];
}

/**
 * A service's environment values that are whole route URLs (`PROJECTS_URL: https://…/api/v3/projects/owned`)
 * and that its own command does not read: its program reads them with a method the file does not
 * say, as a configuration's value (config-files' routeDocs), by the pair or item that holds each.
 */
function wholeRoutes(y: YamlShell, environment: YamlNode | null | undefined, commands: unknown[]): Map<unknown, VirtualDoc[]> {
  const { isMap, isScalar, isSeq } = y.yaml;
  const out = new Map<unknown, VirtualDoc[]>();
  if (!y.text.includes('/api/v3/')) return out;
  const read = JSON.stringify(commands.map((c) => (c && typeof c === 'object' && 'toJSON' in c ? (c as { toJSON(): unknown }).toJSON() : c)));
  const take = (holder: unknown, name: string, value: unknown, skip: number) => {
    if (!isScalar(value) || read.includes(name)) return;
    const snip = scalarSnippet(y.text, value);
    if (!snip) return;
    const chars = [...snip.text.slice(skip)].map((ch, i) => ({ ch, off: snip.off(skip + i) }));
    const docs = routeDocs(y.text, [{ chars, keys: [name], range: [snip.off(skip), snip.off(snip.text.length)] }], true);
    if (docs.length) out.set(holder, docs);
  };
  if (isMap(environment)) for (const pair of environment.items) take(pair, isScalar(pair.key) ? String(pair.key.value) : '', pair.value, 0);
  if (isSeq(environment))
    for (const item of environment.items) {
      const name = isScalar(item) ? /^(\w+)=/.exec(String(item.value))?.[1] : undefined;
      if (name) take(item, name, item, name.length + 1);
    }
  return out;
}

export const readers: Readonly<Record<typeof gitlabCi.name | typeof compose.name, Reader>> = { [gitlabCi.name]: { documents: gitlabCiDocs }, [compose.name]: { documents: composeDocs } };
