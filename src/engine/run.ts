// The file engine: discover, read, check or fix, write. Never prints; the fronts format the result.
import { promises as fs } from 'node:fs';
import writeFileAtomic from 'write-file-atomic';
import { checkText, fixText } from '../core/index.js';
import type { AnalyzeOptions, Confidence, Finding } from '../core/index.js';
import { CONFIDENCES, isApplicable } from '../core/index.js';
import { discoverFiles, toDisplay } from './files.js';
import { decode, encode, minifiedReason, unifiedDiff } from './text.js';
import type { EngineOptions, FileError, FileResult, RunMode, RunResult, Summary } from './types.js';

/** Reads overlap with parsing; more buys little, since parsing is synchronous. */
const CONCURRENCY = 8;

interface Context {
  mode: RunMode;
  analyze: AnalyzeOptions;
  keep: (f: Finding) => boolean;
}

export async function runEngine(options: EngineOptions): Promise<RunResult> {
  const { cwd } = options;
  // A dry run is a fix that is not written: without `fix` it would have nothing to show.
  const mode: RunMode = options.dryRun ? 'dry-run' : options.fix ? 'fix' : 'check';
  const analyze: AnalyzeOptions = { serverVersion: options.serverVersion, fixReview: !!options.fixReview };
  const floor = CONFIDENCES.indexOf(options.minConfidence ?? 'low');
  const ctx: Context = { mode, analyze, keep: (f) => confidenceRank(f.confidence) >= floor };

  const found = await discoverFiles(options.paths, cwd);
  const skipped: FileResult[] = found.skipped.map(({ file, reason }) => ({
    ...emptyResult(file, cwd),
    skipped: reason,
  }));
  const processed = await mapLimit(found.files, CONCURRENCY, (file) => processFile(file, cwd, ctx));
  const files = [...processed, ...skipped].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  const errors: FileError[] = [
    ...found.errors.map((e) => ({ file: toDisplay(e.file, cwd), message: e.message })),
    ...files.filter((f) => f.error).map((f) => ({ file: f.path, message: f.error! })),
  ];
  return { mode, fixReview: !!options.fixReview, files, errors, summary: summarize(files, errors, analyze) };
}

async function processFile(file: string, cwd: string, ctx: Context): Promise<FileResult> {
  const base = emptyResult(file, cwd);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    return { ...base, error: `cannot read the file: ${errorText(e)}` };
  }
  let decoded;
  try {
    decoded = decode(bytes);
  } catch {
    return { ...base, error: 'not UTF-8 text; convert the file to UTF-8 to check it' };
  }
  const { text } = decoded;
  const minified = minifiedReason(text);
  if (minified) return { ...base, skipped: minified };

  if (ctx.mode === 'check') {
    const result = checkText(text, file, ctx.analyze);
    return { ...base, scanned: true, findings: select(result.findings, ctx), error: result.parseError };
  }

  const result = fixText(text, file, ctx.analyze);
  const scanned = { ...base, scanned: true, findings: select(result.remaining, ctx) };
  // On `error` fixText hands back the original text and findings: nothing to write.
  if (result.error) return { ...scanned, error: result.error };
  if (result.output === text) return scanned;
  const changed: FileResult = { ...scanned, changed: true, fixesApplied: result.appliedCount };
  if (ctx.mode === 'dry-run') return { ...changed, diff: unifiedDiff(base.path, text, result.output) };

  try {
    const { mode } = await fs.stat(file);
    // Line endings survive by themselves: the core's edits replace ranges of the original text.
    await writeFileAtomic(file, encode({ ...decoded, text: result.output }), { encoding: 'utf8', mode: mode & 0o7777 });
    return changed;
  } catch (e) {
    // The file on disk is unchanged, so its findings are those of the original text.
    const original = select(checkText(text, file, ctx.analyze).findings, ctx);
    return { ...scanned, findings: original, error: `cannot write the fixed file: ${errorText(e)}` };
  }
}

function select(findings: Finding[], ctx: Context): Finding[] {
  return findings
    .filter(ctx.keep)
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1] || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
}

function confidenceRank(c: Confidence): number {
  return CONFIDENCES.indexOf(c);
}

function emptyResult(file: string, cwd: string): FileResult {
  return { path: toDisplay(file, cwd), absolutePath: file, scanned: false, findings: [], changed: false, fixesApplied: 0 };
}

function summarize(files: FileResult[], errors: FileError[], analyze: AnalyzeOptions): Summary {
  const summary: Summary = {
    filesScanned: 0,
    filesSkipped: 0,
    filesWithErrors: errors.length,
    filesChanged: 0,
    fixesApplied: 0,
    findingCount: 0,
    bySeverity: { error: 0, warning: 0, info: 0 },
    byFix: { safe: 0, review: 0, manual: 0 },
    fixable: 0,
  };
  for (const f of files) {
    if (f.scanned) summary.filesScanned++;
    if (f.skipped) summary.filesSkipped++;
    if (f.changed) summary.filesChanged++;
    summary.fixesApplied += f.fixesApplied;
    for (const finding of f.findings) {
      summary.findingCount++;
      summary.bySeverity[finding.severity]++;
      summary.byFix[finding.fix]++;
      if (isApplicable(finding, analyze)) summary.fixable++;
    }
  }
  return summary;
}

/** Node's messages already name the code and the path ("EACCES: permission denied, open '…'"). */
function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Like Promise.all over `items.map(fn)`, with at most `limit` running; keeps the order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
