// Text several readers share is edited only when every reader asks for the same edit
// (decide/shared-text.ts): a constant's text is read by whatever reads the constant (a test of a route
// constant, a property of a parameter object read back), and a wrapper's text in another file by the
// calls of files the analysis does not hold (the engine hands project mode its files in groups). The
// method such a fix writes in another file is spelled from that file's text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../src/core/check.js';
import { runProject } from '../src/project/index.js';
import { tempProject } from './support.js';

const fixes = (text: string) => checkText(text, 'src/gitlab.js', { fixReview: true }).findings.map((f) => `${f.start.line} ${f.change} ${f.fix} ${f.held?.reason ?? ''}`.trim());

describe("a constant's text read by other code than the calls", () => {
  const route = (read: string) => ["const BASE = 'https://gitlab.example.com/api/v3';", "const OWNED = '/projects/owned';", 'export const owned = () => fetch(BASE + OWNED);', read, ''].join('\n');
  const query = (read: string) => ["import axios from 'axios';", "const BASE = 'https://gitlab.example.com/api/v3';", 'const query = { iid: 5 };', 'export const mrs = () => axios.get(`${BASE}/projects/1/merge_requests`, { params: query });', read, ''].join('\n');

  it('is edited where only the calls, and the text of an error or a log, read it', () => {
    expect(fixes(route("console.info('listing', OWNED);"))).toEqual(['1 prefix safe', '2 9.0/13 safe']);
    expect(fixes(query('export const log = () => console.debug(`mrs ${query.iid}`);'))).toEqual(['2 prefix safe', '3 8.17/3 safe']);
  });

  it('is held where a test reads a route constant (it would answer otherwise)', () => {
    expect(fixes(route('export const isOwned = (p) => p === OWNED;'))).toEqual(['1 prefix manual prefix waits', '2 9.0/13 manual shared text']);
  });

  it("is held where one value of a call's URL is a constant a test reads", () => {
    const text = [
      "import axios from 'axios';",
      "const BASE = 'https://gitlab.example.com/api/v3';",
      'export function list(kind) {',
      "  const path = kind === 'mine' ? '/projects/owned' : '/projects';",
      "  if (path === '/projects/owned') counter.mine++;",
      '  return axios.get(BASE + path);',
      '}',
      '',
    ].join('\n');
    expect(fixes(text)).toEqual(['2 prefix manual prefix waits', '4 9.0/13 manual shared text', '4 9.0/14 manual shared text']);
    expect(fixes(text.replace("if (path === '/projects/owned') counter.mine++;", 'console.log(`listing ${path}`);'))).toEqual(['2 prefix safe', '4 9.0/13 safe', '4 9.0/14 safe']);
  });

  it("is held where a list's element read in a callback tests the edited property (not another)", () => {
    const text = [
      "import axios from 'axios';",
      "const API = 'https://gitlab.example.com/api/v3';",
      'const FEEDS = [',
      "  { name: 'keys', url: `${API}/projects/7/keys` },",
      "  { name: 'members', url: `${API}/projects/7/members` },",
      '];',
      "export const feeds = () => Promise.all(FEEDS.map((f) => { if (f.url.endsWith('/keys')) counter.keys++; return axios.get(f.url, { params: { per_page: 100 } }); }));",
      '',
    ].join('\n');
    expect(fixes(text)).toEqual(['2 prefix manual prefix waits', '4 8.17/6 manual shared text']);
    expect(fixes(text.replace("if (f.url.endsWith('/keys')) counter.keys++;", "if (f.name === 'keys') counter.keys++;"))).toEqual(['2 prefix safe', '4 8.17/6 safe']);
  });

  it("is held where a list's element is read where the check cannot follow it: a destructured binding, a function handed the list, the list itself", () => {
    const feeds = (chain: string) =>
      ["import axios from 'axios';", "const API = 'https://gitlab.example.com/api/v3';", 'const FEEDS = [', "  { name: 'keys', url: `${API}/projects/7/keys` },", "  { name: 'members', url: `${API}/projects/7/members` },", '];', `export const feeds = () => Promise.all(${chain});`, ''].join('\n');
    const held = ['2 prefix manual prefix waits', '4 8.17/6 manual shared text'];
    const fixed = ['2 prefix safe', '4 8.17/6 safe'];
    const get = 'return axios.get(url, { params: { per_page: 100 } });';
    // The edited property destructured and tested; another property destructured and tested.
    expect(fixes(feeds(`FEEDS.map(({ url }) => { if (url.endsWith('/keys')) counter.keys++; ${get} })`))).toEqual(held);
    expect(fixes(feeds(`FEEDS.map(({ name, url }) => { if (name === 'keys') counter.keys++; ${get} })`))).toEqual(fixed);
    // A rest holds it unless the pattern binds it by name; a pattern this does not read (a default) may read it unseen.
    expect(fixes(feeds(`FEEDS.map(({ url, ...rest }) => { ${get} })`))).toEqual(fixed);
    expect(fixes(feeds(`FEEDS.map(({ name, ...rest }) => { if (rest.url.endsWith('/keys')) counter.keys++; return axios.get(rest.url, { params: { per_page: 100 } }); })`)).filter((f) => f.includes('safe'))).toEqual([]);
    expect(fixes(feeds(`FEEDS.map(({ url = '' }) => { ${get} })`))).toEqual(held);
    // A function handed the elements by name; the list read whole in the callback.
    expect(fixes(feeds('FEEDS.filter(isKeys).map((f) => axios.get(f.url, { params: { per_page: 100 } }))'))).toEqual(held);
    expect(fixes(feeds("FEEDS.map((f, i, all) => { if (all[i].url.endsWith('/keys')) counter.keys++; return axios.get(f.url, { params: { per_page: 100 } }); })"))).toEqual(held);
    expect(fixes(feeds('FEEDS.slice(-1).map((f) => axios.get(f.url, { params: { per_page: 100 } }))'))).toEqual(fixed);
  });

  it('is held in a front that sees one file where the constant is exported (only project mode sees its importers)', () => {
    const exported = ["const BASE = 'https://gitlab.example.com/api/v3';", "export const OWNED = '/projects/owned';", 'export const owned = () => fetch(BASE + OWNED);', ''].join('\n');
    expect(fixes(exported)).toEqual(['1 prefix manual prefix waits', '2 9.0/13 manual shared text']);
    expect(fixes(exported.replace('export const OWNED', 'const OWNED'))).toEqual(['1 prefix safe', '2 9.0/13 safe']);
  });

  it("is held where a parameter object's renamed key is read back", () => {
    expect(fixes(query('export const which = () => query.iid;'))).toEqual(['2 prefix manual prefix waits', '3 8.17/3 manual shared text']);
  });
});

