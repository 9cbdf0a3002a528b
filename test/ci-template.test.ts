// The GitLab CI template users `include:` (ci/gitlab-v4-migrate.gitlab-ci.yml): valid against
// GitLab's own CI schema, with the Code Quality report and the migration report as artifacts; and
// its script lines, run by a shell as the runner would with the job's variables, with this CLI in
// place of `npx gitlab-v4-migrate@…`, write both reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import type { SpawnSyncReturns } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { explain, tempDir, tempProject } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(ROOT, 'ci', 'gitlab-v4-migrate.gitlab-ci.yml');
const TIMEOUT = 300_000;
const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'test', 'schemas', 'gitlab-ci.json'), 'utf8')) as object;

interface Job {
  stage: string;
  image: string;
  variables: Record<string, string>;
  script: string[];
  artifacts: { when: string; paths: string[]; reports: { codequality: string } };
}

const template = () => parse(fs.readFileSync(TEMPLATE, 'utf8')) as Record<string, Job>;

/** GitLab's schema validator: `markdownDescription` is its own keyword, not JSON Schema's. */
function validate(config: unknown): string {
  const ajv = new Ajv.default({ allErrors: true, strict: false, allowUnionTypes: true, validateFormats: false });
  const check = ajv.compile(schema);
  return check(config) ? '' : ajv.errorsText(check.errors, { separator: '\n' });
}

