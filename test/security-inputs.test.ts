// Attacks on what the tool reads (docs/security.md, "Inputs"): a configuration that is a device, a
// FIFO, a link to a secret or huge; baseUrls patterns that backtrack; files given with
// --include-large too large to analyse. None may hang, fill the memory, echo what it read, or stop
// the run. No timing assertion: what used to hang or run for minutes is held by vitest's timeout.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfigSync } from '../src/config/index.js';
import { matchesWildcard } from '../src/core/policy/wildcard.js';
import plugin from '../src/eslint-plugin/index.js';
import { runCli, tempDir, tempProject, V3_CALL } from './support.js';

const POSIX = process.platform !== 'win32';
const PLACES = ['gitlab-v4-migrate.config.json', 'package.json'];
const SECRET = 'TOPSECRET-d41d8cd98f00b204';

/** The plugin, linting one file in `dir`, as ESLint runs it there. */
function lintWithPlugin(dir: string): Linter.LintMessage[] {
  return new Linter({ configType: 'flat', cwd: dir }).verify(V3_CALL, [plugin.configs.recommended], path.join(dir, 'a.js'));
}

describe.skipIf(!POSIX)('a configuration that is not a regular file', () => {
  it('a link to /dev/zero is a usage error, read no further (not 15 GB of memory)', async () => {
    for (const place of PLACES) {
      const dir = tempProject({ 'a.js': V3_CALL });
      fs.symlinkSync('/dev/zero', path.join(dir, place));
      const out = await runCli([], dir);
      expect(out).toMatchObject({ code: 2, stdout: '' });
      expect(out.stderr).toContain(`${place}: it is not a regular file`);
      expect(() => loadConfigSync(dir)).toThrow(ConfigError);
    }
    const dir = tempProject({ 'a.js': V3_CALL });
    fs.symlinkSync('/dev/zero', path.join(dir, 'zero.json'));
    expect((await runCli(['--config', 'zero.json'], dir)).stderr).toContain('zero.json: it is not a regular file');
  });

  it('a FIFO hangs neither the CLI nor the ESLint plugin', async () => {
    for (const place of PLACES) {
      const dir = tempProject({ 'a.js': V3_CALL });
      execFileSync('mkfifo', [path.join(dir, place)]);
      const out = await runCli([], dir);
      expect(out).toMatchObject({ code: 2, stdout: '' });
      expect(out.stderr).toContain(`${place}: it is not a regular file`);
      expect(() => lintWithPlugin(dir)).toThrow(/it is not a regular file/);
    }
  });

  it('one larger than the limit is a usage error, not read', async () => {
    const dir = tempProject({ 'a.js': V3_CALL });
    // Sparse: 17 MiB on paper, nothing on disk.
    fs.writeFileSync(path.join(dir, PLACES[0]), '');
    fs.truncateSync(path.join(dir, PLACES[0]), 17 * 1024 * 1024);
    const out = await runCli([], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/it is larger than \d+ bytes/);
  });
});

