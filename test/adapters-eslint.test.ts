// Vue and Svelte components through the ESLint plugin, as their users lint them: the real eslint
// CLI with vue-eslint-parser and svelte-eslint-parser (what eslint-plugin-vue and
// eslint-plugin-svelte configure), the plugin loaded from src/ (test/eslint-cli.test.ts covers the
// built package). ESLint then gives the rules the whole component as the text and the script as
// the program: findings must sit on the component's lines, where the CLI puts them, and fixes
// must edit the component (fixtures/adapters/fixed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT, runJson, tempDir } from './support.js';

const FIXTURES = path.join(ROOT, 'fixtures', 'adapters');
const COMPONENTS = ['Widget.svelte', 'Widget.vue'];

const CONFIG = `import vueParser from 'vue-eslint-parser';
import svelteParser from 'svelte-eslint-parser';
import tsParser from '@typescript-eslint/parser';
import gitlabV4 from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'src', 'eslint-plugin', 'index.ts')).href)};

// What the README says: the plugin's rules on the files the component parsers read.
const rules = { plugins: { 'gitlab-v4-migrate': gitlabV4 }, rules: gitlabV4.configs.recommended.rules };
export default [
  { files: ['**/*.vue'], languageOptions: { parser: vueParser, parserOptions: { parser: tsParser, sourceType: 'module' } }, ...rules },
  { files: ['**/*.svelte'], languageOptions: { parser: svelteParser, parserOptions: { parser: tsParser } }, ...rules },
];
`;

interface EslintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number; column: number; fatal?: boolean }[];
  output?: string;
}

function project(files: Record<string, string> = {}): string {
  const dir = tempDir('components');
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  fs.writeFileSync(path.join(dir, 'eslint.config.js'), CONFIG);
  for (const name of COMPONENTS) fs.copyFileSync(path.join(FIXTURES, 'src', name), path.join(dir, name));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

function eslint(dir: string, ...args: string[]): EslintResult[] {
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(tsx).href, path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--format', 'json', ...args, '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  try {
    return JSON.parse(r.stdout) as EslintResult[];
  } catch {
    throw new Error(`eslint printed no JSON (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
}

const change = (message: string) => /\(([^()]+)\)$/.exec(message)?.[1];

describe('Vue and Svelte components through the ESLint plugin with their parsers', () => {
  it('reports on the component’s lines and columns, as the CLI does, and nothing in the markup', async () => {
    const dir = project();
    const results = eslint(dir);
    const { report } = await runJson<{ findings: { file: string; line: number; column: number; change: string }[] }>(['.'], dir);
    for (const name of COMPONENTS) {
      const lint = results.find((r) => path.basename(r.filePath) === name)!;
      expect(lint.messages.filter((m) => m.fatal)).toEqual([]);
      const viaEslint = lint.messages.map((m) => `${m.line}:${m.column} ${change(m.message)}`);
      const viaCli = report.findings.filter((f) => f.file === name).map((f) => `${f.line}:${f.column} ${f.change}`);
      expect(viaCli.length).toBeGreaterThan(0);
      expect(viaEslint.sort()).toEqual(viaCli.sort());
    }
  });

  it('--fix-dry-run edits the component as the CLI’s --fix does', () => {
    const results = eslint(project(), '--fix-dry-run');
    for (const name of COMPONENTS) {
      expect(results.find((r) => path.basename(r.filePath) === name)!.output).toBe(fs.readFileSync(path.join(FIXTURES, 'fixed', name), 'utf8'));
    }
  });

  it('the tool’s ignore comments work inside a component’s script', () => {
    const results = eslint(
      project({
        'Ignored.vue': "<template><p>x</p></template>\n<script>\n// gitlab-v4-migrate-ignore-next-line prefix\nexport const API = 'https://gitlab.example.com/api/v3';\n</script>\n",
      }),
    );
    expect(results.find((r) => r.filePath.endsWith('Ignored.vue'))!.messages).toEqual([]);
  });
});
