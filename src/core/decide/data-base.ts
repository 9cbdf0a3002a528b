// A base whose value a data file spells: `"api": "https://gitlab…/api/v3"` in a JSON file a module
// reads (`const api = JSON.parse(readFileSync(new URL('./bot.config.json', <the module's URL>))).gitlab.api`,
// `require('./package.json').config.gitlabApi`). The calls built on it are the code's; the text that
// moves is the file's. It moves, by a text edit of the data file, only when the calls on it prove
// it as a base the code spells would be proven (base-proof.ts, from the one read that names it),
// and when every read of the data file in the run is accounted for: each file of the run that
// names it is a module whose reads of it are plain property paths, and the value itself is read at
// that one place. A file named by a script, a Dockerfile, documentation or code the tool does not
// follow, a computed key, or the value's object handed on whole, keeps the base (`read unseen`).
// The evidence that it is GitLab's is that of its calls (gitlab-evidence.ts): the file itself
// says nothing. The differential suite's `json` binding proves the move (test/http/generated/): it is
// safe where the calls' styles are proven, as for a base the code spells.
import path from 'node:path';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Draft, DraftHold } from '../match/drafts.js';
import { prefixEntry } from '../../rulebook/lookups.js';
import { fileOf, type Binding, type FileIndex, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import type { Char } from '../extract/template.js';
import { dataText, jsonSpecifier } from '../extract/json-module.js';
import type { AnalyzeOptions } from '../policy/policy.js';
import type { FileContext, Workspace } from '../workspace.js';
import { applicable, heldBase, readUnseen } from './base-proof.js';
import { styleHold } from './styles.js';
import { firstOf, isSplit, noSplitFor, planSplit, splitOf } from './split.js';
import { movesNoneOf, unreadSplit } from './split-unread.js';
import { turnedBack } from '../extract/turn-back.js';

/** The `/api/v3` of a site spelled in a data file: its version digit and the read of the code it enters by. */
function dataPrefix(ctx: FileContext, s: Site): { digit: Char & { data: NonNullable<Char['data']> }; read: TSESTree.MemberExpression } | undefined {
  const span = s.url.version === 3 ? s.url.prefix : undefined;
  const chars = span ? s.url.items.slice(span.start, span.end).filter((it) => it.kind === 'char') : [];
  const digit = chars[chars.length - 1];
  if (!digit || digit.kind !== 'char' || !digit.data || !chars.every((c) => c.kind === 'char' && c.data?.file === digit.data!.file)) return undefined;
  // The outermost property read of this file the value came through (`config.gitlab.api`).
  const read = [...digit.via].reverse().find((v): v is TSESTree.MemberExpression => v.type === 'MemberExpression' && fileOf(v) === ctx.file);
  return read ? { digit: digit as Char & { data: NonNullable<Char['data']> }, read } : undefined;
}

/**
 * The bases of `ctx`'s calls spelled in a data file, once per value: reported where the code
 * reads the value, moved (review) in the file when every read is accounted for and the calls prove it.
 */
export function dataBaseDrafts(ctx: FileContext, sites: readonly Site[], drafts: Draft[], options: AnalyzeOptions, ws: Workspace): Draft[] {
  const groups = new Map<string, { digit: Char & { data: NonNullable<Char['data']> }; read: TSESTree.MemberExpression; users: Site[] }>();
  for (const s of sites) {
    if (s.file !== ctx.file) continue;
    const found = dataPrefix(ctx, s);
    if (!found) continue;
    const key = `${found.digit.data.file}:${found.digit.data.src[0]}:${found.read.range[0]}`;
    const g = groups.get(key);
    if (g) g.users.push(s);
    else groups.set(key, { ...found, users: [s] });
  }
  const blocked = new Set(drafts.filter((d) => d.site && !applicable(d, options)).map((d) => d.site!));
  const out: Draft[] = [];
  for (const { digit, read, users } of groups.values()) {
    const file = digit.data.file;
    const text = ws.dataText(file);
    const spelled = text !== undefined && text.slice(digit.data.src[0], digit.data.src[1]) === '3';
    const value = dataText(users[0].url.items);
    const rest = value.slice(value.indexOf('/api/v3') + '/api/v3'.length);
    const holders = users.filter((s) => blocked.has(s));
    const unread = readsUnaccounted(ctx, ws, file, read);
    const unproven = holders.length ? undefined : (unread ?? heldBase(ctx, read, rest, users, [], drafts, options, undefined, value));
    // A data file outside the paths given is not edited: the calls on its value wait with it.
    const outside = !ws.resolver?.inRun?.(file);
    const isBlocked = holders.length > 0 || !!unproven || !spelled || outside;
    const style = isBlocked ? undefined : users.map((u) => styleHold(u, options.callStyles)).find(Boolean);
    // Calls with no v4 form hold it: each may read the value turned back (split.ts), when the base would then move.
    const movesNone = movesNoneOf(users);
    const split = holders.length && spelled && !outside && !unread ? splitOf(ctx, read, holders, drafts, options, true) : undefined;
    const after = isSplit(split) ? heldBase(ctx, read, rest, users, [], drafts, options, split.kept, value) : undefined;
    // A call whose request the proof cannot read may read the value turned back too (split-unread.ts): its finding is one of this value's.
    const kept = !spelled || outside || unread || (holders.length && !isSplit(split)) ? undefined : unreadSplit(ctx, read, rest, users, [], holders, drafts, options, holders.length ? after : unproven, movesNone, { value });
    if (kept) out.push(...kept.kept);
    const splits = kept?.split ?? (isSplit(split) && !after ? split : undefined);
    // Why the calls that hold it get no copy (the file outside the run, a read not accounted for: the base stays anyway).
    const none = !holders.length || splits ? undefined : isSplit(split) || !split ? noSplitFor(holders, { kind: 'base still held' }) : split.none;
    const held: DraftHold | undefined =
      holders.length || kept
        ? { reason: 'prefix waits', blockers: [...drafts.filter((d) => d.site && holders.includes(d.site) && !applicable(d, options)), ...(kept?.kept ?? [])], ...(none ? { noSplit: firstOf(none) } : {}) }
        : (unproven ?? (!spelled ? { reason: 'no rewrite', noRewrite: { kind: 'url assembled' } } : outside ? { reason: 'outside the run' } : style));
    const draft: Draft = {
      entry: prefixEntry,
      file: ctx.file,
      range: [read.range[0], read.range[1]],
      message: prefixEntry.message,
      tier: isBlocked ? 'manual' : style ? 'review' : 'safe',
      confidence: 'high',
      edits: isBlocked ? undefined : [{ range: [digit.data.src[0], digit.data.src[1]], text: '4', file }],
      spelledIn: { file, range: [digit.data.src[0], digit.data.src[1]] },
      users,
      held,
    };
    const plan = splits ?? none;
    if (plan) planSplit(draft, plan);
    out.push(draft);
  }
  return out;
}

/**
 * Why the data file's reads are not all accounted for, or undefined when they are: every file of
 * the run that names it is a module of the workspace whose every mention is the file a binding
 * reads, each binding is read by plain property paths only, and `read` is the value's one read.
 */
export function readsUnaccounted(ctx: FileContext, ws: Workspace, file: string, read: TSESTree.MemberExpression): DraftHold | undefined {
  const name = path.basename(file);
  const valuePath = memberPath(read);
  if (!valuePath) return readUnseen(ctx, name, read);
  // Documentation names files without reading them: a program that does is a reader.
  const readers = (ws.resolver?.filesMentioning?.(name) ?? []).filter((f) => path.resolve(f) !== path.resolve(file) && !PROSE.test(f));
  if (!readers.includes(ctx.file)) readers.push(ctx.file);
  for (const f of readers) {
    const here = CODE.test(f) ? ws.get(f) : undefined;
    if (!here) {
      const place = ws.firstMention(f, name);
      return { reason: 'not proven', unproven: { kind: 'read unseen', name, places: [place] }, at: place };
    }
    const bindings = new Set<Binding>();
    for (const lit of here.index.strings) {
      const v = lit.type === 'Literal' ? lit.value : (lit.value.cooked ?? '');
      if (!v.includes(name)) continue;
      const b = readBinding(here.index, lit);
      const spec = b && jsonSpecifier(here.index, b);
      if (!b || !spec || path.resolve(path.dirname(f), spec) !== path.resolve(file)) return readUnseen(here, name, lit);
      bindings.add(b);
    }
    for (const b of bindings) {
      if (b.reassigned || b.pattern) return readUnseen(here, name, b.id);
      for (const r of here.index.references(b)) {
        // A call's own v3 base read back from the value (split.ts): the same request whether the value moves or not.
        if (turnedBack(here.index, r)) continue;
        const at = valueRead(here.index, r, valuePath.slice(1));
        if (at === 'other') continue;
        if (at === 'escapes' || at !== read) return readUnseen(here, name, r);
      }
    }
  }
  return undefined;
}

const CODE = /\.[cm]?[jt]sx?$/;
const PROSE = /\.(md|markdown|txt|rst|adoc)$/i;

/** `config.gitlab.api` as `['config', 'gitlab', 'api']`; undefined when a key is computed. */
function memberPath(m: Node): string[] | undefined {
  const out: string[] = [];
  let at: Node = m;
  while (at.type === 'MemberExpression') {
    if (at.computed || at.property.type !== 'Identifier') return undefined;
    out.unshift(at.property.name);
    at = at.object;
  }
  return at.type === 'Identifier' ? [at.name, ...out] : undefined;
}

/**
 * What a reference to a data binding reads: the value at `keys` (the member expression that reads
 * it), another value of the file (`config.gitlab.token`), or, `escapes`, an object holding the
 * value handed on whole or read by a computed key (`config[key]`, `send(config.gitlab)`).
 */
function valueRead(index: FileIndex, ref: Node, keys: readonly string[]): Node | 'other' | 'escapes' {
  let at: Node = ref;
  for (const key of keys) {
    const up = index.parent.get(at);
    if (up?.type !== 'MemberExpression' || up.object !== at) return 'escapes';
    if (up.computed || up.property.type !== 'Identifier') return 'escapes';
    if (up.property.name !== key) return 'other';
    at = up;
  }
  return at;
}

/** The binding whose value is the file a literal names (`const config = JSON.parse(readFileSync(new URL('./x.json', …)))`). */
function readBinding(index: FileIndex, lit: Node): Binding | undefined {
  for (const a of index.ancestors(lit)) {
    if (a.type === 'VariableDeclarator') return a.id.type === 'Identifier' ? index.resolve(a.id) : undefined;
    if (a.type === 'ImportDeclaration') {
      const spec = a.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
      return spec ? index.resolve(spec.local) : undefined;
    }
    if (a.type.startsWith('Function') || a.type === 'ArrowFunctionExpression' || a.type === 'ExpressionStatement') return undefined;
  }
  return undefined;
}

