// Shapes of published v3 clients (fixtures/real) and the package.json reader: a program built on a
// client library that speaks only v3 gets the dependency and the changed methods' calls reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { isSourceFile, isTrap, parseAnnotations } from '../src/rulebook/annotations.js';
import { runJson, tempProject } from './support.js';

const DIR = fileURLToPath(new URL('../fixtures/real', import.meta.url));
const files = readdirSync(DIR).filter(isSourceFile).sort();

describe('fixtures/real', () => {
  it.each(files)('%s', (file) => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const findings = checkText(text, file).findings.map((f) => `${f.start.line} ${f.change}`);
    if (isTrap(text)) {
      expect(findings).toEqual([]);
      return;
    }
    const { annotations, problems } = parseAnnotations(text);
    expect(problems).toEqual([]);
    const expected = annotations.filter((a) => a.directive === 'ruleid').flatMap((a) => a.keys.map((k) => `${a.line} ${k}`));
    const forbidden = annotations.filter((a) => a.directive === 'ok').flatMap((a) => a.keys.map((k) => `${a.line} ${k}`));
    // Known gaps (todoruleid) may be found or not; nothing else may be reported there.
    const gaps = new Set(annotations.filter((a) => a.directive === 'todoruleid').flatMap((a) => a.keys.map((k) => `${a.line} ${k}`)));
    expect(expected.length).toBeGreaterThan(0);
    // Every finding is one the file asks for, and every one it asks for is there.
    expect([...new Set(findings.filter((f) => !gaps.has(f)))].sort()).toEqual([...new Set(expected)].sort());
    for (const f of forbidden) expect(findings).not.toContain(f);
  });
});

describe('code that speaks both versions', () => {
  it('reports each v3 branch once, as information, and rewrites none of them', () => {
    const text = readFileSync(join(DIR, 'both-versions.js'), 'utf8');
    const findings = checkText(text, 'both-versions.js').findings;
    const branches = findings.filter((f) => f.severity === 'info');
    expect(branches.map((f) => f.start.line)).toEqual([9, 21, 28]);
    expect(branches.every((f) => f.fix === 'manual' && !f.edits && /Remove this branch once every server is 9.5/.test(f.message))).toBe(true);
    const out = fixText(text, 'both-versions.js').output;
    // Only the unrelated branch moves; the v3 branches stay v3.
    expect(out.match(/api\/v3/g)).toHaveLength(3);
    expect(out).toContain('/api/v4/projects/${id}/jobs`);\n  }');
  });
});

const manifest = (deps: Record<string, string>, section = 'dependencies') => `${JSON.stringify({ name: 'tool', version: '1.0.0', [section]: deps }, null, 2)}\n`;

describe('package.json', () => {
  it('reports a dependency on a v3-only version on its line, with the first version that speaks v4', () => {
    const text = manifest({ lodash: '^4.17.0', gitlab: '^1.7.0' });
    const [f, ...rest] = checkText(text, 'package.json').findings;
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ change: 'prefix', fix: 'manual', start: { line: 6 } });
    expect(f.message).toContain('the first version that speaks v4 is 3.1.1');
    expect(text.slice(f.range[0], f.range[1])).toBe('"gitlab": "^1.7.0"');
  });

  it('knows a base-only client (gl-got) by its default endpoint', () => {
    const [f] = checkText(manifest({ 'gl-got': '^6.0.2' }), 'package.json').findings;
    expect(f.message).toContain('the first version that speaks v4 is 8.0.0');
    expect(checkText(manifest({ 'gl-got': '^8.0.0' }), 'package.json').findings).toEqual([]);
  });

  it('says to replace a client no version of which speaks v4, in any dependency section', () => {
    const [f] = checkText(manifest({ 'node-gitlab': '~1.6.0' }, 'devDependencies'), 'sub/package.json').findings;
    expect(f.message).toContain('no version speaks v4: replace it');
  });

  it.each([
    ['a version that speaks v4', { gitlab: '^3.1.1' }],
    ['a range that allows v4', { gitlab: '>=1.0.0' }],
    ['a tag', { gitlab: 'latest' }],
    ['a git URL', { gitlab: 'github:node-gitlab/node-gitlab' }],
    ['a client that speaks v4 from its first version', { 'node-gitlab-api': '^1.3.3' }],
    ['another package', { 'gitlab-ci-yaml': '^1.0.0' }],
  ])('leaves %s alone', (_what, deps) => {
    expect(checkText(manifest(deps), 'package.json').findings).toEqual([]);
  });

  it('says why a package.json that is not JSON is not read', () => {
    const r = checkText('{ "dependencies": { "gitlab": "^1.0.0" ', 'package.json');
    expect(r.findings).toEqual([]);
    expect(r.parseError).toMatch(/not valid JSON/);
  });

  it('is found by a folder search and checked with the code that uses the client', async () => {
    const dir = tempProject({
      'package.json': manifest({ gitlab: '1.8.0' }),
      'src/notify.js': "const gitlab = require('gitlab')({ url: 'https://git.example.com', token: 't' });\ngitlab.issues.show(5, 12, console.log);\n",
      'node_modules/gitlab/package.json': manifest({}),
    });
    const { report } = await runJson<{ findings: { file: string; line: number; change: string }[] }>(['.'], dir);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.change}`)).toEqual(['package.json:5 prefix', 'src/notify.js:2 9.0/33']);
  });
});
