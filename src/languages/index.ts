// The adapters' front to the linter: a file that is not JavaScript becomes documents the core
// reads (virtual/document.ts) — its kind's reader (registry.ts) builds a model of each
// (virtual/model.ts) and the builder makes it an ESTree program (virtual/estree.ts) — and the one linter
// (core/linter.ts) checks and fixes it as a `Language` — the documents, their findings mapped back
// to the original text, and the file's own parse check — with the same loop, edit applier and
// decisions as a .js file. The engine calls checkText/fixText here exactly as it calls the core's
// for a JS file.
import { findDirectives, type Directive } from '../core/policy/directives.js';
import { fixDocuments, lintDocuments, parseMessage, type Language } from '../core/linter.js';
import { parse } from '../core/parse/parse.js';
import type { AnalyzeOptions } from '../core/policy/policy.js';
import type { CheckResult, Finding, FixResult } from '../core/types.js';
import { hasNoExtension, isModuleCode, kindOf, kindOfName, KINDS, runsTypeScript, type FileKind } from './kinds.js';
import { js } from './javascript/kind.js';
import { FileSyntaxError, type Reader } from './language.js';
import { mayLink } from './virtual/names.js';
import { takeSyntaxErrors } from './virtual/tree-sitter.js';
import { mapFindings, maskedDoc, type VirtualDoc } from './virtual/document.js';
import { modelDirectives } from './virtual/comments.js';
import { locator } from '../core/location.js';

export { kindOfName };

/** Each adapted kind's reader, loaded with this module (it is itself loaded when the first such file comes). */
const READERS: ReadonlyMap<FileKind, Reader> = new Map(
  await Promise.all(KINDS.flatMap((k) => (k.reader ? [k.reader().then((m) => [k.name, m.readers[k.name]] as const)] : []))),
);

/** A text's documents as built, and what its own parsers said of it. */
interface Built {
  docs: VirtualDoc[];
  /** Why its own parser rejects the text (a YAML error); then it has no documents. */
  rejected?: string;
  /** A configuration file that holds `/api/v3` and does not parse: said as the file's error. */
  parseError?: string;
  /** The syntax errors tree-sitter found in the pieces it parsed. */
  syntaxErrors: number;
}

/**
 * The last texts built, by file: the fix loop's parse check, its next lint and the suppression
 * comments read the documents the lint built, instead of building them again. Bounded: a run
 * reads each file once; the engine's last question about a file (directivesOf) lets it go.
 */
const built = new Map<string, Map<string, Built>>();
const MEMO_FILES = 64;

function build(text: string, file: string): Built {
  const known = built.get(file)?.get(text);
  if (known) return known;
  let b: Built;
  takeSyntaxErrors();
  try {
    b = { docs: documentsOf(text, file), syntaxErrors: 0 };
  } catch (e) {
    // A reader's bug is the file's error (the engine reports it, and the run goes on), not a text its parser rejects.
    if (e instanceof TypeError || e instanceof ReferenceError) throw e;
    b = { docs: [], rejected: parseMessage(e), syntaxErrors: 0, ...(e instanceof FileSyntaxError ? { parseError: e.message } : {}) };
  }
  b.syntaxErrors = takeSyntaxErrors();
  const texts = built.get(file) ?? new Map<string, Built>();
  built.delete(file);
  // The text before a fix and the text after it: the parse check compares the two.
  if (texts.size >= 2) texts.delete(texts.keys().next().value!);
  built.set(file, texts.set(text, b));
  if (built.size > MEMO_FILES) built.delete(built.keys().next().value!);
  return b;
}

function documentsOf(text: string, file: string): VirtualDoc[] {
  const kind = kindOf(file, text);
  // A script run by node (or a TypeScript runner) found by its shebang: itself, as JS or TS.
  if (kind === js.name && hasNoExtension(file)) return [maskedDoc(text, [[0, text.length]], runsTypeScript(text) ? '(virtual).ts' : '(virtual).js')];
  const reader = kind && READERS.get(kind);
  return reader ? reader.documents(text, file) : [];
}

/**
 * A component's code as project mode reads it (languages/language.ts `moduleCode`): its one
 * document, the file's text with everything but its code blanked (same offsets), and the name it is
 * parsed as. Undefined for other kinds, and for a component whose code is not one module (two scripts).
 */
export function moduleCode(text: string, file: string): { code: string; parseAs: string } | undefined {
  if (!isModuleCode(file)) return undefined;
  const docs = virtualDocs(text, file);
  return docs.length === 1 && docs[0].code !== undefined ? { code: docs[0].code, parseAs: docs[0].parseAs } : undefined;
}

