// `npm run docs`: writes docs/rules/<id>.md for every rulebook entry (removing pages of entries
// that no longer exist) and the generated sections of README.md and docs/ (docs-io.ts lists them),
// between their markers only.
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulebook } from '../src/rulebook/index.js';
import { DOCS_DIR, generatedRegions, readFixtures, renderPages } from './docs-io.js';

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

// Other tools edit other regions of these pages: read each right before writing, touch only ours.
const updated: string[] = [];
for (const [file, render] of await generatedRegions(root)) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const next = render(text);
  if (next !== text) {
    writeFileSync(path, next);
    updated.push(file);
  }
}

console.log(`docs/rules: ${pages.size} pages (${written} written, ${removed} removed); generated sections ${updated.length ? `updated in ${updated.join(', ')}` : 'unchanged'}`);
