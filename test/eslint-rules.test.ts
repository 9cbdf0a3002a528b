// The plugin's rules over the real core, through ESLint's RuleTester and Linter.
// (The adapter's own behaviour, with a fake core, is test/eslint-adapter.test.ts.)
import tsParser from '@typescript-eslint/parser';
import { Linter, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/check.js';
import plugin from '../src/eslint-plugin/index.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const tsLanguage = { parser: tsParser } as Linter.LanguageOptions;

/** Code every rule must leave alone: a web server's route, a v4 call, TypeScript on v4. */
const valid = [
  'app.get(\'/projects/:id/keys\', (req, res) => {})',
  "axios.get('/api/v4/projects')",
  "const title = 'See the builds of a project';",
  { code: "const user = await axios.get<User>('/api/v4/user');", languageOptions: tsLanguage },
];

ruleTester.run('api-v3-prefix', plugin.rules['api-v3-prefix'], {
  valid,
  invalid: [
    {
      code: "axios.get('/api/v3/user', { headers: { 'PRIVATE-TOKEN': token } })",
      output: "axios.get('/api/v4/user', { headers: { 'PRIVATE-TOKEN': token } })",
      errors: [{ message: /\(prefix\)$/, line: 1, column: 12, endLine: 1, endColumn: 19 }],
    },
    // Nothing shows this `/api/v3` is GitLab's (GitHub Enterprise answers `/api/v3/user` too): reported, not fixed.
    {
      code: "axios.get('/api/v3/user')",
      output: null,
      errors: [{ message: /nothing shows this base is GitLab's.*\(prefix\)$/, line: 1, column: 12, endLine: 1, endColumn: 19 }],
    },
    {
      code: "const user = await axios.get<User>(\n  'https://gitlab.example.com/api/v3/user',\n);",
      languageOptions: tsLanguage,
      output: "const user = await axios.get<User>(\n  'https://gitlab.example.com/api/v4/user',\n);",
      errors: [{ message: /\(prefix\)$/, line: 2, column: 30, endLine: 2, endColumn: 37 }],
    },
  ],
});

ruleTester.run('builds-to-jobs', plugin.rules['builds-to-jobs'], {
  valid,
  invalid: [
    {
      // On its own (the prefix's rule off) the route waits for its base: a v4 route on a base that
      // stays `/api/v3` is a request no server answers. With both rules on, ESLint fixes both.
      code: "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds')",
      output: null,
      errors: [{ message: /\(9\.0\/12\)$/, line: 1, column: 66, endLine: 1, endColumn: 72 }],
    },
  ],
});

ruleTester.run('builds-enabled-param', plugin.rules['builds-enabled-param'], {
  valid,
  invalid: [
    {
      code: "axios.put('/api/v3/projects/' + id, { builds_enabled: true })",
      output: null,
      errors: [{ message: /\(9\.0\/12\)$/, line: 1, column: 39 }],
    },
  ],
});

// Path ids (9.0/33) and label filters (9.0/28): each entry's own rule reports them, and no rule of
// another entry does (they went to `response-fields` by entry kind, `behaviour`, before).
const pathId = "axios.get(`https://gitlab.example.com/api/v3/projects/${id}/merge_requests/${mr.id}`)";
const labels = "axios.get(`https://gitlab.example.com/api/v3/projects/${id}/issues`, { params: { labels: 'bug,regression' } })";
ruleTester.run('snippet-expires-at', plugin.rules['snippet-expires-at'], { valid: [...valid, pathId, labels], invalid: [] });
// Alone, the rule has no suggestion: with the prefix rule off its base never moves, and `mr.iid` on
// a v3 base reaches another merge request (a suggestion is a whole change or nothing).
ruleTester.run('iid-not-id', plugin.rules['iid-not-id'], {
  valid,
  invalid: [{ code: pathId, errors: [{ message: /\(9\.0\/33\)$/, suggestions: [] }] }],
});
ruleTester.run('issue-labels-and', plugin.rules['issue-labels-and'], { valid, invalid: [{ code: labels, errors: [{ message: /\(9\.0\/28\)$/ }] }] });

describe('the recommended config over the real core', () => {
  const linter = new Linter({ configType: 'flat' });
  const config = [plugin.configs.recommended];
  const changes = (messages: Linter.LintMessage[]) =>
    messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${/\(([^()]+)\)$/.exec(m.message)?.[1]}`);

  it('reports a moved method with its change key and fixes the call across passes', () => {
    const code = 'axios.delete(`/api/v3/projects/${id}/star`)';
    const messages = linter.verify(code, config, 'client.js');
    expect(changes(messages)).toContain('gitlab-v4-migrate/api-v3-prefix 1:15 prefix');
    expect(changes(messages).some((c) => c.endsWith(' 9.0/1'))).toBe(true);
    expect(linter.verifyAndFix(code, config, 'client.js').output).toBe('axios.post(`/api/v4/projects/${id}/unstar`)');
  });

  it('fixes endpoints and parameters of one call together', () => {
    const code = "axios.put('/api/v3/projects/' + id, { builds_enabled: true })";
    const result = linter.verifyAndFix(code, config, 'client.js');
    expect(result.output).toBe("axios.put('/api/v4/projects/' + id, { jobs_enabled: true })");
    expect(result.messages).toEqual([]);
  });

  it('offers a review fix as the whole change it belongs to: its base moves with it', () => {
    const messages = linter.verify(pathId, config, 'client.js');
    const iid = messages.find((m) => m.ruleId === 'gitlab-v4-migrate/iid-not-id')!;
    expect(iid.suggestions?.map((s) => s.fix)).toHaveLength(1);
    const fix = iid.suggestions![0].fix;
    const taken = pathId.slice(0, fix.range[0]) + fix.text + pathId.slice(fix.range[1]);
    expect(taken).toBe(pathId.replace('/api/v3/', '/api/v4/').replace('mr.id', 'mr.iid'));
  });

  it('offers no suggestion on a base that waits on a change by hand (taken alone, a v4 route would reach a v3 base)', () => {
    // Traps: the same review fix beside a call with no v4 form on the same base (bent has no split:
    // the base waits), and on a base of its own (offered, with the base's move).
    const code = [
      "import bent from 'bent';",
      "const API = 'https://gitlab.example.com/api/v3';",
      "export const a = () => bent('GET', 200)(API + '/projects/5/builds');",
      "export const b = () => bent('GET', 200)(API + '/projects/5/repository/commits/abc/builds');",
      "const OTHER = 'https://gitlab.example.com/api/v3';",
      "export const c = () => bent('GET', 200)(OTHER + '/projects/6/builds');",
      '',
    ].join('\n');
    const messages = linter.verify(code, config, 'client.js');
    const builds = messages.filter((m) => m.ruleId === 'gitlab-v4-migrate/builds-to-jobs');
    expect(builds.map((m) => [m.line, m.suggestions?.length ?? 0])).toEqual([
      [3, 0],
      [6, 1],
    ]);
    const fix = builds[1].suggestions![0].fix;
    const taken = code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
    expect(taken).toBe(code.replace("OTHER = 'https://gitlab.example.com/api/v3'", "OTHER = 'https://gitlab.example.com/api/v4'").replace("'/projects/6/builds'", "'/projects/6/jobs'"));
  });

  it('offers a call whose parameters it cannot read its own copy of the v3 base; taken, the base moves with the other call', () => {
    const code = [
      "import axios from 'axios';",
      "const API = 'https://gitlab.example.com/api/v3';",
      'export const activity = (id, filter) => axios.get(`${API}/projects/${id}/events`, { params: filter });',
      'export const jobs = (id) => axios.get(`${API}/projects/${id}/builds`);',
      '',
    ].join('\n');
    const messages = linter.verify(code, config, 'client.js');
    // The call's own finding is at its route, and is a suggestion (review): nothing moves before it is taken.
    expect(changes(messages)).toEqual(['gitlab-v4-migrate/api-v3-prefix 2:40 prefix', 'gitlab-v4-migrate/api-v3-prefix 3:58 prefix', 'gitlab-v4-migrate/builds-to-jobs 4:62 9.0/12']);
    expect(messages.map((m) => m.fix)).toEqual([undefined, undefined, undefined]);
    expect(messages[1].message).toMatch(/kept on v3: the parameters of the call at line 3 cannot all be read/);
    const fix = messages[1].suggestions![0].fix;
    const taken = code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
    const result = linter.verifyAndFix(taken, config, 'client.js');
    expect(result.output).toBe(
      code
        .replace("API = 'https://gitlab.example.com/api/v3'", "API = 'https://gitlab.example.com/api/v4'")
        .replace('`${API}/projects/${id}/events`', '`https://gitlab.example.com/api/v3/projects/${id}/events`')
        .replace('/builds`', '/jobs`'),
    );
    // The copy is still a v3 base, reported on every later run.
    expect(changes(result.messages)).toEqual(['gitlab-v4-migrate/api-v3-prefix 3:78 prefix']);
  });

  it('leaves out changes newer than settings.serverVersion', () => {
    const code = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds')";
    const settings = { settings: { 'gitlab-v4-migrate': { serverVersion: '8.17' } } };
    const keys = changes(linter.verify(code, [...config, settings], 'client.js'));
    expect(keys).toEqual(['gitlab-v4-migrate/api-v3-prefix 1:38 prefix']);
  });
});

