// `--cache` and project mode: a check over an unchanged tree takes the last project pass's
// findings without running it, and anything it consulted that changed runs it again; a --fix that
// finds a file in the cache still sends it to project mode when its URLs lean on another file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli, sourceFiles, tempProject } from './support.js';

const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/project/index.js', async (importOriginal) => {
  const project = await importOriginal<typeof import('../src/project/index.js')>();
  return {
    ...project,
    runProject: (...args: Parameters<typeof project.runProject>) => {
      runs.count++;
      return project.runProject(...args);
    },
  };
});

async function check(dir: string, ...extra: string[]) {
  const { stdout } = await runCli(['--format', 'json', ...extra, '.'], dir);
  return (JSON.parse(stdout) as { findings: { file: string; line: number; ruleId: string; confidence: string }[] }).findings;
}

describe('--cache with project mode', () => {
  it('serves the project pass from the cache while its files and what it consulted are unchanged', async () => {
    // The base is spelled so that its file holds no API word: the per-file pass never even
    // decodes it, and only project mode reads it, for the call in client.js.
    const dir = tempProject({
      'base.js': "export const BASE = 'https://gitlab.example.com' + '/api' + '/v3';\n",
      'client.js': "import { BASE } from './base.js';\nexport const builds = (id) => fetch(BASE + '/projects/' + id + '/builds');\n",
    });
    const first = await check(dir, '--cache');
    expect(runs.count).toBe(1);
    expect(first).toContainEqual(expect.objectContaining({ file: 'client.js', ruleId: 'builds-to-jobs', confidence: 'high' }));

    expect(await check(dir, '--cache')).toEqual(first);
    expect(runs.count).toBe(1);

    // A v4 base: the route findings go, and the cache must see it although base.js is no file it checks.
    fs.writeFileSync(path.join(dir, 'base.js'), "export const BASE = 'https://gitlab.example.com' + '/api' + '/v4';\n");
    const changed = await check(dir, '--cache');
    expect(runs.count).toBe(2);
    expect(changed).not.toEqual(first);
    expect(changed).toEqual(await check(dir));
  });
});

describe('--cache with a base moved in a data file', () => {
  it('replays the data file as the project pass left it: its own finding on the moved value gives way again', async () => {
    // As fixtures/projects/data-base-js, with mechanical calls only: the base, a value of bot.config.json,
    // moves there with the calls' safe fixes, and the JSON file's own prefix finding on it is the code's.
    const bot = [
      "import { readFileSync } from 'node:fs';",
      "const config = JSON.parse(readFileSync(new URL('./bot.config.json', import.meta.url), 'utf8'));",
      'const api = config.gitlab.api;',
      "const headers = { 'PRIVATE-TOKEN': config.gitlab.token };",
      "export const todoSeen = (todo) => fetch(`${api}/todos/${todo.id}`, { method: 'DELETE', headers });",
      "export const blockSpammer = (user) => fetch(api + '/users/' + user.id + '/block', { method: 'PUT', headers });",
      'export const whoAmI = () => fetch(`${api}/user`, { headers });',
      '',
    ].join('\n');
    const dir = tempProject({ 'bot.mjs': bot, 'bot.config.json': '{ "gitlab": { "api": "https://git.example.org/api/v3", "token": "t" } }\n' });
    const cold = await check(dir);
    expect(cold.map((f) => f.file)).not.toContain('bot.config.json');
    const before = runs.count;
    expect(await check(dir, '--cache')).toEqual(cold);
    expect(await check(dir, '--cache')).toEqual(cold);
    // The second --cache run took the project pass from the cache (no run of its own).
    expect(runs.count).toBe(before + 1);
  });
});

describe('--cache and the tsconfig project mode reads', () => {
  it('runs project mode again when a tsconfig.json it extends changes', async () => {
    const dir = tempProject({
      'tsconfig.json': { extends: './tsconfig.base.json' },
      'tsconfig.base.json': { compilerOptions: { baseUrl: '.', paths: { '@/cfg': ['./base.ts'] } } },
      'base.ts': "export const BASE = 'https://gitlab.example.com' + '/api' + '/v3';\n",
      'client.ts': "import { BASE } from '@/cfg';\nexport const builds = (id: number) => fetch(BASE + '/projects/' + id + '/builds');\n",
    });
    const before = runs.count;
    const first = await check(dir, '--cache');
    expect(first).toContainEqual(expect.objectContaining({ file: 'client.ts', ruleId: 'builds-to-jobs', confidence: 'high' }));
    await check(dir, '--cache');
    expect(runs.count).toBe(before + 1);
    fs.writeFileSync(path.join(dir, 'tsconfig.base.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/cfg': ['./elsewhere.ts'] } } }));
    const changed = await check(dir, '--cache');
    expect(runs.count).toBe(before + 2);
    expect(changed).toEqual(await check(dir));
  });
});

describe('--fix --cache after a check with --cache', () => {
  const projects = path.resolve(import.meta.dirname, '../fixtures/projects');
  it.each(fs.readdirSync(projects))('%s: writes what --fix writes without a cache', async (name) => {
    const cached = tempProject({});
    const plain = tempProject({});
    fs.cpSync(path.join(projects, name), cached, { recursive: true });
    fs.cpSync(path.join(projects, name), plain, { recursive: true });
    await runCli(['--cache', '--format', 'json', '.'], cached);
    await runCli(['--fix', '--cache', '--format', 'json', '.'], cached);
    await runCli(['--fix', '--format', 'json', '.'], plain);
    const texts = (dir: string) => sourceFiles(dir).sort().map((f) => [path.relative(dir, f), fs.readFileSync(f, 'utf8')]);
    expect(texts(cached)).toEqual(texts(plain));
  });
});
