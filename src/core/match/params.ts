// Parameter entries: a request parameter renamed or re-valued on some routes, in the query
// string or in a parameter object, with its value kept (or mapped through the rulebook's table).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Entry, ParamRule } from '../../rulebook/types.js';
import { applies, confidenceOf, spanAt, type Draft, type MatchContext } from './drafts.js';
import { formStringBodies, literalKey, mapValue, removeProperty, renameKey } from '../fix/param-edits.js';
import { onRoutes, runTimeValue } from './semantic.js';
import { diffTemplates, fresh } from '../fix/rewrite.js';
import { fileOf, fileTextOf, sourceOf, type Node } from '../extract/scope.js';
import { lockedItem, stringContent } from '../extract/template.js';
import type { ParamRef, Site } from '../extract/sites.js';
import { clientStyle } from '../../clients/index.js';
import { unwrap } from '../extract/ast.js';
import { stringValue } from '../extract/calls.js';
import type { Edit } from '../types.js';
import { baseParamName, decodeQueryValue, decodeSafely, spanText, type QueryParam } from '../extract/url.js';

/** Parameter entries: a request parameter renamed or re-valued on some routes. */
export function matchParams(site: Site, entry: Entry, ctx: MatchContext): Draft[] {
  const out: Draft[] = [];
  for (const rule of entry.params ?? []) {
    if (!applies(site, rule.needsBase) || !onRoutes(site, rule.routes)) continue;
    out.push(...formStringDrafts(site, entry, rule));
    for (const q of site.url.query)
      if (baseParamName(q.name) === rule.param && (rule.when !== 'list' || isListQuery(site, q))) out.push(queryParamDraft(site, entry, rule, q, ctx));
    for (const p of site.params) {
      if (p.pair) {
        if (baseParamName(p.name) === rule.param && rule.when !== 'list') out.push(pairParamDraft(site, entry, rule, p.pair, p.file, ctx));
        continue;
      }
      // Named where no object spells it: found, its change left to a person.
      if (!p.prop && p.named && baseParamName(p.name) === rule.param)
        out.push({ entry, site, file: p.file, range: [p.named.range[0], p.named.range[1]], message: paramMessage(entry, rule), tier: 'manual', confidence: confidenceOf(site), held: { reason: 'no rewrite', noRewrite: { kind: 'param declared' } } });
      if (!p.prop || baseParamName(p.name) !== rule.param || (rule.when === 'list' && !isListValue(p.prop.value))) continue;
      const winner = rule.yieldsTo && site.params.find((o) => o.container === p.container && rule.yieldsTo!.includes(baseParamName(o.name)));
      if (winner && p.container)
        out.push({ entry, site, file: p.file, range: [p.prop.key.range[0], p.prop.key.range[1]], message: `${paramMessage(entry, rule)} \`${winner.name}\` is sent too and wins, as it did in v3: drop \`${rule.param}\`.`, tier: entry.tier, confidence: confidenceOf(site), edits: [removeProperty(p.container, p.prop)] });
      else out.push(objectParamDraft(site, entry, rule, p.prop, ctx));
    }
  }
  return out;
}

/** The parameter a rule renames or removes on this call's route, when the call's parameters cannot all be read. */
export function unreadParam(site: Site, entries: readonly Entry[]): string | undefined {
  if (site.paramsComplete) return undefined;
  // A parameter the call spells visibly (in its parameters or its URL's query) is renamed where it is; only one that may hide in what cannot be read holds.
  const seen = new Set([...site.params, ...site.url.query].map((p) => baseParamName(p.name)));
  for (const e of entries) for (const rule of e.params ?? []) if (!seen.has(rule.param) && applies(site, rule.needsBase) && onRoutes(site, rule.routes)) return rule.param;
  // A filter whose values v4 changes (the events `sort`, `target_type`) may hide there too.
  for (const e of entries) for (const rule of e.values ?? []) if (!seen.has(rule.param) && onRoutes(site, rule.routes)) return rule.param;
  return undefined;
}

