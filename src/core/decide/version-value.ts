// A version that is a value written once as a literal and read where the URL is made (issue 25):
// `const VERSION = 3` read as `/api/v${VERSION}`, a default of a parameter or of a destructured
// option (`constructor({ host, version = 3 } = {})`). The calls' prefix is the literal's to move,
// where it is written (`3` → `4`), as a literal that spells `/api/v3` whole is its base's: under the
// base proof of every call on it, and only when the value reaches nothing but those calls' version:
// every read of its name is the version of one of them, and, for a default, every call of its
// function is one the file shows, giving no value for it (a caller's `version: 3`, or an options
// object the run cannot read, is a version the default does not decide). A value in a data file, a
// global's property, an object's property, or a default of a function other files may call, stays
// read and reported, not edited. No generated differential case proves the move: it is a review fix.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Draft, DraftHold } from '../match/drafts.js';
import { prefixEntry } from '../../rulebook/lookups.js';
import { keyName } from '../extract/ast.js';
import { fileOf, isFunction, type FileIndex, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import type { Char } from '../extract/template.js';
import type { AnalyzeOptions } from '../policy/policy.js';
import type { FileContext, Workspace } from '../workspace.js';
import type { NoSplit } from '../types.js';
import { readsUnaccounted } from './data-base.js';
import { applicable, exported, heldBase, readUnseen } from './base-proof.js';
import { firstOf, isSplit, noSplitFor, planSplit, splitOf, type Split, type VersionEnds } from './split.js';
import { movesNoneOf, unreadSplit } from './split-unread.js';

export type Written = NonNullable<Char['written']>;

/** The calls whose version one literal writes, the `/api/` text they share, and the literal spelling it. */
export interface WrittenGroup {
  written: Written;
  range: [number, number];
  base: Node;
  users: Site[];
}

/** The version's characters of a site's prefix, when one literal writes them all: where it is written. */
export function writtenOf(chars: readonly Char[], value: number): Written | undefined {
  const own = chars.slice(-value);
  const w = own[own.length - 1]?.written;
  return w && own.every((c) => c.written?.node === w.node) ? w : undefined;
}

/** One prefix per written version: moved there (review) when it is proven, else held with the reason. */
export function writtenVersionDrafts(ctx: FileContext, groups: Iterable<WrittenGroup>, drafts: Draft[], options: AnalyzeOptions, ws: Workspace): Draft[] {
  const blocked = new Set(drafts.filter((d) => d.site && !applicable(d, options)).map((d) => d.site!));
  const all = [...groups];
  const plans: Array<Split | Map<Site, NoSplit> | undefined> = [];
  const out: Draft[] = [];
  const holds = all.map(({ written, base, users }, i) => {
    const holders = users.filter((s) => blocked.has(s));
    // The value's reads are those of every call whose version it writes, whichever text spells their `/api/`.
    const groups = all.filter((g) => g.written.node === written.node);
    const readers = groups.flatMap((g) => g.users);
    const value = valueHold(ctx, written, readers, ws);
    // Each call kept may read its instance's base back, turned back (split.ts), when the version would then move.
    const ends = versionEnds(written, base, users);
    const split = holders.length ? splitOf(ctx, base, holders, drafts, options, false, ends) : undefined;
    const after = value ?? (isSplit(split) || !holders.length ? heldBase(ctx, base, '', users, [], drafts, options, isSplit(split) ? split.kept : undefined) : undefined);
    // A call whose request the proof cannot read may keep its own copy too (split-unread.ts), where the literal is this group's alone.
    const unread = !value && after && groups.length === 1 && (!holders.length || isSplit(split)) ? unreadSplit(ctx, base, '', users, [], holders, drafts, options, after, movesNoneOf(users), undefined, ends) : undefined;
    if (unread) out.push(...unread.kept);
    const splits = unread?.split ?? (isSplit(split) && !after ? split : undefined);
    if (!holders.length && !unread) return after;
    // Calls with no v4 form hold it, or unread calls keep their copies.
    const none = splits ? undefined : isSplit(split) || !split ? noSplitFor(holders, { kind: 'base still held' }) : split.none;
    plans[i] = splits ?? none;
    const blockers = [...drafts.filter((d) => d.site && holders.includes(d.site) && !applicable(d, options)), ...(unread?.kept ?? [])];
    return { reason: 'prefix waits', blockers, ...(none ? { noSplit: firstOf(none) } : {}) } satisfies DraftHold;
  });
  all.forEach(({ written, range, users }, i) => {
    // One literal moves every call reading it: a text of it held holds the others (the first reason found).
    const held = holds[i] ?? holds.find((h, j) => h && all[j].written.node === written.node);
    const plan = plans[i];
    const digit: [number, number] = [written.src[1] - 1, written.src[1]];
    const draft: Draft = {
      entry: prefixEntry,
      file: ctx.file,
      range,
      message: prefixEntry.message,
      tier: held ? 'manual' : 'review',
      confidence: 'high',
      edits: held ? undefined : [{ range: digit, text: '4', file: written.file }],
      ...(written.file !== ctx.file ? { spelledIn: { file: written.file, range: digit } } : {}),
      users,
      ...(held ? { held } : {}),
    };
    if (plan) planSplit(draft, plan);
    out.push(draft);
  });
  return out;
}

/**
 * Whether an instance's base value ends with the version `w` writes, after `/api/` (`'v3'`) or `/api/v`
 * (`3`): `` `${scheme}://${host}/api/${apiVersion}` ``, a slash after it or not, the version's read the last
 * thing in it. Once the version moves, the value ends in `/api/v4` there, which a turned-back read puts back.
 */
function versionEnds(w: Written, base: Node, users: readonly Site[]): VersionEnds {
  const reads = new Set<Node>();
  let spelled = '';
  for (const it of users[0]?.url.items ?? []) if (it.kind === 'char' && it.written?.node === w.node) spelled += it.ch;
  for (const s of users) for (const it of s.url.items) if (it.kind === 'char' && it.written?.node === w.node) for (const v of it.via) reads.add(v);
  return (home, value) => {
    let v: Node = value;
    if (v.type === 'Identifier') {
      const b = home.resolve(v);
      if (!b || b.kind !== 'const' || b.pattern || b.reassigned || !b.init) return false;
      v = b.init;
    }
    if (v.type !== 'TemplateLiteral' || v.expressions.length === 0) return false;
    const tail = v.quasis[v.quasis.length - 1].value.cooked;
    const before = v.quasis[v.quasis.length - 2];
    const last = v.expressions[v.expressions.length - 1];
    return (tail === '' || tail === '/') && before === base && reads.has(last) && /\/api\/v3$/.test(`${before.value.cooked}${spelled}`);
  };
}

/** Why the written value is not the version of these calls alone, or undefined when it is. */
function valueHold(ctx: FileContext, w: Written, users: readonly Site[], ws: Workspace): DraftHold | undefined {
  const assembled: DraftHold = { reason: 'no rewrite', noRewrite: { kind: 'url assembled' } };
  const { index } = ctx;
  const reads = new Set<Node>();
  for (const s of users) for (const it of s.url.items) if (it.kind === 'char' && it.written?.node === w.node) for (const v of it.via) reads.add(v);
  if (w.data) return dataHold(ctx, ws, w, reads) ?? (ws.resolver?.inRun?.(w.file) ? undefined : { reason: 'outside the run' });
  // A literal of another file: not this file's to prove.
  if (w.file !== ctx.file) return assembled;
  const owner = ownerOf(index, w.node);
  if (!owner) return assembled;
  const b = index.resolve(owner.id);
  if (!b || b.reassigned) return assembled;
  // Every read of the name is the version of one of these calls: no other URL, query, test or hand-off reads it.
  // (A shorthand option's key is its name's own spelling, not a read.)
  const other = index.references(b).find((r) => r.range[0] !== owner.id.range[0] && !reads.has(r));
  if (other) return readUnseen(ctx, owner.id.name, other);
  if (owner.kind === 'const') return exported(index, owner.decl) ? readUnseen(ctx, owner.id.name, owner.decl) : undefined;
  return callersHold(ctx, owner);
}

/**
 * A data file's value destructured by this file (`const { host, apiVersion } = config.gitlab`, the file a
 * module's binding): held unless every read of the destructured name is the version of these calls, and
 * every read of the data file in the run is accounted for (data-base.ts), this destructuring the one read
 * of the object holding the value. A default, a rest element or a second binding of the key holds it.
 */
function dataHold(ctx: FileContext, ws: Workspace, w: Written, reads: ReadonlySet<Node>): DraftHold | undefined {
  const { index } = ctx;
  const assembled: DraftHold = { reason: 'no rewrite', noRewrite: { kind: 'url assembled' } };
  const names = [...reads].filter((r): r is TSESTree.Identifier => r.type === 'Identifier' && fileOf(r) === ctx.file);
  for (const name of names) {
    const b = index.resolve(name);
    const prop = b && index.parent.get(b.id);
    const pattern = prop && index.parent.get(prop);
    const decl = pattern && index.parent.get(pattern);
    if (!b || b.kind !== 'const' || prop?.type !== 'Property' || prop.value !== b.id || prop.computed || pattern?.type !== 'ObjectPattern' || decl?.type !== 'VariableDeclarator' || decl.id !== pattern) continue;
    if (decl.init?.type !== 'MemberExpression' || pattern.properties.some((p) => p.type === 'RestElement')) return assembled;
    const other = index.references(b).find((r) => r.range[0] !== b.id.range[0] && !reads.has(r));
    if (other) return readUnseen(ctx, name.name, other);
    return readsUnaccounted(ctx, ws, w.file, decl.init);
  }
  return assembled;
}

type Owner =
  | { kind: 'const'; id: TSESTree.Identifier; decl: TSESTree.VariableDeclarator }
  | { kind: 'default'; id: TSESTree.Identifier; fn: TSESTree.FunctionLike; at: number; key?: string };

/** The name a version literal is the value of: a constant's, or a default's (positional, or a destructured option's). */
function ownerOf(index: FileIndex, lit: Node): Owner | undefined {
  const p = index.parent.get(lit);
  if (p?.type === 'VariableDeclarator' && p.init === lit && p.id.type === 'Identifier') {
    const d = index.parent.get(p);
    return d?.type === 'VariableDeclaration' && d.kind === 'const' ? { kind: 'const', id: p.id, decl: p } : undefined;
  }
  if (p?.type !== 'AssignmentPattern' || p.right !== lit || p.left.type !== 'Identifier') return undefined;
  const id = p.left;
  const up = index.parent.get(p);
  if (isFunction(up)) return up.params.includes(p) ? { kind: 'default', id, fn: up, at: up.params.indexOf(p) } : undefined;
  if (up?.type !== 'Property' || up.value !== p || up.computed) return undefined;
  const key = keyName(up.key);
  const pattern = index.parent.get(up);
  if (!key || pattern?.type !== 'ObjectPattern') return undefined;
  const holder = index.parent.get(pattern);
  const param = holder?.type === 'AssignmentPattern' && holder.left === pattern ? holder : pattern;
  const fn = index.parent.get(param);
  return isFunction(fn) && fn.params.includes(param as TSESTree.Parameter) ? { kind: 'default', id, fn, at: fn.params.indexOf(param as TSESTree.Parameter), key } : undefined;
}

/**
 * Why a default is not every call's version: its function (a class's constructor, a named function) is
 * reachable where the file does not show the call (exported, handed on, a subclass), or a call gives it a value
 * or an argument the file cannot read. Undefined when every call is seen and gives none.
 */
function callersHold(ctx: FileContext, owner: Extract<Owner, { kind: 'default' }>): DraftHold | undefined {
  const { index } = ctx;
  const { fn, at, key } = owner;
  const method = index.parent.get(fn);
  const ctor = method?.type === 'MethodDefinition' && method.kind === 'constructor' ? index.parent.get(index.parent.get(method)!) : undefined;
  const named: Node | undefined = ctor ?? (fn.type === 'FunctionDeclaration' ? fn : index.parent.get(fn)?.type === 'VariableDeclarator' ? index.parent.get(fn) : undefined);
  const nameId = named && 'id' in named && named.id?.type === 'Identifier' ? named.id : undefined;
  if (!named || !nameId || (ctor && ctor.type !== 'ClassDeclaration') || exported(index, named)) return readUnseen(ctx, nameId?.name ?? owner.id.name, fn);
  const b = index.resolve(nameId);
  if (!b) return readUnseen(ctx, nameId.name, fn);
  const calls = index.references(b).filter((r) => r !== nameId);
  if (calls.length === 0) return readUnseen(ctx, nameId.name, fn);
  for (const r of calls) {
    const call = index.parent.get(r);
    const made = call && (ctor ? call.type === 'NewExpression' : call.type === 'CallExpression') && (call as TSESTree.CallExpression | TSESTree.NewExpression).callee === r;
    if (!made) return readUnseen(ctx, nameId.name, r);
    const args = (call as TSESTree.CallExpression | TSESTree.NewExpression).arguments;
    if (args.slice(0, at + 1).some((a) => a.type === 'SpreadElement')) return readUnseen(ctx, nameId.name, call);
    const arg = args[at];
    if (!arg) continue;
    // A positional default a call gives a value for, or an options object it does not spell here.
    if (key === undefined || arg.type !== 'ObjectExpression') return readUnseen(ctx, `${nameId.name}(${owner.id.name})`, arg);
    if (arg.properties.some((p) => p.type !== 'Property' || p.computed || keyName(p.key) === key)) return readUnseen(ctx, `${nameId.name}({ ${key} })`, arg);
  }
  return undefined;
}
