// Matchers for the changes that still answer 200: path ids that must be iids, response fields,
// status handling, and filter values. Each reads one table of a rulebook entry.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Entry, FieldRule, ValueRule } from '../../rulebook/types.js';
import { responseUse } from '../extract/flow.js';
import { confidenceOf, listRead, spanAt, type Draft, type MatchContext } from './drafts.js';
import { literalText } from '../fix/param-edits.js';
import { compile, matchPath, methodMatches } from './pattern.js';
import { diffTemplates, fresh } from '../fix/rewrite.js';
import type { FileIndex, Node } from '../extract/scope.js';
import { fileIndexOf, fileOf, fileTextOf, isFunction, sourceOf } from '../extract/scope.js';
import { returnedExpression } from '../extract/evaluate.js';
import { WATCHERS } from '../../clients/components.js';
import { stringContent } from '../extract/template.js';
import type { Site } from '../extract/sites.js';
import { memberName, unwrap } from '../extract/ast.js';
import { stringValue } from '../extract/calls.js';
import { ID_NAME, V3_ID_PLACEHOLDER } from '../extract/guesses.js';
import { idOfResponse } from './id-origin.js';
import type { Confidence } from '../types.js';
import { baseParamName, decodeQueryValue, spanText } from '../extract/url.js';

export function onRoutes(site: Site, routes: readonly string[]) {
  for (const r of routes) {
    const p = compile(r);
    if (!methodMatches(p, site.method.value, listRead(site))) continue;
    const m = matchPath(p, site.url);
    if (m) return m;
  }
  return null;
}

/** Calls that only convert the id on its way into the path. */
const CONVERSIONS = new Set(['parseInt', 'Number', 'String', 'encodeURIComponent', 'encodeURI']);

/** The hole without the conversions around it (`parseInt(issueId)` → `issueId`). */
function holeValue(n: Node): Node {
  const u = unwrap(n);
  if (u.type === 'CallExpression' && u.callee.type === 'Identifier' && CONVERSIONS.has(u.callee.name) && u.arguments[0] && u.arguments[0].type !== 'SpreadElement') return holeValue(u.arguments[0]);
  return u;
}

/**
 * 9.0/33: the number after `merge_requests/` or `issues/` must be an iid. `assumeV3`: the base is
 * not seen, but the file calls routes only v3 has, so every such hole held the global id.
 */
