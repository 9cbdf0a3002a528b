// The merge request description and the commit message of a sweep, from its ledger line only:
// the same line gives the same text, so an engine that updates a merge request leaves it as it was.
import type { LedgerEntry, Remaining } from './types.js';

/** GitLab refuses descriptions of about a million characters; people stop reading long before. */
export const MAX_DESCRIPTION = 20_000;
const MAX_COMMIT_BODY = 4_000;
/** Row limits tried in turn until the description fits. */
const ROW_LIMITS = [Infinity, 200, 100, 50, 20, 10, 5, 0];

export function mrDescription(e: LedgerEntry, max = MAX_DESCRIPTION): string {
  for (const limit of ROW_LIMITS) {
    const text = describe(e, limit);
    if (text.length <= max) return text;
  }
  // Past every row limit only the prose is left; it is short, but a tiny `max` is the caller's.
  return describe(e, 0).slice(0, max);
}

function describe(e: LedgerEntry, limit: number): string {
  const out: string[] = [`## GitLab API v3 → v4: ${headline(e)}`, ''];
  const files = new Set(e.fixes.map((f) => f.file)).size;
  if (e.fixes.length > 0) {
    out.push('### What changed', '', `${plural(e.fixes.length, 'fix', 'fixes')} in ${plural(files, 'file')}, each moving a call from the v3 API to v4:`, '');
    out.push(...table(['File', 'Line', 'Change', 'Rule', 'Fix'], e.fixes.map((f) => [code(f.file), String(f.line), code(f.change), f.ruleId, f.tier]), limit));
    out.push('');
  }
  if (e.errors.length > 0) {
    out.push('### Could not be processed', '');
    out.push(...cut(e.errors.map((x) => `- ${code(x.file)}: ${inline(x.message)}`), limit), '');
  }
  if (e.blockers.length > 0) {
    out.push('### What a person must do first', '', 'These findings hold others back; once each is dealt with, the next sweep can fix what waits on it:', '');
    out.push(...cut(e.blockers.map((b) => `- [ ] ${code(`${b.file}:${b.line}`)} (${code(b.change)}): ${plural(b.holds, 'finding')} wait${b.holds === 1 ? 's' : ''} on it`), limit), '');
  }
  if (e.remaining.length > 0) {
    out.push('### What remains', '', `${plural(e.remaining.length, 'finding')} the tool did not change:`, '');
    out.push(...table(['File', 'Line', 'Change', 'Fix', 'Why it is left'], e.remaining.map((r) => [code(r.file), String(r.line), code(r.change), r.tier, inline(why(r))]), limit));
    out.push('');
  }
  const command = ['npx', `${e.tool.name}@${e.tool.version}`].join(' ');
  out.push('### How to check', '');
  if (e.fixes.length > 0) out.push('- Read the diff: each change moves one call to its v4 route, parameter or field.');
  out.push(`- Run \`${command}\` in the repository: it lists what is left (exit 0 when nothing is).`);
  out.push('- Run the tests that reach the GitLab server; v4 answers with the new names.', '');
  out.push('---', '', `Made by \`${[e.tool.name, ...e.tool.command].join(' ')}\` (${e.tool.name} ${e.tool.version}) on ${e.repository.commit ? code(e.repository.commit.slice(0, 12)) : 'a tree with no commit'}.`);
  return out.join('\n') + '\n';
}

function headline(e: LedgerEntry): string {
  switch (e.status) {
    case 'clean':
      return 'nothing to change';
    case 'fixed':
      return `${plural(e.fixes.length, 'fix', 'fixes')}, nothing left`;
    case 'fixed-partly':
      return `${plural(e.fixes.length, 'fix', 'fixes')}, ${plural(e.remaining.length, 'finding')} left for a person`;
    case 'needs-person':
      return `${plural(e.remaining.length, 'finding')} for a person, no fix applied`;
    case 'error':
      return `could not be processed${e.fixes.length ? ` (${plural(e.fixes.length, 'fix', 'fixes')} applied)` : ''}`;
  }
}

function why(r: Remaining): string {
  const held = r.heldBy ? `${r.reason ?? 'held'}: first ${r.heldBy.file}:${r.heldBy.line} (${r.heldBy.change})` : r.reason;
  return held ?? (r.tier === 'manual' ? 'needs a person' : `${r.tier} fix, not applied by this sweep`);
}

export function commitMessage(e: LedgerEntry): string {
  const files = new Set(e.fixes.map((f) => f.file)).size;
  const subject = e.fixes.length > 0 ? `Move ${plural(e.fixes.length, 'GitLab API v3 call')} to v4` : 'GitLab API v4: no change';
  const byChange = new Map<string, number>();
  for (const f of e.fixes) byChange.set(f.change, (byChange.get(f.change) ?? 0) + 1);
  const body: string[] = [];
  if (e.fixes.length > 0) body.push(`${e.tool.name} ${e.tool.version} applied ${plural(e.fixes.length, 'fix', 'fixes')} in ${plural(files, 'file')}:`, ...[...byChange].map(([change, n]) => `- ${change}: ${n}`));
  if (e.remaining.length > 0) body.push('', `${plural(e.remaining.length, 'finding')} remain${e.remaining.length === 1 ? 's' : ''} for a person (${plural(e.blockers.length, 'blocker')}): see the merge request.`);
  body.push('', `Command: ${[e.tool.name, ...e.tool.command].join(' ')}`);
  let text = body.join('\n');
  if (text.length > MAX_COMMIT_BODY) text = text.slice(0, MAX_COMMIT_BODY - 30).replace(/\n[^\n]*$/, '') + '\n- … (see the merge request)';
  return `${subject}\n\n${text.trim()}\n`;
}

function table(head: string[], rows: string[][], limit: number): string[] {
  const shown = rows.slice(0, limit);
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- |').join('')}`, ...shown.map((r) => `| ${r.map(cell).join(' | ')} |`)];
  if (shown.length === 0) lines.length = 0;
  if (rows.length > shown.length) lines.push('', `… and ${rows.length - shown.length} more (all of them are in the sweep ledger).`);
  return lines;
}

/** The first `limit` list items, then how many more the ledger has. */
function cut(lines: string[], limit: number): string[] {
  const shown = lines.slice(0, limit);
  return lines.length > shown.length ? [...shown, `- … and ${lines.length - shown.length} more (all of them are in the sweep ledger).`] : shown;
}

/** A table cell: no line breaks, no bare `|`. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Inline code that survives backticks in the text. */
function code(text: string): string {
  const ticks = text.includes('`') ? '``' : '`';
  return ticks === '``' ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
