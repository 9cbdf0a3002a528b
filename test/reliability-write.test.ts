// Writes never break a file: atomic (temporary file + rename in the same folder), keeping mode,
// line endings, byte order mark and encoding; a file changed on disk meanwhile is not
// overwritten; nothing is written outside the paths given, also through symbolic links.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixText } from '../src/core/index.js';
import { writeFixed, WriteError, writeScope } from '../src/engine/write/fixed-files.js';
import { runJson, tempProject as project } from './support.js';

const V3_CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');";
const POSIX = process.platform !== 'win32';

interface Report {
  errors: { file: string; message: string }[];
  summary: { filesScanned: number; filesChanged: number };
}

const fix = (argv: string[], cwd: string) => runJson<Report>(['--fix', ...argv], cwd);

/** What --fix must write for a file: the core's output, with the BOM put back. */
function expectedFix(bytes: Buffer, name: string): Buffer {
  const text = bytes.toString('utf8');
  const bom = text.startsWith('\uFEFF');
  const out = fixText(bom ? text.slice(1) : text, name).output;
  return Buffer.from((bom ? '\uFEFF' : '') + out, 'utf8');
}

const breaks = (s: string) => s.match(/\r\n|\r|\n/g)?.join(',') ?? '';

/** Leftover temporary files: anything in the folder that was not there before, or is hidden. */
function litter(dir: string, expected: string[]): string[] {
  return fs.readdirSync(dir).filter((f) => !expected.includes(f));
}

