// The ESLint plugin as an adapter, with the core's `analyze` replaced by a fake that reports known
// tokens: positions, fixes, suggestions, grouping, options and caching are the plugin's own work.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Linter, RuleTester } from 'eslint';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Edit, Finding, Tier } from '../src/core/types.js';
import plugin from '../src/eslint-plugin/index.js';
import { GROUP_NAMES, defaultSeverity, groupOfFinding } from '../src/eslint-plugin/groups.js';
import { groupOf } from '../src/rulebook/tables.js';
import { DOCS_BASE_URL, PLUGIN_VERSION } from '../src/eslint-plugin/meta.js';
import { IGNORABLE } from '../src/eslint-plugin/rules.js';
import { changeKeys, rulebook, ruleIds } from '../src/rulebook/index.js';

const calls = vi.hoisted(() => [] as Array<{ text: string; options: unknown; program: unknown }>);

// The fake core below decides what is found; the text prefilter must not skip its inputs.
vi.mock('../src/core/prefilter.js', () => ({ mayHoldApiCall: () => true }));

vi.mock('../src/core/analyze.js', async () => {
  const { locator } = await import('../src/core/location.js');
  type Token = { re: RegExp; ruleId: string; change: string; fix: Tier; edits?: (at: number, m: RegExpExecArray) => Edit[] };
  const swap = (from: string, to: string) => (at: number, m: RegExpExecArray): Edit[] => {
    const i = at + m[0].indexOf(from);
    return [{ range: [i, i + from.length], text: to }];
  };
  const tokens: Token[] = [
    { re: /\/api\/v3/g, ruleId: 'api-v3-prefix', change: 'prefix', fix: 'safe', edits: swap('v3', 'v4') },
    { re: /\bbuilds\b/g, ruleId: 'builds-to-jobs', change: '9.0/12', fix: 'safe', edits: swap('builds', 'jobs') },
    {
      // The finding is on `/star`; its fix also changes the method, far before it: two edits.
      re: /\/star\b/g,
      ruleId: 'unstar-project',
      change: '9.0/1',
      fix: 'safe',
      edits: (at, m) => {
        const text = m.input;
        const method = text.lastIndexOf('delete', at);
        return [
          { range: [at + 1, at + 5], text: 'unstar' },
          { range: [method, method + 6], text: 'post' },
        ];
      },
    },
    { re: /\bbuilds_enabled\b/g, ruleId: 'builds-enabled-param', change: '9.0/12', fix: 'review', edits: swap('builds_enabled', 'jobs_enabled') },
    { re: /\bref_name\b/g, ruleId: 'tree-ref-param', change: '9.0/19', fix: 'manual' },
    { re: /\/environments\/\w+\/stop/g, ruleId: 'environment-stop-added', change: '9.0/8', fix: 'manual' },
    { re: /\bUNKNOWN_RULE\b/g, ruleId: 'not-in-the-rulebook', change: 'x/1', fix: 'manual' },
    {
      re: /\bOVERLAP\b/g,
      ruleId: 'owned-groups',
      change: '9.0/6',
      fix: 'safe',
      edits: (at) => [
        { range: [at, at + 4], text: 'a' },
        { range: [at + 2, at + 7], text: 'b' },
      ],
    },
  ];
  return {
    analyze(program: unknown, text: string, options: unknown): Finding[] {
      calls.push({ text, options, program });
      const loc = locator(text);
      const out: Finding[] = [];
      for (const t of tokens) {
        for (const m of text.matchAll(t.re)) {
          const range: [number, number] = [m.index, m.index + m[0].length];
          out.push({
            ruleId: t.ruleId,
            change: t.change,
            severity: 'error',
            confidence: 'high',
            message: `msg of ${t.ruleId}`,
            fix: t.fix,
            range,
            start: loc(range[0]),
            end: loc(range[1]),
            ...(t.edits ? { edits: t.edits(m.index, m as unknown as RegExpExecArray) } : {}),
          });
        }
      }
      return out.sort((a, b) => a.range[0] - b.range[0]);
    },
  };
});

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const { rules } = plugin;

