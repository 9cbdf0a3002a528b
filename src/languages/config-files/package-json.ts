// package.json: its dependencies on client libraries that speak only v3 (core/match/manifest.ts,
// the client registry's data), and what npm runs — each `scripts` entry is a shell command line
// (`sh -c`), and each string of the `config` field is the environment's `npm_package_config_<key>`
// of those scripts (nested keys joined by `_`). A script's request is for review: no differential
// test runs npm, and a user's npm configuration may override a `config` value.
import { createRequire } from 'node:module';
import type { Node as JsonNode } from 'jsonc-parser';
import { checkManifest } from '../../core/match/manifest.js';
import { manifest } from '../javascript/kind.js';
import { jsonConfigDocs } from './reader.js';
import { FileSyntaxError, type Reader } from '../language.js';
import { addShell, newScope, type Snippet } from '../shell/commands.js';
import { finish, SnippetBuilder } from '../shell/files.js';
import type { VirtualDoc } from '../virtual/document.js';
import { builtDoc } from '../virtual/estree.js';
import { itemsOf, ModelBuilder } from '../virtual/model.js';

type Jsonc = typeof import('jsonc-parser');
let jsonc: Jsonc | undefined;

/** A JSON string's characters, each where the file spells it (an escape: at its escaped character). */
function stringSnippet(text: string, n: JsonNode): Snippet | undefined {
  const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', n: '\n', t: '\t' };
  const sb = new SnippetBuilder();
  for (let i = n.offset + 1; i < n.offset + n.length - 1; i++) {
    if (text[i] !== '\\') sb.push(text[i], i);
    else if (escapes[text[i + 1]] !== undefined) sb.push(escapes[text[++i]], i);
    else return undefined;
  }
  return sb.build();
}

/** The string values under an object, with their keys from it (`{ "a": { "b": "…" } }`: `a_b`). */
function strings(n: JsonNode | undefined, keys: string[] = []): { key: string; at: number; value: JsonNode }[] {
  if (n?.type !== 'object') return [];
  return (n.children ?? []).flatMap((p) => {
    const [k, v] = p.children ?? [];
    if (!k || !v) return [];
    const path = [...keys, String(k.value)];
    return v.type === 'string' ? [{ key: path.join('_'), at: k.offset + 1, value: v }] : strings(v, path);
  });
}

export function packageJsonDocs(text: string): VirtualDoc[] {
  try {
    JSON.parse(text);
  } catch (e) {
    throw new FileSyntaxError(`not valid JSON: ${(e as Error).message}`);
  }
  if (!text.includes('/api/v3')) return [];
  jsonc ??= createRequire(import.meta.url)('jsonc-parser') as Jsonc;
  const root = jsonc.parseTree(text);
  const field = (name: string) => root?.children?.find((p) => p.children?.[0]?.value === name)?.children?.[1];
  const m = new ModelBuilder();
  const scope = newScope();
  // `config`: what npm hands every script as `npm_package_config_<key>`; a value no script reads is read by others.
  for (const { key, at, value } of strings(field('config'))) {
    const snip = stringSnippet(text, value);
    if (!snip || /["\\$`]/.test(snip.text)) continue;
    const sb = new SnippetBuilder();
    for (const ch of `npm_package_config_${key}`) sb.push(ch, at);
    sb.push('=', value.offset).push('"', value.offset);
    for (let i = 0; i < snip.text.length; i++) sb.push(snip.text[i], snip.off(i));
    addShell(m, sb.push('"', value.offset + value.length - 1).build(), scope);
  }
  // `scripts`: each one a shell of its own (its assignments are its own).
  for (const { value } of strings(field('scripts'))) {
    const snip = stringSnippet(text, value);
    if (!snip) continue;
    m.open({ kind: 'block', items: [] });
    addShell(m, snip, scope);
    // A program the script runs reads the value from its environment (`node -e "…process.env.npm_package_config_api…"`):
    // a read no request of the file spells, which holds the base.
    for (const r of snip.text.matchAll(/(?<![$\w{])npm_package_config_\w+/g)) m.add({ kind: 'read', at: snip.off(r.index), name: { text: r[0], off: snip.off(r.index) } });
    m.close();
  }
  for (const item of itemsOf(m.items)) if (item.kind === 'request') delete item.style;
  // Every other field is a program's configuration as any JSON file's is (an editor package's
  // `configSchema` default, a `"gitlab": { "api": … }` of the project's own).
  return [builtDoc(finish(m, scope), text), ...jsonConfigDocs(text, NPM_FIELDS)];
}

/** The fields read above as npm's. */
const NPM_FIELDS: ReadonlySet<string> = new Set(['config', 'scripts']);

export const readers: Readonly<Record<typeof manifest.name, Reader>> = {
  [manifest.name]: { documents: packageJsonDocs, findings: (text) => checkManifest(text).findings },
};
