// A base shared across files that are not JavaScript: `.env`'s `GITLAB_API=…/api/v3`, a
// Dockerfile `ENV`, a CI `variables:` entry, a Makefile or shell variable, read by the scripts of
// the same repository as `$GITLAB_API/projects/…`. Uses are linked by name across the run's files
// of these kinds (README: "Beyond JavaScript"). Each file that reads the name is linted with the
// base's value declared in its own document, so the core proves its calls as it proves a JS
// file's (core/decide/base-proof.ts); the base moves only when every use and its own file are proven
// after the run's fixes, and otherwise it and the calls on it are held, with the reason and place.
import fs from 'node:fs';
import path from 'node:path';
import { withCarried } from '../../core/decide/carried.js';
import { fixpoint, lintDocuments, type Language } from '../../core/linter.js';
import type { AnalyzeOptions } from '../../core/policy/policy.js';
import type { Finding, Held, Place, Unproven } from '../../core/types.js';
import { ruleHoldsPrefix } from '../../rulebook/index.js';
import { ADAPTED, virtualDocs } from '../index.js';
import { kindOf } from '../kinds.js';
import { DEFINERS, hostHere, linkNamesOf, MODULES, namesOf, type Assigned } from './names.js';
import type { VirtualDoc } from './document.js';
import type { Piece } from './model.js';
import { builtDoc, jsName } from './estree.js';

/** The folder of the repository a file is in (the nearest with `.git`): names link only within one. */
function repositoryOf(file: string, known: Map<string, string>): string {
  const dir = path.dirname(path.resolve(file));
  const cached = known.get(dir);
  if (cached !== undefined) return cached;
  // Outside any repository, the files of the run are one.
  let root = '';
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) {
      root = d;
      break;
    }
    if (path.dirname(d) === d) break;
  }
  known.set(dir, root);
  return root;
}

/** Why a base cannot move, and where. */
interface Verdict {
  unproven?: Unproven;
  at?: Place;
  blocker?: Held['blocker'];
  waitsOn?: string[];
}

interface Group {
  name: string;
  /** Each definition; `held`: why it alone stays (read by no other file, and by no request of its own). */
  defs: { file: string; assigned: Assigned; line: number; held?: Verdict }[];
  users: Set<string>;
  /** Held, and why; undefined: it moves with its uses. */
  held?: Verdict;
}

export interface LinkOptions extends AnalyzeOptions {
  /** Files of other kinds of the run (JS, Python, Ruby, components), by path: a read of a linked name there is a use no proof sees. */
  others: ReadonlyMap<string, string>;
}

const display = (options: AnalyzeOptions, file: string) => options.displayPath?.(file) ?? file;

/** A read of the name in a file of another kind: `process.env.NAME`, `os.environ["NAME"]`, `ENV.fetch('NAME')`. */
function readerIn(text: string, name: string): number | undefined {
  const at = new RegExp(String.raw`(['"\`])${name.replace(/\$/g, '\\$')}\1|\benv\.${name.replace(/\$/g, '\\$')}\b`).exec(text);
  return at ? text.slice(0, at.index).split('\n').length : undefined;
}

/**
 * Lints linked files together: `texts` are the files the per-file pass left to the link (and
 * their current texts); the result is each one's findings, as the one-file lint gives them.
 */
