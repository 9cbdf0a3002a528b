// Ignore files as git has them, in real git repositories: nested .gitignore files,
// .git/info/exclude and core.excludesFile leave files out of folder searches; a path named on the
// command line is checked all the same, with a notice naming the rule; --no-ignore and
// --no-exclude; a run that checked nothing says so, and why, instead of "no usage found".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IgnoreRules, isInside } from '../src/engine/discover/ignores.js';
import type { JsonReport } from '../src/formatters/json.js';
import { git as runGit, gitEnv, runCli, runJson, tempDir, tempProject } from './support.js';

const V3 = "fetch('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
const V4 = "fetch('https://gitlab.example.com/api/v4/projects/' + id + '/jobs');\n";

/** git without the caller's configuration (HOME, the global and system files). */
const git = (dir: string, ...args: string[]) => runGit(dir, gitEnv(path.join(dir, '.git', 'test-home')), ...args);

/** A git repository holding `files`. */
function repo(files: Record<string, string>): string {
  const dir = tempDir('ignore');
  git(dir, 'init', '-q');
  return tempProject(files, dir);
}

const json = (args: string[], cwd: string) => runJson<JsonReport>(args, cwd);
const flagged = (report: JsonReport) => [...new Set(report.findings.map((f) => f.file))].sort();

describe('ignore files in a git repository', () => {
  const files = {
    '.gitignore': 'cache/\n*.gen.js\n',
    'src/app.js': V3,
    'src/api.gen.js': V3,
    'src/legacy/.gitignore': 'old/\n',
    'src/legacy/old/x.js': V3,
    'src/legacy/kept.js': V3,
    'src/local.js': V3,
    'src/mine.js': V3,
    'cache/gitlab-1.8.0/package/lib/client.js': V3,
    'cache/gitlab-1.8.0/package/lib/client.gen.js': V3,
    'cache/gitlab-1.8.0/package/.gitignore': 'test/\n',
    'cache/gitlab-1.8.0/package/test/t.js': V3,
  };

  it('leaves out what nested .gitignore files, .git/info/exclude and core.excludesFile ignore', async () => {
    const dir = repo(files);
    fs.writeFileSync(path.join(dir, '.git', 'info', 'exclude'), '# mine\nsrc/mine.js\n');
    const global = path.join(dir, '.git', 'global-ignore');
    fs.writeFileSync(global, 'local.js\n');
    git(dir, 'config', 'core.excludesFile', global);
    const { report, code } = await json([], dir);
    expect(flagged(report)).toEqual(['src/app.js', 'src/legacy/kept.js']);
    expect(report.notices).toBeUndefined();
    expect(code).toBe(1);
    // Off: every file, the ignored folder's too.
    expect(flagged((await json(['--no-ignore'], dir)).report)).toHaveLength(Object.keys(files).filter((f) => f.endsWith('.js')).length);
  });

  it('checks a named folder that .gitignore covers, with a notice; its own ignore files and the other rules still apply in it', async () => {
    const dir = repo(files);
    const { report, code } = await json(['cache/gitlab-1.8.0/package'], dir);
    expect(flagged(report)).toEqual(['cache/gitlab-1.8.0/package/lib/client.js']);
    expect(report.notices).toEqual([
      { file: 'cache/gitlab-1.8.0/package', message: 'ignored by .gitignore:1 ("cache/"), checked because it was named (--no-ignore turns ignore files off)' },
    ]);
    expect(code).toBe(1);
    const human = await runCli(['cache/gitlab-1.8.0/package'], dir);
    expect(human.stdout).toContain('cache/gitlab-1.8.0/package  ignored by .gitignore:1 ("cache/"), checked because it was named (--no-ignore turns ignore files off)');
    expect(human.stdout).toMatch(/2 findings \(2 errors, 0 warnings, 0 info\) in 1 file scanned\./);
  });

  it('checks a named file that an ignore file covers, naming the file and the line', async () => {
    const dir = repo(files);
    fs.writeFileSync(path.join(dir, '.git', 'info', 'exclude'), '# mine\nsrc/mine.js\n');
    const { report } = await json(['src/mine.js', 'src/api.gen.js', 'src/app.js'], dir);
    expect(flagged(report)).toEqual(['src/api.gen.js', 'src/app.js', 'src/mine.js']);
    expect(report.notices).toEqual([
      { file: 'src/api.gen.js', message: expect.stringContaining('ignored by .gitignore:2 ("*.gen.js")') },
      { file: 'src/mine.js', message: expect.stringContaining('ignored by .git/info/exclude:2 ("src/mine.js")') },
    ]);
    // A named file is no search: with --no-ignore there is nothing to say about it.
    expect((await json(['src/mine.js', '--no-ignore'], dir)).report.notices).toBeUndefined();
  });

  it('named files of several folders, as a hook passes them: each folder\'s ignore files apply to its own files, and the root\'s to all', async () => {
    // The folders above named files are asked for their .git and .gitignore once a run
    // (discover.ts, ignoreLookup): what one folder's rules say must not leak to another's files.
    const dir = repo(files);
    const named = ['src/legacy/old/x.js', 'src/legacy/kept.js', 'src/api.gen.js', 'cache/gitlab-1.8.0/package/test/t.js', 'src/app.js', 'cache/gitlab-1.8.0/package/lib/client.js'];
    const { report } = await json(named, dir);
    expect(flagged(report)).toEqual([...named].sort());
    expect(report.notices?.map((n) => `${n.file}: ${/ignored by (.*?), checked/.exec(n.message)?.[1]}`)).toEqual([
      'cache/gitlab-1.8.0/package/lib/client.js: .gitignore:1 ("cache/")',
      // Its folder's own rule too, but a folder above it is ignored first (git reads no further).
      'cache/gitlab-1.8.0/package/test/t.js: .gitignore:1 ("cache/")',
      'src/api.gen.js: .gitignore:2 ("*.gen.js")',
      'src/legacy/old/x.js: src/legacy/.gitignore:1 ("old/")',
    ]);
  });

  it("keeps the configuration's exclude under --no-ignore; --no-exclude turns it off", async () => {
    const dir = repo({ ...files, 'gitlab-v4-migrate.config.json': JSON.stringify({ exclude: ['cache/**'] }) });
    const noIgnore = (await json(['--no-ignore'], dir)).report;
    expect(flagged(noIgnore).filter((f) => f.startsWith('cache/'))).toEqual([]);
    expect(flagged(noIgnore)).toContain('src/mine.js');
    const both = (await json(['--no-ignore', '--no-exclude'], dir)).report;
    expect(flagged(both)).toContain('cache/gitlab-1.8.0/package/test/t.js');
  });
});

