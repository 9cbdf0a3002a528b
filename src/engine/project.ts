// The project pass: files whose URLs use names only another file defines go to project mode
// (the TypeScript language service), loaded only now, with the files of the run their names lead to.
import type { Finding } from '../core/index.js';
import type { ProjectFile, ProjectResult } from '../project/index.js';
import { contentHash, type ResultCache } from './cache.js';
import { commitWrite, select, type Context } from './file.js';
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
  const deferred: ProjectFile[] = [];
  for (const r of results.filter((x) => x.unresolved)) {
    const s = await read(r.absolutePath);
    if (s) deferred.push({ file: r.absolutePath, text: s.decoded.text });
  }
  // With --cache, a check whose files and everything project mode consulted are unchanged takes
  // the last pass's findings: TypeScript is not even loaded.
  const cacheable = cache && ctx.mode === 'check' ? cache : undefined;
  const hashes = cacheable ? Object.fromEntries(deferred.map((f) => [f.file, contentHash(sources.get(f.file)!.bytes)])) : {};
  const cached = cacheable?.project(hashes);
  let outcome: Pick<ProjectResult, 'findings' | 'outputs' | 'errors' | 'applied'>;
  if (cached) outcome = { findings: cached, outputs: new Map(), errors: new Map(), applied: new Map() };
  else {
    const { runProject } = await import('../project/index.js');
    try {
      const fresh = runProject(deferred, runFiles, { ...ctx.analyze, cwd: options.cwd, fix: ctx.mode !== 'check' });
      cacheable?.setProject(hashes, fresh.consulted, fresh.findings);
      outcome = fresh;
    } catch (e) {
      // The per-file results stand; say why the project view is missing.
      const why = outOfStack(e) ? `a file it reads is ${OUT_OF_STACK}` : errorText(e);
      for (const r of results.filter((x) => x.unresolved)) r.error ??= `project mode failed, per-file findings only: ${why}`;
      return;
    }
  }
  for (const [file, findings] of outcome.findings) {
    const r = byFile.get(file);
    if (r) await isolated(() => settle(r, file, findings), (error) => void (r.error = error));
  }

  /** One file's project findings into its result, and its fix onto the disk. */
  async function settle(r: FileResult, file: string, findings: Finding[]): Promise<void> {
    const s = await read(file);
    if (!s) return;
    const output = outcome.outputs.get(file);
    const text = output ?? s.decoded.text;
    Object.assign(r, select(findings, text, r.path, ctx), { scanned: true });
    if (outcome.errors.has(file)) r.error = outcome.errors.get(file);
    if (output === undefined || output === s.decoded.text) return;
    const changed = { ...r, changed: true, fixesApplied: r.fixesApplied + (outcome.applied.get(file) ?? 0) };
    if (ctx.mode === 'dry-run') {
      Object.assign(r, changed, { diff: unifiedDiff(r.path, s.decoded.text, output) });
      return;
    }
    Object.assign(r, await commitWrite({ ...changed, pendingWrite: { bytes: s.bytes, content: encode({ ...s.decoded, text: output }), text: s.decoded.text } }, ctx));
  }
}
