// The group sweep template (ci/sweep-group.gitlab-ci.yml), read as GitLab reads it: valid against
// GitLab's CI schema, every script line a string (a `key: value` in a plain line turns it into a
// mapping GitLab refuses), the token never in a URL, and the reports kept when a sweep job fails.
// test/fleet-gitlab-ci.test.ts runs it for real.
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './support.js';

const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'test', 'schemas', 'gitlab-ci.json'), 'utf8')) as object;
const text = fs.readFileSync(path.join(ROOT, 'ci', 'sweep-group.gitlab-ci.yml'), 'utf8');

interface Job {
  script: unknown[];
  parallel?: number;
  needs?: string[];
  when?: string;
  artifacts?: { when?: string; paths: string[] };
}

describe('the group sweep template', () => {
  const config = parse(text) as Record<string, Job | unknown>;
  const jobs = Object.fromEntries(Object.entries(config).filter(([, v]) => typeof v === 'object' && v !== null && 'script' in v)) as Record<string, Job>;

  it("is valid against GitLab's CI schema", () => {
    const ajv = new Ajv.default({ allErrors: true, strict: false, allowUnionTypes: true, validateFormats: false });
    const check = ajv.compile(schema);
    expect(check(config), ajv.errorsText(check.errors, { separator: '\n' })).toBe(true);
  });

  it('has three jobs whose script lines are all strings', () => {
    expect(Object.keys(jobs)).toEqual(['gitlab-v4-migrate-discover', 'gitlab-v4-migrate-sweep', 'gitlab-v4-migrate-report']);
    for (const [name, job] of Object.entries(jobs)) for (const line of job.script) expect(typeof line, `${name}: ${JSON.stringify(line)}`).toBe('string');
  });

  it('shards the sweep over parallel jobs and keeps every report, also after a failed sweep job', () => {
    expect(jobs['gitlab-v4-migrate-sweep'].parallel).toBeGreaterThan(1);
    expect(jobs['gitlab-v4-migrate-sweep'].script.join('\n')).toContain('ledger shard projects.txt --total "${CI_NODE_TOTAL:-1}" --index "${CI_NODE_INDEX:-1}"');
    expect(jobs['gitlab-v4-migrate-sweep'].artifacts).toEqual({ when: 'always', paths: ['ledgers/'] });
    expect(jobs['gitlab-v4-migrate-report']).toMatchObject({ when: 'always', artifacts: { when: 'always' } });
    expect(jobs['gitlab-v4-migrate-report'].artifacts!.paths).toEqual(['sweep-ledger.jsonl', 'sweep-report.html', 'sweep-report.md', 'sweep-report.sarif', 'sweep-todo.txt']);
  });

  it('asks for subgroups, and never puts the token in a URL', () => {
    expect(text).toContain('include_subgroups=true');
    expect(text).not.toMatch(/:\/\/[^\s"]*\$\{?GITLAB_V4_MIGRATE_TOKEN/);
    expect(text).not.toMatch(/set -x/);
  });
});