export function matchIds(site: Site, entry: Entry, assumeV3 = false): Draft[] {
  const out: Draft[] = [];
  const v3 = site.url.version === 3 || (assumeV3 && site.url.version === null);
  for (const rule of entry.ids ?? []) {
    const m = onRoutes(site, rule.routes);
    const span = m?.captures.get('iid');
    if (!span) continue;
    const items = site.url.items.slice(span.start, span.end).filter((it) => it.kind !== 'mark');
    const draft = (confidence: Confidence, note: string, edit?: [number, number]): Draft => ({
      entry,
      site,
      ...spanAt(site, span),
      message: `${entry.message} ${note}`,
      tier: edit ? entry.tier : 'manual',
      confidence,
      edits: edit ? [{ range: edit, text: 'iid', file: only?.kind === 'hole' ? only.file : site.file }] : undefined,
    });
    const only = items.length === 1 ? items[0] : undefined;
    if (only?.kind === 'hole') {
      const n = holeValue(only.node);
      const name = n.type === 'MemberExpression' && n.computed ? undefined : memberName(n);
      if (name && /iid/i.test(name)) continue;
      if (n.type === 'MemberExpression' && name === 'id' && only.fills) {
        // A placeholder of the route filled in place: an edit only where the object is known to be that resource's.
        const kind = m?.captures.get('kind');
        const ofResponse = !!kind && idOfResponse(n, spanText(site.url.items, kind));
        out.push(draft('high', ofResponse ? '(`.id` → `.iid`)' : `(\`${sourceOf(n)}\` fills \`:${only.fills}\`: pass the iid of that object.)`, ofResponse ? n.property.range : undefined));
        continue;
      }
      if (n.type === 'MemberExpression' && name === 'id') {
        if (n === unwrap(only.node)) out.push(draft(site.url.version === null ? 'medium' : 'high', '(`.id` → `.iid`)', n.property.range));
        else out.push(draft(site.url.version === null ? 'medium' : 'high', '(`.id` must be `.iid`)'));
        continue;
      }
      // A watcher's callback (`watch(() => props.issue.id, (id) => …)`): the id its source gives (the source is also what is watched: no edit).
      const watched = n.type === 'Identifier' ? watchedSource(n) : undefined;
      if (watched) {
        out.push(draft('medium', `(\`${sourceOf(watched)}\` reaches the path as \`${name}\`: pass the iid.)`));
        continue;
      }
      const callers = n.type === 'Identifier' && isParameter(n) ? ` \`${name}\` is a parameter: the callers of this function must pass the iid.` : '';
      if (v3 || site.url.version === null) out.push(...idsFlowingIn(site, entry, n));
      if (name && ID_NAME.test(name) && (v3 || (site.clientLike && site.url.version === null))) {
        // Named for the global id: in a v3 client it held one, whatever the base (not on a v4 one: fixtures/real/inferred-v4-base.js).
        out.push(draft(v3 ? 'medium' : 'low', `(\`${name}\` looks like a global id: pass the iid; with only a global id, list with \`iids[]\` or keep the object.${callers})`));
        continue;
      }
      if (!v3) continue;
      out.push(draft('low', `(check that this value is the iid.${callers})`));
    } else {
      const text = spanText(site.url.items, span);
      if (/iid/i.test(text)) continue;
      // Values of parameters side by side (`${mrIid}${rest}` in a wrapper): the callers' sites say what each call puts there.
      if (items.every((it) => it.kind === 'hole' && unwrap(it.node).type === 'Identifier' && isParameter(unwrap(it.node) as TSESTree.Identifier))) continue;
      if (V3_ID_PLACEHOLDER.test(text)) out.push(draft('medium', `(\`${text}\` is the v3 parameter, the global id; v4 takes the iid.)`));
      else if (v3) out.push(draft('low', `(\`${text}\` must be the iid in v4.)`));
    }
  }
  return out;
}

/**
 * Where a global id flows into the hole from elsewhere in the file: the calls of the wrapper whose
 * parameter it is (`showIssue(project.id, issue.id)`), or the one assignment of the stored number
 * it reads (`pr.number = mr.id`). Each `.id` there is a review fix to `.iid`.
 */
function idsFlowingIn(site: Site, entry: Entry, hole: Node): Draft[] {
  const index = fileIndexOf(hole);
  if (!index) return [];
  const sources: Node[] = [];
  if (hole.type === 'Identifier') {
    const b = index.resolve(hole);
    const fn = b?.kind === 'param' ? b.fn : undefined;
    const named = fn?.type === 'FunctionDeclaration' && fn.id ? index.resolve(fn.id) : undefined;
    for (const ref of named ? index.references(named) : []) {
      const call = index.parent.get(ref);
      if (call?.type === 'CallExpression' && call.callee === ref && b!.index !== undefined && call.arguments[b!.index]) sources.push(call.arguments[b!.index]);
    }
  } else if (hole.type === 'MemberExpression' && !hole.computed && hole.property.type === 'Identifier' && hole.object.type === 'Identifier') {
    const owner = index.resolve(hole.object);
    const writes = index.propertyAssignments(hole.object.name, hole.property.name).filter((w) => index.resolve(w.id) === owner);
    if (writes.length === 1) sources.push(writes[0].value);
  }
  const out: Draft[] = [];
  for (const src of sources) {
    const v = unwrap(src);
    if (v.type !== 'MemberExpression' || v.computed || v.property.type !== 'Identifier' || v.property.name !== 'id') continue;
    out.push({
      entry,
      site,
      file: fileOf(v),
      range: [v.range[0], v.range[1]],
      message: `${entry.message} (\`${sourceOf(v)}\` reaches the path as \`${sourceOf(hole)}\`: \`.id\` → \`.iid\`)`,
      tier: entry.tier,
      confidence: 'medium',
      edits: [{ range: v.property.range, text: 'iid', file: fileOf(v) }],
    });
  }
  return out;
}

