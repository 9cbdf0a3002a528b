// The recipes of docs/fleet.md for engines that cannot be installed here (multi-gitter, all-repos,
// Sourcegraph's src-cli are not on the npm registry), each held to its engine's rules as the
// engine's documentation states them: the recipe's own command runs in real clones of four
// repositories (fixable, manual-only, clean, one that cannot be processed), and the rule decides
// whether a change request is opened and what it holds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MANUAL_CLIENT } from './fleet-org.js';
import { explain, git, gitEnv, ROOT, tempDir, tempProject, V3_CALL, V4_CALL } from './support.js';

const DOC = fs.readFileSync(path.join(ROOT, 'docs', 'fleet.md'), 'utf8');

/** The fenced block after `<!-- recipe: name -->` in docs/fleet.md. */
function recipe(name: string): string {
  const at = DOC.indexOf(`<!-- recipe: ${name} -->`);
  expect(at, `docs/fleet.md has no recipe "${name}"`).toBeGreaterThan(-1);
  const m = /```[a-z]*\n([\s\S]*?)```/.exec(DOC.slice(at));
  return m![1];
}

const REPOS = {
  fixable: { 'src/client.js': V3_CALL },
  manual: { 'src/jobs.js': MANUAL_CLIENT },
  clean: { 'src/ok.js': V4_CALL },
  broken: { 'src/client.js': V3_CALL, 'gitlab-v4-migrate.config.json': '{ "rules": ' },
} satisfies Record<string, Record<string, string>>;

const home = tempDir('home');
const bin = tempDir('bin');
// `gitlab-v4-migrate` on the PATH, as `npm install -g` puts it: this tree's build.
fs.writeFileSync(path.join(bin, 'gitlab-v4-migrate'), `#!/bin/sh\nexec "${process.execPath}" "${path.join(ROOT, 'dist', 'cli', 'bin.js')}" "$@"\n`, { mode: 0o755 });
const env = gitEnv(home, { PATH: `${bin}${path.delimiter}${process.env.PATH}` });

/** A fresh clone of each repository, with its origin. */
function clones(): Record<keyof typeof REPOS, string> {
  const out = {} as Record<keyof typeof REPOS, string>;
  for (const [name, files] of Object.entries(REPOS) as [keyof typeof REPOS, Record<string, string>][]) {
    const dir = tempProject(files, path.join(tempDir('engine'), name));
    git(dir, env, 'init', '-q', '-b', 'main');
    git(dir, env, 'remote', 'add', 'origin', `https://gitlab.example.com/platform/${name}.git`);
    git(dir, env, 'add', '-A');
    git(dir, env, '-c', 'user.name=dev', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'start');
    out[name] = dir;
  }
  return out;
}

/** Every change left in the work tree, untracked files too (what `git add --all` commits). */
const allChanges = (dir: string) => (git(dir, env, 'add', '--all'), git(dir, env, 'diff', '--cached', '--name-only').stdout.trim().split('\n').filter(Boolean));

describe('multi-gitter: a request when the script exits 0 and changed files; everything changed is committed', () => {
  it('opens one for the fixable repository only, holding only the fixes', () => {
    const script = path.join(tempDir('script'), 'sweep.sh');
    fs.writeFileSync(script, recipe('multi-gitter sweep.sh'), { mode: 0o755 });
    const out = tempDir('out');
    const requests: Record<string, string[]> = {};
    for (const [name, dir] of Object.entries(clones())) {
      const r = spawnSync(script, [], { cwd: dir, env: { ...env, REPOSITORY: `platform/${name}`, GITLAB_V4_SWEEP: out }, encoding: 'utf8' });
      if (name === 'broken') expect(r.status, explain(r)).toBe(3);
      else expect(r.status, explain(r)).toBe(0);
      const changes = allChanges(dir);
      if (r.status === 0 && changes.length > 0) requests[name] = changes;
    }
    expect(requests).toEqual({ fixable: ['src/client.js'] });
    expect(fs.readFileSync(path.join(out, 'platform_fixable', 'mr.md'), 'utf8')).toMatch(/^## GitLab API v3 → v4: 2 fixes, nothing left/);
    const merged = spawnSync('gitlab-v4-migrate', ['ledger', 'merge', ...['fixable', 'manual', 'clean', 'broken'].map((n) => path.join(out, `platform_${n}`, 'ledger.jsonl'))], { env, encoding: 'utf8' });
    expect(merged.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { status: string }).status)).toEqual(['error', 'clean', 'fixed', 'needs-person']);
  });

  it('print: its check exits 0 for every repository it could read, findings or not', () => {
    const command = /multi-gitter print "([^"]+)"/.exec(DOC)![1].replace(/\\\$/g, '$');
    for (const [name, dir] of Object.entries(clones())) {
      const r = spawnSync('sh', ['-c', command], { cwd: dir, env, encoding: 'utf8' });
      expect(r.status, `${name}: ${explain(r)}`).toBe(name === 'broken' ? 1 : 0);
      expect(allChanges(dir)).toEqual([]);
    }
  });
});

