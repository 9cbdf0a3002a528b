// A file that changes on disk between the engine's read and its write (an editor saves it while
// --fix runs) is not overwritten: the run reports it and goes on. The change is made from inside
// the core's fixText, which the engine calls between the two.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDir } from './support.js';

const EDITED = '// saved by an editor while the fix ran\n';

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

const { runEngine } = await import('../src/engine/index.js');

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
