// Every failing case the fix-safety property test (test/property-fix.test.ts) has found, and core
// bugs found otherwise that break a fix, kept as plain files in fixtures/regressions/ and run
// through the same checks. A `<name>.fixed.<ext>` file beside one is the exact output `fixText`
// must give; a `// fixed: unchanged` line says the output is the file itself. A case whose
// header says `known core bug` is expected to fail until the core is fixed
// (`it.fails`): when it starts passing, this test fails too, and the line is to be removed from
// the fixture. A `// fixture-options: {…}` line gives the options the .fixed file is made with.
// Its annotations hold too: a `ruleid` line is reported with that change, an `ok` line is not, and a
// known gap (`todoruleid`, `todook`) is still one (fixed, the annotation is to be turned).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { fixtureOptions, parseAnnotations } from '../src/rulebook/annotations.js';
import { checkFixSafety } from './property-checks.js';

const DIR = fileURLToPath(new URL('../fixtures/regressions', import.meta.url));
const SOURCE = /\.[cm]?[jt]sx?$/;
const FIXED = /\.fixed\.[cm]?[jt]sx?$/;

const files = readdirSync(DIR)
  .filter((f) => SOURCE.test(f) && !FIXED.test(f))
  .sort();

describe('fixtures/regressions', () => {
  it('has cases', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const text = readFileSync(join(DIR, file), 'utf8');
    const fixedName = file.replace(/(\.[cm]?[jt]sx?)$/, '.fixed$1');
    // `// fixed: unchanged` says the fix must leave the file as it is, without a copy beside it.
    const expected = readdirSync(DIR).includes(fixedName) ? readFileSync(join(DIR, fixedName), 'utf8') : /^\/\/ fixed: unchanged\b/m.test(text) ? text : undefined;
    const known = /^\/\/ known core bug/m.test(text);
    (known ? it.fails : it)(`${file}${known ? ' (known core bug)' : ''}`, () => {
      checkFixSafety(text, file);
      if (expected !== undefined) expect(fixText(text, file, fixtureOptions(text)).output).toBe(expected);
      expect(annotationMisses(text, file)).toEqual([]);
    });
  }
});

/** Where the findings of a check disagree with the file's annotations (`miss 12 9.0/4`, `extra 12 9.0/4`; a known gap that no longer is one). */
function annotationMisses(text: string, file: string): string[] {
  const { annotations, problems } = parseAnnotations(text);
  const found = new Set(checkText(text, file, fixtureOptions(text)).findings.map((f) => `${f.start.line} ${f.change}`));
  const out = problems.map((p) => `annotation ${p.line}: ${p.message}`);
  for (const a of annotations)
    for (const k of a.keys) {
      const hit = found.has(`${a.line} ${k}`);
      const wanted = a.directive === 'ruleid' || a.directive === 'todook';
      if (hit !== wanted) out.push(`${a.directive === 'ruleid' ? 'miss' : a.directive === 'ok' ? 'extra' : `no longer ${a.directive}`} ${a.line} ${k}`);
    }
  return out;
}
