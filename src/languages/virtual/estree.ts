// The builder: a reader's model (model.ts) as the ESTree program the core reads, built in code —
// `let`, a `request({…})` call, `void`, `function`, `return`, calls — as typed node objects: no
// JavaScript text is written or parsed. Each node's range is the
// ORIGINAL range of what it stands for (a request: its command; an identifier: the name as the
// original spells it); a node that spells nothing of the original is zero-width at the place of
// its statement. A string's elements carry their own characters with their original offsets
// (`spelled`), which core/extract/template.ts reads in place of text at the range: a piece of a
// `format` string and its argument are not one contiguous literal of the original.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { itemsOf, valuesOf } from './model.js';
import { mayHoldApiCall } from '../../core/parse/prefilter.js';
import type { SpelledChars } from '../../core/extract/template.js';
import type { Call, DocModel, Field, Item, Method, Name, Param, Piece, Request, Spelled, Value } from './model.js';
import type { VirtualDoc } from './document.js';
import type { LibraryCall } from '../../core/match/client-calls.js';

type Range = [number, number];

const JS_RESERVED = new Set('break case catch class const continue debugger default delete do else export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static enum await implements package protected interface private public arguments eval undefined'.split(' '));

/** A variable's name as a JavaScript identifier: itself where it can be one (`$_` and underscores where it cannot). */
export const jsName = (name: string): string => (JS_RESERVED.has(name) || !/^[A-Za-z_$][\w$]*$/.test(name) ? '$_' + name.replace(/[^\w$]/g, '_') : name);

/** What a built document hands the core besides its program: each request's style, the config values, the implied methods. */
export interface Built {
  program: TSESTree.Program;
  /** Request and call offsets (their nodes' range[0]) and the registry style each goes through. */
  styles: [number, string][];
  /** Offsets of requests that stand for a library method's call, and the call. */
  libraryCalls: [number, LibraryCall][];
  /** Offsets of requests that stand for a configuration's value. */
  configValues: number[];
  /** Each original offset a character spells, to the offset of the character after it in the same string when the two are one run of the original (apart by at most an escape or a quote, no variable between): an edit replaces only such runs. */
  runs: Map<number, number>;
  /**
   * Each string's original offsets in the order it reads them (its characters, its variables'
   * names, a placeholder's last character): a route joined from a helper's `/` and its caller's
   * path is placed on the caller's text by these, not by what lies between them in the file.
   */
  strings: number[][];
  /** Just after a variable (`$TODO_ID`): an original offset where text the core adds after it goes. */
  insertions: Set<number>;
  /** Whether its strings may hold an API call: the prefilter's test on each string, a variable standing as the end of an interpolation. */
  hint: boolean;
  /**
   * Where a node that spells nothing of the original stands (zero-width: a name the builder makes,
   * a field read by a literal key, a section's key): an edit there would replace that node, yet
   * reads as an insertion into the original, so none is made there.
   */
  ghosts: Set<number>;
  /** What the program's code says: its names and its strings (not the comments and names around them in the original). */
  words: string;
  /** The implied methods: the command's name (the method node's range), where a new one is inserted, how it is spelled. */
  implied: { at: number; spell: (method: string) => string | undefined; name: Range }[];
  /** What each request's nodes spell (from the first to the last) and the variable its URL starts with: the base a finding on it reads (links.ts). */
  requests: { range: Range; base?: string }[];
  /**
   * The declarations the cross-file link adds (model `injected`): each name and its span. They
   * spell nothing of the file, so they stand past its end, one span each: the core reads and moves
   * such a base as any other, and the mapping drops what it finds there.
   */
  injected: [string, number, number][];
}

const UNREAD: Record<DocModel['unread'], string> = { command: '__shell', script: '__script' };

/** A node with its range set. No `parent`: the core's FileIndex links parents, as it does for a parsed tree. */
function node<T extends { type: string }>(fields: T, range: Range): T & { range: Range } {
  return Object.assign(fields, { range }) as T & { range: Range };
}

/** Builds a model as the program of `original`. */
export function build(model: DocModel, original: string): Built {
  return new Builder(model, original).program();
}

/** A reader's document as the core reads it: the built program, against the original text (no JavaScript text: `text` is empty). */
export function builtDoc(model: DocModel, original: string): VirtualDoc {
  const b = build(model, original);
  return {
    parseAs: '(virtual).js',
    model,
    shared: model.shared,
    program: b.program,
    hint: b.hint,
    words: b.words,
    ghosts: b.ghosts,
    runs: b.runs,
    insertions: b.insertions,
    strings: b.strings,
    ...(b.implied.length ? { impliedAt: b.implied } : {}),
    requests: b.requests,
    ...(b.injected.length ? { injected: b.injected } : {}),
    ...(b.styles.length ? { styles: b.styles } : {}),
    ...(b.configValues.length ? { configValues: b.configValues } : {}),
    ...(b.libraryCalls.length ? { libraryCalls: b.libraryCalls } : {}),
    ...(model.regions ? { regions: model.regions } : {}),
  };
}

