// Drafts: findings before positions are computed and the passes that may hold their fixes back
// have run, and the helpers every matcher (core/match/registry.ts) uses to make them.
import type { Entry } from '../../rulebook/types.js';
import type { UnprovenCarrier } from '../../clients/types.js';
import { PAGING_PARAMS } from '../../rulebook/unpaged.js';
import { formStringBodies, preferredQuote } from '../fix/param-edits.js';
import type { Site } from '../extract/sites.js';
import type { Confidence, Edit, HeldReason, NoRewrite, NoSplit, Tier, Unproven } from '../types.js';
import { baseParamName, decodeSafely, type Span } from '../extract/url.js';
import type { Item } from '../extract/template.js';
import type { Pattern } from './pattern.js';
import { fileIndexOf, fileOf, fileTextOf, sourceOf, type Node } from '../extract/scope.js';
import { GITLAB_IN_FILE, GITLAB_NAME } from '../extract/guesses.js';

/** A finding before positions are computed and shared text is checked. */
export interface Draft {
  entry: Entry;
  site?: Site;
  /** The file the flagged text is in; the site's file when absent. */
  file?: string;
  range: [number, number];
  message: string;
  tier: Tier;
  confidence: Confidence;
  edits?: Edit[];
  /** For a prefix: the calls that use the literal. */
  users?: Site[];
  suppressed?: boolean;
  /** Why its fix is held back (core/decide/holds.ts renders it; the message does not repeat it). */
  held?: DraftHold;
  /** Where the call's `/api/v3` base is spelled, when another file spells it. */
  cite?: string;
  /** The data file's text the draft is about, when the value is spelled there (Finding.spelledIn). */
  spelledIn?: { file: string; range: [number, number] };
  /** A route draft's v3 route (its rule's `from`): two calls sharing one path text may need two routes of one entry there, each a finding. */
  route?: string;
  /** A route draft's rule (its edits made): the base-move proof replays it on the call's route. */
  rewrite?: { from: Pattern; to: Pattern };
  /**
   * A prefix finding that keeps a v3 base rather than moving one: a call kept on its own copy for what the
   * base proof cannot read of it (`unread call`, split-unread.ts), or a copy a fix made (`v3 copy`, prefix.ts).
   * Neither needs GitLab evidence of its own: the base it came from had it.
   */
  onV3?: 'unread call' | 'v3 copy';
}

/** Why a draft's fix is held back, naming the drafts that hold it (core/decide/holds.ts turns it into a finding's `Held`, which names places). */
export interface DraftHold {
  reason: HeldReason;
  /** The findings that must be dealt with first (base waits, prefix waits). */
  blockers?: Draft[];
  /** The `/api/v3` literal the call waits on (base waits). */
  base?: Draft;
  /** `not proven`: what could not be proven. */
  unproven?: Unproven;
  /** `no rewrite`: why the matcher has none. */
  noRewrite?: NoRewrite;
  /** `not proven`: the call or read that could not be proven (the file as the core knows it). */
  at?: { file: string; line: number };
  /** `not proven`: the one request whose route, method or parameters could not be read (split-unread.ts may keep it on v3). */
  site?: Site;
  /** `style not proven`: the registry id of the call's client style. */
  style?: string;
  /** `style not proven`, of a proven style: the part of the request it carries in a way no differential case proves (Site.unprovenCarrier). */
  carrier?: UnprovenCarrier;
  /** `no split`, `prefix waits`: why a call with no v4 form gets no copy of its v3 base. */
  noSplit?: NoSplit;
}

export interface MatchContext {
  text: string;
  quote: string;
  /** Whether the file speaks to GitLab (its token, a GitLab client module): asked of a call tied to no base only. */
  gitlab(): boolean;
}

// Asked once per call site, about the same text: reading the whole text each time made a file's
// check quadratic in its calls (5,000 calls: 2 minutes).
let lastContext: MatchContext | undefined;

export function matchContext(text: string): MatchContext {
  if (lastContext?.text !== text) {
    let gitlab: boolean | undefined;
    lastContext = { text, quote: preferredQuote(text), gitlab: () => (gitlab ??= GITLAB_IN_FILE.test(text)) };
  }
  return lastContext;
}

/**
 * Whether the file a call's request is made in speaks to GitLab: the call's own (`ctx`), or, for a call
 * through wrappers (`send('DELETE', \`todos/${id}\`)` of another module), each wrapper's, where the
 * request goes out with its token.
 */
export function speaksToGitLab(site: Site, ctx: MatchContext): boolean {
  if (ctx.gitlab()) return true;
  for (let w = site.wrapper, depth = 0; w && depth < 8; w = w.inner.wrapper, depth++) {
    const index = fileIndexOf(w.fn);
    if (index && fileSpeaks(index.program)) return true;
  }
  return false;
}

/**
 * Whether a call whose URL starts with a value the run does not show is GitLab's: its file speaks
 * to GitLab, or that value's own name says GitLab (`${gitlab.projectApi}/builds`, `GITLAB_PROJECT_URL + …`).
 */
