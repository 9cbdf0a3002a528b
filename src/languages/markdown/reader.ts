// Markdown: fenced code blocks are code, the rest (prose, inline code, links) is not. A fence's tag
// names its kind through its registry line (language.ts `fenceKinds`: each kind's `fenceTags` and session
// tags). `js`/`ts` fences are checked by the core on the page with everything else blanked (same
// offsets, same lines); shell fences go to the shell adapter, one session over the page; a `yaml`
// fence that is a `.gitlab-ci.yml` (it has a `script:`) to the CI reader; a Python, Ruby,
// Dockerfile or Makefile fence to its kind's reader (the page with everything else blanked is that
// file, at its own offsets; a session's prompts and output blanked too); a configuration's values
// as a configuration's. A fence with no language tag, and an indented code block, are told by
// their content (fence-content.ts). Fences are found by markdown-it (CommonMark), loaded when the
// first page comes.
import { createRequire } from 'node:module';
import { lineStarts } from '../../core/location.js';
import { COMMAND_LINE, gitlabCiDocs } from '../ci-yaml/reader.js';
import { python } from '../python/kind.js';
import { pythonDocs } from '../python/reader.js';
import { ruby } from '../ruby/kind.js';
import { rubyDocs } from '../ruby/reader.js';
import { dockerfileDocs } from '../dockerfile/reader.js';
import { dockerfile } from '../dockerfile/kind.js';
import { makefileDocs } from '../makefile/reader.js';
import { makefile } from '../makefile/kind.js';
import { batchLine } from './batch.js';
import { contentKind } from './fence-content.js';
import { addShell, newScope } from '../shell/commands.js';
import { finish, SnippetBuilder } from '../shell/files.js';
import { maskedDoc, type VirtualDoc } from '../virtual/document.js';
import { itemsOf, ModelBuilder, plainWord, type EditSpelling, type Span } from '../virtual/model.js';
import { builtDoc } from '../virtual/estree.js';
import { gitlabCi } from '../ci-yaml/kind.js';
import { env } from '../env/kind.js';
import { js, TYPESCRIPT_TAGS } from '../javascript/kind.js';
import { fenceKinds, type KindSpec, type Reader } from '../language.js';
import { BATCH_TAGS, FISH_TAGS, POWERSHELL_TAGS, shell as shellKind } from '../shell/kind.js';
import { config } from '../config-files/kind.js';
import { keyValues } from '../config-files/key-value.js';
import { routeDocs } from '../config-files/route-values.js';
import { jsonConfigDocs } from '../config-files/reader.js';
import { powershellCurl } from './powershell.js';
import { markdown as markdownKind } from './kind.js';

