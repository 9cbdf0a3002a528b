// The ESLint plugin and the CLI core agree on every fixture: the same findings (position and
// change key) and the same fixed text. ESLint parses JS with espree and TS with
// @typescript-eslint/parser; the core parses everything with typescript-estree. The CLI itself,
// in project mode and with --no-project, writes what `eslint --fix` writes on every fixture that
// stands alone (fixtures/projects/ are multi-file, and have their own test).
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/check.js';
import { messageWithHold } from '../src/core/decide/holds.js';
import { fixtureOptions } from '../src/rulebook/annotations.js';
import plugin from '../src/eslint-plugin/index.js';
import { runCli, tempDir } from './support.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixturesDir = join(root, 'fixtures');

function walk(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
    .filter((f) => /\.(js|jsx|ts|tsx)$/.test(f) && !/\.fixed\.[^.]+$/.test(f))
    .sort();
}

const files = walk(fixturesDir);

const baseConfig: Linter.Config[] = [
  // Every entry's rule, on JavaScript and (with @typescript-eslint/parser, installed here) TypeScript.
  ...plugin.configs.all,
  // Fixtures are sample code: a stray `eslint-disable` in one must not hide a finding here.
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
];

const linter = new Linter({ configType: 'flat', cwd: fixturesDir });

/** `line:column change` of each report, in ESLint's order (by position). */
function fromEslint(messages: Linter.LintMessage[]): string[] {
  return messages
    .filter((m) => m.ruleId?.startsWith('gitlab-v4-migrate/'))
    .map((m) => `${m.line}:${m.column} ${/\(([^()]+)\)$/.exec(m.message)?.[1] ?? `?? ${m.message}`}`);
}

describe('ESLint plugin and CLI core agree on every fixture', () => {
  it('finds fixtures to compare', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    // A fixture's own options (a server version) reach the plugin as its shared setting.
    const { serverVersion } = fixtureOptions(text);
    const options = serverVersion ? { serverVersion } : {};
    const config = serverVersion ? [...baseConfig, { settings: { 'gitlab-v4-migrate': { serverVersion } } }] : baseConfig;
    const core = checkText(text, file, options);
    const messages = linter.verify(text, config, file);
    const fatal = messages.find((m) => m.fatal);
    if (core.parseError) {
      // The core falls back to a text search; ESLint reports the syntax error itself.
      expect(fatal, `ESLint parsed what the core could not: ${core.parseError}`).toBeDefined();
      return;
    }
    expect(fatal?.message, 'ESLint could not parse what the core parsed').toBeUndefined();

    // A finding an inline comment hides is kept by the core, marked (it still holds its base), and not shown by ESLint.
    const shown = core.findings.filter((f) => !f.suppressed);
    const expected = [...shown]
      .sort((a, b) => a.start.line - b.start.line || a.start.column - b.start.column)
      .map((f) => `${f.start.line}:${f.start.column} ${f.change}`);
    expect(fromEslint(messages).sort(byPosition)).toEqual(expected.sort(byPosition));

    const messageTexts = messages.filter((m) => m.ruleId?.startsWith('gitlab-v4-migrate/')).map((m) => m.message).sort();
    // ESLint's message says the hold too (its one line of text), rendered from the same data.
    expect(messageTexts).toEqual(shown.map((f) => `${messageWithHold(f, file)} (${f.change})`).sort());

    const fixed = linter.verifyAndFix(text, config, file);
    expect(fixed.output).toBe(fixText(text, file, options).output);
  });
});

function byPosition(a: string, b: string): number {
  const [la, ca] = a.split(/[: ]/).map(Number);
  const [lb, cb] = b.split(/[: ]/).map(Number);
  return la - lb || ca - cb || (a < b ? -1 : a > b ? 1 : 0);
}

describe('the CLI, with and without project mode, writes what eslint --fix writes', () => {
  const alone = files.filter((f) => !relative(fixturesDir, f).startsWith('projects'));
  const configFor = (serverVersion: string | undefined) => (serverVersion ? [...baseConfig, { settings: { 'gitlab-v4-migrate': { serverVersion } } }] : baseConfig);
  // One run per server version the fixtures ask for, over a copy of those fixtures.
  const groups = new Map<string, string[]>();
  for (const f of alone) {
    const version = fixtureOptions(readFileSync(f, 'utf8')).serverVersion ?? '';
    groups.set(version, [...(groups.get(version) ?? []), f]);
  }

  // Rules turned off, in the CLI's configuration and as ESLint rule levels: hidden, never fixed, and
  // still holding the bases they are on in both fronts (policy never changes what is proven).
  const OFF = ['builds-to-jobs', 'block-user-method', 'visibility-param', 'iid-not-id', 'file-path-in-path', 'not-a-v4-route'];
  const offConfig: Linter.Config = { rules: Object.fromEntries(OFF.map((id) => [`gitlab-v4-migrate/${id}`, 'off'])) };

  it.each([
    ['project mode', [], false],
    ['--no-project', ['--no-project'], false],
    ['project mode, rules off', [], true],
    ['--no-project, rules off', ['--no-project'], true],
  ] as const)('%s', async (_name, flags, off) => {
    const mismatches: string[] = [];
    for (const [version, group] of groups) {
      const dir = tempDir('parity');
      for (const f of group) {
        mkdirSync(join(dir, relative(fixturesDir, f), '..'), { recursive: true });
        cpSync(f, join(dir, relative(fixturesDir, f)));
      }
      if (off) writeFileSync(join(dir, 'gitlab-v4-migrate.config.json'), JSON.stringify({ rules: Object.fromEntries(OFF.map((id) => [id, 'off'])) }));
      const { code, stderr } = await runCli(['--fix', ...flags, ...(version ? ['--server-version', version] : []), '.'], dir);
      expect(code, stderr).not.toBe(2);
      for (const f of group) {
        const text = readFileSync(f, 'utf8');
        if (checkText(text, f).parseError) continue;
        const expected = linter.verifyAndFix(text, [...configFor(version || undefined), ...(off ? [offConfig] : [])], f).output;
        if (readFileSync(join(dir, relative(fixturesDir, f)), 'utf8') !== expected) mismatches.push(relative(fixturesDir, f));
      }
    }
    expect(mismatches).toEqual([]);
    expect(alone.length).toBeGreaterThan(50);
    // Every fixture through the CLI and ESLint: its time grows with the fixtures (70 s at load 12).
  }, 240_000);
});
