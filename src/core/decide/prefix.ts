// The `/api/v3` prefix: found once per literal (or regular expression) that spells it, rewritten
// only together with every call on it, and holding those calls' fixes back while it must wait.
import type { Draft } from '../match/drafts.js';
import { applicable, baseName, heldBase, otherServiceBeside, otherServiceRoute, within } from './base-proof.js';
import { CONFIG_BASE_KEY, NOT_A_BASE, OTHER_SERVICE, OTHER_SERVICE_NAME } from '../extract/guesses.js';
import { hold } from './holds.js';
import { prefixEntry } from '../../rulebook/lookups.js';
import { fileIndexOf, fileOf, type FileIndex, type Node } from '../extract/scope.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { calleeName, isServerCall } from '../extract/calls.js';
import { keyName } from '../extract/ast.js';
import type { Site } from '../extract/sites.js';
import { literalsOf } from './shared-text.js';
import { stringLiteralItems, templateElementItems } from '../extract/template.js';
import type { AnalyzeOptions } from '../policy/policy.js';
import type { FileContext } from '../workspace.js';

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
  const foreign = new Set(ctx.finder.foreign.flatMap((s) => [...literalsOf(s)]));
  for (const lit of index.strings) {
    const value = lit.type === 'Literal' ? lit.value : (lit.value.cooked ?? '');
    // Another service's name or route roots in the text itself (`/api/v3/repos/…`: GitHub Enterprise).
    if (/\s/.test(value) || OTHER_SERVICE_NAME.test(value) || OTHER_SERVICE.test(value)) continue;
    PREFIX_TEXT.lastIndex = 0;
    const m = PREFIX_TEXT.exec(value);
    if (!m || otherServiceBeside(text, lit)) continue;
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
    const upTo = m.index + m[0].length;
    const chars = (lit.type === 'Literal' ? stringLiteralItems(lit, text, ctx.file, [], upTo) : templateElementItems(lit, text, ctx.file, [], upTo)).filter((it) => it.kind === 'char');
    const three = chars[m.index + m[0].length - 1]?.src;
    const start = chars[m.index]?.src ?? [lit.range[0], lit.range[1]];
    // Calls that read the base's constant without its text reaching their URL (`{ prefixUrl: API }`) count too.
    const readers = base ? sites.filter((s) => !users.includes(s) && s.file === ctx.file && base.refs.some((r) => within(r, s.call))) : [];
    // The entries of a table of request records a call on the base reads its route from (`ROUTES[name].path`): its routes.
    const tables = new Set(users.flatMap((u) => (u.table ? [u.table] : [])));
    if (tables.size) readers.push(...sites.filter((s) => s.table && tables.has(s.table) && !users.includes(s) && !readers.includes(s)));
    // `axios.defaults.baseURL = '…/api/v3'`: every call of the library that spells no host reads it, in any file.
    const defaults = ctx.finder.defaultsHolding(lit);
    if (defaults) readers.push(...sites.filter((s) => !users.includes(s) && s.client === defaults.library && s.url.version === null && startsRelative(s)));
    // A reader (`{ prefixUrl: API }`, `axios.defaults`) with a finding left after the run holds the base as a user does:
    // its route may be a v4 route with another meaning (`blobs/:sha?filepath=`, 9.0/17, hidden by policy).
    const holders = [...users, ...readers].filter((s) => blocked.has(s));
    // A front that sees one file cannot see the other files' calls of the library.
    const oneFile = defaults && !ctx.finder.ev.external ? { reason: 'not proven' as const, unproven: { kind: 'imported, one file' as const, name: defaults.name } } : undefined;
    const unproven = holders.length
      ? undefined
      : (oneFile ?? heldBase(ctx, lit, value.slice(m.index + m[0].length), users, readers, drafts, options));
    const isBlocked = holders.length > 0 || !!unproven;
    out.push({
      entry: prefixEntry,
      file: ctx.file,
      range: [start[0], three?.[1] ?? start[1]],
      message: prefixEntry.message,
      tier: isBlocked ? 'manual' : 'safe',
      confidence: users.length ? 'high' : 'medium',
      edits: isBlocked || !three ? undefined : [{ range: [three[0], three[1]], text: '4', file: ctx.file }],
      // Calls that read the constant in their own options wait on it as the calls built on its text do.
      users: readers.length ? [...users, ...readers] : users,
      ...(holders.length ? { held: { reason: 'prefix waits', blockers: drafts.filter((d) => d.site && holders.includes(d.site) && !applicable(d, options)) } } : unproven ? { held: unproven } : {}),
    });
  }
  return out;
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
  // A call tied to no prefix (no base in sight, an injected client, an exported route table): its
  // base may be one of its file's or another, and a route fix is right only where its base moves
  // with it. Where its file's bases all stay, it waits on them; otherwise its fix is not made
  // (`base untied`): a person says which base it is on.
  const moving = new Set(prefixes.filter((p) => p.edits).map((p) => p.file));
  const staying = new Map<string, Draft>();
  for (const p of prefixes) if (!p.edits && p.file !== undefined && !staying.has(p.file)) staying.set(p.file, p);
  // A route table's entries are on the base of the calls that read the table (`api(BASE + routes[k])`).
  for (const [s, p] of tablesRead(sites, prefixes)) {
    used.add(s);
    if (!p.edits && !waiting.has(s)) waiting.set(s, p);
  }
  const untied = new Set<Site>();
  for (const s of sites) {
    if (s.url.version === 4 || used.has(s)) continue;
    if (s.url.version === 3 && s.url.prefix) waiting.set(s, undefined);
    else if (s.configuredBase) continue;
    else if (staying.has(s.file) && !moving.has(s.file)) waiting.set(s, staying.get(s.file));
    // Project mode sees the run's files whole: a client call tied to no base there is on one of the
    // run's bases (as a package that writes only `/api/v4` makes its calls v4 calls). Where every
    // base of the run moves, it moves with them; else it waits on one that stays.
    else if (s.clientLike && options.packageBase && prefixes.length > 0) {
      const stays = prefixes.find((p) => !p.edits);
      if (stays) waiting.set(s, stays);
    } else untied.add(s);
  }
  for (const d of drafts) {
    // Every fix of a call moves with its base, response reads included: v3 answers with v3 names.
    if (!d.site || !d.edits) continue;
    // No run can tell whether its base moves with it: a route fix there is right only by chance.
    if (untied.has(d.site)) {
      hold(d, { reason: 'base untied' });
      continue;
    }
    // Review fixes keep their edits: they are a person's decision (a suggestion), never applied alone.
    if (!waiting.has(d.site) || !applicable(d, options)) continue;
    const base = waiting.get(d.site);
    hold(d, { reason: 'base waits', ...(base ? { base, blockers: base.held?.blockers ?? [] } : {}) });
  }
}

