// Route entries: a path (and method) of v3, matched on a call's URL template, and its rewrite to
// the v4 form as text edits — in place where the holes stay in order, else a rebuilt template.
import type { Entry, RouteRule } from '../../rulebook/types.js';
import { applies, confidenceOf, headSpeaksToGitLab, listRead, presentParams, spanAt, type Draft, type MatchContext } from './drafts.js';
import { removeProperty } from '../fix/param-edits.js';
import { changedSegment, compile, matchPath, methodMatches, notARead, READ_FROM_END, type Pattern, type RouteMatch } from './pattern.js';
import { diffTemplates, fresh, rebuild, withAddedHole } from '../fix/rewrite.js';
import { segmentEdits } from '../fix/segments.js';
import { fileIndexOf, fileOf, fileTextOf, sourceOf } from '../extract/scope.js';
import { addProperties, methodArgEdits, queryObject } from '../extract/call-shape.js';
import { memberFor, memberMethod } from '../extract/method-member.js';
import { keyName, methodInCase, readsOnly, verbNamed } from '../extract/ast.js';
import { clientStyle } from '../../clients/index.js';
import type { Site } from '../extract/sites.js';
import { lockedItem, stringContent, type Hole, type Item } from '../extract/template.js';
import { callsFunction, entriesNames, entriesObject } from '../extract/url-object.js';
import { siblingVerbCall } from './sibling-verb.js';
import type { Node } from '../extract/scope.js';
import type { Edit, NoRewrite } from '../types.js';
import { baseParamName, decodeQueryValue, decodeSafely, spanText, type Span } from '../extract/url.js';

