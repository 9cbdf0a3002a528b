// One file through the engine: read it, lint or fix it, write it. The run (engine/run.ts), the
// worker threads (engine/worker.ts) and project mode (engine/project-pass.ts) all use this module, and
// it uses none of them: there is no import cycle between them.
import type { Stats } from 'node:fs';
import type { AnalyzeOptions, Finding } from '../core/index.js';
import { isApplicable } from '../core/fix/edits.js';
import { mayHoldApiCallOr } from '../core/parse/prefilter.js';
import { withFingerprints } from './write/baseline.js';
import { cachedCheck, knownResult } from './cache/access.js';
import type { CacheAccess } from './cache/access.js';
import { toDisplay } from './discover/discover.js';
import { errorText, isolated } from './isolate.js';
import { loadAnalysis } from './load-analysis.js';
import { applyPolicy } from '../core/policy/apply.js';
import { DIRECTIVE_PREFIX, findDirectives } from '../core/policy/directives.js';
import { meetsFloor } from '../core/policy/policy.js';
import { encode, readSource, unifiedDiff } from './text.js';
import { hasNoExtension, kindOfName, readByCore } from '../languages/kinds.js';
import type { ReadLimits } from './text.js';
import { writeFixed, WriteError, writeScope } from './write/fixed-files.js';
import type { WriteScope } from './write/fixed-files.js';
import type { EngineOptions, FileResult, RunMode } from './types.js';

/** What a worker needs to set up the same context as the main thread: the options without callbacks. */
export type WorkerOptions = Omit<EngineOptions, 'onProgress' | 'onWritten'>;

/** What processing a file needs to know about the run. */
export interface Context {
  mode: RunMode;
  analyze: AnalyzeOptions;
  keep: (f: Finding) => boolean;
  /** Whether `--min-confidence` lets the finding through (`keep` is this and `--quiet`). */
  shown: (f: Finding) => boolean;
  rules: EngineOptions['rules'];
  /** `--staged`: the staged content of each file, read instead of the working tree. */
  contents?: Map<string, Buffer>;
  limits: ReadLimits;
  /** Fix mode: where files may be written. */
  scope?: WriteScope;
  /** `--cache`: results of earlier runs, by content hash. */
  cache?: CacheAccess;
  /** A light run's cache (cache/light.ts), opened for the first file the prefilter lets through. */
  openCache?: () => Promise<CacheAccess>;
  /** Project mode is on: files with names only another file can tell wait for it. */
  project: boolean;
  /** Suppression comments of a file of an adapted kind (set once the adapters are loaded). */
  directivesOf?: (text: string, file: string) => ReturnType<typeof findDirectives>;
  /** On a worker thread: fixed files are handed to the main thread to write (`pendingWrite`). */
  onWorker?: boolean;
}

/** What processFile needs, built from the options alone: worker threads build the same one. */
export async function createContext(options: WorkerOptions): Promise<Context> {
  // A dry run is a fix that is not written: without `fix` it would have nothing to show.
  const mode: RunMode = options.dryRun ? 'dry-run' : options.fix ? 'fix' : 'check';
  // The policy the core decides with; the confidence floor and --quiet only choose what is shown.
  const analyze: AnalyzeOptions = { serverVersion: options.serverVersion, fixReview: !!options.fixReview, displayPath: (f) => toDisplay(f, options.cwd) };
  if (options.rules && Object.keys(options.rules).length) analyze.rules = options.rules;
  if (options.baseUrls?.length) analyze.baseUrls = [...options.baseUrls];
  const shown = (f: Finding) => meetsFloor(f, options);
  const keep = (f: Finding) => shown(f) && (!options.quiet || f.severity === 'error');
  const ctx: Context = { mode, analyze, keep, shown, rules: options.rules, limits: { maxFileSize: options.maxFileSize, includeLarge: options.includeLarge }, project: options.project !== false && !options.staged };
  if (mode === 'fix') ctx.scope = await writeScope(options.paths, options.cwd);
  return ctx;
}

/** The adapters (shell, YAML, Markdown, …), loaded for the first file of such a kind that may hold an API call. */
let adapters: Promise<typeof import('../languages/index.js')> | undefined;
const loadAdapters = () => (adapters ??= import('../languages/index.js'));
const analysisFor = (file: string) => (isAdapted(file) ? loadAdapters() : loadAnalysis());
export const isAdapted = (file: string) => {
  const kind = kindOfName(file);
  // A name with no extension was taken for its shebang: the adapters read it (languages/kinds.ts).
  return kind === undefined ? hasNoExtension(file) : !readByCore(kind);
};

