// The generated docs are what the rulebook and the fixtures say: regenerate in memory, compare.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entries } from '../src/rulebook/index.js';
import { GENERATED_HEADER, expectedRulesRegion, regionOf, ruleDoc, rulesRegionOf, rulesTable, versionsRegion } from '../src/rulebook/docs.js';
import { demoRegion, REPO_RUNS } from '../scripts/demo.js';
import { DOCS_DIR, generatedRegions, readFixtures, renderPages } from '../scripts/docs-io.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const docsDir = join(root, DOCS_DIR);
const STALE = 'out of date: run `npm run docs`';

describe('docs/rules', () => {
  const pages = renderPages(entries, readFixtures(root));

  it.each([...pages.keys()])('%s is up to date', (name) => {
    const path = join(docsDir, name);
    expect(existsSync(path), `docs/rules/${name} is missing: run \`npm run docs\``).toBe(true);
    expect(readFileSync(path, 'utf8'), `docs/rules/${name} is ${STALE}`).toBe(pages.get(name));
  });

  it('has a page for no entry that does not exist', () => {
    const orphans = existsSync(docsDir) ? readdirSync(docsDir).filter((f) => f.endsWith('.md') && !pages.has(f)) : [];
    expect(orphans, `pages without a rulebook entry (${STALE})`).toEqual([]);
  });
});

describe('generated sections of README.md and docs/', () => {
  it.each(['README.md', 'docs/rules.md', 'docs/languages.md', 'src/core/parse/hints-data.ts', 'src/rulebook/names-data.ts'])('%s is what `npm run docs` writes', async (file) => {
    const regions = await generatedRegions(root);
    const render = regions.find(([f]) => f.split(sep).join('/') === file)?.[1];
    expect(render, `${file} has no generated section`).toBeDefined();
    const text = readFileSync(join(root, file), 'utf8');
    expect(text, `a generated section of ${file} is ${STALE}`).toBe(render!(text));
  });

  it('the README shows what the CLI prints over the demo today', async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(regionOf(readme, 'demo'), `the README demo is ${STALE}`).toBe(await demoRegion(root));
  });

  it('docs/rules.md holds the rules table and the server versions', () => {
    const page = readFileSync(join(root, 'docs', 'rules.md'), 'utf8');
    expect(rulesRegionOf(page), `the rules table is ${STALE}`).toBe(expectedRulesRegion(entries));
    expect(regionOf(page, 'versions'), `the versions table is ${STALE}`).toBe(versionsRegion(entries));
  });

  it('docs/languages.md shows what the CLI prints over the mixed demo repository today', async () => {
    const page = readFileSync(join(root, 'docs', 'languages.md'), 'utf8');
    expect(regionOf(page, 'demo-repo'), `the mixed demo is ${STALE}`).toBe(await demoRegion(root, REPO_RUNS, 'fixtures/demo-repo'));
  });
});

describe('docs generator', () => {
  it('says on its first line that a page is generated', () => {
    for (const e of entries) expect(ruleDoc(e).split('\n')[0]).toBe(GENERATED_HEADER);
  });

  it('links every entry from the table, once', () => {
    const table = rulesTable(entries);
    for (const e of entries) expect(table.split(`(rules/${e.id}.md)`).length - 1).toBe(1);
    // One row per entry: the title's own pipes are escaped.
    for (const row of table.split('\n').slice(2)) expect(row.split(/(?<!\\)\|/).length).toBe(7);
  });

  it('names the fixture it takes examples from, and links to nothing the package does not ship', () => {
    const pages = renderPages(entries, readFixtures(root));
    for (const [name, page] of pages) {
      expect(page, name).not.toMatch(/\]\([^)]*fixtures\//);
    }
    expect(pages.get('unstar-project.md')).toContain("From the rule's fixture `fixtures/rules/unstar-project.js`");
  });

  it('shows what --fix-review makes of the code on a review-tier page, lines the fix changes only', () => {
    const pages = renderPages(entries, readFixtures(root));
    const review = entries.filter((e) => e.tier === 'review');
    expect(review.length).toBeGreaterThan(0);
    for (const e of entries) {
      const page = pages.get(`${e.id}.md`)!;
      const incorrect = /### Incorrect\n\n```\w+\n([\s\S]*?)```/.exec(page)?.[1];
      const fixed = /### Fixed by `(--fix(?:-review)?)`\n\n```\w+\n([\s\S]*?)```/.exec(page);
      if (e.tier === 'manual' || !fixed) continue;
      expect(fixed[1], e.id).toBe(e.tier === 'review' ? '--fix-review' : '--fix');
      const before = incorrect!.split('\n');
      fixed[2].split('\n').forEach((line, i) => line.trim() && expect(line, `${e.id}: a "fixed" line the fix does not change`).not.toBe(before[i]));
    }
    for (const e of review) expect(pages.get(`${e.id}.md`), e.id).toContain('### Fixed by `--fix-review`');
    const iid = pages.get('iid-not-id.md')!;
    // The fixture's base moves under --fix-review (its calls whose iid comes from a caller keep their own copy of it).
    expect(iid).toContain('axios.get(`${API}/projects/${id}/merge_requests/${mr.iid}`);');
  });

  it('shows examples of a rule from its fixture, and their fixed form', () => {
    const fixtures = readFixtures(root);
    const page = ruleDoc(entries.find((e) => e.id === 'unstar-project')!, fixtures.get('unstar-project'));
    expect(page).toContain('### Incorrect');
    expect(page).toContain('axios.delete(`${API}/projects/${id}/star`)');
    expect(page).toContain('axios.post(`${API}/projects/${id}/unstar`)');
    expect(page).toContain('### Correct');
  });
});
