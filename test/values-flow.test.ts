// The evaluator's value flow (issue 26, JavaScript): annotated cases in fixtures/regressions/
// named `values-*` and `iid-*`, judged like the rule fixtures: every `ruleid: K` line has a
// finding of key K, every `ok: K` line none, and no finding sits on a line no annotation names.
// (fixtures/rules/ holds one file per rulebook entry; these cross several entries.) Their fixed
// output and fix safety are checked by test/property-regressions.test.ts; a `.review-fixed.txt`
// beside one is its exact output with review fixes applied (`--fix-review`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { parseAnnotations } from '../src/rulebook/annotations.js';

const DIR = fileURLToPath(new URL('../fixtures/regressions', import.meta.url));
const files = readdirSync(DIR)
  .filter((f) => /^(values|iid)-.*\.[cm]?[jt]sx?$/.test(f) && !/\.fixed\./.test(f))
  .sort();

describe('value flow fixtures', () => {
  it('has cases', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(file, () => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const { annotations, problems } = parseAnnotations(text);
      expect(problems).toEqual([]);
      const found = checkText(text, file).findings.map((f) => `${f.start.line}:${f.change}`);
      const failures: string[] = [];
      const allowed = new Set<string>();
      for (const a of annotations)
        for (const key of a.keys) {
          const hit = found.includes(`${a.line}:${key}`);
          if (a.directive === 'ruleid' || a.directive === 'todoruleid') allowed.add(`${a.line}:${key}`);
          if (a.directive === 'ruleid' && !hit) failures.push(`false negative: line ${a.line} [${key}]`);
          if (a.directive === 'ok' && hit) failures.push(`false positive: line ${a.line} [${key}]`);
        }
      for (const f of found) if (!allowed.has(f)) failures.push(`unannotated finding: ${f}`);
      expect(failures).toEqual([]);
      const review = join(DIR, file.replace(/\.[cm]?[jt]sx?$/, '.review-fixed.txt'));
      if (existsSync(review)) expect(fixText(text, file, { fixReview: true }).output).toBe(readFileSync(review, 'utf8'));
    });
  }
});
