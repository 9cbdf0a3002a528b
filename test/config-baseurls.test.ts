// `baseUrls` from the configuration reaches the core as `AnalyzeOptions.baseUrls` (the core's
// side reads it; here only the hand-over is checked, by watching checkText's options, in the module the engine loads it from).
import { describe, expect, it, vi } from 'vitest';
import { runCli, tempProject } from './support.js';

const seen = vi.hoisted(() => [] as unknown[]);
vi.mock('../src/core/check.js', async (importOriginal) => {
  const core = await importOriginal<typeof import('../src/core/check.js')>();
  return {
    ...core,
    checkText: (...args: Parameters<typeof core.checkText>) => {
      seen.push(args[2]);
      return core.checkText(...args);
    },
  };
});

describe('baseUrls', () => {
  it('is handed to the core with the other analysis options', async () => {
    const dir = tempProject({
      'api.js': "gitlab.get('/projects/' + id + '/builds');\n",
      'gitlab-v4-migrate.config.json': { baseUrls: ['GITLAB_URL', 'https://git.corp.example/api/v3'], serverVersion: '9.0' },
    });
    const { code } = await runCli(['--format', 'json'], dir);
    expect(code).not.toBe(2);
    expect(seen).toContainEqual(expect.objectContaining({ serverVersion: '9.0', baseUrls: ['GITLAB_URL', 'https://git.corp.example/api/v3'] }));
  });
});
