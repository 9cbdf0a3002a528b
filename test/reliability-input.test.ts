// Bad input never stops a run: each problem file gets a message that names it (an error, or a
// skip reason), and the other files are still checked. Usage errors exit 2 and say what to do.
// Regular expressions stay linear on long lines. In-process, through main() as bin.ts calls it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText, mayHoldApiCall } from '../src/core/index.js';
import { loadConfigSync } from '../src/config/load.js';
import { ConfigError } from '../src/config/validate.js';
import { DEFAULT_MAX_FILE_SIZE, inspectBytes } from '../src/engine/text.js';
import { runCli as run, runJson, tempProject as project } from './support.js';

const V3_CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
const OK = 'export const a = 1;\n';
const IS_ROOT = process.getuid?.() === 0;
const WINDOWS = process.platform === 'win32';

interface Report {
  findings: { file: string; line: number; column: number; change: string; fix: string; confidence: string }[];
  errors: { file: string; message: string }[];
  summary: { filesScanned: number; filesSkipped: number; filesWithErrors: number; filesChanged: number };
}

const json = (argv: string[], cwd: string) => runJson<Report>(argv, cwd);

/** The stylish report's line for a file. */
async function stylishLine(argv: string[], cwd: string, file: string): Promise<string> {
  const { stdout } = await run(argv, cwd);
  return stdout.split('\n').find((l) => l.includes(file)) ?? `(no line names ${file} in:\n${stdout})`;
}

