// The commit every hook setup must refuse: v3 calls in a shell script and a GitLab CI file, no
// JS at all (test/hooks-agree.test.ts for husky and lint-staged, test/pre-commit.test.ts for the
// pre-commit framework). And the recipes as docs/ci-and-hooks.md prints them, word for word.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './support.js';

export const NON_JS_COMMIT: Record<string, string> = {
  'scripts/release.sh': '#!/bin/sh\ncurl -fsS --header "PRIVATE-TOKEN: $TOKEN" "https://gitlab.example.com/api/v3/projects/$CI_PROJECT_ID/builds"\n',
  '.gitlab-ci.yml': 'release:\n  script:\n    - curl --fail "https://gitlab.example.com/api/v3/projects/$CI_PROJECT_ID/builds?scope=failed"\n',
};

/** What the refusal must name: one finding in each file. */
export const NON_JS_FINDINGS = [/scripts\/release\.sh:2:\d+.*builds-to-jobs/, /\.gitlab-ci\.yml:3:\d+.*builds-to-jobs/];

const page = () => fs.readFileSync(path.join(ROOT, 'docs', 'ci-and-hooks.md'), 'utf8');

/** The first fenced block of a `## heading` of docs/ci-and-hooks.md. */
export function recipe(heading: string): string {
  const text = page();
  const at = text.indexOf(`\n## ${heading}\n`);
  if (at < 0) throw new Error(`docs/ci-and-hooks.md has no section "${heading}"`);
  const block = /```\w*\n([\s\S]*?)```/.exec(text.slice(at))?.[1];
  if (!block) throw new Error(`the section "${heading}" of docs/ci-and-hooks.md has no code block`);
  return block;
}
