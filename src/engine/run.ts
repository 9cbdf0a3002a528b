// The file engine: discover, read, check or fix, write. Never prints; the fronts format the result.
import path from 'node:path';
import type { AnalyzeOptions, Confidence, Finding } from '../core/index.js';
import { isApplicable } from '../core/edits.js';
import { mayHoldApiCall } from '../core/prefilter.js';
import { CONFIDENCES } from '../core/types.js';
import { applyBaseline, readBaseline, withFingerprints, writeBaseline } from './baseline.js';
import { cachedCheck, knownResult, mainThreadAccess, openCache, ResultCache } from './cache.js';
import type { CacheAccess } from './cache.js';
import { toDisplay, UsageError } from './files.js';
import type { Discovery } from './files.js';
import { globFilter, isCandidateName } from './globs.js';
import { projectPass } from './project.js';
import { stagedFiles } from './staged.js';
import { applyDirectives, applyRuleLevels, DIRECTIVE_PREFIX, findDirectives, isSuppressed, levelOf } from './suppressions.js';
import { encode, readSource, unifiedDiff } from './text.js';
import type { ReadLimits } from './text.js';
import { discoverWithCache } from './walk-cache.js';
import { settleWrites, writeFixed, WriteError, writeScope } from './write.js';
import type { WriteScope } from './write.js';
import type { EngineOptions, FileError, FileResult, RunMode, RunResult, Summary, UnusedSuppression } from './types.js';
import { defaultThreads, processInWorkers, WORKER_THRESHOLD } from './worker.js';
import type { WorkerOptions } from './worker.js';

/** Writes (--fix) overlap with checking the next files; reading and checking are synchronous. */
const CONCURRENCY = 8;

/** What processing a file needs to know about the run. */
export interface Context {
  mode: RunMode;
  analyze: AnalyzeOptions;
  keep: (f: Finding) => boolean;
  rules: EngineOptions['rules'];
  /** `--staged`: the staged content of each file, read instead of the working tree. */
  contents?: Map<string, Buffer>;
  limits: ReadLimits;
  /** Fix mode: where files may be written. */
  scope?: WriteScope;
  /** `--cache`: results of earlier runs, by content hash. */
  cache?: CacheAccess;
  /** Project mode is on: files with names only another file can tell wait for it. */
  project: boolean;
  /** On a worker thread: fixed files are handed to the main thread to write (`pendingWrite`). */
  onWorker?: boolean;
}