describe('--fix writes', () => {
  const contents: Record<string, string> = {
    'lf.js': `// lf\n${V3_CALL}\nexport {};\n`,
    'crlf.js': `// crlf\r\n${V3_CALL}\r\nexport {};\r\n`,
    'mixed.js': `// mixed\r\n${V3_CALL}\nexport {};\r\n\n// end\r`,
    'cr.js': `// classic mac\r${V3_CALL}\rexport {};\r`,
    'bom.ts': `\uFEFF// bom\r\n${V3_CALL}\r\n`,
    'no-eol.js': V3_CALL,
    'unicode.js': `// ünïcödé 🦊\nconst 名前 = '𝒳';\n${V3_CALL}\n`,
  };

  it('replace each file whole with the fixed text, keeping line endings and the BOM, leaving no temporary file', async () => {
    const dir = project(contents);
    const before = Object.fromEntries(Object.keys(contents).map((f) => [f, fs.statSync(path.join(dir, f)).ino]));
    const { report, code } = await fix([], dir);
    expect(report.errors).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary.filesChanged).toBe(Object.keys(contents).length);
    for (const [name, text] of Object.entries(contents)) {
      const written = fs.readFileSync(path.join(dir, name));
      expect(written.equals(expectedFix(Buffer.from(text), name)), name).toBe(true);
      expect(written.toString('utf8')).toContain('/api/v4/projects/');
      expect(breaks(written.toString('utf8')), name).toBe(breaks(text));
      expect(written.toString('utf8').startsWith('\uFEFF'), name).toBe(text.startsWith('\uFEFF'));
      // A new inode: the file was replaced by a rename, not rewritten in place.
      if (POSIX) expect(fs.statSync(path.join(dir, name)).ino, name).not.toBe(before[name]);
    }
    expect(litter(dir, Object.keys(contents))).toEqual([]);
  });

  it.skipIf(!POSIX)('keep the file mode', async () => {
    const modes = { 'exec.js': 0o755, 'private.js': 0o600, 'group.js': 0o640, 'odd.js': 0o704 };
    const dir = project(Object.fromEntries(Object.keys(modes).map((f) => [f, V3_CALL + '\n'])));
    for (const [f, mode] of Object.entries(modes)) fs.chmodSync(path.join(dir, f), mode);
    const { report } = await fix([], dir);
    expect(report.summary.filesChanged).toBe(4);
    for (const [f, mode] of Object.entries(modes)) expect(fs.statSync(path.join(dir, f)).mode & 0o7777, f).toBe(mode);
  });

  // chown clears the setuid and setgid bits: the owner must be given before the mode.
  it.skipIf(!POSIX || process.getuid?.() !== 0)('keep setuid, setgid and sticky bits and the owner when run as root', async () => {
    const modes = { 'setuid.js': 0o4755, 'setgid.js': 0o2750, 'both.js': 0o6711, 'sticky.js': 0o1644 };
    const dir = project(Object.fromEntries(Object.keys(modes).map((f) => [f, V3_CALL + '\n'])));
    for (const [f, mode] of Object.entries(modes)) {
      fs.chownSync(path.join(dir, f), 4321, 4322);
      fs.chmodSync(path.join(dir, f), mode);
    }
    const { report } = await fix([], dir);
    expect(report.summary.filesChanged).toBe(4);
    for (const [f, mode] of Object.entries(modes)) {
      const stat = fs.statSync(path.join(dir, f));
      expect([stat.mode & 0o7777, stat.uid, stat.gid], f).toEqual([mode, 4321, 4322]);
    }
  });

  it('leave files without a fix untouched (same inode, same mtime)', async () => {
    const dir = project({
      'clean.js': 'export const a = 1;\n',
      // Only manual findings: nothing to write.
      'manual.js': "const API = 'https://gitlab.example.com/api/v3';\nfetch(API + '/projects/' + id + '/repository/commits/' + sha + '/builds');\n",
    });
    const stat = (f: string) => {
      const s = fs.statSync(path.join(dir, f));
      return [s.ino, s.mtimeMs, s.size];
    };
    const before = [stat('clean.js'), stat('manual.js')];
    const snapshot = fs.readFileSync(path.join(dir, 'manual.js'));
    await fix([], dir);
    expect([stat('clean.js'), stat('manual.js')]).toEqual(before);
    expect(fs.readFileSync(path.join(dir, 'manual.js')).equals(snapshot)).toBe(true);
  });

  it('never write a file that is not UTF-8', async () => {
    const latin1 = Buffer.concat([Buffer.from(`// caf`), Buffer.from([0xe9]), Buffer.from(`\n${V3_CALL}\n`)]);
    const dir = project({ 'latin1.js': latin1 });
    const { report } = await fix([], dir);
    expect(report.errors).toEqual([{ file: 'latin1.js', message: expect.stringMatching(/not UTF-8/) }]);
    expect(fs.readFileSync(path.join(dir, 'latin1.js')).equals(latin1)).toBe(true);
  });

  it.skipIf(!POSIX)('refuse a read-only file, with the reason; the others are fixed', async () => {
    const dir = project({ 'locked.js': V3_CALL + '\n', 'open.js': V3_CALL + '\n' });
    fs.chmodSync(path.join(dir, 'locked.js'), 0o444);
    const { report, code } = await fix([], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([{ file: 'locked.js', message: 'not written: the file is read-only' }]);
    expect(fs.readFileSync(path.join(dir, 'locked.js'), 'utf8')).toBe(V3_CALL + '\n');
    expect(fs.readFileSync(path.join(dir, 'open.js'), 'utf8')).toContain('/api/v4/');
  });
});

