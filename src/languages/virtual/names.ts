// The names a document shares with other files: the `/api/v3` bases it assigns, and the bases its
// requests read without assigning them (`$GITLAB_API/projects/…` in a script whose GITLAB_API
// comes from `.env`, a Dockerfile or a CI variable). Read from the reader's model (model.ts): the
// cross-file link (links.ts) and the per-file pass (which leaves such files to it) both use it.
import { kindOf, KINDS, type FileKind } from '../kinds.js';
import type { VirtualDoc } from './document.js';
import { itemsOf, valuesOf, type Piece } from './model.js';
import { jsName } from './estree.js';

const kindsWhere = (test: (links: (typeof KINDS)[number]['links']) => boolean): ReadonlySet<FileKind> => new Set(KINDS.filter((k) => test(k.links)).map((k) => k.name));
/** Kinds whose assignments are the environment of other programs (a script may be sourced): their registry line's `links`. */
export const DEFINERS = kindsWhere((l) => l === 'all' || l === 'unread');
/** Kinds whose every assignment is the environment of other programs; a script's or Makefile's is only when its own requests do not read it. */
export const ENVIRONMENT = kindsWhere((l) => l === 'all');
/** Kinds whose `$NAME` reads the environment: the shell kinds, and the shell blocks of a page. */
export const USERS = kindsWhere((l) => l !== undefined);
/** Kinds whose files are modules: a top-level name is read elsewhere as `module.NAME`, and only such a name is read from another file. */
export const MODULES = kindsWhere((l) => l === 'modules');

/** The name another file reads a module's top-level `name` by: `module.NAME`, the module named as its file is, without extension. */
export const moduleName = (file: string, name: string) => `${file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '')}.${name}`;
/** Whether a name a module reads is another module's (`config.GITLAB_API`), not its own instance's (`self.api`). */
const fromModule = (name: string) => /^[A-Za-z_]\w*\.[A-Za-z_]\w*$/.test(name) && !name.startsWith('self.');

export interface Assigned {
  name: string;
  /** The value's range in the original file. */
  range: [number, number];
  /** The value from `/api/v3` on, when it is plain text (what the uses are proven with). */
  suffix?: string;
  /** No request of its own file reads it. */
  shared: boolean;
  /** Handed to the programs the file runs (`export NAME=…`): a script that sources it reads it. */
  exported: boolean;
  /** Assigned at the document's top level, not in a function or block (a module's attribute). */
  top: boolean;
}

/** The original range a value's pieces spell: its characters, and the names and placeholders of its variables. */
export function spelledRange(pieces: readonly Piece[]): [number, number] | undefined {
  // A loop, not Math.min(...): a value may be longer than a call's arguments can be.
  let lo = Infinity;
  let hi = -1;
  const take = (from: number, to: number) => {
    if (from < 0) return;
    lo = Math.min(lo, from);
    hi = Math.max(hi, to);
  };
  for (const p of pieces) {
    if (p.kind === 'char') take(p.off, p.off);
    else if (p.kind === 'var' && p.spell) take(p.spell[1] - 1, p.spell[1] - 1);
    // A name JavaScript cannot take is spelled by nothing of the original (estree.ts `identifier`).
    else if (p.kind === 'var' && jsName(p.name) === p.name) take(p.off, p.off + p.name.length - 1);
  }
  return hi < 0 ? undefined : [lo, hi + 1];
}

/** A value's text, each variable a character no plain text has. */
const flat = (pieces: readonly Piece[]) => pieces.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join('');

/** What a document leaves to other files: the v3 bases it assigns, and the bases its requests read without assigning them. */
export function namesOf(doc: VirtualDoc): { assigned: Assigned[]; free: Set<string> } {
  const assigned: Assigned[] = [];
  const free = new Set<string>();
  if (!doc.model) return { assigned, free };
  const top = new Set(doc.model.items);
  const declared = new Set<string>();
  const urls: Piece[][] = [];
  for (const item of itemsOf(doc.model.items)) {
    if (item.kind === 'request' && item.url.kind === 'string') urls.push(item.url.pieces);
    if (item.kind !== 'bind') continue;
    if (item.declare) declared.add(item.name.text);
    if (item.value.kind !== 'string') continue;
    const text = flat(item.value.pieces);
    const at = text.indexOf('/api/v3');
    const range = at < 0 ? undefined : spelledRange(item.value.pieces);
    if (!range) continue;
    const suffix = /^[\w./%-]*$/.test(text.slice(at)) ? text.slice(at) : undefined;
    assigned.push({ name: item.name.text, range, suffix, shared: !!doc.shared?.some(([s, e]) => s <= range[0] && range[1] <= e), exported: !!item.exported, top: top.has(item) });
  }
  // A request whose URL starts with a variable the document does not declare: its base is another file's.
  for (const url of urls) if (url[0]?.kind === 'var' && !declared.has(url[0].name)) free.add(url[0].name);
  return { assigned, free };
}

/** Whether every read of `name` in a document has an API prefix of its own after it (`${NAME}/api/v3`): then it is a host there. */
export function hostHere(doc: VirtualDoc, name: string): boolean {
  let reads = 0;
  for (const item of itemsOf(doc.model?.items ?? []))
    for (const v of valuesOf(item)) {
      if (v.kind !== 'string') continue;
      for (const [i, p] of v.pieces.entries()) {
        if (p.kind !== 'var' || p.name !== name) continue;
        reads++;
        if (!/^\/api\/v\d/.test(flat(v.pieces.slice(i + 1, i + 8)))) return false;
      }
    }
  return reads > 0;
}

/**
 * What a document of `kind` (the file `file`) takes part in the link with: the bases it defines for
 * other files, under the names they read them by, and the names it reads from others. A module
 * (`modules`) defines its top-level bases as `module.NAME` and reads only such names; the other
 * kinds share environment names.
 */
export function linkNamesOf(doc: VirtualDoc, file: string, kind: FileKind): { defines: Assigned[]; free: Set<string> } {
  const { assigned, free } = namesOf(doc);
  if (MODULES.has(kind)) return { defines: assigned.filter((a) => a.top).map((a) => ({ ...a, name: moduleName(file, a.name) })), free: moduleReads(doc) };
  return { defines: DEFINERS.has(kind) ? assigned.filter((x) => ENVIRONMENT.has(kind) || x.shared || x.exported) : [], free: USERS.has(kind) ? free : new Set() };
}

/**
 * Every other module's name a module document reads — in a request's URL, a binding's value, a call's
 * argument, or a read no request spells: each is a use of that module's base, which may not move past it.
 */
function moduleReads(doc: VirtualDoc): Set<string> {
  const out = new Set<string>();
  for (const item of itemsOf(doc.model?.items ?? [])) {
    if (item.kind === 'read' && fromModule(item.name.text)) out.add(item.name.text);
    for (const v of valuesOf(item)) if (v.kind === 'string') for (const p of v.pieces) if (p.kind === 'var' && fromModule(p.name)) out.add(p.name);
  }
  return out;
}

/** Whether a file of this kind may share a base with others: the per-file pass leaves it to the link. */
export function mayLink(docs: readonly VirtualDoc[], file: string, text: string): boolean {
  const kind = kindOf(file, text);
  if (!kind || !USERS.has(kind)) return false;
  return docs.some((d) => {
    const { defines, free } = linkNamesOf(d, file, kind);
    return free.size > 0 || defines.length > 0;
  });
}

