// Svelte stores read as the values they hold (issue 26; fixtures/stores/README.md): `$name` and
// `get(name)` are the value of the store `name` makes, in the component or imported from a module.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/languages/index.js';
import { ROOT, runJson } from './support.js';

const SRC = path.join(ROOT, 'fixtures/stores');

describe('Svelte stores', () => {
  it('$store and get(store) read the value a readable, writable or derived store holds; a $name that is no store is not read', () => {
    const file = 'Stores.svelte';
    const text = fs.readFileSync(path.join(SRC, file), 'utf8');
    expect(checkText(text, file).findings.map((f) => `${f.start.line} ${f.change}`)).toEqual(['4 prefix', '8 9.0/12', '10 9.0/12', '11 9.0/1']);
    // The base's subscribers are reads its proof does not follow yet: held, nothing written.
    expect(fixText(text, file, { fixReview: true }).output).toBe(text);
  });

  it("a component's $store of a module's store: the module's base, each call's change", async () => {
    interface Report {
      findings: { file: string; line: number; change: string }[];
    }
    const { report } = await runJson<Report>(['--no-cache', '.'], path.join(SRC, 'svelte-stores'));
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.change}`)).toEqual([
      'src/lib/Jobs.svelte:5 9.0/12',
      'src/lib/Jobs.svelte:6 9.0/7',
      'src/lib/Jobs.svelte:8 9.0/10',
      'src/lib/gitlab.js:3 prefix',
    ]);
  });
});

describe('Svelte reactive declarations', () => {
  it('`$: api = …` at the top level declares `api` with that value: its calls are read on the base; a name also declared or assigned twice is not', () => {
    const file = 'Admin.svelte';
    const text = [
      '<script>',
      "  export let host = 'https://gitlab.internal.example';",
      '  $: api = `${host}/api/v3`;',
      "  const send = (method, path) => fetch(api + path, { method, headers: { 'PRIVATE-TOKEN': token } });",
      '  const block = (u) => send(\'PUT\', `/users/${u.id}/block`);',
      "  const markAllDone = () => send('DELETE', '/todos');",
      "  export let other = 'https://gitlab.internal.example/api/v3';",
      '  $: other = `${host}/api/v3`;',
      "  const keys = () => fetch(other + '/todos', { method: 'DELETE' });",
      '  $: twice = `${host}/api/v3`;',
      "  $: twice = 'https://gitlab.example.com/api/v3';",
      "  const todos = () => fetch(twice + '/todos', { method: 'DELETE' });",
      '</script>',
      '',
    ].join('\n');
    const findings = checkText(text, file).findings;
    expect(findings.map((f) => `${f.start.line} ${f.change}`)).toEqual(['3 prefix', '5 9.0/4', '6 9.0/3', '7 prefix', '8 prefix', '9 9.0/3', '10 prefix', '11 prefix', '12 9.0/3']);
    // Those names are read on no base: their calls' `DELETE /todos` is named (the file speaks to GitLab), never fixed.
    for (const line of [9, 12]) expect(findings.find((f) => f.start.line === line)).toMatchObject({ fix: 'manual', held: { reason: 'no rewrite', noRewrite: { kind: 'base unseen' } } });
  });
});
