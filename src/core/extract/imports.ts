// The modules a file names: imports, re-exports, `require('…')` and `import('…')`, each with the
// node that names it (what the file binds to the module is read from there).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { FileIndex, Node } from './scope.js';

export interface ModuleImport {
  spec: string;
  /** The import or re-export declaration, the `require` call, or (a dynamic `import('…')`) a span of the text. */
  node: Node;
}

const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1/g;
const byIndex = new WeakMap<FileIndex, ModuleImport[]>();

export function moduleImports(index: FileIndex, text: string): readonly ModuleImport[] {
  let out = byIndex.get(index);
  if (out) return out;
  out = [];
  for (const st of index.program.body)
    if ((st.type === 'ImportDeclaration' || st.type === 'ExportAllDeclaration' || st.type === 'ExportNamedDeclaration') && st.source) out.push({ spec: st.source.value, node: st });
  for (const c of index.calls) {
    const a = c.arguments[0];
    if (c.type === 'CallExpression' && c.callee.type === 'Identifier' && c.callee.name === 'require' && a?.type === 'Literal' && typeof a.value === 'string') out.push({ spec: a.value, node: c });
  }
  // `import('…')` is no call of the index: read off the text (a specifier read too many only links more).
  if (text.includes('import(') || text.includes('import (')) {
    for (const m of text.matchAll(DYNAMIC_IMPORT)) out.push({ spec: m[2], node: { type: 'ImportExpression', range: [m.index, m.index + m[0].length] } as TSESTree.Node });
  }
  byIndex.set(index, out);
  return out;
}
