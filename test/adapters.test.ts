// The adapters through the CLI: every fixture of fixtures/adapters/src (one per file kind,
// annotated in its own comment syntax) is checked and fixed by the real CLI in a copy. An
// annotation `# ruleid: K` (or `// …`, `<!-- … -->`) needs a finding of change key K starting on
// the next code line, `ruleid+N:` on the Nth line after that (inside a command continued with
// `\`, where a comment would end it); `ok: K` needs none; any other finding fails. Fixed files
// must equal fixtures/adapters/fixed/<name> (unchanged when there is none) and be a fixed point;
// fixtures/adapters/fixed-review/<name> is what `--fix --fix-review` makes of a file `--fix` leaves.
// JSON holds no comments: a JSON fixture's annotations are in its side file `<name>.annotations`,
// one a line, `<line> ruleid|ok: K | <text of that line>` (the text proves the line is the one meant).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir, tempProject } from './support.js';
import type { Held } from '../src/core/types.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/adapters/', import.meta.url));
const SRC = path.join(FIXTURES, 'src');
const SIDE = '.annotations';
const names = fs.readdirSync(SRC).filter((n) => !n.endsWith(SIDE)).sort();

interface Report {
  findings: { file: string; line: number; change: string; fix: string }[];
}

const ANNOTATION = /^\s*(?:#|\/\/|<!--)\s*(ruleid|ok)(?:\+(\d+))?\s*:\s*(.*?)\s*(?:-->)?\s*$/;

function annotations(text: string): { kind: 'ruleid' | 'ok'; line: number; keys: string[] }[] {
  const lines = text.split(/\r?\n/);
  const out: { kind: 'ruleid' | 'ok'; line: number; keys: string[] }[] = [];
  lines.forEach((raw, i) => {
    const m = ANNOTATION.exec(raw);
    if (!m) return;
    let target = i + 1;
    while (target < lines.length && (ANNOTATION.test(lines[target]) || !lines[target].trim())) target++;
    out.push({ kind: m[1] as 'ruleid' | 'ok', line: target + 1 + Number(m[2] ?? 0), keys: m[3].split(',').map((k) => k.trim()) });
  });
  return out;
}

/** A JSON fixture's annotations, from its side file; each names a line and a piece of its text. */
function sideAnnotations(name: string, text: string): ReturnType<typeof annotations> {
  const lines = text.split(/\r?\n/);
  return fs
    .readFileSync(path.join(SRC, name + SIDE), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const m = /^(\d+) (ruleid|ok): (.*?) \| (.*)$/.exec(l);
      if (!m) throw new Error(`${name}${SIDE}: not an annotation: ${l}`);
      if (!lines[Number(m[1]) - 1]?.includes(m[4])) throw new Error(`${name}${SIDE}: line ${m[1]} does not hold ${m[4]}`);
      return { kind: m[2] as 'ruleid' | 'ok', line: Number(m[1]), keys: m[3].split(',').map((k) => k.trim()) };
    });
}

const annotationsOf = (name: string, text: string) => (fs.existsSync(path.join(SRC, name + SIDE)) ? sideAnnotations(name, text) : annotations(text));

function copyFixtures(): string {
  const dir = tempDir('adapters');
  for (const n of names) fs.copyFileSync(path.join(SRC, n), path.join(dir, n));
  return dir;
}

describe('adapters: findings on the physical line, through the CLI', async () => {
  const dir = copyFixtures();
  const { report } = await runJson<Report>(['.'], dir);
  it.each(names)('%s', (name) => {
    const text = fs.readFileSync(path.join(SRC, name), 'utf8');
    const found = report.findings.filter((f) => f.file === name).map((f) => `${f.line} ${f.change}`);
    const notes = annotationsOf(name, text);
    const expected = notes.flatMap((a) => (a.kind === 'ruleid' ? a.keys.map((k) => `${a.line} ${k}`) : []));
    expect(notes.length).toBeGreaterThan(0);
    // Every ruleid found, and nothing else (an `ok:` line included).
    expect(found.sort()).toEqual(expected.sort());
  });
});

