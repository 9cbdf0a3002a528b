// A virtual JavaScript document: what an adapter makes of a file that is not JavaScript, so that
// the one linter (core/check.ts) reads it unchanged. Every character of the virtual text knows the
// offset of the original character it spells, or that it has none (syntax the adapter added); the
// virtual text keeps the original's line numbers (each piece is put on the line of what it spells),
// so suppression comments, line-based reports and the uncovered-endpoint list need no mapping.
// Findings and fixes come back as ranges and text edits of the original file.
import { lineStarts, locator } from '../../core/location.js';
import type { Edit, Finding, Held } from '../../core/types.js';
import { ruleHoldsPrefix } from '../../rulebook/index.js';

/** One character of a value as the original spells it: `off` is its offset in the original file. */
export interface Spelled {
  ch: string;
  off: number;
}

/**
 * A value built from pieces: characters of the original, and variables (holes) named in it. A
 * variable that fills a placeholder (`{0}` of `.format`, `%s`) is spelled by that placeholder
 * (`spell`: its original range), not by its name: an edit just after it goes after the placeholder.
 */
export type Piece = ({ kind: 'char' } & Spelled) | { kind: 'var'; name: string; off: number; len: number; spell?: [number, number] } | { kind: 'opaque'; off: number };

export interface VirtualDoc {
  text: string;
  /** For each virtual character, the original offset it spells (-1: none). */
  map: Int32Array;
  /** The file name the JS parser is given (its extension picks the language). */
  parseAs: string;
  /** Which original edits the adapter can make: a shell word takes no quotes or `$`. */
  plain?: boolean;
  /** Original ranges of bases other files or jobs may use (assigned here, used by no request here). */
  shared?: [number, number][];
  /** Original ranges that name a class by its verb (`Net::HTTP::Delete`): an edit there writes the verb capitalised (`Post`). */
  classNames?: [number, number][];
  /** Original ranges a finding may point at but no edit may change (a verb whose arguments differ from the new verb's). */
  readOnly?: [number, number][];
  /**
   * Methods the original implies and does not spell (curl's `-d` is a POST): virtual ranges, and
   * for a new method, the text to insert at `at` (undefined: no insertion keeps the request's meaning).
   */
  implied?: { from: number; to: number; at: number; spell: (method: string) => string | undefined; name: [number, number] }[];
  /** Virtual offsets of request calls an adapter wrote, and the registry style (src/clients) the original call goes through. */
  styles?: [number, string][];
  /** A JS/TS block of the original, everything else blanked: its text is the file's own code. */
  masked?: boolean;
  /** The parts of the original the document stands for (a page's shell blocks); the whole file when absent. */
  regions?: [number, number][];
}

const JS_RESERVED = new Set('break case catch class const continue debugger default delete do else export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static enum await implements package protected interface private public arguments eval undefined'.split(' '));

/** Builds a virtual document piece by piece, each on the line of the original text it stands for. */
export class VirtualBuilder {
  private readonly chars: string[] = [];
  private readonly offs: number[] = [];
  private line = 1;
  private readonly lineOf: (offset: number) => number;
  readonly shared: [number, number][] = [];
  readonly classNames: [number, number][] = [];
  readonly readOnly: [number, number][] = [];
  private readonly styles: [number, string | (() => string | undefined)][] = [];
  private readonly impliedMethods: NonNullable<VirtualDoc['implied']> = [];

  private readonly lineStart: (line: number) => number;

  constructor(original: string) {
    const loc = locator(original);
    this.lineOf = (o) => loc(o).line;
    const starts = lineStarts(original);
    this.lineStart = (line) => starts[line - 1] ?? original.length + line;
  }

  /** Moves to the original line of `offset` (never back: JavaScript does not care where a line breaks). */
  at(offset: number): this {
    const line = this.lineOf(offset);
    while (this.line < line) {
      const comment = this.comments.get(this.line);
      if (comment) this.add(` /* ${comment.replace(/\*\//g, '* /')} */`);
      this.comments.delete(this.line);
      this.push('\n', -1);
      this.line++;
    }
    return this;
  }

