// What a reader knows of a file that is not JavaScript, as typed data: the names it binds (with the
// value's pieces, each at its original offset), the requests it sends (client style, method, URL
// pieces, parameters), the blocks and functions that scope them, and its suppression comments.
// Readers build this model and nothing else; the builder (estree.ts) makes it the program the core
// reads, in the original's coordinates (no JavaScript text), and names.ts/links.ts read the model.

import type { LibraryCall } from '../../core/match/client-calls.js';

/** One character of a value as the original spells it: `off` is its offset in the original file. */
export interface Spelled {
  ch: string;
  off: number;
}

/**
 * A value built from pieces: characters of the original, and variables (holes) named in it. A
 * variable that fills a placeholder (`{0}` of `.format`, `%s`) is spelled by that placeholder
 * (`spell`: its original range), not by its name: an edit just after it goes after the placeholder.
 * `field`: a field of the variable read by a literal key (`mr['id']`, `mr[:iid]`), as `mr.id` is.
 */
export type Piece = ({ kind: 'char' } & Spelled) | { kind: 'var'; name: string; off: number; len: number; spell?: [number, number]; field?: string } | { kind: 'opaque'; off: number };

export type Span = [number, number];

/** A name as the file spells it, and where (-1: a name the reader makes up, spelled nowhere). */
export interface Name {
  text: string;
  off: number;
}

/** A call of one of the file's own functions (a URL builder, a wrapper of a request). */
export interface Call {
  kind: 'call';
  fn: Name;
  args: Value[];
  /**
   * The keyword arguments (`iid=iid`, `data={…}`; `{ spread }`: `**x`), for a function that takes
   * its callers' keywords (`rest`). Keys are the caller's names until `sectionKeywords` makes them
   * the sections of the request the function hands them to.
   */
  keywords?: Field[];
  /** The registry style (src/clients) a call of the function stands for; set once every function is read. */
  style?: string;
}

/** What a binding, an argument or a parameter holds. */
export type Value =
  /** A string built from pieces. */
  | { kind: 'string'; pieces: Piece[] }
  /** A number, `true`, `false` or `null`, spelled as it is (a fix that makes it a string must add quotes). */
  | { kind: 'literal'; chars: Spelled[] }
  | Call
  /** A dict or hash of named fields (`{'a': 1}`, the keywords a caller gives). */
  | { kind: 'object'; fields: Field[] }
  /** A value the reader does not read. */
  | { kind: 'unread' };

/** How a request's method is known. */
export type Method =
  /** Spelled by the code; `readOnly`: a finding may point at it, no edit may change it; `className`: an edit there writes the verb capitalised (`Net::HTTP::Post`). */
  | { kind: 'spelled'; pieces: Piece[]; readOnly?: Span; className?: Span }
  /** Implied by the command's options (curl's `-d` is a POST): spelled by nothing; a fix that changes it inserts `spell(method)` after `name` (undefined: no insertion keeps the request's meaning). */
  | { kind: 'implied'; method: string; name: Span; spell: (method: string) => string | undefined }
  /** The library's own method for the call (`Net::HTTP.get_response` is a GET), spelled by nothing. */
  | { kind: 'fixed'; method: string }
  /** Unknown: a configuration value, read by a program with a method it does not say. */
  | { kind: 'unknown' };

/** A parameter's key and value, or fields the reader cannot name (`@file`, `**kwargs`). */
export type Field = { key: Spelled[]; value: Value } | { spread: true };

/** A request's parameters of one section; `fields` undefined: sent, but not read (a file, a variable). */
export interface Param {
  section: 'body' | 'formData' | 'qs';
  fields?: Field[];
  /** The section is the function's parameter of this name, whole: its callers give the fields (`data=json.dumps(params)`). */
  name?: Name;
}

export interface Request {
  kind: 'request';
  /** The original offset of the call (its line). */
  at: number;
  /** The registry style (src/clients) the call goes through, when known. */
  style?: string;
  method?: Method;
  url: Value;
  params: Param[];
  /** A call of a v3-only client library's method this request stands for (the library makes it; core/match/client-calls.ts reports it). */
  library?: LibraryCall;
  /**
   * The function's parameter that collects its callers' keywords (`**kwargs`), handed on whole as the request's options
   * (`requests.request(m, url, **kwargs)`), or as the fields of one `section` (`session.get(url, params=kwargs)`).
   */
  options?: Name & { section?: Param['section'] };
  /** Statuses the code compares the answer's to for equality (a script's `[ "$code" = 200 ]`), each where it is written. */
  statuses?: { value: number; range: Span }[];
}

