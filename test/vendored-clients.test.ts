// A project's own copy of a client library (`import bent from './vendor/bent.mjs'`) counts as that
// library of the registry only on evidence: the run reads the file (project mode), it sits in a
// vendor folder under a registry module's name, and it exports what the import takes, made there as
// a function or an object. Each trap lacks one piece of it and must come out as an unknown client
// does: nothing fixed at the safe tier. Expectations written before the tool ran on these files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempProject } from './support.js';

const BENT_COPY = [
  '// A trimmed copy of bent: bent(base?, METHOD?, format?, headers?, ...codes) → (path, body?) => Promise.',
  'export default function bent(...args) {',
  "  let base = '';",
  "  let method = 'GET';",
  '  for (const a of args) {',
  "    if (typeof a === 'string' && /^[A-Z]+$/.test(a)) method = a;",
  "    else if (typeof a === 'string' && /^https?:/.test(a)) base = a;",
  '  }',
  '  return (path = \'\', body) => fetch(base + path, { method, body: body === undefined ? undefined : JSON.stringify(body) });',
  '}',
  '',
].join('\n');

const BENT_CLIENT = (from: string, how = 'import bent from') =>
  [
    `${how} '${from}';`,
    '',
    "const BASE = 'https://gitlab.example.com/api/v3';",
    "const getJSON = bent(BASE, 'json');",
    '',
    'export const jobs = (id) => getJSON(`/projects/${id}/builds`);',
    '',
  ].join('\n');

const UNDICI_COPY = [
  '// A trimmed copy of undici: request(url, { method, headers, query, body }) and a Client.',
  'export async function request(url, { method = \'GET\', headers = {}, query, body } = {}) {',
  '  const target = new URL(url);',
  '  for (const [k, v] of Object.entries(query ?? {})) target.searchParams.append(k, String(v));',
  '  return fetch(target, { method, headers, body });',
  '}',
  'export class Client {',
  '  constructor(origin) {',
  '    this.origin = origin;',
  '  }',
  '  request({ path, method }) {',
  '    return fetch(this.origin + path, { method });',
  '  }',
  '}',
  '',
].join('\n');

const UNDICI_CLIENT = (name: string) =>
  [
    `import { ${name} } from './vendor/undici.mjs';`,
    '',
    "const API = 'https://gitlab.example.com/api/v3';",
    '',
    `export const jobs = (id) => ${name === 'request' ? 'request' : 'send'}(\`\${API}/projects/\${id}/builds\`, { method: 'GET' });`,
    ...(name === 'request' ? [] : [`const send = (url, opts) => new ${name}('https://gitlab.example.com').request({ path: new URL(url).pathname, ...opts });`]),
    '',
  ].join('\n');

/** Runs the CLI with `flags` on a project of `files`; the text of `file` after. */
async function fixed(files: Record<string, string>, file: string, flags: string[] = ['--fix']): Promise<string> {
  const dir = tempProject(files);
  const out = await runCli([...flags, '--no-cache', '.'], dir);
  expect(out.code, out.stderr).not.toBe(2);
  return readFileSync(path.join(dir, file), 'utf8');
}

describe('a vendored copy of a registry library', () => {
  it('counts as the library: its calls and base are fixed at the safe tier (project mode)', async () => {
    const text = await fixed({ 'vendor/bent.mjs': BENT_COPY, 'gitlab.mjs': BENT_CLIENT('./vendor/bent.mjs') }, 'gitlab.mjs');
    expect(text).toContain("'https://gitlab.example.com/api/v4'");
    expect(text).toContain('/projects/${id}/jobs`');
  });

  it('a named export of a module of several styles counts as that style (undici `request`)', async () => {
    const text = await fixed({ 'vendor/undici.mjs': UNDICI_COPY, 'ci.mjs': UNDICI_CLIENT('request') }, 'ci.mjs');
    expect(text).toContain("'https://gitlab.example.com/api/v4'");
    expect(text).toContain('/projects/${id}/jobs`');
  });
});

