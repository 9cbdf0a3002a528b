// The built plugin as users get it: `npm run build` in a copy of the package (so this suite never
// rewrites the dist/ other suites read), installed into temp projects by a node_modules symlink,
// run by the real `eslint` CLI from ESM and CommonJS configs, and loaded with require().
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulebook } from '../src/rulebook/index.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const eslintBin = join(repo, 'node_modules', 'eslint', 'bin', 'eslint.js');

let tmp: string;
let pkg: string;

interface EslintResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string; line: number; column: number; severity: number; fatal?: boolean; fix?: unknown; suggestions?: unknown[] }>;
  output?: string;
}

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (r.error) throw r.error;
  return r;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

const JS_CLIENT = [
  "import axios from 'axios';",
  'export function jobs(id) {',
  "  return axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');",
  '}',
  '',
].join('\n');

const TS_CLIENT = [
  "import axios from 'axios';",
  'export async function unstar(id: number): Promise<void> {',
  '  await axios.delete<void>(`/api/v3/projects/${id}/star`);',
  '}',
  '',
].join('\n');

const CLEAN = "app.get('/projects/:id/keys', (req, res) => {});\nexport const v4 = () => fetch('/api/v4/projects');\n";

/** A project with `gitlab-v4-migrate` and the TS parser in node_modules (symlinks), and its files. */
function project(name: string, type: 'module' | 'commonjs', configName: string, config: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  mkdirSync(join(dir, 'src'));
  symlinkSync(pkg, join(dir, 'node_modules', 'gitlab-v4-migrate'), 'dir');
  symlinkSync(join(repo, 'node_modules', '@typescript-eslint'), join(dir, 'node_modules', '@typescript-eslint'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type }));
  writeFileSync(join(dir, configName), config);
  writeFileSync(join(dir, 'src', 'client.js'), JS_CLIENT);
  writeFileSync(join(dir, 'src', 'client.ts'), TS_CLIENT);
  writeFileSync(join(dir, 'src', 'routes.js'), CLEAN);
  return dir;
}

