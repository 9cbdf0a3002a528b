// The `/api/v3` prefix: found once per literal (or regular expression) that spells it, rewritten
// only together with every call on it, and holding those calls' fixes back while it must wait.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { entriesFor } from '../rulebook/index.js';
import { v4Route } from '../rulebook/routes.js';
import { holdsPrefix } from '../rulebook/tables.js';
import { CONFIG_BASE_KEY, NOT_A_BASE, OTHER_SERVICE_EVIDENCE, OTHER_SERVICE_NAME } from './guesses.js';
import { hold } from './held.js';
import { lineSpans } from './location.js';
import type { Draft, Hold } from './drafts.js';
import { routeRewrite } from './match-routes.js';
import { unreadParam } from './match-params.js';
import { rewriteSegments } from './pattern.js';
import { prefixEntry } from './rulebook-index.js';
import { fileIndexOf, fileOf, fileTextOf, sourceOf, type FileIndex, type Node } from './scope.js';
import { routeText, siteSegments } from './v4-route.js';
import { calleeName, isServerCall } from './calls.js';
import { keyName } from './ast.js';
import type { Site } from './sites.js';
import { literalsOf } from './shared-text.js';
import { stringLiteralItems, templateElementItems } from './template.js';
import type { AnalyzeOptions } from './policy.js';
import type { FileContext } from './workspace.js';

/** Whether a finding's fix will be applied in the same run (so it does not block the prefix). */
export function applicable(d: Draft, options: AnalyzeOptions): boolean {
  // A suppressed finding that only asked a person to check (an id, a field) counts as checked; a
  // suppressed rewrite keeps its call as it is, and so the call's base too.
  if (d.suppressed) return d.tier !== 'safe';
  // What the code does with the answer (fields, statuses) is reported but does not hold the URL back.
  if (!holdsPrefix(d.entry)) return true;
  return !!d.edits && (d.tier === 'safe' || (d.tier === 'review' && !!options.fixReview));
}

