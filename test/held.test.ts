// A held fix is data: why it is held and where the finding that blocks it is, on the finding
// (core), in the JSON report, and in the stylish format under the finding that holds it (said
// once), rendered from that data by core/decide/holds.ts. The message itself does not repeat it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/check.js';
import { heldText, messageWithHold } from '../src/core/decide/holds.js';
import { runCli, runJson, tempProject } from './support.js';

// The base moves only with every call on it; the commit-builds call (9.0/7) is manual, so the base
// and the jobs call wait on it (until --fix-review gives that call its own copy of the v3 base:
// `kept on v3`, a review fix that releases them).
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
    expect(byLine.get(3)).toMatchObject({ fix: 'review', held: { reason: 'kept on v3', base: { file: 'src/jobs.js', line: 1 } } });
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

  it('names each change the calls sharing a text need there: one finding per route, neither hiding the other', () => {
    const shared = [
      "const api = axios.create({ baseURL: 'https://gitlab.example.com/api/v3', headers: { 'PRIVATE-TOKEN': 't' } });",
      'const path = (p, label) => `/projects/${p}/labels/${label}/subscription`;',
      'export const follow = (p, label) => api.post(path(p, label));',
      'export const unfollow = (p, label) => api.delete(path(p, label));',
      '',
    ].join('\n');
    const subscriptions = checkText(shared, 'a.js').findings.filter((f) => f.change === '9.0/9');
    expect(subscriptions.map((f) => [f.start.line, f.message.split('`')[1]])).toEqual([
      [2, 'POST /projects/:id/merge_request|merge_requests|issues|labels/:subscribable_id/subscription'],
      [2, 'DELETE /projects/:id/merge_request|merge_requests|issues|labels/:subscribable_id/subscription'],
    ]);
    expect(subscriptions.every((f) => f.held?.reason === 'shared text')).toBe(true);
  });

  it('is shown by the json and stylish formats', async () => {
    const dir = tempProject({ 'src/jobs.js': CLIENT });
    const { report } = await runJson<{ findings: { line: number; held?: unknown }[] }>([], dir);
    expect(report.findings.find((f) => f.line === 2)!.held).toEqual({
      reason: 'base waits',
      base: { file: 'src/jobs.js', line: 1 },
      blocker: { file: 'src/jobs.js', line: 3, change: '9.0/7' },
      tier: 'review',
    });
    expect(report.findings.find((f) => f.line === 1)!.held).toEqual({
      reason: 'prefix waits',
      blocker: { file: 'src/jobs.js', line: 3, change: '9.0/7' },
      waitsOn: ['9.0/7'],
      tier: 'review',
    });
    expect(report.findings.find((f) => f.line === 3)!.held).toMatchObject({ reason: 'kept on v3', base: { file: 'src/jobs.js', line: 1 } });
    const { stdout } = await runCli([], dir, { NO_COLOR: '1' });
    // The blocker's line, then the two findings it holds, indented under one line that says so.
    const lines = stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('src/jobs.js:3:'));
    expect(lines[at]).toMatch(/commit-builds-removed \(9\.0\/7\)$/);
    expect(lines[at + 1]).toBe('  ↳ holds 2 findings until it is dealt with (the calls on its base move to v4 together):');
    expect(lines[at + 2]).toMatch(/^ {4}src\/jobs\.js:1:\d+ +error +`\/api\/v3` → `\/api\/v4`.* {2}api-v3-prefix \(prefix\)$/);
    expect(lines[at + 3]).toMatch(/^ {4}src\/jobs\.js:2:\d+ +error .* builds-to-jobs \(9\.0\/12\)$/);
    // Said once: no line repeats the hold, no message carries it in parentheses.
    expect(stdout).not.toMatch(/held:|waits:|kept until/);
    expect(stdout).toMatch(/^base: /m);
    // --fix fixes none of these three: the blocker is manual; --fix-review gives it its own base and releases the other two.
    expect(stdout).toContain('By fix: 0 with --fix, 2 more with --fix-review, 1 manual.');
  });

  it('held by a review finding: counted with --fix-review, as --fix-review --dry-run then fixes them', async () => {
    const release = [
      "const API = 'https://gitlab.example.com/api/v3';",
      "export const jobs = (id) => axios.get(API + '/projects/' + id + '/builds');",
      "export const keys = (id) => axios.get(API + '/projects/' + id + '/keys');",
      "export const merge = (id, mr) => axios.put(API + '/projects/' + id + '/merge_requests/' + mr.id + '/merge');",
      '',
    ].join('\n');
    const dir = tempProject({ 'src/release.js': release });
    const { stdout } = await runCli([], dir, { NO_COLOR: '1' });
    // The iid fix (review) holds the base, which holds the two safe route fixes: all four are
    // --fix-review's (the list read without paging is a person's).
    expect(stdout).toContain('By fix: 0 with --fix, 4 more with --fix-review, 1 manual.');
    expect(stdout).toContain('4 more with --fix-review');
    const review = await runCli(['--fix-review', '--dry-run'], dir, { NO_COLOR: '1' });
    expect(review.stdout).toContain('Dry run: --fix-review would fix 4 findings in 1 file; nothing was written.');
    const fix = await runCli(['--fix', '--dry-run'], dir, { NO_COLOR: '1' });
    expect(fix.stdout).toContain('Dry run: --fix would change nothing.');
  });
});