/** The documents of a file; a text its own parser rejects has none (nothing is reported). */
export function virtualDocs(text: string, file: string): VirtualDoc[] {
  return build(text, file).docs;
}

/**
 * Why a fixed text is no longer a file of its kind: its own parser rejects it (YAML), tree-sitter
 * finds more syntax errors in it than before (shell, Python, Ruby, and the shell of Dockerfiles,
 * Makefiles, CI scripts and Markdown fences), a Markdown fence is no longer the same fence, or a
 * JS/TS block (Markdown, Vue, Svelte) no longer parses.
 */
function reparse(after: string, before: string, file: string): string | undefined {
  const a = build(after, file);
  const b = build(before, file);
  if (a.rejected && !b.rejected) return a.rejected;
  if (a.syntaxErrors > b.syntaxErrors) return `${a.syntaxErrors - b.syntaxErrors} new syntax error${a.syntaxErrors - b.syntaxErrors === 1 ? '' : 's'} in its ${kindOf(file, before)} code`;
  const own = READERS.get(kindOfName(file)!)?.reparse?.(after, before);
  if (own) return own;
  for (const [i, doc] of a.docs.entries()) {
    if (doc.code === undefined || doc.code === b.docs[i]?.code) continue;
    try {
      parse(doc.code, doc.parseAs);
    } catch (e) {
      const was = b.docs[i];
      if (was?.code !== undefined && parsesAs(was.code, was.parseAs)) return parseMessage(e);
    }
  }
  return undefined;
}

const parsesAs = (code: string, parseAs: string) => {
  try {
    parse(code, parseAs);
    return true;
  } catch {
    return false;
  }
};

/** Files of the adapted kinds, as the linter reads them. */
export const ADAPTED: Language<VirtualDoc> = {
  documents: virtualDocs,
  mapBack: (doc, findings, text, file, options) => mapFindings(doc, findings, text, undefined, options.displayPath?.(file) ?? file),
  reparse,
  directives: (doc, text) => docDirectives(doc, text),
  source: (doc, text) => (doc.code ?? (doc.regions ? doc.regions.map(([s, e]) => text.slice(s, e)).join('\n') : text)),
};

/** The findings a file's reader gives besides its documents' (none has a fix), marked so that the fix loop leaves them out. */
const OWN = new WeakSet<Finding>();
function ownFindings(text: string, file: string): Finding[] {
  const found = READERS.get(kindOf(file, text)!)?.findings?.(text) ?? [];
  for (const f of found) OWN.add(f);
  return found;
}

/** Findings of a file of an adapted kind, as the core's checkText gives them for a JS file. */
export function checkText(text: string, file: string, options: AnalyzeOptions = {}): CheckResult {
  const { parseError } = build(text, file);
  if (parseError) return { findings: [], parseError };
  const { unresolved, ...result } = lintDocuments(text, file, ADAPTED, options);
  const own = ownFindings(text, file);
  const all = own.length ? { ...result, findings: [...result.findings, ...own] } : result;
  // A component's name only another module defines: project mode reads it with them (moduleCode). A base
  // other files may read, or a request on a base another file assigns: project mode links them (virtual/links.ts).
  return (unresolved && moduleCode(text, file)) || mayLink(virtualDocs(text, file), file, text) ? { ...all, unresolved: true } : all;
}

/** Fixes a file of an adapted kind with the linter's one loop (core/linter.ts); the reader's own findings stay as they are. */
export function fixText(text: string, file: string, options: AnalyzeOptions = {}, first?: CheckResult): FixResult {
  const fixed = fixDocuments(text, file, ADAPTED, options, first && { ...first, findings: first.findings.filter((f) => !OWN.has(f)) });
  const own = fixed.error ? [] : ownFindings(fixed.output, file);
  return own.length ? { ...fixed, remaining: [...fixed.remaining, ...own] } : fixed;
}

/**
 * The suppression comments of a document, on the original's lines: a masked block's are the file's
 * own JavaScript comments; a reader's are its model's `comment` items, in the kind's own syntax.
 */
function docDirectives(doc: VirtualDoc, text: string, loc?: ReturnType<typeof locator>): Directive[] {
  if (doc.code !== undefined) return findDirectives(doc.code);
  return text.includes('gitlab-v4-migrate') ? modelDirectives(doc.model!, text, loc ?? locator(text)) : [];
}

/** The suppression comments of a file of an adapted kind, on the original lines, from the documents its lint built. */
export function directivesOf(text: string, file: string): Directive[] {
  const loc = text.includes('gitlab-v4-migrate') ? locator(text) : undefined;
  const out = loc ? virtualDocs(text, file).flatMap((d) => docDirectives(d, text, loc)) : [];
  // The engine asks this last, when the file is done.
  built.delete(file);
  return out;
}