/** One statement of a document, in the order of the original. */
export type Item =
  /** `name = value`; `declare`: the first binding of the name in its scope; `exported`: handed to the programs the file runs (the shell's `export`). */
  | { kind: 'bind'; at: number; name: Name; declare: boolean; value: Value; exported?: boolean }
  | Request
  /** A base read by something the reader does not read (a helper of the script, another program): its route is nobody's. */
  | { kind: 'read'; at: number; name: Name }
  /** A scope: a class, a CI job, a compose service. */
  | { kind: 'block'; items: Item[] }
  /** A function of the file some call gives a string: its callers' arguments reach its requests and the URL it returns. */
  | { kind: 'function'; at: number; name: Name; params: Name[]; items: Item[]; rest?: Name }
  | { kind: 'return'; at: number; value: Value }
  /** A call of a function of the file, as a statement. */
  | { kind: 'call'; at: number; call: Call }
  /** A suppression comment (`# gitlab-v4-migrate-ignore…`), kept on its line. */
  | { kind: 'comment'; at: number; body: string };

/**
 * How an edit of a value is spelled in the document's language: the text to write over `range`
 * of the original, or undefined when the language cannot take it there (a shell word takes no
 * quotes or `$`). The reader's language provides it.
 */
export type EditSpelling = (text: string, range: Span, model: DocModel) => string | undefined;

export interface DocModel {
  items: Item[];
  /** Original ranges of bases other files or jobs may use (assigned here, read by no request here). */
  shared: Span[];
  /** The parts of the original the document stands for (a page's shell blocks); the whole file when absent. */
  regions?: Span[];
  spelling: EditSpelling;
  /** What the reader's unread values are, as the core is told: a command's word, or a program's value. */
  unread: 'command' | 'script';
  /** Bases other files assign, declared before the document's text by the cross-file link (links.ts). */
  injected?: { name: string; value: Piece[] }[];
}

/** Builds a model statement by statement; `open`/`close` nest a block or a function. */
export class ModelBuilder {
  readonly items: Item[] = [];
  readonly shared: Span[] = [];
  private readonly stack: Item[][] = [this.items];

  add(item: Item): this {
    this.stack[this.stack.length - 1].push(item);
    return this;
  }

  open(item: Extract<Item, { items: Item[] }>): this {
    this.add(item);
    this.stack.push(item.items);
    return this;
  }

  close(): this {
    this.stack.pop();
    return this;
  }

  build(spelling: EditSpelling, unread: DocModel['unread']): DocModel {
    return { items: this.items, shared: this.shared, spelling, unread };
  }
}

/** Every item of a model, nested ones after their block's opening. */
export function* itemsOf(items: readonly Item[]): Generator<Item> {
  for (const item of items) {
    yield item;
    if (item.kind === 'block' || item.kind === 'function') yield* itemsOf(item.items);
  }
}

/** Every value an item holds: a binding's, a request's URL and parameters, a call's arguments. */
export function* valuesOf(item: Item): Generator<Value> {
  const inValue = function* (v: Value): Generator<Value> {
    yield v;
    if (v.kind === 'call') for (const a of [...v.args, ...(v.keywords ?? []).flatMap((f) => ('key' in f ? [f.value] : []))]) yield* inValue(a);
    if (v.kind === 'object') for (const f of v.fields) if ('key' in f) yield* inValue(f.value);
  };
  if (item.kind === 'bind' || item.kind === 'return') yield* inValue(item.value);
  if (item.kind === 'call') yield* inValue(item.call);
  if (item.kind !== 'request') return;
  if (item.method?.kind === 'spelled') yield { kind: 'string', pieces: item.method.pieces };
  yield* inValue(item.url);
  for (const p of item.params) for (const f of p.fields ?? []) if ('key' in f) yield* inValue(f.value);
}

/** A shell word takes no quotes, `$` or spaces: the spelling of every language whose values are read as such words. */
export const plainWord: EditSpelling = (text) => (/^[\w./?&=:%+-]*$/.test(text) ? text : undefined);

/**
 * Helpers two deep (`_get(path)` → `_request('GET', path)` → the request): a function of the
 * document whose one statement calls another of its functions with arguments built from its own
 * parameters hands each caller on to that function. Each call of it becomes the inner call, its
 * arguments filled with the caller's, so that the inner function's method and base reach the caller
 * (the core reads a wrapper one deep). What the forwarder itself spells (`'GET'`) is spelled nowhere
 * in the result: it is every caller's, so no edit for one caller may change it (fail closed). A
 * parameter the forwarder reads inside a longer string is filled only by a caller's string.
 */
