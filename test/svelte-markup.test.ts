// A Svelte component's markup expressions (src/languages/vue-svelte/markup.ts) against Svelte's own
// parser: every range the reader keeps is an expression Svelte's parser finds, and every expression
// Svelte finds that calls something is kept, but those that name a block's own name the script
// also spells (left unread on purpose). And the fixed component is still one Svelte parses.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'svelte/compiler';
import { describe, expect, it } from 'vitest';
import { readers } from '../src/languages/vue-svelte/reader.js';

const FILES = [
  'fixtures/adapters/src/Markup.svelte',
  'fixtures/adapters/src/Widget.svelte',
  'fixtures/languages-5/web/src/lib/ProjectAdmin.svelte',
  'fixtures/languages-5/web/src/routes/admin/Users.svelte',
  'fixtures/languages-4/app/src/lib/AdminUsers.svelte',
  'fixtures/languages-4/app/src/routes/[project]/jobs.svelte',
  'fixtures/languages-3/web/routes/Members.svelte',
  'fixtures/languages-3/web/routes/Triggers.svelte',
  'fixtures/languages-2/web/src/routes/Issues.svelte',
  'fixtures/mixed-repo/web/Stars.svelte',
];

/** The markup's outermost expressions as Svelte's parser reads them (the scripts and styles apart). */
function svelteExpressions(text: string): [number, number][] {
  const out: [number, number][] = [];
  const walk = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(walk);
    for (const [k, v] of Object.entries(n)) {
      const node = v as { start?: unknown; end?: number } | null;
      if ((k === 'expression' || k === 'test') && typeof node?.start === 'number') out.push([node.start, node.end!]);
      else walk(v);
    }
  };
  walk(parse(text, { modern: true }).fragment);
  return out;
}

/** The ranges the reader keeps outside the script elements. */
function kept(text: string): [number, number][] {
  const scripts = [...text.matchAll(/<script\b[\s\S]*?<\/script>/g)].map((m) => [m.index, m.index + m[0].length]);
  return (readers.svelte.documents(text, 'x.svelte')[0]?.regions ?? []).filter(([s]) => !scripts.some(([a, b]) => s >= a && s < b));
}

describe('Svelte markup: the expressions the reader keeps are those Svelte parses', () => {
  it.each(FILES)('%s', (file) => {
    const text = fs.readFileSync(file, 'utf8');
    const ours = kept(text).map(([s, e]) => text.slice(s, e));
    const theirs = svelteExpressions(text).map(([s, e]) => text.slice(s, e)).filter((t) => t.includes('('));
    for (const t of ours) expect(theirs).toContain(t);
    // Left unread: the fixture's expression inside `{#each ids as id}` (the script has its own `id`).
    expect(theirs.filter((t) => !ours.includes(t))).toEqual(file.endsWith('Markup.svelte') ? ['() => fetch(`${API}/projects/${id}/builds`, { headers })'] : []);
  });

  it('the fixed component is a component Svelte parses, its markup changed where the reader read it', () => {
    const fixed = fs.readFileSync(path.join('fixtures/adapters/fixed-review/Markup.svelte'), 'utf8');
    expect(() => parse(fixed, { modern: true })).not.toThrow();
    expect(fixed).toContain("{ method: 'POST', headers })}>block</button>");
    expect(fixed).toContain('{#await fetch(`${API}/groups?owned=true`');
  });
});