describe('all-repos: apply_fix in the clone; a failing autofix_lib.run errors the repository; `git diff` decides; `git commit -a`', () => {
  const python = spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!python)('commits the fixes of the fixable repository only', () => {
    // A stand-in for the all_repos package with its documented behaviour: run() checks the exit code.
    const lib = tempProject({
      'all_repos/__init__.py': '',
      'all_repos/autofix_lib.py': 'import subprocess\n\ndef run(*args, **kwargs):\n    kwargs.setdefault("check", True)\n    return subprocess.run(args, **kwargs)\n',
      'all_repos/grep.py': 'def repos_matching(config, args):\n    return []\n',
      'gitlab_v4_sweep.py': recipe('all-repos gitlab_v4_sweep.py'),
    });
    const out = tempDir('out');
    const committed: Record<string, string[]> = {};
    for (const [name, dir] of Object.entries(clones())) {
      const r = spawnSync('python3', ['-c', 'import gitlab_v4_sweep; gitlab_v4_sweep.apply_fix()'], { cwd: dir, env: { ...env, PYTHONPATH: lib, GITLAB_V4_SWEEP: out }, encoding: 'utf8' });
      const errored = r.status !== 0;
      expect(errored, `${name}: ${explain(r)}`).toBe(name === 'broken');
      if (errored) continue;
      // Nothing untracked is left behind, which `git commit -a` would leave out anyway.
      expect(git(dir, env, 'status', '--porcelain', '--untracked-files=all').stdout.split('\n').filter((l) => l.startsWith('??'))).toEqual([]);
      if (spawnSync('git', ['diff', '--quiet'], { cwd: dir, env }).status !== 0) {
        git(dir, env, '-c', 'user.name=bot', '-c', 'user.email=bot@example.com', 'commit', '--quiet', '-a', '-m', 'Move GitLab API v3 calls to v4');
        committed[name] = git(dir, env, 'show', '--name-only', '--format=', 'HEAD').stdout.trim().split('\n');
      }
    }
    expect(committed).toEqual({ fixable: ['src/client.js'] });
    const ledgers = fs.readdirSync(out).map((d) => JSON.parse(fs.readFileSync(path.join(out, d, 'ledger.jsonl'), 'utf8')) as { status: string; repository: { remote: string } });
    expect(ledgers.map((l) => l.status).sort()).toEqual(['clean', 'error', 'fixed', 'needs-person']);
  });
  if (!python) console.log('all-repos recipe test skipped: python3 is not installed');
});

describe('Sourcegraph: a failing step fails the workspace; every workspace change is the diff; outputs feed the body', () => {
  it('makes one changeset, for the fixable repository, with its description as the body', () => {
    const spec = parse(recipe('sourcegraph batch spec')) as {
      steps: { run: string; outputs: { description: { value: string } } }[];
      changesetTemplate: { body: string };
    };
    expect(spec.steps[0].outputs.description.value).toBe('${{ step.stdout }}');
    expect(spec.changesetTemplate.body).toBe('${{ outputs.description }}');
    // The container's own /tmp, here a folder of the test's.
    const run = spec.steps[0].run.replaceAll('/tmp/gitlab-v4-sweep', tempDir('container-tmp'));
    const changesets: Record<string, { diff: string[]; body: string }> = {};
    for (const [name, dir] of Object.entries(clones())) {
      const r = spawnSync('sh', ['-c', run], { cwd: dir, env, encoding: 'utf8' });
      if (r.status !== 0) continue;
      const diff = allChanges(dir);
      if (diff.length > 0) changesets[name] = { diff, body: spec.changesetTemplate.body.replace('${{ outputs.description }}', r.stdout) };
    }
    expect(Object.keys(changesets)).toEqual(['fixable']);
    expect(changesets.fixable.diff).toEqual(['src/client.js']);
    expect(changesets.fixable.body).toMatch(/^## GitLab API v3 → v4: 2 fixes, nothing left\n/);
    expect(changesets.fixable.body).toContain('### How to check');
  });
});