export function lintLinked(texts: ReadonlyMap<string, string>, options: LinkOptions): Map<string, Finding[]> {
  const repos = new Map<string, string>();
  const groups = new Map<string, Group>();
  const key = (file: string, name: string) => `${repositoryOf(file, repos)}\0${name}`;
  const reads = new Map<string, Set<string>>();
  for (const [file, text] of texts) {
    const kind = kindOf(file, text)!;
    for (const doc of virtualDocs(text, file)) {
      // A script's or Makefile's own variable (its requests read it) is its own, unless it is exported;
      // a module's top-level one is every importer's, by the module's name.
      const { defines, free } = linkNamesOf(doc, file, kind);
      for (const a of defines) {
        const k = key(file, a.name);
        const g = groups.get(k) ?? { name: a.name, defs: [], users: new Set<string>() };
        g.defs.push({ file, assigned: a, line: text.slice(0, a.range[0]).split('\n').length });
        groups.set(k, g);
      }
      for (const n of free) reads.set(file, (reads.get(file) ?? new Set<string>()).add(n));
    }
  }
  for (const [file, names] of reads) for (const n of names) groups.get(key(file, n))?.users.add(file);
  // A module's base no file of the run imports is its own file's, judged there as before (read elsewhere or not).
  for (const [k, g] of groups) if (g.users.size === 0 && g.defs.every((d) => MODULES.has(kindOf(d.file, texts.get(d.file) ?? '')!))) groups.delete(k);

  // Each file linted once with the bases it reads declared in its documents: the core proves its
  // calls on them (the injected base's own prefix finding says whether they all are).
  const linked = new Map<string, { findings: Finding[]; verdicts: Map<string, Verdict | null> }>();
  for (const [file, text] of texts) {
    const own = [...groups.values()].flatMap((g) => g.defs.filter((d) => d.file === file).map((d) => d.assigned.range));
    linked.set(file, lintWith(file, text, groupsRead(file), own, options));
  }

  function groupsRead(file: string): Map<string, Group> {
    const out = new Map<string, Group>();
    for (const n of reads.get(file) ?? []) {
      const g = groups.get(key(file, n));
      if (g) out.set(n, g);
    }
    return out;
  }

  for (const g of groups.values()) decide(g, linked, options);

  const modular = (file: string) => MODULES.has(kindOf(file, texts.get(file) ?? '')!);
  // The decisions into the findings: a held base keeps `/api/v3`, and every call on it waits.
  const out = new Map<string, Finding[]>();
  for (const [file, { findings }] of linked) {
    const own = [...groups.values()].flatMap((g) => g.defs.filter((d) => d.file === file).map((d) => ({ g, d })));
    const read = groupsRead(file);
    const result: Finding[] = [];
    for (const f of findings) {
      const mine = own.find(({ d }) => f.change === 'prefix' && d.assigned.range[0] <= f.range[0] && f.range[1] <= d.assigned.range[1]);
      if (mine) {
        const why = mine.d.held ?? mine.g.held;
        result.push(why ? holdBase(f, why) : f);
        continue;
      }
      const base = f.edits && bases.get(f);
      // A module's request whose URL starts with a name of its own (`url = '{}{}'.format(config.GITLAB_API, path)` in a
      // helper) may be on any base the module reads: it waits for the first that is held.
      const g = base && (read.has(base) || own.some(({ g: x }) => x.name === base)) ? (read.get(base) ?? own.find(({ g: x }) => x.name === base)?.g) : f.edits && modular(file) ? [...read.values()].find((x) => x.held) : undefined;
      const def = g && (g.defs.find((d) => d.file === file) ?? g.defs[0]);
      result.push(g?.held && def ? waits(f, { file: display(options, def.file), line: def.line }) : atDefinition(f, read, file, options));
    }
    out.set(file, result);
  }
  return out;
}

/**
 * A call the core held on a base read from another file names the declaration injected past the end of the
 * file's text as its base: it is the definition's place (in the file itself when it defines it too).
 */
function atDefinition(f: Finding, read: Map<string, Group>, file: string, options: AnalyzeOptions): Finding {
  const name = bases.get(f);
  const g = name === undefined ? undefined : read.get(name);
  const def = g && (g.defs.find((d) => d.file === file) ?? g.defs[0]);
  if (!f.held?.base || !def) return f;
  return { ...f, held: { ...f.held, base: { file: display(options, def.file), line: def.line } } };
}

/** The base each finding's request starts from, by finding (lintWith records it). */
const bases = new WeakMap<Finding, string>();
const BASE = Symbol('base');
const FIXED = Symbol('fixed');

/** The value a linked base is declared with in a file that reads it: a placeholder host, and the definition's path from `/api/v3` on (unknown after it when computed). */
function declaredValue(suffix: string | undefined): Piece[] {
  const chars = (s: string): Piece[] => [...s].map((ch) => ({ kind: 'char', ch, off: -1 }));
  return suffix === undefined ? [...chars('https://base.invalid/api/v3/'), { kind: 'opaque', off: -1 }] : chars(`https://base.invalid${suffix}`);
}

