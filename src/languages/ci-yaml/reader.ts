// YAML files that hold shell: `.gitlab-ci.yml` (the `variables:` of the file and of each job are
// shell assignments, each `script:`/`before_script:`/`after_script:` entry is shell text) and
// docker-compose files. Parsed with the `yaml` package, which keeps every scalar's source range;
// a scalar's characters are mapped back to the file through its quoting or its block (`|`, `>`)
// indentation, so findings sit on their physical line.
import { createRequire } from 'node:module';
import type { Document, Node as YamlNode, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { routeDocs } from '../config-files/route-values.js';
import { addShell, newScope, type ShellScope, type Snippet } from '../shell/commands.js';
import { argvCommand } from '../shell/argv.js';
import { finish, SnippetBuilder } from '../shell/files.js';
import type { Reader } from '../language.js';
import { suppressionLines } from '../virtual/comments.js';
import type { VirtualDoc } from '../virtual/document.js';
import { itemsOf, ModelBuilder, type EditSpelling } from '../virtual/model.js';
import { spelledHost } from '../../core/extract/other-server.js';
import { GITLAB_NAME } from '../../core/extract/guesses.js';
import { builtDoc } from '../virtual/estree.js';
import { gitlabCi } from './kind.js';

type Yaml = typeof import('yaml');
let yaml: Yaml | undefined;
const load = () => (yaml ??= createRequire(import.meta.url)('yaml') as Yaml);

// In the order the runner runs them: `before_script` and `script` in one shell, then `after_script`.
const SCRIPTS = new Set(['before_script', 'script', 'after_script']);

/**
 * A value that is a client's command line (`curl …`, `wget …`, HTTPie's `http …`, `xh …`): what a
 * program that takes commands as values runs — a scheduler's job label, a cron runner's variable, a
 * release tool's exec option, a page's inline code. A value that only names a URL is no command.
 */
export const COMMAND_LINE = /^\s*(?:curl|wget|https?|xh)\s+\S/;

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

/** The shell variable a CI input stands for: no job's variable can be named so. */
export const inputVariable = (name: string) => `__input_${name.replace(/\W/g, '_')}`;

/**
 * `$[[ inputs.x ]]` (a CI file's input, interpolated before the file is read) as the variable its value
 * is bound to (`inputVariable`), each character spelled where the interpolation starts; one with a
 * function (`| expand_vars`) is left as it is, unread.
 */
function interpolated(snip: Snippet): Snippet {
  if (!snip.text.includes('$[[')) return snip;
  const sb = new SnippetBuilder();
  for (let i = 0; i < snip.text.length; i++) {
    const m = /^\$\[\[\s*inputs\.([\w-]+)\s*\]\]/.exec(snip.text.slice(i, i + 200));
    if (!m) {
      sb.push(snip.text[i], snip.off(i));
      continue;
    }
    for (const ch of `\${${inputVariable(m[1])}}`) sb.push(ch, snip.off(i));
    i += m[0].length - 1;
  }
  return sb.build();
}

/** Shell read out of a YAML document: assignments from maps of variables, commands from scalars. */
export class YamlShell {
  readonly m = new ModelBuilder();
  scope: ShellScope = newScope();
  readonly yaml = load();
  readonly root: YamlNode | null;
  readonly document: Document;
  /** A value the reader leaves unread as another server's base (compose: a base on a host no GitLab route of the file is on). */
  otherServer?: (name: string, value: string) => boolean;

  /** A CI file's `spec:` header (the document before `---`): its `inputs:`, which `$[[ inputs.x ]]` reads. */
  readonly header?: YamlNode | null;

  constructor(readonly text: string) {
    const docs: Document[] = this.yaml.parseAllDocuments(text, { keepSourceTokens: false }) as Document[];
    for (const d of docs) if (d.errors.length) throw new Error(d.errors[0].message);
    // A file of several documents is read when it is a CI file's header and its jobs; anything else is one document's reader's error.
    const spec = docs.length === 2 && this.yaml.isMap(docs[0].contents) && docs[0].contents.has('spec');
    if (docs.length > 1 && !spec) throw new Error('Source contains multiple documents');
    const doc = docs[docs.length - 1] ?? this.yaml.parseDocument(text);
    if (spec) this.header = docs[0].contents as YamlNode;
    this.document = doc;
    this.root = doc.contents as YamlNode | null;
    // Suppression comments, kept on their lines (one inside a `|` block is the same line's comment for the shell).
    for (const { at, body } of suppressionLines(text, gitlabCi.comments)) this.m.add({ kind: 'comment', at, body });
  }

  /** What an alias (`*gitlab`) stands for: the anchored node, where the file spells it. */
  resolve(node: unknown): YamlNode | null | undefined {
    return this.yaml.isAlias(node) ? (node.resolve(this.document) as YamlNode | undefined) : (node as YamlNode | null | undefined);
  }

  /**
   * The pairs of a map as YAML's merge key reads them: those of each map `<<: *anchor` names
   * first (an alias, or a list of them), then the map's own, which override them.
   */
  pairs(node: unknown, seen: ReadonlySet<unknown> = new Set()): Pair[] {
    const { isMap, isScalar, isSeq } = this.yaml;
    const map = this.resolve(node);
    if (!isMap(map) || seen.has(map)) return [];
    const out: Pair[] = [];
    for (const pair of map.items) {
      if (!isScalar(pair.key) || pair.key.value !== '<<') continue;
      const from = isSeq(pair.value) ? pair.value.items : [pair.value];
      for (const m of from) out.push(...this.pairs(m, new Set([...seen, map])));
    }
    return [...out, ...map.items.filter((p) => !(isScalar(p.key) && p.key.value === '<<'))] as Pair[];
  }

  /** `NAME: value` pairs (or `NAME: { value: … }`) as `NAME="value"`, the value's characters where the file spells them; `skip`: pairs or items read otherwise. */
  variables(node: YamlNode | null | undefined, skip: ReadonlySet<unknown> = new Set(), merged = true) {
    const { isMap, isScalar, isSeq } = this.yaml;
    node = this.resolve(node);
    // `variables: !reference [.vars, variables]`: another job's variables, set here as if written here.
    if (isSeq(node) && node.tag === '!reference') return this.referenced(node, (target) => this.variables(target, skip, merged));
    if (isSeq(node)) return node.items.filter((i) => !skip.has(i)).forEach((i) => this.script(i as YamlNode)); // `- NAME=value`
    if (!isMap(node)) return;
    for (const pair of merged ? this.pairs(node) : this.pairs(node).filter((p) => node.items.includes(p))) {
      if (skip.has(pair)) continue;
      const key = pair.key;
      let value = this.resolve(pair.value);
      if (isMap(value)) value = value.get('value', true) as YamlNode | null;
      if (!isScalar(key) || !isScalar(value) || !key.range || !value.range) continue;
      const snip = scalarSnippet(this.text, value);
      if (!snip || this.otherServer?.(String(key.value), snip.text)) continue;
      this.assign(key, value, snip);
    }
  }

  /** `NAME="value"`: `key`'s name assigned a value's characters (`snip`: where the file spells each). */
  assign(key: Scalar, value: Scalar, snip: Snippet, name?: string) {
    // A name the file does not spell (an input's variable) is spelled where its key is.
    const sb = name ? new SnippetBuilder() : new SnippetBuilder().copy(this.text, key.range![0], key.range![1]);
    if (name) for (const ch of name) sb.push(ch, key.range![0]);
    sb.push('=', value.range![0]).push('"', value.range![0]);
    for (let i = 0; i < snip.text.length; i++) sb.push(snip.text[i] === '"' ? "'" : snip.text[i], snip.off(i));
    addShell(this.m, interpolated(sb.push('"', value.range![1]).build()), this.scope);
  }

  /** GitLab's `!reference [.job, key]`: the lines it stands for (set by the CI reader, which knows the jobs). */
  reference?: (path: string[]) => YamlNode | undefined;
  private referencing = 0;

  /** `read` on what a `!reference [.job, key, …]` stands for, where the file says (not through more than ten references). */
  private referenced(node: YAMLSeq, read: (target: YamlNode) => void) {
    const path = node.items.map((i) => (this.yaml.isScalar(i) ? String(i.value) : ''));
    const target = this.referencing < 10 && path.every(Boolean) ? this.reference?.(path) : undefined;
    this.referencing++;
    if (target) read(target);
    this.referencing--;
  }

  /** A scalar, or a list of them, as shell text; `dollars`: `$$` is compose's escape for the shell's `$`. */
  script(node: YamlNode | null | undefined, dollars = false) {
    const { isScalar, isSeq } = this.yaml;
    // `- *steps`: the lines an anchor holds, run here (GitLab flattens a list in a script's list).
    node = this.resolve(node);
    // The lines of another job's key, run here as if written here (a hidden job's functions, its setup).
    if (isSeq(node) && node.tag === '!reference') return this.referenced(node, (target) => this.script(target, dollars));
    if (isScalar(node) && node.range) {
      const snip = scalarSnippet(this.text, node);
      if (snip) this.command(snip, dollars);
    } else if (isSeq(node)) for (const item of node.items) this.script(item as YamlNode, dollars);
  }

  /** Shell text from `from` on in a scalar's characters; `dollars` as `script`'s. */
  command(snip: Snippet, dollars = false, from = 0) {
    const sb = new SnippetBuilder();
    for (let i = from; i < snip.text.length; i++) if (!(dollars && snip.text[i] === '$' && snip.text[i + 1] === '$')) sb.push(snip.text[i], snip.off(i));
    addShell(this.m, interpolated(sb.build()), this.scope);
  }

  doc(spelling?: EditSpelling): VirtualDoc {
    return builtDoc(finish(this.m, this.scope, spelling), this.text);
  }
}

export function gitlabCiDocs(text: string): VirtualDoc[] {
  const y = new YamlShell(text);
  const { isMap, isScalar } = y.yaml;
  const root = y.root;
  if (!isMap(root)) return [];
  const { isSeq } = y.yaml;
  /** `name: value` pairs of a map as the variables `$[[ inputs.name ]]` reads (`pick`: the value of a pair). */
  const inputs = (map: unknown, pick: (v: unknown) => unknown) => {
    for (const pair of isMap(map) ? map.items : []) {
      const value = pick(y.resolve(pair.value));
      const snip = isScalar(pair.key) && pair.key.range && isScalar(value) && value.range ? scalarSnippet(text, value) : undefined;
      if (snip) y.assign(pair.key as Scalar, value as Scalar, snip, inputVariable(String((pair.key as Scalar).value)));
    }
  };
  // A file's own inputs' defaults (its `spec:` header) and the inputs it hands the files it includes
  // (`include: - local: … inputs:`): the values their `$[[ inputs.x ]]` stand for, shared by name with
  // those files (the cross-file link).
  const spec = isMap(y.header) ? y.header.get('spec', true) : undefined;
  inputs(isMap(spec) ? spec.get('inputs', true) : undefined, (v) => (isMap(v) ? v.get('default', true) : undefined));
  const include = y.resolve(root.get('include', true));
  for (const entry of isSeq(include) ? include.items : [include]) if (isMap(entry)) inputs(y.resolve(entry.get('inputs', true)), (v) => v);
  y.variables(root.get('variables', true) as YamlNode);
  // `workflow: rules:` variables are the pipeline's, as the file's own are (a rule that holds sets them).
  const workflow = y.resolve(root.get('workflow', true));
  if (isMap(workflow)) for (const rule of ruleVariables(y, workflow)) y.variables(rule);
  const jobs = new Map<string, YAMLMap>();
  for (const pair of root.items) if (isScalar(pair.key) && isMap(pair.value)) jobs.set(String(pair.key.value), pair.value);
  y.reference = ([job, ...keys]) => {
    let at: unknown = jobs.get(job);
    for (const key of keys) at = isMap(at) ? at.get(key, true) : undefined;
    return at as YamlNode | undefined;
  };
  // The jobs as a tree of the templates they extend: a template's variables are read once, in a
  // block around every job that extends it (each job a block of its own: a shell of its own).
  const tree: Tree = new Map();
  for (const pair of root.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : '';
    if (SCRIPTS.has(name)) y.script(pair.value as YamlNode);
    // `default:`'s scripts run in every job that has none of its own: read at the top, as the
    // global `before_script` is, so that each job's shell has what they define (a function).
    if (name === 'default' && isMap(pair.value)) for (const key of SCRIPTS) y.script(pair.value.get(key, true) as YamlNode);
    if (!isMap(pair.value) || name === 'variables' || name === 'default') continue;
    let at = tree;
    for (const t of lineage(y, jobs, pair.value).slice(0, -1)) {
      if (!at.has(t)) at.set(t, new Map());
      at = at.get(t)!;
    }
    if (!at.has(pair.value)) at.set(pair.value, new Map());
  }
  const emit = (level: Tree) => {
    for (const [job, under] of level) {
      const outer = y.scope;
      // A job's shell is its own: what it declares and the functions it defines end with it.
      y.scope = { ...outer, declared: new Set(outer.declared), wrappers: new Map(outer.wrappers) };
      y.m.open({ kind: 'block', items: [] });
      y.variables(job.get('variables', true) as YamlNode);
      // A job's `rules:` variables: its own when the rule holds (each rule's, in turn: one of them is the run's).
      for (const rule of ruleVariables(y, job)) y.variables(rule);
      for (const key of SCRIPTS) y.script(job.get(key, true) as YamlNode);
      emit(under);
      y.m.close();
      y.scope = outer;
    }
  };
  emit(tree);
  // A file with inputs is included by others, whose values win over its defaults and which no reader
  // here joins to its calls: its findings are reported, and no edit of it is made (a route moved on
  // an input that another file keeps v3 would be a wrong request).
  return [y.doc(y.header ? () => undefined : undefined)];
}

/** The `variables:` maps of a job's (or `workflow:`'s) `rules:` items. */
function ruleVariables(y: YamlShell, job: YAMLMap): YamlNode[] {
  const rules = y.resolve(job.get('rules', true));
  if (!y.yaml.isSeq(rules)) return [];
  return rules.items.flatMap((r) => {
    const rule = y.resolve(r);
    const vars = y.yaml.isMap(rule) ? y.resolve(rule.get('variables', true)) : undefined;
    return vars ? [vars] : [];
  });
}

/**
 * Whether YAML under another name is a CI file: one a pipeline includes (`ci/jobs.yml`) has a `spec:`
 * header before its jobs, or jobs — top-level maps with a `script:` (what a runner runs, not a
 * configuration's value).
 */
export function isCiYaml(text: string): boolean {
  if (!/^[ \t]+(?:before_|after_)?script:/m.test(text)) return false;
  const { isMap, isScalar, isSeq } = load();
  let docs;
  try {
    docs = load().parseAllDocuments(text);
  } catch {
    return false;
  }
  if (!Array.isArray(docs) || docs.some((d) => d.errors.length)) return false;
  const last = docs[docs.length - 1]?.contents;
  const jobs = isMap(last) ? last.items.filter((p) => isMap(p.value) && [...SCRIPTS].some((k) => { const v = (p.value as YAMLMap).get(k, true); return isSeq(v) || isScalar(v); })) : [];
  return jobs.length > 0 && (docs.length === 1 || (docs.length === 2 && isMap(docs[0].contents) && docs[0].contents.has('spec')));
}

/** Jobs by the template they extend (a job that extends none is at the top; a template extended by none is a job). */
type Tree = Map<YAMLMap, Tree>;

/**
 * A job and the jobs of the file it `extends:`, farthest first (GitLab merges them in that order,
 * the job's own keys last). A name the file does not define (a template of an including file) is
 * left out: its variables are another file's, which the cross-file link reads by name.
 */
function lineage(y: YamlShell, jobs: ReadonlyMap<string, YAMLMap>, job: YAMLMap, seen: ReadonlySet<YAMLMap> = new Set()): YAMLMap[] {
  const { isScalar, isSeq } = y.yaml;
  const ext = job.get('extends', true) as YamlNode | null | undefined;
  const names = isScalar(ext) ? [ext] : isSeq(ext) ? ext.items : [];
  const out: YAMLMap[] = [];
  for (const n of names) {
    const parent = isScalar(n) ? jobs.get(String(n.value)) : undefined;
    // A cycle is GitLab's error; a job seen already adds nothing.
    if (!parent || seen.has(parent) || parent === job) continue;
    for (const j of lineage(y, jobs, parent, new Set([...seen, job]))) if (!out.includes(j)) out.push(j);
  }
  return [...out, job];
}

/**
 * docker-compose: each service's `environment:` (a map or `- NAME=value` lines, anchors and merge
 * keys resolved) as assignments, its `command:`, `entrypoint:` and `healthcheck: test:` as shell
 * when they are shell (a string, or a list after `CMD-SHELL` or `sh -c`). The container runs its
 * entrypoint with the command as arguments: an `entrypoint: ["/bin/sh", "-c"]` makes the first
 * word of a `command:` list the script. The exec form runs no shell: a client's words (`["CMD",
 * "curl", …]`, an entrypoint's list and the command's after it, or a command's list when the file
 * gives no entrypoint: the image's runs it) are its command as they are (shell/argv.ts), and another program's URL arguments
 * (`--search-url https://…`) are values it reads, as a configuration's (for review).
 */
export function composeDocs(text: string): VirtualDoc[] {
  const y = new YamlShell(text);
  const { isMap, isScalar, isSeq } = y.yaml;
  const services = isMap(y.root) ? y.root.get('services', true) : undefined;
  if (!isMap(services)) return [];
  const words = (node: unknown) => (isSeq(node) ? node.items.map((i) => (isScalar(i) ? String(i.value) : '')) : []);
  const shellAt = (w: string[]) => (w[0] === 'CMD-SHELL' ? 1 : /^(\/bin\/)?(ba)?sh$/.test(w[0] ?? '') && w[1] === '-c' ? 2 : -1);
  const routes: VirtualDoc[] = [];
  const review: [number, number][] = [];
  // `direct`: a healthcheck's `CMD` runs its words as they are; another program's list (a `command:`
  // handed to an entrypoint that is not a client's) has only the values its options name read.
  const exec = (node: unknown, from: number, direct: boolean) => {
    if (!isSeq(node)) return;
    const ws = argv(node.items.slice(from));
    if (!ws) return;
    if (direct) return void client(ws);
    const values = ws.flatMap((w, i) => (/\/api\/v3/.test(w.text) && /^-/.test(ws[i - 1]?.text ?? '') && !y.otherServer?.(ws[i - 1].text, w.text) ? [{ chars: [...w.text].map((ch, k) => ({ ch, off: w.off(k) })), keys: [ws[i - 1].text], range: [w.off(0), w.off(w.text.length)] as [number, number] }] : []));
    if (values.length) routes.push(...routeDocs(y.text, values));
  };
  /** A list's words, each where the file spells it; undefined when one is not a scalar read exactly. */
  const argv = (items: readonly unknown[]) => {
    const ws = items.map((i) => (isScalar(i) && i.range ? scalarSnippet(y.text, i) : undefined));
    return ws.every(Boolean) ? (ws as Snippet[]) : undefined;
  };
  /** Words a client is run with, no shell between (the container's argument list): its request, for review (no differential test runs compose). */
  const client = (ws: Snippet[]) => {
    const snip = argvCommand(ws, true);
    if (!snip) return false;
    review.push([ws[0].off(0), ws[ws.length - 1].off(ws[ws.length - 1].text.length)]);
    addShell(y.m, snip, y.scope);
    return true;
  };
  const shell = (node: unknown, direct = false) => {
    if (isScalar(node)) return y.script(node, true);
    if (!isSeq(node)) return;
    const at = shellAt(words(node));
    if (at > 0 && at < node.items.length) y.script(node.items[at] as YamlNode, true);
    else if (at < 0) exec(node, direct ? 1 : 0, direct);
  };
  // Each service's environment values that are whole route URLs first: the hosts they are on are GitLab's.
  const gitlabHosts = new Set<string>();
  const routed = new Map<unknown, VirtualDoc[]>();
  const perService = new Map<unknown, Set<unknown>>();
  for (const pair of services.items) {
    if (!isMap(pair.value)) continue;
    const reads = [pair.value.get('command', true), pair.value.get('entrypoint', true), pair.value.get('healthcheck', true)];
    perService.set(pair, wholeRoutes(y, y.resolve(pair.value.get('environment', true)), reads, routed, gitlabHosts));
  }
  for (const docs of routed.values()) routes.push(...docs);
  // A base alone on a host no GitLab route of the file is on, named for nothing GitLab: another server's.
  y.otherServer = (name, value) => {
    const host = BASE_ONLY_URL.test(value) ? spelledHost(value) : undefined;
    return !!host && gitlabHosts.size > 0 && !gitlabHosts.has(host) && !GITLAB_NAME.test(`${name} ${host}`);
  };
  // The anchored maps an environment merges (`<<: *gitlab`) or is (`environment: *gitlab`), as a
  // tree: each anchor's pairs are read once, in a block around the services that take it. A service
  // whose anchors would sit in a second place in the tree reads none (one binding per place).
  const tree: Tree = new Map();
  const placed = new Set<YAMLMap>();
  const anchored = new Map<unknown, boolean>();
  for (const pair of services.items) {
    if (!isMap(pair.value)) continue;
    const chain = anchorsOf(y, pair.value.get('environment', true));
    let at = tree;
    let ok = true;
    for (const a of chain) {
      if (!at.has(a) && placed.has(a)) ok = false;
      if (!ok) break;
      if (!at.has(a)) at.set(a, new Map());
      placed.add(a);
      at = at.get(a)!;
    }
    anchored.set(pair, ok);
    if (ok) at.set(pair.value, new Map());
  }
  const emit = (level: Tree) => {
    for (const [node, under] of level) {
      const service = services.items.find((p) => p.value === node);
      y.m.open({ kind: 'block', items: [] });
      if (service) readService(service);
      else if (!unseen(node, under)) y.variables(node, new Set(routed.keys()), false);
      else {
        // A service takes the anchor and its commands do not read it: its program, which the file does
        // not show, reads the values. They are a configuration's then: reported, never moved alone.
        const values = node.items.flatMap((p) => {
          const v = y.resolve(p.value);
          const snip = !routed.has(p) && isScalar(p.key) && isScalar(v) && v.range ? scalarSnippet(y.text, v) : undefined;
          return snip && !y.otherServer?.(String((p.key as Scalar).value), snip.text) ? [{ chars: [...snip.text].map((ch, i) => ({ ch, off: snip.off(i) })), keys: [String((p.key as Scalar).value)], range: [snip.off(0), snip.off(snip.text.length)] as [number, number] }] : [];
        });
        routes.push(...routeDocs(y.text, values));
      }
      emit(under);
      y.m.close();
    }
  };
  /** Whether a service under an anchor does not read one of its names in its own commands. */
  const unseen = (anchor: YAMLMap, under: Tree): boolean =>
    [...under].some(([node, below]) => {
      const service = services.items.find((p) => p.value === node);
      if (!service || !isMap(service.value)) return unseen(anchor, below);
      const said = JSON.stringify(['command', 'entrypoint', 'healthcheck'].map((k) => (service.value as YAMLMap).get(k)));
      return anchor.items.some((p) => isScalar(p.key) && !said.includes(String(p.key.value)));
    });
  const readService = (pair: Pair) => {
    if (!isMap(pair.value)) return;
    const command = pair.value.get('command', true);
    const entrypoint = pair.value.get('entrypoint', true);
    const environment = pair.value.get('environment', true) as YamlNode;
    // A value that is a command is that command (below), not a variable whose value is a base.
    const commands = [...commandValues(environment), ...commandValues(pair.value.get('labels', true))];
    if (!y.yaml.isAlias(environment)) y.variables(environment, new Set([...(perService.get(pair) ?? []), ...commands.map((c) => c.holder)]), false);
    // A build's arguments: the values of the Dockerfile's `ARG`s, read by the build (another file).
    const build = pair.value.get('build', true);
    if (isMap(build)) y.variables(build.get('args', true) as YamlNode, new Set(), false);
    // The container runs its entrypoint (the file's list, or the image's) with the command's words after it:
    // a client's words there (`command: ["curl", …]`, or `entrypoint: ["curl", …]` and `command: ["-X", …]`) are its request.
    const container = isSeq(entrypoint) ? argv([...entrypoint.items, ...(isSeq(command) ? command.items : command == null ? [] : [null])]) : entrypoint == null && isSeq(command) ? argv(command.items) : undefined;
    if (!container || !client(container)) {
      shell(command);
      shell(entrypoint);
    }
    // `entrypoint: ["/bin/sh", "-c"]` and `command: ["curl …"]`: the command's first word is the script.
    if (isSeq(entrypoint) && isSeq(command) && entrypoint.items.length === shellAt(words(entrypoint)) && command.items[0]) y.script(command.items[0] as YamlNode, true);
    const health = pair.value.get('healthcheck', true);
    // A healthcheck's exec form starts with `CMD`.
    if (isMap(health)) shell(health.get('test', true), words(health.get('test', true))[0] === 'CMD');
    // Lifecycle hooks (`post_start`, `pre_stop`): each a command the container runs, as `command:` is.
    for (const key of ['post_start', 'pre_stop']) {
      const hooks = pair.value.get(key, true);
      if (isSeq(hooks)) for (const hook of hooks.items) if (isMap(hook)) shell(hook.get('command', true));
    }
    for (const { snip, from } of commands) {
      review.push([snip.off(from), snip.off(snip.text.length - 1) + 1]);
      y.command(snip, true, from);
    }
  };
  /**
   * Labels and environment values (a map's values, or a list's `name=value` items) that are a client's
   * command line: another program runs them (a scheduler's job label, a cron runner's variable), so they
   * are read as the commands they are, their fixes for review (no differential test runs that program).
   */
  const commandValues = (node: unknown): { holder: unknown; snip: Snippet; from: number }[] => {
    const map = y.resolve(node);
    // The pair (a map's) or the item (a list's `name=value`) that holds each value.
    const held: [unknown, unknown][] = isMap(map) ? y.pairs(map).map((p) => [p, y.resolve(p.value)]) : isSeq(map) ? map.items.map((i) => [i, i]) : [];
    return held.flatMap(([holder, value]) => {
      const snip = isScalar(value) && value.range ? scalarSnippet(y.text, value) : undefined;
      const from = snip && isSeq(map) ? snip.text.indexOf('=') + 1 : 0;
      return snip && COMMAND_LINE.test(snip.text.slice(from)) ? [{ holder, snip, from }] : [];
    });
  };
  emit(tree);
  for (const pair of services.items)
    if (anchored.get(pair) === false) {
      y.m.open({ kind: 'block', items: [] });
      readService(pair);
      y.m.close();
    }
  for (const item of itemsOf(y.m.items)) if (item.kind === 'request' && review.some(([s, e]) => s <= item.at && item.at < e)) delete item.style;
  return [y.doc(), ...routes];
}

/** The anchored maps an environment takes, farthest first: those it merges (and theirs), or the one it is an alias of. */
function anchorsOf(y: YamlShell, environment: unknown, seen: ReadonlySet<unknown> = new Set()): YAMLMap[] {
  const { isAlias, isMap, isScalar, isSeq } = y.yaml;
  const map = y.resolve(environment);
  if (!isMap(map) || seen.has(map)) return [];
  const out: YAMLMap[] = [];
  for (const pair of map.items) {
    if (!isScalar(pair.key) || pair.key.value !== '<<') continue;
    for (const m of isSeq(pair.value) ? pair.value.items : [pair.value]) for (const a of anchorsOf(y, m, new Set([...seen, map]))) if (!out.includes(a)) out.push(a);
  }
  return isAlias(environment) ? [...out, map] : out;
}

/** A URL that is a base alone. */
const BASE_ONLY_URL = /\/api\/v3\/?$/;

/**
 * A service's environment values that are whole route URLs (`PROJECTS_URL: https://…/api/v3/projects/owned`)
 * and that its own command does not read: its program reads them with a method the file does not
 * say, as a configuration's value (config-files' routeDocs), by the pair or item that holds each
 * (`routed`: once for a pair an anchor gives several services). Returns the holders of this service's;
 * `hosts` gets the hosts they are on.
 */
function wholeRoutes(y: YamlShell, environment: YamlNode | null | undefined, commands: unknown[], routed: Map<unknown, VirtualDoc[]>, hosts: Set<string>): Set<unknown> {
  const { isMap, isScalar, isSeq } = y.yaml;
  const out = new Set<unknown>();
  if (!y.text.includes('/api/v3/')) return out;
  const read = JSON.stringify(commands.map((c) => (c && typeof c === 'object' && 'toJSON' in c ? (c as { toJSON(): unknown }).toJSON() : c)));
  const take = (holder: unknown, name: string, value: unknown, skip: number) => {
    if (!isScalar(value) || read.includes(name)) return;
    if (routed.has(holder)) return out.add(holder);
    const snip = scalarSnippet(y.text, value);
    if (!snip) return;
    const chars = [...snip.text.slice(skip)].map((ch, i) => ({ ch, off: snip.off(skip + i) }));
    const docs = routeDocs(y.text, [{ chars, keys: [name], range: [snip.off(skip), snip.off(snip.text.length)] }], true);
    if (!docs.length) return;
    routed.set(holder, docs);
    out.add(holder);
    const host = spelledHost(snip.text.slice(skip));
    if (host) hosts.add(host);
  };
  if (isMap(environment)) for (const pair of y.pairs(environment)) take(pair, isScalar(pair.key) ? String(pair.key.value) : '', y.resolve(pair.value), 0);
  if (isSeq(environment))
    for (const item of environment.items) {
      const name = isScalar(item) ? /^(\w+)=/.exec(String(item.value))?.[1] : undefined;
      if (name) take(item, name, item, name.length + 1);
    }
  return out;
}

// docker-compose's reader is compose.ts: its services are read here, its configs' content there.
export const readers: Readonly<Record<typeof gitlabCi.name, Reader>> = { [gitlabCi.name]: { documents: gitlabCiDocs } };