describe('a run that checks nothing says so, and why', () => {
  it('everything under the named folder is ignored: the rule is named, in every format', async () => {
    const dir = repo({ 'gen/.gitignore': '*.js\n', 'gen/a.js': V3, 'gen/b.js': V3, 'ok.js': V4 });
    const reason = 'everything to check under gen is ignored by gen/.gitignore:1 ("*.js") (--no-ignore turns ignore files off)';
    const { report, code } = await json(['gen'], dir);
    expect(report.summary).toMatchObject({ filesScanned: 0, nothingChecked: reason });
    expect(code).toBe(0);
    const human = await runCli(['gen'], dir);
    expect(human.stdout).toContain(`Nothing checked (0 files scanned): ${reason}.`);
    expect(human.stdout).not.toContain('No GitLab API v3 usage found');
    for (const format of ['gitlab', 'junit', 'sarif', 'markdown', 'github']) {
      const out = await runCli(['gen', '--format', format], dir);
      expect(out.stderr, format).toContain(`gitlab-v4-migrate: nothing checked (0 files scanned): ${reason}`);
    }
    expect((await runCli(['gen', '--format', 'markdown'], dir)).stdout).toContain(`> **Nothing was checked:** ${reason}.`);
    // Files that were checked and hold no usage are another sentence.
    expect((await runCli(['ok.js'], dir)).stdout).toContain('No GitLab API v3 usage found (1 file scanned).');
  });

  it('a folder without JS/TS files, or only skipped folders, or only excluded files: each says which', async () => {
    const dir = repo({ 'docs/notes.txt': 'x\n', 'deps/node_modules/x/a.js': V3, 'gen/a.js': V3, 'gitlab-v4-migrate.config.json': JSON.stringify({ exclude: ['gen'] }) });
    expect((await json(['docs'], dir)).report.summary.nothingChecked).toBe('no file to check under docs');
    expect((await json(['deps'], dir)).report.summary.nothingChecked).toBe(
      'no file to check under deps outside node_modules (never searched: name such a folder to check it)',
    );
    expect((await json(['gen'], dir)).report.summary.nothingChecked).toBe(
      'every file found is left out: excluded by the configuration (exclude: gen) (--no-exclude turns exclude off)',
    );
  });
});

describe('an unreadable subfolder', () => {
  // Root reads every folder, so the CLI runs as nobody (setpriv); without a way to drop
  // privileges, or on Windows, there is no unreadable folder to make.
  const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const asRoot = process.getuid?.() === 0;
  const setpriv = asRoot && spawnSync('setpriv', ['--version']).status === 0;
  const canTest = process.platform !== 'win32' && (!asRoot || setpriv);

  it.skipIf(!canTest)('is that folder’s error; the readable files beside it are still checked', () => {
    const dir = tempProject({ 'a.js': V3, 'locked/b.js': V3, 'z/c.js': V3 });
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(path.join(dir, 'locked'), 0o000);
    try {
      const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
      const cli = [process.execPath, '--import', pathToFileURL(tsx).href, path.join(ROOT, 'src', 'cli', 'bin.ts'), '--format', 'json'];
      const command = asRoot ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...cli] : cli;
      // A HOME nobody can write is no problem: tsx keeps its cache in the temp folder.
      const r = spawnSync(command[0], command.slice(1), { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, NO_COLOR: '1' } });
      expect(r.stdout, r.stderr).not.toBe('');
      const report = JSON.parse(r.stdout) as JsonReport;
      expect(flagged(report)).toEqual(['a.js', 'z/c.js']);
      expect(report.errors).toEqual([{ file: 'locked', message: expect.stringMatching(/^cannot list folder: EACCES/) }]);
      expect(r.status).toBe(2);
    } finally {
      fs.chmodSync(path.join(dir, 'locked'), 0o755);
    }
  });
});