/** A code span (its backticks, its content); one whose content is a `COMMAND_LINE` is a command the shell reader reads. */
const CODE_SPAN = /(`+) ?([^`](?:[\s\S]*?[^`])?) ?\1(?!`)/g;

type MarkdownIt = import('markdown-it').MarkdownIt;
let md: MarkdownIt | undefined;
const markdown = () => (md ??= new (createRequire(import.meta.url)('markdown-it') as new () => MarkdownIt)());

// The shell's dialects a page shows (shell/kind.ts): read line by line as the curl commands they stand for, or as a POSIX shell's.
const POWERSHELL: ReadonlySet<string> = new Set(POWERSHELL_TAGS);
const BATCH: ReadonlySet<string> = new Set(BATCH_TAGS);
const FISH: ReadonlySet<string> = new Set(FISH_TAGS);
/** The kinds whose blocks are read as shell, one session over the page. */
const SHELL_KINDS: ReadonlySet<KindSpec> = new Set([shellKind, env]);
/** The kinds whose block is a file of its own, read by its kind's reader (the page with everything else blanked). */
const FILE_READERS: ReadonlyMap<KindSpec, (text: string) => VirtualDoc[]> = new Map<KindSpec, (text: string) => VirtualDoc[]>([
  [python, pythonDocs],
  [ruby, rubyDocs],
  [dockerfile, dockerfileDocs],
  [makefile, makefileDocs],
]);
/** The kind each fence tag names (their registry lines': `fenceTags`, `sessions`), of the kinds a page reads. */
const FENCE_KINDS = fenceKinds([js, gitlabCi, config, ...SHELL_KINDS, ...FILE_READERS.keys()]);

/**
 * A session's block as the file it runs: `text` with `[from, to)`'s prompts blanked and the lines
 * without one (the output) blanked whole; same offsets, same lines.
 */
function sessionAlone(text: string, from: number, to: number, prompt: RegExp): string {
  const lines = text.slice(from, to).replace(/[^\n]*/g, (line) => {
    const p = prompt.exec(line);
    return p ? ' '.repeat(p[0].length) + line.slice(p[0].length) : line.replace(/[^\r]/g, ' ');
  });
  return text.slice(0, from) + lines + text.slice(to);
}

/**
 * A container's header line: an MkDocs admonition (`!!! note`, `??? example "…"`, `???+ tip`) or a
 * pymdownx content tab (`=== "Shell"`), whose content is the lines below indented by four.
 */
const CONTAINER = /^([ \t]*)(?:!!!|\?\?\?\+?|===!?\+?)([ \t]+)(?=["\w])(.*)$/gm;

/**
 * `text` with each container's header line spelled as a list item's (`-   …`, same length): CommonMark
 * knows no such container, and would take its indented content for an indented code block; a list item
 * holds it as the content it is — a fence in a tab or an admonition is a fence, a list in it a list.
 * Only the header lines change (they are prose): code keeps its characters and offsets.
 */
function containersAsItems(text: string): string {
  return text.replace(CONTAINER, (line, indent: string, _gap: string, title: string) => `${indent}-   ${title}`.padEnd(line.length, ' '));
}

/** The page with every character outside `[from, to)` blanked (line breaks kept): that block alone, at its own offsets. */
const blockAlone = (text: string, from: number, to: number) =>
  text.slice(0, from).replace(/[^\n\r]/g, ' ') + text.slice(from, to) + text.slice(to).replace(/[^\n\r]/g, ' ');

/** `text` with the blockquote markers (`> `, `>> `) that start the lines of `[from, to)` blanked: same offsets, same lines. */
function unquoted(text: string, from: number, to: number): string {
  return text.slice(0, from) + text.slice(from, to).replace(/^([ \t]*>[ \t]?)+/gm, (q) => ' '.repeat(q.length)) + text.slice(to);
}

export function markdownDocs(text: string): VirtualDoc[] {
  const starts = lineStarts(text);
  const lineEnd = (l: number) => (l + 1 < starts.length ? starts[l + 1] - 1 : text.length);
  const out: VirtualDoc[] = [];
  const m = new ModelBuilder();
  const scope = newScope();
  let shell = false;
  const regions: [number, number][] = [];
  // Requests read from what no differential test runs (a table's code span, a PowerShell line): their fixes are for review.
  const review: Span[] = [];
  // A batch line's `%` starts a variable: an edit that writes one is refused there.
  const batches: Span[] = [];
  /** The code spans of lines `[first, last)` that are a client's command (`curl …`): each that command, its fixes for review. */
  const commandSpans = (first: number, last: number, cell: boolean) => {
    for (let l = first; l < last; l++) {
      const [from, to] = [starts[l], lineEnd(l)];
      for (const span of text.slice(from, to).matchAll(CODE_SPAN)) {
        const s = from + span.index + span[1].length;
        const e = s + span[2].length;
        // (A table cell's `\|` is the cell's escape, not the shell's pipe.)
        if (!COMMAND_LINE.test(span[2]) || (cell && span[2].includes('\\|'))) continue;
        regions.push([s, e]);
        review.push([s, e]);
        if (addShell(m, new SnippetBuilder().copy(text, s, e).push('\n', e).build(), scope)) shell = true;
      }
    }
  };
  let table = 0;
  let item = 0;
  for (const token of markdown().parse(containersAsItems(text), {})) {
    if (token.type === 'table_open') table++;
    if (token.type === 'table_close') table--;
    if (token.type === 'list_item_open') item++;
    if (token.type === 'list_item_close') item--;
    if (token.type === 'tr_open' && token.map) {
      // A table row's code spans that are a client's command (`curl …` in a cell): that command.
      commandSpans(token.map[0], token.map[0] + 1, true);
      continue;
    }
    if (token.type === 'inline' && token.map && item && !table) {
      // A command as inline code in a list item (a step, a nested list: a container, read as a table cell is); a
      // paragraph's inline code is prose, as is a prose route (`GET /projects/:id`, no command).
      commandSpans(token.map[0], token.map[1], false);
      continue;
    }
    // An HTML `<pre>` block (a paragraph to CommonMark without raw HTML): its lines between `<pre>` and `</pre>` are a block with no tag.
    const pre = token.type === 'paragraph_open' && token.map ? preBlock(text, starts, lineEnd, token.map) : undefined;
    if (!pre && ((token.type !== 'fence' && token.type !== 'code_block') || !token.map)) continue;
    const block = token.type !== 'fence';
    let lang = block ? '' : token.info.trim().split(/\s+/)[0].toLowerCase();
    const [open, close] = pre ?? (block ? [token.map![0] - 1, token.map![1]] : token.map!);
    // A block inside a blockquote: its lines' `>` markers blanked, so that its code reads at its own offsets.
    const page = /^\s*>/.test(text.slice(starts[Math.max(open, 0)], lineEnd(Math.max(open, 0)))) ? unquoted(text, starts[Math.max(open, 0)], lineEnd(close - 1)) : text;
    // The content lines: after the opening fence, before the closing one (an unclosed fence runs to the end).
    const last = pre ? close - 1 : block ? close : /^\s*(`{3,}|~{3,})\s*$/.test(page.slice(starts[close - 1], lineEnd(close - 1))) ? close - 1 : close;
    // An indented block's lines lose its four spaces; a fence's, the fence's own indentation.
    const indent = pre ? 0 : block ? 4 : /^\s*/.exec(page.slice(starts[open], lineEnd(open)))![0].length;
    if (!lang && open + 1 < last) lang = contentKind(page.slice(starts[open + 1], lineEnd(last - 1)));
    const fence = FENCE_KINDS.get(lang);
    const kind = fence?.spec;
    if (kind === gitlabCi && open + 1 < last && /^\s*(?:before_|after_)?script:/m.test(page.slice(starts[open + 1], lineEnd(last - 1)))) {
      // A CI file shown on the page: the page with everything else blanked is that YAML, at its own offsets.
      try {
        out.push(...gitlabCiDocs(blockAlone(page, starts[open + 1], lineEnd(last - 1))));
      } catch {
        // Not YAML after all: an example, not code.
      }
      continue;
    }
    const file = kind && FILE_READERS.get(kind);
    if (file) {
      // A file of another kind (a script, a Dockerfile, a Makefile): its reader reads it (an unparseable one as far as it parses).
      if (open + 1 < last) {
        const [from, to] = [starts[open + 1], lineEnd(last - 1)];
        const prompt = kind.sessions?.prompt;
        // A session (its tag says so, or its first line has the prompt): the code after the prompts.
        const session = prompt && (fence.session || prompt.test(page.slice(from, to).replace(/^\s*\n/, '')));
        try {
          out.push(...file(blockAlone(session ? sessionAlone(page, from, to, prompt) : page, from, to)));
        } catch {
          // Not a file of the kind after all: an example, not code.
        }
      }
      continue;
    }
    if (kind === js) {
      if (open + 1 < last) out.push(maskedDoc(page, [[starts[open + 1], lineEnd(last - 1)]], TYPESCRIPT_TAGS.has(lang) ? `(virtual).${lang === 'typescript' ? 'ts' : lang}` : '(virtual).js'));
      continue;
    }
    // (A first line `[section]` is an INI or TOML table's header, not JSON.)
    if (kind === config && open + 1 < last && /^\s*(?:\{|\[(?![\w.-]+\]\s*$))/.test(page.slice(starts[open + 1], lineEnd(open + 1)))) {
      // A JSON configuration shown on the page: the page with everything else blanked is that JSON, at its own offsets.
      try {
        out.push(...jsonConfigDocs(blockAlone(page, starts[open + 1], lineEnd(last - 1))));
      } catch {
        // Not JSON after all (an excerpt with `…`): an example, not code.
      }
      continue;
    }
    if (kind === config) {
      // A configuration shown on the page (`key = value` lines, an INI or TOML file's): its values are URLs a program reads.
      if (open + 1 < last) out.push(...routeDocs(text, keyValues(page, starts[open + 1], lineEnd(last - 1))));
      continue;
    }
    const powershell = POWERSHELL.has(lang);
    const batch = BATCH.has(lang);
    if (!(kind && SHELL_KINDS.has(kind)) && !powershell && !batch) continue;
    if (open + 1 < last) regions.push([starts[open + 1], lineEnd(last - 1)]);
    // A shell the differential suite does not run (fish): its commands read as a POSIX shell's, their fixes for review.
    if (open + 1 < last && FISH.has(lang)) review.push([starts[open + 1], lineEnd(last - 1)]);
    const sb = new SnippetBuilder();
    // A shell fence whose commands follow a prompt (`$ curl …`) is a session too.
    const session = !!fence?.session || /^[ \t]*\$[ \t]+\S/m.test(page.slice(starts[open + 1] ?? text.length, lineEnd(Math.max(open + 1, last - 1))));
    let continued = false;
    for (let l = open + 1; l < last; l++) {
      let s = starts[l];
      const e = lineEnd(l) - (text[lineEnd(l) - 1] === '\r' ? 1 : 0);
      for (let k = 0; k < indent && page[s] === ' '; k++) s++;
      if (session && !continued) {
        // A session shows commands after a prompt; the other lines are their output.
        const prompt = shellKind.sessions.prompt.exec(page.slice(s, e));
        if (!prompt) continue;
        s += prompt[0].length;
      }
      if (lang === 'http') {
        // `GET /api/v3/projects HTTP/1.1`: the request line as a curl command.
        const m = /^([A-Z]+)\s+(\S+)/.exec(page.slice(s, e));
        if (m) {
          for (const ch of 'curl -X ') sb.push(ch, s);
          sb.copy(page, s, s + m[1].length).push(' ', s + m[1].length).copy(page, s + m[0].length - m[2].length, s + m[0].length).push('\n', e);
        }
        continue;
      }
      if (powershell || batch) {
        if ((powershell ? powershellCurl : batchLine)(page, s, e, sb)) review.push([s, e]);
        if (batch) batches.push([s, e]);
        continue;
      }
      sb.copy(page, s, e).push('\n', e);
      continued = text[e - 1] === '\\';
    }
    if (sb.length && addShell(m, sb.build(), scope)) shell = true;
  }
  for (const item of itemsOf(m.items)) if (item.kind === 'request' && review.some(([s, e]) => s <= item.at && item.at < e)) delete item.style;
  const spelling: EditSpelling = (t, range, model) => (t.includes('%') && batches.some(([s, e]) => s <= range[0] && range[1] <= e) ? undefined : plainWord(t, range, model));
  if (shell) out.push(builtDoc({ ...finish(m, scope, spelling), regions }, text));
  return out;
}

/** An HTML `<pre>` block's lines (the `<pre>` line and the `</pre>` line, as a fence's) when the paragraph at `map` is one, alone on their lines. */
function preBlock(text: string, starts: number[], lineEnd: (l: number) => number, [from, to]: number[]): [number, number] | undefined {
  const line = (l: number) => text.slice(starts[l], lineEnd(l));
  if (to - from < 3 || !/^\s*<pre(?:\s[^>]*)?>\s*$/i.test(line(from)) || !/^\s*<\/pre>\s*$/i.test(line(to - 1))) return undefined;
  // HTML escapes its content (`&amp;`, `&lt;`, a `<b>` inside): what the shell would read is not what the page shows.
  for (let l = from + 1; l < to - 1; l++) if (/&#?\w+;|<\/?[a-z]/i.test(line(l))) return undefined;
  return [from, to];
}

/** The fences of a page (their info string and lines): a fix must leave every fence a fence. */
export function fenceShape(text: string): string {
  return markdown()
    .parse(containersAsItems(text), {})
    .filter((t) => t.type === 'fence')
    .map((t) => `${t.info.trim()}@${t.map?.join('-')}`)
    .join(' ');
}

export const readers: Readonly<Record<typeof markdownKind.name, Reader>> = {
  [markdownKind.name]: { documents: markdownDocs, reparse: (after, before) => (fenceShape(after) !== fenceShape(before) ? 'a code block of the page would no longer be the same fenced block' : undefined) },
};
