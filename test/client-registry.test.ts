// The client registry (src/clients) is the one list of HTTP libraries and request styles: the core
// reads its facts (binding, option keys, encoding, refusals, proven) and keeps no list of its own.
// A call through a style that is not proven is never fixed at the safe tier, and each hold that
// comes of the registry is typed data on the finding.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_STYLES } from '../src/clients/index.js';
import { checkText, fixText } from '../src/core/index.js';
import { heldText } from '../src/core/decide/holds.js';
import { runProject } from '../src/project/index.js';

const ROOT = path.resolve(import.meta.dirname, '..');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Code without its comments (a comment may name a library; code may not). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, '')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

describe('the client registry', () => {
  it('has the styles the differential suite proves, and marks the others not proven', () => {
    const proven = ['axios', 'axios.create', 'axios.defaults', 'got', 'got.extend', 'ky', 'ky.create', 'fetch', 'node-fetch', 'request', 'request.defaults', 'superagent', 'node-rest-client', 'node:http', 'ofetch.create', 'ky.extend', 'ofetch', 'new URL', 'wretch', 'bent', 'request-promise', 'undici', 'undici fetch', 'needle'];
    const byId = new Map(CLIENT_STYLES.map((s) => [s.id, s]));
    for (const id of proven) expect(byId.get(id)?.proven, id).toBe(true);
    for (const id of ['unirest', 'got.paginate']) expect(byId.get(id)?.proven, id).toBe(false);
    expect(new Set(CLIENT_STYLES.map((s) => s.id)).size).toBe(CLIENT_STYLES.length);
  });

  it('imports nothing of the tool but its own types', () => {
    for (const f of tsFiles(path.join(ROOT, 'src/clients')))
      for (const m of code(readFileSync(f, 'utf8')).matchAll(/from '([^']+)'/g)) expect(m[1], f).toMatch(/^\.\/[\w-]+\.js$/);
  });

  it('is the only list of client libraries: the core spells none of their names in code', () => {
    // Words that name other things too are left to the name guesses (guesses.ts: `request` a route
    // handler's parameter, `http` a scheme and msw's double, `fetch` a verb in a callee's name).
    const words = new Set(['request', 'http', 'https', 'fetch']);
    const names = [...new Set(CLIENT_STYLES.flatMap((s) => [...s.names, ...s.modules, s.id.split('.')[0]]).filter((n) => /^[a-z][\w-]{1,}$/i.test(n) && !words.has(n)))];
    const alt = names.map((n) => n.replace(/[-$]/g, '\\$&')).join('|');
    // As a list spells a name: quoted, or an alternative of a regular expression.
    const listed = new RegExp(`(?<=['"\`|])(${alt})(?=['"\`|)])|(?<=\\()(${alt})(?=\\|)`, 'g');
    const found: string[] = [];
    for (const f of tsFiles(path.join(ROOT, 'src/core'))) {
      const lines = code(readFileSync(f, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        for (const m of line.matchAll(listed)) found.push(`${path.relative(ROOT, f)}:${i + 1}: ${m[1] ?? m[2]}`);
      });
    }
    expect(found).toEqual([]);
  });
});

describe('a call through a style that is not proven', () => {
  const UNIREST = ["const unirest = require('unirest');", "const OLD = 'https://gitlab.example.com/api/v3';", 'exports.erase = (id, b) => unirest.delete(`${OLD}/projects/${id}/builds/${b}/erase`);', ''].join('\n');

  it('is tied to its base and fixed for review at most, with the style named', () => {
    const f = checkText(UNIREST, 'a.js').findings.find((x) => x.change === '9.0/12')!;
    expect(f.fix).toBe('review');
    expect(f.held).toEqual({ reason: 'style not proven', style: 'unirest' });
    // Neither flag makes it: its route fixed is `DELETE …/jobs/:id/erase`, no v4 route, so the base stays (the core decides at both levels).
    expect(f.fixedBy).toBeUndefined();
    expect(heldText(f.held!)).toMatch(/never made at the safe tier: the call goes through `unirest`/);
    // Its base waits for it: --fix changes nothing.
    expect(fixText(UNIREST, 'a.js').output).toBe(UNIREST);
    const base = checkText(UNIREST, 'a.js').findings.find((x) => x.change === 'prefix')!;
    expect(base.held).toMatchObject({ reason: 'prefix waits', blocker: { line: 3, change: '9.0/12' } });
    expect(base.fixedBy).toBeUndefined();
  });

  it('ofetch.create: the instance and its base are the registry binding (proven: the generated suite runs it)', () => {
    const text = ["import { ofetch } from 'ofetch';", "const api = ofetch.create({ baseURL: 'https://gitlab.example.com/api/v3' });", 'export const jobs = (id) => api(`/projects/${id}/builds`);', ''].join('\n');
    const f = checkText(text, 'a.js').findings.find((x) => x.change === '9.0/12')!;
    expect(f.fix).toBe('safe');
    expect(f.held).toBeUndefined();
    const fixed = fixText(text, 'a.js').output;
    expect(fixed).toContain('/api/v4');
    expect(fixed).toContain('/projects/${id}/jobs');
  });
});