/** Route entries: a path (and method) of v3 and its v4 form. */
export function matchRoutes(site: Site, entry: Entry, ctx: MatchContext): Draft | undefined {
  for (const rule of entry.routes ?? []) {
    const from = compile(rule.from);
    // A request to a v3 base whose method cannot be read may be the one v3 method the rule changes
    // (`del(path)` of a factory the registry does not know): reported for a person, never fixed. So
    // may a call tied to no base (a factory's `del('/projects/5/star')` in another module), where
    // the rule's route is GitLab's alone (not `needsBase`). A route with no base (a table of paths)
    // is no request yet.
    const read = listRead(site);
    if (read && notARead(from)) continue;
    const untied = site.url.version === null && (site.call.type === 'CallExpression' || site.call.type === 'NewExpression');
    // A route other services spell too (`needsBase`) on a call tied to no base, its method read: named
    // only where something says GitLab — the request is made in a file that speaks to GitLab (its token,
    // a GitLab client: the call's own or a wrapper's it goes through), or the value its URL starts with
    // is named for it (`${this.gitlabApi}/projects/…`) — and never fixed there: its base is not seen.
    // Not a rule that fires on parameters the call does not show (`lacks`): two guesses.
    const unseen = untied && !!rule.needsBase && !rule.lacks && site.method.value !== undefined && headSpeaksToGitLab(site, ctx);
    const unread = site.method.value === undefined && (site.url.version === 3 || (untied && !rule.needsBase)) && !methodMatches(from, undefined);
    if (!unread && !methodMatches(from, site.method.value, read)) continue;
    if (!unseen && !applies(site, rule.needsBase)) continue;
    const m = matchPath(from, site.url);
    if (!m) continue;
    const named = (noRewrite: NoRewrite): Draft => ({ entry, site, route: rule.from, ...spanAt(site, site.url.path), message: routeMessage(entry, rule), tier: 'manual', confidence: 'low', held: { reason: 'no rewrite', noRewrite } });
    const present = presentParams(site);
    const paramsFit = (!rule.requires || rule.requires.some((r) => present.has(r))) && !rule.lacks?.some((r) => present.has(r));
    // A route read from its end (`${projectApi}/builds`): never fixed (where it is named: analyze.ts).
    if (m.scoped) {
      if (!paramsFit) continue;
      return named({ kind: 'route start unseen', scope: READ_FROM_END.get(site.url)! });
    }
    if (unread) return named({ kind: 'method unread', method: [...from.methods].join(' or ') });
    if (!paramsFit) continue;
    if (unseen) return named({ kind: 'base unseen' });
    if (rule.lacks && !site.paramsComplete) {
      // Parameters we cannot see may hold what the route lacks: say so, without a fix.
      return named({ kind: 'params hidden' });
    }
    const to = rule.to ? compile(rule.to) : undefined;
    // A route removed whole (no `to`) is the whole path's finding: placed where the call composes it (spanAt).
    const seg = to ? changedSegment(from, to, site.url, m) : undefined;
    const pathChanged = !!to && (!samePath(from, to) || to.query.length > 0);
    // A method spelled by a helper the call goes through (`put(p) { return req('PUT', p) }`) is the
    // helper's, shared by its other calls: the finding is named on this call's route.
    const own = site.method.node && fileOf(site.method.node) === site.file && site.call.range[0] <= site.method.node.range[0] && site.method.node.range[1] <= site.call.range[1];
    const at = !pathChanged && to?.method && site.method.node && own ? { range: site.method.node.range, file: fileOf(site.method.node) } : spanAt(site, seg ?? site.url.path);
    const rewrite = to ? rewriteRoute(site, from, to, m, rule, ctx) : undefined;
    const message = routeMessage(entry, rule);
    const edits = rewrite && 'edits' in rewrite ? rewrite.edits : undefined;
    // A join no differential case proves (a URL object's appended query, a helper's argument rebuilt, a wrapper's sibling called): review at most.
    const unproven = !!rewrite && 'edits' in rewrite && !!rewrite.unproven;
    // A base nobody can see here (an environment variable, a parameter) may still say `/api/v3`,
    // where the v4 route does not exist: the rewrite is a person's decision, made with the base.
    const hidden = !!edits && site.url.version === null && invisibleBase(site);
    const draft: Draft = {
      entry,
      site,
      route: rule.from,
      range: [at.range[0], at.range[1]],
      file: at.file,
      // Why the tier is review (a note on the fix offered, not a hold).
      message: hidden ? `${message} (review: the base of this call is not visible here; it must move to \`/api/v4\` in the same change)` : message,
      ...(rewrite && 'reason' in rewrite ? { held: { reason: 'no rewrite', noRewrite: rewrite.reason } } : {}),
      tier: edits ? ((hidden || unproven) && entry.tier === 'safe' ? 'review' : entry.tier) : 'manual',
      confidence: confidenceOf(site),
      edits,
    };
    if (edits && to) draft.rewrite = { from, to };
    return draft;
  }
  return undefined;
}

/**
 * A URL that starts with a value this file cannot read (`process.env.GITLAB_API_URL`, a parameter,
 * `options.uri`); a constant of the file that the evaluator left as a hole is not one.
 */
function invisibleBase(site: Site): boolean {
  const first = site.url.items.find((it) => it.kind !== 'mark');
  // A base the client library fills in (`'${url}/projects/…'`) stands before the path.
  if (first?.kind === 'char') return site.url.items.indexOf(first) < site.url.path.start;
  if (first?.kind !== 'hole') return false;
  const n = first.node;
  if (n.type !== 'Identifier') return true;
  const b = fileIndexOf(n)?.resolve(n);
  // A destructured name's `init` is the object it is taken from, not its value (`{ apiBase = … } = $props()`: a caller may give another).
  return !b || b.kind === 'param' || b.kind === 'import' || !b.init || !!b.reassigned || !!b.pattern;
}

function samePath(a: Pattern, b: Pattern): boolean {
  const key = (p: Pattern) => p.segments.map((s) => (s.kind === 'literal' ? s.text : s.kind === 'param' ? ':' + s.name : s.kind)).join('/');
  return key(a) === key(b);
}

/** A route as people read it: `PUT /users/:id/block|unblock`, `/projects/:id/builds/…`. */
export function displayRoute(route: string): string {
  return route
    .replace(/^[A-Z|]*\?\s+/, (m) => (m.trim() === '*' || m.trim() === '?' ? '' : m.replace(/\|\?/g, '')))
    .replace(/^\*\s+/, '')
    .replace(/:\w+\(([^)]+)\)/g, '$1')
    .replace(/\/\*\*/g, '[/…]')
    .replace(/\{(\w+)\}/g, '<encoded $1>');
}

