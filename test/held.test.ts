// A held fix is data: why it is held and where the finding that blocks it is, on the finding
// (core), in the JSON report, and as a "held:" line of the stylish format, rendered once from that
// data (core/decide/holds.ts). The message itself does not repeat it.
import { describe, expect, it } from 'vitest';
import { checkText } from '../src/core/check.js';
import { heldText, messageWithHold } from '../src/core/decide/holds.js';
import { runCli, runJson, tempProject } from './support.js';

// The base moves only with every call on it; the commit-builds call (9.0/7) is manual, so the base
// and the jobs call wait on it.
const CLIENT = [
  "const API = 'https://gitlab.example.com/api/v3';",
  "export const jobs = (id) => axios.get(API + '/projects/' + id + '/builds');",
  "export const c = (id, sha) => axios.get(API + '/projects/' + id + '/repository/commits/' + sha + '/builds');",
  '',
].join('\n');

describe('a held fix', () => {
  it('carries its reason and the blocking finding on the finding', () => {
    const byLine = new Map(checkText(CLIENT, 'src/jobs.js').findings.map((f) => [f.start.line, f] as const));
    expect(byLine.get(1)).toMatchObject({ change: 'prefix', fix: 'manual', held: { reason: 'prefix waits', blocker: { file: 'src/jobs.js', line: 3, change: '9.0/7' } } });
    expect(byLine.get(1)!.message).toBe('`/api/v3` → `/api/v4`: API v3 is removed in GitLab 9.5.');
    expect(messageWithHold(byLine.get(1)!, 'src/jobs.js')).toMatch(/\(kept until the 9\.0\/7 finding of a call on it at line 3 is dealt with: the calls on this base move to v4 together\)$/);
    expect(byLine.get(2)).toMatchObject({
      change: '9.0/12',
      held: { reason: 'base waits', base: { file: 'src/jobs.js', line: 1 }, blocker: { file: 'src/jobs.js', line: 3, change: '9.0/7' } },
    });
    expect(byLine.get(2)!.message).not.toMatch(/waits|kept/);
    expect(heldText(byLine.get(2)!.held!, 'src/jobs.js')).toBe('waits: its base at line 1 keeps `/api/v3` until the 9.0/7 finding at line 3 is dealt with');
    expect(byLine.get(3)!.held).toBeUndefined();
  });

  it('says why for text other calls share, with no blocker', () => {
    const shared = [
      "const opts = { builds_enabled: true };",
      "axios.put('https://gitlab.example.com/api/v3/projects/' + id, opts);",
      "axios.post('https://gitlab.example.com/api/v3/user/keys', opts);",
      '',
    ].join('\n');
    const held = checkText(shared, 'a.js').findings.filter((f) => f.held);
    expect(held.map((f) => f.held!.reason)).toContain('shared text');
  });

  it('is shown by the json and stylish formats', async () => {
    const dir = tempProject({ 'src/jobs.js': CLIENT });
    const { report } = await runJson<{ findings: { line: number; held?: unknown }[] }>([], dir);
    expect(report.findings.find((f) => f.line === 2)!.held).toEqual({
      reason: 'base waits',
      base: { file: 'src/jobs.js', line: 1 },
      blocker: { file: 'src/jobs.js', line: 3, change: '9.0/7' },
    });
    expect(report.findings.find((f) => f.line === 1)!.held).toEqual({
      reason: 'prefix waits',
      blocker: { file: 'src/jobs.js', line: 3, change: '9.0/7' },
      waitsOn: ['9.0/7'],
    });
    expect(report.findings.find((f) => f.line === 3)!.held).toBeUndefined();
    const { stdout } = await runCli([], dir, { NO_COLOR: '1' });
    expect(stdout).toContain('held: waits: its base at line 1 keeps `/api/v3` until the 9.0/7 finding at line 3 is dealt with');
    expect(stdout).toContain('held: kept until the 9.0/7 finding of a call on it at line 3 is dealt with');
    // Said once: not in the message as well.
    expect(stdout.match(/kept until/g)).toHaveLength(1);
  });
});
