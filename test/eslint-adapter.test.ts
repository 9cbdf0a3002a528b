// The ESLint plugin as an adapter, with the core's `analyze` replaced by a fake that reports known
// tokens: positions, fixes, suggestions, grouping, options and caching are the plugin's own work.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Linter, RuleTester } from 'eslint';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Edit, Finding, Tier } from '../src/core/types.js';
import plugin, { JS_FILES, TS_FILES, typescriptParser } from '../src/eslint-plugin/index.js';
import { DOCS_BASE_URL, PLUGIN_VERSION } from '../src/eslint-plugin/meta.js';
import { rulebook } from '../src/rulebook/index.js';

const calls = vi.hoisted(() => [] as Array<{ text: string; options: unknown; program: unknown }>);

// The fake core below decides what is found; the text prefilter must not skip its inputs.
vi.mock('../src/core/parse/prefilter.js', () => ({ mayHoldApiCall: () => true }));

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
            // The change a fix pass makes with it: in the fake, each fix is a change of its own.
            ...(t.edits ? { group: out.length } : {}),
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

/** The rules `configs.recommended` does not turn on, as the policy the core is given turns them off. */
const OFF_IN_RECOMMENDED = Object.fromEntries(rulebook.filter((e) => e.severity === 'info').map((e) => [e.id, 'off']));

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const { rules } = plugin;

const rule = (id: string) => rules[id];

ruleTester.run('api-v3-prefix', rule('api-v3-prefix'), {
  valid: [
    'const x = 1;',
    // another entry's finding belongs to that entry's rule
    "axios.put(url, { builds_enabled: true, ref_name: 'main' })",
  ],
  invalid: [
    {
      code: "axios.get('/api/v3/projects/' + id + '/builds')",
      output: "axios.get('/api/v4/projects/' + id + '/builds')",
      errors: [{ messageId: 'finding', data: { message: 'msg of api-v3-prefix', change: 'prefix' }, line: 1, column: 12, endLine: 1, endColumn: 19 }],
    },
    {
      code: 'const a = 1;\n\tfetch(`/api/v3/user`);',
      output: 'const a = 1;\n\tfetch(`/api/v4/user`);',
      errors: [{ messageId: 'finding', line: 2, column: 9, endLine: 2, endColumn: 16 }],
    },
  ],
});

ruleTester.run('builds-to-jobs', rule('builds-to-jobs'), {
  valid: ["fetch('/api/v3/user')"],
  invalid: [
    {
      code: "axios.get('/api/v3/projects/' + id + '/builds')",
      output: "axios.get('/api/v3/projects/' + id + '/jobs')",
      errors: [{ message: 'msg of builds-to-jobs (9.0/12)', line: 1, column: 40, endLine: 1, endColumn: 46 }],
    },
  ],
});

ruleTester.run('unstar-project', rule('unstar-project'), {
  valid: [],
  invalid: [
    {
      // two edits of one finding are one fix, from the method to the path
      code: 'axios.delete(`/star`)',
      output: 'axios.post(`/unstar`)',
      errors: [{ message: 'msg of unstar-project (9.0/1)', line: 1, column: 15, endColumn: 20 }],
    },
  ],
});

ruleTester.run('environment-stop-added', rule('environment-stop-added'), {
  valid: [],
  invalid: [{ code: "post('/projects/1/environments/production/stop')", output: null, errors: [{ message: 'msg of environment-stop-added (9.0/8)', column: 18, suggestions: [] }] }],
});

ruleTester.run('owned-groups', rule('owned-groups'), {
  valid: [],
  invalid: [
    {
      // edits that overlap cannot be one fix: the finding is reported without one
      code: 'const OVERLAP = 1;',
      output: null,
      errors: [{ message: 'msg of owned-groups (9.0/6)' }],
    },
  ],
});

ruleTester.run('builds-enabled-param', rule('builds-enabled-param'), {
  valid: ["fetch('/api/v3/user')"],
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
  ],
});

