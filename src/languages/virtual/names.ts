// The names a virtual document shares with other files: the `/api/v3` bases it assigns, and the
// bases its requests read without assigning them (`$GITLAB_API/projects/…` in a script whose
// GITLAB_API comes from `.env`, a Dockerfile or a CI variable). Read from the document's text,
// whose shape the adapters write (document.ts): the cross-file link (links.ts) and the per-file
// pass (which leaves such files to it) both use it.
import { kindOf, KINDS, type FileKind } from '../kinds.js';
import type { VirtualDoc } from './document.js';

const kindsWhere = (test: (links: (typeof KINDS)[number]['links']) => boolean): ReadonlySet<FileKind> => new Set(KINDS.filter((k) => test(k.links)).map((k) => k.name));
/** Kinds whose assignments are the environment of other programs (a script may be sourced): their registry line's `links`. */
export const DEFINERS = kindsWhere((l) => l === 'all' || l === 'unread');
/** Kinds whose every assignment is the environment of other programs; a script's or Makefile's is only when its own requests do not read it. */
export const ENVIRONMENT = kindsWhere((l) => l === 'all');
/** Kinds whose `$NAME` reads the environment: the shell kinds, and the shell blocks of a page. */
export const USERS = kindsWhere((l) => l !== undefined);

const NAME = String.raw`[A-Za-z_$][\w$]*`;
/** `let NAME = \`value\`;` or `NAME = \`value\`;`, as the adapters write an assignment (document.ts). */
const ASSIGNMENT = new RegExp(String.raw`(?:^|[;{}\s])(?:let )?(${NAME}) = \`((?:[^\`\\]|\\[\s\S])*)\`;`, 'g');
const DECLARED = new RegExp(String.raw`(?:^|[;{}\s])let (${NAME}) = `, 'g');
/** A request whose URL starts with a variable: that variable is its base. */
export const URL_BASE = new RegExp(String.raw`url:\s*\`\$\{(${NAME})\}`);

export interface Assigned {
  name: string;
  /** The value's range in the original file. */
  range: [number, number];
  /** The value from `/api/v3` on, when it is plain text (what the uses are proven with). */
  suffix?: string;
  /** No request of its own file reads it. */
  shared: boolean;
}

/** What a document leaves to other files: the v3 bases it assigns, and the bases its requests read without assigning them. */
export function namesOf(doc: VirtualDoc): { assigned: Assigned[]; free: Set<string> } {
  const assigned: Assigned[] = [];
  if (!doc.masked) {
    for (const m of doc.text.matchAll(ASSIGNMENT)) {
      const body = m[2];
      const at = body.indexOf('/api/v3');
      if (at < 0) continue;
      const start = m.index + m[0].length - body.length - 2;
      // A loop, not Math.min(...): a value may be longer than a call's arguments can be.
      let lo = Infinity;
      let hi = -1;
      for (const o of doc.map.subarray(start, start + body.length)) if (o >= 0) [lo, hi] = [Math.min(lo, o), Math.max(hi, o)];
      if (hi < 0) continue;
      const range: [number, number] = [lo, hi + 1];
      const suffix = /^[\w./%-]*$/.test(body.slice(at)) ? body.slice(at) : undefined;
      assigned.push({ name: m[1], range, suffix, shared: !!doc.shared?.some(([s, e]) => s <= range[0] && range[1] <= e) });
    }
  }
  const declared = new Set([...doc.text.matchAll(DECLARED)].map((m) => m[1]));
  const free = new Set<string>();
  if (!doc.masked) for (const span of requests(doc.text)) {
    const base = URL_BASE.exec(doc.text.slice(span[0], span[1]))?.[1];
    if (base && !declared.has(base) && base !== '__shell') free.add(base);
  }
  return { assigned, free };
}

/** The spans of the `request({ … });` calls of a virtual document. */
export function requests(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = text.indexOf('request({'); i >= 0; i = text.indexOf('request({', i + 1)) {
    const end = text.indexOf('});', i);
    if (end < 0) break;
    out.push([i, end + 3]);
  }
  return out;
}

/** Whether a file of this kind may share a base with others: the per-file pass leaves it to the link. */
export function mayLink(docs: readonly VirtualDoc[], file: string, text: string): boolean {
  const kind = kindOf(file, text);
  if (!kind || !USERS.has(kind)) return false;
  return docs.some((d) => {
    const { assigned, free } = namesOf(d);
    return free.size > 0 || (DEFINERS.has(kind) && assigned.length > 0);
  });
}