describe('adapters: a hold names places in the files of the run, never the virtual document the core read', async () => {
  const dir = copyFixtures();
  const { stdout, report } = await runJson<{ findings: { file: string; held?: Held }[] }>(['.'], dir);
  it('in every hold of the fixtures, and in every message', () => {
    const placesOf = (h: Held) => [h.blocker, h.base, h.at, ...(h.unproven?.kind === 'read unseen' ? h.unproven.places : [])].filter((p) => !!p);
    const places = report.findings.flatMap((f) => (f.held ? placesOf(f.held) : []).map((p) => ({ host: f.file, place: { file: p.file, line: p.line } })));
    // helper_read.sh holds its base on a read the adapter cannot follow: a hold with a place `at`.
    expect(places).toContainEqual({ host: 'helper_read.sh', place: { file: 'helper_read.sh', line: 10 } });
    // A linked base may wait on another file (docker-compose.yml on net_http.rb): a file of the run, by its name.
    expect(places.filter(({ place }) => !names.includes(place.file))).toEqual([]);
    expect(stdout).not.toContain('(virtual)');
  });
});

describe('adapters: --fix writes the expected text, and a second run has nothing left to fix', async () => {
  const dir = copyFixtures();
  const first = await runCli(['.', '--fix'], dir);
  const again = await runJson<Report>(['.'], dir);
  it.each(names)('%s', (name) => {
    const expectedFile = path.join(FIXTURES, 'fixed', name);
    const expected = fs.readFileSync(fs.existsSync(expectedFile) ? expectedFile : path.join(SRC, name), 'utf8');
    expect(first.code).toBe(1);
    expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe(expected);
    expect(again.report.findings.filter((f) => f.file === name && f.fix === 'safe')).toEqual([]);
  });
});

