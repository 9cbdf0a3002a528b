// The summary line never says "No GitLab API v3 usage found" when usage was found and only hidden
// (--server-version, --quiet, --min-confidence, the baseline, suppression comments): it says what
// was found and why it is not shown.
import { describe, expect, it } from 'vitest';
import type { JsonReport } from '../src/formatters/json.js';
import { runCli, runJson, tempProject } from './support.js';

const CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
const NO_COLOR = { NO_COLOR: '1' };
const CLEAN = 'No GitLab API v3 usage found';

describe('findings that are found but hidden', () => {
  it('--server-version 7.0: the v3 call is named as found, and how to see what later versions change', async () => {
    const dir = tempProject({ 'a.js': CALL });
    const out = await runCli(['--server-version', '7.0'], dir, NO_COLOR);
    expect(out.stdout).not.toContain(CLEAN);
    expect(out.stdout).toContain('No findings shown (1 file scanned).');
    expect(out.stdout).toContain('1 v3 call found that no change up to GitLab 7.0 covers: run without --server-version 7.0 for what later versions change.');
    const { report } = await runJson<JsonReport>(['--server-version', '7.0'], dir, NO_COLOR);
    expect(report.summary).toMatchObject({ findingCount: 0, serverVersion: '7.0' });
  });

  it('--quiet: the warnings are counted, with the flag that hides them', async () => {
    const dir = tempProject({ 'a.js': CALL, 'gitlab-v4-migrate.config.json': { rules: { prefix: 'warn', '9.0/12': 'warning' } } });
    const out = await runCli(['-q'], dir, NO_COLOR);
    expect(out.code).toBe(0);
    expect(out.stdout).not.toContain(CLEAN);
    expect(out.stdout).toContain('Found but not reported: 2 below error level (--quiet).');
    expect((await runJson<JsonReport>(['-q'], dir, NO_COLOR)).report.summary.hidden).toEqual({ quiet: 2, minConfidence: 0 });
  });

  it('a baseline: the recorded findings are counted', async () => {
    const dir = tempProject({ 'a.js': CALL });
    await runCli(['--baseline', 'b.json', '--update-baseline'], dir, NO_COLOR);
    const out = await runCli(['--baseline', 'b.json'], dir, NO_COLOR);
    expect(out.code).toBe(0);
    expect(out.stdout).not.toContain(CLEAN);
    expect(out.stdout).toContain('No findings shown (1 file scanned).\nFound but not reported: 2 in the baseline.');
  });

  it('nothing found and nothing hidden: the clean sentence, with the number of files', async () => {
    const dir = tempProject({ 'a.js': CALL.replace('v3', 'v4').replace('builds', 'jobs'), 'b.js': 'export {};\n' });
    expect((await runCli([], dir, NO_COLOR)).stdout).toContain(`${CLEAN} (2 files scanned).`);
  });
});