ruleTester.run('tree-ref-param', rule('tree-ref-param'), {
  valid: [],
  // manual tier: the message only
  invalid: [{ code: "get(url, { ref_name: 'main' })", output: null, errors: [{ message: 'msg of tree-ref-param (9.0/19)', column: 12, endColumn: 20, suggestions: [] }] }],
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

  it('analyzes each file once for all its rules, on the AST ESLint parsed (once more with review fixes on, for its suggestions)', () => {
    const code = "axios.put('/api/v3/projects/1', { builds_enabled: true })";
    const messages = linter.verify(code, config, 'client.js');
    expect(messages.map((m) => [m.ruleId, m.message, m.line, m.column, m.severity])).toEqual([
      ['gitlab-v4-migrate/api-v3-prefix', 'msg of api-v3-prefix (prefix)', 1, 12, 2],
      ['gitlab-v4-migrate/builds-enabled-param', 'msg of builds-enabled-param (9.0/12)', 1, 35, 2],
    ]);
    // A review finding: its suggestion is the change a --fix-review pass makes with it (Finding.group).
    expect(calls).toHaveLength(2);
    expect(calls[1].options).toEqual({ rules: OFF_IN_RECOMMENDED, fixReview: true });
    expect(calls[0].text).toBe(code);
    // The rules the recommended config leaves off (info only) are off for the core too: their
    // findings still hold the bases they are on, they are not reported.
    expect(calls[0].options).toEqual({ rules: OFF_IN_RECOMMENDED });
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
    expect(calls.map((c) => c.options)).toEqual([{ serverVersion: '9.0', rules: OFF_IN_RECOMMENDED }, { serverVersion: '9.3', rules: OFF_IN_RECOMMENDED }]);
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
    expect(calls[0].options).toEqual({ baseUrls: ['process.env.GITLAB_API'], rules: { '9.0/12': 'warning', ...OFF_IN_RECOMMENDED } });
  });

  it('lints every JavaScript file name; TypeScript ones belong to configs.typescript', () => {
    expect(linter.verify("fetch('/api/v3/user')", config, 'src/a.cjs')).toHaveLength(1);
    expect(linter.verify("fetch('/api/v3/user')", config, 'src/a.jsx')).toHaveLength(1);
    expect(linter.verify("fetch('/api/v3/user')", [plugin.configs.typescript], 'src/a.mts')).toHaveLength(1);
  });
});

describe('plugin shape', () => {
  it('has meta, one rule per rulebook entry, and flat configs that register the plugin itself', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
    expect(plugin.meta).toEqual({ name: pkg.name, version: pkg.version, namespace: pkg.name });
    expect(PLUGIN_VERSION).toBe(pkg.version);
    expect(Object.keys(plugin.rules)).toEqual(rulebook.map((e) => e.id));
    const rec = plugin.configs.recommended;
    expect(rec.plugins!['gitlab-v4-migrate']).toBe(plugin);
    expect(rec.files).toEqual(JS_FILES);
    // recommended: every entry but those that only inform, at its severity
    expect(rec.rules).toEqual(Object.fromEntries(rulebook.filter((e) => e.severity !== 'info').map((e) => [`gitlab-v4-migrate/${e.id}`, e.severity === 'error' ? 'error' : 'warn'])));
    expect(rec.rules!['gitlab-v4-migrate/builds-to-jobs']).toBe('error');
    expect(rec.rules!['gitlab-v4-migrate/snippet-expires-at']).toBe('warn');
    const ts = plugin.configs.typescript;
    expect(ts.files).toEqual(TS_FILES);
    expect(ts.rules).toEqual(rec.rules);
    expect(ts.languageOptions!.parser).toBe(typescriptParser());
    const all = plugin.configs.all;
    expect(all.map((c) => c.files)).toEqual([JS_FILES, TS_FILES]);
    for (const c of all) expect(Object.keys(c.rules!)).toEqual(rulebook.map((e) => `gitlab-v4-migrate/${e.id}`));
  });

  it.each(rulebook.map((e) => [e.id, e] as const))('rule %s has complete meta and its rulebook page', (id, entry) => {
    const meta = plugin.rules[id].meta!;
    expect(meta.type).toBe('problem');
    expect(meta.fixable).toBe('code');
    expect(meta.hasSuggestions).toBe(true);
    expect(meta.docs!.description).toBe(entry.title);
    expect(meta.docs!.url).toBe(new URL(`../rules/${id}.md`, DOCS_BASE_URL).href);
    const page = fileURLToPath(new URL(`../docs/rules/${id}.md`, import.meta.url));
    expect(existsSync(page), `${page} is missing`).toBe(true);
    expect(meta.messages!.finding).toBe('{{message}} ({{change}})');
    expect(meta.messages!.suggestion).toContain('{{change}}');
    expect(meta.schema).toEqual([]);
  });
});