function routeMessage(entry: Entry, rule: RouteRule): string {
  const to = rule.to ? ` → \`${displayRoute(rule.to)}\`` : '';
  return `\`${displayRoute(rule.from)}\`${to}: ${entry.message}${rule.note ? ' ' + rule.note : ''}`;
}

/** Encodes a file path for a path segment: `/` and `.` too, as GitLab's documentation does. */
function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/\./g, '%2E');
}

type Rewrite = { edits: Edit[]; unproven?: true } | { reason: NoRewrite };

function rewriteRoute(site: Site, from: Pattern, to: Pattern, m: RouteMatch, rule: RouteRule, ctx: MatchContext): Rewrite {
  const { items } = site.url;
  const url = site.url;
  const edits: Edit[] = [];
  // Each parameter moved out of the query, and the object it was taken from (none where the URL's text spelled it).
  const removed = new Map<string, Node | undefined>();
  const span = (s: Span) => items.slice(s.start, s.end);
  // The new path, segment by segment.
  const parts: Item[][] = [];
  for (const s of to.segments) {
    if (s.kind === 'literal') parts.push(fresh(s.text));
    else if (s.kind === 'param') {
      const c = m.captures.get(s.name);
      if (!c) return { reason: { kind: 'no capture', name: s.name } };
      parts.push(span(c));
    } else if (s.kind === 'rest') {
      if (m.rest) parts.push(span(m.rest));
    } else {
      const moved = moveParam(site, s.param, rule, ctx, edits);
      if ('reason' in moved) return moved;
      removed.set(moved.name, moved.from);
      parts.push(moved.items);
    }
  }
  // Whatever led into the path (`/`, `//` after a base ending in `/`) stays as it was.
  const path: Item[] = items.slice(url.path.start, url.segments[0]?.start ?? url.path.end);
  // Item by item, never spread as arguments: a path can hold half a megabyte of template text.
  parts.forEach((p, i) => appendItems(path, i ? fresh('/') : [], p));
  // The new query: the rule's own parameters first, then the call's, less those moved. A call that
  // passes its query as an object gets them there (got and ky replace the URL's query with it).
  const query: Item[][] = [];
  // node-rest-client throws when a registered URL has a query and the call passes `parameters`.
  const refusal = to.query.length ? clientStyle(site.client)?.refuses.find((r) => r.kind === 'query in registered url') : undefined;
  if (refusal) return { reason: { kind: 'query refused', style: site.client!, key: refusal.paramsKey } };
  const target = to.query.length ? queryObject(site) : undefined;
  if (target && 'reason' in target) return target;
  // A style whose query in a call's arguments replaces the URL's (a GET's positional data), given
  // parameters not under its query option: a query added to the URL would be lost.
  const shape = clientStyle(site.client)?.shape;
  if (to.query.length && !target && shape?.queryReplacesUrl && !/^(POST|PUT|PATCH|DELETE)$/.test(site.method.value ?? '') && (site.params.length > 0 || !site.paramsComplete))
    return { reason: { kind: 'query replaced', key: shape.queryKeys[0] ?? 'its query' } };
  const added: Array<readonly [string, string]> = [];
  for (const q of to.query) {
    const v = /^:(\w+)$/.exec(q.value);
    const c = v ? m.captures.get(v[1]) : undefined;
    if (target) {
      const value = c ? objectValue(items.slice(c.start, c.end), ctx, site) : /^(true|false|\d+)$/.test(q.value) ? q.value : `'${q.value}'`;
      if (value === undefined) return { reason: { kind: 'query value' } };
      added.push([q.name, value]);
    } else query.push([...fresh(q.name + '='), ...(c ? span(c) : fresh(q.value))]);
  }
  if (target && added.length) {
    // The object's only property moved into the path (`{ filepath }` → `files/…/raw`, `{ ref }` added): one edit of its inside.
    const inside = edits.findIndex((e) => e.text === '' && e.range[0] === target.obj.range[0] + 1 && e.range[1] === target.obj.range[1] - 1 && e.file === fileOf(target.obj));
    const add = addProperties(target.obj, added);
    if (inside >= 0) edits[inside] = { ...edits[inside], text: ` ${add.text.replace(/^, /, '')} ` };
    else edits.push(add);
  }
  // The pairs a URL object appends (`u.searchParams.set(k, v)`) stay after the query its text spells, as they are.
  const tail = appendedTail(items);
  const own = url.query.filter((q) => q.span.end <= tail);
  const ownMark = url.queryMark >= 0 && url.queryMark < tail ? url.queryMark : -1;
  for (const q of own) if (!removed.has(baseParamName(q.name))) query.push(span(q.span));
  const queryEnd = own.length ? own[own.length - 1].span.end : ownMark >= 0 ? ownMark + 1 : Math.min(url.path.end, tail);
  const next: Item[] = items.slice(0, url.path.start).concat(path);
  query.forEach((q, i) => appendItems(next, fresh(i ? '&' : '?'), q));
  appendItems(next, items.slice(queryEnd));
  // The method, when it changes.
  // A call that hides its method is left alone when every v3 method of the route is already the v4 one.
  const v3Methods = [...from.methods].filter((m) => m !== '?');
  let sibling: Edit | undefined;
  const methodChanges = site.method.value ? to.method !== site.method.value : v3Methods.some((m) => m !== to.method);
  if (to.method && methodChanges) {
    const node = site.method.node;
    if (!node) return { reason: { kind: 'method hidden' } };
    // A function a factory made with the method: the call calls the one it made with the new method, where the file
    // names it; a wrapper that spells the method in its own text, with a sibling for the new one: the call calls the
    // sibling (review, both: no differential case calls a sibling).
    if (site.method.form === 'product') {
      const name = site.method.products?.get(to.method);
      if (!name) return { reason: { kind: 'method hidden' } };
      sibling = { range: [node.range[0], node.range[1]], text: name, file: fileOf(node) };
    } else sibling = siblingVerbCall(site, node, to.method);
    if (sibling) edits.push(sibling);
    else if (site.method.form === 'callee') {
      const args = methodArgEdits(site, site.method.value, to.method);
      if ('reason' in args) return args;
      const verb = verbNamed(keyName(node) ?? '', to.method);
      if (!verb) return { reason: { kind: 'method hidden' } };
      edits.push({ range: [node.range[0], node.range[1]], text: verb, file: fileOf(node) }, ...args);
    }
    else if (site.method.form === 'member') {
      // `Verb.Delete` → `Verb.Post`: the table's member for the new method, where it has one.
      const index = fileIndexOf(node);
      const table = index && memberMethod(index, index.parent.get(node)!);
      const name = table && memberFor(table.table, table.value, to.method);
      if (!name) return { reason: { kind: 'method hidden' } };
      edits.push({ range: [node.range[0], node.range[1]], text: name, file: fileOf(node) });
    }
    else {
      const { range, raw } = stringContent(node, fileTextOf(node, ctx.text));
      const verb = methodInCase(raw, to.method);
      edits.push({ range, text: verb, file: fileOf(node) });
    }
  }
  // A URL read through a setter, a tag or a URI template is not the text an edit would change: no
  // edit where such text makes the base or the path, nor a query added beside a query made so. A
  // URL object's appended pairs are the exception: they keep the query its text is given, so the
  // rule's query goes into that text, unless a pair of the same name may be among them (set replaces it).
  // A version a literal writes (`/api/v${VERSION}`) is that literal's to move, never this text's: it reads as the rest of the base,
  // and only a diff that leaves it where it is edits the URL (a rebuilt template would spell its value in place of the name).
  const readOnly = (from: number, to: number) => items.slice(from, to).some(lockedItem);
  const written = items.some((it) => it.kind === 'char' && it.written);
  const mark = ownMark >= 0 ? ownMark : tail;
  const clash = tail < items.length && (to.query.some((q) => mayAppend(site, tail, q.name)) || [...removed].some(([n, from]) => mayAppend(site, tail, n, from)));
  const blocked = readOnly(0, mark) || (readOnly(mark, tail) && to.query.length > 0) || clash;
  // The appended pairs, the same items in both, are left out of the diff: the query goes before them, into the text.
  const kept = items.length - tail;
  const diffed = blocked ? null : diffTemplates(ctx.text, items.slice(0, tail), next.slice(0, next.length - kept), site.call);
  // A path joined from a list of segments, rebuilt element by element (never flattened into a template: the
  // list may hold the base): also where only a URL object's pathname setter locks its text (path text goes in
  // unchanged there), and the query is not the locked part.
  const pathLocked = (it: Item) => lockedItem(it) && it.kind !== 'mark' && it.readOnly !== 'path';
  const listable = !clash && !(readOnly(mark, tail) && to.query.length > 0) && !items.slice(0, mark).some(pathLocked);
  const listed = diffed || !listable ? undefined : (segmentEdits(items.slice(0, tail), next.slice(0, next.length - kept), site.call, ctx.quote) ?? undefined);
  // A list segmentEdits would not rebuild is not flattened into a template either: its join normalises what its
  // values hold at run time, and an element it would drop may call code.
  const fromList = items.some((it) => it.kind !== 'mark' && !!it.element);
  // Each way after the first that applies is tried only where the ones before it failed.
  const rebuildable = !blocked && !written && !fromList;
  const rebuilt = diffed || listed || !rebuildable ? undefined : rebuildEdits(site, next, ctx);
  // A value moved in where a rebuild cannot write it (text read through another file's names): into the call's own template.
  const moved = blocked || diffed || listed || rebuilt ? undefined : (withAddedHole(ctx.text, items.slice(0, tail), next.slice(0, next.length - kept), site.call) ?? undefined);
  // A base that holds route segments (`…/api/v3/projects/5`, a per-project instance's): the new path spells them again,
  // given back as they stand (`anchored`), and only the call's own part is rebuilt.
  const deep = diffed || listed || rebuilt || moved || !rebuildable ? undefined : rebuildEdits(site, anchored(items, next), ctx);
  const urlEdits = diffed ?? listed ?? rebuilt?.edits ?? moved ?? deep?.edits;
  if (!urlEdits) return { reason: { kind: 'url assembled' } };
  // A list under a pathname setter: no generated case sets a pathname.
  const setter = !!listed && items.some((it) => it.kind !== 'mark' && it.readOnly === 'path');
  // No generated case writes a moved value through withAddedHole, nor rebuilds a path whose base holds segments.
  const unproven = (kept > 0 && urlEdits.length > 0) || !!rebuilt?.inArgument || !!sibling || setter || !!moved || !!deep;
  return { edits: [...edits, ...urlEdits], ...(unproven ? { unproven: true as const } : {}) };
}