describe('a call whose method cannot be read', () => {
  // The wretch wrapper's method is `fetch(opts.method)`: unread. Under GET, `…/blobs/:sha` is a
  // route v4 has with another meaning (9.0/17, JSON attributes); under DELETE, `…/star` is a route
  // v4 lacks (9.0/1). The call is named with the rule of the method it may be (manual, low
  // confidence, no fix), and its base waits for it. Trap: a table of paths with no base is no request.
  const fixture = readFileSync(path.resolve(import.meta.dirname, '../fixtures/regressions/method-unread-meaning-changed.js'), 'utf8');
  const findings = (text: string) => checkText(text, 'c.js', { fixReview: true }).findings;
  const lineOf = (text: string, f: { range: [number, number] }) => text.slice(0, f.range[0]).split('\n').length;
  it('names the call where v4 has its route with another meaning; --fix-review keeps it on its own copy of the v3 base', () => {
    const all = findings(fixture);
    const call = all.find((f) => f.change === '9.0/17')!;
    expect(lineOf(fixture, call)).toBe(20);
    expect(call).toMatchObject({ fix: 'review', confidence: 'low', held: { reason: 'kept on v3' } });
    expect(all.find((f) => f.change === 'prefix')!.held).toMatchObject({ reason: 'prefix waits', waitsOn: ['9.0/17'] });
    const out = fixText(fixture, 'c.js', { fixReview: true }).output;
    expect(out).toContain("api('/projects/5/jobs'");
    expect(out).toContain('apiV3(`/projects/5/repository/blobs/${sha}`');
  });
  it('and where v4 lacks the route under a method v3 used; without a copy to keep it on, it says why', () => {
    const star = fixture.replace('/projects/5/repository/blobs/${sha}', '/projects/5/star');
    expect(lineOf(star, findings(star).find((f) => f.change === '9.0/1')!)).toBe(20);
    // A base only this call uses has no other calls to move: no split, the method is the reason.
    const alone = "const BASE = 'https://gitlab.example.com/api/v3';\nexport const toggle = (id) => globalThis.send(`${BASE}/projects/${id}/star`);\n";
    const call = findings(alone).find((f) => f.change === '9.0/1')!;
    expect(call.held).toMatchObject({ reason: 'no rewrite', noRewrite: { kind: 'method unread', method: 'DELETE' } });
    expect(heldText(call.held!, 'c.js')).toBe("not rewritten: the call's method cannot be read: check by hand whether it is DELETE");
  });
  it('but not a path in a table with no base', () => {
    expect(findings("export const ROUTES = { unstar: '/projects/:id/star' };\n")).toEqual([]);
  });
});
