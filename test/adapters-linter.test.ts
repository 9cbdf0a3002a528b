// Files that are not JavaScript go through the linter's one fix loop (core/linter.ts): the same
// decisions as a .js file (what is fixed, held, hidden; suppressions, rule levels, the server
// version, the confidence floor), and a fixed text that no longer parses in its own language is
// refused: not written, its findings kept, the reason said.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTED, checkText, fixText } from '../src/languages/index.js';
import { fixDocuments, type Language } from '../src/core/linter.js';
import type { Finding } from '../src/core/types.js';
import { runJson, tempProject } from './support.js';

interface Report {
  findings: { file: string; line: number; change: string; fix: string; held?: { reason: string } }[];
  summary: { suppressed: number };
}

// The same requests, one as a shell script and one as JavaScript, line for line.
const SH = ['API="https://gitlab.example.com/api/v3"', 'curl "$API/projects/1/builds"', '# gitlab-v4-migrate-ignore-next-line 9.0/1', 'curl -X DELETE "$API/projects/2/star"', ''].join('\n');
const JS = ["const API = 'https://gitlab.example.com/api/v3';", 'request({ url: `${API}/projects/1/builds` });', '// gitlab-v4-migrate-ignore-next-line 9.0/1', 'request({ method: "DELETE", url: `${API}/projects/2/star` });', ''].join('\n');
const NO_SUPPRESSION = (t: string) => t.replace(/.*gitlab-v4-migrate-ignore.*\n/, '\n');

/** The report of one file as (line, change, fix tier, held reason), for comparing the two kinds. */
const decisions = (r: Report, file: string) =>
  r.findings
    .filter((f) => f.file === file)
    .map((f) => `${f.line} ${f.change} ${f.fix} ${f.held?.reason ?? '-'}`)
    .sort();

async function both(sh: string, js: string, args: string[], extra: Record<string, string | object> = {}) {
  const dir = tempProject({ 'a.sh': sh, 'a.js': js, ...extra });
  const check = await runJson<Report>(['.', '--no-project', ...args], dir);
  const fixed = await runJson<Report>(['.', '--no-project', '--fix', ...args], dir);
  return { check: check.report, fixed: fixed.report, sh: fs.readFileSync(path.join(dir, 'a.sh'), 'utf8'), js: fs.readFileSync(path.join(dir, 'a.js'), 'utf8') };
}

describe('a shell script gets the decisions a .js file gets', () => {
  it.each([
    ['no policy', SH.replace('# gitlab-v4-migrate-ignore-next-line 9.0/1', '#'), JS.replace('// gitlab-v4-migrate-ignore-next-line 9.0/1', '//'), []],
    ['a suppression comment (the suppressed call keeps its base back)', SH, JS, []],
    ['a rule turned off in the configuration', NO_SUPPRESSION(SH), NO_SUPPRESSION(JS), [], { 'gitlab-v4-migrate.config.json': { rules: { 'unstar-project': 'off' } } }],
    ['an older server version (8.17: the prefix, not the 9.0 changes)', NO_SUPPRESSION(SH), NO_SUPPRESSION(JS), ['--server-version', '8.17']],
    ['the confidence floor (it hides; it does not change the fixes)', NO_SUPPRESSION(SH), NO_SUPPRESSION(JS), ['--min-confidence', 'high']],
  ] as [string, string, string, string[], Record<string, object>?][])('%s', async (_name, sh, js, args, extra = {}) => {
    const out = await both(sh, js, [...args], extra);
    expect(decisions(out.check, 'a.sh').length).toBeGreaterThan(0);
    expect(decisions(out.check, 'a.sh')).toEqual(decisions(out.check, 'a.js'));
    expect(decisions(out.fixed, 'a.sh')).toEqual(decisions(out.fixed, 'a.js'));
    expect(out.check.summary.suppressed).toBe(sh.includes('ignore-next-line') ? 2 : 0);
    if (args.includes('8.17')) expect(decisions(out.check, 'a.sh').some((d) => d.includes(' 9.0/'))).toBe(false);
    // The same lines were rewritten in both.
    const changedLines = (before: string, after: string) => after.split('\n').flatMap((l, i) => (l !== before.split('\n')[i] ? [i + 1] : []));
    expect(changedLines(sh, out.sh)).toEqual(changedLines(js, out.js));
  });

  it('a suppressed rewrite holds its base, in a script as in JS: nothing is written', async () => {
    const out = await both(SH, JS, []);
    expect(out.sh).toBe(SH);
    expect(decisions(out.check, 'a.sh')).toContain('1 prefix manual prefix waits');
  });
});