/** The `.id` a watcher's source getter returns, when the name is its callback's first parameter (components.ts `WATCHERS`). */
function watchedSource(id: TSESTree.Identifier): Node | undefined {
  const index = fileIndexOf(id);
  const b = index?.resolve(id);
  const call = index && b?.kind === 'param' && b.index === 0 && b.fn ? index.parent.get(b.fn) : undefined;
  if (!index || call?.type !== 'CallExpression' || call.callee.type !== 'Identifier') return undefined;
  const w = WATCHERS[call.callee.name];
  const callee = index.resolve(call.callee);
  const imported = callee?.kind === 'import' && (index.parent.get(callee.init!) as TSESTree.ImportDeclaration | undefined)?.source.value === w?.module;
  if (!w || call.arguments[w.callback] !== b!.fn || (callee && !imported)) return undefined;
  const source = call.arguments[w.source];
  const got = source && isFunction(source) ? returnedExpression(source as TSESTree.FunctionLike) : undefined;
  const v = got && unwrap(got);
  return v?.type === 'MemberExpression' && !v.computed && memberName(v) === 'id' ? v : undefined;
}

/** A parameter of the function the name is used in (its value comes from the callers). */
function isParameter(id: TSESTree.Identifier): boolean {
  return fileIndexOf(id)?.resolve(id)?.kind === 'param';
}

/**
 * A date built at run time: `toISOString()` gives a full timestamp, not `YYYY-MM-DD`. Reported
 * where it is written (the call's parameter, or the constant it reads). Written at the parameter
 * itself, it gets the review fix a literal timestamp gets, its day: `.slice(0, 10)` after the call.
 * Through a constant it is said, not edited: the constant may have other readers.
 */
function timestampDraft(
  draft: (range: [number, number], v: string, verdict: { to: string | null; review?: boolean }, edits?: Draft['edits']) => Draft,
  param: string,
  entry: Entry,
  val: Node,
  file: string,
  inPlace: boolean,
): Draft {
  const text = sourceOf(val);
  const day = `${text}.slice(0, 10)`;
  const edits = inPlace ? [{ range: [val.range[1], val.range[1]] as [number, number], text: '.slice(0, 10)', file }] : undefined;
  const message = inPlace ? `\`${param}=${text}\` → \`${day}\`: a full timestamp; ${entry.message}` : `\`${param}=${text}\` gives a full timestamp: ${entry.message} Send \`${day}\`.`;
  return { ...draft([val.range[0], val.range[1]], text, { to: inPlace ? day : null, review: true }, edits), message, file };
}

/** What a name stands for when it is a constant of its file (`const after = since.toISOString()`); else the value itself. */
export function runTimeValue(n: Node): Node {
  const u = unwrap(n);
  if (u.type !== 'Identifier') return u;
  const b = fileIndexOf(u)?.resolve(u);
  return b && b.kind !== 'param' && b.kind !== 'import' && !b.reassigned && !b.pattern && b.init ? unwrap(b.init) : u;
}

/** `d.toISOString()`, `d.toJSON()`, `moment().format()`: a timestamp written at run time. */
function isTimestampCall(n: Node): boolean {
  return n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && n.callee.property.type === 'Identifier' && /^(toISOString|toJSON)$/.test(n.callee.property.name) && n.arguments.length === 0;
}

