// The fix report lists what is left to do (core/decide/carried.ts): a manual reminder that only a v3
// base shows (a list v3 answered whole, 9.0/27) stays reported after --fix-review moved the base, in
// JS and in the adapted kinds, at its place in the fixed text; what the fix did address does not.
// Such a reminder left on a call makes its base's move a review fix: --fix holds the base.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { runCli, runJson, tempProject } from './support.js';

interface Report {
  findings: { file: string; line: number; column: number; change: string; ruleId: string; fix: string }[];
}

const JS = "const API = 'https://gitlab.example.com/api/v3';\nexport async function labels(id) {\n  return fetch(`${API}/projects/${id}/labels`);\n}\n";
const SH = '#!/bin/sh\nGITLAB_API=https://gitlab.example.com/api/v3\ncurl -fsS "$GITLAB_API/projects/$ID/keys"\ncurl -fsS "$GITLAB_API/projects/$ID/labels?per_page=100"\n';

const summary = (r: Report) => r.findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.fix}`).sort();

describe('a manual reminder the fix did not address stays in the fix report', () => {
  it('--fix holds both bases: the code reading a list v3 answered whole may do something else on v4', async () => {
    const dir = tempProject({ 'src/labels.js': JS, 'scripts/keys.sh': SH });
    const { report } = await runJson<Report>(['.', '--fix'], dir);
    expect(summary(report)).toEqual(['scripts/keys.sh:2 api-v3-prefix review', 'scripts/keys.sh:3 deploy-keys-path review', 'scripts/keys.sh:3 unpaged-list manual', 'src/labels.js:1 api-v3-prefix review', 'src/labels.js:3 unpaged-list manual']);
    expect(fs.readFileSync(path.join(dir, 'src/labels.js'), 'utf8')).toBe(JS);
    expect(fs.readFileSync(path.join(dir, 'scripts/keys.sh'), 'utf8')).toBe(SH);
  });

  it.each([['--fix'], ['--dry-run']])('%s --fix-review: the unpaged lists of a JS file and a script whose bases move', async (mode) => {
    const dir = tempProject({ 'src/labels.js': JS, 'scripts/keys.sh': SH });
    const check = await runJson<Report>(['.'], dir);
    expect(summary(check.report)).toEqual(['scripts/keys.sh:2 api-v3-prefix review', 'scripts/keys.sh:3 deploy-keys-path review', 'scripts/keys.sh:3 unpaged-list manual', 'src/labels.js:1 api-v3-prefix review', 'src/labels.js:3 unpaged-list manual']);
    const { report } = await runJson<Report>(['.', mode, '--fix-review'], dir);
    // The list paged with per_page (line 4) is a trap: not reported before, not carried after.
    expect(summary(report)).toEqual(['scripts/keys.sh:3 unpaged-list manual', 'src/labels.js:3 unpaged-list manual']);
    if (mode === '--fix') {
      const sh = fs.readFileSync(path.join(dir, 'scripts/keys.sh'), 'utf8');
      expect(sh).toBe(SH.replace('/api/v3', '/api/v4').replace('/keys"', '/deploy_keys"'));
      // At its place in the fixed text: the path after the base, where the edit of the route left it.
      const keys = report.findings.find((f) => f.file === 'scripts/keys.sh')!;
      expect(sh.split('\n')[keys.line - 1].slice(keys.column - 1)).toMatch(/^\/projects\/\$ID\/deploy_keys/);
      expect(fs.readFileSync(path.join(dir, 'src/labels.js'), 'utf8')).toBe(JS.replace('/api/v3', '/api/v4'));
    }
  });

  it('fixText keeps `remaining` the findings of its output: the unpaged list is one of them on the v4 base', () => {
    const fixed = fixText(JS, 'labels.js', { fixReview: true });
    expect(fixed.output).toBe(JS.replace('/api/v3', '/api/v4'));
    expect(fixed.remaining).toEqual(checkText(fixed.output, 'labels.js').findings);
    // The lint of the fixed text sees it itself now: nothing had to be carried.
    expect(fixed.remaining.map((f) => `${f.start.line} ${f.ruleId}`)).toEqual(['3 unpaged-list']);
    expect(fixed.carried ?? []).toEqual([]);
  });
});

describe('what --fix leaves to do is reported by every later run', () => {
  it.each([['--fix-review']])('after %s: the next run, in every format and the baseline, still has the unpaged lists', async (flag) => {
    const dir = tempProject({ 'src/labels.js': JS, 'scripts/keys.sh': SH });
    const fix = await runJson<Report>(['.', flag], dir);
    expect(summary(fix.report)).toEqual(['scripts/keys.sh:3 unpaged-list manual', 'src/labels.js:3 unpaged-list manual']);
    const again = await runJson<Report>(['.'], dir);
    expect(summary(again.report)).toEqual(summary(fix.report));
    expect(again.code).toBe(1);
    const stylish = await runCli(['.'], dir);
    expect(stylish.stdout).not.toMatch(/No GitLab API v3 usage found/);
    expect(stylish.stdout).toMatch(/src\/labels\.js:3:\d+ +warning .*unpaged-list/);
    expect(stylish.code).toBe(1);
    for (const format of ['compact', 'sarif', 'gitlab', 'junit', 'github', 'markdown']) {
      const out = await runCli(['.', '--format', format], dir);
      expect(out.stdout, format).toMatch(/unpaged-list|9\.0\/27/);
      expect(out.stdout.match(/labels\.js/g)?.length ?? 0, format).toBeGreaterThan(0);
    }
    const base = await runCli(['.', '--baseline', 'b.json', '--update-baseline'], dir);
    expect(base.stdout).toMatch(/Baseline written: 2 findings/);
    expect(fs.readFileSync(path.join(dir, 'b.json'), 'utf8')).toMatch(/unpaged-list/);
  });
});
