// An instance a framework puts on every component and context (`this.$axios` of Nuxt's axios
// module, on nuxt.config's `axios.baseURL`; `this.$http` a main module assigns to `Vue.prototype`):
// its calls are requests on that base in every file of the run, and the base moves only when every
// read of the name is such a request (fixtures/projects/nuxt-axios-js has the whole project).
import { cpSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verbNamed } from '../src/core/extract/ast.js';
import { runJson, tempDir } from './support.js';

const NUXT = path.resolve(import.meta.dirname, '../fixtures/projects/nuxt-axios-js');

interface Report {
  findings: { file: string; ruleId: string; line: number; fix: string; held?: { reason: string; unproven?: unknown } }[];
}

const STAR = '<template><button @click="unstar">★</button></template>\n<script>\nexport default {\n  methods: {\n    unstar() { return this.$axios.$delete(`/projects/${this.id}/star`); },\n  },\n};\n</script>\n';

function nuxtCopy(): string {
  const dir = tempDir('injected');
  cpSync(NUXT, dir, { recursive: true, filter: (src) => !/\.fixed\./.test(src) });
  return dir;
}

describe('an injected instance', () => {
  it('moves the base with a component\'s `this.$axios` calls: a component is a module project mode reads', async () => {
    const dir = nuxtCopy();
    mkdirSync(path.join(dir, 'components'));
    writeFileSync(path.join(dir, 'components/Star.vue'), STAR);
    await runJson<Report>(['--fix', '--fix-review', '.'], dir);
    expect(readFileSync(path.join(dir, 'nuxt.config.js'), 'utf8')).toContain("'/api/v4'");
    expect(readFileSync(path.join(dir, 'components/Star.vue'), 'utf8')).toContain('this.$axios.$post(`/projects/${this.id}/unstar`)');
  }, 60_000);

  it('holds the base where a component reads `$axios` in code the run does not read as one module (two scripts): --fix-review writes nothing', async () => {
    const dir = nuxtCopy();
    mkdirSync(path.join(dir, 'components'));
    writeFileSync(path.join(dir, 'components/Star.vue'), STAR.replace('<script>', '<script setup>\nconst label = 1;\n</script>\n<script>'));
    const before = readFileSync(path.join(dir, 'nuxt.config.js'), 'utf8');
    const { report } = await runJson<Report>(['--fix', '--fix-review', '.'], dir);
    expect(readFileSync(path.join(dir, 'nuxt.config.js'), 'utf8')).toBe(before);
    expect(report.findings.find((f) => f.file === 'nuxt.config.js' && f.line === 5)?.held?.reason).toBe('not proven');
  }, 60_000);

  it('is no base a front that sees one file can move (--no-project)', async () => {
    const dir = nuxtCopy();
    const before = readFileSync(path.join(dir, 'nuxt.config.js'), 'utf8');
    await runJson<Report>(['--fix', '--fix-review', '--no-project', '.'], dir);
    expect(readFileSync(path.join(dir, 'nuxt.config.js'), 'utf8')).toBe(before);
  }, 60_000);

  it('assigned to a prototype by the app\'s main module: `this.$http` calls in other files are requests on its base', async () => {
    const dir = tempDir('injected');
    writeFileSync(path.join(dir, 'main.js'), "import Vue from 'vue';\nimport axios from 'axios';\nVue.prototype.$http = axios.create({ baseURL: 'https://gitlab.example.com/api/v3', headers: { 'PRIVATE-TOKEN': 't' } });\n");
    writeFileSync(path.join(dir, 'users.js'), 'export const users = {\n  methods: {\n    block(u) { return this.$http.put(`/users/${u.id}/block`); },\n  },\n};\n');
    const { report } = await runJson<Report>(['.'], dir);
    expect(report.findings.filter((f) => f.file === 'users.js').map((f) => `${f.line} ${f.ruleId}`)).toEqual(['3 block-user-method']);
  }, 60_000);

  const PROTOTYPE_MAIN = "import Vue from 'vue';\nimport axios from 'axios';\nVue.prototype.$http = axios.create({ baseURL: 'https://gitlab.example.com/api/v3', headers: { 'PRIVATE-TOKEN': 't' } });\n";
  const USERS = 'export const users = {\n  methods: {\n    block(u) { return this.$http.put(`/users/${u.id}/block`); },\n  },\n};\n';

  it('assigned to a prototype: the base moves with them when every `$http` of the run is a request on it', async () => {
    const dir = tempDir('injected');
    writeFileSync(path.join(dir, 'main.js'), PROTOTYPE_MAIN);
    writeFileSync(path.join(dir, 'users.js'), USERS);
    await runJson<Report>(['--fix', '.'], dir);
    expect(readFileSync(path.join(dir, 'main.js'), 'utf8')).toContain("'https://gitlab.example.com/api/v4'");
    expect(readFileSync(path.join(dir, 'users.js'), 'utf8')).toContain('this.$http.post(`/users/${u.id}/block`)');
  }, 60_000);

  it('assigned to a prototype: a `$http` handed on holds the base, named where it is read', async () => {
    const dir = tempDir('injected');
    writeFileSync(path.join(dir, 'main.js'), PROTOTYPE_MAIN);
    writeFileSync(path.join(dir, 'users.js'), USERS);
    writeFileSync(path.join(dir, 'raw.js'), "export const raw = {\n  methods: {\n    v() { const h = this.$http; return h.get('/version'); },\n  },\n};\n");
    const { report } = await runJson<Report>(['--fix', '.'], dir);
    expect(readFileSync(path.join(dir, 'main.js'), 'utf8')).toBe(PROTOTYPE_MAIN);
    expect(report.findings.find((f) => f.file === 'main.js')?.held).toMatchObject({ reason: 'not proven', unproven: { kind: 'read unseen', name: '$http', places: [{ file: 'raw.js', line: 3 }] } });
  }, 60_000);
});

describe('a method fix keeps the name family of the verb it replaces', () => {
  it.each([
    ['put', 'POST', 'post'],
    ['$put', 'POST', '$post'],
    ['$delete', 'POST', '$post'],
    ['onPut', 'POST', 'onPost'],
    ['del', 'POST', 'post'],
    ['get', 'DELETE', 'delete'],
  ])('%s → %s is %s', (from, method, to) => {
    expect(verbNamed(from, method)).toBe(to);
  });
});