/** Response fields read from a call of the affected routes, within this file. */
export function matchFields(index: FileIndex, site: Site, entry: Entry, ctx: MatchContext): Draft[] {
  const out: Draft[] = [];
  for (const rule of entry.fields ?? []) {
    if (!onRoutes(site, rule.routes)) continue;
    const use = responseUse(index, site.call);
    if (rule.anyRead) {
      if (use.bodyRead) out.push({ entry, site, ...spanAt(site, site.url.path), message: entry.message, tier: 'manual', confidence: confidenceOf(site) });
      continue;
    }
    if (rule.compare) {
      out.push(...compareDrafts(index, entry, rule, use.reads.filter((r) => r.field === rule.compare!.field).map((r) => r.node), ctx, confidenceOf(site)));
      continue;
    }
    for (const read of use.reads) {
      if (rule.list && read.level < 1) continue;
      const under = rule.under ? [rule.under] : [];
      if (read.path.length !== under.length || read.path.some((p, i) => p !== under[i])) continue;
      const hit = rule.except ? !rule.except.includes(read.field) && !/^(length|then|constructor)$/.test(read.field) : rule.fields?.includes(read.field);
      if (!hit) continue;
      const to = rule.to?.[read.field];
      out.push({
        entry,
        site,
        range: [read.node.range[0], read.node.range[1]],
        message: `\`${read.field}\`${to ? ` → \`${to}\`` : ''}: ${entry.message}${rule.note ? ' ' + rule.note : ''}`,
        tier: to ? 'review' : 'manual', // a renamed field may be read for another purpose: a person confirms
        confidence: confidenceOf(site),
        edits: to && read.node.type === 'Identifier' && index.parent.get(read.node)?.type === 'MemberExpression' ? [{ range: read.node.range, text: to }] : undefined,
      });
    }
  }
  return out;
}

/** `x.target_type === 'issue'`: the literal compared with a response field that is spelled otherwise. */
export function compareDrafts(index: FileIndex, entry: Entry, rule: FieldRule, fields: Node[], ctx: MatchContext, confidence: Confidence): Draft[] {
  const out: Draft[] = [];
  for (const f of fields) {
    const member = index.parent.get(f);
    const outer = member && index.parent.get(member);
    const lit =
      outer?.type === 'BinaryExpression' && /^[!=]==?$/.test(outer.operator)
        ? unwrap(outer.left === member ? outer.right : outer.left)
        : outer?.type === 'SwitchStatement'
          ? undefined
          : undefined;
    const literals = lit ? [lit] : outer?.type === 'SwitchStatement' ? outer.cases.map((c) => c.test).filter((t): t is TSESTree.Expression => !!t) : [];
    for (const l of literals) {
      if (l.type !== 'Literal' || typeof l.value !== 'string') continue;
      const right = rule.compare!.values[l.value];
      if (!right) continue;
      out.push({
        entry,
        file: fileOf(l),
        range: [l.range[0], l.range[1]],
        message: `\`'${l.value}'\` → \`'${right}'\`: ${entry.message}`,
        tier: entry.tier,
        confidence,
        edits: [{ range: stringContent(l, fileTextOf(l)).range, text: right, file: fileOf(l) }],
      });
    }
  }
  void ctx;
  return out;
}

/** The function a call runs in, with `.catch` handlers chained on it: where its status is handled. */
function handlingScopes(index: FileIndex, site: Site): Node[] {
  const fn = index.ancestors(site.call).find((a) => isFunction(a)) ?? index.program;
  return [fn, ...responseUse(index, site.call).handlers];
}

function numbersIn(index: FileIndex, scopes: Node[]): TSESTree.NumberLiteral[] {
  return index.numbers.filter((n) => scopes.some((s) => s.range[0] <= n.range[0] && n.range[1] <= s.range[1]));
}

/**
 * A status compared for equality: `=== 200`, `case 200:`, `[200, 204].includes(…)`. Ranges
 * (`>= 200 && < 300`) already accept the new status and are left alone.
 */
function isComparison(index: FileIndex, n: Node): boolean {
  const p = index.parent.get(n);
  if (p?.type === 'BinaryExpression') return /^[!=]==?$/.test(p.operator);
  if (p?.type === 'SwitchCase') return true;
  const m = p?.type === 'ArrayExpression' ? index.parent.get(p) : undefined;
  return m?.type === 'MemberExpression' && m.object === p && m.property.type === 'Identifier' && /^(includes|indexOf)$/.test(m.property.name);
}

