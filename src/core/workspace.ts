// The files one analysis sees. The per-file pass has one; project mode adds the files that
// imports lead to, through a resolver it provides (the core itself never reads a file).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { findDirectives, type Directive } from './policy/directives.js';
import { FileIndex, sourceOf, type Node } from './extract/scope.js';
import { SiteFinder } from './extract/sites.js';
import { classField, propertyValue, type Evaluator, type Located } from './extract/evaluate.js';
import { propertyWrites } from './extract/property-tie.js';
import { methodObject, mixedInto } from './extract/mixins.js';
import { jsonSource, jsonSpecifier } from './extract/json-module.js';
import { writesIn } from './extract/keyed-store.js';
import { callsInRun } from './decide/imported-reads.js';
import type { Place } from './types.js';

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
  /** The files of the run whose text spells `word` (where a global's property may be assigned). */
  filesMentioning?(word: string): readonly string[];
  /** The program of a run file's text, where it is not the text parsed as it is (a component: its script, the rest blanked). */
  parse?(text: string, file: string): TSESTree.Program;
  /** The JSON file a relative `require('./x.json')` in `file` reads: its text as a parenthesised expression, parsed. */
  json?(file: string, specifier: string): { file: string; text: string; program: TSESTree.Program } | undefined;
  /** Whether a file is one of the run's (a data file a fix may edit). */
  inRun?(file: string): boolean;
  /** A run file's text as it stands (of any kind). */
  text?(file: string): string | undefined;
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
    const module = this.resolver?.module;
    const run = this.resolver ? { ...(module ? { module: (specifier: string) => module.call(this.resolver, file, specifier) } : {}), load: (f: string) => this.get(f)?.finder } : undefined;
    const ctx: FileContext = { file, text, index, finder: new SiteFinder(index, text, file, this.resolver ? (f, n) => this.define(f, n) : undefined, words, run) };
    ctx.finder.peers = () => this.all().map((c) => c.finder);
    ctx.finder.runFiles = (word) => this.mentioning(word);
    ctx.finder.unreadFiles = (word) => this.unreadMentioning(word);
    // A key read back in one file may be written in another (an app's settings): the run's files that spell it.
    if (this.resolver) ctx.finder.ev.propertyWriters = (name) => this.propertyWriters(name);
    if (this.resolver) ctx.finder.ev.storeWrites = (key, pair) => this.mentioning(key).flatMap((f) => writesIn(f.index, pair).map((write) => ({ ev: f.ev, write })));
    // A function's parameter is what its calls give it: its importers' calls too where the run's files are seen (asked once per function).
    ctx.finder.ev.functionCalls = (fn) => {
      if (!this.calls.has(fn)) this.calls.set(fn, callsInRun(ctx.finder, fn, !!this.resolver)?.map((c) => ({ ev: c.finder.ev, call: c.call })));
      return this.calls.get(fn);
    };
    this.contexts.set(file, ctx);
    return ctx;
  }

  private readonly writers = new Map<string, ReadonlyArray<{ ev: Evaluator; value?: Node }> | undefined>();
  private readonly calls = new Map<Node, ReadonlyArray<{ ev: Evaluator; call: TSESTree.CallExpression }> | undefined>();

  /** The writes of a property in the run's files that spell it (extract/property-tie.ts); undefined where one may be unseen. */
  private propertyWriters(name: string): ReadonlyArray<{ ev: Evaluator; value?: Node }> | undefined {
    if (!this.writers.has(name)) {
      const found: Array<{ ev: Evaluator; value?: Node }> = [];
      let unseen = false;
      for (const f of this.mentioning(name)) {
        const writes = propertyWrites(f.index, f.text, name);
        if (!writes) unseen = true;
        for (const w of writes ?? []) found.push({ ev: f.ev, ...(w.value ? { value: w.value } : {}) });
      }
      this.writers.set(name, unseen ? undefined : found);
    }
    return this.writers.get(name);
  }

  get(file: string): FileContext | undefined {
    if (!this.contexts.has(file)) {
      this.contexts.set(file, null);
      const loaded = this.resolver?.load(file);
      if (loaded) this.add(file, loaded.text, loaded.program);
    }
    return this.contexts.get(file) ?? undefined;
  }

  private readonly mentions = new Map<string, readonly SiteFinder[]>();

  /** The finders of the files that spell `word`: those loaded, and the run's others, loaded now. */
  mentioning(word: string): readonly SiteFinder[] {
    let found = this.mentions.get(word);
    if (!found) {
      const files = new Set([...this.all().filter((c) => c.text.includes(word)).map((c) => c.file), ...(this.resolver?.filesMentioning?.(word) ?? [])]);
      found = [...files].flatMap((f) => this.get(f)?.finder ?? []);
      this.mentions.set(word, found);
    }
    return found;
  }

  /** Where the run's files that are no code this workspace reads (a component, a script of another language) first spell `word`. */
  unreadMentioning(word: string): readonly Place[] {
    const read = new Set(this.mentioning(word).map((f) => f.file));
    return (this.resolver?.filesMentioning?.(word) ?? [])
      .filter((f) => !read.has(f))
      .map((file) => this.firstMention(file, word));
  }

  /** Where a run file (of any kind) first spells `word`: a read no proof here follows. */
  firstMention(file: string, word: string): Place {
    const text = this.resolver?.text?.(file) ?? '';
    return { file, line: text.slice(0, Math.max(0, text.indexOf(word))).split('\n').length };
  }

  all(): FileContext[] {
    return [...this.contexts.values()].filter((c): c is FileContext => !!c);
  }

  /** A name of `file` defined in another file (or elsewhere in the same one, through an alias). */
  private define(file: string, name: Node): Located | undefined {
    // A global's property is what the run's files agree to assign it (the language service names one assignment of several).
    const global = this.globalProperty(file, name);
    if (global !== undefined) return global || undefined;
    const mixin = this.mixinField(file, name);
    if (mixin !== undefined) return mixin || undefined;
    const destructured = this.jsonPattern(file, name);
    if (destructured !== undefined) return destructured || undefined;
    const d = this.resolver?.definition(file, name.range[0]);
    const ctx = d && this.get(d.file);
    let node = ctx && d && ctx.index.nodeAt(d.start, d.end);
    // `export function api(path) {…}`: TypeScript's declaration starts at `export`, ESTree's function after it.
    if (node?.type === 'ExportNamedDeclaration' || node?.type === 'ExportDefaultDeclaration') node = node.declaration ?? undefined;
    return ctx && node ? { ev: ctx.finder.ev, node } : this.jsonProperty(file, name);
  }

  /**
   * `this.http` in a method of an object another file copies onto a class (`Object.assign(GitLab.prototype,
   * ciMixin)`, extract/mixins.ts): that class's field, when the run's files that name the object copy
   * it onto one class (null when they copy it onto none or several); undefined when the `this` is
   * in no method of a named object.
   */
  private mixinField(file: string, name: Node): Located | null | undefined {
    const here = this.get(file);
    const m = here?.index.parent.get(name);
    if (!here || m?.type !== 'MemberExpression' || m.property !== name || m.object.type !== 'ThisExpression' || name.type !== 'Identifier') return undefined;
    const obj = methodObject(here.index, m.object);
    if (!obj) return undefined;
    const classes: Array<{ ev: Located['ev']; cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression }> = [];
    for (const f of this.mentioning(obj.id.name)) {
      if (f.file === file) continue;
      const cls = mixedInto(f.index, (a) => {
        const d = this.resolver?.definition(f.file, a.range[0]);
        return d?.file === file && d.start === obj.literal.range[0] && d.end === obj.literal.range[1];
      });
      if (cls) classes.push({ ev: f.ev, cls });
    }
    const field = classes.length === 1 ? classField(classes[0].cls, name.name) : undefined;
    return field ? { ev: classes[0].ev, node: field } : null;
  }

  /** JSON files read as values, kept apart from the workspace's code (nothing reports on them or edits them). */
  private readonly jsons = new Map<string, FileContext | null>();

  /**
   * `pkg.config.gitlabApi` of `const pkg = require('./package.json')`: the value the JSON file
   * gives at that path (read only: its evaluator never edits). Undefined when the path leaves the
   * file's objects.
   */
  private jsonProperty(file: string, name: Node): Located | undefined {
    const here = this.get(file);
    const path: string[] = [];
    const m = here?.index.parent.get(name);
    if (!here || m?.type !== 'MemberExpression' || m.property !== name) return undefined;
    let at: Node = m;
    while (at.type === 'MemberExpression' && !at.computed && at.property.type === 'Identifier') {
      path.unshift(at.property.name);
      at = at.object;
    }
    const b = at.type === 'Identifier' ? here.index.resolve(at) : undefined;
    const spec = b && !b.reassigned && !b.pattern ? jsonSpecifier(here.index, b) : undefined;
    return spec ? this.jsonValue(file, spec, path) : undefined;
  }

  /**
   * `apiVersion` of `const { apiVersion } = config.gitlab` where `config` is a JSON file's value (a
   * plain property path, one level of destructuring, no default or rest): that file's value at the
   * path and the key (null when the path leaves its objects); undefined when the name is no such binding.
   */
  private jsonPattern(file: string, name: Node): Located | null | undefined {
    const here = this.get(file);
    if (!here) return undefined;
    const prop = here.index.parent.get(name);
    const pattern = prop && here.index.parent.get(prop);
    const decl = pattern && here.index.parent.get(pattern);
    if (prop?.type !== 'Property' || prop.value !== name || prop.computed || pattern?.type !== 'ObjectPattern' || decl?.type !== 'VariableDeclarator' || decl.id !== pattern || !decl.init) return undefined;
    if (pattern.properties.some((p) => p.type === 'RestElement')) return undefined;
    const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? String(prop.key.value) : undefined;
    const path: string[] = [];
    let at: Node = decl.init;
    while (at.type === 'MemberExpression' && !at.computed && at.property.type === 'Identifier') {
      path.unshift(at.property.name);
      at = at.object;
    }
    const b = at.type === 'Identifier' ? here.index.resolve(at) : undefined;
    const spec = key !== undefined && b && !b.reassigned && !b.pattern ? jsonSpecifier(here.index, b) : undefined;
    if (!spec) return undefined;
    return this.jsonValue(file, spec, [...path, key!]) ?? null;
  }

  /** The value a JSON file a module reads (`spec`, relative to `file`) gives at `path`, read as that file's text. */
  private jsonValue(file: string, spec: string, path: readonly string[]): Located | undefined {
    const found = this.resolver?.json?.(file, spec);
    if (!found) return undefined;
    if (!this.jsons.has(found.file)) {
      const index = new FileIndex(found.program, found.text, found.file);
      this.jsons.set(found.file, { file: found.file, text: found.text, index, finder: new SiteFinder(index, found.text, found.file) });
    }
    const ctx = this.jsons.get(found.file);
    const body = ctx?.index.program.body[0];
    let value: Node | undefined = body?.type === 'ExpressionStatement' ? body.expression : undefined;
    for (const key of path) value = value?.type === 'ObjectExpression' ? propertyValue(value, key) : undefined;
    return ctx && value ? { ev: ctx.finder.ev, node: value } : undefined;
  }

  /** The own text of a data file the workspace read values from (a JSON file a module reads), if it did. */
  dataText(file: string): string | undefined {
    const ctx = this.jsons.get(file);
    return ctx ? jsonSource(ctx.text) : undefined;
  }

  /** The data files read that are the run's own: a base's move may edit them (decide/data-base.ts), by their own text. */
  dataFiles(): Map<string, string> {
    const out = new Map<string, string>();
    for (const [file, ctx] of this.jsons) if (ctx && this.resolver?.inRun?.(file)) out.set(file, jsonSource(ctx.text));
    return out;
  }

  /**
   * `gon.api_version` of a global no module declares (a page's inline script sets `gon`): the one
   * value the run's files assign that property of that global, when they all assign the same text
   * (null when they do not); undefined when the name is no global's property.
   */
  private globalProperty(file: string, name: Node): Located | null | undefined {
    const here = this.get(file);
    const m = here?.index.parent.get(name);
    if (!here || m?.type !== 'MemberExpression' || m.property !== name || m.object.type !== 'Identifier' || name.type !== 'Identifier' || here.index.resolve(m.object)) return undefined;
    const [object, property] = [m.object.name, name.name];
    const writes: Located[] = [];
    for (const f of this.resolver?.filesMentioning?.(`${object}.${property}`) ?? []) {
      const ctx = this.get(f);
      for (const w of ctx?.index.propertyAssignments(object, property) ?? []) if (!ctx!.index.resolve(w.id)) writes.push({ ev: ctx!.finder.ev, node: w.value });
    }
    const texts = new Set(writes.map((w) => sourceOf(w.node)));
    return texts.size === 1 ? writes[0] : null;
  }
}