class Builder {
  private readonly styles: [number, string][] = [];
  private readonly configValues: number[] = [];
  private readonly libraryCalls: [number, LibraryCall][] = [];
  private readonly runs = new Map<number, number>();
  private readonly insertions = new Set<number>();
  private readonly strings: number[][] = [];
  private readonly implied: Built['implied'] = [];
  private readonly ghosts = new Set<number>();
  private readonly words: string[] = [];
  private readonly requests: Built['requests'] = [];
  private readonly injected: Built['injected'] = [];
  private readonly unread: string;
  private readonly functions = new Map<string, Extract<Item, { kind: 'function' }>>();
  /** Where the statement being built stands: its nodes that spell nothing are placed there. */
  private here = 0;

  constructor(
    private readonly model: DocModel,
    private readonly original: string,
  ) {
    this.unread = UNREAD[model.unread];
    for (const item of itemsOf(model.items)) if (item.kind === 'function') this.functions.set(item.name.text, item);
  }

  program(): Built {
    const body: TSESTree.ProgramStatement[] = [];
    let at = this.original.length + 1;
    for (const { name, value } of this.model.injected ?? []) {
      const from = (this.here = at);
      const placed = value.map((p): Piece => (p.kind === 'char' ? { ...p, off: at++ } : p));
      body.push(this.declaration({ text: name, off: -1 }, this.template(placed), [from, at]));
      this.injected.push([name, from, at++]);
    }
    for (const item of this.model.items) body.push(...this.item(item));
    const program = node({ type: 'Program', body, sourceType: 'module', comments: [], tokens: [] } as unknown as TSESTree.Program, [0, this.original.length]);
    return { program, styles: this.styles, configValues: this.configValues, libraryCalls: this.libraryCalls, runs: this.runs, insertions: this.insertions, strings: this.strings, hint: this.hint(), implied: this.implied, ghosts: this.ghosts, words: this.words.join('\n'), requests: this.requests, injected: this.injected };
  }

  /** The prefilter on the model's strings (each delimited as a string is, a variable closing as an interpolation does). */
  private hint(): boolean {
    const strings: string[] = [];
    const add = (pieces: readonly Piece[]) => strings.push('`' + pieces.map((p) => (p.kind === 'char' ? p.ch : '}')).join('') + '`');
    for (const { value } of this.model.injected ?? []) add(value);
    for (const item of itemsOf(this.model.items)) for (const v of valuesOf(item)) if (v.kind === 'string') add(v.pieces);
    return mayHoldApiCall(strings.join('\n'));
  }

  /** Records the characters of one string as runs of the original (see `Built.runs`). */
  private run(chars: readonly Spelled[]): void {
    this.words.push(chars.map((c) => c.ch).join(''));
    chars.forEach((c, i) => {
      // An injected declaration's characters stand past the end: they spell nothing of the original.
      if (c.off < 0 || c.off >= this.original.length) return;
      const next = chars[i + 1];
      const joined = next && next.off > c.off && next.off - c.off <= 3;
      if (!this.runs.has(c.off) || joined) this.runs.set(c.off, joined ? next.off : -1);
    });
  }

  private nowhere(): Range {
    return [this.here, this.here];
  }