/**
 * A form-encoded string body (`{ method: 'POST', body: 'branch_name=x&ref=master' }`): its names
 * are request parameters like any other, renamed inside the string.
 */
function formStringDrafts(site: Site, entry: Entry, rule: ParamRule): Draft[] {
  if (site.call.type !== 'CallExpression') return [];
  const out: Draft[] = [];
  for (const lit of formStringBodies(site.call)) {
    // Only where the source spells the value as is (no escapes): offsets in the value are offsets in the source.
    const content = stringContent(lit, fileTextOf(lit));
    if (content.raw !== lit.value) continue;
    let at = 0;
    for (const pair of lit.value.split('&')) {
      const name = decodeSafely(pair.split('=')[0]);
      if (baseParamName(name) === rule.param) {
        const start = content.range[0] + at;
        const range: [number, number] = [start, start + rule.param.length];
        const base: Draft = { entry, site, file: fileOf(lit), range, message: paramMessage(entry, rule), tier: 'manual', confidence: confidenceOf(site) };
        out.push(rule.to && !rule.values && !rule.to.endsWith('[]') && name.startsWith(rule.param) ? { ...base, tier: entry.tier, edits: [{ range, text: rule.to, file: fileOf(lit) }] } : base);
      }
      at += pair.length + 1;
    }
  }
  return out;
}

/** `a,b` in a query value (`%2C` encoded too). */
function isListText(v: string): boolean {
  return /,|%2C/i.test(v);
}

/** A query value that lists several items: `a,b`, or a list joined at run time (`labels=${labels.join(',')}`). */
function isListQuery(site: Site, q: QueryParam): boolean {
  const items = site.url.items.slice(q.value.start, q.value.end);
  return isListText(spanText(site.url.items, q.value)) || items.some((it) => it.kind === 'hole' && isListValue(it.node));
}

/** A parameter value that lists several items: `'a,b'`, `['a', 'b']`, `[a, b].join(',')`, a constant holding one. */
function isListValue(v: Node): boolean {
  const u = runTimeValue(v);
  if (u.type === 'Literal') return typeof u.value === 'string' && isListText(u.value);
  if (u.type === 'TemplateLiteral') return u.quasis.some((q) => q.value.cooked?.includes(','));
  if (u.type === 'ArrayExpression') return u.elements.length > 1;
  if (u.type !== 'CallExpression' || u.callee.type !== 'MemberExpression') return false;
  if (u.callee.object.type === 'ArrayExpression') return u.callee.object.elements.length > 1;
  // `labels.join(',')`: a list built at run time, several items as a rule.
  const sep = u.arguments[0];
  return u.callee.property.type === 'Identifier' && u.callee.property.name === 'join' && sep?.type === 'Literal' && sep.value === ',';
}

function paramMessage(entry: Entry, rule: ParamRule): string {
  const to = rule.to ? `\`${rule.param}\` → \`${rule.to}\`: ` : `\`${rule.param}\`: `;
  return `${to}${entry.message}${rule.note ? ' ' + rule.note : ''}`;
}