describe('traps: a copy that lacks a piece of the evidence is no library the tool knows', () => {
  it('the same file outside a vendor folder', async () => {
    const client = BENT_CLIENT('./lib/bent.mjs');
    expect(await fixed({ 'lib/bent.mjs': BENT_COPY, 'gitlab.mjs': client }, 'gitlab.mjs')).toBe(client);
  });

  it('a vendor file of that name that exports no function or object as the import takes it', async () => {
    const client = BENT_CLIENT('./vendor/bent.mjs');
    expect(await fixed({ 'vendor/bent.mjs': 'export const version = 7;\nexport default 42;\n', 'gitlab.mjs': client }, 'gitlab.mjs')).toBe(client);
  });

  it('a namespace import of the copy (what it stands for is not one export)', async () => {
    const client = BENT_CLIENT('./vendor/bent.mjs', 'import * as bent from').replace("bent(BASE, 'json')", "bent.default(BASE, 'json')");
    expect(await fixed({ 'vendor/bent.mjs': BENT_COPY, 'gitlab.mjs': client }, 'gitlab.mjs')).toBe(client);
  });

  it('a name of the module that is no style of the registry (undici `Client`)', async () => {
    const client = UNDICI_CLIENT('Client');
    expect(await fixed({ 'vendor/undici.mjs': UNDICI_COPY, 'ci.mjs': client }, 'ci.mjs')).toBe(client);
  });

  it('the file not read by the run (--no-project: each file alone)', async () => {
    const client = BENT_CLIENT('./vendor/bent.mjs');
    expect(await fixed({ 'vendor/bent.mjs': BENT_COPY, 'gitlab.mjs': client }, 'gitlab.mjs', ['--fix', '--no-project'])).toBe(client);
  });

  it('a vendor folder whose file has the name of no registry module', async () => {
    const client = BENT_CLIENT('./vendor/fetcher.mjs');
    expect(await fixed({ 'vendor/fetcher.mjs': BENT_COPY, 'gitlab.mjs': client }, 'gitlab.mjs')).toBe(client);
  });
});

// A trimmed copy of ofetch whose export is made by the copy's own factory (`export const $fetch =
// create()`), re-exported under a second name. Its instances take no per-call `baseURL` (the real
// ofetch does): a split that passed one would send the kept call to the moved base.
const OFETCH_COPY = [
  '// A trimmed copy of ofetch: $fetch.create({ baseURL, headers }) → (path, { method, query, body }); no per-call baseURL.',
  'function join(base, path) {',
  "  return base ? base.replace(/\\/+$/, '') + '/' + path.replace(/^\\/+/, '') : path;",
  '}',
  'function create(defaults = {}) {',
  "  const $fetch = (path, options = {}) => fetch(join(defaults.baseURL, path), { method: options.method || 'GET', headers: defaults.headers });",
  '  $fetch.create = (more) => create({ ...defaults, ...more });',
  '  return $fetch;',
  '}',
  'export const $fetch = create();',
  'export const ofetch = $fetch;',
  '',
].join('\n');

/** A client of the copy: `gitlab` made by `<name>.create`, `extra` lines after it, requests `jobs` and (with `kept`) one with no v4 form. */
const OFETCH_CLIENT = (o: { name?: string; decl?: string; options?: string; extra?: string[]; kept?: boolean; from?: string } = {}) =>
  [
    `import { ${o.name ?? '$fetch'} } from '${o.from ?? './vendor/ofetch.mjs'}';`,
    '',
    `${o.decl ?? 'const'} gitlab = ${o.name ?? '$fetch'}.create({ baseURL: 'https://gitlab.example.com/api/v3', headers: ${o.options ?? "{ 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN || 'secret' }"} });`,
    ...(o.extra ?? []),
    '',
    'export const jobs = (id) => gitlab(`projects/${id}/builds`);',
    ...(o.kept ? ['export const commitBuilds = (id, sha) => gitlab(`projects/${id}/repository/commits/${sha}/builds`);'] : []),
    '',
  ].join('\n');