/** One file's findings with the linked bases it reads declared, and the verdict on each of them. */
function lintWith(file: string, text: string, read: Map<string, Group>, own: readonly [number, number][], options: AnalyzeOptions): { findings: Finding[]; verdicts: Map<string, Verdict | null> } {
  const verdicts = new Map<string, Verdict | null>();
  const language: Language<VirtualDoc> = {
    ...ADAPTED,
    documents: (t, f) =>
      ADAPTED.documents(t, f).map((doc) => {
        // Its bases that are linked are judged here with every call of the run on them, not held for being shared.
        const mine: VirtualDoc = { ...doc, shared: doc.shared?.filter(([s, e]) => !own.some(([a, b]) => s <= a && b <= e)) };
        if (!doc.model) return mine;
        // A name this file joins `/api/v3` to (`${GITLAB_URL}/api/v3/…`) is a host here, whatever another file's API base of that name holds.
        const kind = kindOf(f, t);
        const names = [...(kind && MODULES.has(kind) ? linkNamesOf(doc, f, kind).free : namesOf(doc).free)].filter((n) => read.get(n)?.defs[0] && !hostHere(doc, n));
        if (!names.length) return mine;
        // Each declared past the end of the file's text (the model's `injected`, estree.ts): it spells nothing of the file.
        const injected = names.map((name) => ({ name, value: declaredValue(read.get(name)!.defs[0].assigned.suffix) }));
        return { ...builtDoc({ ...doc.model, injected }, t), shared: mine.shared };
      }),
    mapBack: (doc, findings, t, f, o) => {
      // The base each finding's request starts from (the built document's `requests`) rides on the
      // finding through the mapping, and so does whether the core fixed it (the mapping may take the fix away).
      const spans = doc.requests ?? [];
      const marked = findings.map((raw) => {
        const base = spans.find(({ range: s }) => s[0] <= raw.range[0] && raw.range[1] <= s[1])?.base;
        return base ? { ...raw, [BASE]: base, [FIXED]: !!raw.edits } : raw;
      });
      const mapped = ADAPTED.mapBack(doc, marked, t, f, o).map((m) => {
        const { [BASE]: base, [FIXED]: fixed, ...rest } = m as Finding & { [BASE]?: string; [FIXED]?: boolean };
        if (base) bases.set(rest, base);
        return { finding: rest, base, unmade: !!fixed && !rest.edits };
      });
      for (const [n, from, to] of doc.injected ?? []) {
        const p = findings.find((x) => x.change === 'prefix' && x.range[0] >= from && x.range[1] <= to);
        // The core moved the base with its calls here, but a call's fix the file cannot take (or that
        // the mapping holds for it) keeps its v3 route: the base cannot move either.
        const unmade = p?.edits ? mapped.find((m) => m.base === n && m.unmade && holds(m.finding))?.finding : undefined;
        const verdict = unmade ? fromUnmade(unmade, f, o) : p?.edits ? null : p ? named(fromHeld(p, f, o), n) : { unproven: { kind: 'requests unread' as const, name: n, file: display(o, f) } };
        // One file may be several documents (a page's blocks, a CI file's scripts): a held one holds the base.
        if (!verdicts.get(n)) verdicts.set(n, verdict);
      }
      return mapped.map((m) => m.finding);
    },
  };
  const findings = lintDocuments(text, file, language, options).findings;
  return { findings, verdicts };
}

/** A verdict that names the base as the built program spells it (`config.GITLAB_API` is no JavaScript name): as the file does. */
function named(v: Verdict, name: string): Verdict {
  const u = v.unproven;
  return u && 'name' in u && u.name === jsName(name) && u.name !== name ? { ...v, unproven: { ...u, name } } : v;
}

/** A held prefix finding of a use's document, as why the base cannot move (its places named in the use's file). */
function fromHeld(p: Finding, file: string, options: AnalyzeOptions): Verdict {
  const name = display(options, file);
  const here = (at: Place) => ({ file: name, line: at.line });
  const h = p.held;
  if (h?.blocker) return { blocker: { ...h.blocker, file: name }, at: here(h.blocker), waitsOn: h.waitsOn ?? [h.blocker.change === 'prefix' ? 'not-a-v4-route' : h.blocker.change] };
  const unproven = h?.unproven?.kind === 'read unseen' ? { ...h.unproven, places: h.unproven.places.map(here) } : h?.unproven;
  return { ...(unproven ? { unproven } : {}), ...(h?.at ? { at: here(h.at) } : {}) };
}

/**
 * Whether a group's base moves. Read by other files: only when every definition is proven in its
 * own file and every use is proven, and no program of another kind reads the name. Read by no
 * other file: each definition is its own file's (the core decided), but one that no request of
 * its own file reads either is left to the programs that may read it.
 */
function decide(g: Group, linked: Map<string, { findings: Finding[]; verdicts: Map<string, Verdict | null> }>, options: LinkOptions): void {
  const readers = () => {
    const found = [...options.others].flatMap(([file, text]) => ((line) => (line ? [{ file: display(options, file), line }] : []))(readerIn(text, g.name)));
    if (!found.length) return undefined;
    const unproven: Unproven = { kind: 'read unseen', name: g.name, places: found.slice(0, 3), ...(found.length > 3 ? { more: found.length - 3 } : {}) };
    return { unproven, at: found[0] };
  };
  if (g.users.size === 0) {
    const shared = g.defs.filter((d) => d.assigned.shared);
    const why = shared.length ? (readers() ?? { unproven: { kind: 'no reader', name: g.name } }) : undefined;
    for (const d of shared) d.held = why;
    return;
  }
  g.held = readers() ?? definitionsHeld(g, linked, options) ?? [...g.users].sort().map((u) => linked.get(u)?.verdicts.get(g.name)).find((v): v is Verdict => !!v);
}