describe('syntax errors', () => {
  const BROKEN = "import axios from 'axios';\nconst url = 'https://gitlab.example.com/api/v3/projects/' +;\naxios.get(`/api/v3/users`);\n";

  it('are errors naming the file, and the /api/v3 URLs of the file are still reported (text search, no fix)', async () => {
    const dir = project({ 'a-ok.js': V3_CALL, 'b-broken.ts': BROKEN, 'c-ok.js': OK });
    const { report, code } = await json([], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([{ file: 'b-broken.ts', message: expect.stringMatching(/^syntax error: .*\(line 2, column \d+\)/) }]);
    const broken = report.findings.filter((f) => f.file === 'b-broken.ts');
    expect(broken.map((f) => [f.line, f.change, f.fix, f.confidence])).toEqual([
      [2, 'prefix', 'manual', 'low'],
      [3, 'prefix', 'manual', 'low'],
    ]);
    // The files around it are checked as usual.
    expect(report.findings.some((f) => f.file === 'a-ok.js' && f.change === '9.0/12')).toBe(true);
    expect(report.summary).toMatchObject({ filesScanned: 3, filesWithErrors: 1 });
    expect((await run([], dir)).stdout).toMatch(/b-broken\.ts {2}could not be processed: syntax error/);
  });

  it('--fix writes the files that parse and leaves the broken one as it was', async () => {
    const dir = project({ 'a.js': V3_CALL, 'broken.js': BROKEN });
    const { report } = await json(['--fix'], dir);
    expect(fs.readFileSync(path.join(dir, 'broken.js'), 'utf8')).toBe(BROKEN);
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(fixText(V3_CALL, 'a.js').output);
    expect(report.summary.filesChanged).toBe(1);
  });
});

describe('binary, encodings, size', () => {
  it('skips a file with NUL bytes as binary, with the reason, when it holds an API word', async () => {
    const blob = (tail: string) => Buffer.concat([Buffer.from([0x63, 0x6f, 0x6e, 0x73, 0x74, 0x00, 0x01, 0xff]), Buffer.from(tail)]);
    // Without an API word the bytes are not worth a look: scanned, nothing found, no reason given.
    const dir = project({ 'a.js': V3_CALL, 'blob.js': blob('/api/v3'), 'other-blob.js': blob('/api') });
    const { report, code } = await json([], dir);
    expect(report.errors).toEqual([]);
    expect(report.summary).toMatchObject({ filesScanned: 2, filesSkipped: 1 });
    expect(code).toBe(1);
    expect(await stylishLine([], dir, 'blob.js')).toMatch(/blob\.js {2}skipped: binary file \(a NUL byte at offset 5\)/);
  });

  it('reports non-UTF-8 text as an error with where the bad byte is, and never writes it', async () => {
    const latin1 = Buffer.concat([Buffer.from("// caf"), Buffer.from([0xe9]), Buffer.from('\n' + V3_CALL)]);
    const dir = project({ 'a.js': V3_CALL, 'latin1.js': latin1 });
    const { report, code } = await json(['--fix'], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([{ file: 'latin1.js', message: expect.stringMatching(/not UTF-8 text \(an invalid byte sequence at offset 6\); convert the file to UTF-8/) }]);
    expect(fs.readFileSync(path.join(dir, 'latin1.js')).equals(latin1)).toBe(true);
    expect(report.summary.filesChanged).toBe(1);
  });

  it('reports UTF-16 text as an encoding error, not as binary', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(V3_CALL, 'utf16le')]);
    const dir = project({ 'wide.js': utf16, 'a.js': OK });
    const { report } = await json([], dir);
    expect(report.errors).toEqual([{ file: 'wide.js', message: expect.stringMatching(/UTF-16 .*convert the file to UTF-8/) }]);
    expect(report.summary.filesScanned).toBe(1);
  });

  it('reports UTF-16 without a byte order mark as an encoding error too, told by where its NUL bytes are', async () => {
    const be = Buffer.from(V3_CALL, 'utf16le').swap16();
    const dir = project({ 'le.js': Buffer.from(V3_CALL, 'utf16le'), 'be.ts': be, 'a.js': OK });
    const { report, code } = await json(['--fix'], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([
      { file: 'be.ts', message: expect.stringMatching(/^UTF-16BE text without a byte order mark .*convert the file to UTF-8/) },
      { file: 'le.js', message: expect.stringMatching(/^UTF-16LE text without a byte order mark/) },
    ]);
    expect(fs.readFileSync(path.join(dir, 'be.ts')).equals(be)).toBe(true);
    // Binary data with NUL bytes in every other place is still binary: it decodes to control characters.
    const counts = Buffer.from(Uint16Array.from([1, 2, 3, 4, 5, 6, 7, 8]).buffer);
    expect(inspectBytes(Buffer.concat([counts, Buffer.from('/api/v3')]))).toMatchObject({ kind: 'skipped', reason: expect.stringMatching(/^binary file/) });
  });

  it('keeps a UTF-8 byte order mark, and tells overlong and surrogate encodings from UTF-8', () => {
    expect(inspectBytes(Buffer.from('\uFEFF' + OK))).toMatchObject({ kind: 'text', decoded: { bom: true, text: OK } });
    for (const bad of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x61, 0xe2, 0x82]]) {
      expect(inspectBytes(Buffer.from(bad))).toMatchObject({ kind: 'error', message: expect.stringContaining('not UTF-8') });
    }
  });

  it('skips files above 1 MiB with the reason and the way to include them; --max-file-size and --include-large include them', async () => {
    expect(DEFAULT_MAX_FILE_SIZE).toBe(1024 * 1024);
    // Many short lines: large, but not minified-looking.
    const line = '// ' + 'x'.repeat(60) + '\n';
    const big = V3_CALL + line.repeat(Math.ceil((DEFAULT_MAX_FILE_SIZE + 1) / line.length));
    const dir = project({ 'big.js': big, 'small.js': V3_CALL });
    const plain = await json([], dir);
    expect(plain.report.summary).toMatchObject({ filesScanned: 1, filesSkipped: 1 });
    expect(plain.report.findings.every((f) => f.file === 'small.js')).toBe(true);
    expect(await stylishLine([], dir, 'big.js')).toMatch(/big\.js {2}skipped: larger than 1 MiB \(\d+ bytes\); raise the limit with --max-file-size, or pass --include-large/);

    for (const flags of [['--max-file-size', '2MiB'], ['--max-file-size', String(big.length)], ['--include-large']]) {
      const { report } = await json(flags, dir);
      expect(report.summary, flags.join(' ')).toMatchObject({ filesScanned: 2, filesSkipped: 0 });
      expect(report.findings.some((f) => f.file === 'big.js')).toBe(true);
    }
    // A lower limit skips the small file too.
    expect((await json(['--max-file-size', '10'], dir)).report.summary).toMatchObject({ filesScanned: 0, filesSkipped: 2 });
  });

  it('--include-large also reads files that look minified', async () => {
    const bundle = V3_CALL.trim() + ' '.repeat(6000) + '\n';
    const dir = project({ 'bundle.js': bundle });
    expect((await json([], dir)).report.summary).toMatchObject({ filesScanned: 0, filesSkipped: 1 });
    expect(await stylishLine([], dir, 'bundle.js')).toMatch(/looks minified .*pass --include-large/);
    const { report } = await json(['--include-large'], dir);
    expect(report.summary).toMatchObject({ filesScanned: 1, filesSkipped: 0 });
    expect(report.findings.length).toBeGreaterThan(0);
  });
});