ruleTester.run('endpoints', rules.endpoints, {
  valid: [
    'const x = 1;',
    // a parameter finding belongs to the parameters rule
    "axios.put(url, { builds_enabled: true, ref_name: 'main' })",
    { code: "fetch('/api/v3/user')", options: [{ ignore: ['prefix'] }] },
    { code: "fetch('/api/v3/user')", options: [{ ignore: ['api-v3-prefix'] }] },
  ],
  invalid: [
    {
      code: "axios.get('/api/v3/projects/' + id + '/builds')",
      output: "axios.get('/api/v4/projects/' + id + '/jobs')",
      errors: [
        { messageId: 'finding', data: { message: 'msg of api-v3-prefix', change: 'prefix' }, line: 1, column: 12, endLine: 1, endColumn: 19 },
        { message: 'msg of builds-to-jobs (9.0/12)', line: 1, column: 40, endLine: 1, endColumn: 46 },
      ],
    },
    {
      // ignoring one change key leaves the other findings
      code: "axios.get('/api/v3/projects/' + id + '/builds')",
      options: [{ ignore: ['9.0/12'] }],
      output: "axios.get('/api/v4/projects/' + id + '/builds')",
      errors: [{ message: 'msg of api-v3-prefix (prefix)', line: 1, column: 12 }],
    },
    {
      code: 'const a = 1;\n\tfetch(`/api/v3/user`);',
      output: 'const a = 1;\n\tfetch(`/api/v4/user`);',
      errors: [{ messageId: 'finding', line: 2, column: 9, endLine: 2, endColumn: 16 }],
    },
    {
      // two edits of one finding are one fix, from the method to the path
      code: 'axios.delete(`/star`)',
      output: 'axios.post(`/unstar`)',
      errors: [{ message: 'msg of unstar-project (9.0/1)', line: 1, column: 15, endColumn: 20 }],
    },
    {
      // the unstar fix spans the prefix fix: ESLint applies the first and leaves the other for the next pass
      code: "axios.delete('/api/v3/projects/1/star')",
      output: "axios.post('/api/v3/projects/1/unstar')",
      errors: [{ message: 'msg of api-v3-prefix (prefix)' }, { message: 'msg of unstar-project (9.0/1)' }],
    },
    {
      code: "post('/projects/1/environments/production/stop')",
      output: null,
      errors: [{ message: 'msg of environment-stop-added (9.0/8)', column: 18, suggestions: [] }],
    },
    {
      code: 'const UNKNOWN_RULE = 1;',
      output: null,
      errors: [{ message: 'msg of not-in-the-rulebook (x/1)', column: 7 }],
    },
    {
      // edits that overlap cannot be one fix: the finding is reported without one
      code: 'const OVERLAP = 1;',
      output: null,
      errors: [{ message: 'msg of owned-groups (9.0/6)' }],
    },
  ],
});

ruleTester.run('parameters', rules.parameters, {
  valid: [
    "fetch('/api/v3/user')",
    { code: 'axios.put(url, { builds_enabled: true })', options: [{ ignore: ['9.0/12'] }] },
    { code: 'axios.put(url, { builds_enabled: true })', options: [{ ignore: ['builds-enabled-param'] }] },
  ],
  invalid: [
    {
      // review tier: a suggestion, never an autofix
      code: 'axios.put(url, { builds_enabled: true })',
      output: null,
      errors: [
        {
          messageId: 'finding',
          data: { message: 'msg of builds-enabled-param', change: '9.0/12' },
          line: 1,
          column: 18,
          endColumn: 32,
          suggestions: [
            { messageId: 'suggestion', data: { message: 'msg of builds-enabled-param', change: '9.0/12' }, output: 'axios.put(url, { jobs_enabled: true })' },
          ],
        },
      ],
    },
    {
      // manual tier: the message only
      code: "get(url, { ref_name: 'main' })",
      output: null,
      errors: [{ message: 'msg of tree-ref-param (9.0/19)', column: 12, endColumn: 20, suggestions: [] }],
    },
  ],
});

