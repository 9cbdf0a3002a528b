// The file engine: discover, read, check or fix, write. Never prints; the fronts format the result.
import path from 'node:path';
import type { AnalyzeOptions } from '../core/index.js';
import { isApplicable } from '../core/fix/edits.js';
import { applyBaseline, readBaseline, writeBaseline } from './write/baseline.js';
import type { ResultCache } from './cache/results.js';
import type { CacheAccess } from './cache/access.js';
import { cacheFilePath } from './cache/location.js';
import { isLightRun } from './cache/light.js';
import { commitWrite, createContext, emptyResult, processFile, type Context } from './lint-file.js';
import { errorText } from './isolate.js';
import { discoverFiles, nothingChecked, toDisplay, UsageError } from './discover/discover.js';
import type { Discovery } from './discover/discover.js';
import { globFilter } from './discover/globs.js';
import { hasNoExtension, kindsFor, nameFilter, type NameFilter } from '../languages/kinds.js';
import { stagedFiles } from './discover/staged.js';
import { settleWrites } from './write/fixed-files.js';
import { checkOutputPath, isSourceOfRun } from './write/output-path.js';
import type { EngineOptions, FileError, FileResult, RunResult, Summary, UnusedSuppression } from './types.js';
import { defaultThreads, WORKER_THRESHOLD } from './threads.js';

/** Writes (--fix) overlap with checking the next files; reading and checking are synchronous. */
const CONCURRENCY = 8;

