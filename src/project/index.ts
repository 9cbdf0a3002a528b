// Project mode: what one file cannot tell (a base URL exported from a config module, a wrapper
// imported from another file) resolved through the whole project, and fixes written into the file
// that holds the text. Loaded only when the per-file pass leaves a name unresolved.
import { analyzeWorkspace } from '../core/analyze.js';
import { isApplicable } from '../core/edits.js';
import { parse } from '../core/parse.js';
import type { AnalyzeOptions, Edit, Finding } from '../core/types.js';
import { Workspace } from '../core/workspace.js';
import path from 'node:path';
import { TsResolver } from './resolver.js';

export interface ProjectFile {
  /** Absolute path. */
  file: string;
  text: string;
}

export interface ProjectResult {
  /** Findings of every file of the project pass (the ones given and the ones they lead to among them). */
  findings: Map<string, Finding[]>;
  /** Fixed texts of the files that changed (with `fix`). */
  outputs: Map<string, string>;
  /** Files whose fixed text would not parse: left unchanged. */
  errors: Map<string, string>;
  /** How many findings' fixes were applied, by file. */
  applied: Map<string, number>;
  /** Every file or folder read or looked for on disk, besides the texts given (absolute paths): the answers hold while these do. */
  consulted: string[];
}

const MAX_PASSES = 10;

/**
 * Analyses the files the per-file pass could not finish (`deferred`, with their texts) as part of
 * their project: the files their names lead to are read as needed, and those among `allowed` (the
 * files of this run) are reported on and fixed too. Paths are absolute or relative to `cwd`.
 */
export interface ProjectOptions extends AnalyzeOptions {
  cwd: string;
  fix?: boolean;
  /** Texts to use instead of what is on disk (files a run holds in memory). */
  texts?: ReadonlyMap<string, string>;
}

export function runProject(deferred: ProjectFile[], allowed: Iterable<string>, options: ProjectOptions): ProjectResult {
  // The language service speaks absolute paths; answers go back under the names given.
  const abs = (f: string) => path.resolve(options.cwd, f);
  const names = new Map<string, string>();
  for (const f of allowed) names.set(abs(f), f);
  for (const f of deferred) names.set(abs(f.file), f.file);
  const known = new Map([...(options.texts ?? [])].map(([f, t]) => [abs(f), t] as const));
  const result = runAbsolute(
    deferred.map((f) => ({ file: abs(f.file), text: f.text })),
    new Set(names.keys()),
    { ...options, texts: known },
  );
  const back = <T>(m: Map<string, T>) => new Map([...m].map(([k, v]) => [names.get(k) ?? k, v] as const));
  return { findings: back(result.findings), outputs: back(result.outputs), errors: back(result.errors), applied: back(result.applied), consulted: result.consulted };
}

function runAbsolute(deferred: ProjectFile[], inRun: ReadonlySet<string>, options: ProjectOptions): ProjectResult {
  const texts = new Map(deferred.map((f) => [f.file, f.text] as const));
  const resolver = new TsResolver({ cwd: options.cwd, texts: new Map([...(options.texts ?? []), ...texts]) });
  let ws = new Workspace(resolver);
  for (const f of deferred) ws.add(f.file, f.text, parse(f.text, f.file));
  analyzeWorkspace(ws, deferred.map((f) => f.file), options); // loads the files their names lead to
  const targets = ws.all().map((c) => c.file).filter((f) => inRun.has(f));
  for (const f of targets) if (!texts.has(f)) texts.set(f, ws.get(f)!.text);
  const originals = new Map(texts);
  let result = analyzeWorkspace(ws, targets, options);
  const outputs = new Map<string, string>();
  const errors = new Map<string, string>();
  const applied = new Map<string, number>();
  if (options.fix) {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const changed = applyProjectFixes(result.findings, texts, options, applied);
      const programs = new Map<string, ReturnType<typeof parse>>();
      for (const [file, text] of changed) {
        try {
          programs.set(file, parse(text, file));
        } catch (e) {
          errors.set(file, `the fixed text would not parse (${(e as Error).message}); file left unchanged`);
        }
      }
      if (programs.size === 0) break;
      for (const file of programs.keys()) {
        texts.set(file, changed.get(file)!);
        resolver.update(file, changed.get(file)!);
      }
      ws = new Workspace(resolver);
      for (const f of targets) ws.add(f, texts.get(f)!, programs.get(f) ?? parse(texts.get(f)!, f));
      result = analyzeWorkspace(ws, targets, options);
    }
    for (const f of targets) if (texts.get(f) !== originals.get(f) && !errors.has(f)) outputs.set(f, texts.get(f)!);
  }
  return { findings: result.findings, outputs, errors, applied, consulted: [...resolver.consulted].sort() };
}

/**
 * One pass of fixes across files: a finding's edits (in its file and in the files holding its
 * text) are taken whole or not at all, and never overlap an edit taken before them.
 */
function applyProjectFixes(findings: Map<string, Finding[]>, texts: Map<string, string>, options: AnalyzeOptions, applied: Map<string, number>): Map<string, string> {
  const taken = new Map<string, Edit[]>();
  const overlaps = (file: string, e: Edit) => (taken.get(file) ?? []).some((t) => e.range[0] <= t.range[1] && t.range[0] <= e.range[1]);
  for (const [file, list] of findings) {
    for (const f of list) {
      if (!isApplicable(f, options)) continue;
      const edits = f.edits!;
      const placed = edits.map((e) => ({ file: e.file ?? file, edit: e }));
      if (placed.some((p) => overlaps(p.file, p.edit))) continue;
      for (const p of placed) taken.set(p.file, [...(taken.get(p.file) ?? []), p.edit]);
      applied.set(file, (applied.get(file) ?? 0) + 1);
    }
  }
  const out = new Map<string, string>();
  for (const [file, edits] of taken) {
    const text = texts.get(file);
    if (text === undefined) continue;
    let next = text;
    for (const e of [...edits].sort((a, b) => b.range[0] - a.range[0])) next = next.slice(0, e.range[0]) + e.text + next.slice(e.range[1]);
    if (next !== text) out.set(file, next);
  }
  return out;
}