function objectParamDraft(site: Site, entry: Entry, rule: ParamRule, prop: TSESTree.Property, ctx: MatchContext): Draft {
  const base: Draft = { entry, site, file: fileOf(prop), range: [prop.key.range[0], prop.key.range[1]], message: paramMessage(entry, rule), tier: 'manual', confidence: confidenceOf(site) };
  if (!rule.to) return base;
  const arrayForm = rule.to.endsWith('[]');
  const name = renamedKey(prop.key.type === 'Identifier' ? prop.key.name : String((prop.key as { value: unknown }).value), rule.to, rule.param);
  const value = unwrap(prop.value);
  // An array filter (`iids[]`): clients send an array in a query each their own way (axios
  // `iids[]=5`, URLSearchParams `iids=5`, qs `iids[0]=5`, got refuses one). A single value keeps its
  // scalar under the bracketed key, which every client sends as `iids[]=5`; an array literal keeps
  // the client's own form, as v3 received it, under the new name; a value named as the one item
  // (`iid`, `mr.iid`) is taken as one, for review; any other value that may be either is left to a person.
  // A builder that writes a list otherwise than `key[]` (query-builder.ts) sends v4 no array filter
  // from a list under the new name: only one value, under the bracketed key, is the same in every form.
  const listed = site.builtQuery && site.builtQuery.arrays !== 'brackets';
  if (arrayForm && listed && !name.endsWith(']') && !(value.type === 'Literal' && value.value !== null && typeof value.value !== 'object') && !namedAsOne(value, rule.param))
    return { ...base, held: { reason: 'no rewrite', noRewrite: { kind: 'array value', to: rule.to } } };
  if (arrayForm && !name.endsWith(']') && value.type !== 'ArrayExpression') {
    const scalar = value.type === 'Literal' && value.value !== null && typeof value.value !== 'object';
    // A read that may be either (`iid: iids`) takes, at run time, the form of each: a list keeps the
    // client's own form under the new name (as a list literal does), one item goes under the bracketed
    // key. Only a read without effects, on a call of a JavaScript style of the registry (the spread is JavaScript's), for review.
    const style = clientStyle(site.client);
    if (!scalar && !namedAsOne(value, rule.param) && pureRead(value) && style && !style.language) {
      const q = ctx.quote;
      const v = sourceOf(value);
      const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `${q}${name}${q}`;
      const text = `...(Array.isArray(${v}) ? { ${key}: ${v} } : { ${q}${name}[]${q}: ${v} })`;
      return { ...base, tier: 'review', edits: [{ range: [prop.range[0], prop.range[1]], text, file: fileOf(prop) }], held: { reason: 'either form' } };
    }
    if (!scalar && !namedAsOne(value, rule.param)) return { ...base, held: { reason: 'no rewrite', noRewrite: { kind: 'array value', to: rule.to } } };
    const edits = [{ range: [prop.range[0], prop.range[1]] as [number, number], text: `${ctx.quote}${name}[]${ctx.quote}: ${sourceOf(value)}`, file: fileOf(prop) }];
    return scalar ? { ...base, tier: entry.tier, edits } : { ...base, tier: 'review', edits, held: { reason: 'one value' } };
  }
  if (!rule.values) return { ...base, tier: entry.tier, edits: [renameKey(ctx.text, prop, name)] };
  const mapped = mapValue(ctx.text, rule, prop.value, ctx.quote);
  if (!mapped) return { ...base, held: { reason: 'no rewrite', noRewrite: { kind: 'value not mapped', values: Object.keys(rule.values) } } };
  const keyText = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`;
  const tier = mapped.tier === 'review' || entry.tier === 'review' ? 'review' : entry.tier;
  if (prop.shorthand) return { ...base, tier, edits: [{ range: [prop.range[0], prop.range[1]], text: `${keyText}: ${mapped.text}`, file: fileOf(prop) }] };
  // The key and the value apart, the text between them kept: a file of another kind (a shell word
  // `visibility_level=10`, a Python dict) maps each of them back, not the document's own `: `. A
  // template without substitutions (how the adapters write such a value) keeps its quotes.
  const template = value.type === 'TemplateLiteral' && mapped.tier === 'safe';
  const valueEdit: Edit = template
    ? { range: stringContent(value, ctx.text).range, text: String(rule.values[literalKey(value)!]), file: fileOf(prop) }
    : { range: [prop.value.range[0], prop.value.range[1]], text: mapped.text, file: fileOf(prop) };
  return { ...base, tier, edits: [renameKey(ctx.text, prop, name), valueEdit] };
}

/** A key as the rule renames it, its brackets kept (`iid[]` → `iids[]`; an array filter's own brackets left to the caller). */
const renamedKey = (key: string, to: string, param: string): string => key.replace(param, to.endsWith('[]') ? to.slice(0, -2) : to);

/**
 * A parameter given as a pair (`['iid[]', v]`): its key renamed inside its quotes. A pair sends one
 * value whatever it is, so an array filter's new name is its bracketed key (`iids[]=v`), as v4 reads one value.
 */
function pairParamDraft(site: Site, entry: Entry, rule: ParamRule, pair: NonNullable<ParamRef['pair']>, file: string, ctx: MatchContext): Draft {
  const base: Draft = { entry, site, file, range: [pair.key.range[0], pair.key.range[1]], message: paramMessage(entry, rule), tier: 'manual', confidence: confidenceOf(site) };
  const key = stringValue(pair.key);
  const content = stringContent(pair.key, fileTextOf(pair.key));
  // Only a key spelled as it is (no escapes): offsets in the value are offsets in the source.
  if (!rule.to || key === undefined || content.raw !== key || content.range[0] < 0) return base;
  const renamed = renamedKey(key, rule.to, rule.param);
  const name = rule.to.endsWith('[]') && !renamed.endsWith(']') ? `${renamed}[]` : renamed;
  const edits: Edit[] = [{ range: content.range, text: name, file }];
  if (!rule.values) return { ...base, tier: entry.tier, edits };
  const mapped = mapValue(ctx.text, rule, unwrap(pair.value), ctx.quote);
  if (!mapped || mapped.tier !== 'safe') return { ...base, held: { reason: 'no rewrite', noRewrite: { kind: 'value not mapped', values: Object.keys(rule.values) } } };
  return { ...base, tier: entry.tier, edits: [...edits, { range: [pair.value.range[0], pair.value.range[1]], text: mapped.text, file }] };
}

function queryParamDraft(site: Site, entry: Entry, rule: ParamRule, q: QueryParam, ctx: MatchContext): Draft {
  const base: Draft = { entry, site, ...spanAt(site, q.nameSpan), message: paramMessage(entry, rule), tier: 'manual', confidence: confidenceOf(site) };
  if (!rule.to) return base;
  const { items } = site.url;
  // A query read through a setter, a tag or a template expansion is not text to edit (see match/routes.ts).
  if (items.some(lockedItem)) return { ...base, held: { reason: 'no rewrite', noRewrite: { kind: 'url assembled' } } };
  let value = items.slice(q.value.start, q.value.end);
  if (rule.values) {
    const literal = value.every((it) => it.kind !== 'hole') ? decodeQueryValue(spanText(items, q.value)) : undefined;
    const mapped = literal !== undefined ? rule.values[literal] : undefined;
    if (mapped === undefined) return { ...base, held: { reason: 'no rewrite', noRewrite: { kind: 'value not mapped', values: Object.keys(rule.values) } } };
    value = fresh(String(mapped));
  }
  const name = rule.to.endsWith('[]') ? rule.to : spanText(items, q.nameSpan).replace(rule.param, rule.to);
  const next = [...items.slice(0, q.nameSpan.start), ...fresh(name), ...items.slice(q.nameSpan.end, q.value.start), ...value, ...items.slice(q.value.end)];
  const edits = diffTemplates(ctx.text, items, next, site.call);
  return edits ? { ...base, tier: entry.tier, edits } : base;
}

/** A name or a property path of names (`iids`, `opts.iids`, `this.iids`): read twice, it gives the same value. */
function pureRead(value: Node): boolean {
  if (value.type === 'Identifier' || value.type === 'ThisExpression') return true;
  return value.type === 'MemberExpression' && !value.computed && !value.optional && pureRead(value.object);
}

/** A value whose name is the parameter's own, singular (`iid`, `mr.iid`): one item, as the v3 call named it. */
function namedAsOne(value: Node, param: string): boolean {
  if (value.type === 'Identifier') return value.name === param;
  return value.type === 'MemberExpression' && !value.computed && value.property.type === 'Identifier' && value.property.name === param;
}
