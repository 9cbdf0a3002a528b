// A reader's bug (a TypeError thrown while it builds a file's documents) is that file's error, said
// in the report, and the run goes on; before, it was taken for a text the kind's parser rejects, and
// the file came out with no findings and no error. In-process (worker threads load the modules unmocked).
import { describe, expect, it, vi } from 'vitest';
import { runJson, tempProject as project, V3_CALL } from './support.js';

vi.mock('../src/languages/markdown/reader.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/languages/markdown/reader.js')>();
  const markdown = real.readers.markdown;
  return {
    ...real,
    readers: {
      ...real.readers,
      markdown: { ...markdown, documents: (text: string, file: string) => (text.includes('BOOM') ? (undefined as unknown as string[]).slice() : markdown.documents(text, file)) },
    },
  };
});

interface Report {
  errors: { file: string; message: string }[];
  findings: { file: string }[];
}

describe('a reader that throws a TypeError', () => {
  it("makes the file's error, and the other files are checked", async () => {
    const dir = project({ 'a.js': V3_CALL, 'notes.md': 'BOOM\n\n```sh\ncurl https://gitlab.example.com/api/v3/projects\n```\n' });
    const { report } = await runJson<Report>([], dir);
    expect(report.errors.map((e) => e.file)).toEqual(['notes.md']);
    expect(report.errors[0].message).toMatch(/internal error, a bug/);
    expect(report.findings.some((f) => f.file === 'a.js')).toBe(true);
  });
});