const PREFIX_TEXT = /(?:^|\/)api\/v3(?=$|[/?#])/g;

/**
 * The `/api/v3` prefix, once per literal that spells it. It is rewritten only when no call that
 * uses that literal keeps a v3 route the same run will not fix.
 */
export function prefixDrafts(ctx: FileContext, sites: Site[], drafts: Draft[], options: AnalyzeOptions): Draft[] {
  const { index, text } = ctx;
  const blocked = new Set<Site>(drafts.filter((d) => d.site && !applicable(d, options)).map((d) => d.site!));
  const out: Draft[] = [];
  // The calls that use each literal, in one pass over the calls (not one per literal).
  const usersOf = new Map<Node, Site[]>();
  for (const s of sites) {
    for (const l of literalsOf(s)) {
      const list = usersOf.get(l);
      if (list) list.push(s);
      else usersOf.set(l, [s]);
    }
  }
  const besideOtherService = otherServiceBeside(text);
  for (const lit of index.strings) {
    const value = lit.type === 'Literal' ? lit.value : (lit.value.cooked ?? '');
    if (/\s/.test(value) || OTHER_SERVICE_NAME.test(value) || besideOtherService(lit)) continue;
    PREFIX_TEXT.lastIndex = 0;
    const m = PREFIX_TEXT.exec(value);
    if (!m) continue;
    const users = usersOf.get(lit) ?? [];
    // A base whose constant builds only another service's routes (`/repos/…`, `/orgs/…`) is not GitLab's.
    const base = baseName(ctx, lit);
    if (users.length === 0 && base?.refs.length && base.refs.every((r) => otherServiceRoute(index, r))) continue;
    if (users.length === 0 && !standaloneBase(index, lit)) continue;
    // A base no call of its own file uses is used by other files: only project mode sees them.
    if (users.length === 0) ctx.finder.ev.unresolved = true;
    if (users.some((s) => s.url.version !== 3)) continue;
    // Where the characters are spelled (escapes such as `\/` or `\x33` included), up to the prefix.
    const upTo = m.index + m[0].length;
    const chars = (lit.type === 'Literal' ? stringLiteralItems(lit, text, ctx.file, [], upTo) : templateElementItems(lit, text, ctx.file, [], upTo)).filter((it) => it.kind === 'char');
    const three = chars[m.index + m[0].length - 1]?.src;
    const start = chars[m.index]?.src ?? [lit.range[0], lit.range[1]];
    const holders = users.filter((s) => blocked.has(s));
    // Calls that read the base's constant without its text reaching their URL (`{ prefixUrl: API }`) count too.
    const readers = base ? sites.filter((s) => !users.includes(s) && s.file === ctx.file && base.refs.some((r) => within(r, s.call))) : [];
    const unproven = holders.length
      ? undefined
      : (ownRoute(value.slice(m.index + m[0].length), users.length, options) ?? unseenUse(ctx, lit, [...users, ...readers], options) ?? unprovenUser([...users, ...readers], drafts, options, ctx.file));
    const isBlocked = holders.length > 0 || !!unproven;
    out.push({
      entry: prefixEntry,
      file: ctx.file,
      range: [start[0], three?.[1] ?? start[1]],
      message: prefixEntry.message,
      tier: isBlocked ? 'manual' : 'safe',
      confidence: users.length ? 'high' : 'medium',
      edits: isBlocked || !three ? undefined : [{ range: [three[0], three[1]], text: '4', file: ctx.file }],
      users,
      ...(holders.length ? { held: { reason: 'prefix waits', blockers: drafts.filter((d) => d.site && holders.includes(d.site) && !applicable(d, options)) } } : unproven ? { held: unproven } : {}),
    });
  }
  return out;
}

/**
 * Another service's evidence on the line of the literal (`'https://api.github.com/user'` beside
 * `options.uri + '/api/v3/user'`): GitHub Enterprise serves its REST API under `/api/v3` too.
 */
function otherServiceBeside(text: string): (lit: Node) => boolean {
  // Each line is read once: a 1 MB one-line template has tens of thousands of parts on it.
  const spanOf = lineSpans(text);
  const memo = new Map<string, boolean>();
  return (lit) => {
    const [start, end] = spanOf(lit.range);
    const key = `${start}:${end}`;
    let found = memo.get(key);
    if (found === undefined) {
      const line = text.slice(start, end);
      memo.set(key, (found = OTHER_SERVICE_NAME.test(line) || OTHER_SERVICE_EVIDENCE.test(line)));
    }
    return found;
  };
}

/**
 * The first call on a base that would not be a v4 route once the run's fixes are made: the base
 * cannot move while it stays (a v4 server has no such route, or answers another one).
 */
function unprovenUser(users: Site[], drafts: Draft[], options: AnalyzeOptions, file: string): Hold | undefined {
  for (const s of users) {
    const unread = unreadParam(s, entriesFor(options.serverVersion));
    if (unread) {
      const at = { file: s.file, line: fileTextOf(s.call).slice(0, s.call.range[0]).split('\n').length };
      return { reason: 'not proven', detail: `the parameters of the call at ${place(at, file, options)} cannot all be read, and v4 changes \`${unread}\` on its route`, at };
    }
    const after = routeAfterFixes(s, drafts, options);
    // A wrapper's own call (`${base}${path}`, the path a parameter): its callers are the routes,
    // each a site of its own. A path computed otherwise (`API + r.path(p)`) is a route nobody reads.
    if (after.segments.every((x) => x === null)) {
      if (pathFromParameters(s)) continue;
      const at = { file: s.file, line: fileTextOf(s.call).slice(0, s.call.range[0]).split('\n').length };
      return { reason: 'not proven', detail: `the route of the call at ${place(at, file, options)} is computed where it cannot be read`, at };
    }
    const proof = v4Route(after.method, after.segments, options.serverVersion);
    if (proof === 'proven') continue;
    const at = { file: s.file, line: fileTextOf(s.call).slice(0, s.call.range[0]).split('\n').length };
    const where = place(at, file, options);
    const route = `\`${routeText(after.method, after.segments)}\``;
    return {
      reason: 'not proven',
      detail: proof === 'no' ? `${route} at ${where} is not a v4 route` : `${route} at ${where} is not proven a v4 route (a word fills a parameter, or code computes a segment)`,
      at,
    };
  }
  return undefined;
}

/**
 * A base whose name is read where no call on it is seen (an options object the analysis does not
 * follow, a callback), or that other files import while this front sees one file: the routes
 * built there are unknown, so the base cannot be proven to move safely.
 */
function unseenUse(ctx: FileContext, lit: Node, users: Site[], options: AnalyzeOptions): Hold | undefined {
  const { index } = ctx;
  const external = exportedName(index, lit);
  // A front that sees one file (ESLint, --no-project, a hook given some files) cannot see the importers;
  // project mode sees those of the run, and a base none of them is seen to use may serve files outside it.
  if (external && !ctx.finder.ev.external)
    return { reason: 'not proven', detail: `other files may import \`${external}\` and this run sees one file: run the CLI in project mode (without --no-project) to move it with every call on it` };
  if (external && users.length === 0) return { reason: 'not proven', detail: `no call of the files of this run is seen to use \`${external}\`: run the CLI in project mode over the files that import it` };
  const base = baseName(ctx, lit);
  if (!base) return undefined;
  const { name, refs } = base;
  const seen = (r: Node) =>
    users.some((s) => s.file === ctx.file && (within(r, s.call) || within(r, s.root) || s.url.items.some((it) => it.via.some((v) => within(r, v)))));
  const hidden = refs.find((r) => !isExport(index, r) && !seen(r) && !isRead(index, r));
  if (!hidden) return undefined;
  const at = { file: ctx.file, line: ctx.text.slice(0, hidden.range[0]).split('\n').length };
  return { reason: 'not proven', detail: `\`${name}\` is also read at ${place(at, ctx.file, options)}, where the route it builds cannot be read`, at };
}

/** The constant a base literal is the value of, and the places that read it. */
function baseName(ctx: FileContext, lit: Node): { name: string; decl: Node; refs: Node[] } | undefined {
  const { index } = ctx;
  const up = index.ancestors(lit);
  const at = up.findIndex((a) => a.type === 'VariableDeclarator');
  const decl = up[at] as TSESTree.VariableDeclarator | undefined;
  if (!decl || decl.id.type !== 'Identifier' || !decl.init || !within(lit, decl.init)) return undefined;
  // The value of a call (`const res = request.get('…/api/v3/user')`) is no base.
  if (up.slice(0, at).some((a) => a.type === 'CallExpression' || a.type === 'NewExpression' || isFunctionNode(a))) return undefined;
  const binding = index.resolve(decl.id);
  return { name: decl.id.name, decl, refs: binding ? index.references(binding) : [] };
}

/** `line 12` in the base's own file, `src/jobs.js:12` in another. */
function place(at: { file: string; line: number }, file: string, options: AnalyzeOptions): string {
  return at.file === file ? `line ${at.line}` : `${(options.displayPath ?? ((f: string) => f))(at.file)}:${at.line}`;
}

/** A read of a base inside a URL of another service's route shape (GitHub's `/repos/…`, `/orgs/…`, `/gists`). */
function otherServiceRoute(index: FileIndex, ref: Node): boolean {
  const call = index.ancestors(ref).find((a) => a.type === 'CallExpression' || a.type === 'NewExpression');
  return !!call && /\/(repos|orgs|gists)\b/.test(sourceOf(call));
}

const isFunctionNode = (n: Node) => n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration';

const within = (inner: Node, outer: Node) => outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];

/**
 * The name under which other files can import a base literal: `export const API = '…'`,
 * `export { API }`, `exports.base = '…'`, `module.exports = { base: '…' }`.
 */
function exportedName(index: FileIndex, lit: Node): string | undefined {
  const up = index.ancestors(lit);
  for (const [i, a] of up.entries()) {
    // The value of a call or a function is not the base itself.
    if (a.type === 'CallExpression' || a.type === 'NewExpression' || isFunctionNode(a)) return undefined;
    if (a.type === 'VariableDeclarator' && a.id.type === 'Identifier') {
      if (up[i + 2]?.type === 'ExportNamedDeclaration') return a.id.name;
      const b = index.resolve(a.id);
      return b && index.references(b).some((r) => isExport(index, r)) ? a.id.name : undefined;
    }
    if (a.type === 'AssignmentExpression') {
      const left = sourceOf(a.left);
      return /^(module\.)?exports\b/.test(left) ? left : undefined;
    }
    if (a.type === 'Property' && a.key.type === 'Identifier') {
      const obj = up[i + 1];
      const assign = obj && up[i + 2];
      if (obj?.type === 'ObjectExpression' && assign?.type === 'AssignmentExpression' && /^(module\.)?exports\b/.test(sourceOf(assign.left))) return `${sourceOf(assign.left)}.${a.key.name}`;
    }
  }
  return undefined;
}

/** `export { BASE }`, `module.exports = { BASE }`, `exports.BASE = BASE`. */
function isExport(index: FileIndex, ref: Node): boolean {
  return index.ancestors(ref).some(
    (a) =>
      a.type === 'ExportSpecifier' ||
      a.type === 'ExportDefaultDeclaration' ||
      (a.type === 'AssignmentExpression' && /^(module\.)?exports\b/.test(fileTextOf(a).slice(a.left.range[0], a.left.range[1]))),
  );
}

/** A read that builds no URL: a comparison, a log line, a test of the base itself. */
function isRead(index: FileIndex, ref: Node): boolean {
  const p = index.parent.get(ref);
  if (p?.type === 'BinaryExpression' && p.operator !== '+') return true;
  if (p?.type === 'CallExpression' && p.arguments.includes(ref as TSESTree.Expression)) {
    const { name = '', object = '' } = calleeName(p.callee);
    return NOT_A_BASE.test(name) || NOT_A_BASE.test(object);
  }
  return p?.type === 'MemberExpression' && p.object === ref;
}

/**
 * The route a base string spells after its prefix when no call of the file is seen to use it
 * (`'${url}/api/v3/projects/${id}/merge_request/${mr}'` handed to a client that fills it in): it
 * must be a v4 route itself. Placeholders (`${x}`, `:x`, `{x}`) are computed segments.
 */
function ownRoute(rest: string, users: number, options: AnalyzeOptions): Hold | undefined {
  if (users > 0) return undefined;
  const segs = rest.split(/[?#]/)[0].split('/').filter(Boolean).map((x) => (/^(\$\{.*\}|:\w+|\{\w+\})$/.test(x) ? null : x));
  if (segs.length === 0 || v4Route(undefined, segs, options.serverVersion) === 'proven') return undefined;
  return { reason: 'not proven', detail: `the route it spells, \`${routeText(undefined, segs)}\`, is not a v4 route` };
}

/**
 * Whether every computed piece of a call's path is read elsewhere: a parameter of a function
 * around it (a wrapper, whose callers are sites), or an entry of a table of route strings
 * (`routes[k].replace(':id', id)`, each string a site of its own).
 */
function pathFromParameters(s: Site): boolean {
  const holes = s.url.items.slice(s.url.path.start, s.url.path.end).filter((it) => it.kind === 'hole');
  return holes.every((h) => {
    let n = h.kind === 'hole' ? h.node : undefined;
    while (n && (n.type === 'MemberExpression' || n.type === 'CallExpression')) n = n.type === 'MemberExpression' ? n.object : n.callee;
    if (n?.type !== 'Identifier') return false;
    const b = fileIndexOf(n)?.resolve(n);
    if (b?.kind === 'param') return true;
    const init = b?.init;
    return init?.type === 'ObjectExpression' && init.properties.every((p) => p.type === 'Property' && (p.value.type === 'Literal' || (p.value.type === 'TemplateLiteral' && p.value.expressions.length === 0)));
  });
}

/** A call's route once every route fix the run applies to it is made (several compose: `merge_request/…/cancel_merge_when_build_succeeds`). */
function routeAfterFixes(s: Site, drafts: Draft[], options: AnalyzeOptions): { method?: string; segments: ReadonlyArray<string | null> } {
  const rules = drafts.filter((d) => d.site === s && routeRewrite.has(d) && applicable(d, options)).map((d) => routeRewrite.get(d)!);
  let route: { method?: string; segments: ReadonlyArray<string | null> } = { method: s.method.value, segments: siteSegments(s) };
  for (let pass = 0, changed = true; changed && pass < 5; pass++) {
    changed = false;
    for (const r of rules) {
      const next = rewriteSegments(r.from, r.to, route.method, route.segments);
      if (next && (next.method !== route.method || next.segments.join('/') !== route.segments.join('/'))) {
        route = next;
        changed = true;
      }
    }
  }
  return route;
}

/**
 * A call whose base keeps `/api/v3` this run keeps its v3 route too: rewriting the path alone
 * would send a v3 server a v4 route (or give a v3 route a v4 meaning). Its fixes wait.
 */
export function withholdBlocked(drafts: Draft[], prefixes: Draft[], sites: Site[], options: AnalyzeOptions) {
  /** The calls that wait, and the prefix they wait on (none when it is not among the files linted). */
  const waiting = new Map<Site, Draft | undefined>();
  // A set, not a search of every prefix per site: minified bundles have thousands of each.
  const used = new Set<Site>();
  for (const p of prefixes) {
    for (const s of p.users ?? []) {
      used.add(s);
      if (!p.edits && !waiting.has(s)) waiting.set(s, p);
    }
  }
  for (const s of sites) if (s.url.version === 3 && !used.has(s) && s.url.prefix) waiting.set(s, undefined);
  for (const d of drafts) {
    // Review fixes keep their edits: they are a person's decision (a suggestion), never applied alone.
    if (!d.site || !waiting.has(d.site) || !d.edits || !holdsPrefix(d.entry) || !applicable(d, options)) continue;
    const base = waiting.get(d.site);
    hold(d, { reason: 'base waits', ...(base ? { base, blockers: base.held?.blockers ?? [] } : {}) });
  }
}

/**
 * `/\/api\/v3/` in a regular expression: code that strips the prefix (`.replace`) moves with it
 * (review); code that tests for it is probing the server's version, which a person must rethink.
 */
export function regexDrafts(index: FileIndex, text: string): Draft[] {
  const out: Draft[] = [];
  for (const re of index.regexes) {
    const m = /api\\?\/v3/.exec(re.regex.pattern);
    if (!m) continue;
    const three = re.range[0] + 1 + m.index + m[0].length - 1;
    const member = index.parent.get(re);
    const strips = member?.type === 'CallExpression' && member.arguments[0] === re && member.callee.type === 'MemberExpression' && member.callee.property.type === 'Identifier' && /^replace(All)?$/.test(member.callee.property.name);
    out.push({
      entry: prefixEntry,
      file: fileOf(re),
      range: [re.range[0], re.range[1]],
      message: strips
        ? `${prefixEntry.message} (a regular expression that strips the prefix: it must match \`/api/v4\` once the URLs do)`
        : `${prefixEntry.message} (a regular expression that detects the v3 prefix: a version probe; decide what it should detect once the client speaks v4)`,
      tier: strips ? 'review' : 'manual',
      confidence: 'medium',
      edits: strips && text[three] === '3' ? [{ range: [three, three + 1], text: '4', file: fileOf(re) }] : undefined,
    });
  }
  return out;
}

/** A literal holding `/api/v3` that no call uses here: a base for other code, unless it is prose or a test. */
function standaloneBase(index: FileIndex, lit: Node): boolean {
  // A test's client configuration (`new Client({ url: 'http://gitlab.test/api/v3' })` in an `it`)
  // is a base: the test moves with the client it configures.
  const parent = index.parent.get(lit);
  const config = parent?.type === 'Property' && parent.value === lit && CONFIG_BASE_KEY.test(keyName(parent.key) ?? '');
  for (const a of index.ancestors(lit)) {
    if ((a.type === 'CallExpression' || a.type === 'NewExpression') && isServerCall(a)) return false;
    if (a.type === 'CallExpression') {
      const { name = '', object = '' } = calleeName(a.callee);
      if ((NOT_A_BASE.test(name) || NOT_A_BASE.test(object)) && !config) return false;
    }
    if (a.type === 'VariableDeclarator' && a.id.type === 'Identifier' && OTHER_SERVICE_NAME.test(a.id.name)) return false;
    if (a.type === 'Property' && a.key.type === 'Identifier' && OTHER_SERVICE_NAME.test(a.key.name)) return false;
  }
  return true;
}