export function inlineForwarders(items: readonly Item[]): void {
  const forwarders = new Map<string, { params: string[]; rest?: string; inner: Call }>();
  for (const item of itemsOf(items)) {
    if (item.kind !== 'function' || item.items.length !== 1) continue;
    const only = item.items[0];
    const inner = only.kind === 'call' ? only.call : only.kind === 'return' && only.value.kind === 'call' ? only.value : undefined;
    const params = item.params.map((p) => p.text);
    const own = (v: Value): boolean => v.kind === 'unread' || v.kind === 'literal' || (v.kind === 'string' && v.pieces.every((p) => p.kind === 'char' || (p.kind === 'var' && !p.field && params.includes(p.name))));
    // Its keywords are its callers' (`params=params` of `**params`), or none.
    const rest = item.rest?.text;
    const keywordsOwn = (inner?.keywords ?? []).every((f) => 'key' in f && isVar(f.value, rest));
    if (inner && inner.fn.text !== item.name.text && inner.args.every(own) && keywordsOwn) forwarders.set(item.name.text, { params, rest, inner });
  }
  if (!forwarders.size) return;
  const nowhere = (v: Value): Value => (v.kind === 'string' ? { kind: 'string', pieces: v.pieces.map((p) => (p.kind === 'char' ? { ...p, off: -1 } : p)) } : v.kind === 'literal' ? { kind: 'literal', chars: v.chars.map((c) => ({ ...c, off: -1 })) } : v);
  /** The forwarder's argument `v` with the caller's `args` in place of its parameters; undefined when one cannot go there. */
  const fill = (v: Value, params: string[], args: readonly Value[]): Value | undefined => {
    if (v.kind !== 'string') return nowhere(v);
    const whole = v.pieces.length === 1 && v.pieces[0].kind === 'var' ? params.indexOf(v.pieces[0].name) : -1;
    if (whole >= 0) return args[whole] ?? { kind: 'unread' };
    const out: Piece[] = [];
    for (const p of v.pieces) {
      if (p.kind !== 'var') {
        out.push(p.kind === 'char' ? { ...p, off: -1 } : p);
        continue;
      }
      const a = args[params.indexOf(p.name)];
      if (a?.kind !== 'string') return undefined;
      out.push(...a.pieces);
    }
    return { kind: 'string', pieces: out };
  };
  const rewrite = (c: Call, depth: number): void => {
    for (const a of c.args) if (a.kind === 'call') rewrite(a, depth);
    const f = forwarders.get(c.fn.text);
    if (!f || depth > 8) return;
    const args = f.inner.args.map((v) => fill(v, f.params, c.args));
    if (args.some((a) => !a)) return;
    // A caller's keywords go where the forwarder hands its own on (`params=params`); a forwarder that takes none gets none.
    if (c.keywords?.length && !f.rest) return;
    const given: Value = { kind: 'object', fields: c.keywords ?? [] };
    const keywords = f.inner.keywords?.map((k) => ('key' in k ? { key: k.key.map((ch) => ({ ...ch, off: -1 })), value: given } : k));
    c.fn = { text: f.inner.fn.text, off: -1 };
    c.args = args as Value[];
    if (keywords?.length) c.keywords = keywords;
    else delete c.keywords;
    if (f.inner.style) c.style = f.inner.style;
    else delete c.style;
    rewrite(c, depth + 1);
  };
  const walk = (list: readonly Item[]): void => {
    for (const item of list) {
      // The forwarder's own call stays as it is: it is the one the others are made from.
      if (item.kind === 'function' && forwarders.has(item.name.text)) continue;
      if (item.kind === 'block' || item.kind === 'function') walk(item.items);
      else for (const v of valuesOf(item)) if (v.kind === 'call') rewrite(v, 0);
    }
  };
  walk(items);
}

/** Whether a value is the variable `name` alone. */
const isVar = (v: Value, name: string | undefined): boolean => !!name && v.kind === 'string' && v.pieces.length === 1 && v.pieces[0].kind === 'var' && v.pieces[0].name === name && !v.pieces[0].field;

/**
 * A function that hands its callers' keywords to a request as its options (`**kwargs`): each
 * caller's keywords become the request's sections by `section` (the reader's names: `params` is
 * the query, `data` and `json` the body); a keyword that is none (`headers`, `timeout`) is left
 * out, and one the reader cannot name (`**x`) is a spread the core does not read.
 */
export function sectionKeywords(items: readonly Item[], section: (key: string) => Param['section'] | undefined): void {
  /** The functions that hand their callers' keywords to a request: whole (undefined), or as one section's fields. */
  const sectioned = new Map<string, Param['section'] | undefined>();
  for (const item of itemsOf(items)) {
    if (item.kind !== 'function' || !item.rest) continue;
    const r = [...itemsOf(item.items)].find((r) => r.kind === 'request' && r.options?.text === item.rest!.text);
    if (r?.kind === 'request') sectioned.set(item.name.text, r.options!.section);
  }
  for (const item of itemsOf(items))
    for (const v of valuesOf(item)) {
      if (v.kind !== 'call' || !v.keywords) continue;
      if (!sectioned.has(v.fn.text)) {
        delete v.keywords;
        continue;
      }
      const one = sectioned.get(v.fn.text);
      if (one) {
        v.keywords = [{ key: [...one].map((ch) => ({ ch, off: -1 })), value: { kind: 'object', fields: v.keywords } }];
        continue;
      }
      v.keywords = v.keywords.flatMap((f): Field[] => {
        if (!('key' in f)) return [f];
        const s = section(f.key.map((c) => c.ch).join(''));
        return s ? [{ key: [...s].map((ch) => ({ ch, off: -1 })), value: f.value }] : [];
      });
    }
}
