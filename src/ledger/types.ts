// The sweep ledger: one JSON object per repository and sweep, one per line (JSON Lines). The
// schema (schemas/ledger.schema.json) documents every field; change a field's meaning only with
import type { HeldReason } from '../core/index.js';
// a new LEDGER_VERSION, and keep the readers (read.ts) taking the older ones.

export const LEDGER_VERSION = 1;

export const STATUSES = ['clean', 'fixed', 'fixed-partly', 'needs-person', 'error'] as const;
export type Status = (typeof STATUSES)[number];

export type TierName = 'safe' | 'review' | 'manual';

/** Which repository, at which commit, and which folder of it was swept. */
export interface Repository {
  /** The remote URL as git knows it (origin, else the first remote), without user name or token; null when there is none. */
  remote: string | null;
  /** The commit swept (HEAD before the fixes); null outside git or before the first commit. */
  commit: string | null;
  /** The folder swept, relative to the work tree's top, with forward slashes ('.' for the top). */
  path: string;
}

export interface Tool {
  name: string;
  version: string;
  /** The command line, with the output files (outside the repository) named by their base names only, so that it is the same wherever the engine keeps them. */
  command: string[];
}

export interface AppliedFix {
  file: string;
  line: number;
  ruleId: string;
  change: string;
  tier: TierName;
}

export interface Place {
  file: string;
  line: number;
}

export interface Remaining extends Place {
  ruleId: string;
  change: string;
  tier: TierName;
  severity: string;
  message: string;
  /** Why its fix is held back or not made (the engine's held reason). */
  reason?: HeldReason;
  /** The finding to deal with first. */
  heldBy?: Place & { change: string };
}

/** A finding that holds others back: clear it first. */
export interface Blocker extends Place {
  change: string;
  /** How many remaining findings wait on it. */
  holds: number;
}

export interface LedgerEntry {
  ledgerVersion: number;
  repository: Repository;
  tool: Tool;
  status: Status;
  fixes: AppliedFix[];
  remaining: Remaining[];
  blockers: Blocker[];
  /** Files (or the whole repository, file '.') that could not be processed. */
  errors: { file: string; message: string }[];
}

/** The key two lines of one repository share: a later sweep's line replaces an earlier one. */
export function entryKey(e: Pick<LedgerEntry, 'repository'>): string {
  return `${e.repository.remote ?? ''}\u0000${e.repository.path}`;
}

/** The name a person reads for a repository: its remote without the scheme and `.git`, else its path. */
export function repoName(e: Pick<LedgerEntry, 'repository'>): string {
  const { remote, path } = e.repository;
  const base = remote ? remote.replace(/^[a-z+]+:\/\/[^/]*\//i, '').replace(/^[^@/]+@[^:]+:/, '').replace(/\.git$/, '') : '(no remote)';
  return path === '.' ? base : `${base}/${path}`;
}

/** An error as a person reads it: the file, unless it is the whole repository ('.'). */
export function errorText(x: { file: string; message: string }): string {
  const first = x.message.split('\n')[0];
  return x.file === '.' ? first : `${x.file}: ${first}`;
}
