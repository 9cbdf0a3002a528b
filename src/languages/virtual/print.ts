// The one printer: a reader's model (model.ts) as the virtual JavaScript document the core parses
// today — `let NAME = \`…\`;` for a binding, `request({ method, url, body, qs })` for a request —
// and the only code of src/languages that writes JavaScript. Every character printed knows the
// offset of the original character it spells, or that it has none (syntax the printer adds); each
// statement is put on the line of what it spells, so line-based reports and the uncovered-endpoint
// list need no mapping. Suppression comments are not printed (comments.ts gives them to the core as
// directives). As it prints, it records what the cross-file link needs of the text (each request's
// span and base, the injected declarations, where a variable ends), and which requests stand for a
// configuration's value, so that nothing reads the printed text back. The next stage deletes it.
import { locator } from '../../core/location.js';
import type { VirtualDoc } from './document.js';
import { itemsOf } from './model.js';
import { jsName } from './estree.js';
import type { Call, DocModel, Field, Item, Method, Name, Param, Piece, Request, Spelled, Value } from './model.js';

/** The JavaScript name of what the reader does not read: an undeclared global the core knows nothing of. */
const UNREAD: Record<DocModel['unread'], string> = { command: '__shell', script: '__script' };

/** Prints a model as the virtual document of `original`. */
export function print(model: DocModel, original: string): VirtualDoc {
  return new Printer(original, model).doc();
}

/** Writes a virtual document piece by piece, each on the line of the original text it stands for. */
class Printer {
  private readonly chars: string[] = [];
  private readonly offs: number[] = [];
  private line = 1;
  private readonly lineOf: (offset: number) => number;
  private readonly styles: [number, string][] = [];
  private readonly impliedMethods: NonNullable<VirtualDoc['implied']> = [];
  private readonly requests: NonNullable<VirtualDoc['requests']> = [];
  private readonly configValues: number[] = [];
  private readonly injected: [string, number, number][] = [];
  private readonly varEnds = new Map<number, number>();
  private readonly unread: string;
  /** The document's functions by name: a call's keywords go after its function's positional parameters. */
  private readonly functions = new Map<string, Extract<Item, { kind: 'function' }>>();

  constructor(
    original: string,
    private readonly model: DocModel,
  ) {
    const loc = locator(original);
    this.lineOf = (o) => loc(o).line;
    this.unread = UNREAD[model.unread];
    for (const item of itemsOf(model.items)) if (item.kind === 'function') this.functions.set(item.name.text, item);
  }

  doc(): VirtualDoc {
    // Declarations the cross-file link adds go before line 1's text: they spell nothing of the file.
    for (const { name, value } of this.model.injected ?? []) {
      const from = this.chars.length;
      this.add(`let ${jsName(name)} = `).template(value).add('; ');
      this.injected.push([name, from, this.chars.length]);
    }
    this.items(this.model.items);
    const { model } = this;
    return {
      text: this.chars.join(''),
      map: Int32Array.from(this.offs),
      parseAs: '(virtual).js',
      model,
      shared: model.shared,
      ...(this.impliedMethods.length ? { implied: this.impliedMethods } : {}),
      ...(this.styles.length ? { styles: this.styles } : {}),
      ...(this.configValues.length ? { configValues: this.configValues } : {}),
      requests: this.requests,
      ...(this.injected.length ? { injected: this.injected } : {}),
      varEnds: this.varEnds,
      ...(model.regions ? { regions: model.regions } : {}),
    };
  }

  private items(items: readonly Item[]) {
    for (const item of items) this.item(item);
  }

  private item(item: Item) {
    switch (item.kind) {
      case 'bind':
        this.at(item.at).add(item.declare ? 'let ' : '').identifier(item.name).add(' = ').value(item.value).add(';');
        return;
      case 'request':
        return this.request(item);
      case 'read':
        this.at(item.at).add('void ').identifier(item.name).add(';');
        return;
      case 'block':
        this.add('{').items(item.items);
        this.add('}');
        return;
      case 'function':
        this.at(item.at).add('function ').fnName(item.name).add('(');
        for (const p of item.params) this.identifier(p).add(', ');
        // The callers' keywords (`**kwargs`) come last, as one options object.
        if (item.rest) this.identifier(item.rest).add(', ');
        this.add(') {').items(item.items);
        this.add('}');
        return;
      case 'return':
        this.at(item.at).add('return ').value(item.value).add(';');
        return;
      case 'call':
        this.at(item.at).call(item.call).add(';');
        return;
      case 'comment':
        // Suppression comments go to the core as directives on their original lines (comments.ts), not as printed text.
        return;
    }
  }

  private request(r: Request) {
    this.at(r.at);
    if (r.style) this.styles.push([this.chars.length, r.style]);
    const from = this.chars.length;
    // A request whose method nothing says is a configuration's value some program reads: the core is told so as data.
    if (r.method?.kind === 'unknown') this.configValues.push(from);
    this.add('request({').method(r.method).add(' url: ').value(r.url).add(',');
    for (const p of r.params) this.param(p);
    // The function's callers' keywords are the request's options, as each caller gives them.
    if (r.options) this.add(' ...').identifier(r.options).add(',');
    this.add(' });');
    const first = r.url.kind === 'string' ? r.url.pieces[0] : undefined;
    this.requests.push({ range: [from, this.chars.length], ...(first?.kind === 'var' ? { base: first.name } : {}) });
  }

