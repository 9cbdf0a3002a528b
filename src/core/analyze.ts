import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { entriesFor } from '../rulebook/index.js';
import type { Entry } from '../rulebook/types.js';
import { isSuppressed } from './policy/directives.js';
import { composeMessage, heldData, hold, made, type DraftHold } from './decide/holds.js';
import { byCall, spokenByCallers, wrapperCallsOf, wrapperRequest } from './decide/wrapper-callers.js';
import { clientCallDrafts, isLibraryCall, keepLibraryBases, libraryCallDrafts } from './match/client-calls.js';
import { locator } from './location.js';
import { levelOf } from './policy/policy.js';
import { tablesOf } from '../rulebook/tables.js';
import { headSpeaksToGitLab, matchContext, type Draft } from './match/drafts.js';
import { READ_FROM_END } from './match/pattern.js';
import { MATCHERS } from './match/registry.js';
import { compareDrafts } from './match/semantic.js';
import { memberName } from './extract/ast.js';
import { OTHER_SERVICE_NAME, PROBE_NAMES } from './extract/guesses.js';
import { otherServerSites } from './extract/other-server.js';
import { regexDrafts, runPrefixDrafts, startsRelative, withholdBlocked } from './decide/prefix.js';
import { offerSplits } from './decide/split.js';
import { fixGroups } from './decide/together.js';
import { prefixEntry } from '../rulebook/lookups.js';
import { notV4Drafts } from './match/not-v4.js';
import { inferV3Bases, inferV4Bases } from './decide/v3-evidence.js';
import { reportV3Branches } from './decide/dual-version.js';
import { sourceOf, type FileIndex, type Node } from './extract/scope.js';
import { checkShared } from './decide/shared-text.js';
import { gitlabEvidence, holdUnshownCalls, holdUnshownPrefixes, type Evidence } from './decide/gitlab-evidence.js';
import { reviewUnprovenStyles } from './decide/styles.js';
import { holdEntryQueries, tableReadersSpeak } from './decide/tables.js';
import { tableVersions, type Site } from './extract/sites.js';
import { textOf as textOfItems } from './extract/template.js';
import { parseUrl } from './extract/url.js';
import type { Endpoint, Finding, FixedBy } from './types.js';
import type { AnalyzeOptions } from './policy/policy.js';
import { matchesWildcard } from './policy/wildcard.js';
import { directivesOf, Workspace, type FileContext } from './workspace.js';

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

/** The libraries whose defaults the run sets to a v3 base only (the value's version as the URL model reads it). */
function librariesOnV3Defaults(contexts: readonly FileContext[]): Set<string> {
  const versions = new Map<string, Set<3 | 4 | null>>();
  for (const c of contexts)
    for (const { library, base } of c.finder.defaultsSet()) {
      const items = c.finder.ev.evaluate(base);
      const v = (items && parseUrl(items)?.version) ?? null;
      versions.set(library, new Set([...(versions.get(library) ?? []), v]));
    }
  return new Set([...versions].filter(([, v]) => v.size === 1 && v.has(3)).map(([library]) => library));
}

/** `baseUrls` of the configuration: expressions the code uses as a v3 base (`process.env.GITLAB_API`, `config.*.url`). */
function onHiddenBase(site: Site, patterns: readonly string[]): boolean {
  const first = site.url.items.find((it) => it.kind !== 'mark');
  if (first?.kind !== 'hole') return false;
  const source = sourceOf(first.node).replace(/\s+/g, '');
  return patterns.some((p) => matchesWildcard(p.replace(/\s+/g, ''), source));
}

/**
 * Findings the policy hides (a rule turned off, an inline comment on their line) get no fix. They
 * are hidden, not solved: the base they are on still waits for them. Each file's comments are read once.
 */
