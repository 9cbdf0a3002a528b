// The CLI end to end, in-process: real temp folders, real files, main() as bin.ts calls it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as run, runJson, tempProject as project } from './support.js';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const V3_CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
/** Does not parse, and holds a v3 URL: if it is read at all, it shows up in `errors`. */
const BROKEN = "const url = '/api/v3/projects' +;\n";
const CONTRACT_FINDING_KEYS = ['file', 'line', 'column', 'endLine', 'endColumn', 'ruleId', 'change', 'severity', 'confidence', 'message', 'fix'];

interface Report {
  findings: Record<string, unknown>[];
  errors: { file: string; message: string }[];
  summary: Record<string, unknown> & { filesScanned: number; filesSkipped: number; filesWithErrors: number };
  diffs?: { file: string; diff: string }[];
}

const json = (argv: string[], cwd: string) => runJson<Report>(argv, cwd);

/** Every file's content, mode and mtime: equal snapshots mean nothing was written. */
function snapshot(dir: string, out: Record<string, string> = {}, root = dir): Record<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) snapshot(file, out, root);
    else if (entry.isFile()) {
      const stat = fs.statSync(file);
      out[path.relative(root, file)] = `${stat.mtimeMs} ${stat.mode} ${fs.readFileSync(file, 'base64')}`;
    }
  }
  return out;
}

