// `baseUrls` from the configuration reaches the core as `AnalyzeOptions.baseUrls` (the core's
// side reads it; here only the hand-over is checked, by watching checkText's options).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/main.js';

const seen = vi.hoisted(() => [] as unknown[]);
vi.mock('../src/core/index.js', async (importOriginal) => {
  const core = await importOriginal<typeof import('../src/core/index.js')>();
  return {
    ...core,
    checkText: (...args: Parameters<typeof core.checkText>) => {
      seen.push(args[2]);
      return core.checkText(...args);
    },
  };
});

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('baseUrls', () => {
  it('is handed to the core with the other analysis options', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl4m-baseurls-'));
    made.push(dir);
    fs.writeFileSync(path.join(dir, 'api.js'), "gitlab.get('/projects/' + id + '/builds');\n");
    fs.writeFileSync(path.join(dir, 'gitlab-v4-migrate.config.json'), JSON.stringify({ baseUrls: ['GITLAB_URL', 'https://git.corp.example/api/v3'], serverVersion: '9.0' }));
    const code = await main(['--format', 'json'], { stdout: { write: () => true }, stderr: { write: () => true }, cwd: dir, isTTY: false, env: {} });
    expect(code).not.toBe(2);
    expect(seen).toContainEqual(expect.objectContaining({ serverVersion: '9.0', baseUrls: ['GITLAB_URL', 'https://git.corp.example/api/v3'] }));
  });
});