  private method(m: Method | undefined): this {
    if (!m) return this;
    switch (m.kind) {
      case 'spelled':
        return this.add(' method: ').template(m.pieces).add(',');
      case 'implied': {
        const from = this.chars.length + ' method: `'.length;
        this.add(' method: `').add(m.method);
        this.impliedMethods.push({ from, to: this.chars.length, at: m.name[1], spell: m.spell, name: m.name });
        return this.add('`,');
      }
      case 'fixed':
        return this.add(` method: "${m.method}",`);
      case 'unknown':
        return this.add(' method: __config,');
    }
  }

  private param(p: Param) {
    this.add(` ${p.section}: `);
    if (!p.fields) return void this.add(`${this.unread},`);
    this.add('{');
    for (const f of p.fields) this.field(f);
    this.add(' },');
  }

  private field(f: Field) {
    if (!('key' in f)) return void this.add(` ...${this.unread},`);
    this.key(f.key).add(': ').value(f.value).add(',');
  }

  private value(v: Value): this {
    switch (v.kind) {
      case 'string':
        return this.template(v.pieces);
      case 'literal':
        return this.copy(v.chars);
      case 'call':
        return this.call(v);
      case 'object':
        this.add('{');
        for (const f of v.fields) this.field(f);
        return this.add(' }');
      case 'unread':
        return this.add(this.unread);
    }
  }

  /** A call of a function of the file, with the arguments it is given. */
  private call(c: Call): this {
    if (c.style) this.styles.push([this.chars.length, c.style]);
    this.fnName(c.fn).add('(');
    for (const a of c.args) this.value(a).add(', ');
    if (c.keywords) {
      // In the place of the function's keyword parameter, after its positional ones.
      const fn = this.functions.get(c.fn.text);
      for (let i = c.args.length; i < (fn?.params.length ?? 0); i++) this.add('undefined, ');
      this.add('{');
      for (const f of c.keywords) this.field(f);
      this.add(' }, ');
    }
    return this.add(')');
  }

  /** A function's name (`request` is the document's own call). */
  private fnName(name: Name): this {
    return name.text === 'request' ? this.add('$fn_request') : this.identifier(name);
  }

  /** Moves to the original line of `offset` (never back: JavaScript does not care where a line breaks). */
  private at(offset: number): this {
    const line = this.lineOf(offset);
    while (this.line < line) {
      this.push('\n', -1);
      this.line++;
    }
    return this;
  }

  /** Text the printer adds (JavaScript syntax): it spells nothing of the original. */
  private add(text: string): this {
    for (const ch of text) this.push(ch, -1);
    return this;
  }

  /** Original characters, copied as they are. */
  private copy(chars: readonly Spelled[]): this {
    for (const c of chars) {
      if (c.ch === '\n') this.line++;
      this.push(c.ch, c.off);
    }
    return this;
  }

  /** A template literal of the pieces: characters escaped as JavaScript needs, variables as `${name}`. */
  private template(pieces: readonly Piece[]): this {
    // A piece the original does not spell (a client's base joined to a path) places nothing.
    const first = pieces.find((p) => p.kind !== 'opaque' && p.off >= 0);
    if (first) this.at(first.off);
    this.add('`');
    pieces.forEach((p, i) => {
      if (p.kind === 'char') {
        const next = pieces[i + 1];
        const escaped = p.ch === '`' || p.ch === '\\' || (p.ch === '$' && next?.kind === 'char' && next.ch === '{') ? '\\' + p.ch : p.ch;
        for (const ch of escaped) this.push(ch, p.off);
        if (p.ch === '\n') this.line++;
        return;
      }
      this.add('${');
      if (p.kind === 'var' && p.spell) this.placeholder(jsName(p.name) + (p.field ? `.${jsName(p.field)}` : ''), p.spell);
      // A field read by key (`mr['id']`) is a member read, as the core reads `mr.id`.
      else if (p.kind === 'var' && p.field) this.identifier({ text: p.name, off: -1 }).add(`.${jsName(p.field)}`);
      else if (p.kind === 'var') this.identifier({ text: p.name, off: p.off });
      else this.add('__shell');
      const last = this.chars.length - 1;
      this.add('}');
      // An insertion just after the variable goes just after what spells it in the original.
      if (this.offs[last] >= 0 && /\w/.test(this.chars[last])) this.varEnds.set(this.chars.length, this.offs[last]);
    });
    return this.add('`');
  }

  /** A variable's name as a JavaScript identifier, spelled where the original names it (a name it does not spell, nowhere). */
  private identifier({ text, off }: Name): this {
    const id = jsName(text);
    if (id !== text) return this.add(id);
    [...text].forEach((ch, i) => this.push(ch, off < 0 ? -1 : off + i));
    return this;
  }

  /** A variable (its JavaScript name, or a field of it) that fills a placeholder: its last character stands for the placeholder's end, the rest for nothing. */
  private placeholder(id: string, [, end]: [number, number]): this {
    [...id].forEach((ch, i) => this.push(ch, i === id.length - 1 ? end - 1 : -1));
    return this;
  }

  /** An object key spelled by these characters: an identifier where it can be one, else a string. */
  private key(key: readonly Spelled[]): this {
    const name = key.map((c) => c.ch).join('');
    if (key[0].off >= 0) this.at(key[0].off);
    // A property name may be a reserved word (`public`, `default`): it is spelled as it is, so the rules read it.
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return this.add(' ').copy(key);
    return this.add(' "').copy(key.map((c) => ({ ch: c.ch === '"' || c.ch === '\\' ? '_' : c.ch, off: c.off }))).add('"');
  }

  private push(ch: string, off: number) {
    this.chars.push(ch);
    this.offs.push(off);
  }
}
