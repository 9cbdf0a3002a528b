// A component's script is a module like the run's others (languages/language.ts `moduleCode`): a
// name it imports is followed in project mode, so its calls are tied to the base another module
// exports, move with it, and hold it; before, a component never joined project mode, its calls on an
// imported base were tied to none, and the exporting module said no file of the run used its base.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runJson, tempDir } from './support.js';

interface Report {
  findings: { file: string; ruleId: string; change: string; line: number; fix: string; held?: { reason: string } }[];
}

const CONFIG = "export const API = 'https://gitlab.example.com/api/v3';\nexport const SONARR = 'http://media.example.com:8989/api/v3';\n";

const VUE = `<template><div>{{ jobs.length }}</div></template>
<script>
import axios from 'axios';
import { API, SONARR } from '../config';
export default {
  data: () => ({ jobs: [] }),
  async mounted() {
    this.jobs = (await axios.get(\`\${API}/projects/\${this.id}/builds\`, { headers: { 'PRIVATE-TOKEN': 't' } })).data;
    await axios.put(\`\${API}/users/\${this.uid}/block\`);
    await axios.get(\`\${SONARR}/series\`);
  },
};
</script>
`;

const SVELTE = `<script>
  import { API } from '../config';
  export let id;
  const unstar = () => fetch(\`\${API}/projects/\${id}/star\`, { method: 'DELETE' });
</script>
<button on:click={unstar}>unstar</button>
`;

function project(files: Record<string, string>): string {
  const dir = tempDir('components');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('a component importing its base from a module', () => {
  it('is tied to that base in project mode: the rules that need a v3 base are reported, and the base is not "unused"', async () => {
    const dir = project({ 'src/config.js': CONFIG, 'src/components/Jobs.vue': VUE, 'src/components/Star.svelte': SVELTE });
    const { report } = await runJson<Report>(['.'], dir);
    const at = (file: string) => report.findings.filter((f) => f.file === file).map((f) => `${f.line} ${f.change}`);
    expect(at('src/components/Jobs.vue')).toEqual(['8 9.0/12', '9 9.0/4']);
    expect(at('src/components/Star.svelte')).toEqual(['4 9.0/1']);
    expect(report.findings.find((f) => f.file === 'src/config.js' && f.line === 1)?.held).toBeUndefined();
  }, 60_000);

  it('moves with its calls under --fix (axios and fetch are proven), and another service\'s base beside it stays', async () => {
    const dir = project({ 'src/config.js': CONFIG, 'src/components/Jobs.vue': VUE, 'src/components/Star.svelte': SVELTE });
    await runJson<Report>(['--fix', '.'], dir);
    expect(readFileSync(path.join(dir, 'src/config.js'), 'utf8')).toBe(CONFIG.replace('gitlab.example.com/api/v3', 'gitlab.example.com/api/v4'));
    const vue = readFileSync(path.join(dir, 'src/components/Jobs.vue'), 'utf8');
    expect(vue).toContain('/projects/${this.id}/jobs`');
    expect(vue).toContain('axios.post(`${API}/users/${this.uid}/block`)');
    expect(vue.startsWith('<template><div>{{ jobs.length }}</div></template>\n<script>')).toBe(true);
    expect(readFileSync(path.join(dir, 'src/components/Star.svelte'), 'utf8')).toContain("fetch(`${API}/projects/${id}/unstar`, { method: 'POST' })");
  }, 60_000);

  it('holds the base where one front sees one file (--no-project)', async () => {
    const dir = project({ 'src/config.js': CONFIG, 'src/components/Jobs.vue': VUE });
    await runJson<Report>(['--fix', '--no-project', '.'], dir);
    expect(readFileSync(path.join(dir, 'src/config.js'), 'utf8')).toBe(CONFIG);
  }, 60_000);
});
