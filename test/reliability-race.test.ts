// A file that changes on disk between the engine's read and its write (an editor saves it while
// --fix runs) is not overwritten: the run reports it and goes on. The change is made from inside
// the core's fixText, which the engine calls between the two. An edit saved just after the last
// check is not lost either: the check and the rename are back to back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDir } from './support.js';

const EDITED = '// saved by an editor while the fix ran\n';
const POSIX = process.platform !== 'win32';

vi.mock('../src/core/check.js', async (importOriginal) => {
  const core = await importOriginal<typeof import('../src/core/check.js')>();
  return {
    ...core,
    fixText: (text: string, filename: string, options?: Parameters<typeof core.fixText>[2]) => {
      const result = core.fixText(text, filename, options);
      if (path.basename(filename) === 'raced.js') fs.writeFileSync(filename, EDITED);
      return result;
    },
  };
});

// Reading a file through node:fs, either way, calls `after` once the content is read, when the
// file is `file`: the moment the writer has made its last check.
const readHook = vi.hoisted(() => ({ file: '', after: undefined as (() => void) | undefined }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const seen = (file: unknown) => {
    const after = readHook.after;
    // The writer reads through its folder's handle (/proc/self/fd/N/name on Linux): the real path is compared.
    if (after && (String(file) === readHook.file || realOf(file) === readHook.file)) {
      readHook.after = undefined;
      after();
    }
  };
  const realOf = (file: unknown) => {
    try {
      return real.realpathSync(String(file));
    } catch {
      return undefined;
    }
  };
  const readFileSync = (...args: unknown[]) => {
    const out: unknown = Reflect.apply(real.readFileSync, real, args);
    seen(args[0]);
    return out;
  };
  const readFile = async (...args: unknown[]) => {
    const out: unknown = await Reflect.apply(real.promises.readFile, real.promises, args);
    seen(args[0]);
    return out;
  };
  const promises = { ...real.promises, readFile };
  return { ...real, readFileSync, promises, default: { ...real, readFileSync, promises } };
});

const { runEngine } = await import('../src/engine/index.js');
const { writeFixed, writeScope } = await import('../src/engine/write/fixed-files.js');

describe('a file changed on disk during --fix', () => {
  it('is not overwritten, is reported by name, and the other files are fixed', async () => {
    const dir = tempDir('race');
    const call = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
    for (const f of ['a.js', 'raced.js', 'z.js']) fs.writeFileSync(path.join(dir, f), call);

    const result = await runEngine({ paths: ['.'], cwd: dir, fix: true });

    expect(fs.readFileSync(path.join(dir, 'raced.js'), 'utf8')).toBe(EDITED);
    expect(result.errors).toEqual([{ file: 'raced.js', message: 'not written: the file changed on disk while it was being fixed; run again' }]);
    for (const f of ['a.js', 'z.js']) expect(fs.readFileSync(path.join(dir, f), 'utf8')).toContain('/api/v4/projects/');
    expect(result.summary.filesChanged).toBe(2);
    // The report shows the findings of the file as it was read, since the fix was not written.
    expect(result.files.find((f) => f.path === 'raced.js')).toMatchObject({ changed: false, fixesApplied: 0 });
    expect(result.files.find((f) => f.path === 'raced.js')!.findings.length).toBeGreaterThan(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.js', 'raced.js', 'z.js']);
  });
});

/** Opens the write end of each FIFO (retrying until its reader is waiting), which lets the readers' opens return. */
async function release(fifos: string[]): Promise<void> {
  for (const fifo of fifos) {
    for (;;) {
      try {
        fs.closeSync(fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENXIO') throw e;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  }
}

describe.skipIf(!POSIX)('an edit saved right after the last check before the rename', () => {
  // The thread pool is held by opens of FIFOs (each waits for a writer), as other files' fsync
  // held it in a 400-file run; the editor saves at the next turn of the event loop. A rename that
  // waits in the pool lands after the edit and loses it; one made at once lands before it.
  it('is not lost: the check and the rename are back to back, with nothing between them that waits', async () => {
    const dir = tempDir('race');
    const file = path.join(dir, 'a.js');
    fs.writeFileSync(file, 'const original = 1;\n');
    const original = fs.readFileSync(file);
    const scope = await writeScope(['.'], dir);
    const fifos = Array.from({ length: Number(process.env.UV_THREADPOOL_SIZE) || 4 }, (_, i) => path.join(dir, `pool-${i}`));
    for (const fifo of fifos) execFileSync('mkfifo', [fifo]);
    let edited: Promise<void> | undefined;
    readHook.file = fs.realpathSync(file);
    readHook.after = () => {
      const readers = fifos.map((fifo) => fs.promises.open(fifo, 'r'));
      edited = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => fs.appendFileSync(file, EDITED))
        .then(() => release(fifos))
        .then(() => Promise.all(readers))
        .then((handles) => Promise.all(handles.map((h) => h.close())))
        .then(() => undefined);
    };

    const outcome = await writeFixed(file, original, 'const fixed = 1;\n', scope).then(
      () => 'written',
      (e: Error) => e.message,
    );
    expect(edited, 'the last check read the file').toBeDefined();
    await edited;
    expect(outcome).toBe('written');
    expect(fs.readFileSync(file, 'utf8')).toBe('const fixed = 1;\n' + EDITED);
  });
});