  private readonly comments = new Map<number, string>();

  /** A suppression comment of the original (`# gitlab-v4-migrate-ignore…`), kept on its line. */
  comment(offset: number, body: string): this {
    const line = this.lineOf(offset);
    if (line < this.line) return this;
    this.comments.set(line, body);
    return this;
  }

  /** The call written next goes through this registry style (src/clients), or the one `style()` gives once the whole file is read; nothing when it is not known. */
  styled(style: string | undefined | (() => string | undefined)): this {
    if (style) this.styles.push([this.chars.length, style]);
    return this;
  }

  /** Text the adapter adds (JavaScript syntax): it spells nothing of the original. */
  add(text: string): this {
    for (const ch of text) this.push(ch, -1);
    return this;
  }

  /** A method the original implies (spelled by nothing); a fix that changes it inserts `spell(method)` at `at`. */
  implied(method: string, name: [number, number], spell: (method: string) => string | undefined): this {
    const from = this.chars.length;
    this.add(method);
    this.impliedMethods.push({ from, to: this.chars.length, at: name[1], spell, name });
    return this;
  }

  /** Original characters, copied as they are. */
  copy(chars: readonly Spelled[]): this {
    for (const c of chars) {
      if (c.ch === '\n') this.line++;
      this.push(c.ch, c.off);
    }
    return this;
  }

  /** A template literal of the pieces: characters escaped as JavaScript needs, variables as `${name}`. */
  template(pieces: readonly Piece[]): this {
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
      } else {
        this.add('${');
        if (p.kind === 'var' && p.spell) this.placeholder(p.name, p.spell);
        else if (p.kind === 'var') this.identifier(p.name, p.off);
        else this.add('__shell');
        this.add('}');
      }
    });
    return this.add('`');
  }

  /** A variable's name as a JavaScript identifier, spelled where the original names it. */
  identifier(name: string, off: number): this {
    if (JS_RESERVED.has(name) || !/^[A-Za-z_$][\w$]*$/.test(name)) return this.add('$_' + name.replace(/[^\w$]/g, '_'));
    [...name].forEach((ch, i) => this.push(ch, off + i));
    return this;
  }

  /** A variable that fills a placeholder: its name's last character stands for the placeholder's end, the rest for nothing. */
  private placeholder(name: string, [, end]: [number, number]): this {
    const id = JS_RESERVED.has(name) || !/^[A-Za-z_$][\w$]*$/.test(name) ? '$_' + name.replace(/[^\w$]/g, '_') : name;
    [...id].forEach((ch, i) => this.push(ch, i === id.length - 1 ? end - 1 : -1));
    return this;
  }

  /** An object key spelled by these characters: an identifier where it can be one, else a string. */
  key(key: readonly Spelled[]): this {
    const name = key.map((c) => c.ch).join('');
    this.at(key[0].off);
    // A property name may be a reserved word (`public`, `default`): it is spelled as it is, so the rules read it.
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return this.add(' ').copy(key);
    return this.add(' "').copy(key.map((c) => ({ ch: c.ch === '"' || c.ch === '\\' ? '_' : c.ch, off: c.off }))).add('"');
  }

  private push(ch: string, off: number) {
    this.chars.push(ch);
    this.offs.push(off);
  }

  private resolvedStyles(): Pick<VirtualDoc, 'styles'> {
    const styles = this.styles.flatMap(([at, style]): [number, string][] => {
      const id = typeof style === 'function' ? style() : style;
      return id ? [[at, id]] : [];
    });
    return styles.length ? { styles } : {};
  }

  build(parseAs: string, plain: boolean): VirtualDoc {
    for (const [line, body] of [...this.comments].sort((a, b) => a[0] - b[0])) {
      this.at(this.lineStart(line));
      this.add(` /* ${body.replace(/\*\//g, '* /')} */`);
    }
    return { text: this.chars.join(''), map: Int32Array.from(this.offs), parseAs, plain, shared: this.shared, ...(this.classNames.length ? { classNames: this.classNames } : {}), ...(this.readOnly.length ? { readOnly: this.readOnly } : {}), ...(this.impliedMethods.length ? { implied: this.impliedMethods } : {}), ...this.resolvedStyles() };
  }
}