/**
 * Project mode over `files` (path → text) with --fix-review; `analysed`: the files the analysis holds (the engine
 * hands project mode the files it could not finish, in groups), all of them unless given. `at(f)` is a file's path.
 */
function fixProject(files: Record<string, string>, analysed?: string[]) {
  const dir = tempProject(files);
  const at = (f: string) => path.join(dir, f);
  const run = Object.keys(files).map(at);
  const held = (analysed ?? Object.keys(files)).map(at);
  return { at, result: runProject(held.map((f) => ({ file: f, text: readFileSync(f, 'utf8') })), run, { cwd: dir, fix: true, fixReview: true }) };
}

describe("a fix in another file's wrapper text", () => {
  it('is held when a call of a file outside the analysis reads that text', () => {
    const { at, result } = fixProject({
      'src/transport.js': "export const putForm = (url, data) => fetch(url, { method: 'PUT', body: new URLSearchParams(data) });\n",
      'src/accounts.js': "import { putForm } from './transport.js';\nexport const offboard = (id) => putForm(`https://gitlab.example.com/api/v3/users/${id}/block`);\n",
      'src/projects.js': "import { putForm } from './transport.js';\nexport const rename = (id, name) => putForm(`https://gitlab.example.com/api/v4/projects/${id}`, { name });\n",
    }, ['src/accounts.js']);
    // The analysis holds the caller alone.
    const block = result.findings.get(at('src/accounts.js'))?.find((f) => f.change === '9.0/4');
    expect(block?.held?.reason).toBe('shared text');
    expect(result.outputs.get(at('src/transport.js'))).toBeUndefined();
  });

  it("is spelled as that file spells the method where every caller asks for it (not as the caller's file's text there reads)", () => {
    const { at, result } = fixProject({
      'src/transport.js': "export const putForm = (url, data) => fetch(url, { method: 'PUT', body: new URLSearchParams(data) });\n",
      'src/accounts.js': "import { putForm } from './transport.js';\n// lowercase text here, where the wrapper's method stands in the other file\nexport const offboard = (id) => putForm(`https://gitlab.example.com/api/v3/users/${id}/block`);\n",
    });
    expect(result.outputs.get(at('src/transport.js'))).toContain("method: 'POST'");
  });

  it("is edited where the other readers are callers of the wrapper whose own request asks for it", () => {
    const { at, result } = fixProject({
      'src/endpoints.js': "export const endpoints = {\n  license: (key) => `/licenses/${key}`,\n};\n",
      'src/client.js': "import axios from 'axios';\nimport { endpoints } from './endpoints.js';\nconst api = axios.create({ baseURL: 'https://gitlab.example.com/api/v3' });\nexport const license = (k) => api.get(endpoints.license(k));\n",
      'src/drive.js': "import * as c from './client.js';\nexport const mit = () => c.license('mit');\n",
    });
    expect(result.outputs.get(at('src/endpoints.js'))).toContain('`/templates/licenses/${key}`');
  });
});

