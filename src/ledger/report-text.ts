// The ledger as Markdown (for an issue or a wiki page) and as CSV (one row per repository, for a spreadsheet).
import type { Overview } from './overview.js';
import { errorText, repoName, STATUSES } from './types.js';

export function markdownReport(o: Overview): string {
  const out = ['# GitLab API v4 migration: the sweep', ''];
  out.push(`${o.totals.repositories} repositories, ${o.totals.fixes} fixes applied, ${o.totals.remaining} findings left.`, '');
  out.push('| Status | Repositories |', '| --- | --- |', ...STATUSES.map((s) => `| ${s} | ${o.byStatus[s].length} |`), '');
  if (o.blockers.length > 0) {
    out.push('## Clear these first', '', '| Repository | Place | Change | Findings waiting |', '| --- | --- | --- | --- |');
    out.push(...o.blockers.map((b) => `| ${cell(b.repository)} | \`${cell(b.file)}:${b.line}\` | \`${b.change}\` | ${b.holds} |`), '');
  }
  if (o.left.length > 0) {
    out.push('## What is left, by change', '', '| Change | Findings | Manual | Repositories |', '| --- | --- | --- | --- |');
    out.push(...o.left.map((c) => `| \`${c.change}\` | ${c.findings} | ${c.manual} | ${c.repositories} |`), '');
  }
  if (o.history.length > 0) {
    out.push('## Over time', '', '| Sweep | Findings left | Repositories left |', '| --- | --- | --- |', ...o.history.map((h) => `| ${cell(h.label)} | ${h.remaining} | ${h.repositoriesLeft} |`), '');
  }
  out.push('## Repositories', '', '| Repository | Commit | Status | Fixed | Left | Errors |', '| --- | --- | --- | --- | --- | --- |');
  out.push(...o.entries.map((e) => `| ${cell(repoName(e))} | ${e.repository.commit ? `\`${e.repository.commit.slice(0, 12)}\`` : ''} | ${e.status} | ${e.fixes.length} | ${e.remaining.length} | ${cell(e.errors.map(errorText).join('; '))} |`));
  return out.join('\n') + '\n';
}

export function csvReport(o: Overview): string {
  const rows = [['repository', 'remote', 'commit', 'path', 'status', 'fixes', 'remaining', 'blockers', 'errors']];
  for (const e of o.entries) {
    rows.push([repoName(e), e.repository.remote ?? '', e.repository.commit ?? '', e.repository.path, e.status, String(e.fixes.length), String(e.remaining.length), String(e.blockers.length), e.errors.map(errorText).join('; ')]);
  }
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(v: string): string {
  // A leading = + - @ makes spreadsheets run a formula: quoted with a ' in front.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}