export async function runEngine(options: EngineOptions): Promise<RunResult> {
  const { cwd } = options;
  const ctx = await createContext(options);
  const { mode, analyze } = ctx;
  if (ctx.scope) ctx.scope.onWritten = options.onWritten;

  if (options.staged && mode === 'fix') throw new UsageError('--staged checks what is staged; it cannot --fix (fix the working tree, then stage it).');
  if (options.updateBaseline && !options.baseline) throw new UsageError('--update-baseline needs --baseline FILE: the file to write.');
  // Read before the scan: a missing or broken baseline is a usage error, better found at once.
  const baselineFile = options.baseline ? path.resolve(cwd, options.baseline) : undefined;
  // The run's own files go where the output rule allows (write/output-path.ts), told before anything is read or written.
  const outputs = [
    ...(options.reportFile ? [{ abs: path.resolve(cwd, options.reportFile), what: 'the report' }] : []),
    ...(baselineFile && options.updateBaseline ? [{ abs: baselineFile, what: 'the baseline' }] : []),
  ].map((o) => ({ ...o, real: checkOutputPath(o.abs, cwd, o.what) }));
  const previous = baselineFile ? readBaseline(baselineFile, toDisplay(baselineFile, cwd), !!options.updateBaseline) : [];

  // The cache is an output too: never through a link, into .git (`--cache-location .git/index`) or onto a source.
  if (options.cache) checkOutputPath(cacheFilePath(cwd, options.cacheLocation), cwd, 'the cache');
  // A light run (a few named files: cache/light.ts) is read as its cold run; the cache is opened for
  // the first file the prefilter lets through, if any (ctx.openCache).
  const light = options.cache && isLightRun(cwd, options.paths, options.cacheStrategy) ? lightCache(options, ctx) : undefined;
  // Else opened before the walk, which it may spare (walk-cache.ts); git's view of the work tree is read meanwhile (cache.ts).
  // The cache's code is loaded only by a run with --cache (a hook's start-up loads what it uses).
  // One module for all of it (results.ts re-exports the walk's and the record's parts): each
  // module imported lazily is a file of the CLI's bundle, loaded and compiled apart.
  const cacheCode = options.cache && !light ? await import('./cache/results.js') : undefined;
  const cache = cacheCode ? await cacheCode.openCache(options, analyze) : undefined;
  const excluded = globFilter(options.include, options.exclude, options.globBase ?? cwd);
  const picked = kindsFor(options.ext);
  if ('error' in picked) throw new UsageError(picked.error);
  const accept = nameFilter(picked.kinds);
  const found = options.stdin
    ? fromStdin(options.stdin, cwd, ctx)
    : options.staged
      ? await discoverStaged(options, ctx, accept, excluded)
      : cache && cacheCode
        ? await cacheCode.discoverWithCache(options.paths, cwd, cache, { ignore: options.ignore, accept }, options.ext)
        : await discoverFiles(options.paths, cwd, { ignore: options.ignore, accept });
  if (!options.staged && !options.stdin) configFilter(found, options, excluded);
  if (cache?.refusal) found.notices.push({ file: cache.file, message: `the cache is not used: ${cache.refusal}` });
  for (const o of outputs) {
    if (isSourceOfRun(o.abs, o.real, found.files)) throw new UsageError(`${o.what} cannot be written to ${toDisplay(o.abs, cwd)}: the run reads that file as source; choose another file`);
  }
  // The baseline and the report are the tool's own files (JSON, which the configuration kind would
  // read; the report is written after the run read it, so a record of the run would never hold).
  const own = new Set([baselineFile, options.reportFile && path.resolve(cwd, options.reportFile)]);
  found.files = found.files.filter((f) => !own.has(f));
  const skipped: FileResult[] = found.skipped.map(({ file, reason }) => ({
    ...emptyResult(file, cwd),
    skipped: reason,
  }));
  const processed = await processAll(found.files, options, ctx, cache);
  const used = cache ?? (await light?.opened());
  if (light && used?.refusal) found.notices.push({ file: used.file, message: `the cache is not used: ${used.refusal}` });
  if (ctx.project && processed.some((r) => r.unresolved)) await (await import('./project-pass.js')).projectPass(processed, found.files, options, ctx, used);
  if (cache && cacheCode && options.onRunFacts) options.onRunFacts(cacheCode.runFacts(cache, found.files));
  // Written once, at the end (by the caller after its report, when it asks to); a cache that
  // cannot be written here is reported, and the results stand.
  const saving = options.deferCacheSave ? undefined : used;
  if (used && options.deferCacheSave) options.deferCacheSave(() => used.save());
  const cacheError = await saving?.save().then(
    () => undefined,
    (e: unknown) => ({ file: saving.file, message: `cannot write the cache: ${errorText(e)}` }),
  );
  if (cacheError) found.errors.push(cacheError);
  settleWrites();
  const files = [...processed, ...skipped].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  // The baseline records, and is matched against, every finding: what --min-confidence and
  // --quiet show is decided after it.
  const unusedSuppressions: UnusedSuppression[] = files.flatMap((f) => f.unusedSuppressions ?? []);
  let baselineWritten: RunResult['baselineWritten'];
  if (baselineFile && options.updateBaseline) {
    const entries = await writeBaseline(baselineFile, files, previous, cwd);
    baselineWritten = { file: toDisplay(baselineFile, cwd), entries: entries.length };
    applyBaseline(files, entries);
  } else if (baselineFile) {
    unusedSuppressions.push(...applyBaseline(files, previous));
  }
  // Counted, so that a run whose findings were all hidden does not read as a clean one.
  const hidden = { quiet: 0, minConfidence: 0 };
  for (const f of files) {
    f.findings = f.findings.filter((finding) => {
      if (ctx.keep(finding)) return true;
      hidden[ctx.shown(finding) ? 'quiet' : 'minConfidence']++;
      return false;
    });
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
    summary: { ...summarize(files, errors, analyze, found), hidden, ...(options.serverVersion ? { serverVersion: options.serverVersion } : {}) },
    uncoveredEndpoints: files.flatMap((f) => (f.uncovered ?? []).map((u) => ({ file: f.path, ...u }))),
    // Unused suppressions are warnings: --quiet drops them with the other warnings.
    unusedSuppressions: options.quiet ? [] : unusedSuppressions,
    ...(options.staged ? { staged: true } : {}),
    ...(found.notices.length > 0 ? { notices: found.notices.map((n) => ({ file: toDisplay(n.file, cwd), message: n.message })) } : {}),
    ...(baselineWritten ? { baselineWritten } : {}),
  };
}

/**
 * Every discovered file through processFile, in their order: on worker threads when there are
 * many files and more than one core, else here. With `--cache`, the cache is read first.
 */