describe('a call through a client the registry does not know', () => {
  // `send` is no library of the registry: how it joins base, path and query is not known.
  const SEND = ["const API = 'https://gitlab.example.com/api/v3';", 'export const jobs = (id) => globalThis.send(`${API}/projects/${id}/builds`);', ''].join('\n');

  it('is fixed for review at most, held as an unrecognised style, and its base waits with it', () => {
    const f = checkText(SEND, 'a.js').findings.find((x) => x.change === '9.0/12')!;
    expect(f.fix).toBe('review');
    expect(f.held).toEqual({ reason: 'style not proven' });
    expect(f.fixedBy).toBe('fix-review');
    expect(heldText(f.held!)).toMatch(/a client the registry does not know/);
    expect(fixText(SEND, 'a.js').output).toBe(SEND);
    const reviewed = fixText(SEND, 'a.js', { fixReview: true }).output;
    expect(reviewed).toContain("'https://gitlab.example.com/api/v4'");
    expect(reviewed).toContain('/projects/${id}/jobs`');
  });

  it('moving a base that only such a call reads is a review fix too: the move changes its request', () => {
    const text = ["const API = 'https://gitlab.example.com/api/v3';", 'export const me = () => globalThis.send(`${API}/user`);', ''].join('\n');
    const base = checkText(text, 'a.js').findings.find((x) => x.change === 'prefix')!;
    expect(base).toMatchObject({ fix: 'review', held: { reason: 'style not proven' } });
    expect(fixText(text, 'a.js').output).toBe(text);
  });

  it("undici's request refuses a query in its URL beside its `query` option: a fix that adds one is held", () => {
    // undici throws ("Query params cannot be passed when url already contains \"?\"") where both are given.
    const alone = ["import { request } from 'undici';", "const API = 'https://gitlab.example.com/api/v3';", 'export const owned = () => request(`${API}/projects/owned`, { query: { per_page: 5 } });', ''].join('\n');
    // Refused (`query refused`, as the JSON report says), and the only call on its base: nothing moves, nothing is written.
    expect(checkText(alone, 'a.js').findings.find((x) => x.change === '9.0/13')?.held?.reason).toBe('no rewrite');
    expect(fixText(alone, 'a.js', { fixReview: true }).output).toBe(alone);
    // Beside a call that moves, the refused call is kept on its v3 base, never fixed.
    const text = alone + 'export const user = () => request(`${API}/user`);\n';
    expect(checkText(text, 'a.js').findings.find((x) => x.change === '9.0/13')?.held?.reason).toBe('kept on v3');
    expect(fixText(text, 'a.js').output).toBe(text);
    // For review, the call keeps its own copy of the v3 base (undici's split spells it), its request unchanged, and the base moves.
    const review = fixText(text, 'a.js', { fixReview: true }).output;
    expect(review).toContain('request(`https://gitlab.example.com/api/v3/projects/owned`, { query: { per_page: 5 } })');
    expect(review).toContain("const API = 'https://gitlab.example.com/api/v4';");
  });

  it("needle sends a GET's data as a JSON body with `json: true`: such a call is no query to fix, and its base stays", () => {
    const text = [
      "import needle from 'needle';",
      "const API = 'https://gitlab.example.com/api/v3';",
      "export const a = () => needle('get', API + '/projects/5/merge_requests', { iid: 3 }, { json: true });",
      "export const b = () => needle.get(API + '/projects/5/merge_requests', { json: true, query: { iid: 3 } }, () => {});",
      '',
    ].join('\n');
    expect(fixText(text, 'a.js', { fixReview: true }).output).toBe(text);
    // Without the switch the data is the query: renamed, and the base moves.
    const query = ["import needle from 'needle';", "const API = 'https://gitlab.example.com/api/v3';", "export const a = () => needle('get', API + '/projects/5/merge_requests', { iid: 3 });", ''].join('\n');
    const fixed = fixText(query, 'a.js').output;
    expect(fixed).toContain("{ 'iids[]': 3 }");
    expect(fixed).toContain('/api/v4');
  });

  it('a whole URL through unirest is not fixed at the safe tier either', () => {
    const text = ["const unirest = require('unirest');", "export const jobs = (id) => unirest.get(`https://gitlab.example.com/api/v3/projects/${id}/builds`);", ''].join('\n');
    expect(fixText(text, 'a.js').output).toBe(text);
  });

  it('bent: the function a factory makes sends the method among its arguments (GET when none is), on the URL among them or on none', () => {
    // bent tells its arguments apart by what they are: the method in capitals, the base a URL, in any order.
    const text = ["const bent = require('bent');", "const getJSON = bent('json');", "const post = bent('json', 'POST', 201);", 'export const jobs = (id) => getJSON(`https://gitlab.example.com/api/v3/projects/${id}/builds`);', "export const branch = (id) => post(`https://gitlab.example.com/api/v3/projects/${id}/repository/branches`, { branch_name: 'x', ref: 'master' });", ''].join('\n');
    const fixed = fixText(text, 'a.js').output;
    expect(fixed).toContain('/api/v4/projects/${id}/jobs`');
    expect(fixed).toContain("{ branch: 'x', ref: 'master' }");
    // A method that may be in an argument the tool cannot read (a parameter) is no method: nothing is fixed.
    const unread = ["const bent = require('bent');", 'export const send = (how, id) => bent(how)(`https://gitlab.example.com/api/v3/projects/${id}/star`);', ''].join('\n');
    expect(fixText(unread, 'a.js').output).toBe(unread);
  });
});