/** 9.0/24–26: statuses that changed, compared in the code that handles the call, or not handled at all. */
export function matchStatuses(index: FileIndex, site: Site, entry: Entry): Draft[] {
  const out: Draft[] = [];
  for (const rule of entry.statuses ?? []) {
    if (!onRoutes(site, rule.routes)) continue;
    const nums = numbersIn(index, handlingScopes(index, site));
    if (rule.mode === 'unhandled') {
      if (!nums.some((n) => rule.statuses.includes(n.value)))
        out.push({ entry, site, ...spanAt(site, site.url.path), message: entry.message, tier: 'manual', confidence: confidenceOf(site) });
    } else {
      for (const n of nums)
        if (rule.statuses.includes(n.value) && isComparison(index, n))
          out.push({ entry, site, range: [n.range[0], n.range[1]], message: `\`${n.value}\`: ${entry.message}`, tier: 'manual', confidence: confidenceOf(site) });
    }
  }
  return out;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** What a literal filter value should be: undefined when it is fine, null when nothing certain fits. */
function checkValue(rule: ValueRule, v: string): { to: string | null; review?: boolean } | undefined {
  if (rule.format === 'date') {
    if (validDate(v)) return undefined;
    const day = /^(\d{4}-\d{2}-\d{2})T/.exec(v)?.[1];
    return day && validDate(day) ? { to: day, review: true } : { to: null };
  }
  if (!rule.oneOf || rule.oneOf.includes(v)) return undefined;
  const fix = rule.fixes?.[v] ?? (rule.oneOf.includes(v.toLowerCase()) ? v.toLowerCase() : undefined);
  return { to: fix ?? null };
}

/** Literal values of filter parameters, in the query string or in parameter objects. */
export function matchValues(site: Site, entry: Entry, ctx: MatchContext): Draft[] {
  const out: Draft[] = [];
  for (const rule of entry.values ?? []) {
    if (!onRoutes(site, rule.routes)) continue;
    const draft = (range: [number, number], v: string, verdict: { to: string | null; review?: boolean }, edits?: Draft['edits']): Draft => ({
      entry,
      site,
      range,
      message: `\`${rule.param}=${v}\`${verdict.to ? ` → \`${verdict.to}\`` : ''}: ${entry.message}`,
      tier: !edits ? 'manual' : verdict.review ? 'review' : entry.tier,
      confidence: confidenceOf(site),
      edits,
    });
    for (const q of site.url.query) {
      if (baseParamName(q.name) !== rule.param) continue;
      const items = site.url.items.slice(q.value.start, q.value.end);
      const holes = items.filter((it) => it.kind === 'hole');
      const only = holes.length === 1 && items.every((it) => it.kind !== 'char') ? runTimeValue(holes[0].node) : undefined;
      if (rule.format === 'date' && only && isTimestampCall(only)) {
        out.push(timestampDraft(draft, rule.param, entry, only, holes[0].file, only === unwrap(holes[0].node) && !holes[0].readOnly));
        continue;
      }
      if (holes.length > 0) continue;
      const raw = spanText(site.url.items, q.value);
      const v = decodeQueryValue(raw);
      const verdict = checkValue(rule, v);
      if (!verdict) continue;
      let edits: Draft['edits'];
      if (verdict.to !== null) {
        const next = [...site.url.items.slice(0, q.value.start), ...fresh(encodeURIComponent(verdict.to)), ...site.url.items.slice(q.value.end)];
        edits = diffTemplates(ctx.text, site.url.items, next, site.call) ?? undefined;
      }
      out.push(draft(spanAt(site, q.value.start < q.value.end ? q.value : q.nameSpan).range, v, verdict, edits));
    }
    for (const p of site.params) {
      const given = p.prop?.value ?? p.pair?.value;
      if (!given || baseParamName(p.name) !== rule.param) continue;
      const val = unwrap(given);
      const runTime = runTimeValue(val);
      if (rule.format === 'date' && isTimestampCall(runTime)) {
        out.push(timestampDraft(draft, rule.param, entry, runTime, fileOf(runTime), runTime === val));
        continue;
      }
      // A template with no substitution is a string too: the adapters write every value of a
      // Python dict or a shell `-d` that way (`qs: { after: \`2017-01-31T10:00:00Z\` }`).
      const number = val.type === 'Literal' && typeof val.value === 'number';
      const value = number ? String(val.value) : stringValue(val);
      if (value === undefined) continue;
      const verdict = checkValue(rule, value);
      if (!verdict) continue;
      // A string keeps its quotes; a number (`default_project_visibility: 10`) becomes a string literal.
      const to = verdict.to;
      const edits =
        to === null
          ? undefined
          : !number
            ? [{ range: stringContent(val, fileTextOf(val)).range, text: to, file: p.file }]
            : [{ range: [val.range[0], val.range[1]] as [number, number], text: literalText(to, ctx.quote), file: p.file }];
      out.push({ ...draft([val.range[0], val.range[1]], value, verdict, edits), file: p.file });
    }
  }
  return out;
}
