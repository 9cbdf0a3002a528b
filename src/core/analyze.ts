import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { entriesFor } from '../rulebook/index.js';
import type { Entry } from '../rulebook/types.js';
import { locator } from './location.js';
import { confidenceOf, matchContext, matchParams, matchRoutes, type Draft } from './match.js';
import { compareDrafts, matchFields, matchIds, matchStatuses, matchValues } from './match-semantic.js';
import { prefixEntry } from './rules.js';
import { fileOf, sourceOf, type FileIndex, type Node } from './scope.js';
import { isServerCall, type Site } from './sites.js';
import { Workspace, type FileContext } from './workspace.js';
import type { AnalyzeOptions, Edit, Endpoint, Finding } from './types.js';
import { stringLiteralItems, templateElementItems, textOf as textOfItems } from './template.js';

/** Findings of one parsed file. ESLint calls this with the AST it already has. */
export function analyze(program: TSESTree.Program, text: string, options: AnalyzeOptions = {}): Finding[] {
  const ws = new Workspace();
  ws.add('', text, program);
  return analyzeWorkspace(ws, [''], options).findings.get('') ?? [];
}

export interface WorkspaceResult {
  /** Findings by the file whose text they flag (only the target files). */
  findings: Map<string, Finding[]>;
  /** Target files whose templates used names only another file can tell. */
  unresolved: Set<string>;
  /** v3 calls no rule covers, by file. */
  uncovered: Map<string, Endpoint[]>;
}

