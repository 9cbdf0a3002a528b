// The split of a call through a wrapper function (`api('/projects/5/repository/commits/x/builds')`
// over `function api(path, opts) { return fetch(BASE + path, opts); }`). The wrapper's body is
// text every caller shares, so one call cannot get its own base there; it gets its own copy of the
// wrapper instead: the same function under a new name, placed right after it (the same scope, so
// every name it reads means the same), its one read of the base replaced by the base's v3
// expression (the split the inner request's style makes, split.ts). The kept call calls the copy,
// importing it where the wrapper is imported; everything else the wrapper does (headers, the
// options it forwards, its error handling) it still does. Anything this cannot show — a wrapper
// that is not a top-level function or `const`, one that names itself, a nested wrapper, an import
// under another name — leaves the base waiting.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, fileTextOf, type FileIndex, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import type { Edit } from '../types.js';
import type { FileContext } from '../workspace.js';

export interface WrapperCopy {
  fn: Node;
  /** The wrapper's name, and its copy's. */
  name: string;
  copy: string;
  file: string;
  /** Whether the wrapper is a named export (so callers in other files can import the copy). */
  exported: boolean;
  /** The copy, inserted after the wrapper's statement. */
  insert: Edit;
}

interface Declared {
  statement: Node;
  id: TSESTree.Identifier;
  exported: boolean;
  kind: 'function' | 'const';
}

/** A top-level `function name() {}` or `const name = () => {}`, exported by name or not. */
function declarationOf(index: FileIndex, fn: Node): Declared | undefined {
  const top = (n: Node): { statement: Node; exported: boolean } | undefined => {
    const p = index.parent.get(n);
    if (p?.type === 'Program') return { statement: n, exported: false };
    if (p?.type === 'ExportNamedDeclaration' && index.parent.get(p)?.type === 'Program') return { statement: p, exported: true };
    return undefined;
  };
  if (fn.type === 'FunctionDeclaration' && fn.id) {
    const t = top(fn);
    return t && { ...t, id: fn.id, kind: 'function' };
  }
  const d = index.parent.get(fn);
  const decl = d && index.parent.get(d);
  if (d?.type !== 'VariableDeclarator' || d.init !== fn || d.id.type !== 'Identifier' || decl?.type !== 'VariableDeclaration' || decl.kind !== 'const' || decl.declarations.length !== 1) return undefined;
  const t = top(decl);
  return t && { ...t, id: d.id, kind: 'const' };
}

const NAME = (name: string) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');

/**
 * The copy of the wrapper `s` calls, its base read edited by `inner` (the split of the wrapper's
 * own request), or undefined when the wrapper is not one this can copy.
 */
export function wrapperCopy(ctx: FileContext, s: Site, inner: Edit | undefined): WrapperCopy | undefined {
  const w = s.wrapper;
  if (!w || w.nested || !inner || w.file !== ctx.file || (inner.file ?? ctx.file) !== w.file) return undefined;
  const fn = w.fn;
  if (inner.range[0] < fn.range[0] || inner.range[1] > fn.range[1]) return undefined;
  const decl = declarationOf(ctx.index, fn);
  if (!decl) return undefined;
  const text = ctx.text;
  const name = decl.id.name;
  // A wrapper that names itself (a page loop calling it again) would call the v4 one from its copy.
  const own = text.slice(fn.range[0], fn.range[1]).match(NAME(name))?.length ?? 0;
  if (own !== (decl.kind === 'function' ? 1 : 0)) return undefined;
  const copy = freeName(name, [text, fileTextOf(s.call)]);
  if (!copy) return undefined;
  const body = (from: number) => text.slice(from, inner.range[0]) + inner.text + text.slice(inner.range[1], fn.range[1]);
  const made = decl.kind === 'function' ? text.slice(fn.range[0], decl.id.range[0]) + copy + body(decl.id.range[1]) : `const ${copy} = ${body(fn.range[0])};`;
  const at = decl.statement.range[1];
  return { fn, name, copy, file: w.file, exported: decl.exported, insert: { range: [at, at], text: `\n\n${decl.exported ? 'export ' : ''}${made}`, file: w.file } };
}

/** `<name>V3`, or a further letter, that no file the copy is named in spells yet. */
function freeName(name: string, texts: string[]): string | undefined {
  for (const suffix of ['V3', 'V3Kept', 'V3Copy']) {
    const n = `${name}${suffix}`;
    if (texts.every((t) => !NAME(n).test(t))) return n;
  }
  return undefined;
}

/** The edits that make the kept call `s` call the copy: its callee, and the import of it in another file. */
export function callOfCopy(c: WrapperCopy, s: Site): Edit[] | undefined {
  const call = s.call;
  const index = fileIndexOf(call);
  if (!index || call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || s.wrapper?.fn !== c.fn) return undefined;
  const b = index.resolve(call.callee);
  const rename: Edit = { range: call.callee.range, text: c.copy, file: s.file };
  if (s.file === c.file) return b && b.id === declaredId(index, c.fn) ? [rename] : undefined;
  if (!c.exported || b?.kind !== 'import' || NAME(c.copy).test(fileTextOf(call))) return undefined;
  const spec = index.parent.get(b.id);
  if (spec?.type !== 'ImportSpecifier' || spec.imported.type !== 'Identifier' || spec.imported.name !== c.name || spec.local.name !== c.name) return undefined;
  return [rename, { range: [spec.range[1], spec.range[1]], text: `, ${c.copy}`, file: s.file }];
}

const declaredId = (index: FileIndex, fn: Node) => (fn.type === 'FunctionDeclaration' ? fn.id : (index.parent.get(fn) as TSESTree.VariableDeclarator | undefined)?.id);
