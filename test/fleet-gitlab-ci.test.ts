// END TO END (about a minute, more on the first run, which installs its tools): the GitLab CI
// template ci/sweep-group.gitlab-ci.yml run for real by gitlab-ci-local over a small organisation
// on this machine. Five bare repositories served over HTTP by `git http-backend` (a fixable v3
// client, one fixed in part, a manual-only one, a clean one, one that cannot be processed), in a
// group with subgroups that a fake GitLab API on 127.0.0.1 lists page by page; it records merge
// requests. One merge request per repository the fixes change, none for the others; one merged
// ledger and report; a second pipeline opens nothing new and pushes nothing new. The report is
// then opened in headless Chromium (Debian's), which takes a screenshot.
//
// gitlab-ci-local and Node 22 (which it needs) come from the npm registry, installed once into
// node_modules/.cache/ (not devDependencies: the rest of the suite and every user would pay for
// them). Without them (no registry), or without Chromium (not root, no apt), the parts that need
// them are skipped with the reason printed.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../src/ledger/types.js';
import { fakeGitLab, MANUAL_CLIENT } from './fleet-org.js';
import type { FakeGitLab } from './fleet-org.js';
import { git, gitEnv, ROOT, tempDir, tempProject, V3_CALL, V4_CALL } from './support.js';

const run = promisify(execFile);
const TOOLS = path.join(ROOT, 'node_modules', '.cache', 'gitlab-v4-migrate-fleet');
const GCL_VERSION = '4.75.1';
const NODE_PACKAGE = `node-${process.platform}-${process.arch}`;
const BRANCH = 'gitlab-v4-migrate/sweep';

/** gitlab-ci-local and a Node 22 to run it, installed once; undefined (and why) when they cannot be had. */
function tools(): { node: string; gcl: string } | string {
  const node = path.join(TOOLS, 'node_modules', NODE_PACKAGE, 'bin', 'node');
  const gcl = path.join(TOOLS, 'node_modules', 'gitlab-ci-local', 'dist', 'index.js');
  if (!fs.existsSync(node) || !fs.existsSync(gcl)) {
    fs.mkdirSync(TOOLS, { recursive: true });
    fs.writeFileSync(path.join(TOOLS, 'package.json'), JSON.stringify({ name: 'fleet-test-tools', private: true }));
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', `gitlab-ci-local@${GCL_VERSION}`, `${NODE_PACKAGE}@22`], { cwd: TOOLS, encoding: 'utf8', timeout: 240_000 });
    if (r.status !== 0 || !fs.existsSync(node) || !fs.existsSync(gcl)) return `npm could not install gitlab-ci-local and ${NODE_PACKAGE}@22: ${r.stderr.slice(-400)}`;
  }
  return { node, gcl };
}

/** A program from Debian's package, installed when missing and this is root; its path, or why not. */
function debian(commands: string[], pkg: string): string | { skip: string } {
  const have = () => commands.map((c) => spawnSync('sh', ['-c', `command -v ${c}`], { encoding: 'utf8' }).stdout.trim()).find(Boolean);
  if (have()) return have()!;
  if (process.getuid?.() !== 0) return { skip: `${pkg} is not installed and this is not root (apt-get install ${pkg})` };
  const apt = { encoding: 'utf8' as const, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { ...apt, timeout: 480_000 });
  // A fresh machine's package lists are empty until the first update.
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { ...apt, timeout: 300_000 });
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { ...apt, timeout: 480_000 });
  }
  return have() ?? { skip: `apt-get install ${pkg} failed: ${r.stderr.slice(-300)}` };
}

const PROJECTS = {
  'platform/api-client': { 'src/client.js': V3_CALL },
  'platform/bots/notifier': { 'src/client.js': V3_CALL, 'src/jobs.js': MANUAL_CLIENT },
  'platform/bots/release-bot': { 'lib/jobs.js': MANUAL_CLIENT },
  'platform/docs-site': { 'src/ok.js': V4_CALL },
  'platform/tools/broken': { 'src/client.js': V3_CALL, 'gitlab-v4-migrate.config.json': '{ "rules": ' },
} satisfies Record<string, Record<string, string>>;

// gitlab-ci-local copies the project with rsync.
const rsync = debian(['rsync'], 'rsync');
const found = typeof rsync === 'string' ? tools() : `gitlab-ci-local needs rsync: ${rsync.skip}`;
const org = tempDir('org');
const env = gitEnv(tempDir('home'));
let gitlab: FakeGitLab;
let sweeper: string;