/** A file worth decoding: it may hold an API call, or a suppression comment to report on. */
const mayHoldApiCallOrDirective = mayHoldApiCallOr(DIRECTIVE_PREFIX);

/** One file, start to end: whatever it throws is its error, and the run goes on (isolate.ts). */
export function processFile(file: string, cwd: string, ctx: Context): Promise<FileResult> {
  return isolated(
    () => checkFile(file, cwd, ctx),
    (error) => ({ ...emptyResult(file, cwd), scanned: true, error }),
  );
}

async function checkFile(file: string, cwd: string, ctx: Context): Promise<FileResult> {
  const base = emptyResult(file, cwd);
  // Too large, binary, not UTF-8, minified, unreadable: skipped or an error, and the run goes on;
  // but a file that cannot hold an API call is not even decoded (most files of a tree).
  const worth = (raw: string) => {
    const needed = mayHoldApiCallOrDirective(raw, file);
    // --cache remembers it as such: with `metadata`, the next run does not open it.
    if (!needed) ctx.cache?.unneeded(file, raw);
    return needed;
  };
  const opened = ctx.cache?.opened && ((st: Stats) => ctx.cache!.opened!(file, st));
  const source = await readSource(file, ctx.limits, ctx.contents?.get(file), worth, opened);
  if (source.kind === 'unneeded') return { ...base, scanned: true };
  if (source.kind === 'skipped') return { ...base, skipped: source.reason };
  if (source.kind === 'error') return { ...base, error: source.message };
  const { checkText, fixText } = await analysisFor(file);
  const cache = ctx.cache ?? (await ctx.openCache?.());
  if (isAdapted(file)) ctx.directivesOf ??= (await loadAdapters()).directivesOf;
  const { bytes, decoded } = source;
  const { text } = decoded;

  const { analyze } = ctx;
  const facts = (r: { unresolved?: boolean; uncovered?: FileResult['uncovered'] }) => ({
    ...(r.unresolved && ctx.project ? { unresolved: true } : {}),
    ...(r.uncovered?.length ? { uncovered: r.uncovered } : {}),
  });

  if (ctx.mode === 'check') {
    const result = cachedCheck(cache, file, bytes, () => checkText(text, file, analyze));
    return { ...base, scanned: true, ...select(result.findings, text, base.path, ctx), error: result.parseError, ...facts(result) };
  }

  // One check, from the cache when it knows this content; the fix starts from it.
  const known = cache && knownResult(cache, file, bytes);
  const first = known ?? checkText(text, file, analyze);
  // Another file holds part of these URLs (or reads this file's base): project mode fixes this file, with the others.
  if (first.unresolved && ctx.project) return { ...base, scanned: true, ...select(first.findings, text, base.path, ctx), unresolved: true };
  const result =
    first.parseError || !first.findings.some((f) => isApplicable(f, ctx.analyze))
      ? { output: text, remaining: first.findings, appliedCount: 0, error: first.parseError, uncovered: first.uncovered }
      : fixText(text, file, analyze, known ? undefined : first);
  const scanned = { ...base, scanned: true, ...select([...result.remaining, ...(('carried' in result && result.carried) || [])], result.output, base.path, ctx), ...facts(result) };
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
    const { checkText } = await analysisFor(changed.absolutePath);
    const { text } = pendingWrite;
    const error = e instanceof WriteError ? e.message : `cannot write the fixed file: ${errorText(e)}`;
    return isolated(
      async () => ({ ...changed, changed: false, fixesApplied: 0, ...select(checkText(text, changed.absolutePath, ctx.analyze).findings, text, changed.path, ctx), error }),
      () => ({ ...changed, changed: false, fixesApplied: 0, error }),
    );
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
  // A file of an adapted kind has its comments in its own syntax: the adapter reads them.
  const directives = ctx.directivesOf && isAdapted(file) ? ctx.directivesOf(text, file) : findDirectives(text);
  const { shown: kept, suppressed, unused } = applyPolicy(all, { rules: ctx.rules }, directives, file);
  // The text is kept only where formatters may need it (fingerprints are computed already).
  return { findings: kept, ...(kept.length > 0 ? { text } : {}), suppressed, unusedSuppressions: unused };
}

export function emptyResult(file: string, cwd: string): FileResult {
  return { path: toDisplay(file, cwd), absolutePath: file, scanned: false, findings: [], changed: false, fixesApplied: 0 };
}

