// Shell command lines as requests: `curl`, `wget` and HTTPie (`http`/`https`) commands of a script
// become requests of the document's model (virtual/model.ts: method, URL pieces, body and query
// fields), and variable assignments bindings, so the linter follows `$API/projects/$ID` to the
// place that spells `/api/v3`. Parsed with tree-sitter's bash grammar (@ast-grep/napi with the prebuilt
// @ast-grep/lang-bash: no download or build at install), loaded when the first shell text comes.
import { stylesOf } from '../../clients/index.js';
import { parseWith, type SgNode } from '../virtual/tree-sitter.js';
import { shell, SHELLS } from './kind.js';
import { commentOpening } from '../virtual/comments.js';
import { fillPercent } from '../script-tree/values.js';
import { DIRECTIVE_PREFIX, PLUGIN_RULE_PREFIX } from '../../core/policy/directives.js';
import { OTHER_SERVICE } from '../../core/extract/guesses.js';
import type { Field, Method, ModelBuilder, Param, Piece, Request, Spelled, Value } from '../virtual/model.js';

/** Shell text inside a file: its characters and where each one stands in the original. */
export interface Snippet {
  text: string;
  /** The original offset of the snippet's character `i` (`i === text.length`: just after its last). */
  off: (i: number) => number;
}

export const identitySnippet = (text: string, base = 0): Snippet => ({ text, off: (i) => base + i });

/** Where the variables of a file are assigned, and which ones its requests read. */
export interface ShellScope {
  declared: Set<string>;
  used: Set<string>;
  /** Original ranges of assigned values, by variable. */
  values: Map<string, [number, number][]>;
  /** Original offsets of the variables read where a request or an assignment spells them. */
  spelled: Set<number>;
  /** Variables that hold a client command (`REQUEST="curl -s -H …"`, run as `${REQUEST} "$API/…"`): the client. */
  commands: Map<string, string>;
  /** Functions whose body runs one client command on their arguments (`apiCall GET "/projects/$id/builds"`). */
  wrappers: Map<string, Wrapper>;
  /** Functions whose body only prints one word (`api_url() { echo "$HOST/api/v3"; }`): what `$(api_url)` stands for. */
  prints: Map<string, Held>;
  /** Arrays of words (`AUTH=(-H "PRIVATE-TOKEN: $T")`): what `"${AUTH[@]}"` stands for in a command. */
  arrays: Map<string, Held>;
  /**
   * Variables that hold a client's options and nothing else that changes the request (`AUTH="-H 'PRIVATE-TOKEN: $T'"`,
   * make's `AUTH = -H …`): unquoted in a command (`curl $AUTH "$API/…"`) the shell splits them into options, not a URL.
   */
  options: Set<string>;
  /**
   * Original ranges of format strings (`printf -v url '%s/…'`, Python's `'%s/…' % x` and
   * `'{}/…'.format(x)`): an edit there spells a `%` as `%%` (`percent`), a brace doubled (`braces`).
   */
  formats: Format[];
  /** Variables a `printf -v` assigns. */
  formatted: Set<string>;
}
export interface Format {
  range: [number, number];
  kind: 'percent' | 'braces';
}

/** The range of a template's characters as the file spells them, as a format whose edits `finish` escapes. */
export function formatOf(template: readonly Piece[], kind: Format['kind']): Format | undefined {
  const chars = template.filter((p): p is Piece & Spelled => p.kind === 'char' && p.off >= 0);
  return chars.length ? { range: [chars[0].off, chars[chars.length - 1].off + 1], kind } : undefined;
}

/** Nodes kept for later reading, with the snippet they were parsed from (their offsets are its own). */
interface Held {
  snip: Snippet;
  nodes: SgNode[];
}
export const newScope = (): ShellScope => ({ declared: new Set(), used: new Set(), values: new Map(), spelled: new Set(), commands: new Map(), wrappers: new Map(), prints: new Map(), arrays: new Map(), options: new Set(), formats: [], formatted: new Set() });

/**
 * A shell function around a client command: the command, and which of the function's arguments
 * each of its variables is (`local method="$1" path="$2"`, or `$1` itself); `shift`: how many
 * arguments `shift` took off before `"$@"`.
 */
interface Wrapper {
  client: string;
  command: SgNode;
  args: Map<string, number>;
  shift: number;
}

/** A caller's arguments, as the function's body reads them. */
interface Call {
  node: SgNode;
  args: Piece[][];
  wrapper: Wrapper;
}

/** Programs whose `-e NAME=value`/`--env NAME=value` hand a variable to what they run: it is assigned there. */
const ENV_HANDOFF = /^(docker|podman|nerdctl)$/;

/** Curl options that take a value (the next word, or the rest of `-Xvalue`); the others take none. */
const CURL_VALUE = new Set('-A -b -c -C -d -D -e -E -F -H -K -m -o -r -T -u -U -w -x -X -y -Y -z -Q'.split(' '));
const CURL_LONG_VALUE =
  /^--(request|data|data-raw|data-binary|data-ascii|data-urlencode|json|form|form-string|header|output|user|user-agent|referer|cookie|cookie-jar|max-time|connect-timeout|retry|retry-delay|retry-max-time|cacert|capath|cert|key|proxy|resolve|write-out|upload-file|url|config|range|limit-rate|oauth2-bearer|dump-header|trace|trace-ascii|stderr|interface|max-filesize|netrc-file|pass|proto|proto-redir|unix-socket|variable|expand-url|url-query)$/;