describe('the GitLab CI template', () => {
  it("is valid against GitLab's CI schema (and the schema does reject a broken job)", () => {
    expect(validate(template())).toBe('');
    expect(validate({ 'gitlab-v4-migrate': { ...template()['gitlab-v4-migrate'], artifacts: { reports: { codequality: 3 } } } })).not.toBe('');
  });

  it('keeps the Code Quality report and the migration report, also when the job fails', () => {
    const job = template()['gitlab-v4-migrate'];
    expect(job.artifacts).toMatchObject({ when: 'always', paths: ['gitlab-v4-migration.md'], reports: { codequality: 'gl-code-quality.json' } });
    expect(job.script.join('\n')).toContain('--format gitlab --output-file gl-code-quality.json');
    expect(job.script.join('\n')).toContain('--format markdown --output-file gitlab-v4-migration.md');
  });

  it('its script writes both reports, and fails while v3 usage remains', () => {
    const job = template()['gitlab-v4-migrate'];
    const dir = tempProject({ 'src/api.js': "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n" });
    const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
    // The job's own variables, but the CLI of this tree instead of the one it installs (below).
    const env = { ...process.env, ...job.variables, GITLAB_V4_MIGRATE: `${process.execPath} --import ${tsx} ${path.join(ROOT, 'src', 'cli', 'bin.ts')}`, NO_COLOR: '1' };
    const codes = job.script.slice(1).map((line) => {
      const r = spawnSync('sh', ['-c', line], { cwd: dir, env, encoding: 'utf8' });
      expect(r.stderr, explain(r)).not.toMatch(/usage|internal error/i);
      return r.status;
    });
    expect(codes).toEqual([0, 1]);
    const quality = JSON.parse(fs.readFileSync(path.join(dir, job.artifacts.reports.codequality), 'utf8')) as { location: { path: string } }[];
    expect(quality.map((i) => i.location.path)).toEqual(['src/api.js', 'src/api.js']);
    expect(fs.readFileSync(path.join(dir, job.artifacts.paths[0]), 'utf8')).toMatch(/^# GitLab API v3 → v4 migration report/);
  });

  describe('installs only the package it is given, pinned by its sha512', { timeout: TIMEOUT }, () => {
    const install = () => template()['gitlab-v4-migrate'].script[0];
    let tarball = '';
    let integrity = '';

    beforeAll(() => {
      // The tarball a user builds from a commit (npm pack; dist/ is built by npm ci already).
      const dir = tempDir('ci-pack');
      const r = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`npm pack failed: ${explain(r)}`);
      const [packed] = JSON.parse(r.stdout) as { filename: string; integrity: string }[];
      tarball = path.join(dir, packed.filename);
      integrity = packed.integrity;
    }, TIMEOUT);

    /** The install entry as the runner runs it (errexit), with npm installing into a prefix of its own, from its cache. */
    function runInstall(variables: Record<string, string>): { r: SpawnSyncReturns<string>; prefix: string } {
      const prefix = tempDir('ci-prefix');
      const cache = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();
      const env = { ...process.env, ...template()['gitlab-v4-migrate'].variables, ...variables, npm_config_prefix: prefix, npm_config_cache: cache, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' };
      const r = spawnSync('sh', ['-ec', install()], { cwd: tempProject({}), env, encoding: 'utf8', timeout: TIMEOUT });
      return { r, prefix };
    }

    const installed = (prefix: string) => fs.existsSync(path.join(prefix, 'bin', 'gitlab-v4-migrate'));

    it('names no version of its own: no @latest, no npx of a name', () => {
      // What runs: the lines that are not comments (the header says why never @latest).
      const code = fs.readFileSync(TEMPLATE, 'utf8').split('\n').filter((l) => !/^\s*#/.test(l)).join('\n');
      expect(code).not.toMatch(/latest/);
      expect(code).not.toMatch(/npx/);
      expect(template()['gitlab-v4-migrate'].variables).toMatchObject({ GITLAB_V4_MIGRATE_PACKAGE: '', GITLAB_V4_MIGRATE_INTEGRITY: '' });
    });

    it('fails, saying what to set, without a package or its integrity', () => {
      const none = runInstall({});
      expect(none.r.status, explain(none.r)).not.toBe(0);
      expect(none.r.stderr).toContain('set GITLAB_V4_MIGRATE_PACKAGE');
      const noHash = runInstall({ GITLAB_V4_MIGRATE_PACKAGE: tarball });
      expect(noHash.r.status, explain(noHash.r)).not.toBe(0);
      expect(noHash.r.stderr).toContain('set GITLAB_V4_MIGRATE_INTEGRITY');
      expect(installed(noHash.prefix)).toBe(false);
    });

    it('refuses a package whose sha512 is another, and installs nothing', () => {
      const other = `sha512-${Buffer.alloc(64, 1).toString('base64')}`;
      const { r, prefix } = runInstall({ GITLAB_V4_MIGRATE_PACKAGE: tarball, GITLAB_V4_MIGRATE_INTEGRITY: other });
      expect(r.status, explain(r)).toBe(2);
      expect(r.stderr).toContain(`the package is ${integrity}, not GITLAB_V4_MIGRATE_INTEGRITY: not installed`);
      expect(installed(prefix)).toBe(false);
    });

    it('installs the tarball with that sha512, whose CLI then runs the report lines', (ctx) => {
      const { r, prefix } = runInstall({ GITLAB_V4_MIGRATE_PACKAGE: tarball, GITLAB_V4_MIGRATE_INTEGRITY: integrity });
      const offline = /\b(ENOTCACHED|ENOTFOUND|EAI_AGAIN|ECONNREFUSED)\b/.exec(r.stdout + r.stderr);
      if (r.status !== 0 && offline) return ctx.skip(`npm could not fetch a dependency of the package (${offline[1]}: not in the npm cache, and no registry)`);
      expect(r.status, explain(r)).toBe(0);
      const bin = path.join(prefix, 'bin', 'gitlab-v4-migrate');
      expect(installed(prefix)).toBe(true);
      const version = spawnSync(bin, ['--version'], { encoding: 'utf8' });
      expect(version.stdout.trim(), explain(version)).toBe((JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
      const job = template()['gitlab-v4-migrate'];
      const dir = tempProject({ 'src/api.js': "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n" });
      const env = { ...process.env, ...job.variables, PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`, NO_COLOR: '1' };
      const codes = job.script.slice(1).map((line) => spawnSync('sh', ['-c', line], { cwd: dir, env, encoding: 'utf8' }).status);
      expect(codes).toEqual([0, 1]);
      expect(fs.existsSync(path.join(dir, job.artifacts.reports.codequality))).toBe(true);
    });
  });
});

describe('the docs', () => {
  it('run no unpinned package: no @latest, no `npx --yes`, no npx of a version', () => {
    const pages = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    expect(pages).toContain('docs/ci-and-hooks.md');
    for (const page of pages) {
      // What a reader copies and runs: the code blocks (the prose may say what not to run).
      const code = [...fs.readFileSync(path.join(ROOT, page), 'utf8').matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]).join('\n');
      expect(code, page).not.toMatch(/gitlab-v4-migrate@latest|npx (?:--yes |-y )?gitlab-v4-migrate@|npx --yes|\bdefault: latest\b/);
    }
  });
});
