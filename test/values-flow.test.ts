// The evaluator's value flow (issue 26, JavaScript): annotated cases in fixtures/regressions/
// named `values-*` and `iid-*`, judged like the rule fixtures: every `ruleid: K` line has a
// finding of key K, every `ok: K` line none, and no finding sits on a line no annotation names.
// (fixtures/rules/ holds one file per rulebook entry; these cross several entries.) Their fixed
// output and fix safety are checked by test/property-regressions.test.ts; a `.review-fixed.txt`
// beside one is its exact output with review fixes applied (`--fix-review`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { parseAnnotations } from '../src/rulebook/annotations.js';
import { runJson, tempProject } from './support.js';

const DIR = fileURLToPath(new URL('../fixtures/regressions', import.meta.url));
const files = readdirSync(DIR)
  .filter((f) => /^(values|iid)-.*\.[cm]?[jt]sx?$/.test(f) && !/\.fixed\./.test(f))
  .sort();

describe('value flow fixtures', () => {
  it('has cases', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(file, () => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const { annotations, problems } = parseAnnotations(text);
      expect(problems).toEqual([]);
      const found = checkText(text, file).findings.map((f) => `${f.start.line}:${f.change}`);
      const failures: string[] = [];
      const allowed = new Set<string>();
      for (const a of annotations)
        for (const key of a.keys) {
          const hit = found.includes(`${a.line}:${key}`);
          if (a.directive === 'ruleid' || a.directive === 'todoruleid') allowed.add(`${a.line}:${key}`);
          if (a.directive === 'ruleid' && !hit) failures.push(`false negative: line ${a.line} [${key}]`);
          if (a.directive === 'ok' && hit) failures.push(`false positive: line ${a.line} [${key}]`);
        }
      for (const f of found) if (!allowed.has(f)) failures.push(`unannotated finding: ${f}`);
      expect(failures).toEqual([]);
      const review = join(DIR, file.replace(/\.[cm]?[jt]sx?$/, '.review-fixed.txt'));
      if (existsSync(review)) expect(fixText(text, file, { fixReview: true }).output).toBe(readFileSync(review, 'utf8'));
    });
  }
});

describe('helpers in another file (project mode)', () => {
  it('reads a path given to an exported helper as a site on its base: the list meaning applies on v3, not on v4', async () => {
    const dir = tempProject({
      'package.json': { name: 'p', version: '1.0.0', type: 'module' },
      'src/api.js':
        "const BASE = 'https://gitlab.example.com/api/v3';\nfunction send(target) { return fetch(target).then((r) => r.json()); }\nexport function gitlab(p) { return send(BASE + p); }\n",
      'src/api4.js': "const V4 = 'https://gitlab.example.com/api/v4';\nexport default function gitlab4(p) { return fetch(V4 + p); }\n",
      'src/main.js': "import { gitlab } from './api.js';\nimport gitlab4 from './api4.js';\nexport const mine = () => gitlab('/projects');\nexport const visible = () => gitlab4('/projects');\n",
    });
    const { report } = await runJson<{ findings: Array<{ file: string; line: number; change: string }> }>(['--project', '.'], dir);
    const on = (file: string) => report.findings.filter((f) => f.file.endsWith(file)).map((f) => `${f.line}:${f.change}`);
    expect(on('main.js')).toEqual(['3:9.0/14']);
  });

  it('moves a file path out of a wrapper\'s body object into the caller\'s own template, the wrapper, its base and the project id in another file (blind ci-undici)', async () => {
    const dir = tempProject({
      'package.json': { name: 'p', version: '1.0.0', type: 'module' },
      'src/api.js':
        "const projectUrl = new URL(process.env.CI_PROJECT_URL ?? 'https://gitlab.example.com/group/project');\nconst ROOT = `${projectUrl.origin}/api/v3`;\nexport const projectId = process.env.CI_PROJECT_ID ?? '42';\nexport async function api(method, path, { json } = {}) {\n  return fetch(`${ROOT}${path}`, { method, headers: { 'PRIVATE-TOKEN': 't', 'content-type': 'application/json' }, body: json ? JSON.stringify(json) : undefined });\n}\n",
      'src/main.js':
        "import { api, projectId } from './api.js';\nexport const remove = (file) => api('DELETE', `/projects/${projectId}/repository/files`, { json: { file_path: file, branch_name: 'pages', commit_message: 'x' } });\n",
    });
    const { report } = await runJson<{ findings: unknown[] }>(['--project', '--fix', '--fix-review', '.'], dir);
    expect(report.findings).toEqual([]);
    expect(readFileSync(join(dir, 'src/main.js'), 'utf8')).toContain("api('DELETE', `/projects/${projectId}/repository/files/${encodeURIComponent(file)}`, { json: { branch: 'pages', commit_message: 'x' } })");
    expect(readFileSync(join(dir, 'src/api.js'), 'utf8')).toContain('const ROOT = `${projectUrl.origin}/api/v4`;');
  });
});