const DATA_OPTIONS = /^(-d|--data|--data-raw|--data-binary|--data-ascii|--data-urlencode|--json)$/;
const FORM_OPTIONS = /^(-F|--form|--form-string)$/;
const WGET_LONG_VALUE = /^--(method|post-data|post-file|body-data|body-file|header|output-document|user|password|auth)$/;
/** wget's and HTTPie's options that take the next word (`wget -O file`, `http -a user:pw`): it is not the URL. */
const WGET_SHORT_VALUE = new Set('-O -o -a -e -i -B -t -T -w -Q -P -U -l -A -R -D -I -X'.split(' '));
const HTTPIE_SHORT_VALUE = new Set('-a -A -o -p -P -s'.split(' '));
const HTTPIE_LONG_VALUE = /^--(auth|auth-type|output|print|style|pretty|session|session-read-only|verify|cert|cert-key|timeout|proxy|max-redirects|format-options)$/;
/** The HTTP programs of the client registry (src/clients/shell.ts), by the names a command line calls them. */
const PROGRAMS = stylesOf('shell');
const CLIENTS = new RegExp(`^(${PROGRAMS.flatMap((s) => s.names).join('|')})$`);
/** Whether a program (its name, no path) is one of the registry's HTTP programs the reader reads. */
export const isClientProgram = (name: string): boolean => CLIENTS.test(name);
/** The registry style a program's requests go through. */
const styleOfProgram = (program: string) => PROGRAMS.find((s) => s.names.includes(program))?.id;
/** A comment's opening in the shell's syntax (its registry line's `comments`). */
const COMMENT_OPENING = new RegExp(String.raw`^${commentOpening(shell.comments)}\s*`);

/** A JSON value that is not a string: a fix that makes it one must add the quotes JSON needs. */
const JSON_LITERAL = /^(-?\d[\d.eE+-]*|true|false|null)$/;
/**
 * Commands that print or test what they are given: a base read there sends no request.
 * (`export`, `local`, `readonly` and `declare` are declarations to tree-sitter, not commands: the
 * assignments in them are read as assignments.)
 */