describe.skipIf(!POSIX)('a configuration or baseline that links to a secret', () => {
  it('never prints what it read', async () => {
    const secrets = tempDir('secret');
    const texts = [`root:${SECRET}:0:0\n`, `{"serverVersion": ${SECRET}}\n`, `{"rules": "${SECRET}"\n`, `[${SECRET}]`];
    for (const [i, text] of texts.entries()) {
      const secret = path.join(secrets, `s${i}`);
      fs.writeFileSync(secret, text);
      for (const place of PLACES) {
        const dir = tempProject({ 'a.js': V3_CALL });
        fs.symlinkSync(secret, path.join(dir, place));
        const out = await runCli([], dir);
        expect(out.code).toBe(2);
        expect(out.stderr).toContain('is not valid JSON');
        expect(out.stderr).not.toContain('TOPSECRET');
        expect(() => lintWithPlugin(dir)).toThrow(/is not valid JSON/);
        try {
          lintWithPlugin(dir);
        } catch (e) {
          expect((e as Error).message).not.toContain('TOPSECRET');
        }
      }
      const dir = tempProject({ 'a.js': V3_CALL });
      fs.symlinkSync(secret, path.join(dir, 'baseline.json'));
      const out = await runCli(['--baseline', 'baseline.json'], dir);
      expect(out.code).toBe(2);
      expect(out.stderr).toContain('is not valid JSON');
      expect(out.stderr).not.toContain('TOPSECRET');
    }
  });

  it('says where the JSON goes wrong, by line and column', async () => {
    const dir = tempProject({ 'a.js': V3_CALL, [PLACES[0]]: '{\n  "serverVersion": "9.0",\n}\n' });
    const out = await runCli([], dir);
    expect(out.stderr).toContain('gitlab-v4-migrate.config.json is not valid JSON (at line 3, column 1)');
  });

  it('a baseline that is a FIFO is a usage error, not a hang', async () => {
    const dir = tempProject({ 'a.js': V3_CALL });
    execFileSync('mkfifo', [path.join(dir, 'baseline.json')]);
    const out = await runCli(['--baseline', 'baseline.json'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('it is not a regular file');
  });
});

describe('baseUrls patterns', () => {
  it('do not backtrack: *a*a*a*a*a*a*a*a*c against a 60-character name finishes (it took 119 s), in the CLI and the plugin', async () => {
    const name = 'a'.repeat(60);
    const code = `axios.get(${name} + '/projects/' + id + '/builds');\n`;
    const config = { baseUrls: ['*a*a*a*a*a*a*a*a*c', `${name}b`] };
    const dir = tempProject({ 'a.js': code, [PLACES[0]]: config });
    const out = await runCli(['--format', 'json'], dir);
    expect(out.code).not.toBe(2);
    expect(out.stderr).toBe('');
    const settings = { settings: { 'gitlab-v4-migrate': { baseUrls: ['*a*a*a*a*a*a*a*a*a*a*a*a*c'] } } };
    expect(new Linter({ configType: 'flat' }).verify(code, [plugin.configs.recommended, settings], 'a.js')).toBeInstanceOf(Array);
  });

  it('still match as before: * is any run of characters, anything else itself', async () => {
    const dir = tempProject({ 'a.js': "axios.get(config.gitlab.url + '/projects/' + id + '/builds');\n", [PLACES[0]]: { baseUrls: ['config.*.url'] } });
    const out = await runCli(['--format', 'json'], dir);
    expect(out.code).toBe(1);
    // Against the regular expression it replaces, over every short pattern and text of a small alphabet.
    const words = (n: number, alphabet: string): string[] => (n === 0 ? [''] : words(n - 1, alphabet).flatMap((w) => [w, ...[...alphabet].map((c) => w + c)]));
    const patterns = [...new Set(words(4, 'a*.'))];
    const texts = [...new Set(words(5, 'ab.'))];
    for (const p of patterns) {
      const re = new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      for (const t of texts) expect(matchesWildcard(p, t), `${p} ~ ${t}`).toBe(re.test(t));
    }
  });
});

describe('a file given with --include-large that is too large to analyse', () => {
  it('is reported as not analysed, with each /api/v3 found by text search, and the other files are checked', async () => {
    // 5 MB of flat calls: it took 141 s and ended "nested too deeply" with no findings; 50 MB ended the run.
    const calls = 70_000;
    const dir = tempProject({ 'big.js': V3_CALL.repeat(calls), 'small.js': V3_CALL });
    const out = await runCli(['--include-large', '--format', 'json'], dir);
    const report = JSON.parse(out.stdout) as { findings: { file: string; message: string }[]; errors: { file: string; message: string }[] };
    expect(out.code).toBe(2);
    expect(report.errors).toEqual([{ file: 'big.js', message: expect.stringMatching(/^not analysed: too large to analyse/) }]);
    const big = report.findings.filter((f) => f.file === 'big.js');
    expect(big).toHaveLength(calls);
    expect(big[0].message).toContain('found by text search: the file is too large to analyse');
    expect(report.findings.filter((f) => f.file === 'small.js').length).toBeGreaterThan(1);
  });
});