/** One pipeline of the sweeper project; its artifacts are copied back into the project's folder. */
async function pipeline(): Promise<{ code: number; log: string }> {
  const { node, gcl } = found as { node: string; gcl: string };
  const variables = {
    GITLAB_V4_MIGRATE_GROUP: 'platform',
    GITLAB_V4_MIGRATE_TOKEN: gitlab.token,
    GITLAB_V4_MIGRATE_API_URL: `${gitlab.url}/api/v4`,
    // This tree's CLI in place of the npm release the template fetches.
    GITLAB_V4_MIGRATE: `${process.execPath} ${path.join(ROOT, 'dist', 'cli', 'bin.js')}`,
  };
  const args = [gcl, '--force-shell-executor', '--shell-isolation', '--artifacts-to-source', '--no-color', '--home', path.join(sweeper, '.gcl-home'), ...Object.entries(variables).flatMap(([k, v]) => ['--variable', `${k}=${v}`])];
  try {
    const r = await run(node, args, { cwd: sweeper, env: { ...env, CI: '' }, maxBuffer: 64 * 1024 * 1024, timeout: 150_000 });
    return { code: 0, log: r.stdout + r.stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof x.code === 'number' ? x.code : 1, log: `${x.stdout ?? ''}${x.stderr ?? ''}` };
  }
}

const bare = (name: string) => path.join(org, `${name}.git`);
const branchHead = (name: string) => spawnSync('git', ['--git-dir', bare(name), 'rev-parse', '--verify', '--quiet', `refs/heads/${BRANCH}`], { encoding: 'utf8', env }).stdout.trim();

