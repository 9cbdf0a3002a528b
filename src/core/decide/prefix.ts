// The `/api/v3` prefix: found once per literal (or regular expression) that spells it, rewritten
// only together with every call on it, and holding those calls' fixes back while it must wait.
import { TEMPLATE_ENGINES, TEMPLATE_VARIABLE } from '../../clients/templates.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Draft, DraftHold } from '../match/drafts.js';
import { answersLeft, applicable, baseName, exported, heldBase, memberKey, otherServiceBeside, otherServiceRoute, productRead, readUnseen, within } from './base-proof.js';
import { CONFIG_BASE_KEY, NOT_A_BASE, OTHER_SERVICE, OTHER_SERVICE_NAME } from '../extract/guesses.js';
import { hold } from './holds.js';
import { prefixEntry } from '../../rulebook/lookups.js';
import { fileOf, isFunction, sourceOf, type FileIndex, type Node } from '../extract/scope.js';
import { calleeName, isServerCall } from '../extract/calls.js';
import { keyName } from '../extract/ast.js';
import type { Site } from '../extract/sites.js';
import { literalsOf } from './shared-text.js';
import { stringLiteralItems, templateElementItems } from '../extract/template.js';
import type { AnalyzeOptions } from '../policy/policy.js';
import type { FileContext } from '../workspace.js';
import { styleHold } from './styles.js';
import { fileServers, literalNames, routeAfterPrefix } from '../extract/other-server.js';
import { tableReaders } from './tables.js';
import { importGroups } from './import-groups.js';
import { firstOf, isSplit, noSplitFor, planSplit, splitOf } from './split.js';
import { movesNoneOf, unreadSplit } from './split-unread.js';
import { turnBackText, turnedBack } from '../extract/turn-back.js';
import type { Workspace } from '../workspace.js';
import { dataBaseDrafts } from './data-base.js';
import { writtenOf, writtenVersionDrafts, type WrittenGroup } from './version-value.js';
import type { Char } from '../extract/template.js';