function eslint(dir: string, ...args: string[]): { status: number | null; results: EslintResult[]; stderr: string } {
  const r = run(process.execPath, [eslintBin, '--format', 'json', ...args, 'src'], dir);
  let results: EslintResult[] = [];
  try {
    results = JSON.parse(r.stdout) as EslintResult[];
  } catch {
    throw new Error(`eslint printed no JSON (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  results.sort((a, b) => a.filePath.localeCompare(b.filePath));
  return { status: r.status, results, stderr: r.stderr };
}

const byFile = (results: EslintResult[], name: string) => results.find((r) => r.filePath.endsWith(join('src', name)))!;
const keysOf = (r: EslintResult) => r.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${/\(([^()]+)\)$/.exec(m.message)?.[1]}`);

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'gitlab-v4-eslint-'));
  pkg = join(tmp, 'package');
  mkdirSync(pkg);
  for (const f of ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.cjs.json']) cpSync(join(repo, f), join(pkg, f));
  cpSync(join(repo, 'src'), join(pkg, 'src'), { recursive: true });
  cpSync(join(repo, 'scripts/build-bin.mjs'), join(pkg, 'scripts/build-bin.mjs'));
  symlinkSync(join(repo, 'node_modules'), join(pkg, 'node_modules'), 'dir');
  const build = run('npm', ['run', 'build'], pkg);
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
});

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the build', () => {
  it('builds the CommonJS plugin from the analysis core only, without import.meta', () => {
    const cjs = join(pkg, 'dist', 'cjs');
    expect(JSON.parse(readFileSync(join(cjs, 'package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
    const built = files(cjs).map((f) => f.slice(cjs.length + 1));
    expect(built).toContain(join('eslint-plugin', 'require.cjs'));
    expect(built).toContain(join('core', 'analyze.js'));
    expect(built).not.toContain(join('core', 'parse', 'parse.js'));
    expect(built).not.toContain(join('core', 'check.js'));
    for (const f of files(cjs).filter((f) => /\.c?js$/.test(f))) {
      expect(readFileSync(f, 'utf8'), f).not.toContain('import.meta');
    }
  });

  it('require() gives the plugin itself', () => {
    const require = createRequire(import.meta.url);
    const plugin = require(join(pkg, 'dist', 'cjs', 'eslint-plugin', 'require.cjs'));
    expect(plugin.meta).toMatchObject({ name: 'gitlab-v4-migrate' });
    expect(Object.keys(plugin.rules)).toContain('builds-to-jobs');
    expect(Object.keys(plugin.rules)).toHaveLength(rulebook.length);
    expect(plugin.configs.recommended.plugins['gitlab-v4-migrate']).toBe(plugin);
  });

  it('resolves the subpath to ESM for import and to CommonJS for require', () => {
    const dir = project('resolve', 'module', 'eslint.config.js', 'export default [];\n');
    const script = [
      "import { createRequire } from 'node:module';",
      "import esm from 'gitlab-v4-migrate/eslint-plugin';",
      "const require = createRequire(process.cwd() + '/index.js');",
      "const cjs = require('gitlab-v4-migrate/eslint-plugin');",
      "const where = require.resolve('gitlab-v4-migrate/eslint-plugin');",
      'console.log(JSON.stringify({ esm: Object.keys(esm.rules), cjs: Object.keys(cjs.rules), same: esm === cjs, where, version: esm.meta.version }));',
    ].join('\n');
    const r = run(process.execPath, ['--input-type=module', '-e', script], dir);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { esm: string[]; cjs: string[]; same: boolean; where: string; version: string };
    expect(out.esm).toContain('builds-to-jobs');
    expect(out.cjs).toEqual(out.esm);
    expect(out.same).toBe(false);
    expect(out.where).toMatch(/dist[\\/]cjs[\\/]eslint-plugin[\\/]require\.cjs$/);
    expect(out.version).toBe(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version);
  });
});

// The configs of the README and docs/eslint/README.md, as written there: TypeScript needs nothing but the parser installed.
const ESM_CONFIG = `// eslint.config.js: JavaScript (.js .jsx .mjs .cjs) and TypeScript (.ts .tsx .mts .cts)
import gitlabV4 from 'gitlab-v4-migrate/eslint-plugin';

export default [gitlabV4.configs.recommended, gitlabV4.configs.typescript];
`;

const CJS_CONFIG = `const gitlabV4 = require('gitlab-v4-migrate/eslint-plugin');

module.exports = [gitlabV4.configs.recommended, gitlabV4.configs.typescript];
`;

const ALL_CONFIG = `import gitlabV4 from 'gitlab-v4-migrate/eslint-plugin';

export default [...gitlabV4.configs.all];
`;

describe.each([
  ['an ESM eslint.config.js', 'esm', 'module', 'eslint.config.js', ESM_CONFIG],
  ['a CommonJS eslint.config.cjs', 'cjs', 'commonjs', 'eslint.config.cjs', CJS_CONFIG],
] as const)('the eslint CLI with %s', (_title, name, type, configName, config) => {
  let dir: string;
  let lint: ReturnType<typeof eslint>;
  beforeAll(() => {
    dir = project(name, type, configName, config);
    lint = eslint(dir);
  });

  it('loads the plugin and parses JS and TS without errors', () => {
    expect(lint.stderr).toBe('');
    expect(lint.results.map((r) => r.filePath.slice(dir.length + 1)).sort()).toEqual(
      ['src/client.js', 'src/client.ts', 'src/routes.js'].map((p) => join(...p.split('/'))),
    );
    for (const r of lint.results) expect(r.messages.filter((m) => m.fatal), r.filePath).toEqual([]);
    expect(byFile(lint.results, 'routes.js').messages).toEqual([]);
  });

  it('reports v3 usage with change keys and exits 1', () => {
    expect(lint.status).toBe(1);
    expect(keysOf(byFile(lint.results, 'client.js'))).toEqual([
      'gitlab-v4-migrate/api-v3-prefix 3:47 prefix',
      'gitlab-v4-migrate/builds-to-jobs 3:75 9.0/12',
    ]);
    const ts = keysOf(byFile(lint.results, 'client.ts'));
    expect(ts).toContain('gitlab-v4-migrate/api-v3-prefix 3:29 prefix');
    expect(ts.some((k) => k.startsWith('gitlab-v4-migrate/unstar-project ') && k.endsWith(' 9.0/1'))).toBe(true);
  });

  it('fixes both files with --fix-dry-run', () => {
    const fixed = eslint(dir, '--fix-dry-run');
    expect(byFile(fixed.results, 'client.js').output).toBe(JS_CLIENT.replace('/api/v3/', '/api/v4/').replace('/builds', '/jobs'));
    expect(byFile(fixed.results, 'client.ts').output).toBe(
      TS_CLIENT.replace('axios.delete<void>(`/api/v3/projects/${id}/star`)', 'axios.post<void>(`/api/v4/projects/${id}/unstar`)'),
    );
    expect(fixed.status).toBe(0);
  });
});

// The configuration file the CLI reads is the plugin's too: its `baseUrls` make a call on a hidden
// base a v3 call, and its `rules` turn a change off, in ESLint as in the CLI.
describe('the eslint CLI with a gitlab-v4-migrate.config.json', () => {
  const HIDDEN = "export const bugs = (id) => axios.get(process.env.GITLAB_API + '/projects/' + id + '/issues', { params: { labels: 'bug,regression' } });\n";

  it('takes its baseUrls and rules', () => {
    const dir = project('configured', 'module', 'eslint.config.js', ESM_CONFIG);
    writeFileSync(join(dir, 'src', 'hidden.js'), HIDDEN);
    const before = eslint(dir);
    expect(keysOf(byFile(before.results, 'hidden.js'))).toEqual([]);
    expect(keysOf(byFile(before.results, 'client.js'))).toContain('gitlab-v4-migrate/builds-to-jobs 3:75 9.0/12');

    writeFileSync(join(dir, 'gitlab-v4-migrate.config.json'), JSON.stringify({ baseUrls: ['process.env.GITLAB_API'], rules: { '9.0/12': 'off' } }));
    const after = eslint(dir);
    expect(after.stderr).toBe('');
    expect(keysOf(byFile(after.results, 'hidden.js'))).toEqual(['gitlab-v4-migrate/issue-labels-and 1:107 9.0/28']);
    // 9.0/12 is off: not reported, and its call keeps its base (the prefix is not fixed alone).
    expect(keysOf(byFile(after.results, 'client.js'))).toEqual(['gitlab-v4-migrate/api-v3-prefix 3:47 prefix']);
    expect(byFile(eslint(dir, '--fix-dry-run').results, 'client.js').output).toBeUndefined();
  });

  it('fails on a bad value, as the CLI does', () => {
    const dir = project('misconfigured', 'module', 'eslint.config.js', ESM_CONFIG);
    writeFileSync(join(dir, 'gitlab-v4-migrate.config.json'), JSON.stringify({ serverVersion: '9' }));
    const r = run(process.execPath, [eslintBin, 'src'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('gitlab-v4-migrate.config.json: "serverVersion" must be a string like "9.0"');
  });
});

describe('the shipped configs', () => {
  it("are the README's and the plugin page's, word for word", () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const page = readFileSync(join(repo, 'docs', 'eslint', 'README.md'), 'utf8');
    expect(readme).toContain('```js\n' + ESM_CONFIG + '```');
    expect(page).toContain('```js\n' + ESM_CONFIG + '```');
    expect(page).toContain('export default [...gitlabV4.configs.all];');
  });

  it('all: every rule on JavaScript and TypeScript files, nothing to add', () => {
    const dir = project('all', 'module', 'eslint.config.js', ALL_CONFIG);
    const lint = eslint(dir);
    expect(lint.stderr).toBe('');
    for (const r of lint.results) expect(r.messages.filter((m) => m.fatal), r.filePath).toEqual([]);
    expect(keysOf(byFile(lint.results, 'client.ts'))).toContain('gitlab-v4-migrate/api-v3-prefix 3:29 prefix');
  });

  it('typescript: without @typescript-eslint/parser installed, says what to install', () => {
    const dir = project('no-ts-parser', 'module', 'eslint.config.js', ESM_CONFIG);
    // The link only (never what it leads to: the repository's own packages).
    unlinkSync(join(dir, 'node_modules', '@typescript-eslint'));
    const r = run(process.execPath, [eslintBin, 'src'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('configs.typescript needs @typescript-eslint/parser, which is not installed here: npm install --save-dev @typescript-eslint/parser');
  });

  it('settings are checked as the CLI checks its configuration', () => {
    const config = `import gitlabV4 from 'gitlab-v4-migrate/eslint-plugin';\n\nexport default [gitlabV4.configs.recommended, { settings: { 'gitlab-v4-migrate': { serverVersion: '9' } } }];\n`;
    const r = run(process.execPath, [eslintBin, 'src'], project('bad-settings', 'module', 'eslint.config.js', config));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`settings['gitlab-v4-migrate']: "serverVersion" must be a string like "9.0"`);
  });
});