describe.skipIf(typeof found === 'string')('the group sweep template, run by gitlab-ci-local (end to end)', () => {
  beforeAll(async () => {
    execSyncBuildCheck();
    for (const [name, files] of Object.entries(PROJECTS)) {
      const work = tempProject(files);
      git(work, env, 'init', '-q', '-b', 'main');
      git(work, env, 'add', '-A');
      git(work, env, '-c', 'user.name=dev', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'start');
      fs.mkdirSync(path.dirname(bare(name)), { recursive: true });
      git(org, env, 'clone', '-q', '--bare', work, bare(name));
    }
    gitlab = await fakeGitLab(org, 'platform', Object.keys(PROJECTS).map((p) => ({ path: p })));
    sweeper = tempProject({
      'ci/sweep-group.gitlab-ci.yml': fs.readFileSync(path.join(ROOT, 'ci', 'sweep-group.gitlab-ci.yml'), 'utf8'),
      // As a team would: the template included, `parallel` set in a job of the same name.
      '.gitlab-ci.yml': 'include:\n  - local: ci/sweep-group.gitlab-ci.yml\n\ngitlab-v4-migrate-sweep:\n  parallel: 2\n',
    });
    git(sweeper, env, 'init', '-q', '-b', 'main');
    git(sweeper, env, 'remote', 'add', 'origin', 'https://gitlab.example.com/platform/sweeper.git');
    git(sweeper, env, 'add', '-A');
    git(sweeper, env, '-c', 'user.name=dev', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'sweeper');
  }, 300_000);
  afterAll(async () => gitlab?.close());

  let firstHeads: Record<string, string> = {};

  it('opens one merge request per repository the fixes change, and writes one ledger and report', async () => {
    const { code, log } = await pipeline();
    expect(code, log).toBe(0);
    // Every project of the group and its subgroups, across the API's pages.
    expect(fs.readFileSync(path.join(sweeper, 'projects.txt'), 'utf8').trim().split('\n').sort()).toEqual(Object.keys(PROJECTS).map((p) => `${gitlab.url}/${p}.git`).sort());
    expect(gitlab.mergeRequests.map((m) => m.project).sort()).toEqual(['platform/api-client', 'platform/bots/notifier']);
    for (const mr of gitlab.mergeRequests) expect(mr).toMatchObject({ source_branch: BRANCH, target_branch: 'main', title: 'Move 2 GitLab API v3 calls to v4' });
    const notifier = gitlab.mergeRequests.find((m) => m.project === 'platform/bots/notifier')!;
    expect(notifier.description).toContain('### What changed');
    expect(notifier.description).toContain('### What a person must do first');
    expect(notifier.description).toContain('- [ ] `src/jobs.js:3` (`9.0/7`): 2 findings wait on it');
    expect(notifier.description).not.toContain(gitlab.token);
    // The branch holds the fixes and nothing else.
    const diff = spawnSync('git', ['--git-dir', bare('platform/bots/notifier'), 'diff', '--name-only', 'main', BRANCH], { encoding: 'utf8', env }).stdout;
    expect(diff).toBe('src/client.js\n');
    expect(branchHead('platform/bots/release-bot')).toBe('');
    expect(branchHead('platform/docs-site')).toBe('');

    const ledger = fs.readFileSync(path.join(sweeper, 'sweep-ledger.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as LedgerEntry);
    expect(Object.fromEntries(ledger.map((e) => [e.repository.remote!.replace(`${gitlab.url}/`, ''), e.status]))).toEqual({
      'platform/api-client.git': 'fixed',
      'platform/bots/notifier.git': 'fixed-partly',
      'platform/bots/release-bot.git': 'needs-person',
      'platform/docs-site.git': 'clean',
      'platform/tools/broken.git': 'error',
    });
    expect(fs.readFileSync(path.join(sweeper, 'sweep-todo.txt'), 'utf8')).toBe(`${gitlab.url}/platform/tools/broken.git\n`);
    expect(fs.readFileSync(path.join(sweeper, 'sweep-report.md'), 'utf8')).toContain('5 repositories, 4 fixes applied');
    expect(fs.readFileSync(path.join(sweeper, 'sweep-report.html'), 'utf8')).toContain('<section id="blockers">');
    firstHeads = Object.fromEntries(['platform/api-client', 'platform/bots/notifier'].map((p) => [p, branchHead(p)]));
  }, 180_000);

  it('opens nothing new, and pushes nothing new, on a second run', async () => {
    const posts = gitlab.calls.filter((c) => c.startsWith('POST')).length;
    const descriptions = gitlab.mergeRequests.map((m) => m.description);
    // The first sweep's ledger kept as history: the report draws the burn-down.
    fs.mkdirSync(path.join(sweeper, 'sweep-history'));
    fs.copyFileSync(path.join(sweeper, 'sweep-ledger.jsonl'), path.join(sweeper, 'sweep-history', '2026-11-01.jsonl'));
    git(sweeper, env, 'add', '-A', 'sweep-history');
    git(sweeper, env, '-c', 'user.name=dev', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'history');
    const { code, log } = await pipeline();
    expect(code, log).toBe(0);
    expect(gitlab.calls.filter((c) => c.startsWith('POST')).length).toBe(posts);
    expect(gitlab.mergeRequests).toHaveLength(2);
    expect(gitlab.mergeRequests.map((m) => m.description)).toEqual(descriptions);
    for (const [p, head] of Object.entries(firstHeads)) expect(branchHead(p)).toBe(head);
    expect(fs.readFileSync(path.join(sweeper, 'sweep-report.html'), 'utf8')).toContain('<title>2026-11-01: 6</title>');
  }, 180_000);

  it('shows the report in a real browser (headless Chromium)', (ctx) => {
    const browser = debian(['chromium', 'chromium-browser'], 'chromium');
    if (typeof browser !== 'string') {
      console.log(`skipped: ${browser.skip}`);
      ctx.skip();
      return;
    }
    const shot = path.join(tempDir('shot'), 'report.png');
    const r = spawnSync(browser, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', `--user-data-dir=${tempDir('chromium')}`, '--window-size=1200,1400', `--screenshot=${shot}`, `file://${path.join(sweeper, 'sweep-report.html')}`], { encoding: 'utf8', timeout: 60_000 });
    expect(fs.existsSync(shot), r.stderr).toBe(true);
    const png = fs.readFileSync(shot);
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    // A blank page compresses to a few kilobytes; a page with text, colours and a chart does not.
    expect(png.length).toBeGreaterThan(20_000);
    if (process.env.FLEET_SCREENSHOT) fs.copyFileSync(shot, process.env.FLEET_SCREENSHOT);
  }, 600_000);
});

if (typeof found === 'string') console.log(`fleet end-to-end test skipped: ${found}`);

/** The pipeline runs the built CLI: a stale dist/ would test old code. */
function execSyncBuildCheck(): void {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli', 'bin.js'))) throw new Error('dist/cli/bin.js is missing: run npm run build');
}
