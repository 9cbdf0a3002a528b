// Project mode's resolver: the TypeScript language service answers "where is this name defined?"
// across ES modules, re-exports, default exports, CommonJS `require`/`module.exports`/`exports.x`,
// tsconfig path aliases and plain JS projects. The core then evaluates the definition with its
// own ESTree of that file, so both passes read the same text.
//
// The `typescript` package directly (the one typescript-estree uses where oxc-parser cannot load):
// ts-morph, which wraps the same service, brings its own copy of TypeScript, 0.2 s to load and
// 70 MB more at the peak of a run (bench).
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { parse } from '../core/parse/parse.js';
import { isModuleCode } from '../languages/kinds.js';
import { MODULE_ALIASES } from '../clients/components.js';
import { jsonExpression } from '../core/extract/json-module.js';
import type { Definition, Resolver } from '../core/workspace.js';

// By require: one instance with typescript-estree's, and no ESM named-export scan of an 8 MB module.
const ts = createRequire(import.meta.url)('typescript') as typeof TS;

export interface ResolverOptions {
  /** Where to look for a tsconfig.json (its `paths` and `baseUrl` are honoured). */
  cwd: string;
  /** Current texts of files the run is changing (they win over what is on disk). */
  texts: Map<string, string>;
  /** The files of the run (absolute), searched for a global's assignments. */
  run?: readonly string[];
  /** A component's code, at its own offsets (languages/index.ts): what the service and the core read of it. */
  moduleCode?: ModuleCode;
}

export type ModuleCode = (text: string, file: string) => { code: string; parseAs: string } | undefined;

const MAX_ALIAS_HOPS = 5;

export class TsResolver implements Resolver {
  private readonly service: TS.LanguageService;
  /** The files the program starts from; the ones they import come in by themselves. */
  private readonly roots = new Set<string>();
  private readonly versions = new Map<string, number>();
  /** Every path the service looked at on disk (to read it, or to see whether it is there): what its answers depend on. */
  readonly consulted = new Set<string>();
  /** Import specifiers resolved, by the importing folder. */
  private readonly modules = new Map<string, string | undefined>();

