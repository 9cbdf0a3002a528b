// Policy hides findings; it never changes what is proven. A finding turned off or suppressed, in
// any of the three ways (a rule level, the tool's own ignore comment, an ESLint disable comment)
// and in every front (the CLI in project mode, --no-project, eslint --fix), gets no fix and still
// holds the base it is on: moving the base past it would leave a v3 call on a v4 base — here
// `PUT /users/:id/block`, which no v4 server answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/eslint-plugin/index.js';
import { runCli, runJson, tempProject } from './support.js';

const BASE = "const API = 'https://gitlab.example.com/api/v3';";
const BLOCK = 'export const block = (id) => axios.put(`${API}/users/${id}/block`);';
const JOBS = "export const jobs = (id) => axios.get(API + '/projects/' + id + '/builds');";
const client = (blockLine: string) => [BASE, blockLine, JOBS, ''].join('\n');

const ways = [
  { name: 'the rule turned off', text: client(BLOCK), config: { rules: { 'block-user-method': 'off' } }, eslintOff: true },
  { name: "the tool's ignore comment", text: client(`${BLOCK} // gitlab-v4-migrate-ignore-line block-user-method`), config: undefined, eslintOff: false },
  { name: 'an eslint-disable comment', text: client(`${BLOCK} // eslint-disable-line gitlab-v4-migrate/block-user-method`), config: undefined, eslintOff: false },
] as const;

const linter = new Linter({ configType: 'flat' });

describe('a finding hidden by policy still holds its base', () => {
  it.each(ways)('$name: eslint --fix leaves the base and the call on it at v3', ({ text, eslintOff }) => {
    const config: Linter.Config[] = [plugin.configs.recommended, ...(eslintOff ? [{ rules: { 'gitlab-v4-migrate/block-user-method': 'off' } } as Linter.Config] : [])];
    const { output, messages } = linter.verifyAndFix(text, config, 'client.js');
    expect(output).toContain('/api/v3');
    expect(output).toContain('/builds');
    expect(output).toContain('axios.put(`${API}/users/${id}/block`)');
    // The base is still reported: a person must deal with the hidden finding first.
    expect(messages.map((m) => m.ruleId)).toContain('gitlab-v4-migrate/api-v3-prefix');
  });

  it.each(ways)('$name: the CLI, in project mode and with --no-project, writes what eslint --fix writes', async ({ text, config, eslintOff }) => {
    const eslintConfig: Linter.Config[] = [plugin.configs.recommended, ...(eslintOff ? [{ rules: { 'gitlab-v4-migrate/block-user-method': 'off' } } as Linter.Config] : [])];
    const expected = linter.verifyAndFix(text, eslintConfig, 'client.js').output;
    for (const flags of [[], ['--no-project']]) {
      const dir = tempProject({ 'client.js': text, ...(config ? { 'gitlab-v4-migrate.config.json': JSON.stringify(config) } : {}) });
      const { code, stderr } = await runCli(['--fix', ...flags, '.'], dir);
      expect(code, stderr).toBe(1);
      expect(readFileSync(join(dir, 'client.js'), 'utf8')).toBe(expected);
    }
    // Held for the hidden finding, as data: the base waits on block-user-method (9.0/4).
    const dir = tempProject({ 'client.js': text, ...(config ? { 'gitlab-v4-migrate.config.json': JSON.stringify(config) } : {}) });
    const { report } = await runJson<{ findings: { line: number; change: string; held?: { reason: string; waitsOn?: string[] } }[] }>(['.'], dir);
    expect(report.findings.find((f) => f.line === 1 && f.change === 'prefix')?.held).toMatchObject({ reason: 'prefix waits', waitsOn: ['9.0/4'] });
  });

  it('a manual finding suppressed by a comment holds its base in both fronts (it was "checked" before, and the base moved past it)', async () => {
    const COMMIT_BUILDS = "export const c = (id, sha) => axios.get(API + '/projects/' + id + '/repository/commits/' + sha + '/builds'); // gitlab-v4-migrate-ignore-line 9.0/7";
    const text = [BASE, COMMIT_BUILDS, JOBS, ''].join('\n');
    const { output } = linter.verifyAndFix(text, [plugin.configs.recommended], 'client.js');
    expect(output).toBe(text);
    const dir = tempProject({ 'client.js': text });
    await runCli(['--fix', '.'], dir);
    expect(readFileSync(join(dir, 'client.js'), 'utf8')).toBe(text);
  });

  it('with nothing hidden, the block call is fixed with the rest and the base moves', async () => {
    const dir = tempProject({ 'client.js': client(BLOCK) });
    await runCli(['--fix', '.'], dir);
    const fixed = readFileSync(join(dir, 'client.js'), 'utf8');
    expect(fixed).toContain('/api/v4');
    expect(fixed).toContain('axios.post(`${API}/users/${id}/block`)');
    expect(fixed).toContain('/jobs');
  });
});