describe('the quick test before the ignore matcher is loaded', () => {
  it('never says "no rule can ignore this" of a path the matcher ignores', () => {
    const dir = tempDir('may-ignore');
    const file = path.join(dir, '.gitignore');
    const pattern = fc.constantFrom('a', 'b', 'x.js', '*.js', 'a*', '*', 'A', 'b/', '/a', 'a/b', '**/b', '!a', 'c?', '[ab]', 'a/**', 'X.JS', 'a b', '\\#x');
    const segment = fc.constantFrom('a', 'b', 'c', 'x.js', 'A', 'ab', 'cd', 'a b', '#x');
    fc.assert(
      fc.property(fc.array(pattern, { minLength: 1, maxLength: 4 }), fc.array(segment, { minLength: 1, maxLength: 4 }), (lines, segments) => {
        fs.writeFileSync(file, lines.join('\n') + '\n');
        const rules = new IgnoreRules();
        rules.addFile(file, '');
        const rel = segments.join('/');
        if (rules.test(rel)) expect(rules.mayIgnore(rel), `${JSON.stringify(lines)} ${rel}`).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('hidden folders: the registry names the tool folders a search enters', () => {
  it('reads `.gitlab/` (a pipeline\'s included CI files) and leaves every other hidden folder and hidden file alone', async () => {
    const { discoverFiles } = await import('../src/engine/discover/discover.js');
    const { nameFilter, TOOL_FOLDERS } = await import('../src/languages/kinds.js');
    const { REGISTRY } = await import('../src/languages/registry.js');
    expect(TOOL_FOLDERS).toEqual(['.gitlab']);
    const dir = tempProject({
      '.gitlab/ci/legacy.gitlab-ci.yml': 'job:\n  script: curl https://git.example.com/api/v3/projects/1/builds\n',
      '.gitlab/ci/deploy.sh': 'curl https://git.example.com/api/v3/projects/1/builds\n',
      '.gitlab/issue_templates/Bug.md': '# Bug\n',
      '.gitlab/node_modules/x/index.js': V3,
      '.gitlab/.cache/x.sh': 'curl https://git.example.com/api/v3/projects/1/builds\n',
      '.github/workflows/ci.yml': 'jobs: {}\n',
      '.vscode/tasks.json': '{}\n',
      '.cache/old.js': V3,
      '.env': 'API=https://git.example.com/api/v3\n',
      'src/app.js': V3,
    });
    const all = new Set(REGISTRY.map((k) => k.name));
    const found = (await discoverFiles([dir], dir, { accept: nameFilter(all) })).files.map((f) => path.relative(dir, f).split(path.sep).join('/'));
    expect(found.sort()).toEqual(['.env', '.gitlab/ci/deploy.sh', '.gitlab/ci/legacy.gitlab-ci.yml', '.gitlab/issue_templates/Bug.md', 'src/app.js']);
    // A run of JavaScript only enters the folder too, and takes none of its YAML.
    const js = (await discoverFiles([dir], dir)).files.map((f) => path.relative(dir, f).split(path.sep).join('/'));
    expect(js.sort()).toEqual(['src/app.js']);
  });
});

describe('isInside', () => {
  it("says what path.relative says, a `..name` folder inside (its prefix test for normal POSIX paths)", () => {
    const paths = ['/', '/a', '/a/b', '/a/b/', '/a/./b', '/a/../a/b', '//a', '/a/..b', '/ab', '/a/b/c', '/a/.', '/a/..', 'a', 'a/b', '/x/a/b'];
    for (const child of paths) {
      for (const parent of paths) {
        const rel = path.relative(parent, child);
        const inside = rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
        expect([child, parent, isInside(child, parent)]).toEqual([child, parent, inside]);
      }
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '.', '..', '', '..a'), { maxLength: 5 }), fc.array(fc.constantFrom('a', 'b', '.', '..', ''), { maxLength: 5 }), (c, p) => {
        const child = `/${c.join('/')}`;
        const parent = `/${p.join('/')}`;
        const rel = path.relative(parent, child);
        return isInside(child, parent) === (rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel)));
      }),
    );
  });
});