/** The first definition of a group its own file does not move, or whose value cannot be read. */
function definitionsHeld(g: Group, linked: Map<string, { findings: Finding[] }>, options: AnalyzeOptions): Verdict | undefined {
  for (const d of g.defs) {
    const p = linked.get(d.file)?.findings.find((f) => f.change === 'prefix' && d.assigned.range[0] <= f.range[0] && f.range[1] <= d.assigned.range[1]);
    const at = { file: display(options, d.file), line: d.line };
    if (p && !p.edits) return p.held?.unproven ? { unproven: p.held.unproven, ...(p.held.at ? { at: p.held.at } : {}) } : { unproven: { kind: 'base not rewritten' }, at };
    if (!d.assigned.suffix) return { unproven: { kind: 'value computed', name: g.name }, at };
  }
  return undefined;
}

/** A call on a use's base whose fix the core made and its file cannot take (or that waits on one), as why the base cannot move. */
function fromUnmade(f: Finding, file: string, options: AnalyzeOptions): Verdict {
  const name = display(options, file);
  const blocker = { ...(f.held?.blocker ?? { line: f.start.line, change: f.change }), file: name };
  return { blocker, at: { file: name, line: blocker.line }, waitsOn: [blocker.change === 'prefix' ? 'not-a-v4-route' : blocker.change] };
}

const holds = (f: Finding) => ruleHoldsPrefix(f.ruleId);

/** The base's prefix finding, held: no edits, the reason as data. */
function holdBase(f: Finding, v: Verdict): Finding {
  const held: Held = v.blocker
    ? { reason: 'prefix waits', blocker: v.blocker, ...(v.waitsOn ? { waitsOn: v.waitsOn } : {}), ...(v.at ? { at: v.at } : {}) }
    : { reason: 'not proven', ...(v.unproven ? { unproven: v.unproven } : {}), ...(v.at ? { at: v.at } : {}) };
  const { edits: _edits, fixedBy: _fixedBy, ...rest } = f;
  void _edits;
  void _fixedBy;
  return { ...rest, fix: 'manual', held };
}

/** A call on a held base: its fix waits for the base. */
function waits(f: Finding, base: Place): Finding {
  if (!holds(f)) return f;
  const { edits: _edits, fixedBy: _fixedBy, ...rest } = f;
  void _edits;
  void _fixedBy;
  return { ...rest, fix: 'manual', held: { reason: 'base waits', base } };
}

/** The names the definitions of these texts assign an `/api/v3` value to (what other files' reads are searched for). */
export function linkedNames(texts: ReadonlyMap<string, string>): Set<string> {
  const out = new Set<string>();
  for (const [file, text] of texts) {
    const kind = kindOf(file, text);
    if (kind) for (const doc of virtualDocs(text, file)) for (const a of MODULES.has(kind) ? linkNamesOf(doc, file, kind).defines : DEFINERS.has(kind) ? namesOf(doc).assigned : []) out.add(a.name);
  }
  return out;
}

export interface LinkOutcome {
  findings: Map<string, Finding[]>;
  /** Fixed texts of the files that changed (with `fix`). */
  outputs: Map<string, string>;
  /** Files whose fixed text would not parse in its own language: left unchanged. */
  errors: Map<string, string>;
  applied: Map<string, number>;
}

/** Lints (and with `fix`, fixes with the linter's one loop) the linked files of a run together. */
export function linkRun(texts: ReadonlyMap<string, string>, options: LinkOptions, fix: boolean): LinkOutcome {
  const first = lintLinked(texts, options);
  if (!fix) return { findings: first, outputs: new Map(), errors: new Map(), applied: new Map() };
  const asLint = (findings: Map<string, Finding[]>) => ({ findings, unresolved: new Set<string>(), uncovered: new Map() });
  const out = fixpoint(new Map(texts), asLint(first), options, {
    accept: (file, after, before) => ADAPTED.reparse(after, before, file),
    relint: (current, refused) => asLint(lintLinked(current, refused.size ? { ...options, refused } : options)),
  });
  const outputs = new Map([...out.texts].filter(([f, t]) => t !== texts.get(f)));
  return { findings: withCarried(out.remaining, out.carried), outputs, errors: out.errors, applied: out.applied };
}
