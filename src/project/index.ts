// Project mode: what one file cannot tell (a base URL exported from a config module, a wrapper
// imported from another file) resolved through the whole project by the TypeScript resolver; the
// core's linter does the rest, as for one file. Loaded only when the per-file pass leaves a name
// unresolved.
import { lint, lintAndFix, workspaceOf } from '../core/linter.js';
import { withCarried } from '../core/decide/carried.js';
import type { Finding } from '../core/types.js';
import type { AnalyzeOptions } from '../core/policy/policy.js';
import path from 'node:path';
import { TsResolver, type ModuleCode } from './resolver.js';
import { diskReader, packageBases, type PackageReader } from './package-base.js';
import { CODE_EXTENSION } from '../languages/kinds.js';

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
  /** The ranges of the run's data files (a JSON file a module reads) that a base's move edits: their own findings there are the code's now. */
  dataValues: Map<string, Array<readonly [number, number]>>;
}

/**
 * Analyses the files the per-file pass could not finish (`deferred`, with their texts) as part of
 * their project: the files their names lead to are read as needed, and those among `allowed` (the
 * files of this run) are reported on and fixed too. Paths are absolute or relative to `cwd`.
 */
export interface ProjectOptions extends AnalyzeOptions {
  cwd: string;
  fix?: boolean;
  /** A component's code at its own offsets (languages/index.ts `moduleCode`): components read as modules. */
  moduleCode?: ModuleCode;
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
  return { findings: back(result.findings), outputs: back(result.outputs), errors: back(result.errors), applied: back(result.applied), consulted: result.consulted, dataValues: back(result.dataValues) };
}

function runAbsolute(deferred: ProjectFile[], inRun: ReadonlySet<string>, options: ProjectOptions): ProjectResult {
  const texts = new Map(deferred.map((f) => [f.file, f.text] as const));
  const resolver = new TsResolver({ cwd: options.cwd, texts: new Map([...(options.texts ?? []), ...texts]), run: [...inRun], moduleCode: options.moduleCode });
  const ws = workspaceOf(texts, resolver);
  // Route templates a template engine compiles are filled by the files that import them.
  const builders = deferred.filter((f) => ws.get(f.file)?.index.calls.some((c) => ws.get(f.file)!.finder.ev.compiles(c)));
  for (const f of importersOf(builders, inRun, diskReader(new Map(options.texts ?? []), resolver.consulted))) {
    texts.set(f.file, f.text);
    resolver.update(f.file, f.text);
    ws.add(f.file, f.text, resolver.parse(f.text, f.file));
  }
  const known = new Map([...(options.texts ?? []), ...texts]);
  // The workspace's files are indexed already: their strings are not parsed again.
  const reader = { ...diskReader(known, resolver.consulted), strings: (f: string) => ws.get(f)?.index.strings };
  options = { ...options, packageBase: packageBases(inRun, reader) };
  lint(ws, [...texts.keys()], options); // loads the files their names lead to
  const targets = ws.all().map((c) => c.file).filter((f) => inRun.has(f));
  const first = lint(ws, targets, options);
  // The data files' values the code's findings are about, moved or held: their own findings there give way.
  const dataValues = new Map<string, Array<readonly [number, number]>>();
  for (const list of first.findings.values())
    for (const e of list.flatMap((f) => [...(f.edits ?? []), ...(f.spelledIn ? [f.spelledIn] : [])]))
      if (e.file !== undefined && !targets.includes(e.file)) dataValues.set(e.file, [...(dataValues.get(e.file) ?? []), e.range]);
  const none = { findings: first.findings, outputs: new Map<string, string>(), errors: new Map<string, string>(), applied: new Map<string, number>() };
  if (!options.fix) return { ...none, consulted: [...resolver.consulted].sort(), dataValues };
  const originals = new Map([...targets.map((t) => [t, ws.get(t)!.text] as const), ...ws.dataFiles()]);
  const fixed = lintAndFix(ws, targets, options, first);
  const outputs = new Map([...fixed.texts].filter(([f, t]) => t !== originals.get(f)));
  // A data file a later pass moved (after a split the first lint had not made): the span it changed.
  for (const [f, t] of outputs) if (!targets.includes(f)) dataValues.set(f, [...(dataValues.get(f) ?? []), changedSpan(originals.get(f)!, t)]);
  return { findings: withCarried(fixed.remaining, fixed.carried), outputs, errors: fixed.errors, applied: fixed.applied, consulted: [...resolver.consulted].sort(), dataValues };
}

/** The range of `before` that differs from `after` (their common start and end left out). */
function changedSpan(before: string, after: string): readonly [number, number] {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return [start, before.length - end];
}

/**
 * The run's code files that import one of `deferred` (`import { routes, call } from './gitlab.mjs'`):
 * a module of compiled route templates is called from files that spell no route of their own (the
 * per-file pass never parsed them), and only there is the request whole. Found by text: a relative
 * specifier naming a deferred file. Importers of the deferred files only, not of the importers
 * too (a project imports everything).
 */
function importersOf(deferred: readonly ProjectFile[], inRun: ReadonlySet<string>, reader: PackageReader): ProjectFile[] {
  const stems = new Set(deferred.map((f) => f.file.replace(CODE_EXTENSION, '')));
  const names = [...new Set([...stems].map((f) => path.basename(f)))];
  if (names.length === 0) return [];
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const specifier = new RegExp(`['"](\\.{1,2}/(?:[^'"\\n]*/)?(?:${escaped}))(?:${CODE_EXTENSION.source.slice(0, -1)})?['"]`, 'g');
  const known = new Set(deferred.map((f) => f.file));
  const out: ProjectFile[] = [];
  for (const file of inRun) {
    if (known.has(file) || !CODE_EXTENSION.test(file)) continue;
    const text = reader.text(file);
    if (!text || !names.some((n) => text.includes(n))) continue;
    if ([...text.matchAll(specifier)].some((m) => stems.has(path.resolve(path.dirname(file), m[1])))) out.push({ file, text });
  }
  return out;
}