export function headSpeaksToGitLab(site: Site, ctx: MatchContext): boolean {
  if (speaksToGitLab(site, ctx)) return true;
  const head = site.url.items.slice(0, site.url.path.start).find((it) => it.kind === 'hole');
  return head?.kind === 'hole' && GITLAB_NAME.test(sourceOf(head.node));
}

const spoken = new WeakMap<Node, boolean>();
function fileSpeaks(program: Node): boolean {
  let v = spoken.get(program);
  if (v === undefined) spoken.set(program, (v = GITLAB_IN_FILE.test(fileTextOf(program))));
  return v;
}

export function confidenceOf(site: Site): Confidence {
  if (site.url.version !== null) return 'high';
  return site.clientLike ? 'medium' : 'low';
}

/**
 * Where a span of the template stands in the source: its first and last editable characters. When
 * a helper call spells all of the span's text (`${repo(id, 'commits', sha)}/builds`: `repo` is shared by
 * several calls), the text of the path the call spells itself, when it spells some: the
 * finding is this call's, and the helper's line would name every call of it at once.
 */
export function spanAt(site: Site, span: Span): { range: [number, number]; file: string } {
  // Text a helper put there (a call inlined, a template's tag): the helper's, not where this call spells its route.
  const helper = (it: Item) => it.via.some((v) => v.type === 'CallExpression' || v.type === 'TaggedTemplateExpression');
  const text = site.url.items.slice(span.start, span.end).some((it) => it.kind === 'char');
  // On the path, a value (a hole) says nothing of where the route is written: only the call's own text counts.
  const found = composedAt(site, span) ?? editableSpan(site, span, helper) ?? (text ? editableSpan(site, site.url.path, (it) => it.kind === 'hole' || helper(it)) : undefined) ?? editableSpan(site, span, () => false);
  return found ?? { range: [site.root.range[0], site.root.range[1]], file: site.file };
}

/**
 * Where a call that spells part of its route composes the span, when a binding spells or holds
 * some of it (`${PROJECT_API}/merge_requests/${mr_id}/comments`, `mr_id` taken from `.id` lines
 * above): the call's own text and the names it reads there. The binding's line would name every
 * call on it at once; a route the call spells none of (`get(JOBS)`) is where its text is.
 */
function composedAt(site: Site, span: Span): { range: [number, number]; file: string } | undefined {
  const [from, to] = site.call.range;
  const inCall = (r: readonly [number, number] | undefined, file: string | undefined): r is [number, number] => !!r && (file ?? site.file) === site.file && from <= r[0] && r[1] <= to;
  const own = (it: Item) => (it.kind === 'char' ? inCall(it.src, it.lit?.file) : it.kind === 'hole' && inCall(it.node.range, it.file));
  if (!site.url.items.slice(site.url.path.start, site.url.path.end).some((it) => it.kind === 'char' && own(it))) return undefined;
  const items = site.url.items.slice(span.start, span.end).filter((it) => it.kind !== 'mark');
  if (items.every(own)) return undefined;
  let start: number | undefined;
  let end: number | undefined;
  for (const it of items) {
    const r = own(it) ? (it.kind === 'char' ? it.src! : (it as { node: { range: [number, number] } }).node.range) : it.via.find((v) => inCall(v.range as [number, number], fileOf(v)))?.range;
    if (!r) continue;
    start ??= r[0];
    end = Math.max(end ?? r[1], r[1]);
  }
  return start !== undefined && end !== undefined ? { range: [start, end], file: site.file } : undefined;
}

function editableSpan(site: Site, span: Span, skip: (it: Item) => boolean): { range: [number, number]; file: string } | undefined {
  let start: number | undefined;
  let end: number | undefined;
  let file: string | undefined;
  for (let i = span.start; i < span.end; i++) {
    const it = site.url.items[i];
    const r = it.kind === 'char' ? it.src : it.kind === 'hole' ? it.node.range : undefined;
    const f = it.kind === 'char' ? it.lit?.file : it.kind === 'hole' ? it.file : undefined;
    if (!r || (file !== undefined && f !== file) || skip(it)) continue;
    file ??= f;
    start ??= r[0];
    end = r[1];
  }
  return start !== undefined && end !== undefined ? { range: [start, end], file: file! } : undefined;
}

export function presentParams(site: Site): Set<string> {
  const names = new Set<string>();
  for (const q of site.url.query) names.add(baseParamName(q.name));
  for (const p of site.params) names.add(baseParamName(p.name));
  if (site.call.type === 'CallExpression') for (const lit of formStringBodies(site.call)) for (const pair of lit.value.split('&')) names.add(baseParamName(decodeSafely(pair.split('=')[0])));
  return names;
}

/** A request of unread method whose parameters page reads a list (pattern.ts `methodMatches`). */
export const listRead = (site: Site): boolean => site.method.value === undefined && PAGING_PARAMS.some((p) => presentParams(site).has(p));

/** Rules that need a base seen to be `/api/v3` apply only to such calls. */
export function applies(site: Site, needsBase?: boolean): boolean {
  if (needsBase) return site.url.version === 3;
  return true;
}
