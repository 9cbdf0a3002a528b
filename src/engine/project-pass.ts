// The project pass: files whose URLs use names only another file defines go to project mode
// (the TypeScript language service), loaded only now, with the files of the run their names lead to;
// files of the adapted kinds (scripts, CI, .env, Dockerfiles) whose bases other files read, or
// that read a base another file assigns, are linked by name (languages/virtual/links.ts).
import type { Finding } from '../core/index.js';
import { hasNoExtension, isModuleCode, kindOf, kindOfName, READS_ENVIRONMENT } from '../languages/kinds.js';
import type { ProjectFile, ProjectResult } from '../project/index.js';
import { contentHash } from './cache/path-state.js';
import type { ResultCache } from './cache/results.js';
import { commitWrite, isAdapted, select, type Context } from './lint-file.js';
import { encode, readSource, unifiedDiff, type Decoded } from './text.js';
import type { EngineOptions, FileResult } from './types.js';
import { errorText, isolated, OUT_OF_STACK, outOfStack } from './isolate.js';

export async function projectPass(results: FileResult[], runFiles: readonly string[], options: EngineOptions, ctx: Context, cache?: ResultCache): Promise<void> {
  const byFile = new Map(results.map((r) => [r.absolutePath, r] as const));
  const sources = new Map<string, { bytes: Buffer; decoded: Decoded }>();
  const read = async (file: string) => {
    if (!sources.has(file)) {
      const s = await readSource(file, ctx.limits);
      if (s.kind === 'text') sources.set(file, { bytes: s.bytes, decoded: s.decoded });
    }
    return sources.get(file);
  };
  // A component's code is a module: it goes with the modules (languages/language.ts `moduleCode`).
  const toProject = (file: string) => !isAdapted(file) || isModuleCode(file);
  if (results.some((x) => x.unresolved && !toProject(x.absolutePath))) await linkPass(results, runFiles, ctx, read);
  const deferred: ProjectFile[] = [];
  if (!results.some((x) => x.unresolved && toProject(x.absolutePath))) return;
  for (const r of results.filter((x) => x.unresolved && toProject(x.absolutePath))) {
    const s = await read(r.absolutePath);
    if (s) deferred.push({ file: r.absolutePath, text: s.decoded.text });
  }
  // With --cache, a check whose files and everything project mode consulted are unchanged takes
  // the last pass's findings: TypeScript is not even loaded.
  const cacheable = cache && ctx.mode === 'check' ? cache : undefined;
  // The run's files too: a package's base is judged from all of its files (project/package-base.ts),
  // and a file added to it is no file project mode read.
  const hashes = cacheable ? { ...Object.fromEntries(deferred.map((f) => [f.file, contentHash(sources.get(f.file)!.bytes)])), '': contentHash(Buffer.from(runFiles.join('\0'))) } : {};
  const cached = cacheable?.project(hashes);
  let outcome: Pick<ProjectResult, 'findings' | 'outputs' | 'errors' | 'applied' | 'dataValues'>;
  if (cached) outcome = { ...cached, outputs: new Map(), errors: new Map(), applied: new Map() };
  else {
    const { runProject } = await import('../project/index.js');
    try {
      // Components among the run's files are read as modules: the adapters say what their code is.
      const moduleCode = runFiles.some(isModuleCode) ? (await import('../languages/index.js')).moduleCode : undefined;
      const fresh = runProject(deferred, runFiles, { ...ctx.analyze, cwd: options.cwd, fix: ctx.mode !== 'check', ...(moduleCode ? { moduleCode } : {}) });
      cacheable?.setProject(hashes, fresh.consulted, fresh.findings, fresh.dataValues);
      outcome = fresh;
    } catch (e) {
      // The per-file results stand; say why the project view is missing.
      const why = outOfStack(e) ? `a file it reads is ${OUT_OF_STACK}` : errorText(e);
      for (const r of results.filter((x) => x.unresolved && toProject(x.absolutePath))) r.error ??= `project mode failed, per-file findings only: ${why}`;
      return;
    }
  }
  // A file of another kind the project pass read only for what it holds (a YAML file whose key a call reads by
  // name) is not one it reports on: its findings are its own pass's, unless the project's fix changed it.
  const owns = (file: string) => outcome.findings.has(file) && (toProject(file) || outcome.outputs.has(file));
  for (const [file, findings] of outcome.findings) {
    const r = byFile.get(file);
    if (r && owns(file)) await isolated(() => settle(r, file, findings), (error) => void (r.error = error));
  }
  // A data file whose base the code moves (a JSON file a module reads): its own findings on that value are
  // the code's finding now (reported where the code reads it), and the moved text is written.
  for (const [file, ranges] of outcome.dataValues) {
    const r = byFile.get(file);
    if (!r || owns(file)) continue;
    const kept = r.findings.filter((f) => !ranges.some((e) => f.range[0] <= e[1] && e[0] <= f.range[1]));
    await isolated(() => settle(r, file, kept), (error) => void (r.error = error));
  }

  /** One file's project findings into its result, and its fix onto the disk. */
  async function settle(r: FileResult, file: string, findings: Finding[]): Promise<void> {
    const s = await read(file);
    if (s) await settleFile(r, s, findings, outcome.outputs.get(file), outcome.errors.get(file), outcome.applied.get(file), ctx);
  }
}