const QUIET = /^(echo|printf|test|\[|\[\[|:)$/;

/**
 * The text that names method `m` for a command whose method its options imply (`-d`: POST, `-T`:
 * PUT, `-I`: HEAD), inserted after the command's name: `curl -X POST`, `wget --method=POST`,
 * `http POST`. Undefined where the command would then mean something else: a body sent with a GET
 * (curl and HTTPie send it; `-G` is the way to a query), `-I`'s headers-only output, wget's
 * `--post-data` beside a `--method`.
 */
function spellMethod(client: string, implied: string | undefined, body: boolean, m: string): string | undefined {
  if (implied === 'HEAD' || !/^[A-Z]+$/.test(m) || (body && (m === 'GET' || m === 'HEAD'))) return undefined;
  if (client === 'curl') return ` -X ${m}`;
  if (client === 'wget') return body ? undefined : ` --method=${m}`;
  return ` ${m}`;
}

/** Adds the requests and assignments of shell text to the document's model. */
export function addShell(m: ModelBuilder, snip: Snippet, scope: ShellScope): boolean {
  // A request, an assignment, or a read of a name the text before assigned (a base given to a command this does not read).
  const named = (text: string) => [...text.matchAll(/[\w-]+/g)].some((w) => scope.wrappers.has(w[0]));
  if (!/\b(curl|wget|https?|xh)\b|=/.test(snip.text) && ![...snip.text.matchAll(/\$\{?(\w+)/g)].some((m) => scope.declared.has(m[1])) && !(scope.wrappers.size && named(snip.text))) return false;
  let root: SgNode;
  try {
    root = parseWith('bash', snip.text);
  } catch {
    return false;
  }
  new ShellWalker(m, snip, scope).visit(root);
  return true;
}

/** The characters a word starts with, up to its first variable. */
function leadText(ps: readonly Piece[]): string {
  let s = '';
  for (const p of ps) {
    if (p.kind !== 'char') break;
    s += p.ch;
  }
  return s;
}

/**
 * Arguments as the shell splits them. tree-sitter's bash grammar splits an unquoted
 * `$API/users/$ID/block` after its second `$` (`$API/users/$` and `ID/block`, with nothing
 * between them): such neighbours are one word again.
 */
function joinSplitWords(args: SgNode[]): SgNode[][] {
  const out: SgNode[][] = [];
  for (const a of args) {
    const last = out.at(-1)?.at(-1);
    if (last && last.text().endsWith('$') && last.range().end.index === a.range().start.index) out.at(-1)!.push(a);
    else out.push([a]);
  }
  return out;
}

/** A test's operators of equality (`=`, `==`, `-eq` and their negations): a status compared to one number. */
const EQUALITY = /^(?:==?|!=|-eq|-ne)$/;

class ShellWalker {
  /** The variable whose assigned value is being read. */
  private assigning: string | undefined;
  /** Requests whose command writes the answer's status (`curl -w '%{http_code}'`), by the command's start in the snippet. */
  private readonly statusOf = new Map<number, Request>();
  /** Variables that hold such a status (`code=$(curl -w '%{http_code}' …)`). */
  private readonly statusIn = new Map<string, Request>();

  constructor(
    private readonly m: ModelBuilder,
    private readonly snip: Snippet,
    private readonly scope: ShellScope,
  ) {}

  private off(n: SgNode) {
    return this.snip.off(n.range().start.index);
  }

  /** `quiet`: inside a command that only prints or tests its words (its `$(…)` runs, though). */
  visit(n: SgNode, quiet = false): void {
    const kind = n.kind();
    if (kind === 'comment') return this.comment(n);
    if (kind === 'function_definition' && this.wrapper(n)) return;
    if (kind === 'function_definition') this.printer(n);
    if (kind === 'variable_assignment') this.assignment(n);
    else if (kind === 'command') {
      const name = n.field('name')?.text() ?? n.children().find((c) => c.kind() === 'command_name')?.text();
      const base = name?.replace(/^.*\//, '');
      // `${REQUEST} "$API/projects"`: the variable holds the client command.
      const held = /^\$\{?(\w+)\}?$/.exec(name ?? '')?.[1];
      if (base && CLIENTS.test(base)) this.request(n, base);
      else if (held && this.scope.commands.has(held)) this.request(n, this.scope.commands.get(held)!);
      else if (base && this.scope.wrappers.has(base)) this.call(n, this.scope.wrappers.get(base)!);
      else if (base && SHELLS.test(base)) this.nested(n);
      else if (base && ENV_HANDOFF.test(base)) this.handoff(n);
      else if (base === 'printf') this.printfTo(n);
      else if (base === 'set') this.setVariable(n);
      quiet = !!base && QUIET.test(base);
    } else if (kind === 'expansion' && this.defaulted(n)) return;
    else if (kind === 'test_command') quiet = true;
    else if (kind === 'command_substitution') quiet = false;
    else if ((kind === 'simple_expansion' || kind === 'expansion') && !quiet) this.unspelledRead(n);
    for (const c of n.children()) if (c.kind() !== 'comment' || kind !== 'command') this.visit(c, quiet);
    if (kind === 'variable_assignment') this.statusVariable(n);
    if (kind === 'test_command') this.comparedStatus(n);
  }

  /** The request whose status a word is: `"$(curl -w '%{http_code}' …)"`, or a variable that holds one. */
  private statusRequest(word: SgNode): Request | undefined {
    const find = (n: SgNode): Request | undefined => {
      if (n.kind() === 'command_substitution') {
        const commands = n.children().filter((c) => c.kind() === 'command');
        return commands.length === 1 ? this.statusOf.get(commands[0].range().start.index) : undefined;
      }
      if (n.kind() === 'simple_expansion' || n.kind() === 'expansion') {
        const parts = n.children();
        return parts.length <= 4 ? this.statusIn.get(parts.find((c) => c.kind() === 'variable_name')?.text() ?? '') : undefined;
      }
      const inner = n.kind() === 'string' ? n.children().filter((c) => c.kind() !== '"') : [];
      return inner.length === 1 ? find(inner[0]) : undefined;
    };
    return find(word);
  }

  /** `code=$(curl -w '%{http_code}' …)`: the variable holds that request's status. */
  private statusVariable(n: SgNode) {
    const name = n.children().find((c) => c.kind() === 'variable_name')?.text();
    const value = n.children().at(-1);
    const request = value && this.statusRequest(value);
    if (name && request) this.statusIn.set(name, request);
    else if (name) this.statusIn.delete(name);
  }

  /** `[ "$(curl -w '%{http_code}' …)" = 200 ]`, `[[ $code -ne 204 ]]`: the request's status compared to a number. */
  private comparedStatus(test: SgNode) {
    for (const b of test.findAll({ rule: { kind: 'binary_expression' } })) {
      const parts = b.children();
      if (parts.length !== 3 || !EQUALITY.test(parts[1].text())) continue;
      for (const [word, other] of [[parts[0], parts[2]], [parts[2], parts[0]]] as const) {
        const number = /^"?(\d{3})"?$/.exec(other.text());
        const request = number && this.statusRequest(word);
        if (!number || !request) continue;
        const at = other.range().start.index + (other.text().startsWith('"') ? 1 : 0);
        (request.statuses ??= []).push({ value: Number(number[1]), range: [this.snip.off(at), this.snip.off(at + 2) + 1] });
      }
    }
  }

  /**
   * A base read by a command the adapter does not read (a function of the script, another
   * program: `fetch_it "$API/projects/5/builds"`) builds a route nobody checks: the read goes
   * into the document, so that the base is held at v3 with it.
   */
  private unspelledRead(n: SgNode) {
    const v = n.children().find((c) => c.kind() === 'variable_name');
    if (!v || this.scope.spelled.has(this.off(v)) || !this.scope.declared.has(v.text())) return;
    this.scope.used.add(v.text());
    this.m.add({ kind: 'read', at: this.off(v), name: { text: v.text(), off: this.off(v) } });
  }

  /**
   * `name() { … curl … "$API$2" "$@"; }`: a function that runs one client command on its
   * arguments is recorded, and each call of it is that command's request (written where the call
   * is; the function's own command, whose route its callers give, is not a request of its own).
   */
  private wrapper(fn: SgNode): boolean {
    const name = fn.field('name')?.text() ?? fn.children().find((c) => c.kind() === 'word')?.text();
    const commands: { node: SgNode; client: string }[] = [];
    const args = new Map<string, number>();
    let shift = 0;
    const scan = (n: SgNode): void => {
      if (n.kind() === 'command') {
        const cmd = n.children().find((c) => c.kind() === 'command_name')?.text().replace(/^.*\//, '') ?? '';
        if (CLIENTS.test(cmd)) commands.push({ node: n, client: cmd });
        if (cmd === 'shift') shift += Number(n.children().find((c) => c.kind() === 'number')?.text() ?? 1);
      }
      if (n.kind() === 'variable_assignment') {
        // `local path="$2"`: `path` is the function's second argument.
        const m = /^"?\$\{?(\d)\}?"?$/.exec(n.children().filter((c) => c.kind() !== 'variable_name' && c.kind() !== '=')[0]?.text() ?? '');
        const v = n.children().find((c) => c.kind() === 'variable_name');
        if (m && v) args.set(v.text(), Number(m[1]));
      }
      for (const c of n.children()) scan(c);
    };
    scan(fn);
    if (!name || commands.length !== 1) return false;
    for (let i = 1; i <= 9; i++) args.set(String(i), i);
    this.scope.wrappers.set(name, { client: commands[0].client, command: commands[0].node, args, shift });
    // The rest of the body (its assignments, other commands) is read as usual.
    const skip = commands[0].node.range();
    const walk = (n: SgNode): void => {
      const r = n.range();
      if (r.start.index === skip.start.index && n.kind() === 'command') return;
      if (n.kind() === 'variable_assignment' && args.has(n.children().find((c) => c.kind() === 'variable_name')?.text() ?? '')) return;
      if (r.start.index <= skip.start.index && r.end.index >= skip.end.index) n.children().forEach(walk);
      else if (n.kind() !== 'declaration_command') this.visit(n);
      else n.children().forEach(walk);
    };
    fn.children().forEach(walk);
    return true;
  }

  /** A call of a wrapper function: its command's request, with the caller's arguments in it. */
  private call(n: SgNode, wrapper: Wrapper) {
    const words = n.children().filter((c) => c.kind() !== 'command_name' && c.kind() !== 'comment' && !String(c.kind()).endsWith('redirect'));
    const args = joinSplitWords(words).map((group) => this.joined(group));
    this.request(wrapper.command, wrapper.client, { node: n, args, wrapper });
  }

  /** `: ${URL:=https://…/api/v3}`: a default given to a variable the script does not assign is its value. */
  private defaulted(n: SgNode): boolean {
    const v = n.children().find((c) => c.kind() === 'variable_name');
    const parts = n.children();
    const op = parts.findIndex((c) => /^:?=$/.test(String(c.kind())));
    if (!v || op < 0 || this.scope.declared.has(v.text())) return false;
    const value = parts.slice(op + 1, -1).flatMap((c) => this.pieces(c));
    this.m.add({ kind: 'bind', at: this.off(v), name: { text: v.text(), off: this.off(v) }, declare: true, value: { kind: 'string', pieces: value } });
    this.scope.declared.add(v.text());
    const r = parts[op + 1]?.range();
    if (r) this.scope.values.set(v.text(), [[this.snip.off(r.start.index), this.snip.off(parts[parts.length - 2].range().end.index - 1) + 1]]);
    return true;
  }

  /** `printf -v url '%s/projects/%s/keys' "$API" "$id"`: the variable gets the format filled with the words after it. */
  private printfTo(cmd: SgNode) {
    const words = joinSplitWords(cmd.children().filter((c) => c.kind() !== 'command_name' && c.kind() !== 'comment' && !String(c.kind()).endsWith('redirect')));
    const [flag, target, format, ...args] = words;
    const name = target?.map((w) => w.text()).join('') ?? '';
    if (flag?.map((w) => w.text()).join('') !== '-v' || !format || !/^[A-Za-z_]\w*$/.test(name)) return;
    const template = this.joined(format);
    const filled = fillPercent(template, args.map((group) => this.joined(group)), new Map());
    if (!filled) return;
    const spelled = formatOf(template, 'percent');
    if (spelled) this.scope.formats.push(spelled);
    const at = this.off(target[0]);
    this.m.add({ kind: 'bind', at, name: { text: name, off: at }, declare: !this.scope.declared.has(name), value: { kind: 'string', pieces: filled } });
    this.scope.declared.add(name);
    this.scope.formatted.add(name);
  }

  /**
   * fish's assignment, `set -x GL https://…/api/v3` (a page's `fish` block): the one word after the
   * scope and export flags is the variable's value. A shell's own `set -x`/`set --` takes no such
   * name and value, so nothing of a script changes; a list (more words) is no one value, unread.
   */
  private setVariable(cmd: SgNode) {
    const words = joinSplitWords(cmd.children().filter((c) => c.kind() !== 'command_name' && c.kind() !== 'comment' && !String(c.kind()).endsWith('redirect')));
    const text = (w: SgNode[]) => w.map((x) => x.text()).join('');
    let i = 0;
    while (i < words.length && /^(?:-[gxlUuS]+|--(?:global|local|universal|export|unexport))$/.test(text(words[i]))) i++;
    const [target, value, ...more] = words.slice(i);
    const name = target ? text(target) : '';
    if (!value || more.length || !/^[A-Za-z_]\w*$/.test(name)) return;
    const at = this.off(target[0]);
    const pieces = this.joined(value);
    this.m.add({ kind: 'bind', at, name: { text: name, off: at }, declare: !this.scope.declared.has(name), value: { kind: 'string', pieces } });
    this.scope.declared.add(name);
    const chars = pieces.filter((p): p is Piece & Spelled => p.kind === 'char' && p.off >= 0);
    if (chars.length) this.scope.values.set(name, [...(this.scope.values.get(name) ?? []), [chars[0].off, chars[chars.length - 1].off + 1]]);
  }

  /** `docker run -e GITLAB_URL=https://…/api/v3 image`: the variable is assigned for the program it runs. */
  private handoff(cmd: SgNode) {
    const args = cmd.children().filter((c) => c.kind() !== 'command_name');
    args.forEach((a, i) => {
      const flag = args[i - 1]?.text();
      const inline = /^--env=/.exec(a.text());
      if (!inline && flag !== '-e' && flag !== '--env') return;
      const ps = this.pieces(a).slice(inline ? inline[0].length : 0);
      const eq = ps.findIndex((p) => p.kind === 'char' && p.ch === '=');
      const name = ps.slice(0, eq);
      if (eq <= 0 || name.some((p) => p.kind !== 'char') || !/^[A-Za-z_]\w*$/.test(name.map((p) => (p as Spelled).ch).join(''))) return;
      const spelled = name as ({ kind: 'char' } & Spelled)[];
      const id = spelled.map((p) => p.ch).join('');
      this.m.add({ kind: 'bind', at: spelled[0].off, name: { text: id, off: spelled[0].off }, declare: !this.scope.declared.has(id), value: { kind: 'string', pieces: ps.slice(eq + 1) } });
      this.scope.declared.add(id);
      const value = ps.slice(eq + 1).filter((p) => p.kind === 'char') as Spelled[];
      if (value.length) this.scope.values.set(id, [...(this.scope.values.get(id) ?? []), [value[0].off, value[value.length - 1].off + 1]]);
    });
  }

  /**
   * `sh -c '…'` (a compose `command:`, `docker run`, a CI line): the script is shell of its own. Its
   * text maps one to one when it is single-quoted, or double-quoted without backslashes (the
   * variables the outer shell expands mean the same read by the inner one).
   */
  private nested(cmd: SgNode) {
    const args = cmd.children().filter((c) => c.kind() !== 'command_name' && c.kind() !== 'comment' && !String(c.kind()).endsWith('redirect'));
    const at = args.findIndex((a) => /^-[a-z]*c$/.test(a.text()));
    const script = at >= 0 ? args[at + 1] : undefined;
    if (!script || !(script.kind() === 'raw_string' || (script.kind() === 'string' && !script.text().includes('\\')))) return;
    const start = script.range().start.index + 1;
    addShell(this.m, { text: script.text().slice(1, -1), off: (i) => this.snip.off(start + i) }, this.scope);
  }

  /** A word's pieces; a word tree-sitter split after a `$` (see joinSplitWords) gets its variable back. */
  private joined(group: SgNode[]): Piece[] {
    const out = this.pieces(group[0]);
    for (const next of group.slice(1)) {
      const text = next.text();
      const name = /^[A-Za-z_]\w*/.exec(text)?.[0];
      if (!name || out.at(-1)?.kind !== 'opaque') return [...out, { kind: 'opaque', off: this.off(next) }];
      out.pop();
      this.scope.used.add(name);
      this.scope.spelled.add(this.off(next));
      out.push({ kind: 'var', name, off: this.off(next), len: name.length });
      for (let i = name.length; i < text.length; i++) out.push({ kind: 'char', ch: text[i], off: this.snip.off(next.range().start.index + i) });
    }
    return out;
  }

  /** The tool's and ESLint's suppression comments keep their line in the virtual document. */
  private comment(n: SgNode) {
    const text = n.text().replace(COMMENT_OPENING, '');
    if (!text.startsWith(DIRECTIVE_PREFIX) && !text.includes(PLUGIN_RULE_PREFIX)) return;
    this.m.add({ kind: 'comment', at: this.off(n), body: text });
  }

  private assignment(n: SgNode) {
    const nameNode = n.children().find((c) => c.kind() === 'variable_name');
    if (!nameNode) return;
    const name = nameNode.text();
    const value = n.children().filter((c) => c.kind() !== 'variable_name' && c.kind() !== '=' && c.kind() !== '+=')[0];
    const declare = !this.scope.declared.has(name);
    // `AUTH=(-H "PRIVATE-TOKEN: $T")`: its words, for the commands that expand it whole.
    if (value?.kind() === 'array') this.scope.arrays.set(name, { snip: this.snip, nodes: value.children().filter((c) => !/^[()]$/.test(String(c.kind())) && c.kind() !== 'comment') });
    else this.scope.arrays.delete(name);
    // Options that only add headers, switches or an output file; one that sets a method, a body or the URL makes the request unreadable here.
    const said = value?.text().replace(/^["']|["']$/g, '') ?? '';
    if (/^-/.test(said) && !/(?:^|\s)(?:-[A-Za-z]*[XdFGIT]|--(?:request|data[\w-]*|form[\w-]*|get|head|upload-file|url|json)\b)/.test(said)) this.scope.options.add(name);
    else this.scope.options.delete(name);
    // Read before the name is declared: `X="${X:-…}"` falls back on the environment's X.
    this.assigning = name;
    const pieces = value ? this.pieces(value) : [];
    this.assigning = undefined;
    this.scope.declared.add(name);
    const exported = n.parent()?.kind() === 'declaration_command' && n.parent()?.children()[0]?.text() === 'export';
    this.m.add({ kind: 'bind', at: this.off(nameNode), name: { text: name, off: this.off(nameNode) }, declare, value: { kind: 'string', pieces }, ...(exported ? { exported } : {}) });
    const command = /^(\S+)\s/.exec(pieces.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join(''))?.[1].replace(/^.*\//, '');
    if (command && CLIENTS.test(command)) this.scope.commands.set(name, command);
    else this.scope.commands.delete(name);
    if (value) {
      const r = value.range();
      const list = this.scope.values.get(name) ?? [];
      list.push([this.snip.off(r.start.index), this.snip.off(r.end.index - 1) + 1]);
      this.scope.values.set(name, list);
    }
  }

  /** A value's characters and variables. */
  pieces(n: SgNode): Piece[] {
    const kind = n.kind();
    const start = n.range().start.index;
    const text = n.text();
    const chars = (s: string, at: number, escapes: RegExp | null): Piece[] => {
      const out: Piece[] = [];
      for (let i = 0; i < s.length; i++) {
        if (escapes && s[i] === '\\' && escapes.test(s[i + 1] ?? '')) i++;
        out.push({ kind: 'char', ch: s[i], off: this.snip.off(at + i) });
      }
      return out;
    };
    switch (kind) {
      case 'word':
      case 'number':
        return chars(text, start, /[\s\S]/);
      case 'raw_string':
        return chars(text.slice(1, -1), start + 1, null);
      case 'simple_expansion':
      case 'expansion': {
        const v = n.children().find((c) => c.kind() === 'variable_name');
        if (!v) return [{ kind: 'opaque', off: this.snip.off(start) }];
        const parts = n.children();
        const op = parts.findIndex((c) => /^:?[-=]$/.test(String(c.kind())));
        if (op > 0 && this.assigning !== undefined && !this.scope.declared.has(v.text())) {
          // `API="${GITLAB_API:-https://…/api/v3}"` on a variable the script does not assign: the
          // value is the default the script falls back on, as `os.getenv(name, default)`'s is in
          // Python. (In a request's own URL the variable stays a base other files may define.)
          this.scope.spelled.add(this.off(v));
          return parts.slice(op + 1, -1).flatMap((c) => this.pieces(c));
        }
        if (v.text() === this.assigning && !this.scope.declared.has(v.text())) {
          // `GITLAB_API="${GITLAB_API%/}"`: the environment's value, which this file does not know
          // (as `let X = \`${X}\`` it would read the variable being declared).
          this.scope.spelled.add(this.off(v));
          return [{ kind: 'opaque', off: this.off(v) }];
        }
        this.scope.used.add(v.text());
        this.scope.spelled.add(this.off(v));
        return [{ kind: 'var', name: v.text(), off: this.off(v), len: v.text().length }];
      }
      case 'string': {
        const out: Piece[] = [];
        let pos = start + 1;
        const end = n.range().end.index - 1;
        for (const c of n.children()) {
          const r = c.range();
          if (c.kind() === '"') continue;
          if (r.start.index > pos) out.push(...chars(this.snip.text.slice(pos, r.start.index), pos, /["\\$`\n]/));
          out.push(...(c.kind() === 'string_content' ? chars(c.text(), r.start.index, /["\\$`\n]/) : this.pieces(c)));
          pos = r.end.index;
        }
        if (end > pos) out.push(...chars(this.snip.text.slice(pos, end), pos, /["\\$`\n]/));
        return out;
      }
      case 'heredoc_body': {
        // An unquoted heredoc expands its variables; `\` escapes only `$`, `` ` `` and `\`.
        const out: Piece[] = [];
        let pos = start;
        for (const c of n.children()) {
          const r = c.range();
          if (r.start.index > pos) out.push(...chars(this.snip.text.slice(pos, r.start.index), pos, /[\\$`]/));
          out.push(...(c.kind() === 'heredoc_content' ? chars(c.text(), r.start.index, /[\\$`]/) : this.pieces(c)));
          pos = r.end.index;
        }
        if (n.range().end.index > pos) out.push(...chars(this.snip.text.slice(pos, n.range().end.index), pos, /[\\$`]/));
        return out;
      }
      case 'concatenation':
        return n.children().flatMap((c) => this.pieces(c));
      case 'command_substitution': {
        // `$(api_url)`: a function of the script that only prints one word is that word.
        const inner = n.children().filter((c) => !/^(\$\(|\)|`)$/.test(String(c.kind())));
        const name = inner.length === 1 && inner[0].kind() === 'command' && inner[0].children().length === 1 ? inner[0].text() : undefined;
        const printed = name !== undefined ? this.scope.prints.get(name) : undefined;
        if (printed?.snip === this.snip) return printed.nodes.flatMap((c) => this.pieces(c));
        return [{ kind: 'opaque', off: this.snip.off(start) }];
      }
      default:
        return [{ kind: 'opaque', off: this.snip.off(start) }];
    }
  }

  private request(cmd: SgNode, client: string, call?: Call) {
    const args = this.expandArrays(cmd.children().filter((c) => c.kind() !== 'command_name' && c.kind() !== 'comment' && !String(c.kind()).endsWith('redirect')));
    let words = joinSplitWords(args).map((group) => ({ node: group[0], pieces: this.joined(group) }));
    if (call) words = this.substitute(words, call);
    // `--data @-` with a heredoc: the heredoc is the body.
    const heredoc = cmd.parent()?.kind() === 'redirected_statement' ? cmd.parent()!.children().find((c) => c.kind() === 'heredoc_redirect')?.children().find((c) => c.kind() === 'heredoc_body') : undefined;
    let method: Piece[] | undefined;
    let implied: string | undefined;
    let url: Piece[] | undefined;
    const data: Piece[][] = [];
    const forms: Piece[][] = [];
    const query: Piece[][] = [];
    let get = false;
    let hidden = false;
    let writesStatus = false;
    let unassigned: { ps: Piece[]; at: number } | undefined;
    let methodAt = -1;
    const http = client !== 'curl' && client !== 'wget';
    for (let i = 0; i < words.length; i++) {
      const ps = words[i].pieces;
      const lead = leadText(ps);
      let opt: string | undefined;
      let value: Piece[] | undefined;
      if (lead.startsWith('--')) {
        const eq = ps.findIndex((p) => p.kind === 'char' && p.ch === '=');
        opt = eq > 0 ? lead.slice(0, eq) : lead;
        if (eq > 0) value = ps.slice(eq + 1);
        else if ((client === 'curl' ? CURL_LONG_VALUE : client === 'wget' ? WGET_LONG_VALUE : HTTPIE_LONG_VALUE).test(opt)) value = words[++i]?.pieces;
      } else if (lead.startsWith('-') && lead.length >= 2 && client === 'curl') {
        opt = lead.slice(0, 2);
        if (CURL_VALUE.has(opt)) value = ps.length > 2 ? ps.slice(2) : words[++i]?.pieces;
        else {
          // Switches, alone or bundled: `-G`, `-sSG`, `-fsSL`.
          if (lead.includes('G')) get = true;
          if (lead.includes('I')) implied = 'HEAD';
          continue;
        }
      } else if (lead.startsWith('-')) {
        // Bundled switches (`-qO file`): the first letter that takes a value takes the rest of the word, or the next word when it ends the bundle.
        const takes = client === 'wget' ? WGET_SHORT_VALUE : HTTPIE_SHORT_VALUE;
        const at = [...lead.slice(1)].findIndex((ch) => takes.has(`-${ch}`));
        if (!lead.startsWith('--') && at >= 0 && at === lead.length - 2 && ps.length === lead.length) i++;
        continue;
      }
      if (opt === undefined) {
        // An unquoted variable of options (`$AUTH`) is split into those options: no URL.
        const split = /^\$\{?([A-Za-z_]\w*)\}?$/.exec(words[i].node.text())?.[1];
        if (split !== undefined && this.scope.options.has(split)) continue;
        // One the file never assigns (a Makefile's `$(AUTH)` from the file that includes it) is
        // options when a later word is the URL: the request is that URL's, and what the variable
        // may add (a method before the command's own, a body) is unknown.
        if (split !== undefined && !this.scope.declared.has(split) && !url && !unassigned) {
          unassigned = { ps, at: i };
          continue;
        }
        // A positional word: HTTPie's method, then the URL, then its items; curl's and wget's URL.
        const t = ps.every((p) => p.kind === 'char') ? leadText(ps) : undefined;
        if (http && !url && !method && t && /^[A-Z]+$/.test(t)) method = ps;
        else if (!url) url = ps;
        else if (http) {
          const item = /^([\w.-]+)(==|:=|=|@|:)/.exec(leadText(ps));
          if (item?.[2] === '==') query.push(ps);
          else if (item && item[2] !== ':') data.push(ps);
        }
        continue;
      }
      // curl's long switches take no value: `--get` makes the data a query, `--head` a HEAD.
      if (client === 'curl' && opt === '--get') get = true;
      if (client === 'curl' && opt === '--head') implied = 'HEAD';
      if (!value) continue;
      if ((opt === '-w' || opt === '--write-out') && /%\{(?:http|response)_code\}/.test(value.map((p) => (p.kind === 'char' ? p.ch : '')).join(''))) writesStatus = true;
      if (opt === '-X' || opt === '--request' || opt === '--method') {
        method = value;
        methodAt = i;
      }
      else if (opt === '--url') url = value;
      else if ((DATA_OPTIONS.test(opt) || /^--(post|body)-data$/.test(opt)) && heredoc && leadText(value) === '@-' && value.length === 2) data.push(this.pieces(heredoc));
      else if (DATA_OPTIONS.test(opt) || /^--(post|body)-data$/.test(opt)) data.push(value);
      else if (FORM_OPTIONS.test(opt)) forms.push(value);
      else if (/^--(post|body)-file$/.test(opt)) hidden = true;
      else if (opt === '-T' || opt === '--upload-file') {
        implied ??= 'PUT';
        hidden = true;
      }
    }
    if (get) query.push(...data.splice(0));
    // The variable was the only positional word: the URL, as before.
    if (unassigned && !url) [url, unassigned] = [unassigned.ps, undefined];
    if (!url || !url.some((p) => p.kind !== 'char' || p.ch === '/')) return;
    const urlText = url.map((p) => (p.kind === 'char' ? p.ch : p.kind === 'var' ? '$' + p.name : '$')).join('');
    // GitHub Enterprise and Mattermost speak `/api/v3` too: their routes and hosts are not GitLab's.
    if (/\/api\/v3\/(repos|orgs|gists|search\/repositories|user\/repos)\b|github|\$GHE_/i.test(urlText) || OTHER_SERVICE.test(urlText)) return;
    let spelledMethod: Method | undefined;
    if (unassigned && methodAt < unassigned.at) spelledMethod = { kind: 'unknown' };
    else if (method) spelledMethod = { kind: 'spelled', pieces: method };
    else if (implied || data.length || forms.length || (hidden && client === 'wget')) {
      // The method the options imply: a fix that changes it inserts the option that names it.
      const name = cmd.children().find((c) => c.kind() === 'command_name') ?? cmd;
      const body = data.length + forms.length > 0 || hidden;
      const spelled: [number, number] = [this.snip.off(name.range().start.index), this.snip.off(name.range().end.index - 1) + 1];
      spelledMethod = { kind: 'implied', method: implied ?? 'POST', name: spelled, spell: (m) => spellMethod(client, implied, body, m) };
    }
    const params: Param[] = [];
    const section = (key: Param['section'], values: Piece[][]) => {
      if (values.length) params.push({ section: key, fields: values.flatMap((v) => this.fields(v, http)) });
    };
    section('body', data);
    section('formData', forms);
    section('qs', query);
    if (hidden || unassigned) params.push({ section: 'body' });
    // A URL a printf format made: no differential test runs one, so its fixes are for review.
    const style = url.some((p) => p.kind === 'var' && this.scope.formatted.has(p.name)) ? undefined : styleOfProgram(client);
    const request: Request = { kind: 'request', at: this.off(call?.node ?? cmd), ...(style ? { style } : {}), ...(spelledMethod ? { method: spelledMethod } : {}), url: { kind: 'string', pieces: url }, params };
    this.m.add(request);
    if (writesStatus && client === 'curl') this.statusOf.set((call?.node ?? cmd).range().start.index, request);
  }

  /** A command's words with `"${AUTH[@]}"` (`${AUTH[*]}`) of an array of this text replaced by the array's words. */
  private expandArrays(words: SgNode[]): SgNode[] {
    return words.flatMap((w) => {
      const name = /^"?\$\{(\w+)\[[@*]\]\}"?$/.exec(w.text())?.[1];
      const held = name !== undefined ? this.scope.arrays.get(name) : undefined;
      if (!held || held.snip !== this.snip) return [w];
      this.scope.spelled.add(this.off(w) + w.text().indexOf(name!));
      return held.nodes;
    });
  }

  /**
   * `api_url() { echo "${GITLAB_URL:-https://…}/api/v3"; }`: a function whose body is one `echo`
   * (or `printf '%s'`) of one word, with no argument of its own in it, prints that word: `$(api_url)`
   * is its value, read where the function spells it.
   */
  private printer(fn: SgNode) {
    const name = fn.field('name')?.text() ?? fn.children().find((c) => c.kind() === 'word')?.text();
    const body = fn.field('body') ?? fn.children().find((c) => c.kind() === 'compound_statement');
    const statements = body?.children().filter((c) => !/^[{}]$/.test(String(c.kind())) && c.kind() !== 'comment') ?? [];
    if (!name || statements.length !== 1 || statements[0].kind() !== 'command') return;
    const words = statements[0].children().filter((c) => c.kind() !== 'command_name');
    const program = statements[0].children().find((c) => c.kind() === 'command_name')?.text();
    const printed = program === 'echo' && words.length === 1 ? words : program === 'printf' && words.length === 2 && /^['"]%s(\\n)?['"]$/.test(words[0].text()) ? words.slice(1) : undefined;
    if (!printed || /\$(\{?[\d@*#])/.test(printed[0].text())) return;
    this.scope.prints.set(name, { snip: this.snip, nodes: printed });
  }

  /**
   * The words of a wrapper's command as one call gives them: its argument variables (`$2`, `$path`
   * for `local path="$2"`) are the caller's words, and `"$@"` (`"${@:2}"`) the caller's words from there on.
   */
  private substitute(words: { node: SgNode; pieces: Piece[] }[], call: Call): { node: SgNode; pieces: Piece[] }[] {
    const out: { node: SgNode; pieces: Piece[] }[] = [];
    for (const w of words) {
      const all = /^"?\$(?:@|\{@(?::(\d+))?\})"?$/.exec(w.node.text());
      if (all) {
        const from = all[1] !== undefined ? Number(all[1]) - 1 : call.wrapper.shift;
        for (const a of call.args.slice(from)) out.push({ node: call.node, pieces: a });
        continue;
      }
      const pieces = w.pieces.flatMap((p) => (p.kind === 'var' && call.wrapper.args.has(p.name) ? (call.args[call.wrapper.args.get(p.name)! - 1] ?? [{ kind: 'opaque' as const, off: p.off }]) : [p]));
      out.push({ node: w.node, pieces });
    }
    return out;
  }

  /** `a=1&b=2`, HTTPie's `a=1`/`a:=1`/`a==1`, or a flat JSON object, as fields. */
  private fields(ps: Piece[], http: boolean): Field[] {
    if (ps[0]?.kind === 'char' && ps[0].ch === '{') return this.json(ps);
    if (ps[0]?.kind === 'char' && ps[0].ch === '@') return [{ spread: true }];
    const pairs: Piece[][] = [[]];
    for (const p of ps) {
      if (!http && p.kind === 'char' && p.ch === '&') pairs.push([]);
      else pairs[pairs.length - 1].push(p);
    }
    const out: Field[] = [];
    for (const pair of pairs) {
      const eq = pair.findIndex((p) => p.kind !== 'char' || /[=:@]/.test(p.ch));
      const key = eq > 0 ? (pair.slice(0, eq) as ({ kind: 'char' } & Spelled)[]) : [];
      if (!key.length || pair[eq].kind !== 'char') {
        out.push({ spread: true });
        continue;
      }
      let v = eq + 1;
      while (v < pair.length && pair[v].kind === 'char' && /[=:]/.test((pair[v] as Spelled).ch)) v++;
      // HTTPie's `a:=10` is raw JSON: a number, true, false or null is that literal (see json()).
      const value = pair.slice(v);
      const text = value.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join('');
      const rawJson = http && (pair[eq] as Spelled).ch === ':' && (pair[eq + 1] as Spelled | undefined)?.ch === '=';
      out.push({ key, value: rawJson && JSON_LITERAL.test(text) ? { kind: 'literal', chars: value as Spelled[] } : { kind: 'string', pieces: value } });
    }
    return out;
  }

  /** A flat JSON object: its keys as fields (nested values are not parameters the rules read). */
  private json(ps: Piece[]): Field[] {
    const text = ps.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join('');
    const keyRe = /"([\w.-]+)"\s*:\s*("(?:[^"\\]|\\.)*"|[-\w.]+|[[{])/g;
    let depth = 0;
    let last = 0;
    const out: Field[] = [];
    for (let m = keyRe.exec(text); m; m = keyRe.exec(text)) {
      for (const ch of text.slice(last, m.index)) depth += ch === '{' || ch === '[' ? 1 : ch === '}' || ch === ']' ? -1 : 0;
      last = m.index;
      if (depth !== 1) continue;
      const keyStart = m.index + 1;
      const key = ps.slice(keyStart, keyStart + m[1].length) as ({ kind: 'char' } & Spelled)[];
      const vStart = m.index + m[0].length - m[2].length;
      const raw = m[2].startsWith('"') ? ps.slice(vStart + 1, vStart + m[2].length - 1) : m[2].length === 1 ? [] : ps.slice(vStart, vStart + m[2].length);
      // A number, true, false or null is that literal, not a string: a fix that makes it a string
      // must add the quotes JSON needs, which a template's text would not show.
      const value: Value = JSON_LITERAL.test(m[2]) ? { kind: 'literal', chars: raw as Spelled[] } : { kind: 'string', pieces: raw };
      out.push({ key, value });
    }
    return out;
  }
}