describe('usage errors exit 2 and say what to do', () => {
  const dir = project({ 'a.js': 'const a = 1;\n', 'bad.json': '{ "serverVersion": ', 'wrong.json': '{ "severity": "loud" }', 'folder.json/a.json': '{}' });

  it.each([
    [['--frobnicate'], /Unknown argument: frobnicate\n/],
    [['--fomat', 'json'], /Unknown argument: fomat \(did you mean "--format"\?\)/],
    [['--no-ignre'], /Unknown argument: ignre \(did you mean "--no-ignore"\?\)/],
    [['--cache-location'], /--cache-location needs a value: The cache file/],
    [['--cache-location', '--fix'], /--cache-location needs a value/],
    [['-o'], /--output-file needs a value/],
    [['--format', 'xml'], /Invalid values:[\s\S]*format[\s\S]*xml/],
    [['does-not-exist'], /path not found: does-not-exist\. Pass existing files or folders/],
    [['a.js', 'missing/b.js', 'missing-c'], /path not found: missing\/b\.js, missing-c/],
    [['--server-version', '9'], /--server-version must look like 9\.0/],
    [['--server-version', 'v9.0'], /--server-version/],
    [['--min-confidence', 'certain'], /min-confidence/],
    [['--max-file-size', 'big'], /--max-file-size takes a size in bytes, such as 2097152/],
    [['--config', 'bad.json'], /bad\.json is not valid JSON/],
    [['--config', 'nope.json'], /configuration file not found: nope\.json/],
    [['--config', 'wrong.json'], /wrong\.json/],
    [['--config', 'folder.json'], /^gitlab-v4-migrate: folder\.json is a folder, not a configuration file\.\n/],
  ])('%j', async (argv, message) => {
    const out = await run(argv, dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(message);
    expect(out.stderr).toContain('Run "gitlab-v4-migrate --help" for the options and examples.');
    expect(out.stdout).toBe('');
  });
});

describe('--version and --help', () => {
  const dir = project({});

  it('--version prints the package version', async () => {
    const out = await run(['--version'], dir);
    expect(out).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('--help lists the options, examples and exit codes', async () => {
    const out = await run(['--help'], dir);
    expect(out.code).toBe(0);
    for (const text of ['--fix', '--fix-review', '--dry-run', '--format', '--server-version', '--min-confidence', 'Examples:', 'Exit codes']) {
      expect(out.stdout).toContain(text);
    }
    expect(out.stderr).toBe('');
  });
});

describe('the JSON report', () => {
  it('is one object with the contract keys, paths relative with forward slashes', async () => {
    const dir = project({ 'src/ok.js': 'export const a = 1;\n', 'src/deep/broken.ts': BROKEN });
    const { report, code, stderr } = await json([], dir);
    // version, tool and byFlag added with the report's schema (schemas/report.schema.json).
    expect(Object.keys(report).sort()).toEqual(['byFlag', 'errors', 'findings', 'summary', 'tool', 'version']);
    expect(Object.keys(report.summary)).toEqual(
      expect.arrayContaining(['filesScanned', 'filesSkipped', 'filesWithErrors', 'filesChanged', 'bySeverity', 'byFix', 'fixable']),
    );
    expect(report.summary).toMatchObject({ filesScanned: 2, filesSkipped: 0, filesWithErrors: 1 });
    // The file that does not parse still gets its v3 URL reported, by text search.
    expect(report.findings.length).toBeGreaterThan(0);
    for (const f of report.findings) expect(Object.keys(f).sort()).toEqual([...CONTRACT_FINDING_KEYS].sort());
    expect(report.findings[0]).toMatchObject({ file: 'src/deep/broken.ts', line: 1, column: 14, endLine: 1, change: 'prefix', fix: 'manual' });
    expect(report.errors).toEqual([{ file: 'src/deep/broken.ts', message: expect.stringMatching(/syntax error/) }]);
    expect(code).toBe(2);
    expect(stderr).toBe('');
  });

  it('counts columns without the byte order mark', async () => {
    const dir = project({ 'bom.ts': '\uFEFF' + BROKEN });
    const { report } = await json([], dir);
    expect(report.findings[0]).toMatchObject({ file: 'bom.ts', line: 1, column: 14 });
  });

  it('lists files in a stable, sorted order', async () => {
    const dir = project({ 'z.js': BROKEN, 'a.js': BROKEN, 'm/b.js': BROKEN, 'm/a.js': BROKEN });
    const { report } = await json(['z.js', 'm', '.'], dir);
    expect(report.errors.map((e) => e.file)).toEqual(['a.js', 'm/a.js', 'm/b.js', 'z.js']);
    expect(report.summary.filesScanned).toBe(4);
  });
});

describe('problem files', () => {
  it('records a syntax error and a non-UTF-8 file as errors; the other files still run', async () => {
    const dir = project({
      'a-ok.js': 'export const a = 1;\n',
      'b-broken.js': BROKEN,
      // Latin-1 `// été`, then an API call: a file that could hold one must be decoded.
      'c-latin1.js': Buffer.concat([Buffer.from([0x2f, 0x2f, 0x20, 0xe9, 0x74, 0xe9, 0x0a]), Buffer.from("fetch('/api/v3/projects');\n")]),
      // The same bytes without an API word: nothing to check, so nothing to complain about.
      'e-latin1-other.js': Buffer.from([0x2f, 0x2f, 0x20, 0xe9, 0x74, 0xe9, 0x0a]),
      'd-ok.ts': 'export const d: number = 1;\n',
    });
    const { report, code } = await json([], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([
      { file: 'b-broken.js', message: expect.stringMatching(/syntax error/) },
      { file: 'c-latin1.js', message: expect.stringMatching(/UTF-8/) },
    ]);
    expect(report.summary).toMatchObject({ filesScanned: 4, filesWithErrors: 2 });
  });

  // root reads files whatever their mode, so this can only be shown as another user.
  it.skipIf(process.getuid?.() === 0)('records an unreadable file as an error; the other files still run', async () => {
    const dir = project({ 'a.js': 'export const a = 1;\n', 'secret.js': 'export const s = 1;\n' });
    fs.chmodSync(path.join(dir, 'secret.js'), 0o000);
    const { report, code } = await json([], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([{ file: 'secret.js', message: expect.stringMatching(/cannot read/) }]);
    expect(report.summary.filesScanned).toBe(1);
  });

  it('--fix leaves a file that does not parse untouched and records the error', async () => {
    const dir = project({ 'broken.js': BROKEN, 'ok.js': 'export const a = 1;\n' });
    const before = snapshot(dir);
    const { report, code } = await json(['--fix'], dir);
    expect(snapshot(dir)).toEqual(before);
    expect(report.errors).toEqual([{ file: 'broken.js', message: expect.stringMatching(/syntax error/) }]);
    expect(report.summary).toMatchObject({ filesChanged: 0, filesScanned: 2 });
    expect(code).toBe(2);
  });

  it('--min-confidence drops findings below it, but not errors', async () => {
    const dir = project({ 'broken.js': BROKEN });
    const { report, code } = await json(['--min-confidence', 'medium'], dir);
    expect(report.findings).toEqual([]);
    expect(report.errors).toHaveLength(1);
    expect(code).toBe(2);
  });

  it('prints errors in the stylish format and exits 2', async () => {
    const dir = project({ 'broken.js': BROKEN });
    const out = await run([], dir);
    expect(out.code).toBe(2);
    expect(out.stdout).toContain('broken.js  could not be processed: syntax error');
    expect(out.stdout).toMatch(/1 file scanned, 1 could not be processed/);
  });
});

describe('file discovery', () => {
  const ignoredDirs = ['node_modules/pkg', 'dist', 'build', 'out', 'coverage', '.next', 'src/node_modules/x', 'generated', '.hidden'];

  it('skips dependencies, build output, .gitignored and minified files', async () => {
    const files: Record<string, string> = {
      '.gitignore': 'generated/\n*.gen.js\n',
      'src/app.js': 'export const a = 1;\n',
      'src/api.gen.js': BROKEN,
      'src/vendor.min.js': BROKEN,
      'src/bundle.js': BROKEN.trim() + ' '.repeat(6000) + '\n',
      // Not a kind of file the tool reads (README.md is: see test/adapters.test.ts).
      'notes.txt': BROKEN,
    };
    for (const d of ignoredDirs) files[`${d}/bad.js`] = BROKEN;
    const dir = project(files);
    const { report, code } = await json([], dir);
    expect(report.errors).toEqual([]);
    expect(report.findings).toEqual([]);
    expect(report.summary).toMatchObject({ filesScanned: 1, filesSkipped: 1 });
    expect(code).toBe(0);

    const human = await run([], dir);
    expect(human.stdout).toMatch(/src\/bundle\.js {2}skipped: looks minified/);
  });

  it('applies the repository root .gitignore when run in a subfolder', async () => {
    const dir = project({ '.git/HEAD': 'ref: refs/heads/main\n', '.gitignore': 'generated/\n', 'pkg/app/generated/x.js': BROKEN, 'pkg/app/ok.js': 'export {};\n' });
    const { report } = await json([], path.join(dir, 'pkg', 'app'));
    expect(report.errors).toEqual([]);
    expect(report.summary.filesScanned).toBe(1);
  });

  it('searches a build folder that is named on the command line, and names of files too', async () => {
    const dir = project({ 'build/gen.js': BROKEN, 'build/node_modules/x.js': BROKEN, 'notes.txt': 'x', 'lib/v.min.js': BROKEN });
    const { report } = await json(['build', 'notes.txt', 'lib/v.min.js'], dir);
    expect(report.errors.map((e) => e.file)).toEqual(['build/gen.js']);
    expect(report.summary).toMatchObject({ filesScanned: 1, filesSkipped: 2 });
  });

  it('takes every supported extension', async () => {
    const exts = ['js', 'cjs', 'mjs', 'jsx', 'ts', 'cts', 'mts', 'tsx'];
    const dir = project(Object.fromEntries(exts.map((e) => [`f.${e}`, 'export {};\n'])));
    const { report } = await json(['.'], dir);
    expect(report.summary.filesScanned).toBe(exts.length);
  });

  it('escapes glob syntax in folder names', async () => {
    const dir = project({ 'app/[id]/page.tsx': BROKEN, 'app/i/page.tsx': 'export {};\n' });
    const { report } = await json(['app/[id]'], dir);
    expect(report.errors.map((e) => e.file)).toEqual(['app/[id]/page.tsx']);
  });
});

describe('--dry-run', () => {
  it('writes nothing', async () => {
    const dir = project({ 'src/api.js': V3_CALL, 'src/other.ts': "fetch('/api/v3/projects/1/builds');\n", 'src/broken.js': BROKEN });
    const before = snapshot(dir);
    const out = await run(['--dry-run'], dir);
    expect(snapshot(dir)).toEqual(before);
    expect(out.stdout).toContain('Dry run');
    const { report } = await json(['--dry-run', '--fix-review'], dir);
    expect(snapshot(dir)).toEqual(before);
    expect(Array.isArray(report.diffs)).toBe(true);
  });
});

describe('colours', () => {
  const dir = project({ 'broken.js': BROKEN });
  const ESC = '\u001b[';

  it('are off when stdout is not a terminal', async () => {
    expect((await run([], dir)).stdout).not.toContain(ESC);
  });
  it('are on in a terminal, and NO_COLOR turns them off', async () => {
    expect((await run([], dir, {}, true)).stdout).toContain(ESC);
    expect((await run([], dir, { NO_COLOR: '1' }, true)).stdout).not.toContain(ESC);
  });
  it('FORCE_COLOR turns them on outside a terminal', async () => {
    expect((await run([], dir, { FORCE_COLOR: '1' })).stdout).toContain(ESC);
    expect((await run([], dir, { FORCE_COLOR: '0' }, true)).stdout).not.toContain(ESC);
  });
  it('never colour JSON', async () => {
    expect((await run(['--format', 'json'], dir, { FORCE_COLOR: '1' })).stdout).not.toContain(ESC);
  });
});

// These need the core's analysis (src/core/analyze.ts); they fail while it is a stub.
describe('with the core', () => {
  it('reports the v3 prefix and the builds → jobs change, and exits 1', async () => {
    const dir = project({ 'src/api.js': V3_CALL });
    const { report, code } = await json([], dir);
    const changes = report.findings.map((f) => f.change);
    expect(changes).toEqual(expect.arrayContaining(['prefix', '9.0/12']));
    expect(report.findings.every((f) => f.file === 'src/api.js')).toBe(true);
    expect(code).toBe(1);
    const human = await run([], dir);
    expect(human.stdout).toMatch(/src\/api\.js:1:\d+ {2}(error|warning)/);
    expect(human.stdout).toContain('(9.0/12)');
    expect(human.stdout).toMatch(/can be fixed with --fix/);
  });

  it('--server-version leaves out changes newer than the server', async () => {
    const dir = project({ 'src/api.js': V3_CALL });
    const { report } = await json(['--server-version', '8.17'], dir);
    expect(report.findings.map((f) => f.change)).not.toContain('9.0/12');
  });

  it('--fix rewrites the call to v4, keeping BOM, CRLF line ends and the file mode', async () => {
    const crlf = '\uFEFF// client\r\n' + V3_CALL.replace('\n', '\r\n') + 'export {};\r\n';
    const dir = project({ 'src/api.js': V3_CALL, 'src/crlf.js': crlf });
    fs.chmodSync(path.join(dir, 'src/crlf.js'), 0o754);
    const out = await run(['--fix'], dir);
    const fixed = fs.readFileSync(path.join(dir, 'src/api.js'), 'utf8');
    expect(fixed).toContain('/api/v4/projects/');
    expect(fixed).toContain('/jobs');
    expect(fixed).not.toContain('/api/v3');
    const fixedCrlf = fs.readFileSync(path.join(dir, 'src/crlf.js'), 'utf8');
    expect(fixedCrlf.startsWith('\uFEFF// client\r\n')).toBe(true);
    expect(fixedCrlf).toContain('/api/v4/projects/');
    expect(fixedCrlf.replace(/\r\n/g, '')).not.toContain('\n');
    expect(fs.statSync(path.join(dir, 'src/crlf.js')).mode & 0o777).toBe(0o754);
    expect(out.stdout).toMatch(/Fixed \d+ findings? in 2 files/);
    expect(out.code).toBe(0);
  });

  it('--dry-run prints the unified diff --fix would apply', async () => {
    const dir = project({ 'src/api.js': V3_CALL });
    const out = await run(['--dry-run'], dir);
    expect(out.stdout).toContain('--- a/src/api.js');
    expect(out.stdout).toContain('+++ b/src/api.js');
    expect(out.stdout).toMatch(/^-.*\/api\/v3\/projects\/.*\/builds/m);
    expect(out.stdout).toMatch(/^\+.*\/api\/v4\/projects\/.*\/jobs/m);
    expect(fs.readFileSync(path.join(dir, 'src/api.js'), 'utf8')).toBe(V3_CALL);
    const { report } = await json(['--dry-run'], dir);
    expect(report.diffs).toEqual([{ file: 'src/api.js', diff: expect.stringContaining('+++ b/src/api.js') }]);
  });
});
