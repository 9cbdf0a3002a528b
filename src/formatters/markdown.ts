// The migration report: Markdown for the tracking issue of a team's move to v4. Findings grouped
// by change key of the V3→V4 change list, with what can be fixed automatically and what needs a
// person, the files touched, and the v3 endpoints no rule covers.
import type { Tier } from '../core/index.js';
import type { RunResult } from '../engine/types.js';
import { rulebook } from '../rulebook/index.js';
import { ruleDocUrl, TOOL_NAME, TOOL_VERSION } from './links.js';
import { countByFlag } from './by-flag.js';
import type { Formatter } from './types.js';

/** Locations listed per change before "and N more". */
const MAX_LOCATIONS = 30;

interface Group {
  change: string;
  titles: string[];
  ruleIds: Set<string>;
  tiers: Record<Tier, number>;
  /** file → lines */
  files: Map<string, number[]>;
}

const changeOrder = new Map<string, number>();
for (const e of rulebook) if (!changeOrder.has(e.change)) changeOrder.set(e.change, changeOrder.size);

/** The titles of the entries seen (a change key can have several entries: routes, fields, parameters). */
function titlesOf(ruleIds: Set<string>): string[] {
  return [...new Set(rulebook.filter((e) => ruleIds.has(e.id)).map((e) => e.title))];
}

/** Text in a table cell: pipes and line breaks would end the cell. */
function cell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function code(s: string): string {
  return '`' + s.replace(/`/g, "'") + '`';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export const markdown: Formatter = (result: RunResult) => {
  const s = result.summary;
  const groups = new Map<string, Group>();
  const perFile = new Map<string, Record<Tier, number>>();
  for (const file of result.files) {
    for (const f of file.findings) {
      let g = groups.get(f.change);
      if (!g) {
        g = { change: f.change, titles: [], ruleIds: new Set(), tiers: { safe: 0, review: 0, manual: 0 }, files: new Map() };
        groups.set(f.change, g);
      }
      g.ruleIds.add(f.ruleId);
      g.tiers[f.fix]++;
      const lines = g.files.get(file.path) ?? [];
      lines.push(f.start.line);
      g.files.set(file.path, lines);
      const counts = perFile.get(file.path) ?? { safe: 0, review: 0, manual: 0 };
      counts[f.fix]++;
      perFile.set(file.path, counts);
    }
  }
  for (const g of groups.values()) g.titles = titlesOf(g.ruleIds);
  const ordered = [...groups.values()].sort(
    (a, b) => (changeOrder.get(a.change) ?? Infinity) - (changeOrder.get(b.change) ?? Infinity) || (a.change < b.change ? -1 : 1),
  );

  const out: string[] = ['# GitLab API v3 → v4 migration report', ''];
  const flag = result.fixReview ? '--fix-review' : '--fix';
  const state = result.mode === 'check' ? '' : result.mode === 'fix' ? ` remaining after \`${flag}\`` : ` remaining after \`${flag}\` (dry run)`;
  // By what each flag would fix: a fix held by a review finding is --fix-review's, not manual.
  const byFlag = countByFlag(result);
  out.push(
    `${plural(s.findingCount, 'finding')}${state} of ${plural(groups.size, 'change')} in ${plural(perFile.size, 'file')} ` +
      `(${plural(s.filesScanned, 'file')} scanned${s.filesSkipped ? `, ${s.filesSkipped} skipped` : ''}${s.filesWithErrors ? `, ${s.filesWithErrors} could not be processed` : ''}).`,
    '',
    ...(s.nothingChecked ? [`> **Nothing was checked:** ${s.nothingChecked}.`, ''] : []),
    ...(result.notices ?? []).flatMap((n) => [`> \`${n.file}\`: ${n.message}.`, '']),
    '| Findings | Count |',
    '| --- | ---: |',
    `| Fixed by \`${TOOL_NAME} --fix\` | ${byFlag.fix} |`,
    `| Fixed by \`--fix-review\` besides (read the diff) | ${byFlag.review} |`,
    `| Manual (advice only) | ${byFlag.manual} |`,
    `| **Total** | **${s.findingCount}** |`,
  );
  if (s.filesChanged > 0) out.push('', `${s.fixesApplied} fix${s.fixesApplied === 1 ? '' : 'es'} ${result.mode === 'dry-run' ? 'would be' : 'were'} applied in ${plural(s.filesChanged, 'file')}.`);
  if (s.suppressed || s.baselined) out.push('', `Not counted: ${s.suppressed} suppressed by comments, ${s.baselined} recorded in the baseline.`);

  out.push('', '## Changes', '');
  if (ordered.length === 0) out.push('No GitLab API v3 usage found.');
  for (const g of ordered) {
    const total = g.tiers.safe + g.tiers.review + g.tiers.manual;
    out.push(
      `- [ ] **${code(g.change)}** ${g.titles.join('; ')} — ${plural(total, 'finding')}: ${g.tiers.safe} auto-fixable, ${g.tiers.review} to review, ${g.tiers.manual} manual; ${plural(g.files.size, 'file')}`,
    );
  }

  if (ordered.length > 0) {
    out.push('', '## Where', '');
    for (const g of ordered) {
      const rules = [...g.ruleIds].sort().map((id) => `[${code(id)}](${ruleDocUrl(id)})`).join(', ');
      out.push(`### ${code(g.change)} ${g.titles.join('; ')}`, '', `Rule${g.ruleIds.size === 1 ? '' : 's'}: ${rules}`, '');
      const rows = [...g.files].sort(([a], [b]) => (a < b ? -1 : 1));
      let listed = 0;
      for (const [file, lines] of rows) {
        if (listed >= MAX_LOCATIONS) break;
        out.push(`- ${code(file)}: line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}`);
        listed++;
      }
      if (rows.length > listed) out.push(`- … and ${plural(rows.length - listed, 'more file')}`);
      out.push('');
    }
    out.pop();
  }

  out.push('', '## Files touched', '');
  if (perFile.size === 0) out.push('None.');
  else {
    out.push('| File | Auto-fixable | To review | Manual |', '| --- | ---: | ---: | ---: |');
    for (const [file, t] of [...perFile].sort(([a], [b]) => (a < b ? -1 : 1))) out.push(`| ${cell(code(file))} | ${t.safe} | ${t.review} | ${t.manual} |`);
  }

  out.push('', '## v3 endpoints no rule covers', '');
  const uncovered = result.uncoveredEndpoints;
  if (uncovered === undefined) {
    out.push('_Not available yet: this version does not list the v3 endpoints that no rule covers._');
  } else if (uncovered.length === 0) {
    out.push('None: every v3 endpoint seen is covered by a rule.');
  } else {
    const byEndpoint = new Map<string, string[]>();
    for (const u of uncovered) byEndpoint.set(u.endpoint, [...(byEndpoint.get(u.endpoint) ?? []), `${u.file}:${u.line}`]);
    out.push('Check these against the V4 API documentation by hand:', '');
    for (const [endpoint, where] of [...byEndpoint].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const shown = where.slice(0, 5).map(code).join(', ');
      out.push(`- ${code(endpoint)} — ${plural(where.length, 'use')}: ${shown}${where.length > 5 ? ', …' : ''}`);
    }
  }

  if (result.errors.length > 0) {
    out.push('', '## Files that could not be processed', '');
    for (const e of result.errors) out.push(`- ${code(e.file)}: ${e.message}`);
  }
  out.push('', `<sub>Generated by ${TOOL_NAME} ${TOOL_VERSION}.</sub>`);
  return out.join('\n') + '\n';
};
