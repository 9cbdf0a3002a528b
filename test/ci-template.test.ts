// The GitLab CI template users `include:` (ci/gitlab-v4-migrate.gitlab-ci.yml): valid against
// GitLab's own CI schema, with the Code Quality report and the migration report as artifacts; and
// its script lines, run by a shell as the runner would with the job's variables, with this CLI in
// place of `npx gitlab-v4-migrate@…`, write both reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { explain, tempProject } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(ROOT, 'ci', 'gitlab-v4-migrate.gitlab-ci.yml');
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
    // The job's own variables, but the CLI of this tree instead of the one npx would fetch.
    const env = { ...process.env, ...job.variables, GITLAB_V4_MIGRATE: `${process.execPath} --import ${tsx} ${path.join(ROOT, 'src', 'cli', 'bin.ts')}`, NO_COLOR: '1' };
    const codes = job.script.map((line) => {
      const r = spawnSync('sh', ['-c', line], { cwd: dir, env, encoding: 'utf8' });
      expect(r.stderr, explain(r)).not.toMatch(/usage|internal error/i);
      return r.status;
    });
    expect(codes).toEqual([0, 1]);
    const quality = JSON.parse(fs.readFileSync(path.join(dir, job.artifacts.reports.codequality), 'utf8')) as { location: { path: string } }[];
    expect(quality.map((i) => i.location.path)).toEqual(['src/api.js', 'src/api.js']);
    expect(fs.readFileSync(path.join(dir, job.artifacts.paths[0]), 'utf8')).toMatch(/^# GitLab API v3 → v4 migration report/);
  });
});
