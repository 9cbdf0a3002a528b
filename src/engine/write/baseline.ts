// Fingerprints, and the baseline file: findings a team has accepted for now, so that a large
// codebase can check new code first. Entries match by file, rule id and fingerprint — never by
// line, so editing other parts of a file does not bring them back.
import type { Hash } from 'node:crypto';
import { jsonProblem, readBounded } from '../../config/bounded-read.js';
import type { Finding } from '../../core/index.js';
import { lineSpans } from '../../core/location.js';
import { byCodeUnits, UsageError } from '../discover/discover.js';
import { writeOutput } from './output-path.js';
import { crypto } from '../crypto.js';
import type { FileResult, ReportedFinding, UnusedSuppression } from '../types.js';

/** Bumped when the fingerprint recipe changes (old baselines then no longer match). */
export const FINGERPRINT_VERSION = 1;

/**
 * Adds fingerprints: a hash of the path, the rule id, the flagged text together with the text of
 * the lines it is on (whitespace collapsed, so re-indenting or CRLF does not matter), and its index
 * among findings with the same inputs. Line numbers are not part of it.
 */
export function withFingerprints<F extends Finding>(file: string, text: string, findings: readonly F[]): (F & ReportedFinding)[] {
  // A file of one long line can hold thousands of findings: each line is found and squashed once,
  // equal lines share a number, and the hash of what findings with the same inputs share is
  // computed once and copied for each index.
  const spanOf = lineSpans(text, /[\r\n]/g);
  const spans = new Map<string, number>();
  const lineIds = new Map<string, number>();
  const lineTexts: string[] = [];
  const shared = new Map<string, { hash: Hash; count: number }>();
  return findings.map((f) => {
    const [from, to] = spanOf(f.range);
    const spanKey = `${from}:${to}`;
    let id = spans.get(spanKey);
    if (id === undefined) {
      const around = squash(text.slice(from, to));
      id = lineIds.get(around);
      if (id === undefined) lineIds.set(around, (id = lineTexts.push(around) - 1));
      spans.set(spanKey, id);
    }
    const flagged = squash(text.slice(f.range[0], f.range[1]));
    const sameKey = `${f.ruleId}\u0000${flagged}\u0000${id}`;
    let same = shared.get(sameKey);
    if (!same) {
      const key = `${file}\u0000${f.ruleId}\u0000${flagged}\u0000${lineTexts[id]}`;
      shared.set(sameKey, (same = { hash: crypto().createHash('sha256').update(`${FINGERPRINT_VERSION}\u0000${key}\u0000`), count: 0 }));
    }
    const index = same.count++;
    return { ...f, fingerprint: same.hash.copy().update(String(index)).digest('hex').slice(0, 32) };
  });
}

function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// The file

export interface BaselineEntry {
  /** Relative to the folder the tool runs in, with `/`. */
  file: string;
  ruleId: string;
  /** For people reading the file; not used for matching. */
  change: string;
  fingerprint: string;
}

export interface BaselineFile {
  tool: 'gitlab-v4-migrate';
  version: typeof FINGERPRINT_VERSION;
  findings: BaselineEntry[];
}

const keyOf = (e: { file: string; ruleId: string; fingerprint: string }) => `${e.file}\u0000${e.ruleId}\u0000${e.fingerprint}`;

/** Reads a baseline; a missing file is an empty baseline only when it is about to be written. */
export function readBaseline(file: string, display: string, missingOk: boolean): BaselineEntry[] {
  // Bounded, without blocking, never echoed (config/bounded-read.ts): a baseline is input like the configuration.
  const read = readBounded(file);
  if ('problem' in read) {
    if (read.code === 'ENOENT') {
      if (missingOk) return [];
      throw new UsageError(`baseline file not found: ${display}. Create it with --baseline ${display} --update-baseline.`);
    }
    throw new UsageError(`cannot read the baseline file ${display}: ${read.problem}`);
  }
  const raw = read.bytes.toString('utf8');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (e) {
    throw new UsageError(`the baseline file ${display} is not valid JSON (${jsonProblem(e, raw)}). Write it again with --update-baseline.`);
  }
  const findings = (data as Partial<BaselineFile> | null)?.findings;
  const valid =
    Array.isArray(findings) &&
    findings.every((e: Partial<BaselineEntry>) => typeof e?.file === 'string' && typeof e.ruleId === 'string' && typeof e.fingerprint === 'string');
  if (!valid) {
    throw new UsageError(`the baseline file ${display} is not a gitlab-v4-migrate baseline (expected { "findings": [{ "file", "ruleId", "fingerprint" }] }).`);
  }
  if ((data as BaselineFile).version !== FINGERPRINT_VERSION) {
    throw new UsageError(`the baseline file ${display} was written by another version of gitlab-v4-migrate; write it again with --update-baseline.`);
  }
  return findings;
}

/**
 * Hides the findings the baseline records (in place, on each file's findings) and returns the
 * entries that matched nothing. Only entries of files this run scanned can be judged unused: a
 * pre-commit run that sees two files says nothing about the others.
 */
export function applyBaseline(files: FileResult[], entries: readonly BaselineEntry[]): UnusedSuppression[] {
  const open = new Map(entries.map((e) => [keyOf(e), e]));
  const scanned = new Set(files.filter((f) => f.scanned).map((f) => f.path));
  for (const file of files) {
    if (!file.scanned) continue;
    const kept: ReportedFinding[] = [];
    let baselined = 0;
    for (const f of file.findings) {
      const key = keyOf({ file: file.path, ruleId: f.ruleId, fingerprint: f.fingerprint });
      // Fingerprints are unique within a file (they count equal occurrences), so one entry hides one finding.
      if (open.delete(key)) baselined++;
      else kept.push(f);
    }
    file.findings = kept;
    file.baselined = baselined;
  }
  return [...open.values()]
    .filter((e) => scanned.has(e.file))
    .map((e) => ({
      kind: 'baseline' as const,
      file: e.file,
      line: 0,
      column: 0,
      message: `baseline entry ${e.ruleId} (${e.change}) matched nothing: the finding is gone or changed; run with --update-baseline to drop it`,
    }));
}

/**
 * The new baseline: this run's findings for the files it scanned, and the old entries of every
 * other file (so that a run over part of the tree does not forget the rest). Written atomically.
 */
export async function writeBaseline(file: string, files: readonly FileResult[], previous: readonly BaselineEntry[], cwd: string): Promise<BaselineEntry[]> {
  const scanned = new Set(files.filter((f) => f.scanned).map((f) => f.path));
  const entries: BaselineEntry[] = previous.filter((e) => !scanned.has(e.file));
  for (const f of files) {
    if (!f.scanned) continue;
    for (const finding of f.findings) {
      entries.push({ file: f.path, ruleId: finding.ruleId, change: finding.change, fingerprint: finding.fingerprint });
    }
  }
  entries.sort((a, b) => byCodeUnits(a.file, b.file) || byCodeUnits(a.ruleId, b.ruleId) || byCodeUnits(a.fingerprint, b.fingerprint));
  const unique = entries.filter((e, i) => i === 0 || keyOf(e) !== keyOf(entries[i - 1]));
  const content: BaselineFile = { tool: 'gitlab-v4-migrate', version: FINGERPRINT_VERSION, findings: unique };
  // Never through a link, never into git's folders, whole or not at all (output-path.ts).
  await writeOutput(file, JSON.stringify(content, null, 2) + '\n', cwd, 'the baseline');
  return unique;
}

