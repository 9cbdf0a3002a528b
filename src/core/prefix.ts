// The `/api/v3` prefix: found once per literal (or regular expression) that spells it, rewritten
// only together with every call on it, and holding those calls' fixes back while it must wait.
import { holdsNoBase } from './match-unpaged.js';
import type { Draft } from './match.js';
import { prefixEntry } from './rules.js';
import { fileOf, type FileIndex, type Node } from './scope.js';
import { calleeName, isServerCall } from './calls.js';
import { keyName } from './evaluate.js';
import type { Site } from './sites.js';
import { literalsOf } from './shared.js';
import { stringLiteralItems, templateElementItems } from './template.js';
import type { AnalyzeOptions } from './types.js';
import type { FileContext } from './workspace.js';

export const OTHER_SERVICE_NAME = /github|octokit|\bghe/i;

/** Whether a finding's fix will be applied in the same run (so it does not block the prefix). */
export function applicable(d: Draft, options: AnalyzeOptions): boolean {
  // A suppressed finding that only asked a person to check (an id, a field) counts as checked; a
  // suppressed rewrite keeps its call as it is, and so the call's base too.
  if (d.suppressed) return d.tier !== 'safe';
  // What the code does with the answer (fields, statuses) is reported but does not hold the URL back.
  if (d.entry.kind === 'informational' || d.entry.fields || d.entry.statuses || holdsNoBase(d.entry)) return true;
  return !!d.edits && (d.tier === 'safe' || (d.tier === 'review' && !!options.fixReview));
}

const PREFIX_TEXT = /(?:^|\/)api\/v3(?=$|[/?#])/g;
const CONFIG_BASE_KEY = /^(url|base_?url|baseURL|base_?uri|api_?url|api|endpoint|gitlab_?url|prefixUrl)$/i;
const NOT_A_BASE = /^(describe|it|test|expect|console|log|debug|info|warn|error|assert)$/;

/**
 * The `/api/v3` prefix, once per literal that spells it. It is rewritten only when no call that
 * uses that literal keeps a v3 route the same run will not fix.
 */
export function prefixDrafts(ctx: FileContext, sites: Site[], drafts: Draft[], options: AnalyzeOptions): Draft[] {
  const { index, text } = ctx;
  const blocked = new Set<Site>(drafts.filter((d) => d.site && !applicable(d, options)).map((d) => d.site!));
  const out: Draft[] = [];
  for (const lit of index.strings) {
    const value = lit.type === 'Literal' ? lit.value : (lit.value.cooked ?? '');
    if (/\s/.test(value) || OTHER_SERVICE_NAME.test(value)) continue;
    PREFIX_TEXT.lastIndex = 0;
    const m = PREFIX_TEXT.exec(value);
    if (!m) continue;
    const users = sites.filter((s) => literalsOf(s).has(lit));
    if (users.length === 0 && !standaloneBase(index, lit)) continue;
    // A base no call of its own file uses is used by other files: only project mode sees them.
    if (users.length === 0) ctx.finder.ev.unresolved = true;
    if (users.some((s) => s.url.version !== 3)) continue;
    // Where the characters are spelled (escapes such as `\/` or `\x33` included).
    const chars = (lit.type === 'Literal' ? stringLiteralItems(lit, text, ctx.file, []) : templateElementItems(lit, text, ctx.file, [])).filter((it) => it.kind === 'char');
    const three = chars[m.index + m[0].length - 1]?.src;
    const start = chars[m.index]?.src ?? [lit.range[0], lit.range[1]];
    const holders = users.filter((s) => blocked.has(s));
    const isBlocked = holders.length > 0;
    out.push({
      entry: prefixEntry,
      file: ctx.file,
      range: [start[0], three?.[1] ?? start[1]],
      message: isBlocked
        ? `${prefixEntry.message} (kept until ${describeHolders(holders, drafts, options)} is dealt with: the calls on this base move to v4 together)`
        : prefixEntry.message,
      tier: isBlocked ? 'manual' : 'safe',
      confidence: users.length ? 'high' : 'medium',
      edits: isBlocked || !three ? undefined : [{ range: [three[0], three[1]], text: '4', file: ctx.file }],
      users,
    });
  }
  return out;
}

function describeHolders(holders: Site[], drafts: Draft[], options: AnalyzeOptions): string {
  const keys = [...new Set(drafts.filter((d) => d.site && holders.includes(d.site) && !applicable(d, options)).map((d) => d.entry.change))];
  return `the ${keys.join(', ')} finding${keys.length === 1 ? '' : 's'} of a call on it`;
}

/**
 * A call whose base keeps `/api/v3` this run keeps its v3 route too: rewriting the path alone
 * would send a v3 server a v4 route (or give a v3 route a v4 meaning). Its fixes wait.
 */
export function withholdBlocked(drafts: Draft[], prefixes: Draft[], sites: Site[], options: AnalyzeOptions) {
  const waiting = new Set<Site>();
  for (const p of prefixes) if (!p.edits) for (const s of p.users ?? []) waiting.add(s);
  for (const s of sites) if (s.url.version === 3 && !prefixes.some((p) => p.users?.includes(s)) && s.url.prefix) waiting.add(s);
  for (const d of drafts) {
    // Review fixes keep their edits: they are a person's decision (a suggestion), never applied alone.
    if (!d.site || !waiting.has(d.site) || !d.edits || d.entry.fields || d.entry.statuses || !applicable(d, options)) continue;
    d.edits = undefined;
    d.message += ' (waits: its base keeps `/api/v3` until a manual change on it is made)';
  }
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