  constructor(private readonly options: ResolverOptions) {
    const seen = <T>(f: string, answer: T): T => {
      this.consulted.add(path.resolve(f));
      return answer;
    };
    // The tsconfig.json and the files it extends are consulted too.
    const settings = compilerOptions(options.cwd, {
      ...ts.sys,
      fileExists: (f) => seen(f, ts.sys.fileExists(f)),
      readFile: (f) => seen(f, ts.sys.readFile(f)),
      // Its file list is not wanted (files come from the run), so its folders are not searched.
      readDirectory: () => [],
    });
    for (const file of options.texts.keys()) this.roots.add(tsName(file));
    const raw = (f: string) => options.texts.get(path.resolve(f)) ?? seen(f, ts.sys.readFile(f));
    this.read = raw;
    // The service reads a component as its code (the rest blanked): a module like the others.
    const text = (f: string) => {
      const t = raw(f);
      return (t !== undefined && options.moduleCode?.(t, path.resolve(f))?.code) || t;
    };
    const cache = ts.createModuleResolutionCache(options.cwd, (f) => (ts.sys.useCaseSensitiveFileNames ? f : f.toLowerCase()), settings);
    const host: TS.LanguageServiceHost = {
      getCompilationSettings: () => settings,
      getScriptFileNames: () => [...this.roots],
      getScriptVersion: (f) => String(this.versions.get(path.resolve(f)) ?? 0),
      getScriptKind: (f) => {
        // Only a component's name is read for its kind: every other file's is its extension's (no read).
        const t = options.moduleCode && isModuleCode(f) ? raw(f) : undefined;
        const code = t !== undefined ? options.moduleCode!(t, path.resolve(f)) : undefined;
        return code ? (code.parseAs.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS) : ts.ScriptKind.Unknown;
      },
      getScriptSnapshot: (f) => {
        const t = text(f);
        return t === undefined ? undefined : ts.ScriptSnapshot.fromString(t);
      },
      getCurrentDirectory: () => options.cwd,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: (f) => options.texts.has(path.resolve(f)) || seen(f, ts.sys.fileExists(f)),
      readFile: text,
      readDirectory: (...args) => seen(args[0], ts.sys.readDirectory(...args)),
      directoryExists: (d) => seen(d, ts.sys.directoryExists(d)),
      getDirectories: (d) => seen(d, ts.sys.getDirectories(d)),
      realpath: ts.sys.realpath,
      // TypeScript's own resolution, a framework's aliases first turned into the paths they stand for.
      resolveModuleNames: (names, containing, _reused, redirected, options) =>
        names.map((n) => ts.resolveModuleName(this.aliased(n, containing), containing, options, host, cache, redirected).resolvedModule),
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  private readonly read: (file: string) => string | undefined;

  json(file: string, specifier: string): { file: string; text: string; program: TSESTree.Program } | undefined {
    const target = path.resolve(path.dirname(file), specifier);
    const json = this.read(target);
    if (json === undefined) return undefined;
    // An expression the core's parser reads (a JSON text is one, in parentheses).
    const text = jsonExpression(json);
    try {
      return { file: target, text, program: parse(text, `${target}.js`) };
    } catch {
      return undefined; // not JSON the parser reads: no value
    }
  }

  inRun(file: string): boolean {
    return (this.options.run ?? []).includes(file);
  }

  text(file: string): string | undefined {
    return this.read(file);
  }

  filesMentioning(word: string): readonly string[] {
    return (this.options.run ?? []).filter((f) => this.read(f)?.includes(word));
  }

  /** Replaces a file's text after a fixing pass. */
  update(file: string, text: string): void {
    this.options.texts.set(file, text);
    this.versions.set(file, (this.versions.get(file) ?? 0) + 1);
    // A data file (JSON a module reads) is read as a value, never a script of the service.
    if (!file.endsWith('.json')) this.roots.add(tsName(file));
  }

  module(file: string, specifier: string): string | undefined {
    const key = `${path.dirname(file)}\0${specifier}`;
    if (!this.modules.has(key)) this.modules.set(key, this.resolveModule(file, specifier));
    return this.modules.get(key);
  }

  private resolveModule(file: string, specifier: string): string | undefined {
    const settings = this.service.getProgram()?.getCompilerOptions() ?? {};
    const host: TS.ModuleResolutionHost = {
      fileExists: (f) => this.options.texts.has(path.resolve(f)) || ts.sys.fileExists(f),
      readFile: (f) => this.options.texts.get(path.resolve(f)) ?? ts.sys.readFile(f),
    };
    const found = ts.resolveModuleName(this.aliased(specifier, file), tsName(file), settings, host).resolvedModule;
    if (!found || found.isExternalLibraryImport || /[\\/]node_modules[\\/]/.test(found.resolvedFileName)) return undefined;
    return path.resolve(found.resolvedFileName);
  }

  /** A framework's alias (`$lib/gitlab.js`) as the path it stands for in the importing file's app; any other specifier as it is. */
  private aliased(specifier: string, file: string): string {
    const a = MODULE_ALIASES.find((m) => specifier === m.alias || specifier.startsWith(`${m.alias}/`));
    if (!a) return specifier;
    for (let dir = path.dirname(path.resolve(file)); ; dir = path.dirname(dir)) {
      const json = parsedJson(this.read(path.join(dir, 'package.json')));
      if (json && ['dependencies', 'devDependencies'].some((k) => json[k]?.[a.app] !== undefined)) return tsName(path.join(dir, a.to, specifier.slice(a.alias.length)));
      if (dir === path.dirname(dir) || dir === path.resolve(this.options.cwd, '..')) return specifier;
    }
  }

  private sourceFile(file: string): TS.SourceFile | undefined {
    const name = tsName(file);
    const found = this.service.getProgram()?.getSourceFile(name);
    if (found || !(this.options.texts.has(file) || ts.sys.fileExists(name))) return found;
    this.roots.add(name);
    return this.service.getProgram()?.getSourceFile(name);
  }

  definition(file: string, offset: number): Definition | undefined {
    const sf = this.sourceFile(file);
    const name = sf && nodeAt(sf, offset, sf);
    if (!name || !(ts.isIdentifier(name) || ts.isPrivateIdentifier(name))) return undefined;
    return this.valueOf(name, 0);
  }

  private valueOf(name: TS.Node, hops: number): Definition | undefined {
    if (hops > MAX_ALIAS_HOPS) return undefined;
    let defs: readonly TS.DefinitionInfo[] = [];
    try {
      defs = this.service.getDefinitionAtPosition(name.getSourceFile().fileName, name.getStart()) ?? [];
    } catch {
      return undefined;
    }
    const program = this.service.getProgram();
    for (const d of defs) {
      const sf = program?.getSourceFile(d.fileName);
      if (!sf || sf.isDeclarationFile || /[\\/]node_modules[\\/]/.test(d.fileName)) continue;
      // A whole module (`import * as api`): not a value.
      if (d.kind === ts.ScriptElementKind.moduleElement && d.textSpan.length === sf.getFullWidth()) continue;
      // The declaration is the parent of the name the definition's span starts at.
      const declared = nodeAt(sf, d.textSpan.start, sf);
      const value = declared && ts.isIdentifier(declared) && declared.getStart(sf) === d.textSpan.start ? valueNode(declared.parent) : undefined;
      if (!value) continue;
      // `export { base }`, `{ base }` shorthand, `export default base`: one more hop to the value.
      if (ts.isIdentifier(value) && value !== name) {
        const further = this.valueOf(value, hops + 1);
        if (further) return further;
      }
      return { file: path.resolve(sf.fileName), start: value.getStart(sf), end: value.getEnd() };
    }
    return undefined;
  }

  load(file: string): { text: string; program: TSESTree.Program } | undefined {
    const sf = this.sourceFile(file);
    if (!sf || sf.isDeclarationFile || /[\\/]node_modules[\\/]/.test(file)) return undefined;
    const text = this.options.texts.get(file) ?? this.read(file) ?? sf.getFullText();
    try {
      return { text, program: this.parse(text, file) };
    } catch {
      return undefined;
    }
  }

  /** A component's program is its code's (at the same offsets as its text); any other file's is its text's. */
  parse(text: string, file: string): TSESTree.Program {
    const code = this.options.moduleCode?.(text, file);
    return code ? parse(code.code, code.parseAs) : parse(text, file);
  }
}

/** The options of `cwd`'s tsconfig.json (paths, baseUrl, module resolution, `extends`), else Node's. */
function compilerOptions(cwd: string, host: TS.ParseConfigHost): TS.CompilerOptions {
  const tsconfig = path.join(cwd, 'tsconfig.json');
  const json = host.fileExists(tsconfig) ? ts.readConfigFile(tsconfig, host.readFile).config : undefined;
  const base = json ? ts.parseJsonConfigFileContent(json, host, cwd, undefined, tsconfig).options : { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  // Only names are asked about: no lib files to load and bind, nothing to check or emit.
  // A component's name (`.vue`, `.svelte`) is a root file of the kind its code is (getScriptKind).
  return { ...base, allowJs: true, checkJs: false, noEmit: true, noLib: true, types: [], allowNonTsExtensions: true };
}

/** A package.json's fields (none when it is absent or no JSON). */
function parsedJson(text: string | undefined): Record<string, Record<string, string> | undefined> | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as Record<string, Record<string, string> | undefined>);
  } catch {
    return undefined;
  }
}

