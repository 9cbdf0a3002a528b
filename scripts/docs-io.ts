// File access for the docs generator and its check: the pure part is src/rulebook/docs.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixText } from '../src/core/index.js';
import { fixedName, fixtureId, fixtureOptions, isFixedFile, isSourceFile } from '../src/rulebook/annotations.js';
import { replaceRegion, replaceRulesRegion, ruleDoc, rulesTable, versionsRegion, type FixtureText } from '../src/rulebook/docs.js';
import { rulebook } from '../src/rulebook/index.js';
import type { Entry } from '../src/rulebook/types.js';
import { demoRegion, REPO_RUNS } from './demo.js';

export const DOCS_DIR = join('docs', 'rules');

/** The fixture of each entry id, read from `fixtures/rules` under `root`. */
export function readFixtures(root: string): Map<string, FixtureText> {
  const dir = join(root, 'fixtures', 'rules');
  const out = new Map<string, FixtureText>();
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).filter((f) => isSourceFile(f) && !isFixedFile(f)).sort()) {
    const fixedPath = join(dir, fixedName(file));
    const source = readFileSync(join(dir, file), 'utf8');
    out.set(fixtureId(file), {
      path: `fixtures/rules/${file}`,
      source,
      fixed: existsSync(fixedPath) ? readFileSync(fixedPath, 'utf8') : undefined,
      // What the linter makes of it with review fixes, as --fix-review runs it (no file for it).
      reviewFixed: fixText(source, file, { ...fixtureOptions(source), fixReview: true }).output,
    });
  }
  return out;
}

/** Every page of docs/rules: file name → content. */
export function renderPages(entries: readonly Entry[], fixtures: ReadonlyMap<string, FixtureText>): Map<string, string> {
  return new Map(entries.map((e) => [`${e.id}.md`, ruleDoc(e, fixtures.get(e.id))]));
}

/**
 * The generated sections outside docs/rules/: each file, and what makes its next text from its
 * current one. `npm run docs` writes them; test/docs.test.ts checks that they are unchanged by it.
 */
export async function generatedRegions(root: string, entries: readonly Entry[] = rulebook): Promise<[string, (text: string) => string][]> {
  const demo = await demoRegion(root);
  const repo = await demoRegion(root, REPO_RUNS, 'fixtures/demo-repo');
  const rules = join('docs', 'rules.md');
  const languages = join('docs', 'languages.md');
  return [
    ['README.md', (text) => replaceRegion(text, 'demo', demo)],
    [rules, (text) => replaceRegion(replaceRulesRegion(text, rulesTable(entries), rules), 'versions', versionsRegion(entries), rules)],
    [languages, (text) => replaceRegion(text, 'demo-repo', repo, languages)],
  ];
}
