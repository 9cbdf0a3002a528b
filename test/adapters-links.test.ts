// A base shared across files that are not JavaScript (languages/virtual/links.ts), through the CLI over a
// temporary repository: `.env`/Dockerfile/CI bases read by scripts as `$GITLAB_API/…` move only
// when every use the run sees is a proven v4 route after the run's fixes; otherwise the base and
// the calls on it are held, the reason naming the use.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heldText } from '../src/core/decide/holds.js';
import type { Held } from '../src/core/types.js';
import { checkText } from '../src/languages/index.js';
import { runCli, runJson, tempProject } from './support.js';

interface Report {
  findings: { file: string; line: number; change: string; fix: string; message: string; held?: Held }[];
}

const ENV = 'GITLAB_API=https://gitlab.example.com/api/v3\n';
const BUILDS = '#!/bin/sh\ncurl -fsS "$GITLAB_API/projects/$ID/builds"\n';
const STAR = '#!/bin/sh\ncurl -X DELETE "$GITLAB_API/projects/$ID/star"\n';
/** Not a v4 route (nor a v3 one the change list moves): the base cannot be proven to move. */
const UNPROVEN = '#!/bin/sh\ncurl "$GITLAB_API/projects/$ID/frobnicate/now"\n';

/** A git repository holding the files. */
function repo(files: Record<string, string>): string {
  const dir = tempProject(files);
  const r = spawnSync('git', ['init', '-q'], { cwd: dir, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const byFile = (r: Report, file: string) => r.findings.filter((f) => f.file === file);

describe('a base shared by name across scripts, .env, Dockerfiles and CI', () => {
  it('moves with every use when all of them are proven v4 routes after the fixes', async () => {
    const dir = repo({ '.env': ENV, 'scripts/builds.sh': BUILDS, 'scripts/star.sh': STAR });
    const check = await runJson<Report>(['.'], dir);
    // The prefix is reported once, where `/api/v3` is written; each use's route change where its path is.
    expect(check.report.findings.map((f) => `${f.file}:${f.line} ${f.change} ${f.fix}`).sort()).toEqual(['.env:1 prefix safe', 'scripts/builds.sh:2 9.0/12 safe', 'scripts/star.sh:2 9.0/1 safe']);
    await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, '.env')).toBe(ENV.replace('v3', 'v4'));
    expect(read(dir, 'scripts/builds.sh')).toBe(BUILDS.replace('builds"', 'jobs"'));
    expect(read(dir, 'scripts/star.sh')).toBe(STAR.replace('DELETE', 'POST').replace('/star', '/unstar'));
    expect((await runJson<Report>(['.'], dir)).report.findings).toEqual([]);
  });

  it('a use whose method its options imply (curl -T: PUT) gets the new one inserted, and a script with no extension links by its shebang', async () => {
    const upload = '#!/bin/sh\ncurl -fsS -T reason.txt "$GITLAB_API/users/7/block"\n';
    const dir = repo({ '.env': ENV, 'upload.sh': upload, 'bin/release': BUILDS });
    const check = await runJson<Report>(['.'], dir);
    expect(check.report.findings.map((f) => `${f.file}:${f.line} ${f.change} ${f.fix}`).sort()).toEqual(['.env:1 prefix safe', 'bin/release:2 9.0/12 safe', 'upload.sh:2 9.0/4 safe']);
    await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, '.env')).toBe(ENV.replace('v3', 'v4'));
    expect(read(dir, 'upload.sh')).toBe(upload.replace('curl ', 'curl -X POST '));
    expect(read(dir, 'bin/release')).toBe(BUILDS.replace('builds"', 'jobs"'));
  });

  it('is held by one unproven use, named in the reason; the calls on it wait and nothing is written', async () => {
    const files = { '.env': ENV, 'scripts/builds.sh': BUILDS, 'scripts/odd.sh': UNPROVEN };
    const dir = repo(files);
    const { report } = await runJson<Report>(['.', '--fix'], dir);
    for (const [name, text] of Object.entries(files)) expect(read(dir, name)).toBe(text);
    const [base] = byFile(report, '.env');
    // Its route is not a v4 route: that finding is what the base waits for.
    expect(base).toMatchObject({ change: 'prefix', fix: 'manual', held: { reason: 'prefix waits', blocker: { file: 'scripts/odd.sh', line: 2 }, at: { file: 'scripts/odd.sh', line: 2 } } });
    expect(heldText(base.held!, '.env')).toContain('the not-a-v4-route finding of a call on it at scripts/odd.sh:2 is dealt with');
    expect(base.message).not.toContain('not-a-v4-route');
    expect(byFile(report, 'scripts/odd.sh').map((f) => f.change)).toEqual(['prefix']);
    expect(byFile(report, 'scripts/builds.sh')).toMatchObject([{ change: '9.0/12', fix: 'manual', held: { reason: 'base waits', base: { file: '.env', line: 1 } } }]);
  });

  it('is held when a JavaScript file of the run reads the name (process.env): its routes are not followed', async () => {
    const js = "import axios from 'axios';\nexport const api = axios.create({ baseURL: process.env.GITLAB_API });\n";
    const dir = repo({ '.env': ENV, 'scripts/builds.sh': BUILDS, 'src/api.js': js });
    const { report } = await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, '.env')).toBe(ENV);
    expect(read(dir, 'scripts/builds.sh')).toBe(BUILDS);
    expect(byFile(report, '.env')[0].held).toMatchObject({ reason: 'not proven', at: { file: 'src/api.js', line: 2 } });
    const { stdout } = await runCli(['.'], dir);
    expect(stdout).toContain('held: kept: `GITLAB_API` is also read at src/api.js:2, where the route built on it cannot be read');
  });

  it('a CI variable and a Dockerfile ENV of the same name move together with the script the job runs', async () => {
    const ci = 'variables:\n  GITLAB_API: "https://gitlab.example.com/api/v3"\nrelease:\n  script:\n    - ./scripts/builds.sh\n';
    const docker = 'FROM alpine:3\nENV GITLAB_API=https://gitlab.example.com/api/v3\nCOPY scripts /scripts\n';
    const dir = repo({ '.gitlab-ci.yml': ci, Dockerfile: docker, 'scripts/builds.sh': BUILDS });
    await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, '.gitlab-ci.yml')).toBe(ci.replace('v3', 'v4'));
    expect(read(dir, 'Dockerfile')).toBe(docker.replace('v3', 'v4'));
    expect(read(dir, 'scripts/builds.sh')).toBe(BUILDS.replace('builds"', 'jobs"'));
  });

  it('one unproven use holds every definition of the name, in every file', async () => {
    const docker = 'FROM alpine:3\nENV GITLAB_API=https://gitlab.example.com/api/v3\n';
    const dir = repo({ '.env': ENV, Dockerfile: docker, 'scripts/odd.sh': UNPROVEN });
    const { report } = await runJson<Report>(['.'], dir);
    expect(byFile(report, '.env')[0].held?.at).toEqual({ file: 'scripts/odd.sh', line: 2 });
    expect(byFile(report, 'Dockerfile')[0].held?.at).toEqual({ file: 'scripts/odd.sh', line: 2 });
  });

  it('links names within one repository only', async () => {
    const dir = tempProject({});
    const one = repo({ '.env': ENV });
    const two = repo({ 'scripts/builds.sh': BUILDS });
    fs.renameSync(one, path.join(dir, 'one'));
    fs.renameSync(two, path.join(dir, 'two'));
    const { report } = await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, 'one/.env')).toBe(ENV);
    expect(heldText(byFile(report, 'one/.env')[0].held!, 'one/.env')).toContain('no request of the files of this run reads `GITLAB_API`');
  });

  it('a base no other file reads, used by its own requests, is its own file’s (moved with them)', async () => {
    const sh = 'GITLAB_API=https://gitlab.example.com/api/v3\ncurl "$GITLAB_API/projects/$ID/builds"\n';
    const dir = repo({ 'scripts/own.sh': sh, 'src/other.js': "const name = 'GITLAB_API';\n" });
    await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, 'scripts/own.sh')).toBe(sh.replace('v3', 'v4').replace('builds"', 'jobs"'));
  });

  it('a script’s own variable of the same name is its own: it neither joins nor holds the shared base', async () => {
    const local = 'GITLAB_API=https://other.example.com/api/v3\ncurl "$GITLAB_API/projects/$ID/frobnicate/now"\n';
    const dir = repo({ '.env': ENV, 'scripts/builds.sh': BUILDS, 'scripts/local.sh': local });
    await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, '.env')).toBe(ENV.replace('v3', 'v4'));
    expect(read(dir, 'scripts/builds.sh')).toBe(BUILDS.replace('builds"', 'jobs"'));
    expect(read(dir, 'scripts/local.sh')).toBe(local);
  });

  it('an exported Makefile variable its own recipe also reads is shared with the script the recipe runs', async () => {
    const make = 'export GITLAB_API = https://gitlab.example.com/api/v3\n\nrelease:\n\tcurl -X DELETE "$(GITLAB_API)/projects/$(ID)/star"\n\t./scripts/odd.sh\n';
    const dir = repo({ Makefile: make, 'scripts/odd.sh': UNPROVEN });
    const { report } = await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, 'Makefile')).toBe(make);
    expect(byFile(report, 'Makefile').map((f) => `${f.line} ${f.change} ${f.held?.reason}`)).toEqual(['1 prefix prefix waits', '4 9.0/1 base waits']);
  });

  it('a page’s example assignment no request of the page reads is not moved by the link (a page defines nothing for others)', async () => {
    const md = '# Setup\n\n```sh\nexport GITLAB_URL=https://gitlab.example.com/api/v3\n```\n\n```sh\ncurl "$GITLAB_API/projects/$ID/builds"\n```\n';
    const dir = repo({ 'README.md': md, '.env': ENV });
    const { report } = await runJson<Report>(['.', '--fix'], dir);
    expect(read(dir, 'README.md')).toBe(md.replace('builds"', 'jobs"'));
    expect(byFile(report, 'README.md')).toMatchObject([{ line: 4, change: 'prefix', fix: 'manual' }]);
    expect(read(dir, '.env')).toBe(ENV.replace('v3', 'v4'));
  });

  it('honours a suppression comment of a linked script, with worker threads as without', async () => {
    const suppressed = '#!/bin/sh\n# gitlab-v4-migrate-ignore-next-line 9.0/12\ncurl -fsS "$GITLAB_API/projects/$ID/builds"\n';
    for (const threads of ['1', '2']) {
      const dir = repo({ '.env': ENV, 'scripts/builds.sh': suppressed });
      const { report } = await runJson<Report & { summary: { suppressed: number } }>(['.', '--fix', '--threads', threads], dir);
      expect(report.summary.suppressed).toBe(1);
      // The suppressed call keeps its v3 route, so its base keeps `/api/v3`.
      expect(read(dir, '.env')).toBe(ENV);
      expect(read(dir, 'scripts/builds.sh')).toBe(suppressed);
    }
  });

  it('without project mode the shared base is not moved (the uses are not seen)', async () => {
    const dir = repo({ '.env': ENV, 'scripts/builds.sh': BUILDS });
    await runJson<Report>(['.', '--fix', '--no-project'], dir);
    expect(read(dir, '.env')).toBe(ENV);
  });

  it('--dry-run shows the linked files changing together, and writes nothing', async () => {
    const dir = repo({ '.env': ENV, 'scripts/builds.sh': BUILDS });
    const { report } = await runJson<Report & { diffs: { file: string }[] }>(['.', '--dry-run'], dir);
    expect(report.diffs.map((d) => d.file).sort()).toEqual(['.env', 'scripts/builds.sh']);
    expect(read(dir, '.env')).toBe(ENV);
  });

  describe('a use whose call’s fix its file cannot take holds every definition of the name (issue 17)', () => {
    // The core would move the base with `file_path` moved into the path; the script's `--data`
    // string holds other fields too, so the fix is not a text edit and the call keeps its v3 route.
    const FILES = '#!/bin/sh\ncurl -X PUT --data "file_path=VERSION&branch_name=master" --data "commit_message=bump" "$GITLAB_API/projects/$ID/repository/files"\n';
    const ENV2 = `${ENV}OTHER_API=https://gitlab.example.com/api/v3\n`;
    const CI = 'variables:\n  GITLAB_API: "https://gitlab.example.com/api/v3"\nrelease:\n  script:\n    - ./scripts/files.sh\n    - curl -fsS "$GITLAB_API/projects/$ID/builds"\n';
    const DOCKER = 'FROM alpine:3\nENV GITLAB_API=https://gitlab.example.com/api/v3\n';
    // Trap: another name of the same .env, read only by a script whose calls are all fixed, moves.
    const OTHER = '#!/bin/sh\ncurl -fsS "$OTHER_API/projects/$ID/builds"\n';
    const files = { '.env': ENV2, '.gitlab-ci.yml': CI, Dockerfile: DOCKER, 'scripts/files.sh': FILES, 'scripts/other.sh': OTHER };
    const blocker = { file: 'scripts/files.sh', line: 2, change: '9.0/16' };

    it.each([['--fix'], ['--fix-review'], ['--dry-run']])('%s: the CI variable, the .env value and the Dockerfile ENV keep /api/v3, and the calls on them wait', async (mode) => {
      const dir = repo(files);
      const { report } = await runJson<Report & { diffs?: { file: string; diff: string }[] }>(['.', mode], dir);
      for (const [file, line] of [['.env', 1], ['Dockerfile', 2], ['.gitlab-ci.yml', 2]] as const) {
        const base = byFile(report, file).find((f) => f.line === line);
        expect(base, `${file}:${line}`).toMatchObject({ change: 'prefix', fix: 'manual', held: { reason: 'prefix waits', blocker, at: { file: 'scripts/files.sh', line: 2 } } });
        expect(heldText(base!.held!, file)).toContain('the 9.0/16 finding of a call on it at scripts/files.sh:2 is dealt with');
      }
      expect(byFile(report, '.gitlab-ci.yml').find((f) => f.line === 6)).toMatchObject({ change: '9.0/12', fix: 'manual', held: { reason: 'base waits', base: { file: '.gitlab-ci.yml', line: 2 } } });
      expect(byFile(report, 'scripts/files.sh').map((f) => `${f.change} ${f.fix}`).sort()).toEqual(['9.0/16 manual', '9.0/20 manual']);
      const written = mode === '--dry-run' ? files : { ...files, '.env': ENV2.replace('OTHER_API=https://gitlab.example.com/api/v3', 'OTHER_API=https://gitlab.example.com/api/v4'), 'scripts/other.sh': OTHER.replace('builds"', 'jobs"') };
      for (const [name, text] of Object.entries(written)) expect(read(dir, name), name).toBe(text);
      if (mode === '--dry-run') {
        expect(report.diffs?.map((d) => d.file).sort()).toEqual(['.env', 'scripts/other.sh']);
        expect(report.diffs?.find((d) => d.file === '.env')?.diff).not.toMatch(/^[-+]GITLAB_API/m);
      }
    });

    it('a call held in the use’s own file names the definition as its base, not the use’s line 1', async () => {
      // `branch_name` is not among the parameters it shows: the core keeps 9.0/20 manual, and the call's 9.0/16 waits.
      const unseen = '#!/bin/sh\ncurl -X PUT --data "file_path=VERSION&content=1" "$GITLAB_API/projects/$ID/repository/files"\n';
      const dir = repo({ '.env': ENV, 'scripts/files.sh': unseen });
      const { report } = await runJson<Report>(['.', '--fix'], dir);
      expect(read(dir, '.env')).toBe(ENV);
      expect(byFile(report, '.env')[0].held).toMatchObject({ reason: 'prefix waits', blocker: { file: 'scripts/files.sh', line: 2, change: '9.0/20' } });
      expect(byFile(report, 'scripts/files.sh').find((f) => f.change === '9.0/16')?.held).toMatchObject({ reason: 'base waits', base: { file: '.env', line: 1 } });
    });

    it('a page’s block whose call’s fix the page cannot take holds the base; the page’s other calls wait', async () => {
      const md = `# Release\n\n\`\`\`sh\n${FILES.split('\n')[1]}\n\`\`\`\n\n\`\`\`sh\n${BUILDS.split('\n')[1]}\n\`\`\`\n`;
      const dir = repo({ '.env': ENV, 'docs/RELEASING.md': md });
      const { report } = await runJson<Report>(['.', '--fix'], dir);
      expect(read(dir, '.env')).toBe(ENV);
      expect(read(dir, 'docs/RELEASING.md')).toBe(md);
      expect(byFile(report, '.env')[0].held).toMatchObject({ reason: 'prefix waits', blocker: { file: 'docs/RELEASING.md', line: 4, change: '9.0/16' } });
      expect(byFile(report, 'docs/RELEASING.md').find((f) => f.change === '9.0/12')).toMatchObject({ line: 8, fix: 'manual' });
    });
  });

  it('reads a value longer than a call can take arguments (a 300,000-character base) without failing', () => {
    const result = checkText(`GITLAB_API=https://gitlab.example.com/api/v3/${'a'.repeat(300_000)}\n`, '.env');
    expect(result).toMatchObject({ unresolved: true, findings: [{ change: 'prefix' }] });
  });
});