  private item(item: Item): TSESTree.ProgramStatement[] {
    switch (item.kind) {
      case 'bind': {
        this.here = item.at;
        const value = this.value(item.value);
        const id = this.identifier(item.name);
        const range: Range = [Math.min(item.at, id.range[0]), Math.max(id.range[1], value.range[1])];
        if (item.declare) return [this.declaration(item.name, value, range, id)];
        const assign = node({ type: 'AssignmentExpression', operator: '=', left: id, right: value } as TSESTree.AssignmentExpression, range);
        return [this.statement(assign)];
      }
      case 'request': {
        // A status compared to the answer's: `request(…) === 200`, the number where the file writes it.
        const compared = (item.statuses ?? []).reduce<TSESTree.Expression>(
          (left, s) => node({ type: 'BinaryExpression', operator: '===', left, right: node({ type: 'Literal', value: s.value, raw: String(s.value) } as TSESTree.NumberLiteral, s.range) } as TSESTree.BinaryExpression, [Math.min(left.range[0], s.range[0]), Math.max(left.range[1], s.range[1])]),
          this.request(item),
        );
        return [this.statement(compared)];
      }
      case 'read': {
        this.here = item.at;
        const id = this.identifier(item.name);
        return [this.statement(node({ type: 'UnaryExpression', operator: 'void', prefix: true, argument: id } as TSESTree.UnaryExpression, id.range))];
      }
      case 'block': {
        const body = item.items.flatMap((i) => this.item(i));
        return [node({ type: 'BlockStatement', body } as TSESTree.BlockStatement, spanOf(body, this.here))];
      }
      case 'function': {
        this.here = item.at;
        const id = this.fnName(item.name);
        const params = [...item.params, ...(item.rest ? [item.rest] : [])].map((p) => this.identifier(p));
        const body = item.items.flatMap((i) => this.item(i));
        const block = node({ type: 'BlockStatement', body } as TSESTree.BlockStatement, spanOf(body, item.at));
        const range: Range = [Math.min(item.at, block.range[0]), Math.max(block.range[1], id.range[1])];
        return [node({ type: 'FunctionDeclaration', id, params, body: block, async: false, generator: false, expression: false, declare: false } as unknown as TSESTree.FunctionDeclarationWithName, range)];
      }
      case 'return': {
        this.here = item.at;
        const argument = this.value(item.value);
        return [node({ type: 'ReturnStatement', argument } as TSESTree.ReturnStatement, [Math.min(item.at, argument.range[0]), argument.range[1]])];
      }
      case 'call':
        this.here = item.at;
        return [this.statement(this.call(item.call))];
      case 'comment':
        return [];
    }
  }

  private statement(expression: TSESTree.Expression): TSESTree.ExpressionStatement {
    return node({ type: 'ExpressionStatement', expression } as TSESTree.ExpressionStatement, expression.range as Range);
  }

  private declaration(name: Name, init: TSESTree.Expression, range: Range, id = this.identifier(name)): TSESTree.VariableDeclaration {
    const declarator = node({ type: 'VariableDeclarator', id, init, definite: false } as TSESTree.VariableDeclarator, [id.range[0], Math.max(id.range[1], init.range[1])]);
    return node({ type: 'VariableDeclaration', kind: 'let', declarations: [declarator], declare: false } as unknown as TSESTree.VariableDeclaration, range);
  }

  private request(r: Request): TSESTree.CallExpression {
    this.here = r.at;
    const properties: (TSESTree.Property | TSESTree.SpreadElement)[] = [];
    const method = this.method(r.method);
    if (method) properties.push(this.property('method', method));
    properties.push(this.property('url', this.value(r.url)));
    for (const p of r.params) properties.push(this.property(p.section, this.param(p)));
    if (r.options) {
      const arg = this.identifier(r.options);
      properties.push(node({ type: 'SpreadElement', argument: arg } as TSESTree.SpreadElement, arg.range));
    }
    const inner = spanOf(properties, r.at);
    const options = node({ type: 'ObjectExpression', properties } as TSESTree.ObjectExpression, inner);
    const callee = this.made('request', [r.at, r.at]);
    const range: Range = [r.at, Math.max(r.at, inner[1])];
    const call = node({ type: 'CallExpression', callee, arguments: [options], optional: false } as unknown as TSESTree.CallExpression, range);
    if (r.style) this.styles.push([range[0], r.style]);
    if (r.method?.kind === 'unknown') this.configValues.push(range[0]);
    const first = r.url.kind === 'string' ? r.url.pieces[0] : undefined;
    // What the request's nodes spell, the command and its URL's characters wherever they are (a wrapper's text before its caller's).
    this.requests.push({ range: [Math.min(r.at, inner[0]), range[1]], ...(first?.kind === 'var' ? { base: first.name } : {}) });
    if (r.library) this.libraryCalls.push([range[0], r.library]);
    return call;
  }

  private method(m: Method | undefined): TSESTree.Expression | undefined {
    if (!m) return undefined;
    switch (m.kind) {
      case 'spelled':
        return this.template(m.pieces);
      case 'implied': {
        // Spelled by the command's name: an edit of it is the reader's (`implied.spell`).
        this.implied.push({ at: m.name[1], spell: m.spell, name: m.name });
        return this.template([...m.method].map((ch) => ({ kind: 'char', ch, off: -1 })), m.name);
      }
      case 'fixed':
        return Object.assign(node({ type: 'Literal', value: m.method, raw: JSON.stringify(m.method) } as TSESTree.StringLiteral, this.nowhere()), { spelled: [...m.method].map((ch) => ({ ch, off: -1 })) });
      case 'unknown':
        return this.made('__config', this.nowhere());
    }
  }

