// `npm run docs`: writes docs/rules/<id>.md for every rulebook entry (removing pages of entries
// that no longer exist) and the rules table of README.md, between its rules markers only.
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceRegion, replaceRulesRegion, rulesTable, versionsRegion } from '../src/rulebook/docs.js';
import { rulebook } from '../src/rulebook/index.js';
import { demoRegion, REPO_RUNS } from './demo.js';
import { DOCS_DIR, readFixtures, renderPages } from './docs-io.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const docsDir = join(root, DOCS_DIR);

const pages = renderPages(rulebook, readFixtures(root));
mkdirSync(docsDir, { recursive: true });
let written = 0;
for (const [name, content] of pages) {
  const path = join(docsDir, name);
  let current: string | undefined;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== content) {
    writeFileSync(path, content);
    written++;
  }
}
let removed = 0;
for (const name of readdirSync(docsDir)) {
  if (name.endsWith('.md') && !pages.has(name)) {
    unlinkSync(join(docsDir, name));
    removed++;
  }
}

// Other tools edit other regions of the README: read it right before writing, touch only ours.
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const withTables = replaceRegion(replaceRulesRegion(readme, rulesTable(rulebook)), 'versions', versionsRegion(rulebook));
const next = replaceRegion(replaceRegion(withTables, 'demo', await demoRegion(root)), 'demo-repo', await demoRegion(root, REPO_RUNS, 'fixtures/demo-repo'));
if (next !== readme) writeFileSync(readmePath, next);

console.log(`docs/rules: ${pages.size} pages (${written} written, ${removed} removed); README rules table ${next === readme ? 'unchanged' : 'updated'}`);