/**
 * Where the pairs a URL object appends to its query start (`Item.appended`): the items from there
 * to the end are all such pairs; else the end (a fragment or a search set after them is not).
 */
function appendedTail(items: readonly Item[]): number {
  let at = items.length;
  while (at > 0 && (items[at - 1].kind === 'mark' || (items[at - 1] as { appended?: true }).appended)) at--;
  while (at < items.length && items[at].kind === 'mark') at++;
  return at < items.length ? at : items.length;
}

/**
 * Whether the appended pairs from `tail` may hold a parameter `name` (one the rule adds, or one it
 * moves into the path): one spelled so, or one whose name is computed, unless the object they come
 * from is read whole and has no such property.
 */
function mayAppend(site: Site, tail: number, name: string, removedFrom?: Node): boolean {
  const pairs = site.url.query.filter((q) => q.span.start >= tail);
  if (pairs.some((q) => baseParamName(q.name) === name)) return true;
  const computed = pairs.flatMap((q) => site.url.items.slice(q.nameSpan.start, q.nameSpan.end).filter((it): it is Hole => it.kind === 'hole'));
  if (computed.length === 0) return false;
  // The call of the function the pairs are appended in: the wrapper this call is, or a helper the URL came through.
  const callOf = (h: Hole) => (fn: Node) => (site.wrapper?.fn === fn ? site.call : h.via.find((v) => callsFunction(v, fn)));
  // Pairs made of the entries of the very object the parameter is taken out of (`query: { file_path, ref }` looped
  // by the wrapper's `Object.entries(query)`) lose it with the object: they cannot append it again.
  const own = (h: Hole) => !!removedFrom && entriesObject(h.node, callOf(h)) === removedFrom;
  const read = computed.filter((h) => !own(h)).map((h) => entriesNames(h.node, callOf(h)));
  return read.some((names) => !names || names.has(name));
}

