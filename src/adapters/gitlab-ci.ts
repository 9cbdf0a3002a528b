// `.gitlab-ci.yml`: the `variables:` of the file and of each job are shell assignments, and each
// `script:`/`before_script:`/`after_script:` entry is shell text. Parsed with the `yaml` package,
// which keeps every scalar's source range; a scalar's characters are mapped back to the file
// through its quoting or its block (`|`, `>`) indentation, so findings sit on their physical line.
import { createRequire } from 'node:module';
import type { Document, Node as YamlNode, Scalar } from 'yaml';
import { addShell, newScope, type ShellScope, type Snippet } from './shell.js';
import { finish, SnippetBuilder } from './scripts.js';
import { VirtualBuilder, type VirtualDoc } from './virtual.js';

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

export function gitlabCiDocs(text: string): VirtualDoc[] {
  const { parseDocument, isMap, isScalar, isSeq } = load();
  const doc: Document = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length) throw new Error(doc.errors[0].message);
  const vb = new VirtualBuilder(text);
  const scope: ShellScope = newScope();

  const variables = (node: YamlNode | null | undefined) => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      const key = pair.key;
      let value = pair.value as YamlNode | null;
      if (isMap(value)) value = value.get('value', true) as YamlNode | null; // `NAME: { value: …, description: … }`
      if (!isScalar(key) || !isScalar(value) || !key.range || !value.range) continue;
      const snip = scalarSnippet(text, value);
      if (!snip) continue;
      // `NAME="value"` with the value's characters where the file spells them.
      const sb = new SnippetBuilder().copy(text, key.range[0], key.range[1]).push('=', value.range[0]).push('"', value.range[0]);
      for (let i = 0; i < snip.text.length; i++) sb.push(snip.text[i] === '"' ? "'" : snip.text[i], snip.off(i));
      addShell(vb, sb.push('"', value.range[1]).build(), scope);
    }
  };
  const script = (node: YamlNode | null | undefined) => {
    if (isScalar(node) && node.range) {
      const snip = scalarSnippet(text, node);
      if (snip) addShell(vb, snip, scope);
    } else if (isSeq(node)) for (const item of node.items) script(item as YamlNode);
  };

  // Suppression comments, kept on their lines (one inside a `|` block is the same line's comment for the shell).
  for (const m of text.matchAll(/^[ \t]*#+[ \t]*(gitlab-v4-migrate-ignore[^\n]*)/gm)) vb.comment(m.index, m[1].replace(/\r$/, ''));

  const root = doc.contents;
  if (!isMap(root)) return [];
  variables(root.get('variables', true) as YamlNode);
  for (const pair of root.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : '';
    if (SCRIPTS.has(name)) script(pair.value as YamlNode);
    if (!isMap(pair.value) || name === 'variables') continue;
    // A job (or `default:`): its variables and scripts are one shell's.
    vb.add('{');
    variables(pair.value.get('variables', true) as YamlNode);
    for (const key of SCRIPTS) script(pair.value.get(key, true) as YamlNode);
    vb.add('}');
  }
  return [finish(vb, scope, '(virtual).js')];
}