export async function runEngine(options: EngineOptions): Promise<RunResult> {
  const { cwd } = options;
  const ctx = await createContext(options);
  const { mode, analyze } = ctx;

  if (options.staged && mode === 'fix') throw new UsageError('--staged checks what is staged; it cannot --fix (fix the working tree, then stage it).');
  if (options.updateBaseline && !options.baseline) throw new UsageError('--update-baseline needs --baseline FILE: the file to write.');
  // Read before the scan: a missing or broken baseline is a usage error, better found at once.
  const baselineFile = options.baseline ? path.resolve(cwd, options.baseline) : undefined;
  const previous = baselineFile ? await readBaseline(baselineFile, toDisplay(baselineFile, cwd), !!options.updateBaseline) : [];

  // Opened before the walk, which it may spare (walk-cache.ts); git's view of the work tree is read meanwhile (cache.ts).
  const cache = options.cache ? await openCache(options, analyze) : undefined;
  const excluded = globFilter(options.include, options.exclude, options.globBase ?? cwd);
  const found = options.staged ? await discoverStaged(options, ctx, excluded) : await discoverWithCache(options.paths, cwd, cache);
  if (!options.staged) configFilter(found, options, excluded);
  const skipped: FileResult[] = found.skipped.map(({ file, reason }) => ({
    ...emptyResult(file, cwd),
    skipped: reason,
  }));
  const processed = await processAll(found.files, options, ctx, cache);
  if (ctx.project && processed.some((r) => r.unresolved)) await projectPass(processed, found.files, options, ctx, cache);
  // Written once, at the end; a cache that cannot be written is reported, and the results stand.
  const cacheError = await cache?.save().then(
    () => undefined,
    (e: unknown) => ({ file: cache.file, message: `cannot write the cache: ${errorText(e)}` }),
  );
  if (cacheError) found.errors.push(cacheError);
  settleWrites();
  const files = [...processed, ...skipped].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  // The baseline records, and is matched against, every finding: what --min-confidence and
  // --quiet show is decided after it.
  const unusedSuppressions: UnusedSuppression[] = files.flatMap((f) => f.unusedSuppressions ?? []);
  let baselineWritten: RunResult['baselineWritten'];
  if (baselineFile && options.updateBaseline) {
    const entries = await writeBaseline(baselineFile, files, previous);
    baselineWritten = { file: toDisplay(baselineFile, cwd), entries: entries.length };
    applyBaseline(files, entries);
  } else if (baselineFile) {
    unusedSuppressions.push(...applyBaseline(files, previous));
  }
  for (const f of files) {
    f.findings = f.findings.filter(ctx.keep);
    if (f.findings.length === 0) delete f.text;
  }

  const errors: FileError[] = [
    ...found.errors.map((e) => ({ file: toDisplay(e.file, cwd), message: e.message })),
    ...files.filter((f) => f.error).map((f) => ({ file: f.path, message: f.error! })),
  ];
  return {
    mode,
    fixReview: !!options.fixReview,
    files,
    errors,
    summary: summarize(files, errors, analyze),
    uncoveredEndpoints: files.flatMap((f) => (f.uncovered ?? []).map((u) => ({ file: f.path, ...u }))),
    // Unused suppressions are warnings: --quiet drops them with the other warnings.
    unusedSuppressions: options.quiet ? [] : unusedSuppressions,
    ...(baselineWritten ? { baselineWritten } : {}),
  };
}

/** What processFile needs, built from the options alone: worker threads build the same one. */
export async function createContext(options: WorkerOptions): Promise<Context> {
  // A dry run is a fix that is not written: without `fix` it would have nothing to show.
  const mode: RunMode = options.dryRun ? 'dry-run' : options.fix ? 'fix' : 'check';
  const analyze: AnalyzeOptions = { serverVersion: options.serverVersion, fixReview: !!options.fixReview, displayPath: (f) => toDisplay(f, options.cwd) };
  if (options.baseUrls?.length) analyze.baseUrls = [...options.baseUrls];
  const floor = CONFIDENCES.indexOf(options.minConfidence ?? 'low');
  const keep = (f: Finding) => confidenceRank(f.confidence) >= floor && (!options.quiet || f.severity === 'error');
  const ctx: Context = { mode, analyze, keep, rules: options.rules, limits: { maxFileSize: options.maxFileSize, includeLarge: options.includeLarge }, project: options.project !== false && !options.staged };
  if (mode === 'fix') ctx.scope = await writeScope(options.paths, options.cwd);
  return ctx;
}

/**
 * Every discovered file through processFile, in their order: on worker threads when there are
 * many files and more than one core, else here. With `--cache`, the cache is read first.
 */
async function processAll(all: string[], options: EngineOptions, ctx: Context, cache?: ResultCache): Promise<FileResult[]> {
  await cache?.ready();
  let done = 0;
  const progress = () => options.onProgress?.(++done, all.length);
  // Files the cache vouches for, with nothing to report, are not opened (staged content is not the work tree's).
  const known = cache && !ctx.contents ? all.map((file) => cache.unopened(file)) : [];
  const files = known.length ? all.filter((_, i) => !known[i]) : all;
  const threads = options.threads ?? defaultThreads();
  const here = cache ? { ...ctx, cache: mainThreadAccess(cache) } : ctx;
  let results: FileResult[];
  // Staged content lives in this thread's memory; a hook's few files stay here anyway.
  if (threads > 1 && files.length >= WORKER_THRESHOLD && !ctx.contents) {
    const { onProgress: _progress, ...rest } = options;
    // Fixes are written here, in the order they arrive, while the workers go on.
    const written = new Map<number, FileResult>();
    let writing = Promise.resolve();
    const onResult = (index: number, result: FileResult) => {
      progress();
      if (result.pendingWrite) writing = writing.then(async () => void written.set(index, await commitWrite(result, ctx)));
    };
    const local = (file: string) => processFile(file, options.cwd, here);
    results = await processInWorkers(files, { threads, options: rest, cache, onResult, local });
    await writing;
    for (const [index, result] of written) results[index] = result;
  } else {
    results = await mapLimit(files, CONCURRENCY, async (file) => {
      const result = await processFile(file, options.cwd, here);
      progress();
      return result;
    });
  }
  if (files === all) return results;
  const opened = results.values();
  return all.map((file, i) => (known[i] ? (progress(), { ...emptyResult(file, options.cwd), scanned: true }) : opened.next().value!));
}