/**
 * A captured path segment as a query object's value: its literal text (decoded) quoted, or the one
 * expression it is. The library encodes query values itself (the registry's `encodesQuery`): a
 * value the path encoded (`encodeURIComponent(q)`) goes in without its encoding, or it would be
 * sent encoded twice (`gitlab%2520client`). Where the library is not known, an encoded value is not moved.
 */
function objectValue(items: Item[], ctx: MatchContext, site: Site): string | undefined {
  const own = items.filter((it) => it.kind !== 'mark');
  if (own.every((it) => it.kind === 'char')) return `${ctx.quote}${decodeSafely(own.map((it) => (it.kind === 'char' ? it.ch : '')).join('')).replace(/[\\'"]/g, '\\$&')}${ctx.quote}`;
  if (own.length !== 1 || own[0].kind !== 'hole') return undefined;
  const n = own[0].node;
  const encodedHere = n.type === 'CallExpression' && n.callee.type === 'Identifier' && /^encodeURI(Component)?$/.test(n.callee.name) && n.arguments.length === 1;
  if (!encodedHere) return sourceOf(n);
  return clientStyle(site.client)?.shape.encodesQuery ? sourceOf(n.arguments[0]) : undefined;
}

/**
 * `next` with the text it spells again as it was, from its start, given back its own items: a base that
 * holds route segments (`…/api/v3/projects/5` of a per-project instance) keeps the `projects/5` the
 * rewritten path begins with where it stands, and only what changes after it is the call's to edit.
 */
