// `src/` has no import cycle: every module can be read (and loaded) after the modules it imports.
// Type-only and dynamic imports count too: a cycle hidden behind `import()` is still a cycle to a
// reader, and the workaround is what this test keeps from coming back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './support.js';

const src = path.resolve(import.meta.dirname, '../src');

/** The files of `src/` a module imports (relative specifiers only; `.js` names the `.ts` source). */
export function importsOf(file: string, text: string): string[] {
  // Comments may quote imports (`imported from './http'`); URLs in strings lose only their line's end.
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.map((s) => path.resolve(path.dirname(file), s).replace(/\.c?js$/, (ext) => (ext === '.cjs' ? '.cts' : '.ts')));
}

/** One cycle of the graph, as a list of files that ends where it starts; undefined when there is none. */
export function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the import graph of src/', () => {
  const files = sourceFiles(src).filter((f) => /\.c?ts$/.test(f));
  const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))] as const));

  it('names only files that exist', () => {
    const missing = [...graph].flatMap(([f, deps]) => deps.filter((d) => !graph.has(d)).map((d) => `${path.relative(src, f)} → ${path.relative(src, d)}`));
    expect(missing).toEqual([]);
  });

  it('has no cycle', () => {
    expect(findCycle(graph)?.map((f) => path.relative(src, f)).join(' → ')).toBeUndefined();
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(importsOf('/x/engine/worker.ts', "const m = await import('./run.js');\nimport type { A } from '../core/types.js';")).toEqual(['/x/engine/run.ts', '/x/core/types.ts']);
  });
});
