// tree-sitter through @ast-grep/napi, with the prebuilt grammars of @ast-grep/lang-* (no download
// or build at install). Loaded on the first file that needs it. Every grammar is registered in
// one call: each call of registerDynamicLanguage replaces the languages registered before it.
import { createRequire } from 'node:module';
import type { SgNode } from '@ast-grep/napi';

export type { SgNode };

let napi: typeof import('@ast-grep/napi') | undefined;

/** Syntax errors (tree-sitter's ERROR nodes) of the trees parsed since the last `takeSyntaxErrors`. */
let errors = 0;

/** How many syntax errors the trees parsed since the last call had: a fixed file must not have more. */
export function takeSyntaxErrors(): number {
  const n = errors;
  errors = 0;
  return n;
}

export function parseWith(lang: 'bash' | 'python' | 'ruby', text: string): SgNode {
  if (!napi) {
    const load = createRequire(import.meta.url);
    napi = load('@ast-grep/napi') as typeof import('@ast-grep/napi');
    type Registration = Parameters<typeof napi.registerDynamicLanguage>[0][string];
    napi.registerDynamicLanguage({
      bash: load('@ast-grep/lang-bash') as Registration, python: load('@ast-grep/lang-python') as Registration,
      ruby: load('@ast-grep/lang-ruby') as Registration,
    });
  }
  const root = napi.parse(lang, text).root();
  errors += root.findAll({ rule: { kind: 'ERROR' } }).length;
  return root;
}
