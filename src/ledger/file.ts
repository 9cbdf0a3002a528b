// Ledger files: JSON Lines, one repository per line. Reading checks each line and says which ones
// it leaves out; writing replaces the repository's earlier line and lands whole (temp + rename).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeOutput } from '../engine/write/output-path.js';
import { entryKey, LEDGER_VERSION, STATUSES } from './types.js';
import type { LedgerEntry } from './types.js';

export interface ReadLedger {
  entries: LedgerEntry[];
  /** `file:line: why`, for each line left out. */
  problems: string[];
}

/** `name`: the file as the person gave it, for messages. */
export async function readLedger(file: string, name = file): Promise<ReadLedger> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    return { entries: [], problems: [`${name}: cannot read it: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`] };
  }
  return parseLedger(text, name);
}

export function parseLedger(text: string, name: string): ReadLedger {
  const entries: LedgerEntry[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      problems.push(`${name}:${i + 1}: not JSON (${(e as Error).message})`);
      return;
    }
    const why = invalid(value);
    if (why) problems.push(`${name}:${i + 1}: not a ledger line: ${why}`);
    else entries.push(value as LedgerEntry);
  });
  return { entries, problems };
}

/** Why `v` is not a ledger line this version reads, or undefined. The schema says the rest. */
function invalid(v: unknown): string | undefined {
  if (!isObject(v)) return 'not an object';
  if (typeof v.ledgerVersion !== 'number') return 'no ledgerVersion';
  if (v.ledgerVersion > LEDGER_VERSION) return `ledgerVersion ${v.ledgerVersion} is newer than this tool reads (${LEDGER_VERSION}): update gitlab-v4-migrate`;
  const r = v.repository;
  if (!isObject(r) || !(r.remote === null || typeof r.remote === 'string') || !(r.commit === null || typeof r.commit === 'string') || typeof r.path !== 'string') return 'repository needs remote, commit and path';
  if (!(STATUSES as readonly unknown[]).includes(v.status)) return `status must be one of ${STATUSES.join(', ')}`;
  for (const list of ['fixes', 'remaining', 'blockers', 'errors']) if (!Array.isArray(v[list])) return `${list} must be a list`;
  return undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Many ledgers as one: a repository's later line (in argument order) replaces its earlier one; sorted by repository. */
export function mergeEntries(lists: readonly (readonly LedgerEntry[])[]): LedgerEntry[] {
  const by = new Map<string, LedgerEntry>();
  for (const list of lists) for (const e of list) by.set(entryKey(e), e);
  return [...by.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
}

export function ledgerText(entries: readonly LedgerEntry[]): string {
  return entries.map((e) => JSON.stringify(e) + '\n').join('');
}

/** Adds `entry` to the ledger file (made if missing), in place of its repository's earlier line. */
export async function recordEntry(file: string, entry: LedgerEntry): Promise<void> {
  const before = await fs.readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return '';
    throw e;
  });
  // In place of its earlier line, so that a second sweep leaves the file as it was. Lines this
  // version cannot read are kept as they are: they are someone else's.
  const key = entryKey(entry);
  const line = JSON.stringify(entry);
  let placed = false;
  const lines = before.split('\n').flatMap((text) => {
    if (text.trim() === '') return [];
    const { entries } = parseLedger(text, file);
    if (entries.length === 0 || entryKey(entries[0]) !== key) return [text];
    if (placed) return [];
    placed = true;
    return [line];
  });
  if (!placed) lines.push(line);
  await writeWhole(file, lines.join('\n') + '\n');
}

/**
 * Writes `content` to `file` as the tool writes every output (engine/write/output-path.ts): whole
 * (temporary file, then rename), never through a link or into `.git`; makes the folder.
 */
export async function writeWhole(file: string, content: string): Promise<void> {
  await writeOutput(file, content, path.dirname(path.resolve(file)), 'the ledger output');
}
