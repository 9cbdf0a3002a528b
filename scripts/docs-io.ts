// File access for the docs generator and its check: the pure part is src/rulebook/docs.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixedName, fixtureId, isFixedFile, isSourceFile } from '../src/rulebook/annotations.js';
import { ruleDoc, type FixtureText } from '../src/rulebook/docs.js';
import type { Entry } from '../src/rulebook/types.js';

export const DOCS_DIR = join('docs', 'rules');

/** The fixture of each entry id, read from `fixtures/rules` under `root`. */
export function readFixtures(root: string): Map<string, FixtureText> {
  const dir = join(root, 'fixtures', 'rules');
  const out = new Map<string, FixtureText>();
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).filter((f) => isSourceFile(f) && !isFixedFile(f)).sort()) {
    const fixedPath = join(dir, fixedName(file));
    out.set(fixtureId(file), {
      path: `fixtures/rules/${file}`,
      source: readFileSync(join(dir, file), 'utf8'),
      fixed: existsSync(fixedPath) ? readFileSync(fixedPath, 'utf8') : undefined,
    });
  }
  return out;
}

/** Every page of docs/rules: file name → content. */
export function renderPages(entries: readonly Entry[], fixtures: ReadonlyMap<string, FixtureText>): Map<string, string> {
  return new Map(entries.map((e) => [`${e.id}.md`, ruleDoc(e, fixtures.get(e.id))]));
}
