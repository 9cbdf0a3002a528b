// The findings and fixes of every folder of files that are not JavaScript, held to what they were
// when the readers' documents were still printed as JavaScript text (taken on main before the
// shell family was built, issue 26): building each model as ESTree nodes instead of printing it
// changes no finding (file, line, rule, change, fix, hold) and no fixed line. The CLI runs over a
// copy of each folder, as a person runs it (the cross-file link of bases included).
// GL4M_UPDATE_SNAPSHOT=1 writes fixtures/languages-snapshot.json anew: only for a change that
// means to move these figures, and say so in the commit.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runJson, tempDir } from './support.js';

const FOLDERS = ['fixtures/languages', 'fixtures/languages-2', 'fixtures/languages-3', 'fixtures/languages-4', 'fixtures/mixed-repo', 'fixtures/adapters/src'];
const SNAPSHOT = path.join(ROOT, 'fixtures', 'languages-snapshot.json');

interface Report {
  findings: { file: string; line: number; ruleId: string; change: string; fix: string; held?: { reason: string } }[];
}
type Folder = { findings: string[]; fixed: Record<string, [number, string][]> };

const filesIn = (dir: string): string[] => fs.readdirSync(dir).flatMap((e) => ((p) => (fs.statSync(p).isDirectory() ? filesIn(p) : [p]))(path.join(dir, e)));

/** Each changed line of the fixed copy: its number, and its text after the fix (files of equal line count; else the whole text). */
function changedLines(before: string, after: string): [number, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) return [[-1, after]];
  return b.flatMap((line, i) => (line === a[i] ? [] : [[i + 1, line] as [number, string]]));
}

async function snapshotOf(folder: string): Promise<Folder> {
  const src = path.join(ROOT, folder);
  const dir = tempDir('snapshot');
  fs.cpSync(src, dir, { recursive: true });
  const check = await runJson<Report>(['.'], dir);
  const findings = check.report.findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.change} ${f.fix} ${f.held?.reason ?? ''}`.trim()).sort();
  await runJson<Report>(['.', '--fix-review'], dir);
  const fixed: Folder['fixed'] = {};
  for (const file of filesIn(src).sort()) {
    const rel = path.relative(src, file);
    const before = fs.readFileSync(file, 'utf8');
    const after = fs.readFileSync(path.join(dir, rel), 'utf8');
    if (after !== before) fixed[rel] = changedLines(before, after);
  }
  return { findings, fixed };
}

describe('the findings and fixes over the language corpora are those of the printed documents', () => {
  it.each(FOLDERS)('%s', async (folder) => {
    const got = await snapshotOf(folder);
    if (process.env.GL4M_UPDATE_SNAPSHOT) {
      const all = fs.existsSync(SNAPSHOT) ? (JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Record<string, Folder>) : {};
      all[folder] = got;
      fs.writeFileSync(SNAPSHOT, JSON.stringify(all, null, 1) + '\n');
      return;
    }
    const want = (JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Record<string, Folder>)[folder];
    expect(got.findings).toEqual(want.findings);
    expect(got.fixed).toEqual(want.fixed);
  }, 300_000);
});