describe('holds that come of the registry', () => {
  it('a call tied to no base, in a file whose base moves, is not fixed (base untied): no run can see its base move', () => {
    const text = ["const API = 'https://gitlab.example.com/api/v3';", "export const user = () => fetch(API + '/user');", 'export class Jobs { constructor(http) { this.http = http; } list(id) { return this.http.get(`/projects/${id}/builds`); } }', ''].join('\n');
    const f = checkText(text, 'a.js').findings.find((x) => x.change === '9.0/12')!;
    expect(f).toMatchObject({ fix: 'manual', held: { reason: 'base untied' } });
    expect(fixText(text, 'a.js', { fixReview: true }).output).toContain('/builds`');
  });

  it('node-rest-client refuses a query in a registered URL: no rewrite, typed', () => {
    const text = ["const { Client } = require('node-rest-client');", 'const client = new Client();', "client.registerMethod('owned', `${process.env.GITLAB}/api/v3/groups/owned`, 'GET');", ''].join('\n');
    const f = checkText(text, 'a.js').findings.find((x) => x.change === '9.0/6')!;
    expect(f.held).toEqual({ reason: 'no rewrite', noRewrite: { kind: 'query refused', style: 'node-rest-client', key: 'parameters' } });
  });

  it('axios.defaults seen from one file holds its base: other files call axios on it', () => {
    const text = ["const axios = require('axios');", "axios.defaults.baseURL = 'https://gitlab.example.com/api/v3';", ''].join('\n');
    const f = checkText(text, 'setup.js').findings.find((x) => x.change === 'prefix')!;
    expect(f.held).toEqual({ reason: 'not proven', unproven: { kind: 'imported, one file', name: 'axios.defaults.baseURL' } });
  });

  it('axios.defaults in project mode waits for a call of another file that keeps a v3-only route', () => {
    const dir = path.join(ROOT, 'fixtures/projects/defaults-js');
    const files = ['src/setup.js', 'src/commits.js'].map((f) => ({ file: path.join(dir, f), text: readFileSync(path.join(dir, f), 'utf8') }));
    const r = runProject(files, files.map((f) => f.file), { cwd: dir, fix: true });
    const setup = r.findings.get(files[0].file)!.find((x) => x.change === 'prefix')!;
    expect(setup.held).toMatchObject({ reason: 'prefix waits', blocker: { line: 6, change: '9.0/7' }, waitsOn: ['9.0/7'] });
    const jobs = r.findings.get(files[1].file)!.find((x) => x.change === '9.0/12')!;
    expect(jobs.held).toMatchObject({ reason: 'base waits', base: { line: 5 } });
    expect(r.outputs.size).toBe(0);
  });
});