describe('the parse check of each kind: a fix that breaks the file is refused', () => {
  const finding = (text: string, from: string, to: string): Finding => {
    const at = text.indexOf(from);
    return {
      ruleId: 'api-v3-prefix',
      change: 'prefix',
      severity: 'error',
      confidence: 'high',
      message: 'm',
      fix: 'safe',
      range: [at, at + from.length],
      start: { line: text.slice(0, at).split('\n').length, column: 1 },
      end: { line: 1, column: 1 },
      edits: [{ range: [at, at + from.length], text: to }],
    };
  };
  it.each([
    ['.gitlab-ci.yml', 'variables:\n  API: "https://x/api/v3"\njob:\n  script:\n    - curl "$API/projects/1/builds"\n', '"https://x/api/v3"', '"https://x/api/v4', /would not parse/],
    ['release.sh', 'API="https://x/api/v3"\ncurl "$API/projects"\n', 'curl', 'if then (', /new syntax error/],
    ['tool.py', 'import requests\nrequests.get("https://x/api/v3/projects")\n', '"https://x/api/v3/projects")', '"https://x/api/v4/projects"', /new syntax error/],
    ['README.md', '# Use\n\n```sh\ncurl https://x/api/v3/projects\n```\n', '```sh', '```txt', /fenced block/],
    ['App.vue', '<script>\nfetch("https://x/api/v3/projects");\n</script>\n', 'fetch("https://x/api/v3/projects");', 'fetch("https://x/api/v4/projects";', /would not parse/],
  ])('%s', (file, text, from, to, why) => {
    const bad = finding(text, from, to);
    const out = fixText(text, file, {}, { findings: [bad] });
    expect(out.output).toBe(text);
    expect(out.error).toMatch(why);
    expect(out.error).toMatch(/file left unchanged/);
    expect(out.remaining).toEqual([bad]);
    expect(out.appliedCount).toBe(0);
  });

  it('the loop is the linter’s: a kind whose check refuses keeps its text and first findings, and says why', () => {
    const text = 'API="https://x/api/v3"\ncurl "$API/projects/1/builds"\n';
    const refusing: Language<ReturnType<typeof ADAPTED.documents>[number]> = { ...ADAPTED, reparse: () => 'no, never' };
    const first = checkText(text, 'a.sh');
    expect(first.findings.some((f) => f.edits)).toBe(true);
    const out = fixDocuments(text, 'a.sh', refusing, {}, first);
    expect(out).toMatchObject({ output: text, remaining: first.findings, appliedCount: 0, error: 'the fixed text would not parse (no, never); file left unchanged' });
    // With the real check the same fix is made.
    expect(fixText(text, 'a.sh').output).toBe(text.replace('/api/v3', '/api/v4').replace('builds', 'jobs'));
  });
});

// A reader tells the core which of its requests stand for a configuration's value (data on the
// document, not text the core reads back): a bare base there is read elsewhere, while a command
// handed the same base bare is a call whose routes the tool does not see.
describe('a configuration value is said as data, not read from the printed text', () => {
  const held = (text: string, file: string) => checkText(text, file).findings.map((f) => [f.ruleId, f.held?.reason, f.held?.unproven?.kind]);
  it.each([
    ['config.yml', 'gitlab:\n  url: https://gitlab.example.com/api/v3\n', 'read elsewhere', undefined],
    ['config.json', '{ "gitlab": { "url": "https://gitlab.example.com/api/v3/" } }\n', 'read elsewhere', undefined],
    // Traps: a command given the base bare is a call of code.
    ['a.sh', 'curl "https://gitlab.example.com/api/v3"\n', 'not proven', 'read unseen'],
    ['b.sh', 'API=https://gitlab.example.com/api/v3\ncurl "$API"\n', 'not proven', 'read unseen'],
  ])('%s', (file, text, reason, unproven) => {
    expect(held(text, file)).toEqual([['api-v3-prefix', reason, unproven]]);
  });
});

// A change is a base's move with every fix of every call on it (core/decide/together.ts). Where the
// original cannot take one part (a Net::HTTP delete whose method is no plain text change here, given
// its own v3 base by --fix-review), no part is taken: a body key renamed on the base that stays sent
// `job_events` to a v3 server.
describe('a change the original cannot take whole', () => {
  const RB = [
    "API = 'https://gitlab.example.com/api/v3'",
    'def add_hook(pid, url)',
    "  RestClient.post(\"#{API}/projects/#{pid}/hooks\", { url: url, build_events: true }, { 'PRIVATE-TOKEN' => 't' })",
    'end',
    'def unstar(pid)',
    "  Net::HTTP.start('gitlab.example.com', 443, use_ssl: true) { |http| http.delete(\"#{API}/projects/#{pid}/star\") }",
    'end',
    '',
  ].join('\n');

  it('is taken by no part: the hook keeps build_events while its base keeps /api/v3', () => {
    expect(fixText(RB, 'hooks.rb', { fixReview: true }).output).toBe(RB);
    const byLine = new Map(checkText(RB, 'hooks.rb', { fixReview: true }).findings.map((f) => [f.start.line, f] as const));
    expect(byLine.get(3)).toMatchObject({ change: '9.0/12', fix: 'manual', held: { reason: 'base waits', blocker: { line: 6, change: '9.0/1' } } });
    expect(byLine.get(3)!.group).toBeUndefined();
  });
});