function markSkipped(drafts: Draft[], ws: Workspace, rules: AnalyzeOptions['rules']) {
  const anyOff = !!rules && Object.values(rules).includes('off');
  for (const d of drafts) {
    const file = d.file ?? d.site?.file ?? '';
    const ctx = ws.get(file);
    if (!ctx) continue;
    const directives = directivesOf(ctx);
    if (!anyOff && directives.length === 0) continue;
    const finding = { ruleId: d.entry.id, change: d.entry.change, start: { line: locatorFor(ws, file)(d.range[0]).line, column: 1 } };
    if (levelOf(finding, rules) === 'off' || isSuppressed(directives, finding)) {
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

/** What the passes of one analysis read and write. */
interface Analysis {
  ws: Workspace;
  contexts: FileContext[];
  entries: readonly Entry[];
  options: AnalyzeOptions;
  sites: Site[];
  drafts: Draft[];
  /** What shows each base to be GitLab's (set by its pass). */
  evidence?: Evidence;
}

/**
 * What a finding becomes, decided in this order. Each pass reads and writes typed data (sites,
 * drafts, holds); none writes message text. The comment of each says why it comes where it does.
 */
const PASSES: ReadonlyArray<readonly [name: string, run: (a: Analysis) => void]> = [
  // The configuration's hidden bases (`baseUrls`) and the package's own base (project mode) say
  // which version a site speaks where its text does not: before anything matches on the version.
  ['bases the configuration and the package name', (a) => {
    // A reader's configuration value is said as data (its document's configValues), not spelled in its text.
    if (a.options.configValues?.size) for (const s of a.sites) if (a.options.configValues.has(s.call.range[0])) s.configValue = true;
    if (a.options.baseUrls?.length) for (const s of a.sites) if (s.url.version === null && onHiddenBase(s, a.options.baseUrls)) Object.assign(s, { configuredBase: true }).url.version = 3;
    if (a.options.packageBase) for (const s of a.sites) if (s.url.version === null && s.clientLike && a.options.packageBase(s.file) === 4) Object.assign(s, { configuredBase: true }).url.version = 4;
    // A library's defaults set to a v3 base in the run (`axios.defaults.baseURL = '…/api/v3'`, and never to
    // a v4 one) are the base of its calls that spell no host, in any file (prefix.ts reads them so).
    const v3Defaults = librariesOnV3Defaults(a.contexts);
    if (v3Defaults.size) for (const s of a.sites) if (s.url.version === null && s.client && v3Defaults.has(s.client) && startsRelative(s)) Object.assign(s, { onDefaults: true }).url.version = 3;
  }],
  // A client that calls routes only v4 has speaks v4 on the calls it makes without a base: before
  // matching, so the v3-only rules stay silent there.
  ['v4 bases inferred', (a) => inferV4Bases(a.sites)],
  // The entries of a table of request records are on the base of the calls that read it.
  ['table entries on their readers\' version and method', (a) => {
    tableVersions(a.sites);
    tableReadersSpeak(a.sites);
  }],
  ['match every site', (a) => matchSites(a, a.sites)],
  // A route read from its end (`${projectApi}/builds`, match/pattern.ts) is a guess about its start:
  // every finding on its call is reported for a person where something says GitLab (its file, or the
  // name of the value it starts with), and never fixed. Before the v3 inference, which must not take a
  // guess for evidence.
  ['routes read from their end', (a) => {
    a.drafts = a.drafts.filter((d) => {
      const scope = d.site && READ_FROM_END.get(d.site.url);
      if (!d.site || !scope) return true;
      if (!headSpeaksToGitLab(d.site, matchContext(a.ws.get(d.site.file)?.text ?? ''))) return false;
      d.tier = 'manual';
      d.confidence = 'low';
      d.edits = undefined;
      d.held = { reason: 'no rewrite', noRewrite: { kind: 'route start unseen', scope } };
      return true;
    });
  }],
  // A client that calls routes only v3 has speaks v3 on its other calls too: after the first match
  // (which found those routes), and matched again so the rules that need a v3 base apply.
  ['v3 bases inferred, matched again', (a) => matchSites(a, inferV3Bases(a.sites, a.drafts))],
  // Reads no call is seen to produce, and calls of v3-only client libraries: they need the drafts
  // above to know what is already reported.
  ['loose comparisons and client libraries', (a) => {
    for (const c of a.contexts) a.drafts.push(...looseComparisons(c.index, a.entries, a.drafts, matchContext(c.text)));
    for (const c of a.contexts) a.drafts.push(...clientCallDrafts(c.index, c.file, a.entries), ...libraryCallDrafts(c.index, a.sites.filter((s) => s.file === c.file), a.options.libraryCalls, a.entries));
  }],
  // A v3 call on a route v4 lacks that no rule covered: last of the matchers, since it is what they left.
  ['routes no rule covers', (a) => {
    if (a.entries.some((e) => e.id === 'not-a-v4-route')) a.drafts.push(...notV4Drafts(a.sites.filter((s) => !isLibraryCall(s, a.options.libraryCalls)), a.drafts, a.options.serverVersion));
  }],
  // A wrapper of another file that spells its route speaks for its callers there: a caller's finding
  // its own request has too is that request's (fixed once, in the wrapper, for every caller). After
  // every matcher, before any hold counts the finding.
  ['callers a wrapper\'s own request speaks for', (a) => {
    const requests = byCall(a.sites);
    a.drafts = a.drafts.filter((d) => {
      const inner = d.site && wrapperRequest(d.site, requests);
      return !inner || !a.drafts.some((x) => x.site === inner && x.entry === d.entry);
    });
  }],
  // A query a route-table entry's fix adds must survive the clients that read the entry: after
  // every matcher, before the holds that count what is not fixed.
  ['queries the readers of a table entry drop', (a) => holdEntryQueries(a.drafts, a.sites)],
  // A fix on a base nothing shows to be GitLab's is held: after every matcher (a call's route is
  // evidence for the other calls on its base), before the holds that count what is not fixed.
  ['GitLab evidence', (a) => {
    a.evidence = gitlabEvidence(a.sites, a.drafts, a.ws, a.options);
    holdUnshownCalls(a.drafts, a.evidence);
  }],
  // A call through a client style the differential suite does not prove is fixed for review at
  // most: before policy and the prefix, so that its base waits for it like any fix not made by --fix.
  ['client styles not proven', (a) => reviewUnprovenStyles(a.drafts, a.sites, a.options.callStyles)],
  // Policy hides findings and takes their fixes away before any hold is decided, so that a hidden
  // finding blocks its base exactly as a shown one that is not fixed (hidden is not solved).
  ['policy: hidden findings lose their fixes', (a) => markSkipped(a.drafts, a.ws, a.options.rules)],
  // Text several calls read is edited only when all of them ask for the same edit: needs every
  // call's final edits, so after matching and policy.
  ['shared text', (a) => checkShared(a.drafts, a.sites, a.ws)],
  ['version probes', (a) => {
    for (const d of a.drafts) if (d.site && d.edits && isProbe(d.site, a.ws)) hold(d, { reason: 'probe' });
  }],
  ['bases spelled in another file cited', (a) => citeBases(a.drafts, a.ws, a.options.displayPath ?? ((f) => f))],
];

/**
 * The passes that read the run's level (`fixReview`: whether a review fix is made with the base,
 * base-proof.ts `applicable`). They run once at the run's level and once at the other on copies of
 * the drafts, so that each finding says which flag makes its fix (`Finding.fixedBy`): the same
 * decision the fix run makes, not a guess from its holds.
 */
const LEVEL_PASSES: ReadonlyArray<readonly [name: string, run: (a: Analysis) => void]> = [
  // The prefix moves only with every call on it, so it comes after every hold of a call above; the
  // calls whose base stays then wait for it. Its own findings are hidden by the same policy.
  ['the prefix, and the calls that wait on it', (a) => {
    if (!a.entries.includes(prefixEntry)) return;
    const prefixes = runPrefixDrafts(a.contexts, a.sites, a.drafts, a.options, a.ws);
    markSkipped(prefixes, a.ws, a.options.rules);
    if (a.evidence) holdUnshownPrefixes(prefixes, a.evidence);
    // A call with no v4 form may take its own copy of a base that waits only on such calls (split.ts).
    offerSplits(prefixes, a.drafts);
    withholdBlocked(a.drafts, prefixes, a.sites, a.ws, a.options);
    keepLibraryBases([...a.drafts, ...prefixes], a.options.libraryCalls);
    a.drafts.push(...prefixes, ...a.contexts.flatMap((c) => regexDrafts(c.index, c.text)));
  }],
  // Code that speaks both versions: its v3 branch is reported once, as information, after every
  // finding of the branch is known.
  ['dual-version code', (a) => reportV3Branches(a.drafts, a.ws)],
];

/**
 * Findings of the target files of a workspace. Shared text (a base constant in another file) is
 * judged over every call that reads it, whichever file the call is in.
 */
export function analyzeWorkspace(ws: Workspace, targets: readonly string[], options: AnalyzeOptions = {}): WorkspaceResult {
  const contexts = targets.map((t) => ws.get(t)).filter((c): c is FileContext => !!c);
  const found = contexts.flatMap((c) => c.finder.find()).filter((s) => !mentionsOtherService(s));
  const others = otherServerSites(found, (f) => ws.get(f)?.index);
  const sites = found.filter((s) => !others.has(s));
  const analysis: Analysis = { ws, contexts, entries: entriesFor(options.serverVersion), options, sites, drafts: [] };
  for (const [, run] of PASSES) run(analysis);
  const before = analysis.drafts.map((d) => ({ ...d }));
  for (const [, run] of LEVEL_PASSES) run(analysis);
  const fates = fixedBy(analysis, atOtherLevel(analysis, before));
  const unresolved = new Set(contexts.filter((c) => c.finder.ev.unresolved).map((c) => c.file));
  const display = options.displayPath ?? ((f) => f);
  // What a fix pass makes together: the fix loop takes each change whole or not at all (linter.ts `applyPass`), one
  // front offers each fix with the others (ESLint's suggestions), another takes none of a change whose part its file
  // cannot take (a reader's text, languages/virtual/document.ts).
  const groups = fixGroups(analysis.drafts, sites, options);
  return { findings: toFindings(analysis.drafts, ws, new Set(targets), display, groups, fates), unresolved, uncovered: uncoveredEndpoints(sites, analysis.drafts, ws) };
}

/**
 * The level-reading passes run at the other level, on the drafts as they were before them (copies:
 * a hold replaces a draft's fields, never mutates them).
 */
function atOtherLevel(a: Analysis, before: Draft[]): Analysis | undefined {
  // Only a review fix reads differently at the other level (base-proof.ts `applicable`; a split's copy of a base is one): with none, the decisions are the same.
  if (!a.drafts.some((d) => d.tier === 'review' && (d.edits?.length || d.held?.reason === 'kept on v3'))) return undefined;
  const copy: Analysis = { ...a, options: { ...a.options, fixReview: !a.options.fixReview }, drafts: before };
  for (const [, run] of LEVEL_PASSES) run(copy);
  return copy;
}

/** Which flag makes each draft's fix, from the decisions at both levels. */
function fixedBy(a: Analysis, other: Analysis | undefined): Map<Draft, FixedBy> {
  const key = (d: Draft) => `${d.file ?? d.site?.file ?? ''}@${d.entry.id}@${d.range[0]}:${d.range[1]}`;
  const here = madeIn(a.drafts, !!a.options.fixReview);
  const otherMade = new Set([...(other ? madeIn(other.drafts, !!other.options.fixReview) : here)].map(key));
  const out = new Map<Draft, FixedBy>();
  for (const d of a.drafts) {
    const [safe, review] = a.options.fixReview ? [otherMade.has(key(d)), here.has(d)] : [here.has(d), otherMade.has(key(d))];
    if (safe) out.set(d, 'fix');
    else if (review) out.set(d, 'fix-review');
  }
  return out;
}

/**
 * The drafts a fix run at this level makes: their own fixes, and where calls take their own copy
 * of a base (split.ts, review) the base and every fix that waits on it, which the next pass of
 * the same run makes once the copies are made.
 */
function madeIn(drafts: readonly Draft[], review: boolean): Set<Draft> {
  const atLevel = (d: Draft) => d.tier === 'safe' || (review && d.tier === 'review');
  const split = new Set(drafts.flatMap((d) => (d.held?.reason === 'kept on v3' && d.edits?.length && d.held.base && atLevel(d) ? [d.held.base] : [])));
  const released = (d: Draft) => !d.suppressed && (split.has(d) || (d.held?.reason === 'base waits' && !!d.held.base && split.has(d.held.base) && atLevel(d)));
  return new Set(drafts.filter((d) => made(d, review) || released(d)));
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
  return PROBE_NAMES.test(named(fn));
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
    d.cite = `base \`/api/v${site.url.version}\` from ${display(first.lit!.file)}:${line}`;
  }
}

/**
 * The rules' drafts of `sites`: not of a call of a v3-only library (its own pass), nor of a wrapper's
 * own request whose route ends in a value its callers give (`/builds${rest}`), every caller a site:
 * they are its routes (wrapper-callers.ts).
 */
function matchSites(a: Analysis, sites: Iterable<Site>): void {
  const wrapperCalls = wrapperCallsOf(a.sites);
  for (const site of sites) {
    if (isLibraryCall(site, a.options.libraryCalls) || (site.url.tail && spokenByCallers(site, wrapperCalls))) continue;
    const ctx = a.ws.get(site.file)!;
    a.drafts.push(...siteDrafts(ctx.index, site, a.entries, matchContext(ctx.text)));
  }
}

function siteDrafts(index: FileIndex, site: Site, entries: readonly Entry[], ctx: ReturnType<typeof matchContext>): Draft[] {
  const drafts = entries.flatMap((entry) => tablesOf(entry).flatMap((kind) => MATCHERS[kind](index, site, entry, ctx)));
  // A route read up to a value glued to its end (ParsedUrl.tail) is reported, never fixed: that value may be more path.
  if (site.url.tail)
    for (const d of drafts) {
      hold(d, { reason: 'no rewrite', noRewrite: { kind: 'tail unread' } });
      d.tier = 'manual';
    }
  return drafts;
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
      const props = index.named(rule.compare!.field).filter((i) => index.parent.get(i)?.type === 'MemberExpression');
      out.push(...compareDrafts(index, entry, rule, props, ctx, 'medium').filter((d) => !taken.has(d.range[0])));
    }
  return out;
}

function mentionsOtherService(site: Site): boolean {
  const names = site.url.items.flatMap((it) => it.via).map((n) => memberName(n) ?? '');
  return names.some((n) => OTHER_SERVICE_NAME.test(n));
}

function toFindings(drafts: Draft[], ws: Workspace, targets: Set<string>, display: (file: string) => string, groups: Map<Draft, number>, fates: Map<Draft, FixedBy>): Map<string, Finding[]> {
  const fileOf = (d: Draft) => d.file ?? d.site?.file ?? '';
  const place = (d: Draft) => ({ file: display(fileOf(d)), line: ws.get(fileOf(d)) ? locatorFor(ws, fileOf(d))(d.range[0]).line : 0 });
  const rank = { high: 3, medium: 2, low: 1 } as const;
  const byFile = new Map<string, Map<string, Finding>>();
  for (const d of drafts) {
    const file = fileOf(d);
    if (!targets.has(file)) continue;
    const loc = locatorFor(ws, file);
    // An edit outside the files of this run is never made; the finding then waits for a person.
    const outside = d.edits?.some((e) => e.file !== undefined && !targets.has(e.file) && !ws.resolver?.inRun?.(e.file));
    const edits = outside ? undefined : d.edits?.map((e) => (e.file === file || e.file === undefined ? { range: e.range, text: e.text } : e));
    const held: DraftHold | undefined = d.held ?? (outside ? { reason: 'outside the run' } : undefined);
    const group = edits?.length ? groups.get(d) : undefined;
    const f: Finding = {
      ruleId: d.entry.id,
      change: d.entry.change,
      severity: d.entry.severity,
      confidence: d.confidence,
      message: composeMessage(d),
      fix: edits?.length ? d.tier : 'manual',
      range: d.range,
      start: loc(d.range[0]),
      end: loc(d.range[1]),
      ...(edits?.length ? { edits } : {}),
      ...(d.suppressed ? { suppressed: true } : {}),
      ...(held ? { held: heldData(held, place, display) } : {}),
      ...(group !== undefined ? { group } : {}),
      ...(fates.has(d) && !outside ? { fixedBy: fates.get(d) } : {}),
      ...(d.spelledIn ? { spelledIn: d.spelledIn } : {}),
    };
    const seen = byFile.get(file) ?? new Map<string, Finding>();
    byFile.set(file, seen);
    // One finding per rule and place (several calls reading one text), but one per route of it named
    // there: two calls sharing a path helper may need two of an entry's routes (POST `…/subscription`
    // is `…/subscribe`, DELETE is `…/unsubscribe`), and neither may hide the other.
    const key = `${d.entry.id}@${d.range[0]}@${d.route ?? ''}`;
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