/** `baseUrls` of the configuration: expressions the code uses as a v3 base (`process.env.GITLAB_API`, `config.*.url`). */
function onHiddenBase(site: Site, patterns: readonly string[]): boolean {
  const first = site.url.items.find((it) => it.kind !== 'mark');
  if (first?.kind !== 'hole') return false;
  const source = sourceOf(first.node).replace(/\s+/g, '');
  return patterns.some((p) => new RegExp(`^${p.replace(/\s+/g, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(source));
}

/** Suppressed findings (a person dealt with them): no fix, and they hold nothing back. */
function markSkipped(drafts: Draft[], ws: Workspace, skip: NonNullable<AnalyzeOptions['skip']>) {
  for (const d of drafts) {
    const file = d.file ?? d.site?.file ?? '';
    const ctx = ws.get(file);
    if (!ctx) continue;
    if (skip({ ruleId: d.entry.id, change: d.entry.change, line: locatorFor(ws, file)(d.range[0]).line }, ctx.text)) {
      d.suppressed = true;
      d.edits = undefined;
    }
  }
}

/** v3 calls that no rule of the rulebook matched: endpoints a person should still look at. */
function uncoveredEndpoints(sites: Site[], drafts: Draft[], ws: Workspace): Map<string, Endpoint[]> {
  const covered = new Set(drafts.filter((d) => d.site && d.entry.kind !== 'prefix').map((d) => d.site!));
  const out = new Map<string, Endpoint[]>();
  for (const s of sites) {
    if (s.url.version !== 3 || covered.has(s) || s.url.segments.length === 0) continue;
    const path = s.url.segments.map((seg) => {
      const items = s.url.items.slice(seg.start, seg.end).filter((it) => it.kind !== 'mark');
      return items.every((it) => it.kind === 'char') ? textOfItems(items) : ':id';
    });
    if (path.every((p) => p === ':id')) continue; // a wrapper's own call: its callers are the endpoints
    const endpoint = `${s.method.value && !s.method.defaulted ? s.method.value + ' ' : s.method.value ? 'GET ' : ''}/${path.join('/')}`;
    const line = locatorFor(ws, s.file)(s.call.range[0]).line;
    const list = out.get(s.file) ?? [];
    if (!list.some((e) => e.line === line && e.endpoint === endpoint)) list.push({ line, endpoint });
    out.set(s.file, list);
  }
  return out;
}

/**
 * Findings of the target files of a workspace. Shared text (a base constant in another file) is
 * judged over every call that reads it, whichever file the call is in.
 */
export function analyzeWorkspace(ws: Workspace, targets: readonly string[], options: AnalyzeOptions = {}): WorkspaceResult {
  const entries = entriesFor(options.serverVersion);
  const contexts = targets.map((t) => ws.get(t)).filter((c): c is FileContext => !!c);
  const sites = contexts.flatMap((c) => c.finder.find()).filter((s) => !mentionsOtherService(s));
  if (options.baseUrls?.length) for (const s of sites) if (s.url.version === null && onHiddenBase(s, options.baseUrls)) s.url.version = 3;
  const drafts: Draft[] = [];
  for (const site of sites) {
    const ctx = ws.get(site.file)!;
    drafts.push(...siteDrafts(ctx.index, site, entries, matchContext(ctx.text)));
  }
  for (const c of contexts) drafts.push(...looseComparisons(c.index, entries, drafts, matchContext(c.text)));
  if (options.skip) markSkipped(drafts, ws, options.skip);
  checkShared(drafts, sites);
  for (const d of drafts) if (d.site && isProbe(d.site, ws)) keepForReview(d, 'a version probe: it asks a v3 route on purpose to learn which API the server speaks');
  citeBases(drafts, ws, options.displayPath ?? ((f) => f));
  if (entries.includes(prefixEntry)) {
    const prefixes = contexts.flatMap((c) => prefixDrafts(c, sites, drafts, options));
    if (options.skip) markSkipped(prefixes, ws, options.skip);
    withholdBlocked(drafts, prefixes, sites, options);
    drafts.push(...prefixes, ...contexts.flatMap((c) => regexDrafts(c.index, c.text)));
  }
  const unresolved = new Set(contexts.filter((c) => c.finder.ev.unresolved).map((c) => c.file));
  return { findings: toFindings(drafts, ws, new Set(targets)), unresolved, uncovered: uncoveredEndpoints(sites, drafts, ws) };
}

/**
 * A call made only to learn whether the server speaks v3 (`detectV3() { try { await get('/api/v3/projects/owned') … } }`):
 * rewriting it would make the probe answer the wrong question.
 */
function isProbe(site: Site, ws: Workspace): boolean {
  if (site.url.version !== 3) return false;
  const index = ws.get(site.file)?.index;
  const fn = index?.ancestors(site.call).find((a) => a.type === 'FunctionDeclaration' || a.type === 'FunctionExpression' || a.type === 'ArrowFunctionExpression' || a.type === 'MethodDefinition' || a.type === 'VariableDeclarator' || a.type === 'Property');
  const named = (n: Node | undefined): string => {
    if (!n) return '';
    if (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression') return n.id?.name ?? named(index!.parent.get(n));
    if (n.type === 'ArrowFunctionExpression') return named(index!.parent.get(n));
    if (n.type === 'VariableDeclarator') return n.id.type === 'Identifier' ? n.id.name : '';
    if (n.type === 'MethodDefinition' || n.type === 'Property') return n.key.type === 'Identifier' ? n.key.name : '';
    return '';
  };
  return /detect|probe|sniff|speaks|is_?v3|isV3|supports?V3|legacy_?api|apiVersion|which_?api/i.test(named(fn));
}

function keepForReview(d: Draft, why: string) {
  if (!d.edits) return;
  d.edits = undefined;
  d.message += ` (reported for review, not rewritten: ${why})`;
}

/** A call whose `/api/v3` base is spelled in another file says where, so the finding can be trusted. */
function citeBases(drafts: Draft[], ws: Workspace, display: (file: string) => string) {
  for (const d of drafts) {
    const site = d.site;
    const p = site?.url.prefix;
    const first = p && site.url.items.slice(p.start, p.end).find((it) => it.kind === 'char' && it.src && it.lit);
    if (!site || !first || first.kind !== 'char' || first.lit!.file === site.file) continue;
    const ctx = ws.get(first.lit!.file);
    const line = ctx ? locatorFor(ws, ctx.file)(first.src![0]).line : 0;
    d.message += ` (base \`/api/v${site.url.version}\` from ${display(first.lit!.file)}:${line})`;
  }
}

function siteDrafts(index: FileIndex, site: Site, entries: readonly Entry[], ctx: ReturnType<typeof matchContext>): Draft[] {
  const out: Draft[] = [];
  for (const entry of entries) {
    if (entry.routes) {
      // A path with an unknown base must be specific enough to stand alone, and seen in a call.
      if (site.url.version === null && !site.clientLike && confidenceOf(site) === 'low') continue;
      const d = matchRoutes(site, entry, ctx);
      if (d) out.push(d);
    }
    if (entry.params) out.push(...matchParams(site, entry, ctx));
    if (entry.ids) out.push(...matchIds(site, entry));
    if (entry.fields) out.push(...matchFields(index, site, entry, ctx));
    if (entry.statuses) out.push(...matchStatuses(index, site, entry));
    if (entry.values) out.push(...matchValues(site, entry, ctx));
  }
  return out;
}

/**
 * Comparisons of a response field that no call of this file is seen to produce (the events came
 * through a helper or another module): still always false, reported with less confidence.
 */
function looseComparisons(index: FileIndex, entries: readonly Entry[], drafts: Draft[], ctx: ReturnType<typeof matchContext>): Draft[] {
  const out: Draft[] = [];
  const taken = new Set(drafts.map((d) => d.range[0]));
  for (const entry of entries)
    for (const rule of entry.fields ?? []) {
      if (!rule.compare) continue;
      const props = index.identifiers.filter((i) => i.name === rule.compare!.field && index.parent.get(i)?.type === 'MemberExpression');
      out.push(...compareDrafts(index, entry, rule, props, ctx, 'medium').filter((d) => !taken.has(d.range[0])));
    }
  return out;
}

const OTHER_SERVICE_NAME = /github|octokit|\bghe/i;

function mentionsOtherService(site: Site): boolean {
  const names = site.url.items.flatMap((it) => it.via).map((n) => (n.type === 'Identifier' ? n.name : n.type === 'MemberExpression' && n.property.type === 'Identifier' ? n.property.name : ''));
  return names.some((n) => OTHER_SERVICE_NAME.test(n));
}

/** Whether a finding's fix will be applied in the same run (so it does not block the prefix). */
function applicable(d: Draft, options: AnalyzeOptions): boolean {
  // A suppressed finding that only asked a person to check (an id, a field) counts as checked; a
  // suppressed rewrite keeps its call as it is, and so the call's base too.
  if (d.suppressed) return d.tier !== 'safe';
  // What the code does with the answer (fields, statuses) is reported but does not hold the URL back.
  if (d.entry.kind === 'informational' || d.entry.fields || d.entry.statuses) return true;
  return !!d.edits && (d.tier === 'safe' || (d.tier === 'review' && !!options.fixReview));
}

function literalsOf(site: Site): Set<Node> {
  const s = new Set<Node>();
  for (const it of site.url.items) if (it.kind !== 'hole' && it.lit) s.add(it.lit.node);
  return s;
}

type Place = { file: string; range: readonly [number, number] };

/** The source a site reads: its call, and the constants, method and parameter objects it uses. */
function footprint(site: Site): Place[] {
  const at = (n: Node): Place => ({ file: fileOf(n), range: n.range });
  const out: Place[] = [{ file: site.file, range: site.call.range }];
  for (const l of literalsOf(site)) out.push(at(l));
  if (site.method.node) out.push(at(site.method.node));
  for (const p of site.params) if (p.container) out.push(at(p.container));
  return out;
}

/** Whether an edit (in `file` unless it names its own) lies inside a place. */
const within = (e: Edit, file: string, p: Place) => (e.file ?? file) === p.file && p.range[0] <= e.range[0] && e.range[1] <= p.range[1];
const sameEdit = (a: Edit, b: Edit) => a.range[0] === b.range[0] && a.range[1] === b.range[1] && a.text === b.text && a.file === b.file;

/**
 * An edit outside the call's own text (in a constant, a wrapper, a shared options object) is kept
 * only when every call that reads that text asks for the same edit; otherwise it would break them.
 */
function checkShared(drafts: Draft[], sites: Site[]) {
  const prints = new Map(sites.map((s) => [s, footprint(s)] as const));
  for (const d of drafts) {
    if (!d.edits || !d.site) continue;
    for (const e of d.edits) {
      const file = d.site.file;
      if (within(e, file, { file, range: d.site.call.range })) continue;
      const readers = sites.filter((s) => s !== d.site && prints.get(s)!.some((p) => within(e, file, p)));
      const agreed = readers.every((s) => drafts.some((o) => o.site === s && o.entry.change === d.entry.change && o.edits?.some((x) => sameEdit(x, e))));
      if (!agreed) {
        d.edits = undefined;
        d.tier = 'manual';
        d.message += ' (not rewritten: the text is shared with other calls that do not need this change)';
        break;
      }
    }
  }
}

const PREFIX_TEXT = /(?:^|\/)api\/v3(?=$|[/?#])/g;
const NOT_A_BASE = /^(describe|it|test|expect|console|log|debug|info|warn|error|assert)$/;

/**
 * The `/api/v3` prefix, once per literal that spells it. It is rewritten only when no call that
 * uses that literal keeps a v3 route the same run will not fix.
 */
function prefixDrafts(ctx: FileContext, sites: Site[], drafts: Draft[], options: AnalyzeOptions): Draft[] {
  const { index, text } = ctx;
  const blocked = new Set<Site>(drafts.filter((d) => d.site && !applicable(d, options)).map((d) => d.site!));
  const out: Draft[] = [];
  for (const lit of index.strings) {
    const value = lit.type === 'Literal' ? lit.value : (lit.value.cooked ?? '');
    if (/\s/.test(value) || OTHER_SERVICE_NAME.test(value)) continue;
    PREFIX_TEXT.lastIndex = 0;
    const m = PREFIX_TEXT.exec(value);
    if (!m) continue;
    const users = sites.filter((s) => literalsOf(s).has(lit));
    if (users.length === 0 && !standaloneBase(index, lit)) continue;
    // A base no call of its own file uses is used by other files: only project mode sees them.
    if (users.length === 0) ctx.finder.ev.unresolved = true;
    if (users.some((s) => s.url.version !== 3)) continue;
    // Where the characters are spelled (escapes such as `\/` or `\x33` included).
    const chars = (lit.type === 'Literal' ? stringLiteralItems(lit, text, ctx.file, []) : templateElementItems(lit, text, ctx.file, [])).filter((it) => it.kind === 'char');
    const three = chars[m.index + m[0].length - 1]?.src;
    const start = chars[m.index]?.src ?? [lit.range[0], lit.range[1]];
    const holders = users.filter((s) => blocked.has(s));
    const isBlocked = holders.length > 0;
    out.push({
      entry: prefixEntry,
      file: ctx.file,
      range: [start[0], three?.[1] ?? start[1]],
      message: isBlocked
        ? `${prefixEntry.message} (kept until ${describeHolders(holders, drafts, options)} is dealt with: the calls on this base move to v4 together)`
        : prefixEntry.message,
      tier: isBlocked ? 'manual' : 'safe',
      confidence: users.length ? 'high' : 'medium',
      edits: isBlocked || !three ? undefined : [{ range: [three[0], three[1]], text: '4', file: ctx.file }],
      users,
    });
  }
  return out;
}

function describeHolders(holders: Site[], drafts: Draft[], options: AnalyzeOptions): string {
  const keys = [...new Set(drafts.filter((d) => d.site && holders.includes(d.site) && !applicable(d, options)).map((d) => d.entry.change))];
  return `the ${keys.join(', ')} finding${keys.length === 1 ? '' : 's'} of a call on it`;
}

/**
 * A call whose base keeps `/api/v3` this run keeps its v3 route too: rewriting the path alone
 * would send a v3 server a v4 route (or give a v3 route a v4 meaning). Its fixes wait.
 */
function withholdBlocked(drafts: Draft[], prefixes: Draft[], sites: Site[], options: AnalyzeOptions) {
  const waiting = new Set<Site>();
  for (const p of prefixes) if (!p.edits) for (const s of p.users ?? []) waiting.add(s);
  for (const s of sites) if (s.url.version === 3 && !prefixes.some((p) => p.users?.includes(s)) && s.url.prefix) waiting.add(s);
  for (const d of drafts) {
    // Review fixes keep their edits: they are a person's decision (a suggestion), never applied alone.
    if (!d.site || !waiting.has(d.site) || !d.edits || d.entry.fields || d.entry.statuses || !applicable(d, options)) continue;
    d.edits = undefined;
    d.message += ' (waits: its base keeps `/api/v3` until a manual change on it is made)';
  }
}

/**
 * `/\/api\/v3/` in a regular expression: code that strips the prefix (`.replace`) moves with it
 * (review); code that tests for it is probing the server's version, which a person must rethink.
 */
function regexDrafts(index: FileIndex, text: string): Draft[] {
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
  for (const a of index.ancestors(lit)) {
    if ((a.type === 'CallExpression' || a.type === 'NewExpression') && isServerCall(a)) return false;
    if (a.type === 'CallExpression') {
      const c = a.callee;
      const name = c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.property.type === 'Identifier' ? c.property.name : '';
      const obj = c.type === 'MemberExpression' && c.object.type === 'Identifier' ? c.object.name : '';
      if (NOT_A_BASE.test(name) || NOT_A_BASE.test(obj)) return false;
    }
    if (a.type === 'VariableDeclarator' && a.id.type === 'Identifier' && OTHER_SERVICE_NAME.test(a.id.name)) return false;
    if (a.type === 'Property' && a.key.type === 'Identifier' && OTHER_SERVICE_NAME.test(a.key.name)) return false;
  }
  return true;
}

function toFindings(drafts: Draft[], ws: Workspace, targets: Set<string>): Map<string, Finding[]> {
  const rank = { high: 3, medium: 2, low: 1 } as const;
  const byFile = new Map<string, Map<string, Finding>>();
  for (const d of drafts) {
    const file = d.file ?? d.site?.file ?? '';
    if (!targets.has(file)) continue;
    const loc = locatorFor(ws, file);
    // An edit outside the files of this run is never made; the finding then waits for a person.
    const outside = d.edits?.some((e) => e.file !== undefined && !targets.has(e.file));
    const edits = outside ? undefined : d.edits?.map((e) => (e.file === file || e.file === undefined ? { range: e.range, text: e.text } : e));
    const f: Finding = {
      ruleId: d.entry.id,
      change: d.entry.change,
      severity: d.entry.severity,
      confidence: d.confidence,
      message: outside ? `${d.message} (not rewritten: the text to change is outside the paths given)` : d.message,
      fix: edits?.length ? d.tier : 'manual',
      range: d.range,
      start: loc(d.range[0]),
      end: loc(d.range[1]),
      ...(edits?.length ? { edits } : {}),
      ...(d.suppressed ? { suppressed: true } : {}),
    };
    const seen = byFile.get(file) ?? new Map<string, Finding>();
    byFile.set(file, seen);
    const key = `${d.entry.id}@${d.range[0]}`;
    const prev = seen.get(key);
    if (!prev || rank[f.confidence] > rank[prev.confidence] || (!prev.edits && f.edits)) seen.set(key, f);
  }
  const out = new Map<string, Finding[]>();
  for (const t of targets) out.set(t, [...(byFile.get(t)?.values() ?? [])].sort((a, b) => a.range[0] - b.range[0] || a.change.localeCompare(b.change)));
  return out;
}

const locators = new WeakMap<object, (offset: number) => import('./types.js').Position>();

function locatorFor(ws: Workspace, file: string) {
  const ctx = ws.get(file)!;
  let loc = locators.get(ctx);
  if (!loc) locators.set(ctx, (loc = locator(ctx.text)));
  return loc;
}