// A configuration value is requested by a program the tool does not see: no library the registry
// proves makes the request, so its fix is for review only (`--fix` leaves it, `--fix-review` makes it).
describe('adapters: a configuration value is fixed for review only', async () => {
  const review = fs.readdirSync(path.join(FIXTURES, 'fixed-review'));
  const dir = copyFixtures();
  const safe = await runJson<Report>(['.'], dir);
  await runCli(['.', '--fix', '--fix-review'], dir);
  it.each(review)('%s', (name) => {
    expect(safe.report.findings.filter((f) => f.file === name && f.fix === 'safe')).toEqual([]);
    expect(safe.report.findings.filter((f) => f.file === name && f.fix === 'review').length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe(fs.readFileSync(path.join(FIXTURES, 'fixed-review', name), 'utf8'));
  });
});

describe('adapters: which files a run reads', () => {
  it('--ext narrows the kinds: sh reads the shell scripts only (by name or shebang), js,ts none of these files', async () => {
    const dir = copyFixtures();
    const sh = await runJson<Report>(['.', '--ext', 'sh'], dir);
    expect(new Set(sh.report.findings.map((f) => f.file))).toEqual(new Set(['release.sh', 'upload.sh', 'httpie.sh', 'events.sh', 'helper_read.sh', 'env_default.sh', 'param_values.sh', 'json_values.sh', 'version_var.sh', 'curl_get.sh', 'status_compare.sh', 'cleanup']));
    const js = await runJson<Report>(['.', '--ext', 'js,ts'], dir);
    expect(js.report.findings).toEqual([]);
  });

  it('finds hidden names of its kinds (.gitlab-ci.yml, .env) in a folder search', async () => {
    const dir = tempDir('adapters-hidden');
    fs.copyFileSync(path.join(SRC, 'deploy.gitlab-ci.yml'), path.join(dir, '.gitlab-ci.yml'));
    fs.copyFileSync(path.join(SRC, 'settings.env'), path.join(dir, '.env'));
    const { report } = await runJson<Report>(['.'], dir);
    expect(new Set(report.findings.map((f) => f.file))).toEqual(new Set(['.gitlab-ci.yml', '.env']));
  });

  it('a configuration JSON that does not parse is an error with its line, the other files are still checked; comments are no error', async () => {
    const dir = tempProject({
      'broken.json': '{\n  "url": "https://gitlab.example.com/api/v3",\n  oops\n}\n',
      'commented.json': '{\n  // the old server\n  "url": "https://gitlab.example.com/api/v3",\n}\n',
      // Broken, but with no v3 URL in it: not parsed at all.
      'data.json': '{ "projects": [1, 2,, }',
    });
    const out = await runJson<Report & { errors: { file: string; message: string }[] }>(['.'], dir);
    expect(out.code).toBe(2);
    expect(out.report.errors).toEqual([{ file: 'broken.json', message: 'JSON syntax error: InvalidSymbol (line 3, column 3)' }]);
    expect(out.report.findings.map((f) => `${f.file}:${f.line} ${f.change}`)).toEqual(['commented.json:3 prefix']);
  });

  it('a script with no extension is read by its shebang, in a folder search and when named; a file without one is not', async () => {
    const dir = tempProject({
      'bin/release': '#!/bin/sh\ncurl "https://gitlab.example.com/api/v4/projects/1/builds"\n',
      'bin/deploy': '#!/usr/bin/env -S node --no-warnings\nfetch("https://gitlab.example.com/api/v4/projects/1/builds");\n',
      'bin/task': '#!/usr/bin/env ts-node\nconst id: number = 1;\nfetch(`https://gitlab.example.com/api/v4/projects/${id}/builds`);\n',
      'bin/run.old': '#!/bin/sh\ncurl "https://gitlab.example.com/api/v4/projects/1/builds"\n',
      'LICENSE': 'curl "https://gitlab.example.com/api/v4/projects/1/builds"\n',
      'node_modules/.bin/tool': '#!/bin/sh\ncurl "https://gitlab.example.com/api/v4/projects/1/builds"\n',
      '.gitignore': 'ignored\n',
      ignored: '#!/bin/sh\ncurl "https://gitlab.example.com/api/v4/projects/1/builds"\n',
    });
    const found = await runJson<Report>(['.'], dir);
    expect(found.report.findings.map((f) => `${f.file}:${f.line} ${f.change}`).sort()).toEqual(['bin/deploy:2 9.0/12', 'bin/release:2 9.0/12', 'bin/task:3 9.0/12']);
    const named = await runJson<Report & { skipped?: unknown }>(['bin/release', 'LICENSE'], dir);
    expect(named.report.findings.map((f) => f.file)).toEqual(['bin/release']);
  });

  it('an unknown --ext word is a usage error that lists the known ones', async () => {
    const out = await runCli(['.', '--ext', 'cobol'], copyFixtures());
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('unknown file kind or extension in --ext: cobol');
  });

  it('a suppression comment in the file kind’s own syntax hides the finding and is reported unused when it hides nothing', async () => {
    const dir = tempDir('adapters-ignore');
    fs.writeFileSync(
      path.join(dir, 'x.sh'),
      'API=https://gitlab.example.com/api/v4\n# gitlab-v4-migrate-ignore-next-line 9.0/12\ncurl "$API/projects/1/builds"\n# gitlab-v4-migrate-ignore-next-line\ncurl "$API/projects/1/jobs"\n',
    );
    const out = await runCli(['.'], dir);
    expect(out.stdout).not.toContain('builds-to-jobs');
    expect(out.stdout).toContain('unused suppression comment');
  });

  it('suppression comments come from the reader, on their own lines and columns: each reported once, even after the last command', async () => {
    // The printed text once carried them as JavaScript comments: those after the last statement were printed twice (reported twice) and at a virtual column.
    const dir = tempProject({ 'x.sh': 'API=https://gitlab.example.com/api/v4\ncurl "$API/projects/1/jobs"\n  # gitlab-v4-migrate-ignore-line prefix\n# gitlab-v4-migrate-ignore-next-line 9.0/12\n' });
    const { report } = await runJson<Report & { unusedSuppressions?: { file: string; line: number; column: number; message: string }[] }>(['.'], dir);
    expect(report.unusedSuppressions?.map((u) => [u.file, u.line, u.column, u.message])).toEqual([
      ['x.sh', 3, 3, 'unused suppression comment for prefix: no finding on its line'],
      ['x.sh', 4, 1, 'unused suppression comment for 9.0/12: no finding on the next line'],
    ]);
  });

  it('suppression comments work in configuration YAML (#) and JSON with comments (//)', async () => {
    const dir = tempProject({
      'settings.yml': 'a:\n  # gitlab-v4-migrate-ignore-next-line\n  url: https://gitlab.example.com/api/v3/projects/1/builds\n  b: https://gitlab.example.com/api/v3/projects/2/builds\n',
      'c.json': '{\n  // gitlab-v4-migrate-ignore-next-line prefix\n  "url": "https://gitlab.example.com/api/v3"\n}\n',
    });
    const { report } = await runJson<Report>(['.'], dir);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.change}`).sort()).toEqual(['settings.yml:4 9.0/12', 'settings.yml:4 prefix']);
  });

  it('--staged reads the staged text of a file of an adapted kind (a pre-commit hook), not the working tree', async () => {
    const dir = tempDir('adapters-staged');
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: path.join(dir, '.gitconfig') };
    const git = (...args: string[]) => expect(spawnSync('git', args, { cwd: dir, env, encoding: 'utf8' }).status).toBe(0);
    git('init', '-q');
    fs.copyFileSync(path.join(SRC, 'deploy.gitlab-ci.yml'), path.join(dir, '.gitlab-ci.yml'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'https://gitlab.example.com/api/v3/projects\n');
    git('add', '.gitlab-ci.yml', 'notes.txt');
    fs.writeFileSync(path.join(dir, '.gitlab-ci.yml'), 'variables:\n  GITLAB_API: "https://gitlab.example.com/api/v4"\n');
    const { report } = await runJson<Report>(['--staged'], dir);
    expect(report.findings.filter((f) => f.file === '.gitlab-ci.yml').length).toBe(4);
    expect(report.findings.filter((f) => f.file !== '.gitlab-ci.yml')).toEqual([]);
  });

  it('--staged reads a staged script with no extension by its staged shebang; not one whose staged text has none, nor one --ext leaves out', async () => {
    const dir = tempDir('adapters-staged-script');
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: path.join(dir, '.gitconfig') };
    const git = (...args: string[]) => expect(spawnSync('git', args, { cwd: dir, env, encoding: 'utf8' }).status).toBe(0);
    git('init', '-q');
    fs.copyFileSync(path.join(SRC, 'cleanup'), path.join(dir, 'cleanup'));
    fs.writeFileSync(path.join(dir, 'README'), 'curl https://gitlab.example.com/api/v3/projects/5/builds\n');
    fs.writeFileSync(path.join(dir, 'prune'), '#!/bin/sh\ncurl "https://gitlab.example.com/api/v3/projects/5/builds"\n');
    git('add', 'cleanup', 'README', 'prune');
    // The working tree no longer says what is staged: the staged text decides.
    fs.writeFileSync(path.join(dir, 'cleanup'), 'not a script\n');
    fs.writeFileSync(path.join(dir, 'prune'), 'not a script\n');
    fs.writeFileSync(path.join(dir, 'README'), '#!/bin/sh\ncurl "https://gitlab.example.com/api/v3/projects/5/builds"\n');
    const { report } = await runJson<Report>(['--staged'], dir);
    const files = new Set(report.findings.map((f) => f.file));
    expect(files).toEqual(new Set(['cleanup', 'prune']));
    const js = await runJson<Report>(['--staged', '--ext', 'js,ts'], dir);
    expect(js.report.findings).toEqual([]);
  });
});