/** A document that is the original with everything outside some ranges blanked: a JS block of a page. */
export function maskedDoc(original: string, keep: readonly [number, number][], parseAs: string): VirtualDoc {
  // One space per UTF-16 unit blanked, line breaks kept: offsets and lines stay the original's.
  const kept = new Uint8Array(original.length);
  for (const [s, e] of keep) kept.fill(1, s, e);
  const chars = original.split('');
  for (let i = 0; i < chars.length; i++) if (!kept[i] && chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
  const map = new Int32Array(original.length);
  for (let i = 0; i < original.length; i++) map[i] = kept[i] ? i : -1;
  return { text: chars.join(''), map, parseAs, plain: false, masked: true };
}

/** The original range a virtual range stands for (widened to the mapped characters inside it). */
function mapRange(doc: VirtualDoc, [a, b]: [number, number]): [number, number] | undefined {
  // A method the command implies is spelled by its name (`curl`).
  const implied = doc.implied?.find((m) => a >= m.from - 1 && b <= m.to + 1);
  if (implied) return implied.name;
  let s = a;
  while (s < b && doc.map[s] < 0) s++;
  let e = b - 1;
  while (e >= s && doc.map[e] < 0) e--;
  if (s <= e) return [doc.map[s], doc.map[e] + 1];
  // A zero-width or unmapped range: the nearest mapped character before it.
  for (let i = Math.min(a, doc.map.length - 1); i >= 0; i--) if (doc.map[i] >= 0) return [doc.map[i], doc.map[i] + 1];
  return undefined;
}

const inside = (r: [number, number], spans: readonly [number, number][] | undefined) => !!spans?.some(([s, e]) => r[0] >= s && r[1] <= e);

/**
 * An edit of the virtual text as an edit of the original, when it is one: every character it
 * replaces spells original text, in order, and (for shell words) the new text needs no quoting.
 */
function mapEdit(doc: VirtualDoc, e: Edit, original: string): Edit | undefined {
  const [a, b] = e.range;
  const implied = doc.implied?.find((m) => a >= m.from - 1 && b <= m.to + 1 && b > a);
  if (implied) {
    const text = implied.spell(e.text.replace(/^[`'"]|[`'"]$/g, '').toUpperCase());
    return text === undefined ? undefined : { range: [implied.at, implied.at], text };
  }
  if (doc.plain && !/^[\w./?&=:%+-]*$/.test(e.text)) return undefined;
  if (a === b) {
    if (doc.map[a] >= 0) return { range: [doc.map[a], doc.map[a]], text: e.text };
    if (a > 0 && doc.map[a - 1] >= 0) return { range: [doc.map[a - 1] + 1, doc.map[a - 1] + 1], text: e.text };
    // Just after a variable (`${todo}` spelling `$todo`, `${todo}`, `{todo}`, `$(TODO)`): just after it in the original.
    if (a > 1 && doc.text[a - 1] === '}' && doc.map[a - 2] >= 0 && /\w/.test(doc.text[a - 2])) {
      const at = doc.map[a - 2] + 1 + (/[})]/.test(original[doc.map[a - 2] + 1] ?? '') ? 1 : 0);
      return { range: [at, at], text: e.text };
    }
    return undefined;
  }
  // Every character replaced spells the original in order, with at most an escape or a quote
  // between two of them: a value joined from far apart pieces (a format string and its argument,
  // a function's URL and its caller's path) takes no edit across the join.
  for (let i = a; i < b; i++) if (doc.map[i] < 0 || (i > a && (doc.map[i] < doc.map[i - 1] || doc.map[i] - doc.map[i - 1] > 3))) return undefined;
  // A character JavaScript escapes (`\\`) spells one original character: the edit must cover it whole.
  if (a > 0 && doc.map[a - 1] === doc.map[a]) return undefined;
  if (b < doc.map.length && doc.map[b] === doc.map[b - 1]) return undefined;
  const range: [number, number] = [doc.map[a], doc.map[b - 1] + 1];
  if (doc.readOnly?.some(([s, e]) => range[0] < e && range[1] > s)) return undefined;
  const className = inside(range, doc.classNames);
  return { range, text: className ? e.text.charAt(0).toUpperCase() + e.text.slice(1).toLowerCase() : e.text };
}

/**
 * The core moved the base of this document with every call on it; a call whose fix the original
 * cannot take keeps its v3 route, so the base and the calls on it wait: no fix that needs the base
 * to move is made in the document (the core's rule, applied to what the mapping took away). The
 * hold is data, as the core's are: the finding to deal with first, and where it is.
 */
function holdBases(findings: Finding[], unmade: Finding[], file: string) {
  const holds = (f: Finding) => ruleHoldsPrefix(f.ruleId);
  const blockers = unmade.filter(holds);
  if (!blockers.length) return;
  const b = blockers[0];
  for (const f of findings) {
    if (!f.edits || unmade.includes(f) || !holds(f)) continue;
    delete f.edits;
    f.fix = 'manual';
    f.held = { reason: f.change === 'prefix' ? 'prefix waits' : 'base waits', blocker: { file, line: b.start.line, change: b.change }, ...(f.change === 'prefix' ? { waitsOn: [b.change === 'prefix' ? b.ruleId : b.change] } : {}) };
  }
}

/** The findings of a virtual document as findings of the original text. */
export function mapFindings(doc: VirtualDoc, findings: readonly Finding[], original: string, loc = locator(original), file = doc.parseAs): Finding[] {
  /** Findings whose fix the core made but the original cannot take. */
  const unmade = new Set<number>();
  // The core names the virtual document where a message or a hold points into it: it is the file.
  const rename = (s: string) => s.split(doc.parseAs).join(file);
  const place = <P extends { file: string }>(p: P | undefined) => (p ? { ...p, file: rename(p.file) } : undefined);
  const renamed = (h: Held): Held => {
    const unproven = h.unproven?.kind === 'read unseen' ? { ...h.unproven, places: h.unproven.places.map((p) => place(p)!) } : h.unproven?.kind === 'requests unread' ? { ...h.unproven, file: rename(h.unproven.file) } : h.unproven;
    return { ...h, blocker: place(h.blocker), base: place(h.base), at: place(h.at), unproven };
  };
  const out: Finding[] = [];
  /** Findings already mapped, by rule and original range: a shell function's base is spelled once for all its callers. */
  const seen = new Set<string>();
  for (const f of findings) {
    const range = mapRange(doc, f.range);
    if (!range) continue;
    const key = `${f.ruleId} ${range[0]} ${range[1]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let edits: Edit[] | undefined;
    const message = rename(f.message);
    let held: Held | undefined = f.held && renamed(f.held);
    if (f.edits?.length) {
      const mapped = f.edits.filter((e) => e.file === undefined).map((e) => mapEdit(doc, e, original));
      if (mapped.length === f.edits.length && mapped.every((e): e is Edit => !!e)) edits = mapped;
      else {
        held = { reason: 'not plain text' };
        unmade.add(out.length);
      }
    }
    if (edits && f.change === 'prefix' && inside(range, doc.shared)) {
      edits = undefined;
      held = { reason: 'read elsewhere' };
    }
    out.push({
      ...f,
      message,
      fix: edits ? f.fix : 'manual',
      range,
      start: loc(range[0]),
      end: loc(range[1]),
      ...(edits ? { edits } : { edits: undefined }),
      ...(held ? { held } : {}),
    });
  }
  holdBases(out, [...unmade].map((i) => out[i]), file);
  for (const f of out) {
    if (!f.edits) delete f.edits;
    if (f.held && !f.held.blocker) delete f.held.blocker;
    if (f.held && !f.held.base) delete f.held.base;
    if (f.held && !f.held.at) delete f.held.at;
    if (f.held && !f.held.unproven) delete f.held.unproven;
  }
  return out;
}