ruleTester.run('response-fields', rules['response-fields'], {
  valid: ["axios.get('/api/v3/projects/' + id + '/builds', { builds_enabled: true, ref_name: 1 })"],
  invalid: [],
});

ruleTester.run('events', rules.events, {
  valid: ["axios.get('/api/v3/projects/' + id + '/builds', { builds_enabled: true, ref_name: 1 })"],
  invalid: [],
});

describe('the plugin with the recommended config', () => {
  const linter = new Linter({ configType: 'flat' });
  const config = [plugin.configs.recommended];
  beforeEach(() => {
    calls.length = 0;
  });
  afterAll(() => {
    calls.length = 0;
  });

  it('analyzes each file once for all four rules, on the AST ESLint parsed', () => {
    const code = "axios.put('/api/v3/projects/1', { builds_enabled: true })";
    const messages = linter.verify(code, config, 'client.js');
    expect(messages.map((m) => [m.ruleId, m.message, m.line, m.column, m.severity])).toEqual([
      ['gitlab-v4-migrate/endpoints', 'msg of api-v3-prefix (prefix)', 1, 12, 2],
      ['gitlab-v4-migrate/parameters', 'msg of builds-enabled-param (9.0/12)', 1, 35, 2],
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0].text).toBe(code);
    expect(calls[0].options).toEqual({});
    expect((calls[0].program as { type: string }).type).toBe('Program');
  });

  it('fixes in passes as the CLI does: the prefix follows the route it waited for', () => {
    const result = linter.verifyAndFix("axios.delete('/api/v3/projects/1/star')", config, 'client.js');
    expect(result.output).toBe("axios.post('/api/v4/projects/1/unstar')");
    expect(result.fixed).toBe(true);
    expect(result.messages).toEqual([]);
  });

  it('passes settings.serverVersion to the core', () => {
    const settings = (serverVersion: unknown) => ({ settings: { 'gitlab-v4-migrate': { serverVersion } } });
    linter.verify("fetch('/api/v3/user')", [...config, settings('9.0')], 'a.js');
    linter.verify("fetch('/api/v3/user')", [...config, settings(9.3)], 'a.js');
    expect(calls.map((c) => c.options)).toEqual([{ serverVersion: '9.0' }, { serverVersion: '9.3' }]);
  });

  it('checks its settings as the CLI checks its configuration: a bad value or an unknown key is an error', () => {
    const verify = (settings: unknown) => () => linter.verify("fetch('/api/v3/user')", [...config, { settings: { 'gitlab-v4-migrate': settings } }], 'a.js');
    expect(verify({ serverVersion: 'nine' })).toThrow(/settings\['gitlab-v4-migrate'\]: "serverVersion" must be a string like "9.0"/);
    expect(verify({ serverVersion: '9' })).toThrow(/"serverVersion" must be a string like "9.0"/);
    expect(verify({ serverVerison: '9.0' })).toThrow(/unknown key "serverVerison" \(did you mean "serverVersion"\?\)/);
    expect(verify({ rules: { 'no-such-rule': 'off' } })).toThrow(/"no-such-rule" is not a rule id or change key/);
    expect(verify({ include: ['src/**'] })).toThrow(/ESLint's own `files` and `ignores` choose the files/);
  });

  it('passes baseUrls and rules of its settings to the core', () => {
    const settings = { settings: { 'gitlab-v4-migrate': { baseUrls: ['process.env.GITLAB_API'], rules: { '9.0/12': 'warning' } } } };
    linter.verify("fetch('/api/v3/user')", [...config, settings], 'a.js');
    expect(calls[0].options).toEqual({ baseUrls: ['process.env.GITLAB_API'], rules: { '9.0/12': 'warning' } });
  });

  it('lints TypeScript-shaped file names too', () => {
    expect(linter.verify("fetch('/api/v3/user')", config, 'src/a.mts')).toHaveLength(1);
    expect(linter.verify("fetch('/api/v3/user')", config, 'src/a.cjs')).toHaveLength(1);
  });
});

describe('plugin shape', () => {
  it('has meta, rules and a flat recommended config that registers the plugin itself', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
    expect(plugin.meta).toEqual({ name: pkg.name, version: pkg.version, namespace: pkg.name });
    expect(PLUGIN_VERSION).toBe(pkg.version);
    expect(Object.keys(plugin.rules)).toEqual(['endpoints', 'parameters', 'response-fields', 'events']);
    const rec = plugin.configs.recommended;
    expect(rec.plugins).toEqual({ 'gitlab-v4-migrate': plugin });
    expect(rec.plugins!['gitlab-v4-migrate']).toBe(plugin);
    expect(rec.rules).toEqual(Object.fromEntries(GROUP_NAMES.map((g) => [`gitlab-v4-migrate/${g}`, defaultSeverity(g)])));
    expect(rec.rules!['gitlab-v4-migrate/endpoints']).toBe('error');
    expect(rec.files).toEqual(['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}']);
  });

  it.each(GROUP_NAMES)('rule %s has complete meta and a docs page', (group) => {
    const meta = plugin.rules[group].meta!;
    expect(meta.type).toBe('problem');
    expect(meta.fixable).toBe('code');
    expect(meta.hasSuggestions).toBe(true);
    expect(meta.docs!.description).toMatch(/^[A-Z].{20,}/);
    expect(meta.docs!.url).toBe(`${DOCS_BASE_URL}${group}.md`);
    const page = fileURLToPath(new URL(`../docs/eslint/${group}.md`, import.meta.url));
    expect(existsSync(page), `${page} is missing`).toBe(true);
    expect(meta.messages!.finding).toBe('{{message}} ({{change}})');
    expect(meta.messages!.suggestion).toContain('{{change}}');
    const schema = meta.schema as Array<{ properties: { ignore: { items: { enum: string[] } } } }>;
    const allowed = schema[0].properties.ignore.items.enum;
    expect(allowed).toEqual(IGNORABLE);
    for (const v of [...ruleIds, ...changeKeys]) expect(allowed).toContain(v);
  });

  it('README: the ignore values of the Editor section are valid', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Editor (ESLint plugin)'), readme.indexOf('## How it works'));
    const lists = [...section.matchAll(/ignore: \[([^\]]*)\]/g)].map((m) => m[1]);
    expect(lists.length).toBeGreaterThan(0);
    for (const value of lists.flatMap((l) => [...l.matchAll(/'([^']+)'/g)].map((m) => m[1]))) {
      expect(IGNORABLE, value).toContain(value);
    }
    for (const group of GROUP_NAMES) expect(section).toContain(`(docs/eslint/${group}.md)`);
  });

  it('gives every rulebook entry to the rule of its first table', () => {
    for (const e of rulebook) expect(groupOfFinding(e.id), e.id).toBe(groupOf(e));
    const group = (id: string) => groupOfFinding(id);
    // Path ids and label filters are parameters of the request, not fields of the response.
    expect(group('iid-not-id')).toBe('parameters');
    expect(group('issue-labels-and')).toBe('parameters');
    expect(group('commits-page-one-based')).toBe('parameters');
    expect(group('snippet-expires-at')).toBe('response-fields');
    expect(group('async-delete-202')).toBe('response-fields');
    expect(group('events-action-value')).toBe('events');
    expect(group('builds-to-jobs')).toBe('endpoints');
    expect(group('api-v3-prefix')).toBe('endpoints');
    expect(defaultSeverity('endpoints')).toBe('error');
  });

  it('sets a rule\'s severity from its entries: error when one of them is an error', () => {
    for (const g of GROUP_NAMES) {
      const severities = rulebook.filter((e) => groupOf(e) === g).map((e) => e.severity as string);
      if (severities.length) expect(defaultSeverity(g), g).toBe(severities.includes('error') ? 'error' : 'warn');
    }
  });
});