function anchored(items: readonly Item[], next: Item[]): Item[] {
  const out: Item[] = [];
  let i = 0;
  let j = 0;
  while (i < items.length && j < next.length) {
    const a = items[i];
    const b = next[j];
    if (a === b) {
      out.push(a);
      i++;
      j++;
    } else if (a.kind === 'mark') out.push(items[i++]);
    else if (a.kind === 'char' && b.kind === 'char' && a.ch === b.ch && !b.src && !b.lit && b.via.length === 0) {
      out.push(a);
      i++;
      j++;
    } else break;
  }
  return j === 0 ? next : out.concat(next.slice(j));
}

function rebuildEdits(site: Site, next: Item[], ctx: MatchContext): { edits: Edit[]; inArgument?: true } | null {
  const at = rebuildAt(site, site.root, next, ctx);
  if (at || site.root.type !== 'CallExpression') return at ? { edits: at } : null;
  // A helper the expression calls (`endpoint(\`projects/${id}/files\`)`, its base and query its
  // own): the argument that spells the route is rebuilt, the rest comes over as it was.
  for (const a of site.root.arguments) {
    const e = a.type === 'SpreadElement' ? undefined : rebuildAt(site, a, next, ctx, true);
    if (e) return { edits: e, inArgument: true };
  }
  return null;
}

