// The configuration file: where it is found, what it may hold, how flags override it, and that a
// typo fails loudly with the valid values. JSON only: code files are never run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../src/config/index.js';
import { changeKeys, ruleIds } from '../src/rulebook/index.js';
import { runCli as run, runJson, tempProject as project } from './support.js';

/** Two safe findings: api-v3-prefix (prefix) and builds-to-jobs (9.0/12, since GitLab 9.0). */
const V3_CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
/** Does not parse: one low-confidence prefix finding by text search, and an error. */
const BROKEN = "const url = '/api/v3/projects' +;\n";

interface Report {
  findings: { file: string; ruleId: string; change: string; severity: string; confidence: string }[];
  summary: { filesScanned: number; filesSkipped: number };
}

const json = (argv: string[], cwd: string) => runJson<Report>(argv, cwd);

const rulesOf = (r: Report) => r.findings.map((f) => f.ruleId).sort();

describe('finding the configuration', () => {
  it('reads gitlab-v4-migrate.config.json in the current folder', async () => {
    const dir = project({ 'api.js': V3_CALL, 'gitlab-v4-migrate.config.json': { rules: { 'builds-to-jobs': 'off' } } });
    const { report } = await json([], dir);
    expect(rulesOf(report)).toEqual(['api-v3-prefix']);
  });

  it('reads the "gitlab-v4-migrate" key of package.json', async () => {
    const dir = project({ 'api.js': V3_CALL, 'package.json': { name: 'x', 'gitlab-v4-migrate': { rules: { prefix: 'off' } } } });
    const { report } = await json([], dir);
    expect(rulesOf(report)).toEqual(['builds-to-jobs']);
  });

  it('prefers the config file to package.json', async () => {
    const dir = project({
      'api.js': V3_CALL,
      'package.json': { name: 'x', 'gitlab-v4-migrate': { rules: { prefix: 'off' } } },
      'gitlab-v4-migrate.config.json': { rules: { '9.0/12': 'off' } },
    });
    expect(rulesOf((await json([], dir)).report)).toEqual(['api-v3-prefix']);
  });

  it('ignores a package.json without the key, and configurations in parent folders', async () => {
    const dir = project({ 'gitlab-v4-migrate.config.json': { rules: { prefix: 'off' } }, 'sub/package.json': { name: 'sub' }, 'sub/api.js': V3_CALL });
    const { report } = await json([], path.join(dir, 'sub'));
    expect(rulesOf(report)).toEqual(['api-v3-prefix', 'builds-to-jobs']);
  });

  it('--config names another file (relative to the current folder); its globs are relative to it', async () => {
    const dir = project({
      'src/api.js': V3_CALL,
      'legacy/old.js': V3_CALL,
      'ci/lint.json': { rules: { prefix: 'off' }, exclude: ['../legacy'] },
    });
    const { report } = await json(['--config', 'ci/lint.json'], dir);
    expect(report.findings.map((f) => `${f.file} ${f.ruleId}`)).toEqual(['src/api.js builds-to-jobs']);
  });

  it('--config with a missing file is exit 2', async () => {
    const out = await run(['--config', 'nope.json'], project({ 'a.js': '' }));
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('configuration file not found: nope.json');
  });

  it('never runs code: a .js configuration is refused, and not found by the search', async () => {
    const marker = path.join(os.tmpdir(), `gl4m-config-ran-${process.pid}`);
    const code = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'); module.exports = { rules: { prefix: 'off' } };\n`;
    const dir = project({ 'api.js': V3_CALL, 'gitlab-v4-migrate.config.js': code, 'gitlab-v4-migrate.config.cjs': code, 'my.config.cjs': code });
    const out = await run(['--config', 'my.config.cjs'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/JSON only/);
    const { report } = await json([], dir);
    expect(rulesOf(report)).toContain('api-v3-prefix');
    expect(fs.existsSync(marker)).toBe(false);
  });
});

describe('a wrong configuration is a usage error that says what is valid', () => {
  it('a typo in a rule id lists the ids and keys, with the closest match', async () => {
    const dir = project({ 'a.js': V3_CALL, 'gitlab-v4-migrate.config.json': { rules: { 'builds-to-job': 'off' } } });
    const out = await run([], dir);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('gitlab-v4-migrate.config.json: "rules": "builds-to-job" is not a rule id or change key (did you mean "builds-to-jobs"?)');
    for (const id of ruleIds) expect(out.stderr).toContain(id);
    for (const key of changeKeys) expect(out.stderr).toContain(key);
  });

  it('a typo in a change key too', async () => {
    const dir = project({ 'package.json': { 'gitlab-v4-migrate': { rules: { '9.0/99': 'warning' } } } });
    const out = await run([], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('package.json ("gitlab-v4-migrate" key): "rules": "9.0/99" is not a rule id or change key');
  });

  it.each([
    [{ rule: {} }, /unknown key "rule" \(did you mean "rules"\?\)\. Valid keys: include, exclude, rules, serverVersion, baseUrls, minConfidence/],
    [{ rules: { prefix: 'warnings' } }, /"prefix" must be "off", "error", "warning", "info" \(or "warn"\), not "warnings"/],
    [{ serverVersion: 9.1 }, /"serverVersion" must be a string like "9\.0"/],
    [{ minConfidence: 'certain' }, /"minConfidence" must be one of "low", "medium", "high"/],
    [{ include: 'src' }, /"include" must be an array of non-empty strings/],
    [{ baseUrls: [42] }, /"baseUrls" must be an array of non-empty strings/],
    [[], /must be a JSON object/],
  ])('%j', async (config, message) => {
    const out = await run([], project({ 'a.js': '', 'gitlab-v4-migrate.config.json': config }));
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(message);
    expect(out.stderr).toContain('--help');
  });

  it('broken JSON names the file', async () => {
    const out = await run([], project({ 'a.js': '', 'gitlab-v4-migrate.config.json': '{ "rules": { "prefix": "off", } }' }));
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/gitlab-v4-migrate\.config\.json is not valid JSON/);
  });
});

describe('what the configuration does', () => {
  it('re-grades rules: by change key, and an id wins over its key', async () => {
    const dir = project({
      'api.js': V3_CALL,
      'gitlab-v4-migrate.config.json': { rules: { prefix: 'info', '9.0/12': 'info', 'builds-to-jobs': 'warning' } },
    });
    const { report, code } = await json([], dir);
    expect(report.findings.map((f) => [f.ruleId, f.severity])).toEqual([
      ['api-v3-prefix', 'info'],
      ['builds-to-jobs', 'warning'],
    ]);
    expect(code).toBe(1);
  });

  it('info everywhere means exit 0', async () => {
    const dir = project({ 'api.js': V3_CALL, 'gitlab-v4-migrate.config.json': { rules: { prefix: 'info', '9.0/12': 'info' } } });
    expect((await json([], dir)).code).toBe(0);
  });

  it('a rule that is off is not fixed either', async () => {
    const dir = project({ 'api.js': V3_CALL, 'gitlab-v4-migrate.config.json': { rules: { 'builds-to-jobs': 'off' } } });
    await run(['--fix'], dir);
    const text = fs.readFileSync(path.join(dir, 'api.js'), 'utf8');
    expect(text).toContain('/builds');
    // The call keeps its v3 prefix too: v4 with a v3 route would be half a migration.
    expect(text).toBe(V3_CALL);
  });

  it('serverVersion from the file, overridden by --server-version', async () => {
    const dir = project({ 'api.js': V3_CALL, 'gitlab-v4-migrate.config.json': { serverVersion: '8.17' } });
    expect(rulesOf((await json([], dir)).report)).not.toContain('builds-to-jobs');
    expect(rulesOf((await json(['--server-version', '9.0'], dir)).report)).toContain('builds-to-jobs');
  });

  it('minConfidence from the file, overridden by --min-confidence', async () => {
    const dir = project({ 'broken.js': BROKEN, 'gitlab-v4-migrate.config.json': { minConfidence: 'high' } });
    expect((await json([], dir)).report.findings).toEqual([]);
    expect((await json(['--min-confidence', 'low'], dir)).report.findings.map((f) => f.confidence)).toEqual(['low']);
  });

  it('include and exclude filter folder searches; a named file they leave out is listed as skipped', async () => {
    const dir = project({
      'src/a.js': V3_CALL,
      'src/gen/b.js': V3_CALL,
      'scripts/c.js': V3_CALL,
      'gitlab-v4-migrate.config.json': { include: ['src/**'], exclude: ['src/gen'] },
    });
    const { report } = await json([], dir);
    expect([...new Set(report.findings.map((f) => f.file))]).toEqual(['src/a.js']);
    expect(report.summary.filesScanned).toBe(1);

    const out = await run(['scripts/c.js', 'src/gen/b.js', 'src/a.js'], dir);
    expect(out.stdout).toMatch(/scripts\/c\.js {2}skipped: not matched by the configuration's include \(src\/\*\*\)/);
    expect(out.stdout).toMatch(/src\/gen\/b\.js {2}skipped: excluded by the configuration \(exclude: src\/gen\)/);
    expect(out.stdout).toMatch(/src\/a\.js:1:\d+/);
  });
});

describe('docs/configuration.md', () => {
  it("configuration example is a valid configuration", () => {
    const readme = fs.readFileSync(new URL('../docs/configuration.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'));
    const block = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block).toBeDefined();
    const config = validateConfig(JSON.parse(block!), 'README');
    expect(Object.keys(config).sort()).toEqual(['baseUrls', 'exclude', 'include', 'minConfidence', 'rules', 'serverVersion']);
  });
});