/** TypeScript's file names use `/` on every system. */
function tsName(file: string): string {
  return path.sep === '/' ? file : file.split(path.sep).join('/');
}

/** The innermost node (tokens included) at `offset`. */
function nodeAt(node: TS.Node, offset: number, sf: TS.SourceFile): TS.Node | undefined {
  for (const child of node.getChildren(sf)) {
    if (offset >= child.pos && offset < child.end) return nodeAt(child, offset, sf) ?? child;
  }
  return undefined;
}

/** The expression a declaration gives its name (or the function it is). */
function valueNode(d: TS.Node): TS.Node | undefined {
  if (ts.isVariableDeclaration(d) || ts.isPropertyAssignment(d) || ts.isPropertyDeclaration(d)) return d.initializer;
  if (ts.isShorthandPropertyAssignment(d)) return d.name;
  if (ts.isExportAssignment(d)) return d.expression;
  if (ts.isFunctionDeclaration(d) || ts.isMethodDeclaration(d) || ts.isFunctionExpression(d) || ts.isArrowFunction(d)) return d;
  if (ts.isExportSpecifier(d) || ts.isImportSpecifier(d)) return d.propertyName ?? d.name;
  // `exports.base = …`, `module.exports.base = …`, `this.base = …`: the assigned value.
  const parent = d.parent;
  if (parent && ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && parent.left === d) return parent.right;
  if (ts.isPropertyAccessExpression(d) || ts.isIdentifier(d)) {
    const grand = d.parent;
    if (grand && ts.isBinaryExpression(grand) && grand.left === d) return grand.right;
  }
  return undefined;
}