describe('request descriptors (issue 25)', () => {
  // In a test, not a fixture file: oxc-parser and typescript-estree give an enum's members different trees (test/parse.test.ts).
  const text = (init: string) =>
    `enum Verb { Get = 'GET', Post = 'POST' }\nenum Kind { Read, Write }\nexport const jobs = (p: number) => ({ verb: ${init}, path: \`/projects/\${p}/builds\` });\n`;
  const keys = (t: string) => checkText(t, 'descriptors.ts').findings.map((f) => `${f.start.line}:${f.change}`);
  it('reads the method of a string enum member: the descriptor is a request, reported', () => expect(keys(text('Verb.Get'))).toEqual(['3:9.0/12']));
  it('reads no method from a numeric enum member: no request', () => expect(keys(text('Kind.Read'))).toEqual([]));
  it('fixes nothing: no descriptor names its base', () => expect(fixText(text('Verb.Get'), 'descriptors.ts', { fixReview: true }).output).toBe(text('Verb.Get')));
  // The sender's base: a rule that needs a v3 base (`DELETE /todos/:id`, a parameter of `POST /groups`) applies.
  const sent = (senders: string) =>
    `const BASE = 'https://gitlab.example.com/api/v3';\nexport const done = (id: number) => ({ verb: 'DELETE', path: \`/todos/\${id}\` });\nexport const group = (name: string) => ({ verb: 'POST', path: '/groups', body: { name, visibility_level: 0 } });\n${senders}`;
  const run = (base: string) => `export const run${base.length} = (req: { verb: string; path: string }) => fetch(${base} + req.path, { method: req.verb });\n`;
  it('ties descriptors to the base their sender joins to its parameter\'s route', () => {
    expect(keys(sent(run('BASE')))).toEqual(expect.arrayContaining(['2:9.0/3', '3:9.0/15']));
  });
  it('but not without a sender, nor when two senders join different bases', () => {
    expect(keys(sent(''))).not.toContain('2:9.0/3');
    expect(keys(sent(run('BASE') + run("'https://other.example.com/api/v3'")))).not.toContain('2:9.0/3');
  });
});

describe('the bound on values', () => {
  const chain = (n: number) =>
    "import axios from 'axios';\nconst API = 'https://gitlab.example.com/api/v3';\nexport function f(k, id) {\n  const url = " +
    Array.from({ length: n - 1 }, (_, i) => `k === ${i} ? \`\${API}/projects/\${id}/builds/${i}\` : `).join('') +
    `\`\${API}/projects/\${id}/builds/${n - 1}\`;\n  return axios.get(url);\n}\n`;
  const jobs = (text: string) => checkText(text, 'chain.js').findings.filter((f) => f.change === '9.0/12').length;

  it('reads every value of a ternary chain of 16', () => expect(jobs(chain(16))).toBe(16));
  it('leaves a chain of more than 16 a hole, as before', () => expect(jobs(chain(17))).toBe(0));
  it('reads a chain as deep as a minified bundle writes without running out of stack', () => {
    expect(() => checkText(chain(3000), 'chain.js')).not.toThrow();
  });
});