describe('a vendored copy whose export its own factory makes (ofetch `$fetch.create`)', () => {
  it('counts as the library: the instance base moves with its route fix', async () => {
    const text = await fixed({ 'vendor/ofetch.mjs': OFETCH_COPY, 'api.mjs': OFETCH_CLIENT() }, 'api.mjs');
    expect(text).toContain("'https://gitlab.example.com/api/v4'");
    expect(text).toContain('`projects/${id}/jobs`');
  });

  it('an export that aliases it counts too (`export const ofetch = $fetch`)', async () => {
    const text = await fixed({ 'vendor/ofetch.mjs': OFETCH_COPY, 'api.mjs': OFETCH_CLIENT({ name: 'ofetch' }) }, 'api.mjs');
    expect(text).toContain("'https://gitlab.example.com/api/v4'");
    expect(text).toContain('`projects/${id}/jobs`');
  });

  it('a call with no v4 form gets its own instance, made as the shared one was with the v3 base, never a per-call base option', async () => {
    const text = await fixed({ 'vendor/ofetch.mjs': OFETCH_COPY, 'api.mjs': OFETCH_CLIENT({ kept: true }) }, 'api.mjs', ['--fix', '--fix-review']);
    expect(text).toContain("const gitlab = $fetch.create({ baseURL: 'https://gitlab.example.com/api/v4'");
    expect(text).toContain("const gitlabV3 = $fetch.create({ baseURL: 'https://gitlab.example.com/api/v3', headers: { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN || 'secret' } });");
    expect(text).toContain('gitlab(`projects/${id}/jobs`)');
    expect(text).toContain('gitlabV3(`projects/${id}/repository/commits/${sha}/builds`)');
    expect(text).not.toContain('baseURL: `');
    expect(text.match(/baseURL/g)).toHaveLength(2);
  });
});

describe('traps: no copy of an instance where the copy may differ from it (the base waits)', () => {
  const files = (client: string, more: Record<string, string> = {}) => ({ 'vendor/ofetch.mjs': OFETCH_COPY, 'api.mjs': client, ...more });
  const review = ['--fix', '--fix-review'];

  it('the instance configured after it is made (the copy would lack it)', async () => {
    const client = OFETCH_CLIENT({ kept: true, extra: ["gitlab.defaults = { headers: { 'X-Trace': '1' } };"] });
    expect(await fixed(files(client), 'api.mjs', review)).toBe(client);
  });

  it('options that call something (made again, they may differ)', async () => {
    const client = OFETCH_CLIENT({ kept: true, options: 'tokenHeaders()', extra: ["function tokenHeaders() { return { 'PRIVATE-TOKEN': String(Math.random()) }; }"] });
    expect(await fixed(files(client), 'api.mjs', review)).toBe(client);
  });

  it('an instance in a `let` (it may be another by the call)', async () => {
    const client = OFETCH_CLIENT({ kept: true, decl: 'let' });
    expect(await fixed(files(client), 'api.mjs', review)).toBe(client);
  });

  it('an exported instance another module configures', async () => {
    const client = OFETCH_CLIENT({ kept: true }).replace('const gitlab', 'export const gitlab');
    const other = "import { gitlab } from './api.mjs';\n\ngitlab.defaults = { headers: { 'X-Trace': '1' } };\nexport const ping = () => gitlab('version');\n";
    expect(await fixed(files(client, { 'other.mjs': other }), 'api.mjs', review)).toBe(client);
  });

  it('a vendor export made by a function the copy imports (not made there)', async () => {
    const copy = "import { make } from '../lib/make.mjs';\nexport const $fetch = make();\n";
    const made = 'export function make() {\n  const f = (path) => fetch(path);\n  f.create = () => f;\n  return f;\n}\n';
    const client = OFETCH_CLIENT();
    expect(await fixed({ 'vendor/ofetch.mjs': copy, 'lib/make.mjs': made, 'api.mjs': client }, 'api.mjs')).toBe(client);
  });

  it('the copy not read by the run (--no-project)', async () => {
    const client = OFETCH_CLIENT({ kept: true });
    expect(await fixed(files(client), 'api.mjs', ['--fix', '--fix-review', '--no-project'])).toBe(client);
  });
});
