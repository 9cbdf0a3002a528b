// What a platform team reads off many ledger lines: repositories by status, what is left by
// change key, the blockers to clear first, and (given earlier sweeps) what remained over time.
import { compare } from './entry.js';
import { repoName, STATUSES } from './types.js';
import type { LedgerEntry, Status } from './types.js';

export interface ChangeLeft {
  change: string;
  findings: number;
  repositories: number;
  manual: number;
}

export interface BlockerRow {
  repository: string;
  file: string;
  line: number;
  change: string;
  holds: number;
}

export interface HistoryPoint {
  label: string;
  remaining: number;
  repositoriesLeft: number;
}

export interface Overview {
  entries: LedgerEntry[];
  byStatus: Record<Status, LedgerEntry[]>;
  left: ChangeLeft[];
  blockers: BlockerRow[];
  totals: { repositories: number; fixes: number; remaining: number };
  history: HistoryPoint[];
}

export function overview(entries: readonly LedgerEntry[], history: readonly { label: string; entries: readonly LedgerEntry[] }[] = []): Overview {
  const sorted = [...entries].sort((a, b) => compare(repoName(a), repoName(b)));
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, sorted.filter((e) => e.status === s)])) as Record<Status, LedgerEntry[]>;
  const left = new Map<string, ChangeLeft & { repos: Set<string> }>();
  for (const e of sorted) {
    for (const r of e.remaining) {
      const c = left.get(r.change) ?? { change: r.change, findings: 0, repositories: 0, manual: 0, repos: new Set<string>() };
      c.findings++;
      if (r.tier === 'manual') c.manual++;
      c.repos.add(repoName(e));
      left.set(r.change, c);
    }
  }
  const blockers = sorted
    .flatMap((e) => e.blockers.map((b) => ({ repository: repoName(e), file: b.file, line: b.line, change: b.change, holds: b.holds })))
    .sort((a, b) => b.holds - a.holds || compare(a.repository, b.repository) || compare(a.file, b.file) || a.line - b.line);
  const point = (label: string, list: readonly LedgerEntry[]): HistoryPoint => ({
    label,
    remaining: list.reduce((n, e) => n + e.remaining.length, 0),
    repositoriesLeft: list.filter((e) => e.status !== 'clean' && e.status !== 'fixed').length,
  });
  return {
    entries: sorted,
    byStatus,
    left: [...left.values()].map(({ repos, ...c }) => ({ ...c, repositories: repos.size })).sort((a, b) => b.findings - a.findings || compare(a.change, b.change)),
    blockers,
    totals: { repositories: sorted.length, fixes: sorted.reduce((n, e) => n + e.fixes.length, 0), remaining: sorted.reduce((n, e) => n + e.remaining.length, 0) },
    history: history.length > 0 ? [...history.map((h) => point(h.label, h.entries)), point('this sweep', sorted)] : [],
  };
}
