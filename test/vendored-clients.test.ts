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