/** The edit rebuilding `root` into its part of `next`; null when it cannot, undefined when `root` spells none of the URL. */
function rebuildAt(site: Site, root: Node, next: Item[], ctx: MatchContext, argument = false): Edit[] | null | undefined {
  // Text from outside the expression (a client's `prefixUrl`, a helper's base) is not rebuilt into it.
  const inRange = (r: readonly [number, number]) => r[0] >= root.range[0] && r[1] <= root.range[1];
  const inRoot = (it: Item) => (it.kind === 'char' ? !!it.src && it.lit?.file === site.file && inRange(it.src) : it.kind === 'hole' ? it.file === site.file && inRange(it.node.range) : false);
  // Text the expression reads through a name or helper it spells (`${API}`, `this.url(path)`) is its own too.
  const own = (it: Item) => inRoot(it) || it.via.some((v) => fileOf(v) === site.file && inRange(v.range));
  const items = site.url.items;
  const start = items.findIndex(own);
  if (start < 0) return undefined;
  // What comes before the expression (the base it is joined to) must come over as it was, and so
  // must what comes after it (a wrapper's text after the route its caller gives: `BASE + path + '.json'`).
  if (items.slice(0, start).some((it, i) => next[i] !== it)) return null;
  let end = items.length;
  while (end > start && !own(items[end - 1])) end--;
  if (items.slice(end).every((it) => it.kind === 'mark')) end = items.length;
  const tail = items.length - end;
  if (next.length - tail < start || items.slice(end).some((it, i) => next[next.length - tail + i] !== it)) return null;
  // An argument's text is the helper's only once, in one piece (a helper may read it twice, or around text of its own).
  if (argument && items.slice(start, end).some((it) => it.kind !== 'mark' && !inRoot(it))) return null;
  const e = rebuild(ctx.text, root, items.slice(start, end), movedVersion(site, next, own).slice(start, next.length - tail));
  return e ? [e] : null;
}

/**
 * `next` with the base's version written `4` where the expression rebuilt spells it (`` `${HOST}/api/v3/projects/…` ``):
 * the rebuilt text replaces the prefix's own edit, and a route fix lands only with its base's move. Left as
 * `3`, the new text would be a v4 route on a v3 base until a later pass, which reads it as a v3 request.
 */
function movedVersion(site: Site, next: Item[], own: (it: Item) => boolean): Item[] {
  const prefix = site.url.prefix;
  const digit = prefix ? site.url.items.slice(prefix.start, prefix.end).filter((it) => it.kind === 'char').pop() : undefined;
  // Spelled in the expression's own text: text read through a name or helper is rebuilt as a `${…}` of it, unchanged.
  if (!digit || digit.kind !== 'char' || digit.ch !== '3' || digit.via.length > 0 || !own(digit)) return next;
  return next.map((it) => (it === digit ? fresh('4')[0] : it));
}

/** Takes a request parameter out of the query or body and returns its value for the path. */
function moveParam(site: Site, names: string, rule: RouteRule, ctx: MatchContext, edits: Edit[]): { name: string; items: Item[]; from?: Node } | { reason: NoRewrite } {
  const wanted = rule.requires ?? [names];
  const q = site.url.query.find((p) => wanted.includes(baseParamName(p.name)));
  if (q) {
    const value = site.url.items.slice(q.value.start, q.value.end).filter((it) => it.kind !== 'mark');
    if (value.every((it) => it.kind === 'char')) return { name: baseParamName(q.name), items: fresh(encodeSegment(decodeQueryValue(spanText(site.url.items, q.value)))) };
    if (value.length === 1 && value[0].kind === 'hole') return { name: baseParamName(q.name), items: [encoded(value[0])] };
    return { reason: { kind: 'file path mixed' } };
  }
  const p = site.params.find((x) => wanted.includes(baseParamName(x.name)));
  if (!p?.prop || !p.container) return { reason: { kind: 'file path hidden' } };
  const v = p.prop.value;
  // A value that calls code (`queue.shift()`) would run, in the path, before the arguments it ran after.
  if (!readsOnly(v)) return { reason: { kind: 'file path computed' } };
  edits.push(removeProperty(p.container, p.prop));
  if (v.type === 'Literal' && typeof v.value === 'string') return { name: baseParamName(p.name), items: fresh(encodeSegment(v.value)), from: p.container };
  void ctx;
  return { name: baseParamName(p.name), items: [encoded({ kind: 'hole', node: v, file: p.file, via: [] })], from: p.container };
}

function encoded(h: Hole): Hole {
  const n = h.node;
  const already = n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'encodeURIComponent';
  return already ? h : { ...h, wrap: 'encodeURIComponent' };
}

function appendItems(out: Item[], ...lists: Item[][]): void {
  for (const list of lists) for (const it of list) out.push(it);
}
