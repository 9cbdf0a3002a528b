// --help and the flags ESLint users reach for: a grouped help within 100 columns, --rule,
// --max-warnings, --stdin with --stdin-filename, --print-config, init, and the JSON report's
// version and schema.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { GROUPS, HELP_WIDTH } from '../src/cli/args.js';
import { INIT_TEXT } from '../src/cli/init.js';
import { main } from '../src/cli/main.js';
import { git, gitEnv, runCli, runJson, tempDir, tempProject } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLAIN = { NO_COLOR: '1' };
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string; files: string[]; exports: Record<string, unknown> };

/** Two safe findings (the prefix, owned groups) and a warning (a list read without paging). */
const CODE = [
  "export const owned = () => fetch('https://gitlab.example.com/api/v3/groups/owned');",
  "export const tags = (id) => fetch('https://gitlab.example.com/api/v3/projects/' + id + '/repository/tags');",
  '',
].join('\n');

async function withStdin(args: string[], cwd: string, text: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    cwd,
    isTTY: false,
    env: PLAIN,
    stdin: () => Promise.resolve(text),
  });
  return { code, stdout, stderr };
}

describe('--help', () => {
  it('is grouped, and no line passes 100 columns', async () => {
    const { stdout, code } = await runCli(['--help'], ROOT);
    expect(code).toBe(0);
    for (const line of stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(HELP_WIDTH);
    for (const group of Object.keys(GROUPS)) expect(stdout).toContain(`\n${group}\n`);
    expect(stdout).toMatch(/gitlab-v4-migrate init/);
  });

  it('says --staged checks every kind the tool reads, as it does: a staged script and CI file are checked', async () => {
    const { stdout } = await runCli(['--help'], ROOT);
    const staged = stdout.slice(stdout.indexOf('--staged'), stdout.indexOf('--stdin '));
    expect(staged).not.toMatch(/JS\/TS files/);
    expect(staged.replace(/\s+/g, ' ')).toMatch(/every kind the tool reads \(JS\/TS, scripts, CI files/);
    const dir = tempDir('staged');
    const env = gitEnv(tempDir('home'));
    git(dir, env, 'init', '-q');
    fs.writeFileSync(path.join(dir, 'deploy.sh'), '#!/bin/sh\ncurl -fsS "https://gitlab.example.com/api/v3/projects/$ID/builds"\n');
    fs.writeFileSync(path.join(dir, '.gitlab-ci.yml'), 'job:\n  script:\n    - curl -X PUT "https://gitlab.example.com/api/v3/users/$U/block"\n');
    git(dir, env, 'add', '.');
    const r = spawnSync(process.execPath, [path.join(ROOT, 'dist/cli/bin.js'), '--staged', '--format', 'json'], { cwd: dir, env, encoding: 'utf8' });
    const files = new Set((JSON.parse(r.stdout) as { findings: { file: string }[] }).findings.map((f) => f.file));
    expect([...files].sort()).toEqual(['.gitlab-ci.yml', 'deploy.sh']);
  });
});

describe('--rule', () => {
  it("sets a rule's level as ESLint's does ('id: off', warn, a change key, JSON)", async () => {
    const dir = tempProject({ 'a.js': CODE });
    const all = await runJson<{ findings: { ruleId: string; severity: string }[] }>(['.'], dir);
    expect(all.report.findings.map((f) => f.ruleId)).toContain('unpaged-list');
    const off = await runJson<{ findings: { ruleId: string; severity: string }[] }>(['.', '--rule', 'unpaged-list: off'], dir);
    expect(off.report.findings.map((f) => f.ruleId)).not.toContain('unpaged-list');
    const warn = await runJson<{ findings: { ruleId: string; severity: string }[] }>(['.', '--rule', '9.0/6: warn', '--rule', '{"prefix": "info"}'], dir);
    expect(warn.report.findings.filter((f) => f.ruleId === 'owned-groups').map((f) => f.severity)).toEqual(['warning']);
    expect(warn.report.findings.filter((f) => f.ruleId === 'api-v3-prefix').map((f) => f.severity)).toEqual(['info', 'info']);
  });

  it('wins over the configuration file, and a misspelt id is a usage error with the closest name', async () => {
    const dir = tempProject({ 'a.js': CODE, 'gitlab-v4-migrate.config.json': { rules: { 'unpaged-list': 'off' } } });
    const on = await runJson<{ findings: { ruleId: string }[] }>(['.', '--rule', 'unpaged-list: error'], dir);
    expect(on.report.findings.map((f) => f.ruleId)).toContain('unpaged-list');
    const typo = await runCli(['.', '--rule', 'unpagd-list: off'], dir);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/"unpagd-list" is not a rule id or change key \(did you mean "unpaged-list"\?\)/);
    const level = await runCli(['.', '--rule', 'unpaged-list: loud'], dir);
    expect(level.code).toBe(2);
    expect(level.stderr).toMatch(/the level must be off, warn, error or info/);
  });
});

describe('--max-warnings', () => {
  it('fails the run on warnings only past the number allowed; errors fail it always', async () => {
    const warnings = tempProject({ 'a.js': "export const tags = (id) => fetch('https://gitlab.example.com/api/v4/projects/' + id + '/repository/tags');\n" });
    expect((await runCli(['.'], warnings)).code).toBe(1);
    expect((await runCli(['.', '--max-warnings', '1'], warnings)).code).toBe(0);
    const over = await runCli(['.', '--max-warnings', '0'], warnings);
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(/1 warning, more than --max-warnings 0/);
    const errors = tempProject({ 'a.js': CODE });
    expect((await runCli(['.', '--max-warnings', '10'], errors)).code).toBe(1);
    expect((await runCli(['.', '--max-warnings', 'many'], errors)).code).toBe(2);
  });
});

describe('--stdin', () => {
  it('checks the text on stdin, reported as --stdin-filename, whose extension tells its kind', async () => {
    const dir = tempProject({});
    const js = await withStdin(['--stdin', '--stdin-filename', 'src/client.js', '--format', 'json'], dir, CODE);
    const report = JSON.parse(js.stdout) as { findings: { file: string; ruleId: string }[] };
    expect(new Set(report.findings.map((f) => f.file))).toEqual(new Set(['src/client.js']));
    expect(report.findings.map((f) => f.ruleId)).toContain('owned-groups');
    expect(js.code).toBe(1);
    // The same text as a shell script: not JavaScript, so the shell adapter reads it.
    const sh = await withStdin(['--stdin', '--stdin-filename', 'deploy.sh'], dir, 'curl "https://gitlab.example.com/api/v3/projects/$ID/builds"\n');
    expect(sh.stdout).toMatch(/^deploy\.sh:1:\d+ +error .*builds-to-jobs/m);
    const none = await withStdin(['--stdin'], dir, "export const x = 'no api here';\n");
    expect(none.stdout).toMatch(/No GitLab API v3 usage found \(1 file scanned\)/);
    expect(none.code).toBe(0);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('with --dry-run prints the diff; --fix is refused as ESLint refuses it (no file to write)', async () => {
    const dir = tempProject({});
    const diff = await withStdin(['--stdin', '--stdin-filename', 'a.js', '--dry-run'], dir, CODE);
    expect(diff.stdout).toMatch(/^\+.*\/api\/v4\/groups\?owned=true/m);
    expect(diff.code).toBe(1);
    const fix = await withStdin(['--stdin', '--fix'], dir, CODE);
    expect(fix.code).toBe(2);
    expect(fix.stderr).toMatch(/--stdin has no file to write: use --dry-run/);
    expect((await withStdin(['--stdin-filename', 'a.js'], dir, CODE)).stderr).toMatch(/add --stdin/);
    expect((await withStdin(['--stdin', 'src'], dir, CODE)).code).toBe(2);
  });
});

describe('--print-config', () => {
  it('prints the configuration for a file once, with the flags over it, and whether the file is checked', async () => {
    const dir = tempProject({ 'gitlab-v4-migrate.config.json': { serverVersion: '9.0', exclude: ['vendor/**'], rules: { '9.0/27': 'off' } } });
    const out = await runCli(['--print-config', 'src/a.js', '--rule', 'iid-not-id: warn'], dir);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout)).toEqual({
      file: 'src/a.js',
      configFile: 'gitlab-v4-migrate.config.json',
      checked: true,
      serverVersion: '9.0',
      exclude: ['vendor/**'],
      rules: { '9.0/27': 'off', 'iid-not-id': 'warning' },
    });
    const vendor = JSON.parse((await runCli(['--print-config', 'vendor/x.js', '--server-version', '10.0'], dir)).stdout) as { checked: boolean; reason: string; serverVersion: string };
    expect(vendor).toMatchObject({ checked: false, serverVersion: '10.0' });
    expect(vendor.reason).toMatch(/excluded by the configuration/);
    const photo = JSON.parse((await runCli(['--print-config', 'logo.png'], dir)).stdout) as { checked: boolean; reason: string };
    expect(photo).toMatchObject({ checked: false, reason: 'not a kind of file the tool reads' });
  });

  it('says a bad configuration once', async () => {
    const dir = tempProject({ 'gitlab-v4-migrate.config.json': '{ "rules": { "nope": "off" } }' });
    const out = await runCli(['--print-config', 'a.js'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr.match(/"nope" is not a rule id/g)).toHaveLength(1);
    expect(out.stdout).toBe('');
  });
});

describe('init', () => {
  it('writes a commented configuration that the next run reads, and never over an existing one', async () => {
    const dir = tempProject({ 'vendor/lib.js': CODE });
    const first = await runCli(['init'], dir);
    expect(first.code).toBe(0);
    const file = path.join(dir, 'gitlab-v4-migrate.config.json');
    expect(fs.readFileSync(file, 'utf8')).toBe(INIT_TEXT);
    expect(INIT_TEXT).toMatch(/^ {2}\/\/ /m);
    // Read as the configuration: its exclude leaves vendor/ out.
    const run = await runCli(['.'], dir, PLAIN);
    expect(run.stdout).toMatch(/No GitLab API v3 usage found|Nothing checked/);
    fs.writeFileSync(file, '{ "serverVersion": "9.0" }\n');
    const again = await runCli(['init'], dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/exists already/);
    expect(fs.readFileSync(file, 'utf8')).toBe('{ "serverVersion": "9.0" }\n');
    expect((await runCli(['init', '--force'], dir)).code).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(INIT_TEXT);
  });

  it('is a file to check when one is named init (a pre-commit hook passes staged names)', async () => {
    const dir = tempProject({ init: '#!/bin/sh\ncurl "https://gitlab.example.com/api/v3/projects/$ID/builds"\n' });
    const out = await runCli(['init'], dir, PLAIN);
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/^init:2:\d+ +error .*builds-to-jobs/m);
    expect(fs.existsSync(path.join(dir, 'gitlab-v4-migrate.config.json'))).toBe(false);
    // Two staged names, one of them init: file names, as always.
    fs.writeFileSync(path.join(dir, 'a.sh'), 'echo ok\n');
    expect((await runCli(['init', 'a.sh'], dir, PLAIN)).stdout).toMatch(/^init:2:/m);
  });
});

describe('the JSON report', () => {
  const ajv = new Ajv.default({ allErrors: true, strict: true });
  const schemaFile = path.join(ROOT, 'schemas/report.schema.json');
  const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as object);
  const valid = (report: unknown) => (validate(report) ? '' : ajv.errorsText(validate.errors, { separator: '\n' }));

  it("names every kind of a held fix's reasons the core gives (noRewrite, unproven, noSplit: src/core/types.ts)", () => {
    const types = fs.readFileSync(path.join(ROOT, 'src/core/types.ts'), 'utf8');
    const kindsOf = (name: string) => [...(new RegExp(`export type ${name} =([\\s\\S]*?);\\n`).exec(types)?.[1] ?? '').matchAll(/kind: '([^']*)'/g)].map((m) => m[1]);
    const schema = fs.readFileSync(schemaFile, 'utf8');
    const enumOf = (key: string) => (new RegExp(`"${key}": \\{[\\s\\S]*?"enum": \\[([^\\]]*)\\]`).exec(schema)?.[1] ?? '').match(/"[^"]*"/g)?.map((k) => JSON.parse(k) as string) ?? [];
    for (const [key, type] of [['noRewrite', 'NoRewrite'], ['unproven', 'Unproven'], ['noSplit', 'NoSplit']]) {
      expect(kindsOf(type).length, type).toBeGreaterThan(0);
      expect(enumOf(key), key).toEqual(kindsOf(type));
    }
  });

  it('has a version and the tool, and validates against the schema the package ships', async () => {
    expect(pkg.files).toContain('schemas');
    expect(pkg.exports['./report.schema.json']).toBe('./schemas/report.schema.json');
    const { report } = await runJson<{ version: number; tool: { name: string; version: string } }>(['fixtures/demo'], ROOT);
    expect(report.version).toBe(1);
    expect(report.tool).toEqual({ name: 'gitlab-v4-migrate', version: pkg.version });
    expect(valid(report)).toBe('');
  });

  it('validates in the other shapes: dry-run diffs, errors, skipped files, unused suppressions, held fixes', async () => {
    const dir = tempProject({
      'a.js': CODE,
      'broken.js': "const u = '/api/v3/x' +;\n",
      'b.js': 'export const x = 1; // gitlab-v4-migrate-ignore-line\n',
      'c.js': "const API = 'https://gitlab.example.com/api/v3';\nexport const c = (id, sha) => axios.get(API + '/projects/' + id + '/repository/commits/' + sha + '/builds');\nexport const j = (id) => axios.get(API + '/projects/' + id + '/builds');\n",
    });
    for (const args of [['.'], ['.', '--dry-run'], ['.', '--server-version', '9.0', '--min-confidence', 'high', '-q']]) {
      const out = await runCli([...args, '--format', 'json'], dir);
      expect(valid(JSON.parse(out.stdout)), args.join(' ')).toBe('');
    }
    const { report } = await runJson<{ findings: { held?: unknown }[]; unusedSuppressions?: unknown[] }>(['.'], dir);
    // The shapes above were there to validate.
    expect(report.findings.some((f) => f.held)).toBe(true);
    expect(report.unusedSuppressions?.length).toBeGreaterThan(0);
    expect(validate({ ...report, extra: 1 }), 'a field the schema does not know').toBe(false);
  });
});