describe.skipIf(!POSIX)('symbolic links', () => {
  it('a named link to a file outside the paths given is not written through; the target stays as it was', async () => {
    const outside = project({ 'target.js': V3_CALL + '\n' });
    const dir = project({ 'ok.js': V3_CALL + '\n' });
    fs.symlinkSync(path.join(outside, 'target.js'), path.join(dir, 'link.js'));
    const { report, code } = await fix(['link.js', 'ok.js'], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([
      { file: 'link.js', message: expect.stringMatching(/^not written: the path leads through a symbolic link to .*target\.js, outside the paths given$/) },
    ]);
    expect(fs.readFileSync(path.join(outside, 'target.js'), 'utf8')).toBe(V3_CALL + '\n');
    expect(fs.lstatSync(path.join(dir, 'link.js')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'ok.js'), 'utf8')).toContain('/api/v4/');
    expect(litter(outside, ['target.js'])).toEqual([]);
  });

  it('a link found in a folder is not followed at all', async () => {
    const outside = project({ 'target.js': V3_CALL + '\n' });
    const dir = project({ 'src/ok.js': 'export {};\n' });
    fs.symlinkSync(path.join(outside, 'target.js'), path.join(dir, 'src/link.js'));
    fs.symlinkSync(outside, path.join(dir, 'src/linked-folder'));
    const { report } = await fix([], dir);
    expect(report.errors).toEqual([]);
    expect(report.summary.filesScanned).toBe(1);
    expect(fs.readFileSync(path.join(outside, 'target.js'), 'utf8')).toBe(V3_CALL + '\n');
  });

  it('a link to a file that is under the paths given is written through: the target changes, the link stays', async () => {
    const dir = project({ 'real.js': V3_CALL + '\n' });
    fs.symlinkSync('real.js', path.join(dir, 'alias.js'));
    const { report } = await fix(['alias.js', 'real.js'], dir);
    // One file, reached twice: fixed once, without a "changed on disk" error for the second.
    expect(report.errors).toEqual([]);
    expect(report.summary).toMatchObject({ filesScanned: 1, filesChanged: 1 });
    expect(fs.readFileSync(path.join(dir, 'real.js'), 'utf8')).toContain('/api/v4/');
    expect(fs.lstatSync(path.join(dir, 'alias.js')).isSymbolicLink()).toBe(true);
  });

  it('a named folder that is a link is searched and written: naming it is the choice', async () => {
    const elsewhere = project({ 'api.js': V3_CALL + '\n' });
    const dir = project({});
    fs.symlinkSync(elsewhere, path.join(dir, 'vendor-link'));
    const { report } = await fix(['vendor-link'], dir);
    expect(report.errors).toEqual([]);
    expect(fs.readFileSync(path.join(elsewhere, 'api.js'), 'utf8')).toContain('/api/v4/');
  });

  it('a folder given twice, once through a link, is checked and fixed once', async () => {
    const dir = project({ 'src/api.js': V3_CALL + '\n' });
    fs.symlinkSync('src', path.join(dir, 'again'));
    const { report } = await fix(['src', 'again'], dir);
    expect(report.errors).toEqual([]);
    expect(report.summary).toMatchObject({ filesScanned: 1, filesChanged: 1 });
  });
});

describe('writeFixed', () => {
  it('does not overwrite a file that changed after it was read, and leaves no temporary file', async () => {
    const dir = project({ 'a.js': 'const original = 1;\n' });
    const file = path.join(dir, 'a.js');
    const read = fs.readFileSync(file);
    // An editor saves the file meanwhile.
    fs.writeFileSync(file, 'const edited = 2;\n');
    const scope = await writeScope(['.'], dir);
    await expect(writeFixed(file, read, 'const fixed = 3;\n', scope)).rejects.toThrow(WriteError);
    await expect(writeFixed(file, read, 'const fixed = 3;\n', scope)).rejects.toThrow(/changed on disk while it was being fixed; run again/);
    expect(fs.readFileSync(file, 'utf8')).toBe('const edited = 2;\n');
    expect(litter(dir, ['a.js'])).toEqual([]);
    // With the current content it writes.
    await writeFixed(file, fs.readFileSync(file), 'const fixed = 3;\n', scope);
    expect(fs.readFileSync(file, 'utf8')).toBe('const fixed = 3;\n');
  });

  it('writes only where the scope allows', async () => {
    const dir = project({ 'in/a.js': 'a\n', 'out/b.js': 'b\n' });
    const scope = await writeScope(['in'], dir);
    const outside = path.join(dir, 'out/b.js');
    await expect(writeFixed(outside, fs.readFileSync(outside), 'x\n', scope)).rejects.toThrow(/outside the paths given/);
    expect(fs.readFileSync(outside, 'utf8')).toBe('b\n');
  });

  it('refuses text UTF-8 cannot carry (a lone surrogate would be written as U+FFFD)', async () => {
    const dir = project({ 'a.js': 'a\n' });
    const file = path.join(dir, 'a.js');
    await expect(writeFixed(file, fs.readFileSync(file), 'const s = "\uD83E";\n', await writeScope([], dir))).rejects.toThrow(/not valid Unicode/);
    expect(fs.readFileSync(file, 'utf8')).toBe('a\n');
  });
});