// The same comments hide the same findings in both fronts, and hold the same fixes back: the
// tool's own ignore comments and ESLint's comments that name the plugin's rules.
describe('suppression comments in ESLint and in the CLI', () => {
  const linter = new Linter({ configType: 'flat' });
  const config = [plugin.configs.recommended, { linterOptions: { reportUnusedDisableDirectives: 'error' } } as Linter.Config];
  const CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');";
  const V4 = "axios.get('https://gitlab.example.com/api/v4/projects/' + id + '/jobs');";
  const cli = (text: string) => checkText(text, 'client.js').findings.filter((f) => !f.suppressed).map((f) => `${f.start.line}:${f.start.column} ${f.change}`);
  const eslint = (messages: Linter.LintMessage[]) => messages.map((m) => `${m.line}:${m.column} ${/\(([^()]+)\)$/.exec(m.message)?.[1] ?? m.message}`);

  it.each([
    ['the tool\'s ignore-next-line', `// gitlab-v4-migrate-ignore-next-line 9.0/12\n${CALL}\n${CALL}\n`],
    ['the tool\'s ignore-line', `${CALL} // gitlab-v4-migrate-ignore-line builds-to-jobs\n${CALL}\n`],
    ['eslint-disable-next-line naming a rule', `// eslint-disable-next-line gitlab-v4-migrate/builds-to-jobs\n${CALL}\n${CALL}\n`],
    ['eslint-disable-line naming two rules', `${CALL} // eslint-disable-line gitlab-v4-migrate/api-v3-prefix, gitlab-v4-migrate/builds-to-jobs\n${CALL}\n`],
  ])('%s: same reports, same fixed text', (_name, text) => {
    const messages = linter.verify(text, config, 'client.js');
    const suppressed = checkText(text, 'client.js').findings.filter((f) => f.suppressed);
    expect(suppressed.length).toBeGreaterThan(0);
    // Exactly the findings the CLI shows, and no complaint about an unused comment.
    expect(eslint(messages).sort()).toEqual(cli(text).sort());
    const fixed = linter.verifyAndFix(text, config, 'client.js').output;
    expect(fixed).toBe(fixText(text, 'client.js').output);
    // The suppressed call stays whole, base included; the other migrates.
    expect(fixed).toContain(CALL);
    expect(fixed).toContain(V4);
  });
});