async function processAll(all: string[], options: EngineOptions, ctx: Context, cache?: ResultCache): Promise<FileResult[]> {
  // A first run over a git work tree has nothing cached to spare a file by: it goes on while git reads its view (deferView).
  const early = !!cache?.deferView();
  if (!early) await cache?.ready();
  let done = 0;
  const progress = () => options.onProgress?.(++done, all.length);
  // Files the cache vouches for, with nothing to report, are not opened (staged content is not the work tree's).
  const known = cache && !ctx.contents && !early ? all.map((file) => cache.unopened(file)) : [];
  const files = known.length ? all.filter((_, i) => !known[i]) : all;
  const threads = options.threads ?? defaultThreads();
  const here = cache ? { ...ctx, cache: (await import('./cache/results.js')).mainThreadAccess(cache) } : ctx;
  let results: FileResult[];
  // Staged content lives in this thread's memory; a hook's few files stay here anyway.
  if (threads > 1 && files.length >= WORKER_THRESHOLD && !ctx.contents) {
    const { onProgress: _progress, onWritten: _written, onRunFacts: _facts, deferCacheSave: _save, ...rest } = options;
    // Fixes are written here, in the order they arrive, while the workers go on.
    const written = new Map<number, FileResult>();
    let writing = Promise.resolve();
    const onResult = (index: number, result: FileResult) => {
      progress();
      if (result.pendingWrite) writing = writing.then(async () => void written.set(index, await commitWrite(result, ctx)));
    };
    const local = (file: string) => processFile(file, options.cwd, here);
    // Loaded only here: a run on this thread loads no pool and no node:worker_threads.
    const { processInWorkers } = await import('./worker.js');
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
  // The run record's facts need git's view (run-record.ts).
  if (early) await cache?.ready();
  if (files === all) return results;
  const opened = results.values();
  return all.map((file, i) => (known[i] ? (progress(), { ...emptyResult(file, options.cwd), scanned: true }) : opened.next().value!));
}

/**
 * A light run's cache, opened when a file first asks for it (ctx.openCache): a run whose files the
 * prefilter all turns away loads no cache code and reads or writes nothing of the cache.
 */
function lightCache(options: EngineOptions, ctx: Context): { opened(): Promise<ResultCache | undefined> } {
  let opening: Promise<{ cache: ResultCache; access: CacheAccess }> | undefined;
  ctx.openCache = async () => {
    opening ??= (async () => {
      const code = await import('./cache/results.js');
      const cache = await code.openCache(options, ctx.analyze);
      return { cache, access: code.mainThreadAccess(cache) };
    })();
    return (await opening).access;
  };
  return { opened: async () => (opening ? (await opening).cache : undefined) };
}

/** `--stdin`: the one text to check, under the name it is reported as; read from memory like staged content. */
function fromStdin(stdin: { file: string; text: string }, cwd: string, ctx: Context) {
  const file = path.resolve(cwd, stdin.file);
  ctx.contents = new Map([[file, Buffer.from(stdin.text, 'utf8')]]);
  return { files: [file], skipped: [], errors: [], notices: [], empty: [] as string[] };
}

/** The staged files of the run's kinds (`--staged`), a script with no extension by its staged shebang, their content kept for processFile. */
async function discoverStaged(options: EngineOptions, ctx: Context, accept: NameFilter, excluded: (file: string) => string | undefined) {
  const { scriptHead } = accept;
  const byContent = scriptHead && { name: (file: string) => hasNoExtension(file) && !excluded(file), content: scriptHead };
  const staged = await stagedFiles(options.paths, options.cwd, (file) => accept(path.basename(file)) && !excluded(file), byContent);
  ctx.contents = new Map(staged.map((s) => [s.file, s.contents]));
  const empty = staged.length === 0 ? [`no staged file to check${options.paths.length > 0 ? ` under ${options.paths.join(', ')}` : ''}`] : [];
  return { files: staged.map((s) => s.file).sort(), skipped: [], errors: [], notices: [], empty };
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
  if (files.length === 0 && found.files.length > 0) found.empty.push(`every file found is left out: ${excluded(found.files[0])} (--no-exclude turns exclude off)`);
  found.files = files;
  found.skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function summarize(files: FileResult[], errors: FileError[], analyze: AnalyzeOptions, found: Discovery): Summary {
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
    hidden: { quiet: 0, minConfidence: 0 },
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
  if (summary.filesScanned === 0) summary.nothingChecked = nothingChecked(found, summary);
  return summary;
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
