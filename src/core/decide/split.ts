// A base moves to `/api/v4` only with every call on it. When the only calls that keep it at v3
// are calls with no v4 form (a v3-only route, a changed meaning, a removed filter: nothing
// mechanical exists), and each goes through a registry style that can give ONE call its own base
// (src/clients `split`), each such call is offered a review fix of its own: a copy of the v3 base,
// spelled by the expression the base had, so it sends exactly the v3 request it sent and keeps its
// finding for a person. The fix changes no request, so it stands alone; once made, the call is no
// longer on the shared base, which then moves with the other calls by the ordinary proof (the next
// pass of the same run, or the next run), their fixes in the same pass as the move. Whatever this
// cannot prove of a call (a style with no split, a base read through code it does not follow, a
// name of the base's expression that means something else at the call) keeps the base waiting.
import path from 'node:path';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { clientStyle, type ClientStyle } from '../../clients/index.js';
import { holdsPrefix } from '../../rulebook/tables.js';
import type { Draft, DraftHold } from '../match/drafts.js';
import { fileIndexOf, fileOf, fileTextOf, sourceOf, type FileIndex, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import type { Edit, NoSplit } from '../types.js';
import type { AnalyzeOptions } from '../policy/policy.js';
import type { FileContext } from '../workspace.js';
import { applicable, baseName, within } from './base-proof.js';
import { blockerKey, hold } from './holds.js';
import { asItIs, calledFunction, callOfCopy, fieldCopy, helperCopy, productCopy, productFactory, wrapperCopy, type WrapperCopy } from './split-wrapper.js';
import { instanceCopy, ownCopyInstance, pureCall } from './split-instance.js';
import { TIED_BY_NAME } from '../extract/property-tie.js';
import { baseTail, endsWithBase, importedRelative, TURN_BACK, turnBack, V3_END } from '../extract/turn-back.js';
import { calleeName } from '../extract/calls.js';
import { pathRoot, propertyName, PURE_STRING_METHODS, thisMemberUses } from '../extract/ast.js';
import { fromPackage, importedFrom } from '../extract/evaluate.js';
import { dataText } from '../extract/json-module.js';

export interface Split {
  /** The calls that keep their own copy of the v3 base. */
  kept: Set<Site>;
  /**
   * Each kept call's findings with no v4 form, and the edits that give it its copy. The calls of
   * one wrapper share one copy of it: one entry, its first finding carrying every edit.
   */
  calls: Array<{ site: Site; findings: Draft[]; edits: Edit[]; wrapper?: WrapperCopy; instances?: Set<Node> }>;
}

/**
 * A finding with no v4 form: the rule offers nothing mechanical (no edits, and no hold took them
 * away: a fix held for shared text, a probe, policy or an unknown style is a fix, not its absence).
 * `no rewrite` is the matcher saying it has none for this call.
 */
function noV4Form(d: Draft): boolean {
  // A call's own finding that the base proof cannot read its request (split-unread.ts) has none the tool can make.
  return d.tier === 'manual' && !d.edits && !d.suppressed && (!d.held || d.held.reason === 'no rewrite' || (d.onV3 === 'unread call' && d.held.reason === 'not proven'));
}

/** No split: why, for each call that holds the base (a call that could take its copy waits on another that cannot). */
export interface NoSplitOf {
  none: Map<Site, NoSplit>;
}

/**
 * The split of the base literal `lit` past `holders` (the calls on it with a finding the run does
 * not fix), or why not (`none`, per call) when one of them cannot be split: then the base waits,
 * as without it, and the call's finding says why (`noSplitSaid`).
 */
export function splitOf(ctx: FileContext, lit: Node, holders: readonly Site[], drafts: readonly Draft[], options: AnalyzeOptions, data = false, written?: VersionEnds): Split | NoSplitOf | undefined {
  if (holders.length === 0) return undefined;
  const calls: Split['calls'] = [];
  const none = new Map<Site, NoSplit>();
  for (const s of holders) {
    const own = drafts.filter((d) => d.site === s);
    // Every finding of the call the run does not fix has no v4 form, and none is hidden by policy.
    const open = own.filter((d) => holdsPrefix(d.entry) && !applicable(d, options));
    if (own.some((d) => d.suppressed)) {
      none.set(s, { kind: 'hidden by policy' });
      continue;
    }
    const fixable = open.find((d) => !noV4Form(d));
    if (open.length === 0 || fixable) {
      none.set(s, { kind: 'fix not made', change: fixable ? blockerKey(fixable) : 'prefix' });
      continue;
    }
    // A call of a library whose defaults hold the base (`axios.defaults.baseURL = …`, in any file) reads
    // it as the defaults' style does: it takes that style's split, bound to the value set there.
    const defaults = !s.boundTo && s.client ? ctx.finder.defaultsHolding(lit) : undefined;
    const target = defaults && defaults.library === s.client ? { ...s, boundTo: defaults.base, client: defaults.style } : s;
    const style = clientStyle(target.client);
    // A split that assumes nothing of a call's options (split-instance.ts, split-wrapper.ts `helperCopy`):
    // where the style has none, or its per-call base option belongs to a library the project only has a copy of.
    const vendored = !!style?.proven && style.split?.kind === 'option' && ownCopyInstance(s);
    if (written) {
      // A version written as a value: every copy that spells the base reads it, and moves with it. Only the
      // instance's base read back at run time and turned back (`derive`) is the v3 base before the move and after.
      const edit = style?.proven && !vendored && style.split?.kind === 'option' ? optionCopy(lit, target, style, style.split, written) : undefined;
      if (edit && !none.size) calls.push({ site: s, findings: open, edits: [edit] });
      else none.set(s, { kind: 'base read' });
      continue;
    }
    let split = style?.proven && !vendored ? style.split : undefined;
    // Where the spelled split below stands in for a style that has none, its failure is said as that.
    let unsplit: NoSplit | undefined;
    if (!split) {
      // Once a call cannot split, no copy is made for the others: they wait on it.
      if (none.size) continue;
      const made = data ? undefined : ownCopy(ctx, lit, s, !!style?.proven, holders);
      if (made) {
        // One fix for every copy of one base: a fix's edits in a file are applied as one span, and two such spans would overlap.
        const entry = calls.find((c) => c.instances);
        if (entry) {
          entry.findings.push(...open);
          const edits = entry.instances!.has(made.shared) ? made.calling : [made.insert, ...made.calling];
          entry.instances!.add(made.shared);
          entry.edits.push(...edits.filter((e) => !entry.edits.some((x) => sameEdit(x, e))));
        } else calls.push({ site: s, findings: open, edits: [made.insert, ...made.calling], instances: new Set([made.shared]) });
        continue;
      }
      unsplit = vendored ? { kind: 'base read' } : { kind: 'style has no split', ...(style ? { style: style.id } : {}) };
      if (vendored || data) {
        none.set(s, unsplit);
        continue;
      }
      // The call's own read of a base constant (or its wrapper's, in a copy of the wrapper) given an equal
      // v3 value assumes nothing of the library either: whatever it does with the value, it gets the same one.
      split = SPELLED;
    }
    const why = (n: NoSplit): NoSplit => unsplit ?? n;
    // Once a call cannot split, no copy is made for the others (making one reads further, even other files): they wait on it.
    if (none.size) continue;
    const edit = data ? (split.kind === 'spelled' ? dataCopy(ctx, lit, s) : undefined) : copyOf(ctx, lit, target, split, style);
    if (edit) {
      // One call may stand for several sites (a wrapper's call and the request it makes): one edit.
      const same = calls.find((c) => !c.wrapper && !c.instances && sameEdit(c.edits[0], edit));
      if (same && same.edits[0].text !== edit.text) {
        none.set(s, why({ kind: 'base read' }));
        continue;
      }
      if (same) same.findings.push(...open.filter((d) => !same.findings.some((f) => f.entry === d.entry && f.range[0] === d.range[0])));
      else calls.push({ site: s, findings: open, edits: [edit] });
      continue;
    }
    // The call's URL made by a helper that reads the base (a wrapper's call too): the calls of one helper share one copy of it.
    const helper = data ? undefined : urlHelperCopy(ctx, lit, s);
    if (helper) {
      const shared = calls.find((c) => c.wrapper?.fn === helper.copy.fn);
      if (shared) {
        shared.findings.push(...open);
        shared.edits.push(...helper.calling.filter((e) => !shared.edits.some((x) => sameEdit(x, e))));
      } else calls.push({ site: s, findings: open, edits: [helper.copy.insert, ...helper.twin, ...helper.calling], wrapper: helper.copy });
      continue;
    }
    if (data || !s.wrapper) {
      none.set(s, why({ kind: 'base read' }));
      continue;
    }
    // A call through a wrapper of the base's file: the calls of one wrapper share one copy of it.
    const entry = calls.find((c) => c.wrapper?.fn === s.wrapper?.fn);
    // A wrapper that calls another wrapper of the class (`get(e, q)` → `this.send('GET', e, q)` → `fetch(this.url + …)`):
    // the inner one's copy first, and this one's copy calls it.
    const chain = !entry && s.wrapper.nested ? innerWrapperCopy(ctx, lit, s, split, style) : undefined;
    // The wrapper's own read of the base, or (a method reading a field of its instance) the read of a twin field.
    const inner = chain?.calling ?? copyOf(ctx, lit, s.wrapper.inner, split, style, s.wrapper.fn);
    const field = !entry && !inner && split.kind === 'spelled' ? fieldCopy(ctx, lit, s) : undefined;
    // A wrapper whose request is made on an instance that spells no base at the call (`api.url(path)` on
    // `wretch(ROOT).headers(…)`): its copy makes the request on a copy of the instance (split-instance.ts).
    const made = entry || inner || field || !style?.proven ? undefined : instanceCopy(ctx, lit, s.wrapper.inner, holders);
    const copy = entry?.wrapper ?? wrapperCopy(ctx, s, inner ?? field?.inner ?? made?.call, undefined, !!chain);
    const calling = copy && callOfCopy(copy, s);
    if (!copy || !calling) {
      // A wrapper a factory of the file made (`const post = verb('POST')`): copies of the factory and of the product.
      // (Its request on an instance of a style with no per-call base: on the instance's copy, made beside it.)
      const edit = inner ?? made?.call;
      const factory = edit && !entry && !chain ? productFactory(ctx, s) : undefined;
      const makerShared = factory && calls.find((c) => c.wrapper?.fn === factory);
      const product = factory && edit ? productCopy(ctx, s, factory, edit, makerShared?.wrapper) : undefined;
      if (product && makerShared) {
        makerShared.findings.push(...open);
        makerShared.edits.push(...product.calling.filter((e) => !makerShared.edits.some((x) => sameEdit(x, e))));
        continue;
      }
      if (product) {
        calls.push({ site: s, findings: open, edits: [...(made?.call ? [made.insert] : []), product.maker.insert, ...product.calling], wrapper: product.maker });
        continue;
      }
      // A wrapper that spells the base itself: its text as it is (split-wrapper.ts `helperCopy`).
      const helper = entry || inner || field ? undefined : helperCopy(ctx, lit, s);
      if (helper) calls.push({ site: s, findings: open, edits: [helper.copy.insert, ...helper.calling], wrapper: helper.copy });
      else {
        // The name the wrapper is called by at the call (`api(…)`, `this._req(…)`).
        const name = s.call.type === 'CallExpression' ? calleeName(s.call.callee).name : undefined;
        none.set(s, why({ kind: 'wrapper not copied', ...(name ? { name } : {}) }));
      }
      continue;
    }
    if (entry) {
      entry.findings.push(...open);
      entry.edits.push(...calling.filter((e) => !entry.edits.some((x) => sameEdit(x, e))));
    } else calls.push({ site: s, findings: open, edits: [...(chain?.made ?? []), copy.insert, ...(field?.twin ?? []), ...(made?.call ? [made.insert] : []), ...calling], wrapper: copy });
  }
  if (none.size === 0) return { kept: new Set(holders), calls };
  for (const s of holders) if (!none.has(s)) none.set(s, { kind: 'another call' });
  return { none };
}

/**
 * The copy of the wrapper a nested wrapper calls (one level: `get` → `send`, `send` reading the base
 * or a field holding it): its copy (and twin field), and the edit that makes the outer wrapper's copy
 * call it (`this.send(…)` → `this.sendV3(…)` inside `get`'s text, which the outer copy repeats).
 */
function innerWrapperCopy(ctx: FileContext, lit: Node, s: Site, split: NonNullable<ClientStyle['split']>, style: ClientStyle | undefined): { calling: Edit; made: Edit[] } | undefined {
  const innerSite = s.wrapper?.inner;
  if (!innerSite?.wrapper || innerSite.wrapper.nested) return undefined;
  const inner = copyOf(ctx, lit, innerSite.wrapper.inner, split, style, innerSite.wrapper.fn);
  const field = !inner && split.kind === 'spelled' ? fieldCopy(ctx, lit, innerSite) : undefined;
  const copy = wrapperCopy(ctx, innerSite, inner ?? field?.inner);
  const calling = copy && callOfCopy(copy, innerSite);
  // (The outer copy takes the edit only inside its wrapper: split-wrapper.ts `wrapperCopy`.)
  if (!copy || calling?.length !== 1) return undefined;
  return { calling: calling[0], made: [copy.insert, ...(field?.twin ?? [])] };
}

/**
 * A kept call's own copy of what holds its base, that assumes nothing of how its library takes a
 * call's options: the instance it is made on made again (a style of the registry: its factory
 * makes the same instance of the same arguments), or the helper that spells the base (any call).
 * `shared`: the instance or helper the kept calls of it share one copy of.
 */
function ownCopy(ctx: FileContext, lit: Node, s: Site, proven: boolean, kept: readonly Site[]): { shared: Node; insert: Edit; calling: Edit[] } | undefined {
  const instance = proven ? instanceCopy(ctx, lit, s, kept) : undefined;
  if (instance) return { shared: instance.decl, insert: instance.insert, calling: instance.call ? [instance.call] : [] };
  const helper = helperCopy(ctx, lit, s);
  return helper && { shared: helper.copy.fn, insert: helper.copy.insert, calling: helper.calling };
}

/** Whether `splitOf` made a split. */
export const isSplit = (s: Split | NoSplitOf | undefined): s is Split => !!s && 'kept' in s;

/** The first reason of a call that cannot take a copy, as the base's hold names it. */
export const firstOf = (none: Map<Site, NoSplit>): NoSplit => [...none.values()].find((n) => n.kind !== 'another call') ?? none.values().next().value!;

/** The same reason for every call on the base (the base would stay held, the front sees one file). */
export const noSplitFor = (holders: readonly Site[], why: NoSplit): Map<Site, NoSplit> => new Map(holders.map((s) => [s, why]));

const sameEdit = (a: Edit, b: Edit) => a.range[0] === b.range[0] && a.range[1] === b.range[1] && a.file === b.file && a.text === b.text;

/**
 * The edit that gives the call itself its copy of the base, as its style spells one. `scope`: the
 * code the edit may be in (a wrapper's request: the whole wrapper, which its copy repeats).
 */
function copyOf(ctx: FileContext, lit: Node, s: Site, split: NonNullable<ClientStyle['split']>, style: ClientStyle | undefined, scope?: Node): Edit | undefined {
  // A root an interceptor or plugin puts before root paths only: it also comes before any base option the call passes.
  if (s.rootedOnly) return absoluteCopy(lit, s);
  return split.kind === 'spelled' ? (spelledCopy(ctx, lit, s, scope) ?? readBackCopy(lit, s, scope)) : style && optionCopy(lit, s, style, split);
}

/**
 * A call whose base is a root an interceptor or plugin puts before URLs from the root path only
 * (Site.rootedOnly: `if (req.url.startsWith('/')) req.url = ROOT + req.url`): its URL made absolute
 * with the v3 base's text spelled before its first `/`, which the interceptor then leaves as it is.
 * Only where the base is that text alone, one literal's characters (no value of the run), and the
 * call's own literal spells the path's first character, in a quote the text needs no escape in.
 */
function absoluteCopy(lit: Node, s: Site): Edit | undefined {
  const items = s.url.items;
  const start = s.url.path.start;
  const before = items.slice(0, start).filter((it) => it.kind !== 'mark');
  if (!before.length || before.some((it) => it.kind !== 'char' || it.lit?.node !== lit)) return undefined;
  const text = before.map((it) => (it.kind === 'char' ? it.ch : '')).join('');
  const first = items.slice(start).find((it) => it.kind !== 'mark');
  if (first?.kind !== 'char' || first.ch !== '/' || !first.src || !first.lit || first.lit.file !== s.file || !within(first.lit.node, s.call)) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^'"`\\$]*$/i.test(text) || !/\/api\/v3$/.test(text)) return undefined;
  return { range: [first.src[0], first.src[0]], text, file: s.file };
}

/** The split that edits the call's own read of the base: what a style with none gets, assuming nothing of it. */
const SPELLED: NonNullable<ClientStyle['split']> = { kind: 'spelled' };

/** The split each prefix would make, or why its calls get none, until the passes after it (policy, GitLab evidence) have had their say. */
const planned = new WeakMap<Draft, Split | Map<Site, NoSplit>>();

/** Records the split a prefix's calls may make (prefix.ts), or why none (per call); `offerSplits` makes it an offer or says why not. */
export function planSplit(prefix: Draft, split: Split | Map<Site, NoSplit>): void {
  planned.set(prefix, split);
}

/**
 * The splits of the prefixes that still wait only on their calls (not hidden by policy, shown to
 * be GitLab's): a base that would not move once its calls took their copies gets none. Where a
 * base waits on calls that get none, each such call's finding with no v4 form says why.
 */
export function offerSplits(prefixes: readonly Draft[], drafts: readonly Draft[]): void {
  for (const p of prefixes) {
    const split = planned.get(p);
    if (!split || p.suppressed || p.held?.reason !== 'prefix waits') continue;
    if (split instanceof Map) noSplitSaid(split, p);
    // (An unread call's own finding is one of the prefixes: split-unread.ts.)
    else keepSplitCalls(split, p, [...drafts, ...prefixes]);
  }
}

/**
 * A call with no v4 form that its base waits on, with no copy of the base of its own: its finding
 * says why (a `no rewrite` one keeps its reason and gains this). A finding another base's reason
 * already names keeps the first.
 */
function noSplitSaid(none: Map<Site, NoSplit>, prefix: Draft): void {
  for (const d of prefix.held?.blockers ?? []) {
    const why = d.site && none.get(d.site);
    if (!why || !noV4Form(d) || d.held?.noSplit) continue;
    // A base only such calls use moves none: a finding that says its own reason needs no more.
    if (d.held) {
      if (why.kind !== 'no call moves') d.held = { ...d.held, noSplit: why };
    }
    else d.held = { reason: 'no split', noSplit: why, base: prefix };
  }
}

/**
 * Each kept call's first finding with no v4 form offers its copy of the base (review), its other
 * findings say it is kept on v3, and a fix of it (a parameter renamed beside the route with no v4
 * form) is not made: the call stays a v3 request.
 */
function keepSplitCalls(split: Split, prefix: Draft, drafts: readonly Draft[]): void {
  const offering = new Set(split.calls.map((c) => c.findings[0]));
  for (const d of drafts) {
    if (!d.site || !split.kept.has(d.site) || offering.has(d)) continue;
    if (d.edits) hold(d, { reason: 'kept on v3', base: prefix });
    else if (split.calls.some((c) => c.findings.includes(d))) d.held = keptOnV3(d, prefix);
  }
  for (const c of split.calls) Object.assign(c.findings[0], { tier: 'review', edits: c.edits, held: keptOnV3(c.findings[0], prefix) });
}

/** A kept call's hold; an unread call's finding keeps what could not be read of it: the reason it is kept. */
function keptOnV3(d: Draft, prefix: Draft): DraftHold {
  const { unproven, at } = d.onV3 === 'unread call' ? d.held! : {};
  return { reason: 'kept on v3', base: prefix, ...(unproven ? { unproven } : {}), ...(at ? { at } : {}) };
}

/**
 * A call that reads the base's constant itself (`fetch(API + path)`, `` `${API}/…` ``, `{ prefixUrl: API }`):
 * that one read becomes the constant's own expression, which has the same value at the call.
 */
function spelledCopy(ctx: FileContext, lit: Node, s: Site, scope: Node = s.call, outer?: Node): Edit | undefined {
  if (s.file !== ctx.file) return undefined;
  const base = baseName(ctx, lit);
  const declaration = base && ctx.index.parent.get(base.decl);
  if (!base || declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return undefined;
  const value = (base.decl as TSESTree.VariableDeclarator).init!;
  const reads = base.refs.filter((r) => within(r, scope));
  if (reads.length !== 1) return undefined;
  const read = reads[0] as TSESTree.Identifier;
  const holder = ctx.index.parent.get(read);
  if (holder?.type === 'Property' && holder.shorthand) return undefined;
  // The base reaches the URL through this read alone, by code of the scope only (not through another constant built on it).
  // (`outer`: the call of the helper `scope` is, which the call's URL reads it through.)
  const seen = (v: Node) => within(v, scope) || (!!outer && within(v, outer));
  for (const it of s.url.items) if (it.kind !== 'hole' && it.lit?.node === lit && (!it.via.includes(read) || !it.via.every(seen))) return undefined;
  if (sameValueAt(ctx.index, value, read)) return { range: readRange(ctx.index, read), text: spelling(ctx.index, ctx.text, value, read), file: ctx.file };
  // An expression that may not be the same value spelled again (`${projectUrl.origin}/api/v3`): the
  // constant itself read back, its moved `/api/v4` end turned back (the v3 value before the move and after).
  return endsWithBase(ctx.index, value, lit) ? { range: read.range, text: `${read.name}${TURN_BACK}`, file: ctx.file } : undefined;
}

/**
 * A call whose URL a helper of the base's file makes (`client.get(url('users', id))` over
 * `function url(...parts) { return HOST + path.posix.join(API_PATH, ...parts) }`, or a method
 * `this.endpoint('/projects/%s', id)` of the call's class reading `this.api`): a copy of the helper
 * beside it, its one read of the base spelled as the v3 value (`spelledCopy`) or reading a twin of
 * the field (split-wrapper.ts `fieldCopy`), and the call calls the copy. The call then gets the text
 * it got, made by the same code in the same scope, whatever its library does with it. Only a helper
 * called by name within the call itself, every character of the base reaching the URL through that call.
 */
function urlHelperCopy(ctx: FileContext, lit: Node, s: Site): { copy: WrapperCopy; twin: Edit[]; calling: Edit[] } | undefined {
  if (s.file !== ctx.file) return undefined;
  const own = s.url.items.filter((it) => it.kind !== 'hole' && it.lit?.node === lit);
  const made = own[0]?.via.find((v): v is TSESTree.CallExpression => v.type === 'CallExpression' && v !== s.call && within(v, s.call));
  if (!made || own.some((it) => !it.via.includes(made))) return undefined;
  const fn = calledFunction(ctx.index, made);
  if (!fn) return undefined;
  const spelled = spelledCopy(ctx, lit, s, fn, made);
  // A method reading the base from a field of its instance: the copy reads a twin of the field.
  const field = spelled ? undefined : fieldCopy(ctx, lit, { ...s, wrapper: { fn, file: ctx.file, inner: s, nested: false } });
  // A helper whose own text spells the base (`getBaseUrl() { return \`${this.host()}/api/v3\` }`): its text as it is, as `helperCopy`'s.
  const asIs = spelled || field?.inner || !within(lit, fn) ? undefined : asItIs(ctx, fn);
  const copy = wrapperCopy(ctx, s, spelled ?? field?.inner ?? asIs, fn);
  const calling = copy && callOfCopy(copy, { ...s, call: made }, fn);
  return copy && calling ? { copy, twin: field?.twin ?? [], calling } : undefined;
}

/**
 * A call that reads the base through what another module of the run exports (`environment.gitlabApi`
 * of `import { environment } from '../environments/environment'`), or by a property's name alone
 * (`state.settings.apiUrl`, extract/property-tie.ts): that read turned back, the v3 base before the
 * move and after, as dataCopy does for a data file. Only a plain property path of an import from a
 * relative module or a read tied by its name (not in an optional chain), the one read within `scope`
 * the base's text reaches the URL through, and a value that ends with the base's `/api/v3`.
 */
function readBackCopy(lit: Node, s: Site, scope: Node = s.call): Edit | undefined {
  const index = fileIndexOf(s.call);
  if (!index) return undefined;
  const own = s.url.items.filter((it) => it.kind !== 'hole' && it.lit?.node === lit);
  const read = own[0]?.via[0];
  if (!read || fileOf(read) !== s.file || !within(read, scope) || own.some((it) => it.via[0] !== read)) return undefined;
  if (TIED_BY_NAME.has(read)) {
    if (index.ancestors(read).some((a) => a.type === 'ChainExpression') || (read.type !== 'MemberExpression' && read.type !== 'Identifier')) return undefined;
  } else {
    // A module's value read from another file: a property of it (`config.gitlab.api`) or the imported name itself (`API`).
    const root = (read.type === 'MemberExpression' || read.type === 'Identifier') && fileOf(lit) !== s.file ? pathRoot(read) : undefined;
    const b = root?.type === 'Identifier' ? index.resolve(root) : undefined;
    if (!b || !importedRelative(index, b)) return undefined;
  }
  // The read's value: every item it gave the URL, ending with the base literal's `/api/v3`. What comes
  // before that literal may be a value known only at run time (`Meteor.settings.gitlab.url + '/api/v3'`):
  // the turn-back replaces only the end the move wrote, whatever precedes it.
  const value = s.url.items.filter((it) => it.kind !== 'mark' && it.via.includes(read));
  const last = value.at(-1);
  const tail = value.slice(value.findIndex((it) => it.kind !== 'hole' && it.lit?.node === lit));
  if (tail.some((it) => it.kind !== 'char' || it.lit?.node !== lit) || last?.kind !== 'char' || !V3_END.test(tail.map((it) => (it.kind === 'char' ? it.ch : '')).join(''))) return undefined;
  return { range: read.range, text: `${fileTextOf(read).slice(read.range[0], read.range[1])}${TURN_BACK}`, file: s.file };
}

/**
 * A call that reads a base a data file spells (`const api = config.gitlab.api`, data-base.ts): that
 * read becomes the value's own read turned back (`config.gitlab.api.replace(/\/api\/v4(?=\/?$)/, '/api/v3')`),
 * the v3 base before the file's move and after it. Only a plain property path of the data binding,
 * the same binding at the call, and a value that ends with its `/api/v3` (`lit` is that read).
 */
function dataCopy(ctx: FileContext, lit: Node, s: Site): Edit | undefined {
  if (s.file !== ctx.file) return undefined;
  const base = baseName(ctx, lit);
  const declaration = base && ctx.index.parent.get(base.decl);
  if (!base || declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return undefined;
  const value = (base.decl as TSESTree.VariableDeclarator).init!;
  if (value !== lit || !V3_END.test(dataText(s.url.items))) return undefined;
  const reads = base.refs.filter((r) => within(r, s.call));
  if (reads.length !== 1) return undefined;
  const read = reads[0] as TSESTree.Identifier;
  const holder = ctx.index.parent.get(read);
  if (holder?.type === 'Property' && holder.shorthand) return undefined;
  const root = pathRoot(value);
  // (An import is a constant too: `import config from './config.json' with { type: 'json' }`.)
  const b = root.type === 'Identifier' ? ctx.index.resolve(root) : undefined;
  if (root.type !== 'Identifier' || !b || (b.kind !== 'const' && b.kind !== 'import') || b.pattern || resolveAt(ctx.index, root.name, read) !== b) return undefined;
  const turned = ctx.text.slice(value.range[0], value.range[1]) + TURN_BACK;
  return { range: readRange(ctx.index, read), text: ctx.index.parent.get(read)?.type === 'TemplateLiteral' ? `\${${turned}}` : turned, file: ctx.file };
}

/**
 * A call on an instance (`gl.get(path)` on `axios.create({ baseURL: API })`): its own base option,
 * the instance's base expression as it was made, in the call's options. Only a call of the instance
 * itself (not a wrapper's call that hands on its options) whose options the call spells. Where that
 * expression cannot be spelled at the call (the instance imported, a name of it not the same there),
 * a style that shows an instance's base at run time (`derive`) reads it there instead, its moved
 * `/api/v4` end turned back: only when the base's text ends the value (so the moved value ends in
 * `/api/v4` exactly where the text is replaced) and the receiver is the instance's own binding.
 */
function optionCopy(lit: Node, s: Site, style: ClientStyle, split: { key: string; derive?: string }, written?: VersionEnds): Edit | undefined {
  const index = fileIndexOf(s.call);
  if (!index || !s.boundTo || s.call.type !== 'CallExpression') return undefined;
  const text = fileTextOf(s.call);
  const call = s.call;
  // The callee is the instance (`gl.get`, `gl`), made by the call the base is bound in.
  const receiver = call.callee.type === 'MemberExpression' && !call.callee.computed ? call.callee.object : call.callee;
  const verb = call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier' ? call.callee.property.name.toLowerCase() : undefined;
  const value = (written ? undefined : spelledBase(index, lit, s, receiver)) ?? derivedBase(lit, s, receiver, split.derive, written);
  if (!value) return undefined;
  const copy = `${split.key}: ${value}`;
  const args = call.arguments;
  const options = optionsOf(index, s, call, style, verb);
  if (!options) return undefined;
  if (options.kind === 'object') {
    const o = options.node;
    if (o.properties.some((p) => p.type !== 'Property' || p.computed || keyOf(p) === split.key)) return undefined;
    return o.properties.length === 0 ? { range: o.range, text: `{ ${copy} }`, file: s.file } : { range: [o.range[0] + 1, o.range[0] + 1], text: ` ${copy},`, file: s.file };
  }
  // No options yet: after the last argument, with `undefined` for a body the call does not pass.
  const last = args[args.length - 1];
  const fill = Array.from({ length: options.at - args.length }, () => 'undefined');
  return { range: [last.range[1], last.range[1]], text: `, ${[...fill, `{ ${copy} }`].join(', ')}`, file: s.file };

  function spelledBase(index: FileIndex, lit: Node, s: Site, receiver: Node): string | undefined {
    if (!s.boundTo || fileOf(s.boundTo) !== s.file || fileOf(lit) !== s.file) return undefined;
    const instance = receiver.type === 'Identifier' ? index.resolve(receiver) : undefined;
    if (!instance || instance.kind !== 'const' || !instance.init || !within(s.boundTo, instance.init)) return undefined;
    // The value the base had when the instance was made: the option's own expression, or the constant it names.
    let value: Node = s.boundTo;
    if (!within(lit, value)) {
      const b = value.type === 'Identifier' ? index.resolve(value) : undefined;
      const declaration = b && index.parent.get(b.id);
      if (b?.kind !== 'const' || b.pattern || !b.init || !within(lit, b.init) || declaration?.type !== 'VariableDeclarator') return undefined;
      value = b.init;
    }
    return sameValueAt(index, value, s.call) ? text.slice(value.range[0], value.range[1]) : undefined;
  }
}

/** Whether an instance's base value ends with a version written as a value (`…/api/${apiVersion}`, decide/version-value.ts): it then ends in `/api/v4` once the version moves. */
export type VersionEnds = (home: FileIndex, value: Node) => boolean;


/**
 * `<receiver>.<derive>` with its moved `/api/v4` turned back, when the receiver is the instance whose
 * base `s.boundTo` is: its own binding, a same-named import of it, or a field of the call's class
 * (`this.api`, written once in the class) that the reading tied to it (`this.api = projectApi(id)`).
 * The version is turned back where the base's text put it: the value's end, or before the rest the
 * base spells (turn-back.ts `baseTail`: a per-project instance's `/projects/${encodeURIComponent(id)}`).
 */
function derivedBase(lit: Node, s: Site, receiver: Node, derive: string | undefined, written?: VersionEnds): string | undefined {
  const index = fileIndexOf(s.call);
  const home = s.boundTo && fileIndexOf(s.boundTo);
  if (!derive || !index || !home || !s.boundTo || fileOf(lit) !== fileOf(s.boundTo)) return undefined;
  const tail = written ? (written(home, s.boundTo) ? '' : undefined) : baseTail(home, s.boundTo, lit);
  if (tail === undefined) return undefined;
  const made = receiver.type === 'Identifier' ? instanceMade(home, s.boundTo) : undefined;
  const own = receiver.type === 'Identifier' ? !!made && sameInstance(index, receiver, s.file, made, fileOf(s.boundTo)!) : onlyWrittenOnce(index, receiver);
  return own ? `${sourceOf(receiver)}.${derive}${turnBack(tail)}` : undefined;
}

/** `this.<name>` in a class that writes `this.<name>` once: the field the reading tied to one instance. */
function onlyWrittenOnce(index: FileIndex, receiver: Node): boolean {
  if (receiver.type !== 'MemberExpression' || receiver.computed || receiver.object.type !== 'ThisExpression') return false;
  const name = propertyName(receiver.property);
  const cls = index.enclosingClass(receiver);
  return !!name && !!cls && thisMemberUses(index, cls, name.replace(/^#/, ''), name.startsWith('#')).writes.length === 1;
}


/** The binding of the instance whose base is `base`: `const gl = axios.create({ baseURL: base })`, or `gl.defaults.baseURL = base`. */
function instanceMade(index: FileIndex, base: Node): TSESTree.Identifier | undefined {
  const up = index.ancestors(base);
  const declarator = up.find((a) => a.type === 'VariableDeclarator');
  if (declarator?.type === 'VariableDeclarator' && declarator.id.type === 'Identifier' && declarator.init && within(base, declarator.init)) {
    const b = index.resolve(declarator.id);
    return b?.kind === 'const' && !b.pattern ? declarator.id : undefined;
  }
  const assign = index.parent.get(base);
  if (assign?.type !== 'AssignmentExpression' || assign.operator !== '=' || assign.right !== base) return undefined;
  // `gl.defaults.<key> = base`
  const left = assign.left;
  const owner = left.type === 'MemberExpression' && left.object.type === 'MemberExpression' ? left.object.object : undefined;
  if (owner?.type !== 'Identifier') return undefined;
  const b = index.resolve(owner);
  // A library's own default instance (`axios.defaults.baseURL = …`): the package's default import.
  if (b?.kind === 'import' && b.id.type === 'Identifier' && packageDefault(index, b.id) !== undefined) return b.id;
  return b?.kind === 'const' && !b.pattern && b.id.type === 'Identifier' ? b.id : undefined;
}

/** The package a name is the default import of (`import axios from 'axios'`), when it is one. */
function packageDefault(index: FileIndex, id: TSESTree.Identifier): string | undefined {
  const b = index.resolve(id);
  return b?.kind === 'import' && b.init?.type === 'ImportDefaultSpecifier' && fromPackage(index, b) ? importedFrom(index, b) : undefined;
}

/** Whether `receiver` is the instance `made` (declared in `home`): the same binding, a named import of it under its own name from its file, or (a package's default instance) a default import of the same package. */
function sameInstance(index: FileIndex, receiver: TSESTree.Identifier, file: string, made: TSESTree.Identifier, home: string): boolean {
  const b = index.resolve(receiver);
  if (!b) return false;
  if (file === home) return b.id === made;
  if (b.kind !== 'import') return false;
  // A package's default instance is one object wherever the package is imported (the base proof reads
  // `axios.defaults.baseURL` as the base of every call of the library in the run, prefix.ts).
  const library = fileIndexOf(made) && packageDefault(fileIndexOf(made)!, made);
  if (library !== undefined) return b.id.type === 'Identifier' && packageDefault(index, b.id) === library;
  const spec = index.parent.get(b.id);
  const decl = spec && index.parent.get(spec);
  if (spec?.type !== 'ImportSpecifier' || spec.imported.type !== 'Identifier' || spec.imported.name !== made.name || decl?.type !== 'ImportDeclaration') return false;
  const from = String(decl.source.value);
  if (!from.startsWith('.') || path.resolve(path.dirname(file), from) !== path.resolve(home)) return false;
  // Exported as it is declared, at the top of its file.
  const homeIndex = fileIndexOf(made);
  if (!homeIndex) return false;
  const declarator = homeIndex.parent.get(made);
  const declaration = declarator && homeIndex.parent.get(declarator);
  const exported = declaration && homeIndex.parent.get(declaration);
  return declaration?.type === 'VariableDeclaration' && declaration.kind === 'const' && exported?.type === 'ExportNamedDeclaration' && homeIndex.parent.get(exported)?.type === 'Program';
}

const BODY_VERBS = new Set(['post', 'put', 'patch']);
const PLAIN_VERBS = new Set(['get', 'delete', 'del', 'head', 'options']);

/** Where the call's options are: an object it spells, or the position they would take. */
function optionsOf(index: FileIndex, s: Site, call: TSESTree.CallExpression, style: ClientStyle, verb: string | undefined): { kind: 'object'; node: TSESTree.ObjectExpression } | { kind: 'missing'; at: number } | undefined {
  const args = call.arguments;
  if (args.some((a) => a.type === 'SpreadElement')) return undefined;
  // The URL in the call's options object (`gl.get({ uri })`, `gl.request({ url })`).
  const holder = index.parent.get(s.root);
  const object = holder?.type === 'Property' && holder.value === s.root ? index.parent.get(holder) : undefined;
  if (object?.type === 'ObjectExpression' && args.includes(object)) return { kind: 'object', node: object };
  if (args[0] !== s.root) return undefined;
  const body = verb !== undefined && BODY_VERBS.has(verb);
  if (verb !== undefined && !body && !PLAIN_VERBS.has(verb)) return undefined;
  const at = body && style.shape.bodyAt === 'second' ? 2 : 1;
  // A callback after the options (request's `gl.get(opts, cb)`) would take their place.
  if (args.length > at + 1) return undefined;
  if (args.length === at + 1) return args[at].type === 'ObjectExpression' ? { kind: 'object', node: args[at] as TSESTree.ObjectExpression } : undefined;
  return { kind: 'missing', at };
}

const keyOf = (p: TSESTree.Property) => (p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : undefined);

/**
 * Whether `value`, spelled again at `at`, has the value it had where it was written: text,
 * `+`, and names that resolve at `at` to the same constant (never reassigned), besides pure
 * string methods on a string. Anything else (a call, a property, `this`, a parameter, a name
 * shadowed at the call) may differ: fail closed.
 */
function sameValueAt(index: FileIndex, value: Node, at: Node): boolean {
  const ok = (n: Node): boolean => {
    switch (n.type) {
      case 'Literal':
        return true;
      case 'TemplateLiteral':
        return n.expressions.every(ok);
      case 'BinaryExpression':
        return n.operator === '+' && ok(n.left) && ok(n.right);
      case 'Identifier': {
        // (An import is never assigned: `util` of `util.format(…)`.)
        const b = index.resolve(n);
        return !!b && (b.kind === 'const' || b.kind === 'import') && !b.pattern && resolveAt(index, n.name, at) === b;
      }
      case 'CallExpression': {
        const c = n.callee;
        // A pure call of node's own modules (`util.format('%s/api/v3', HOST)`) of such values, its module the same at `at`.
        if (pureCall(index, n)) return c.type === 'MemberExpression' && ok(pathRoot(c)) && n.arguments.every(ok);
        return (
          c.type === 'MemberExpression' && !c.computed && c.property.type === 'Identifier' && PURE_STRING_METHODS.has(c.property.name) &&
          ok(c.object) && isString(index, c.object, 0) && n.arguments.every((a) => a.type === 'Literal')
        );
      }
      default:
        return false;
    }
  };
  return ok(value);
}

/** Whether an expression certainly has a string value. */
function isString(index: FileIndex, n: Node, depth: number): boolean {
  if (depth > 4) return false;
  switch (n.type) {
    case 'Literal':
      return typeof n.value === 'string';
    case 'TemplateLiteral':
      return true;
    case 'BinaryExpression':
      return n.operator === '+' && (isString(index, n.left, depth + 1) || isString(index, n.right, depth + 1));
    case 'LogicalExpression':
      // `process.env.X ?? 'default'`: a string or undefined, then the default string.
      return (n.operator === '??' || n.operator === '||') && isString(index, n.right, depth + 1) && (isString(index, n.left, depth + 1) || isEnvRead(n.left));
    case 'Identifier': {
      const b = index.resolve(n);
      return !!b && b.kind === 'const' && !b.pattern && !!b.init && isString(index, b.init, depth + 1);
    }
    default:
      return false;
  }
}

/** `process.env.NAME`: a string or undefined. */
const isEnvRead = (n: Node) => n.type === 'MemberExpression' && !n.computed && fileTextOf(n.object).slice(n.object.range[0], n.object.range[1]).replace(/\s+/g, '') === 'process.env';

/** The binding `name` has at `at`, looking outward through its scopes. */
function resolveAt(index: FileIndex, name: string, at: Node) {
  for (const a of [at, ...index.ancestors(at)]) {
    const b = index.bindingIn(a, name);
    if (b) return b;
  }
  return index.bindingIn(index.program, name);
}

/** The text a read of the base stands in: `${API}` in a template is its whole hole. */
function readRange(index: FileIndex, read: Node): [number, number] {
  const p = index.parent.get(read);
  if (p?.type === 'TemplateLiteral') {
    const i = p.expressions.indexOf(read as TSESTree.Expression);
    return [p.quasis[i].range[1] - 2, p.quasis[i + 1].range[0] + 1];
  }
  return [read.range[0], read.range[1]];
}

/**
 * The base's expression as the read spells it, the simplest a reviewer reads: its text spliced
 * into a template (`` `${HOST}/api/v3/projects/…` ``), or its expression in place of the name,
 * parenthesised where an operator beside it would bind differently.
 */
function spelling(index: FileIndex, text: string, value: Node, read: Node): string {
  const source = fileTextOf(value, text).slice(value.range[0], value.range[1]);
  const p = index.parent.get(read);
  if (p?.type === 'TemplateLiteral') {
    if (value.type === 'TemplateLiteral') return source.slice(1, -1);
    if (value.type === 'Literal' && typeof value.value === 'string' && /^[\x20-\x7e]*$/.test(value.value)) return value.value.replace(/[\\`]|\$\{/g, (m) => `\\${m}`);
    return `\${${source}}`;
  }
  const simple = value.type === 'Literal' || value.type === 'TemplateLiteral' || value.type === 'Identifier' || value.type === 'CallExpression';
  const leftOfPlus = p?.type === 'BinaryExpression' && p.operator === '+' && p.left === read && value.type === 'BinaryExpression' && value.operator === '+';
  const free = p?.type === 'Property' || p?.type === 'CallExpression' || p?.type === 'NewExpression';
  return simple || leftOfPlus || free ? source : `(${source})`;
}