type Source = { bytes: Buffer; decoded: Decoded };

/** One file's findings from a pass over several files into its result, and its fix onto the disk. */
async function settleFile(r: FileResult, s: Source, findings: Finding[], output: string | undefined, error: string | undefined, applied: number | undefined, ctx: Context): Promise<void> {
  const text = output ?? s.decoded.text;
  Object.assign(r, select(findings, text, r.path, ctx), { scanned: true });
  if (error) r.error = error;
  if (output === undefined || output === s.decoded.text) return;
  // A dry run wrote nothing: the project's fix starts from the file as it is, so its count replaces the file's own run's.
  const changed = { ...r, changed: true, fixesApplied: (ctx.mode === 'dry-run' ? 0 : r.fixesApplied) + (applied ?? 0) };
  if (ctx.mode === 'dry-run') {
    Object.assign(r, changed, { diff: unifiedDiff(r.path, s.decoded.text, output) });
    return;
  }
  Object.assign(r, await commitWrite({ ...changed, pendingWrite: { bytes: s.bytes, content: encode({ ...s.decoded, text: output }), text: s.decoded.text } }, ctx));
}


/**
 * The adapted files left to the link (bases shared by name across scripts, CI, `.env`,
 * Dockerfiles, Makefiles): linted, and fixed, together. The run's files of other kinds are read
 * only when some base is shared, and only those that name it.
 */
async function linkPass(results: FileResult[], runFiles: readonly string[], ctx: Context, read: (file: string) => Promise<Source | undefined>): Promise<void> {
  const linked = results.filter((x) => x.unresolved && isAdapted(x.absolutePath) && !isModuleCode(x.absolutePath));
  try {
    const { linkedNames, linkRun } = await import('../languages/virtual/links.js');
    // The per-file pass may have run on worker threads: the suppression comments are read here too.
    ctx.directivesOf ??= (await import('../languages/index.js')).directivesOf;
    const texts = new Map<string, string>();
    for (const r of linked) {
      const s = await read(r.absolutePath);
      if (s) texts.set(r.absolutePath, s.decoded.text);
    }
    const names = [...linkedNames(texts)];
    const others = new Map<string, string>();
    if (names.length)
      for (const file of runFiles) {
        // A script with no extension is of the kind its shebang names (the walk took it so).
        const named = kindOfName(file);
        if (named ? !READS_ENVIRONMENT.has(named) : !hasNoExtension(file)) continue;
        const s = await readSource(file, ctx.limits);
        if (s.kind === 'text' && READS_ENVIRONMENT.has(kindOf(file, s.decoded.text)!) && names.some((n) => s.decoded.text.includes(n))) others.set(file, s.decoded.text);
      }
    const outcome = linkRun(texts, { ...ctx.analyze, others }, ctx.mode !== 'check');
    for (const r of linked) {
      const findings = outcome.findings.get(r.absolutePath);
      const s = findings && (await read(r.absolutePath));
      if (s) await isolated(() => settleFile(r, s, findings, outcome.outputs.get(r.absolutePath), outcome.errors.get(r.absolutePath), outcome.applied.get(r.absolutePath), ctx), (error) => void (r.error = error));
    }
  } catch (e) {
    // The per-file results stand; say why the linked view is missing.
    const why = outOfStack(e) ? `a file it reads is ${OUT_OF_STACK}` : errorText(e);
    for (const r of linked) r.error ??= `linking the bases shared across files failed, per-file findings only: ${why}`;
  }
}