const PREFIX_TEXT = /(?:^|\/)api\/v3(?=$|[/?#])/g;

/** A template engine's holes (TEMPLATE_ENGINES: `<%= host %>`), and a configuration's template variables (`{{ host }}`). */
const TEMPLATE_HOLES = new RegExp([...TEMPLATE_ENGINES.map((e) => e.holes.source), TEMPLATE_VARIABLE].join('|'), 'g');

/**
 * The `/api/v3` prefix, once per literal that spells it. It is rewritten only when no call that
 * uses that literal keeps a v3 route the same run will not fix.
 */
export function prefixDrafts(ctx: FileContext, sites: Site[], drafts: Draft[], options: AnalyzeOptions, ws: Workspace): Draft[] {
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
  const foreign = new Set(ctx.finder.foreign.flatMap((s) => [...literalsOf(s)]));
  const servers = fileServers(index, sites);
  for (const lit of index.strings) {
    const value = lit.type === 'Literal' ? lit.value : (lit.value.cooked ?? '');
    // Another service's name or route roots in the text itself (`/api/v3/repos/…`: GitHub Enterprise).
    // (A template's holes may hold spaces: `'<%= gitlab.host %>/api/v3'` is a URL, not prose.)
    if (/\s/.test(value.replace(TEMPLATE_HOLES, 'x')) || OTHER_SERVICE_NAME.test(value) || OTHER_SERVICE.test(value)) continue;
    // Another server beside the file's GitLab-named base (`const chat = 'https://chat…/api/v3'`),
    // unless a call of GitLab's reads it (its calls were another server's too, or it has none).
    if (!usersOf.get(lit)?.length && servers.other(value, literalNames(index, lit), routeAfterPrefix(value))) continue;
    PREFIX_TEXT.lastIndex = 0;
    const found = PREFIX_TEXT.exec(value);
    const m = found ? { index: found.index, length: found[0].length } : versionOnly(ctx, lit, value, usersOf.get(lit));
    if (!m || otherServiceBeside(text, lit)) continue;
    // A split's copy of a v3 base (split.ts): never moved, and reported on every run while calls stay on v3 through it.
    if (turnBackText(index, lit)) {
      out.push({ entry: prefixEntry, file: ctx.file, range: [lit.range[0], lit.range[1]], message: prefixEntry.message, tier: 'manual', confidence: 'high', held: { reason: 'v3 copy' }, onV3: 'v3 copy' });
      continue;
    }
    const users = usersOf.get(lit) ?? [];
    if (users.length === 0 && foreign.has(lit)) continue;
    // A base whose constant builds only another service's routes (`/repos/…`, `/orgs/…`) is not GitLab's.
    const base = baseName(ctx, lit);
    if (users.length === 0 && base?.refs.length && base.refs.every((r) => otherServiceRoute(index, r))) continue;
    if (users.length === 0 && !standaloneBase(index, lit)) continue;
    // A base no call of its own file uses is used by other files: only project mode sees them.
    if (users.length === 0) ctx.finder.ev.unresolved = true;
    if (users.some((s) => s.url.version !== 3)) continue;
    // Where the characters are spelled (escapes such as `\/` or `\x33` included), up to the prefix.
    const upTo = m.index + m.length;
    const chars = (lit.type === 'Literal' ? stringLiteralItems(lit, text, ctx.file, [], upTo) : templateElementItems(lit, text, ctx.file, [], upTo)).filter((it) => it.kind === 'char');
    const three = chars[upTo - 1]?.src;
    const start = chars[m.index]?.src ?? [lit.range[0], lit.range[1]];
    // Calls that read the base's constant without its text reaching their URL (`{ prefixUrl: API }`) count too
    // (not a split's own v3 base read back from it: the same value before the move and after).
    const readers = base ? sites.filter((s) => !users.includes(s) && s.file === ctx.file && base.refs.some((r) => within(r, s.call) && !turnedBack(index, r))) : [];
    // The entries of a table of request records a call on the base reads its route from (`ROUTES[name].path`): its routes.
    const tables = new Set(users.flatMap((u) => (u.table ? [u.table] : [])));
    if (tables.size) readers.push(...sites.filter((s) => s.table && tables.has(s.table) && !users.includes(s) && !readers.includes(s)));
    // The entries of a table of route strings a call on the base reads (`BASE + ROUTES[name]`): its routes too.
    for (const [entry, by] of tableReaders(sites)) if (!users.includes(entry) && !readers.includes(entry) && by.some((u) => users.includes(u))) readers.push(entry);
    // `axios.defaults.baseURL = '…/api/v3'`: every call of the library that spells no host reads it, in any file.
    const defaults = ctx.finder.defaultsHolding(lit);
    if (defaults) readers.push(...sites.filter((s) => !users.includes(s) && s.client === defaults.library && (s.url.version === null || s.onDefaults) && startsRelative(s)));
    // A reader (`{ prefixUrl: API }`, `axios.defaults`) with a finding left after the run holds the base as a user does:
    // its route may be a v4 route with another meaning (`blobs/:sha?filepath=`, 9.0/17, hidden by policy).
    const holders = [...users, ...readers].filter((s) => blocked.has(s));
    // A front that sees one file cannot see the other files' calls of the library.
    // (A library's defaults, or an instance's that other files may import: an instance the file makes and keeps is read here alone.)
    const oneFile = defaults && !ctx.finder.ev.external && !ownInstance(index, defaults.name) ? { reason: 'not proven' as const, unproven: { kind: 'imported, one file' as const, name: defaults.name } } : undefined;
    // Only project mode lists them.
    if (oneFile) ctx.finder.ev.unresolved = true;
    const rest = value.slice(upTo);
    const unused = users.length + readers.length === 0;
    const unproven = holders.length ? undefined : (oneFile ?? (unused ? (setOnImported(ctx.index, lit) ?? consumedUnread(ctx, lit)) : undefined) ?? heldBase(ctx, lit, rest, users, readers, drafts, options) ?? (unused ? keptUnread(ctx, lit) : undefined));
    // Calls with no v4 form hold it: each may take its own copy of the v3 base (a review fix), when
    // the base would then move with every other call on it (a defaults base only where the front sees every file).
    // A base only such calls use (the wrapper they call included) moves no call once they split: a copy a split made stays as it is.
    // (The factory call that makes their instance, read as a request of its own base, moves none either.)
    // (A caller of a wrapper whose request is such a call sends that request: it moves none either.)
    // (A wrapper's request, at any depth of a held call's wrappers, is that call's request: `get` → `send` → `fetch`.)
    const movesNone = movesNoneOf([...users, ...readers]);
    const noneMoves = movesNone(holders);
    const split = holders.length && !oneFile && !noneMoves ? splitOf(ctx, lit, holders, drafts, options) : undefined;
    const after = isSplit(split) ? heldBase(ctx, lit, rest, users, readers, drafts, options, split.kept) : undefined;
    // A call whose request the proof cannot read may keep its own copy too (split-unread.ts): its finding is one of this literal's.
    const unread = oneFile || noneMoves || (holders.length && !isSplit(split)) ? undefined : unreadSplit(ctx, lit, rest, users, readers, holders, drafts, options, holders.length ? after : unproven, movesNone);
    if (unread) out.push(...unread.kept);
    const splits = unread?.split ?? (isSplit(split) && !after ? split : undefined);
    // Why the calls that hold it get no copy: the base's hold and each such call's finding say it.
    const none = !holders.length || splits ? undefined : noneMoves ? noSplitFor(holders, { kind: 'no call moves' }) : oneFile ? noSplitFor(holders, { kind: 'one file' }) : isSplit(split) ? noSplitFor(holders, { kind: 'base still held' }) : split?.none;
    // The calls that wait for their copies (an unread one's finding is its own: split-unread.ts).
    const blockers = [...drafts.filter((d) => d.site && holders.includes(d.site) && !applicable(d, options)), ...(unread?.kept ?? [])];
    const isBlocked = holders.length > 0 || !!unread || !!unproven;
    // Moving the base changes every request on it: one through a style not proven makes it a review fix.
    // (A table's entry is requested by the call that reads it, which is one of these.)
    // (A factory of the code given the base makes no request: its functions' calls do, each one of these.)
    const requests = [...users, ...readers].filter((u) => u.call.type !== 'Property' && !productRead(ctx, u, users));
    const style = isBlocked ? undefined : requests.map((u) => styleHold(u, options.callStyles)).find(Boolean);
    const answers = isBlocked || style ? [] : answersLeft([...users, ...readers], drafts);
    const prefix: Draft = {
      entry: prefixEntry,
      file: ctx.file,
      range: [start[0], three?.[1] ?? start[1]],
      message: prefixEntry.message,
      tier: isBlocked ? 'manual' : style || answers.length ? 'review' : 'safe',
      confidence: users.length ? 'high' : 'medium',
      edits: isBlocked || !three ? undefined : [{ range: [three[0], three[1]], text: '4', file: ctx.file }],
      // Calls that read the constant in their own options wait on it as the calls built on its text do.
      users: readers.length ? [...users, ...readers] : users,
      ...(holders.length || unread ? { held: { reason: 'prefix waits', blockers, ...(none ? { noSplit: firstOf(none) } : {}) } } : unproven ? { held: unproven } : style ? { held: style } : answers.length ? { held: { reason: 'answer read', blockers: answers } } : {}),
    };
    const plan = splits ?? none;
    if (plan) planSplit(prefix, plan);
    if (!found) versionLiterals.add(prefix);
    out.push(prefix);
  }
  return [...out, ...versionValuePrefixes(ctx, sites, drafts, options, ws), ...dataBaseDrafts(ctx, sites, drafts, options, ws)];
}

/**
 * A literal that holds only the version (`'v3'`, `'3'`), put by every call that reads it right after
 * the `/api/` (`/api/v`) another literal spells: `` `${HOST}/api/${API_VERSION}` ``, `'/api/v' + VERSION`.
 * The prefix is the literal's to move, as a literal's that spells `/api/v3` whole is, under the same
 * proof of every read of it. Only a named value (a constant, a variable set once) each of whose reads here
 * reaches a call's prefix and nothing else: the base proof lets a read by a request's other parts,
 * or a test (`VERSION === 'v3'`), stand for a base, not for a version (`?per_page=${N}` would change).
 */
function versionOnly(ctx: FileContext, lit: Node, value: string, users: readonly Site[] | undefined): { index: number; length: number } | undefined {
  if (!/^v?3$/.test(value) || !users?.length) return undefined;
  const reads = new Set<Node>();
  for (const s of users) {
    const span = s.url.version === 3 ? s.url.prefix : undefined;
    const chars = span ? s.url.items.slice(span.start, span.end).filter((it) => it.kind === 'char') : [];
    const own = chars.slice(-value.length);
    if (own.length !== value.length || !own.every((c) => c.src && c.lit?.node === lit) || !chars.slice(0, -value.length).every((c) => c.lit && c.lit.node !== lit)) return undefined;
    // The version nowhere else in the URL.
    if (s.url.items.filter((it) => it.kind === 'char' && it.lit?.node === lit).length !== value.length) return undefined;
    for (const c of own) for (const v of c.via) reads.add(v);
  }
  // A constant or a variable set once; not a default, which a caller may give another version.
  const base = baseName(ctx, lit);
  const decl = base?.decl;
  const once = decl?.type === 'VariableDeclarator' && decl.id.type === 'Identifier' && !ctx.index.resolve(decl.id)?.reassigned;
  return base && once && base.refs.every((r) => reads.has(r)) ? { index: 0, length: value.length } : undefined;
}

/** The prefixes a literal of the version alone moves (versionOnly): its calls' prefix is reported there, not where the value enters. */
const versionLiterals = new WeakSet<Draft>();
/** The prefixes reported where a version that is a value enters a file's code (versionValuePrefixes). */
const enteredValues = new WeakSet<Draft>();

/** The prefixes of the run's files; a call whose version a literal of its own moves is not reported again where that value enters. */
export function runPrefixDrafts(contexts: readonly FileContext[], sites: Site[], drafts: Draft[], options: AnalyzeOptions, ws: Workspace): Draft[] {
  const all = contexts.flatMap((c) => prefixDrafts(c, sites, drafts, options, ws));
  const moved = new Set(all.filter((p) => versionLiterals.has(p)).flatMap((p) => p.users ?? []));
  if (moved.size === 0) return all;
  return all.filter((p) => {
    if (!enteredValues.has(p)) return true;
    p.users = p.users!.filter((s) => !moved.has(s));
    return p.users.length > 0;
  });
}

/**
 * `/api/v3` that no literal of the code spells as an editable text, or spells whole: a version that is a value
 * (`'/api/:version/…'.replace(':version', gon.api_version)`, `` `${host}/api/v${version}` ``),
 * a base read from a JSON file (`pkg.config.gitlabApi`), the version in a constant of its own
 * (`const API_VERSION = 'v3'`). Reported where the template spells `api/` (where the constant spells the version),
 * else where the value enters this file's code, once per place; never rewritten there (the value is
 * set elsewhere, for every call reading it).
 */
function versionValuePrefixes(ctx: FileContext, sites: Site[], drafts: Draft[], options: AnalyzeOptions, ws: Workspace): Draft[] {
  const byRange = new Map<string, Draft>();
  const written = new Map<string, WrittenGroup>();
  for (const s of sites) {
    const span = s.url.version === 3 ? s.url.prefix : undefined;
    const chars = span ? s.url.items.slice(span.start, span.end).filter((it) => it.kind === 'char') : [];
    const digit = chars[chars.length - 1];
    // The version a literal of its own holds (`API_VERSION = 'v3'` joined after `/api/`): no literal spells the prefix.
    const joined = !!digit?.lit && chars.every((c) => c.lit) && chars.some((c) => c.lit!.node !== digit.lit!.node);
    // A prefix a literal spells is that literal's to report (above), even where it is read through a library.
    if (!digit || (!joined && (digit.src || digit.lit || !digit.readOnly))) continue;
    const spelled = chars.filter((c) => c.src && c.lit?.file === ctx.file && (!joined || c.lit.node === digit.lit!.node));
    const entry = [...digit.via].reverse().find((v) => fileOf(v) === ctx.file);
    const range: [number, number] | undefined = spelled.length ? [spelled[0].src![0], spelled[spelled.length - 1].src![1]] : entry && [entry.range[0], entry.range[1]];
    if (!range) continue;
    // A version one literal writes (`const VERSION = 3`, a default `version = 3`): that literal's to move (version-value.ts).
    const w = spelled.length && !joined ? writtenOf(chars as Char[], chars.length - chars.findIndex((c) => c.written)) : undefined;
    if (w) {
      const at = `${range[0]}:${range[1]}`;
      const g = written.get(at);
      if (g) g.users.push(s);
      else written.set(at, { written: w, range, base: spelled[0].lit!.node, users: [s] });
      continue;
    }
    const key = `${range[0]}:${range[1]}`;
    const known = byRange.get(key);
    if (known) known.users!.push(s);
    else byRange.set(key, { entry: prefixEntry, file: ctx.file, range, message: prefixEntry.message, tier: 'manual', confidence: 'high', users: [s], held: { reason: 'no rewrite', noRewrite: { kind: 'url assembled' } } });
  }
  for (const d of byRange.values()) enteredValues.add(d);
  return [...byRange.values(), ...writtenVersionDrafts(ctx, written.values(), drafts, options, ws)];
}

/**
 * A call whose base keeps `/api/v3` this run keeps its v3 route too: rewriting the path alone
 * would send a v3 server a v4 route (or give a v3 route a v4 meaning). Its fixes wait.
 */
export function withholdBlocked(drafts: Draft[], prefixes: Draft[], sites: Site[], ws: Workspace, options: AnalyzeOptions) {
  // A prefix whose fix is not made this run (held, or for review in a safe-only run) keeps its calls on v3.
  const moves = (p: Draft) => applicable(p, options);
  let ties = tiesOf(sites, prefixes, moves, !!options.packageBase);
  // Project mode: a client call tied to no base, in a file that builds none, is on one of the
  // bases of the files its imports link it to (as a package that writes only `/api/v4` makes its
  // calls v4 calls). Where they all move, it moves with them, so a fix of it not made this run
  // keeps every one of them; where one stays, it waits; where its files build none, it is untied.
  if (ties.assumed.length > 0) {
    const group = importGroups(ws);
    const groupOf = (p: Draft) => group(p.file ?? p.site?.file ?? '');
    const assumed = new Set(ties.assumed);
    const blockers = drafts.filter((d) => d.site && assumed.has(d.site) && !applicable(d, options));
    if (blockers.length > 0) {
      for (const p of prefixes) {
        const own = moves(p) ? blockers.filter((b) => group(b.site!.file) === groupOf(p)) : [];
        if (own.length > 0) hold(p, { reason: 'prefix waits', blockers: own });
      }
      ties = tiesOf(sites, prefixes, moves, !!options.packageBase);
    }
    // Each group's bases, and one that stays (a map: a bundle has thousands of both).
    const bases = new Map<string, { stays?: Draft }>();
    for (const p of prefixes) {
      const g = bases.get(groupOf(p)) ?? {};
      if (!g.stays && !moves(p)) g.stays = p;
      bases.set(groupOf(p), g);
    }
    for (const s of ties.assumed) {
      const mine = bases.get(group(s.file));
      if (mine?.stays) ties.waiting.set(s, mine.stays);
      else if (!mine) ties.untied.add(s);
    }
  }
  const { waiting, untied } = ties;
  for (const d of drafts) {
    // Every fix of a call moves with its base, response reads included: v3 answers with v3 names.
    // A call's own copy of its v3 base (split.ts) changes no request: it is what lets the base move.
    if (!d.site || !d.edits || d.held?.reason === 'kept on v3') continue;
    // No run can tell whether its base moves with it: a route fix there is right only by chance.
    if (untied.has(d.site)) {
      // Its base may be read by a property's name another file writes: project mode ties it (extract/property-tie.ts).
      const finder = ws.get(d.site.file)?.finder;
      if (finder?.askedByName.has(d.site) && !finder.ev.propertyWriters) finder.ev.unresolved = true;
      hold(d, { reason: 'base untied' });
      continue;
    }
    // Review fixes keep their edits: they are a person's decision (a suggestion), never applied alone.
    if (!waiting.has(d.site) || !applicable(d, options)) continue;
    const base = waiting.get(d.site);
    // A base whose move is for review (a call on it reads an answer v4 changes): its calls' fixes move with it, for review too.
    if (base?.edits && base.held?.reason === 'answer read') {
      d.tier = 'review';
      d.held ??= base.held;
      continue;
    }
    hold(d, { reason: 'base waits', ...(base ? { base, blockers: base.held?.blockers ?? [] } : {}) });
  }
}

/** Which base each call waits on (none when it is not among the files linted), and the calls tied to none. */
function tiesOf(sites: readonly Site[], prefixes: readonly Draft[], moves: (p: Draft) => boolean, packageBase: boolean) {
  const waiting = new Map<Site, Draft | undefined>();
  // A set, not a search of every prefix per site: minified bundles have thousands of each.
  const used = new Set<Site>();
  for (const p of prefixes) {
    for (const s of p.users ?? []) {
      used.add(s);
      if (!moves(p) && !waiting.has(s)) waiting.set(s, p);
    }
  }
  // A call tied to no prefix (no base in sight, an injected client, an exported route table): its
  // base may be one of its file's or another, and a route fix is right only where its base moves
  // with it. Where its file's bases all stay, it waits on them; otherwise its fix is not made
  // (`base untied`): a person says which base it is on.
  const moving = new Set(prefixes.filter(moves).map((p) => p.file));
  const staying = new Map<string, Draft>();
  for (const p of prefixes) if (!moves(p) && p.file !== undefined && !staying.has(p.file)) staying.set(p.file, p);
  // A route table's entries are on the base of the calls that read the table (`api(BASE + routes[k])`).
  for (const [s, p] of tablesRead(sites, prefixes, moves)) {
    used.add(s);
    if (!moves(p) && !waiting.has(s)) waiting.set(s, p);
  }
  const untied = new Set<Site>();
  /** Project mode's client calls tied to no base, in files that build none: on another file's base. */
  const assumed: Site[] = [];
  for (const s of sites) {
    if (s.url.version === 4 || used.has(s)) continue;
    if (s.url.version === 3 && s.url.prefix) waiting.set(s, undefined);
    else if (s.configuredBase) continue;
    else if (staying.has(s.file) && !moving.has(s.file)) waiting.set(s, staying.get(s.file));
    // A call in a file with no base of its own, in project mode: on a base of another file (withholdBlocked).
    else if (s.clientLike && packageBase && prefixes.length > 0 && !moving.has(s.file)) assumed.push(s);
    else untied.add(s);
  }
  return { waiting, untied, assumed };
}

/**
 * `gl` of `gl.defaults.baseURL`: a top-level constant the file makes (`axios.create(…)`), does not
 * export, and never hands on (each read of it is a member of it: `gl.get(…)`, `gl.defaults…`), so no
 * other file's calls read its defaults.
 */
function ownInstance(index: FileIndex, name: string): boolean {
  const b = index.bindingIn(index.program, name.split('.')[0]);
  const declarator = b && index.parent.get(b.id);
  // Made by a library's factory (`axios.create(…)`): `require('axios')` is the module every file shares.
  if (b?.kind !== 'const' || b.pattern || declarator?.type !== 'VariableDeclarator' || declarator.init?.type !== 'CallExpression' || declarator.init.callee.type !== 'MemberExpression' || exported(index, declarator)) return false;
  return index.references(b).every((r) => {
    const m = index.parent.get(r);
    return m?.type === 'MemberExpression' && m.object === r;
  });
}

/** A call whose URL starts with a path, not a host or a computed piece: a client's base goes before it. */
export function startsRelative(s: Site): boolean {
  const first = s.url.items.find((it) => it.kind !== 'mark');
  return first?.kind === 'char';
}

/** Route-table sites and the prefix of a call that reads their table in its URL (one that stays, when several). */
function tablesRead(sites: readonly Site[], prefixes: readonly Draft[], moves: (p: Draft) => boolean): Map<Site, Draft> {
  const out = new Map<Site, Draft>();
  const readers = tableReaders(sites);
  if (readers.size === 0) return out;
  const prefixOf = new Map<Site, Draft[]>();
  for (const p of prefixes) for (const u of p.users ?? []) prefixOf.set(u, [...(prefixOf.get(u) ?? []), p]);
  for (const [t, us] of readers)
    for (const p of us.flatMap((u) => prefixOf.get(u) ?? [])) if (!out.has(t) || !moves(p)) out.set(t, p);
  return out;
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

/**
 * A base no call of the run reads, assigned to a property of an object another module made
 * (`handed.root = \`${host}/api/v3\`` on an imported instance): the code that reads that property is
 * that module's (`this.root + path` in its class), which no proof here ties to this text, and whose
 * own base may wait on a call with no v4 form. Moved alone, it would send that code's v3 routes to
 * `/api/v4`: held, as a value other code reads.
 */
function setOnImported(index: FileIndex, lit: Node): DraftHold | undefined {
  const up = index.ancestors(lit);
  const at = up.findIndex((a) => a.type === 'AssignmentExpression');
  const assign = up[at] as TSESTree.AssignmentExpression | undefined;
  if (!assign || assign.operator !== '=' || !within(lit, assign.right) || up.slice(0, at).some((a) => a.type === 'CallExpression' || a.type === 'NewExpression' || a.type.includes('Function'))) return undefined;
  let root: Node = assign.left;
  while (root.type === 'MemberExpression') root = root.object;
  const b = root.type === 'Identifier' && root !== assign.left ? index.resolve(root) : undefined;
  return b?.kind === 'import' ? { reason: 'not proven', unproven: { kind: 'no reader', name: sourceOf(assign.left) } } : undefined;
}

/**
 * A literal holding `/api/v3` that no call reads, whose value is handed, where it is written, to a
 * call or a constructor — as an argument or a method's receiver, as it is or combined on the way
 * (`'…/api/v3' + path`, a template, `[base, path].join('/')`, `.concat(path)`, `path.posix.join`,
 * `new URL(path, base)`, `util.format`, `cond ? a : b`) — before anything keeps it for other code
 * (a declaration, a property, an assignment, a return): the URL of requests the tool does not read
 * (a call of a form it does not know), whose routes may be ones v4 lacks or means otherwise. Moved,
 * such a request would go to v4 with its v3 route and method: it is held.
 */
function consumedUnread(ctx: FileContext, lit: Node): DraftHold | undefined {
  let node: Node = lit;
  for (const a of ctx.index.ancestors(lit)) {
    switch (a.type) {
      case 'CallExpression':
      case 'NewExpression':
      case 'TaggedTemplateExpression':
        return readUnseen(ctx, sourceOf(a), a);
      case 'MemberExpression':
        if (a.object !== node) return undefined;
        break;
      case 'ConditionalExpression':
        if (a.test === node) return undefined;
        break;
      case 'SequenceExpression':
        if (a.expressions[a.expressions.length - 1] !== node) return undefined;
        break;
      case 'BinaryExpression':
      case 'LogicalExpression':
      case 'TemplateLiteral':
      case 'ArrayExpression':
      case 'SpreadElement':
      case 'ChainExpression':
      case 'AwaitExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
        break;
      default:
        return undefined;
    }
    node = a;
  }
  return undefined;
}

/**
 * A base no call of the run reads, kept in a property (`this.baseURL = …` in a subclass, `obj.base = …`,
 * a class field, `globalThis.GITLAB = { api: … }`): what reads it is code no proof here follows — a
 * superclass's (a REST data source resolving its paths under `this.baseURL`), a module holding the
 * object — and its requests' routes are unread. Moved alone, they would go to v4 with their v3 routes
 * (bench/blind/clients-7/apollo-datasource, first run): held, as a value other code reads.
 */
function keptUnread(ctx: FileContext, lit: Node): DraftHold | undefined {
  const key = memberKey(ctx.index, lit);
  return key === undefined ? undefined : { reason: 'not proven', unproven: { kind: 'no reader', name: key } };
}

/**
 * Whether `arg` is where a server's call takes the path it serves: its first argument, or one after
 * names alone and before what serves it (`router.get('user', '/users/:id', handler)`: koa-router's
 * named route). A value given last (`app.set('gitlab api', url)`, `fastify.decorate(name, url)`) is not.
 */
function servedArgument(args: readonly Node[], arg: Node): boolean {
  const at = args.indexOf(arg as (typeof args)[number]);
  return at === 0 || (at > 0 && at < args.length - 1 && args.slice(0, at).every((a) => a.type === 'Literal' && typeof a.value === 'string'));
}

/** A literal holding `/api/v3` that no call uses here: a base for other code, unless it is prose or a test. */
function standaloneBase(index: FileIndex, lit: Node): boolean {
  // A test's client configuration (`new Client({ url: 'http://gitlab.test/api/v3' })` in an `it`)
  // is a base: the test moves with the client it configures.
  const parent = index.parent.get(lit);
  const config = parent?.type === 'Property' && parent.value === lit && CONFIG_BASE_KEY.test(keyName(parent.key) ?? '');
  // The path a server serves (`app.use('/api/v3', proxy)`), and what a test or a log is given (a test's title),
  // are their text; what else a server's call is given (`fastify.decorate('gitlabApi', …)`), and the code of a
  // function any of them is given (a handler's), is code like any other.
  let given = true;
  let child: Node = lit;
  for (const a of index.ancestors(lit)) {
    if (isFunction(a)) given = false;
    // A decorator's text is a base only through the requests a declarative client declares with it (its users).
    if (a.type === 'Decorator') return false;
    const served = (a.type === 'CallExpression' || a.type === 'NewExpression') && servedArgument(a.arguments, child);
    child = a;
    if (given && served && isServerCall(a)) return false;
    if (given && a.type === 'CallExpression') {
      const { name = '', object = '' } = calleeName(a.callee);
      if ((NOT_A_BASE.test(name) || NOT_A_BASE.test(object)) && !config) return false;
    }
    if (a.type === 'VariableDeclarator' && a.id.type === 'Identifier' && OTHER_SERVICE_NAME.test(a.id.name)) return false;
    if (a.type === 'Property' && a.key.type === 'Identifier' && OTHER_SERVICE_NAME.test(a.key.name)) return false;
  }
  return true;
}

