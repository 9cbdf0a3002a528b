// The README's install from this repository until a release is published: the tarball npm pack
// builds, installed into a project as a devDependency. npm records the tarball's sha512 integrity
// (the one npm pack prints) in the lock file, and npx --no-install runs the installed CLI. From
// npm's cache, no network; where the cache lacks a dependency, skipped with the reason.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain, ROOT, tempDir, tempProject } from './support.js';

const TIMEOUT = 300_000;
const readme = () => fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

function npm(args: string[], cwd: string): SpawnSyncReturns<string> {
  const env = { ...process.env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false', NO_COLOR: '1' };
  return spawnSync('npm', args, { cwd, env, encoding: 'utf8', timeout: TIMEOUT, shell: process.platform === 'win32' });
}

describe("the README's pinned install from this repository", { timeout: TIMEOUT }, () => {
  it('names the commands it runs here', () => {
    const text = readme();
    expect(text).toContain('npm pack --json ');
    expect(text).toContain('npm install --save-dev ./vendor/gitlab-v4-migrate-0.1.0.tgz');
    expect(text).toContain('"gitlab-v4-migrate": "file:vendor/gitlab-v4-migrate-0.1.0.tgz"');
  });

  it('records the integrity npm pack printed, and npx --no-install runs the installed CLI', (ctx) => {
    const packDir = tempDir('pinned-pack');
    // dist/ is built already (npm ci); the prepack build is pack.test.ts's to check.
    const packed = npm(['pack', '--ignore-scripts', '--json', '--pack-destination', packDir], ROOT);
    expect(packed.status, explain(packed)).toBe(0);
    const [{ filename, integrity }] = JSON.parse(packed.stdout) as { filename: string; integrity: string }[];
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(filename).toBe(`gitlab-v4-migrate-${pkg.version}.tgz`);

    const project = tempProject({ 'package.json': { name: 'your-project', version: '1.0.0', private: true } });
    fs.mkdirSync(path.join(project, 'vendor'));
    fs.copyFileSync(path.join(packDir, filename), path.join(project, 'vendor', filename));
    const installed = npm(['install', '--save-dev', `./vendor/${filename}`], project);
    const offline = /\b(ENOTCACHED|ENOTFOUND|EAI_AGAIN|ECONNREFUSED)\b/.exec(installed.stdout + installed.stderr);
    if (installed.status !== 0 && offline) return ctx.skip(`npm could not fetch a dependency of the package (${offline[1]}: not in the npm cache, and no registry)`);
    expect(installed.status, explain(installed)).toBe(0);

    const manifest = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(manifest.devDependencies).toEqual({ 'gitlab-v4-migrate': `file:vendor/${filename}` });
    const lock = JSON.parse(fs.readFileSync(path.join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string; integrity?: string }> };
    expect(lock.packages['node_modules/gitlab-v4-migrate']).toMatchObject({ resolved: `file:vendor/${filename}`, integrity });

    const run = spawnSync('npx', ['--no-install', 'gitlab-v4-migrate', '--version'], { cwd: project, encoding: 'utf8', timeout: TIMEOUT, shell: process.platform === 'win32' });
    expect(run.stdout.trim(), explain(run)).toBe(pkg.version);
  });
});