describe('unreadable files, links, folders', () => {
  it.skipIf(IS_ROOT || WINDOWS)('an unreadable file is an error naming it; the rest still runs', async () => {
    const dir = project({ 'a.js': V3_CALL, 'secret.js': OK });
    fs.chmodSync(path.join(dir, 'secret.js'), 0o000);
    const { report } = await json([], dir);
    expect(report.errors).toEqual([{ file: 'secret.js', message: expect.stringMatching(/cannot read the file: EACCES/) }]);
    expect(report.summary.filesScanned).toBe(1);
  });

  it.skipIf(WINDOWS)('a folder with a link back to itself is searched once, without hanging', async () => {
    const dir = project({ 'src/a.js': V3_CALL, 'src/deep/b.js': OK });
    fs.symlinkSync('..', path.join(dir, 'src/deep/up'));
    fs.symlinkSync('.', path.join(dir, 'src/self'));
    fs.symlinkSync('loop-b', path.join(dir, 'src/loop-a.js'));
    fs.symlinkSync('loop-a.js', path.join(dir, 'src/loop-b'));
    const { report } = await json([], dir);
    expect(report.errors).toEqual([]);
    expect(report.summary.filesScanned).toBe(2);
  });

  it.skipIf(WINDOWS)('a named link that loops, or leads nowhere, is an error naming it; the rest still runs', async () => {
    const dir = project({ 'a.js': V3_CALL });
    fs.symlinkSync('loop.js', path.join(dir, 'loop.js'));
    fs.symlinkSync('missing.js', path.join(dir, 'dangling.js'));
    const { report, code } = await json(['loop.js', 'dangling.js', 'a.js'], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([
      { file: 'dangling.js', message: expect.stringMatching(/symbolic link whose target does not exist/) },
      { file: 'loop.js', message: expect.stringMatching(/symbolic link loop/) },
    ]);
    expect(report.summary.filesScanned).toBe(1);
  });

  it.skipIf(WINDOWS)('a named pipe is skipped, not read (reading it would block)', async () => {
    const dir = project({ 'a.js': OK });
    const { spawnSync } = await import('node:child_process');
    if (spawnSync('mkfifo', [path.join(dir, 'pipe.js')]).status !== 0) return;
    const { report } = await json(['pipe.js', 'a.js'], dir);
    expect(report.errors).toEqual([]);
    expect(report.summary).toMatchObject({ filesScanned: 1, filesSkipped: 1 });
    expect(await stylishLine(['pipe.js', 'a.js'], dir, 'pipe.js')).toMatch(/skipped: not a regular file/);
    // In a folder it is not listed at all.
    expect((await json([], dir)).report.summary).toMatchObject({ filesScanned: 1, filesSkipped: 0 });
  });

  it('a .gitignore in a subfolder applies at any depth below it, and `!` takes a file back', async () => {
    const dir = project({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.gitignore': 'generated/\n',
      'pkg/.gitignore': '*.gen.js\n!keep.gen.js\n/top-only.js\n',
      'pkg/a/b/x.gen.js': V3_CALL,
      'pkg/a/keep.gen.js': OK,
      'pkg/top-only.js': V3_CALL,
      'pkg/a/top-only.js': OK,
      'pkg/generated/y.js': V3_CALL,
      'other/x.gen.js': OK,
    });
    const scanned = async (cwd: string, args: string[] = []) => {
      const { report } = await json(args, cwd);
      expect(report.errors).toEqual([]);
      return report.summary.filesScanned;
    };
    // pkg/a/keep.gen.js, pkg/a/top-only.js, other/x.gen.js
    expect(await scanned(dir)).toBe(3);
    expect(await scanned(path.join(dir, 'pkg'))).toBe(2);
    expect(await scanned(dir, ['pkg/a'])).toBe(2);
  });

  it('an empty folder is no error: zero files, exit 0', async () => {
    const dir = project({});
    fs.mkdirSync(path.join(dir, 'empty'));
    for (const args of [[], ['empty']]) {
      const { report, code } = await json(args, dir);
      expect(code).toBe(0);
      expect(report.errors).toEqual([]);
      expect(report.summary).toMatchObject({ filesScanned: 0, filesSkipped: 0, filesWithErrors: 0 });
    }
  });
});

describe('configuration', () => {
  it('a folder where the configuration file is looked for is a usage error (exit 2, no stack trace)', async () => {
    for (const place of ['gitlab-v4-migrate.config.json', 'package.json']) {
      const dir = project({ [`${place}/inner.json`]: '{}', 'a.js': V3_CALL });
      const out = await run([], dir);
      expect(out).toMatchObject({ code: 2, stdout: '' });
      expect(out.stderr).toBe(`gitlab-v4-migrate: ${place} is a folder, not a configuration file.\nRun "gitlab-v4-migrate --help" for the options and examples.\n`);
    }
  });

  // A link that loops cannot be read, even by root: the CLI's search and the plugin's (synchronous) one say so.
  it.skipIf(WINDOWS)('a configuration that cannot be read is a usage error in the CLI and a clear message in the plugin', async () => {
    for (const place of ['gitlab-v4-migrate.config.json', 'package.json']) {
      const dir = project({ 'a.js': V3_CALL });
      fs.symlinkSync(place, path.join(dir, place));
      const out = await run([], dir);
      expect(out).toMatchObject({ code: 2, stdout: '' });
      expect(out.stderr).toMatch(new RegExp(`^gitlab-v4-migrate: cannot read the configuration: ELOOP: .*${place.replace('.', '\\.')}`));
      expect(() => loadConfigSync(dir)).toThrow(ConfigError);
      expect(() => loadConfigSync(dir)).toThrow(/^cannot read the configuration: ELOOP/);
    }
  });
});

describe('regular expressions stay linear on long lines', () => {
  // No timing assertion: a super-linear pattern on 1 MB runs for minutes, and the test timeout
  // (vitest.config.ts) stops it. Each input is one line of about 1 MB.
  const MB = 1024 * 1024;
  const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length));
  const adversarial: Record<string, string> = {
    'repeated /api/v3': fill('/api/v3'),
    'repeated a/': fill('a/'),
    'slashes': fill('/'),
    'route-like words': fill('projects/:id/'),
    'spaces then no end': ' '.repeat(MB) + 'x',
    'one long string literal': `const s = '${fill('/api/v3/projects/')}';`,
    'one long template': `const s = \`${fill('/api/v3/projects/${id}')}\`;`,
    'a long concatenation': `const s = ${fill("'/api/v3/' + ")}'';`,
    'word characters': fill('api_v3_projects'),
    'backslashes': fill('\\'),
    'comment': `// ${fill('/api/v3 ')}`,
  };

  it.each(Object.keys(adversarial))('%s: the prefilter and checkText complete', (name) => {
    const text = adversarial[name];
    expect(text.length).toBeGreaterThanOrEqual(MB);
    expect(typeof mayHoldApiCall(text)).toBe('boolean');
    const result = checkText(text, 'long.js');
    expect(Array.isArray(result.findings)).toBe(true);
  });
});

