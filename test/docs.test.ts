// The generated docs are what the rulebook and the fixtures say: regenerate in memory, compare.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entries } from '../src/rulebook/index.js';
import { GENERATED_HEADER, expectedRulesRegion, regionOf, ruleDoc, rulesRegionOf, rulesTable, versionsRegion } from '../src/rulebook/docs.js';
import { demoRegion, REPO_RUNS } from '../scripts/demo.js';
import { DOCS_DIR, readFixtures, renderPages } from '../scripts/docs-io.js';

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

describe('README rules table', () => {
  it('is up to date', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const region = rulesRegionOf(readme);
    expect(region, 'README.md has no <!-- rules:start --> … <!-- rules:end --> region').toBeDefined();
    expect(region, `the README rules table is ${STALE}`).toBe(expectedRulesRegion(entries));
  });
});

describe('README first run', () => {
  it('shows what the CLI prints over the demo today', async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(regionOf(readme, 'demo'), `the README demo is ${STALE}`).toBe(await demoRegion(root));
  });

  it('shows what the CLI prints over the mixed demo repository today (Beyond JavaScript)', async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(regionOf(readme, 'demo-repo'), `the README mixed demo is ${STALE}`).toBe(await demoRegion(root, REPO_RUNS, 'fixtures/demo-repo'));
  });
});

describe('README server-version table', () => {
  it('is up to date', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(regionOf(readme, 'versions'), `the README versions table is ${STALE}`).toBe(versionsRegion(entries));
  });
});

describe('docs generator', () => {
  it('says on its first line that a page is generated', () => {
    for (const e of entries) expect(ruleDoc(e).split('\n')[0]).toBe(GENERATED_HEADER);
  });

  it('links every entry from the table, once', () => {
    const table = rulesTable(entries);
    for (const e of entries) expect(table.split(`(docs/rules/${e.id}.md)`).length - 1).toBe(1);
    // One row per entry: the title's own pipes are escaped.
    for (const row of table.split('\n').slice(2)) expect(row.split(/(?<!\\)\|/).length).toBe(7);
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
