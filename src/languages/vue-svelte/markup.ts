// A Svelte component's markup: every `{…}` tag of it (`{expr}`, `on:click={…}`, `{#await …}`,
// `{#if …}`, `{...spread}`) holds a JavaScript expression that runs with the component script's
// bindings in scope, as its script does. Here are the expressions' ranges in the original file;
// the reader keeps them beside the script in one masked document (same offsets, same lines), each
// in its tag's own braces: a block statement.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { parse } from '../../core/parse/parse.js';

/** Where a JS string, template or comment that starts at `i` ends (the index after it); `i` when none starts there. */
function skipToken(text: string, i: number): number {
  const c = text[i];
  if (c === "'" || c === '"') {
    for (let j = i + 1; j < text.length; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === c || text[j] === '\n') return j + 1;
    }
    return text.length;
  }
  if (c === '`') {
    for (let j = i + 1; j < text.length; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === '`') return j + 1;
      else if (text[j] === '$' && text[j + 1] === '{') j = closing(text, j + 2);
    }
    return text.length;
  }
  if (c === '/' && text[i + 1] === '/') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  return i;
}

/**
 * The first index in [from, to), outside strings and comments, where `stop` holds for the character
 * there, the depth of the brackets opened since `from` and its index (`to` when none).
 */
function scan(text: string, from: number, to: number, stop: (c: string, depth: number, at: number) => boolean): number {
  let depth = 0;
  for (let i = from; i < to; i++) {
    const next = skipToken(text, i);
    if (next > i) {
      i = next - 1;
      continue;
    }
    const c = text[i];
    if (stop(c, depth, i)) return i;
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
  }
  return to;
}

/** The index of the `}` that closes a brace opened just before `from` (text.length when none does). */
function closing(text: string, from: number): number {
  return scan(text, from, text.length, (c, depth) => c === '}' && depth === 0);
}

/** The first place in [from, to) at depth 0 where one of the words stands apart (a block's expression ends there). */
function wordAt(text: string, from: number, to: number, words: RegExp): number {
  return scan(text, from, to, (c, depth, at) => depth === 0 && /\s/.test(c) && words.test(text.slice(at, to)));
}

/**
 * What a tag's content opens with, where its expression ends (`{#each xs as x}`, `{#await p then
 * v}`) and whether the rest binds names for the markup inside it (`as item, i`, `then value`); a
 * tag with no expression binds what follows its keyword (`{:then v}`, `{#snippet row(item)}`,
 * `{@const x = …}`) or nothing (`{:else}`, `{/if}`, `{@debug …}`).
 */
const TAGS: readonly { opens: RegExp; endsAt?: RegExp; expression: boolean }[] = [
  { opens: /^\s*#each\s/, endsAt: /^\s+as\b/, expression: true },
  { opens: /^\s*#await\s/, endsAt: /^\s+(then|catch)\b/, expression: true },
  { opens: /^\s*(#if|#key|:else\s+if|@html|@render)\s/, expression: true },
  { opens: /^\s*\.\.\./, expression: true },
  { opens: /^\s*(:then|:catch|#snippet|@const)\b/, expression: false },
  { opens: /^(?!\s*[#:/@])/, expression: true },
  // `{:else}`, `{/if}`, `{@debug …}`: nothing.
];

const names = (text: string) => text.match(/[A-Za-z_$][\w$]*/g) ?? [];
const word = (name: string) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`);

/** Whether the expression in its tag's braces, a block, parses (a tag the parser of the file's language does not take is not read). */
function parses(expression: string, parseAs: string): boolean {
  try {
    parse(`{${expression}\n}`, parseAs);
    return true;
  } catch {
    return false;
  }
}

/** The names the scripts declare at their top level, where a markup expression's free names resolve (none when they do not parse). */
function scriptNames(code: string, parseAs: string): Set<string> | undefined {
  let program;
  try {
    program = parse(code, parseAs);
  } catch {
    return undefined;
  }
  const out = new Set<string>();
  for (let node of program.body as TSESTree.Node[]) {
    if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration') && node.declaration) node = node.declaration;
    // A declaration's names, as the text of what it declares spells them (a destructuring pattern's defaults included: more, never fewer).
    const spans: TSESTree.Node[] =
      node.type === 'VariableDeclaration' ? node.declarations.map((d) => d.id) : node.type === 'ImportDeclaration' ? node.specifiers.map((s) => s.local) : 'id' in node && node.id ? [node.id] : [];
    for (const n of spans) for (const name of names(code.slice(n.range[0], n.range[1]))) out.add(name);
  }
  return out;
}

/**
 * The ranges of the markup's expressions that call something (a reference alone makes no
 * request), outside the `skip` ranges (script and style elements) and HTML comments. A block's
 * own names (`{#each users as u}`, `{:then value}`, `let:item`) are no binding of the script: an
 * expression inside the block that names one the script also spells is left unread, so it is
 * never taken for the script's.
 */
export interface MarkupExpression {
  range: [number, number];
  /** The tag's `{` and `}`. */
  braces: [number, number];
}

export function markupExpressions(text: string, skip: readonly [number, number][], scripts: string, parseAs: string): MarkupExpression[] {
  // Parsed only when a block's name is named inside it (most markup binds nothing the script could be asked for).
  let declared: Set<string> | undefined | null = null;
  const shadows = (n: string) => {
    if (declared === null) declared = scriptNames(scripts, parseAs);
    return declared ? declared.has(n) : word(n).test(scripts);
  };
  // The names each open block binds, innermost last; a component's `let:` names for the whole markup.
  const blocks: string[][] = [[...text.matchAll(/\slet:([\w$]+)(?:=\{([^}]*)\})?/g)].flatMap((m) => names(m.slice(1).join(' ')))];
  const found: MarkupExpression[] = [];
  let i = 0;
  // Script and style elements, and HTML comments: no tags there.
  const apart = [...skip, ...[...text.matchAll(/<!--[\s\S]*?(?:-->|$)/g)].map((m): [number, number] => [m.index, m.index + m[0].length])];
  while ((i = text.indexOf('{', i)) >= 0) {
    const at = i;
    const element = apart.find(([s, e]) => at >= s && at < e);
    if (element) {
      i = element[1];
      continue;
    }
    const close = closing(text, i + 1);
    const content = text.slice(i + 1, close);
    i = close + 1;
    if (/^\s*\//.test(content) && blocks.length > 1) blocks.pop();
    const tag = TAGS.find((t) => t.opens.test(content));
    if (!tag) continue;
    const start = at + 1 + content.match(tag.opens)![0].length;
    const end = tag.expression ? (tag.endsAt ? wordAt(text, start, close, tag.endsAt) : close) : start;
    const [s, e] = trimmed(text, start, end);
    const named = (n: string) => word(n).test(text.slice(s, e));
    if (tag.expression && s < e && text.slice(s, e).includes('(') && !blocks.flat().some((n) => named(n) && shadows(n))) found.push({ range: [s, e], braces: [at, close] });
    const binds = names(tag.expression ? (tag.endsAt ? text.slice(end, close).replace(tag.endsAt, '') : '') : text.slice(start, close).split('=')[0]);
    if (/^\s*#/.test(content)) blocks.push(binds);
    else blocks[blocks.length - 1].push(...binds);
  }
  return found.filter(({ range: [s, e], braces: [, close] }) => close < text.length && parses(text.slice(s, e), parseAs));
}

function trimmed(text: string, s: number, e: number): [number, number] {
  while (s < e && /\s/.test(text[s])) s++;
  while (e > s && /\s/.test(text[e - 1])) e--;
  return [s, e];
}