describe('huge inputs take linear time', () => {
  // No timing assertion, as above: each of these took minutes (or gigabytes) when some step read
  // the whole file once per call or literal, and the test timeout stops it.
  it('a file of 10,000 v3 calls, each with its own literal, is checked (was 7 minutes: the text was read once per call)', () => {
    const text = "fetch('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n".repeat(10_000);
    const result = checkText(text, 'calls.js');
    expect(result.findings.filter((f) => f.change === 'prefix')).toHaveLength(10_000);
    expect(result.findings.filter((f) => f.change === '9.0/12')).toHaveLength(10_000);
  });

  it('a 7 MB string holding /api/v3 a million times is checked with --fix --include-large, and the file beside it fixed', async () => {
    const huge = `const s = "${'/api/v3'.repeat(1_000_000)}";\n`;
    const dir = project({ 'huge.js': huge, 'a.js': V3_CALL });
    const { report } = await json(['--fix', '--include-large'], dir);
    expect(report.errors).toEqual([]);
    // The string spells no v4 route after its prefix (`/api/v3/api/v3…`): it is reported and held, not moved.
    expect(report.summary).toMatchObject({ filesScanned: 2, filesChanged: 1 });
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(fixText(V3_CALL, 'a.js').output);
    const held = report.findings.filter((f) => f.file === 'huge.js');
    expect(held.map((f) => [f.change, f.fix])).toEqual([['prefix', 'manual']]);
    expect(fs.readFileSync(path.join(dir, 'huge.js'), 'utf8')).toBe(huge);
  });
});

describe('the docs', () => {
  const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const usage = fs.readFileSync(new URL('../docs/usage.md', import.meta.url), 'utf8');
  const guarantees = fs.readFileSync(new URL('../docs/guarantees.md', import.meta.url), 'utf8');

  it('state the guarantees, linked from the README, with the size limit the engine uses', () => {
    expect(readme).toContain('](docs/guarantees.md)');
    expect(guarantees.startsWith('# Guarantees\n')).toBe(true);
    const section = guarantees;
    expect(DEFAULT_MAX_FILE_SIZE).toBe(1024 * 1024);
    for (const text of ['Larger than 1 MiB', '--max-file-size', '--include-large', 'Syntax error', 'Not UTF-8', 'Symbolic link loop', 'atomic', 'network']) {
      expect(section).toContain(text);
    }
  });

  it('documents flags that --help lists', async () => {
    const { stdout } = await run(['--help'], os.tmpdir());
    for (const flag of ['--max-file-size', '--include-large']) {
      expect(stdout).toContain(flag);
      expect(usage).toContain(`| \`${flag}`);
    }
  });
});
