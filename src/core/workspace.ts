// The files one analysis sees. The per-file pass has one; project mode adds the files that
// imports lead to, through a resolver it provides (the core itself never reads a file).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { findDirectives, type Directive } from './policy/directives.js';
import { FileIndex, type Node } from './extract/scope.js';
import { SiteFinder } from './extract/sites.js';
import type { Located } from './extract/evaluate.js';

export interface Definition {
  file: string;
  /** The range of the value expression (or function) the name stands for. */
  start: number;
  end: number;
}

/** What project mode provides: where a name is defined, and the parsed text of another file. */
export interface Resolver {
  definition(file: string, offset: number): Definition | undefined;
  load(file: string): { text: string; program: TSESTree.Program } | undefined;
  /** The fix loop changed a file's text: later answers must read it. */
  update?(file: string, text: string): void;
  /** The file of the run's project an import of `specifier` in `file` reaches (not a package's), if any. */
  module?(file: string, specifier: string): string | undefined;
}

export interface FileContext {
  file: string;
  text: string;
  index: FileIndex;
  finder: SiteFinder;
  /** Its suppression comments, read on first use (directivesOf). */
  directives?: Directive[];
}

/** The suppression comments of a file of the workspace, read once. */
export function directivesOf(ctx: FileContext): Directive[] {
  return (ctx.directives ??= findDirectives(ctx.text));
}

export class Workspace {
  private readonly contexts = new Map<string, FileContext | null>();

  constructor(readonly resolver?: Resolver) {}

  /** `words`: what the program's code says, where it is not `text` (a program a reader built: its names and strings). */
  add(file: string, text: string, program: TSESTree.Program, words?: string): FileContext {
    const index = new FileIndex(program, text, file);
    const ctx: FileContext = { file, text, index, finder: new SiteFinder(index, text, file, this.resolver ? (f, n) => this.define(f, n) : undefined, words) };
    ctx.finder.peers = () => this.all().map((c) => c.finder);
    this.contexts.set(file, ctx);
    return ctx;
  }

  get(file: string): FileContext | undefined {
    if (!this.contexts.has(file)) {
      this.contexts.set(file, null);
      const loaded = this.resolver?.load(file);
      if (loaded) this.add(file, loaded.text, loaded.program);
    }
    return this.contexts.get(file) ?? undefined;
  }

  all(): FileContext[] {
    return [...this.contexts.values()].filter((c): c is FileContext => !!c);
  }

  /** A name of `file` defined in another file (or elsewhere in the same one, through an alias). */
  private define(file: string, name: Node): Located | undefined {
    const d = this.resolver?.definition(file, name.range[0]);
    const ctx = d && this.get(d.file);
    let node = ctx && d && ctx.index.nodeAt(d.start, d.end);
    // `export function api(path) {…}`: TypeScript's declaration starts at `export`, ESTree's function after it.
    if (node?.type === 'ExportNamedDeclaration' || node?.type === 'ExportDefaultDeclaration') node = node.declaration ?? undefined;
    return ctx && node ? { ev: ctx.finder.ev, node } : undefined;
  }
}
