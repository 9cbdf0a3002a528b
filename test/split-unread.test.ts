// A call whose request the base proof cannot read keeps its own copy of the v3 base
// (core/decide/split-unread.ts) instead of holding every other call on the base, and every later run
// still reports it: at the copy spelled again (its base held for what cannot be read) or at the
// turned-back read a split made (`v3 copy`).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkText, fixText } from '../src/core/index.js';
import { runJson, tempProject } from './support.js';

const AJAX = [
  "import { ajax } from 'rxjs/ajax';",
  "const API = 'https://gitlab.example.com/api/v3';",
  "export const activity = (id) => ajax({ url: `${API}/projects/${id}/events`, queryParams: { action: 'commented on' } });",
  'export const jobs = (id) => ajax({ url: `${API}/projects/${id}/builds` });',
  '',
].join('\n');

const line = (text: string, n: number) => text.split('\n')[n - 1];
const prefixes = (text: string, fixReview = true) =>
  checkText(text, 'a.js', { fixReview })
    .findings.filter((f) => f.ruleId === 'api-v3-prefix')
    .map((f) => `${f.start.line} ${f.fix} ${f.held?.reason}${f.held?.unproven ? ` ${f.held.unproven.kind}` : ''}`);

describe('a call the base proof cannot read keeps its own v3 base (split-unread.ts)', () => {
  it('is a finding at the call, its copy a review fix, and the base waits for it', () => {
    expect(prefixes(AJAX)).toEqual(['2 manual prefix waits', '3 review kept on v3 params unread']);
  });

  it('--fix-review: the call sends its v3 request from its copy, the other call moves with the base', () => {
    const { output } = fixText(AJAX, 'a.js', { fixReview: true });
    expect(line(output, 2)).toContain('/api/v4');
    expect(line(output, 3)).toContain('`https://gitlab.example.com/api/v3/projects/${id}/events`');
    expect(line(output, 4)).toContain('/projects/${id}/jobs`');
    // The next run still reports the kept call: its copy is a v3 base held for what cannot be read.
    expect(prefixes(output)).toEqual(['3 manual not proven params unread']);
    expect(fixText(output, 'a.js', { fixReview: true }).output).toBe(output);
  });

  it('a base only unread calls use moves none: no copy, the base held as before', () => {
    const only = AJAX.split('\n').filter((l) => !l.includes('jobs')).join('\n');
    expect(prefixes(only)).toEqual(['2 manual not proven params unread']);
    expect(fixText(only, 'a.js', { fixReview: true }).output).toBe(only);
  });

  it('a caller of a wrapper is kept through its own copy of the wrapper; the wrapper moves with the base', () => {
    const wrapper = [
      "import { ajax } from 'rxjs/ajax';",
      "const API = 'https://gitlab.example.com/api/v3';",
      'const get = (path, q) => ajax({ url: `${API}${path}`, queryParams: q });',
      "export const activity = (id) => get(`/projects/${id}/events`, { action: 'commented on' });",
      'export const jobs = (id) => get(`/projects/${id}/builds`);',
      '',
    ].join('\n');
    const { output } = fixText(wrapper, 'a.js', { fixReview: true });
    expect(line(output, 2)).toContain('/api/v4');
    expect(output).toContain('const getV3 = (path, q) => ajax({ url: `https://gitlab.example.com/api/v3${path}`, queryParams: q });');
    expect(output).toContain("export const activity = (id) => getV3(`/projects/${id}/events`, { action: 'commented on' });");
    expect(output).toContain('export const jobs = (id) => get(`/projects/${id}/jobs`);');
  });

  it("a wrapper's own request is never kept, whatever its proof cannot read: its callers' routes go through it", () => {
    // `get` is exported: callers the run cannot see give it routes, so its own request is one the proof reads (`/projects/:id/:rest`).
    const wrapper = [
      "const API = 'https://gitlab.example.com/api/v3';",
      'export const get = (id, rest) => fetch(`${API}/projects/${id}/${rest}`);',
      "export const builds = (id) => get(id, 'builds');",
      'export const owned = (id) => fetch(`${API}/projects/${id}/builds`);',
      '',
    ].join('\n');
    expect(prefixes(wrapper)).toEqual(['1 manual not proven not a v4 route']);
    expect(fixText(wrapper, 'a.js', { fixReview: true }).output).toBe(wrapper);
  });

  it('a copy turned back from a base of another module is reported on every later run (`v3 copy`)', async () => {
    const dir = tempProject({
      'config.mjs': "export const API = 'https://gitlab.example.com/api/v3';\n",
      'client.mjs': [
        "import { API } from './config.mjs';",
        'export const builds = (id, sha) => fetch(`${API}/projects/${id}/repository/commits/${sha}/builds`);',
        'export const owned = () => fetch(`${API}/projects/owned`);',
        '',
      ].join('\n'),
    });
    await runJson(['.', '--fix-review'], dir);
    const client = readFileSync(path.join(dir, 'client.mjs'), 'utf8');
    expect(line(client, 2)).toContain("${API.replace(/\\/api\\/v4(?=\\/?$)/, '/api/v3')}/projects/");
    const { report } = await runJson<{ findings: { file: string; line: number; column: number; endColumn: number; ruleId: string; fix: string; held?: { reason: string } }[] }>(['.'], dir);
    const copy = report.findings.filter((f) => f.held?.reason === 'v3 copy');
    expect(copy.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.fix}`)).toEqual(['client.mjs:2 api-v3-prefix manual']);
    expect(line(client, 2).slice(copy[0].column - 1, copy[0].endColumn - 1)).toBe("'/api/v3'");
  });

  it('a version read as a value: the call reads its instance\'s base turned back, the version moves where it is written', () => {
    const text = [
      "import axios from 'axios';",
      'const VERSION = 3;',
      'const api = axios.create({ baseURL: `https://gitlab.example.com/api/v${VERSION}` });',
      'export const activity = (id, filter) => api.get(`/projects/${id}/events`, { params: filter });',
      'export const jobs = (id) => api.get(`/projects/${id}/builds`);',
      '',
    ].join('\n');
    expect(prefixes(text)).toEqual(['3 manual prefix waits', '4 review kept on v3 params unread']);
    const { output } = fixText(text, 'a.js', { fixReview: true });
    expect(line(output, 2)).toBe('const VERSION = 4;');
    expect(line(output, 4)).toContain("{ baseURL: api.defaults.baseURL.replace(/\\/api\\/v4(?=\\/?$)/, '/api/v3'), params: filter }");
    expect(line(output, 5)).toContain('/projects/${id}/jobs`');
    expect(prefixes(output)).toEqual(['4 manual v3 copy']);
  });

  it('a base a data file spells: the call reads the value turned back, the value moves in the data file', async () => {
    const dir = tempProject({
      'config.json': '{ "gitlab": { "api": "https://gitlab.example.com/api/v3" } }\n',
      'client.mjs': [
        "import axios from 'axios';",
        "import config from './config.json' with { type: 'json' };",
        'const API = config.gitlab.api;',
        'export const activity = (id, filter) => axios.get(`${API}/projects/${id}/events`, { params: filter });',
        'export const jobs = (id) => axios.get(`${API}/projects/${id}/builds`);',
        '',
      ].join('\n'),
    });
    await runJson(['.', '--fix-review'], dir);
    expect(readFileSync(path.join(dir, 'config.json'), 'utf8')).toContain('/api/v4');
    const client = readFileSync(path.join(dir, 'client.mjs'), 'utf8');
    expect(line(client, 4)).toContain(".replace(/\\/api\\/v4(?=\\/?$)/, '/api/v3')}/projects/${id}/events`");
    expect(line(client, 5)).toContain('/projects/${id}/jobs`');
  });
});
