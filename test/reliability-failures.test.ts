// Failures inside the engine, injected: one file whose analysis throws is that file's error (here
// and in project mode); a run that stops after writing says which files it fixed, and leaves no
// temporary file. In-process, on the main thread (worker threads load the modules unmocked).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runJson, tempProject as project, V3_CALL, V4_CALL as FIXED } from './support.js';


// A file named boom-* makes the analysis throw; a diff of a file named diff-boom-* throws; the
// end of the writes throws while `failLate` is set.
const failures = vi.hoisted(() => ({ late: false }));

vi.mock('../src/core/check.js', async (importOriginal) => {
  const core = await importOriginal<typeof import('../src/core/check.js')>();
  return {
    ...core,
    checkText: (text: string, filename: string, options?: Parameters<typeof core.checkText>[2]) => {
      if (path.basename(filename).startsWith('boom-')) throw new TypeError('findings is not iterable');
      return core.checkText(text, filename, options);
    },
  };
});

vi.mock('../src/engine/text.js', async (importOriginal) => {
  const text = await importOriginal<typeof import('../src/engine/text.js')>();
  return {
    ...text,
    unifiedDiff: (file: string, before: string, after: string) => {
      if (path.basename(file).startsWith('diff-boom-')) throw new Error('the diff failed');
      return text.unifiedDiff(file, before, after);
    },
  };
});

vi.mock('../src/engine/write/fixed-files.js', async (importOriginal) => {
  const write = await importOriginal<typeof import('../src/engine/write/fixed-files.js')>();
  return {
    ...write,
    settleWrites: () => {
      if (failures.late) throw new Error('an engine bug after the writes');
      write.settleWrites();
    },
  };
});

interface Report {
  errors: { file: string; message: string }[];
  summary: { filesScanned: number; filesChanged: number };
}

describe('a file whose analysis throws', () => {
  it('is that file\'s error, and the other files are checked and fixed', async () => {
    const dir = project({ 'a.js': V3_CALL, 'boom-b.js': V3_CALL, 'c.js': V3_CALL });
    const { report, code } = await runJson<Report>(['--fix'], dir);
    expect(code).toBe(2);
    expect(report.errors).toEqual([{ file: 'boom-b.js', message: 'not analysed: internal error, a bug (please report it with the file): findings is not iterable' }]);
    expect(report.summary).toMatchObject({ filesScanned: 3, filesChanged: 2 });
    for (const f of ['a.js', 'c.js']) expect(fs.readFileSync(path.join(dir, f), 'utf8')).toBe(FIXED);
    expect(fs.readFileSync(path.join(dir, 'boom-b.js'), 'utf8')).toBe(V3_CALL);
  });

  it('in project mode is that file\'s error too', async () => {
    const dir = project({
      'base.js': "export const BASE = 'https://gitlab.example.com/api/v3';\n",
      'diff-boom-client.js': "import { BASE } from './base.js';\nexport const jobs = (id) => axios.get(BASE + '/projects/' + id + '/builds');\n",
      'a.js': V3_CALL,
    });
    const { report } = await runJson<Report & { files?: unknown }>(['--dry-run'], dir);
    expect(report.errors).toEqual([{ file: 'diff-boom-client.js', message: 'not analysed: internal error, a bug (please report it with the file): the diff failed' }]);
    expect(report.summary.filesChanged).toBeGreaterThanOrEqual(1);
  });
});

describe('a run that stops on an internal error after writing', () => {
  it('lists the files it fixed (each written whole) before the error, and leaves no temporary file', async () => {
    const dir = project({ 'a.js': V3_CALL, 'b.js': V3_CALL, 'clean.js': 'export const x = 1;\n' });
    const { main } = await import('../src/cli/main.js');
    let stderr = '';
    const io = { stdout: { write: () => true }, stderr: { write: (s: string) => (stderr += s) }, cwd: dir, isTTY: false, env: {} };
    failures.late = true;
    try {
      await expect(main(['--fix'], io)).rejects.toThrow('an engine bug after the writes');
    } finally {
      failures.late = false;
    }
    expect(stderr).toBe('gitlab-v4-migrate: the run stopped on the error below after fixing 2 files (each written whole): a.js, b.js\n');
    for (const f of ['a.js', 'b.js']) expect(fs.readFileSync(path.join(dir, f), 'utf8')).toBe(FIXED);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.js', 'b.js', 'clean.js']);
  });
});
