// The run's files in groups linked by imports, either way (project mode resolves them as the
// compiler does: tsconfig paths, index files, `require`). A call tied to no base can only be on a
// base its own group's code builds: a folder of unrelated clients is many groups, not one.
import { moduleImports } from '../extract/imports.js';
import type { Workspace } from '../workspace.js';

/** Each file's group (the same string for files of one group); without project mode, one group. */
export function importGroups(ws: Workspace): (file: string) => string {
  const module = ws.resolver?.module?.bind(ws.resolver);
  if (!module) return () => '';
  const up = new Map<string, string>();
  const find = (f: string): string => {
    let r = f;
    for (let next = up.get(r); next !== undefined; next = up.get(r)) r = next;
    if (r !== f) up.set(f, r);
    return r;
  };
  const queue = ws.all().map((c) => c.file);
  const seen = new Set(queue);
  while (queue.length > 0) {
    const file = queue.pop()!;
    const ctx = ws.get(file);
    if (!ctx) continue;
    for (const { spec } of moduleImports(ctx.index, ctx.text)) {
      const to = module(file, spec);
      if (!to) continue;
      const [a, b] = [find(file), find(to)];
      if (a !== b) up.set(a, b);
      // A file it reaches links further (a re-export between a call and its base).
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return find;
}