/** The staged JS/TS files (`--staged`), their content kept for processFile. */
async function discoverStaged(options: EngineOptions, ctx: Context, excluded: (file: string) => string | undefined) {
  const staged = await stagedFiles(options.paths, options.cwd, (file) => isCandidateName(file) && !excluded(file));
  ctx.contents = new Map(staged.map((s) => [s.file, s.contents]));
  return { files: staged.map((s) => s.file).sort(), skipped: [], errors: [] };
}

/**
 * Applies include/exclude to what discovery found: files from folder searches drop out quietly,
 * files named on the command line (a hook passes them) are listed as skipped with the reason.
 */
function configFilter(found: Discovery, options: EngineOptions, excluded: (file: string) => string | undefined): void {
  if (!options.include?.length && !options.exclude?.length) return;
  const named = new Set(options.paths.map((p) => path.resolve(options.cwd, p)));
  const files: string[] = [];
  for (const file of found.files) {
    const reason = excluded(file);
    if (!reason) files.push(file);
    else if (named.has(file)) found.skipped.push({ file, reason });
  }
  found.files = files;
  found.skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** The analysis, loaded for the first file that may hold an API call: most hook runs have none. */
let analysis: Promise<typeof import('../core/check.js')> | undefined;
const loadAnalysis = () => (analysis ??= import('../core/check.js'));

export async function processFile(file: string, cwd: string, ctx: Context): Promise<FileResult> {
  const base = emptyResult(file, cwd);
  // Too large, binary, not UTF-8, minified, unreadable: skipped or an error, and the run goes on;
  // but a file that cannot hold an API call is not even decoded (most files of a tree).
  const worth = (raw: string) => {
    const needed = mayHoldApiCall(raw, file) || raw.includes(DIRECTIVE_PREFIX);
    // --cache remembers it as such: with `metadata`, the next run does not open it.
    if (!needed) ctx.cache?.unneeded(file, raw);
    return needed;
  };
  const source = await readSource(file, ctx.limits, ctx.contents?.get(file), worth);
  if (source.kind === 'unneeded') return { ...base, scanned: true };
  if (source.kind === 'skipped') return { ...base, skipped: source.reason };
  if (source.kind === 'error') return { ...base, error: source.message };
  const { checkText, fixText } = await loadAnalysis();
  const { bytes, decoded } = source;
  const { text } = decoded;

  // Suppressed findings and rules turned off are neither fixed nor allowed to hold a base back.
  const careful = text.includes(DIRECTIVE_PREFIX) || Object.values(ctx.rules ?? {}).includes('off');
  const analyze = careful ? { ...ctx.analyze, skip: skipIn(ctx) } : ctx.analyze;
  const facts = (r: { unresolved?: boolean; uncovered?: FileResult['uncovered'] }) => ({
    ...(r.unresolved && ctx.project ? { unresolved: true } : {}),
    ...(r.uncovered?.length ? { uncovered: r.uncovered } : {}),
  });

  if (ctx.mode === 'check') {
    const result = cachedCheck(ctx.cache, file, bytes, () => checkText(text, file, analyze));
    return { ...base, scanned: true, ...select(result.findings, text, base.path, ctx), error: result.parseError, ...facts(result) };
  }

  // One check, from the cache when it knows this content; the fix starts from it.
  const known = ctx.cache && knownResult(ctx.cache, file, bytes);
  const first = known ?? checkText(text, file, analyze);
  // Another file holds part of these URLs: project mode fixes this file, with the others.
  if (first.unresolved && ctx.project) return { ...base, scanned: true, ...select(first.findings, text, base.path, ctx), unresolved: true };
  const result =
    first.parseError || !first.findings.some((f) => isApplicable(f, ctx.analyze))
      ? { output: text, remaining: first.findings, appliedCount: 0, error: first.parseError, uncovered: first.uncovered }
      : fixText(text, file, analyze, known ? undefined : first);
  const scanned = { ...base, scanned: true, ...select(result.remaining, result.output, base.path, ctx), ...facts(result) };
  // On `error` fixText hands back the original text and findings: nothing to write.
  if (result.error) return { ...scanned, error: result.error };
  if (result.output === text) return scanned;
  const changed: FileResult = { ...scanned, changed: true, fixesApplied: result.appliedCount };
  if (ctx.mode === 'dry-run') return { ...changed, diff: unifiedDiff(base.path, text, result.output) };
  // Line endings survive by themselves: the core's edits replace ranges of the original text.
  const pendingWrite = { bytes, content: encode({ ...decoded, text: result.output }), text };
  return ctx.onWorker ? { ...changed, pendingWrite } : commitWrite({ ...changed, pendingWrite }, ctx);
}

/** Writes a fixed file (on the main thread); if it cannot be written, its findings are the original text's. */
export async function commitWrite(result: FileResult, ctx: Context): Promise<FileResult> {
  const { pendingWrite, ...changed } = result;
  if (!pendingWrite) return result;
  try {
    await writeFixed(changed.absolutePath, pendingWrite.bytes, pendingWrite.content, ctx.scope!);
    return changed;
  } catch (e) {
    // The file on disk is unchanged, so its findings are those of the original text.
    const { checkText } = await loadAnalysis();
    const { text } = pendingWrite;
    const original = select(checkText(text, changed.absolutePath, ctx.analyze).findings, text, changed.path, ctx);
    return { ...changed, changed: false, fixesApplied: 0, ...original, error: e instanceof WriteError ? e.message : `cannot write the fixed file: ${errorText(e)}` };
  }
}

/**
 * The findings of `text` as reported: sorted, fingerprinted (before anything is dropped, so that
 * the configuration does not change them), graded by the configuration, without the suppressed.
 */
export function select(
  findings: Finding[],
  text: string,
  file: string,
  ctx: Context,
): Pick<FileResult, 'findings' | 'text' | 'suppressed' | 'unusedSuppressions'> {
  const sorted = [...findings].sort(
    (a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1] || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
  const all = withFingerprints(file, text, sorted);
  const graded = applyRuleLevels(all, ctx.rules);
  const { kept, suppressed, unused } = applyDirectives(graded, findDirectives(text), file);
  // The text is kept only where formatters may need it (fingerprints are computed already).
  return { findings: kept, ...(kept.length > 0 ? { text } : {}), suppressed, unusedSuppressions: unused };
}

/** The core's `skip`: a rule turned off, or a suppression comment, for a finding at a line of `text`. */
function skipIn(ctx: Context): NonNullable<AnalyzeOptions['skip']> {
  let last: { text: string; directives: ReturnType<typeof findDirectives> } | undefined;
  return (f, text) => {
    if (last?.text !== text) last = { text, directives: findDirectives(text) };
    return levelOf(f, ctx.rules) === 'off' || isSuppressed(last.directives, { ...f, start: { line: f.line, column: 1 } });
  };
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
    suppressed: 0,
    baselined: 0,
  };
  for (const f of files) {
    if (f.scanned) summary.filesScanned++;
    if (f.skipped) summary.filesSkipped++;
    if (f.changed) summary.filesChanged++;
    summary.fixesApplied += f.fixesApplied;
    summary.suppressed += f.suppressed ?? 0;
    summary.baselined += f.baselined ?? 0;
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