/** A call whose URL starts with a path, not a host or a computed piece: a client's base goes before it. */
function startsRelative(s: Site): boolean {
  const first = s.url.items.find((it) => it.kind !== 'mark');
  return first?.kind === 'char';
}

/** The table a route-table site is an entry of: the declared name of its object. */
function tableName(s: Site): TSESTree.Identifier | undefined {
  if (s.call.type !== 'Property') return undefined;
  const index = fileIndexOf(s.call);
  let n = index?.parent.get(s.call);
  if (n?.type !== 'ObjectExpression') return undefined;
  n = index!.parent.get(n);
  while (n && (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression')) n = index!.parent.get(n);
  return n?.type === 'VariableDeclarator' && n.id.type === 'Identifier' ? n.id : undefined;
}

/** Route-table sites and the prefix of a call that reads their table in its URL. */
function tablesRead(sites: readonly Site[], prefixes: readonly Draft[]): Map<Site, Draft> {
  const out = new Map<Site, Draft>();
  const tables = new Map<Node, Site[]>();
  for (const s of sites) {
    const id = tableName(s);
    if (!id) continue;
    const list = tables.get(id);
    if (list) list.push(s);
    else tables.set(id, [s]);
  }
  if (tables.size === 0) return out;
  for (const p of prefixes)
    for (const u of p.users ?? [])
      for (const it of u.url.items) {
        if (it.kind !== 'hole') continue;
        let n: Node = it.node;
        while (n.type === 'MemberExpression' || n.type === 'CallExpression') n = n.type === 'MemberExpression' ? n.object : n.callee;
        const b = n.type === 'Identifier' ? fileIndexOf(n)?.resolve(n) : undefined;
        for (const t of (b && tables.get(b.id)) ?? []) if (!out.has(t) || !p.edits) out.set(t, p);
      }
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