  private param(p: Param): TSESTree.Expression {
    if (p.name) return this.identifier(p.name);
    if (!p.fields) return this.made(this.unread, this.nowhere());
    const properties = p.fields.map((f) => this.field(f));
    return node({ type: 'ObjectExpression', properties } as TSESTree.ObjectExpression, spanOf(properties, this.here));
  }

  private field(f: Field): TSESTree.Property | TSESTree.SpreadElement {
    if (!('key' in f)) {
      const arg = this.made(this.unread, this.nowhere());
      return node({ type: 'SpreadElement', argument: arg } as TSESTree.SpreadElement, arg.range);
    }
    const value = this.value(f.value);
    const name = f.key.map((c) => c.ch).join('');
    const at = f.key.find((c) => c.off >= 0);
    const keyRange: Range = at ? [at.off, f.key[f.key.length - 1].off + 1] : this.nowhere();
    this.run(f.key);
    const key = /^[A-Za-z_$][\w$]*$/.test(name)
      ? node({ type: 'Identifier', name } as TSESTree.Identifier, keyRange)
      : node({ type: 'Literal', value: name.replace(/["\\]/g, '_'), raw: JSON.stringify(name) } as TSESTree.StringLiteral, keyRange);
    return node({ type: 'Property', key, value, kind: 'init', computed: false, method: false, shorthand: false } as TSESTree.Property, [keyRange[0], Math.max(keyRange[1], value.range[1])]);
  }

  private property(name: string, value: TSESTree.Expression): TSESTree.Property {
    const key = this.made(name, [value.range[0], value.range[0]]);
    return node({ type: 'Property', key, value, kind: 'init', computed: false, method: false, shorthand: false } as TSESTree.Property, value.range as Range);
  }

  private value(v: Value): TSESTree.Expression {
    switch (v.kind) {
      case 'string':
        return this.template(v.pieces);
      case 'literal':
        return this.literal(v.chars);
      case 'call':
        return this.call(v);
      case 'object': {
        const properties = v.fields.map((f) => this.field(f));
        return node({ type: 'ObjectExpression', properties } as TSESTree.ObjectExpression, spanOf(properties, this.here));
      }
      case 'unread':
        return this.made(this.unread, this.nowhere());
    }
  }

  /** A number or a JSON word, as JavaScript reads it. */
  private literal(chars: readonly Spelled[]): TSESTree.Expression {
    const raw = chars.map((c) => c.ch).join('');
    this.run(chars);
    const at = chars.find((c) => c.off >= 0);
    const range: Range = at ? [at.off, chars[chars.length - 1].off + 1] : this.nowhere();
    const value = raw === 'true' ? true : raw === 'false' ? false : raw === 'null' ? null : Number(raw);
    return node({ type: 'Literal', value, raw } as TSESTree.Literal, range);
  }

  private call(c: Call): TSESTree.CallExpression {
    const callee = this.fnName(c.fn);
    const args: TSESTree.CallExpressionArgument[] = c.args.map((a) => this.value(a));
    if (c.keywords) {
      const fn = this.functions.get(c.fn.text);
      for (let i = c.args.length; i < (fn?.params.length ?? 0); i++) args.push(this.made('undefined', this.nowhere()));
      const properties = c.keywords.map((f) => this.field(f));
      args.push(node({ type: 'ObjectExpression', properties } as TSESTree.ObjectExpression, spanOf(properties, this.here)));
    }
    const range = spanOf([callee, ...args], this.here);
    if (c.style) this.styles.push([range[0], c.style]);
    return node({ type: 'CallExpression', callee, arguments: args, optional: false } as unknown as TSESTree.CallExpression, range);
  }

  private fnName(name: Name): TSESTree.Identifier {
    return name.text === 'request' ? this.made('$fn_request', name.off >= 0 ? [name.off, name.off + name.text.length] : this.nowhere()) : this.identifier(name);
  }

  /** A name as the original spells it (a name JavaScript cannot take, or one the reader made up, spelled nowhere). */
  private identifier({ text, off }: Name): TSESTree.Identifier {
    const id = jsName(text);
    if (id !== text || off < 0) return this.made(id, this.nowhere());
    return this.made(id, [off, off + text.length]);
  }

  /** An identifier the builder names (JavaScript syntax the original does not spell). */
  private made(name: string, range: Range): TSESTree.Identifier {
    this.words.push(name);
    if (range[0] === range[1]) this.ghosts.add(range[0]);
    return node({ type: 'Identifier', name, optional: false } as unknown as TSESTree.Identifier, range);
  }

  /** The pieces as a template literal: elements of characters (each with its original offset) around the variables. */
  private template(pieces: readonly Piece[], at?: Range): TSESTree.TemplateLiteral {
    const quasis: TSESTree.TemplateElement[] = [];
    const expressions: TSESTree.Expression[] = [];
    let run: Spelled[] = [];
    const flush = (tail: boolean, after?: number) => {
      const chars = run;
      run = [];
      const text = chars.map((c) => c.ch).join('');
      this.run(chars);
      // An empty element after a variable stands just after what spells it (`$TODO_ID`, `${id}`, `{0}`, `$(ID)`).
      const range = !chars.length && after !== undefined ? ([after, after] as Range) : spanOf(chars.filter((c) => c.off >= 0).map((c): { range: Range } => ({ range: [c.off, c.off + 1] })), this.here);
      const el = node({ type: 'TemplateElement', value: { raw: text, cooked: text }, tail } as TSESTree.TemplateElement, range);
      (el as SpelledChars).spelled = chars;
      quasis.push(el);
    };
    /** Just after the variable before the element being read: where an insertion after it goes in the original. */
    let after: number | undefined;
    const order: number[] = [];
    for (const p of pieces) {
      for (const o of this.spells(p)) if (o < this.original.length) order.push(o);
      if (p.kind === 'char') {
        run.push({ ch: p.ch, off: p.off });
        continue;
      }
      flush(false, after);
      expressions.push(this.variable(p));
      after = this.after(p);
    }
    flush(true, after);
    if (order.length) this.strings.push(order);
    const range = at ?? spanOf([...quasis, ...expressions], this.here);
    return node({ type: 'TemplateLiteral', quasis, expressions } as TSESTree.TemplateLiteral, range);
  }

  /** The original offsets a piece's nodes spell: a character; a variable's name where the file spells it as is, or its placeholder's last character. */
  private spells(p: Piece): number[] {
    if (p.kind === 'opaque') return [];
    if (p.kind === 'char') return p.off >= 0 ? [p.off] : [];
    if (p.spell) return [p.spell[1] - 1];
    if (p.field || p.off < 0 || jsName(p.name) !== p.name) return [];
    return [...p.name].map((_, i) => p.off + i);
  }

  /** Just after what spells a variable in the original, past a closing `}` or `)`; undefined when a word character does not end its spelling. */
  private after(p: Exclude<Piece, { kind: 'char' }>): number | undefined {
    if (p.kind === 'opaque') return undefined;
    const last = p.spell ? p.spell[1] - 1 : jsName(p.name) === p.name && !p.field && p.off >= 0 ? p.off + p.name.length - 1 : -1;
    if (last < 0 || !/\w/.test(this.original[last] ?? '')) return undefined;
    const at = last + 1 + (/[})]/.test(this.original[last + 1] ?? '') ? 1 : 0);
    this.insertions.add(at);
    return at;
  }

  /** A variable of a string: its name where the original spells it, the placeholder that spells it (`{0}`), or an opaque part. */
  private variable(p: Exclude<Piece, { kind: 'char' }>): TSESTree.Expression {
    if (p.kind === 'opaque') return this.made('__shell', p.off >= 0 ? [p.off, p.off] : this.nowhere());
    const spell: Range | undefined = p.spell ? [p.spell[0], p.spell[1]] : undefined;
    // A field's object and name spell nothing apart: both stand inside the placeholder, where no insertion goes (just after it one does).
    const object = spell ? this.made(jsName(p.name), p.field ? [spell[1] - 1, spell[1] - 1] : spell) : p.field ? this.made(jsName(p.name), this.nowhere()) : this.identifier({ text: p.name, off: p.off });
    if (!p.field) return object;
    const property = this.made(jsName(p.field), [object.range[1], object.range[1]]);
    return node({ type: 'MemberExpression', object, property, computed: false, optional: false } as TSESTree.MemberExpression, spell ?? (object.range as Range));
  }
}

/** The range from the first to the last of these nodes' ranges (empty: zero-width at `here`). */
function spanOf(nodes: readonly { range: Range | [number, number] }[], here: number): Range {
  let lo = Infinity;
  let hi = -Infinity;
  for (const n of nodes) {
    if (n.range[0] === n.range[1] && n.range[0] === here) continue;
    lo = Math.min(lo, n.range[0]);
    hi = Math.max(hi, n.range[1]);
  }
  return lo === Infinity ? [here, here] : [lo, hi];
}
