// The package as users get it: `npm pack` (which builds through `prepack`), installed from the
// tarball into an empty project from the npm cache, then run through npx. No network.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_URL } from '../src/formatters/links.js';
import { explain, tempDir } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
const TIMEOUT = 180_000;
// npm is npm.cmd on Windows, which only a shell can start.
const SHELL = process.platform === 'win32';

function sh(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', shell: SHELL, timeout: TIMEOUT, env: { ...process.env, NO_COLOR: '1' } });
}

let project = '';
let packed: SpawnSyncReturns<string>;
let tarball = '';
let installed: SpawnSyncReturns<string>;

beforeAll(() => {
  const packDir = tempDir('pack');
  packed = sh('npm', ['pack', '--pack-destination', packDir], ROOT);
  if (packed.status !== 0) throw new Error(`npm pack failed: ${explain(packed)}`);
  tarball = fs.readdirSync(packDir).find((f) => f.endsWith('.tgz')) ?? '';
  if (!tarball) throw new Error(`npm pack wrote no tarball: ${explain(packed)}`);

  project = tempDir('project');
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'smoke', version: '1.0.0', private: true }));
  const tgz = path.join(packDir, tarball);
  installed = sh('npm', ['install', '--offline', '--no-audit', '--no-fund', tgz], project);
  // --offline refuses when a cache entry is stale; --prefer-offline still uses the cache first.
  if (installed.status !== 0) installed = sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tgz], project);
  if (installed.status !== 0) throw new Error(`npm install of the tarball failed: ${explain(installed)}`);
}, TIMEOUT);

describe('the packed package', { timeout: TIMEOUT }, () => {
  // The pre-commit framework installs a hook with `npm pack` and takes its output as the file name.
  it('npm pack prints the tarball name and nothing else (the build runs quietly)', () => {
    expect(packed.stdout).toBe(`${tarball}\n`);
  });

  it('ships the LICENSE and links to the repository the docs link to', () => {
    const installedDir = path.join(project, 'node_modules', 'gitlab-v4-migrate');
    expect(fs.readFileSync(path.join(installedDir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    const manifest = JSON.parse(fs.readFileSync(path.join(installedDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      license: 'MIT',
      repository: { type: 'git', url: `git+${REPOSITORY_URL}.git` },
      homepage: `${REPOSITORY_URL}#readme`,
      bugs: { url: `${REPOSITORY_URL}/issues` },
    });
  });

  it('installs without a warning about scripts of its own it would run on install', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(project, 'node_modules', 'gitlab-v4-migrate', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) expect(manifest.scripts[script], script).toBeUndefined();
    // Its dependencies' own scripts (tree-sitter grammars check their prebuilt parsers) are theirs to declare.
    expect(installed.stderr).not.toMatch(/gitlab-v4-migrate@[^ ]* \(|prepare/);
  });

  it('ships the JSON report schema under its export, and the report of the installed CLI validates against it', async () => {
    const file = path.join(project, 'node_modules', 'gitlab-v4-migrate', 'schemas', 'report.schema.json');
    expect(fs.existsSync(file)).toBe(true);
    const r = sh('node', ['-e', "process.stdout.write(require.resolve('gitlab-v4-migrate/report.schema.json'))"], project);
    expect(r.stdout, explain(r)).toBe(fs.realpathSync(file));
    fs.writeFileSync(path.join(project, 'old.js'), "fetch('https://gitlab.example.com/api/v3/groups/owned');\n");
    const run = sh('npx', ['--no-install', 'gitlab-v4-migrate', '--format', 'json', 'old.js'], project);
    const { default: Ajv } = await import('ajv');
    const validate = new Ajv.default({ allErrors: true }).compile(JSON.parse(fs.readFileSync(file, 'utf8')) as object);
    expect(validate(JSON.parse(run.stdout)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('runs --version through npx', () => {
    const r = sh('npx', ['--no-install', 'gitlab-v4-migrate', '--version'], project);
    expect(r.status, explain(r)).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('scans a file: clean exits 0 with a JSON report', () => {
    fs.writeFileSync(path.join(project, 'clean.js'), "fetch('/api/v4/projects/' + id);\n");
    const r = sh('npx', ['--no-install', 'gitlab-v4-migrate', '--format', 'json', 'clean.js'], project);
    expect(r.status, explain(r)).toBe(0);
    const report = JSON.parse(r.stdout) as { findings: unknown[]; errors: unknown[]; summary: { filesScanned: number } };
    expect(report).toMatchObject({ findings: [], errors: [], summary: { filesScanned: 1 } });
  });

  it('scans a file with a problem: exit 2 and the file named', () => {
    fs.writeFileSync(path.join(project, 'broken.js'), "const url = '/api/v3/projects' +;\n");
    const r = sh('npx', ['--no-install', 'gitlab-v4-migrate', 'broken.js'], project);
    expect(r.status, explain(r)).toBe(2);
    expect(r.stdout).toContain('broken.js  could not be processed: syntax error');
  });

  it('reports a usage error with exit 2', () => {
    const r = sh('npx', ['--no-install', 'gitlab-v4-migrate', '--format', 'xml'], project);
    expect(r.status, explain(r)).toBe(2);
    expect(r.stderr).toContain('--help');
  });
});

// Needs the core's analysis (src/core/analyze.ts).
describe('the packed package, with the core', { timeout: TIMEOUT }, () => {
  it('reports a v3 call (exit 1) and --fix moves it to v4 (exit 0)', () => {
    const file = path.join(project, 'api.js');
    fs.writeFileSync(file, "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n");
    const check = sh('npx', ['--no-install', 'gitlab-v4-migrate', 'api.js'], project);
    expect(check.status, explain(check)).toBe(1);
    expect(check.stdout).toContain('(9.0/12)');
    const fix = sh('npx', ['--no-install', 'gitlab-v4-migrate', '--fix', 'api.js'], project);
    expect(fix.status, explain(fix)).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toContain('/api/v4/projects/');
  });

  // The bin is one bundled file; worker threads start from the unbundled engine beside it.
  it('checks a large tree on worker threads with the same findings as on one', () => {
    const tree = path.join(project, 'tree');
    fs.mkdirSync(tree);
    for (let i = 0; i < 450; i++) {
      const text = i % 3 === 0 ? `axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds/${i}');\n` : `export const n${i} = ${i};\n`;
      fs.writeFileSync(path.join(tree, `f${String(i).padStart(3, '0')}.js`), text);
    }
    const findings = (threads: string) => {
      const r = sh('npx', ['--no-install', 'gitlab-v4-migrate', '--format', 'json', '--threads', threads, 'tree'], project);
      expect(r.status, explain(r)).toBe(1);
      return (JSON.parse(r.stdout) as { findings: unknown[] }).findings;
    };
    const two = findings('2');
    // Two per call: the prefix and the builds route.
    expect(two).toHaveLength(300);
    expect(two).toEqual(findings('1'));
  });
});
