// A call with no v4 form through a function a factory of the code made (`const post = verb('POST')`
// over `const verb = (method) => async (path, body) => fetch(BASE + path, …)`) keeps its v3 request
// through copies of both (split-wrapper.ts `productCopy`): `verbV3`, the factory with the base's v3
// text, and `postV3 = verbV3('POST')` beside `post`; the base moves with the other calls. The clients
// are run against a local server before and after the fix. Expectations written before the tool ran.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempProject } from './support.js';

let server: Server;
let port = 0;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'application/json');
    res.end('{}');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const GITLAB = (exported: boolean) =>
  [
    'const BASE = `http://127.0.0.1:${process.env.GL_PORT}/api/v3`;',
    '',
    'const verb = (method) => async (path, body) => {',
    "  const res = await fetch(BASE + path, { method, headers: { 'PRIVATE-TOKEN': 't' }, body: body === undefined ? undefined : JSON.stringify(body) });",
    '  return res.json();',
    '};',
    '',
    `${exported ? 'export ' : ''}const get = verb('GET');`,
    `${exported ? 'export ' : ''}const post = verb('POST');`,
    '',
  ].join('\n');
const CALLS = [
  "export const artifacts = () => get('/projects/5/builds/3/artifacts');",
  "export const subscribe = () => post('/projects/5/issues/77/subscription');",
  "export const erase = () => post('/projects/5/builds/3/erase');",
  '',
].join('\n');

/** The requests the module's exported calls send, in order (in a process of its own: the modules it imports are read anew). */
async function requests(file: string): Promise<string[]> {
  seen.length = 0;
  const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); for (const n of ['artifacts', 'subscribe', 'erase']) await m[n]();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, GL_PORT: String(port) } });
  return [...seen];
}

describe('a function a factory made keeps its v3 request through copies of the factory and of itself', () => {
  const V3 = ['GET /api/v3/projects/5/builds/3/artifacts', 'POST /api/v3/projects/5/issues/77/subscription', 'POST /api/v3/projects/5/builds/3/erase'];
  const V4 = ['GET /api/v4/projects/5/jobs/3/artifacts', 'POST /api/v3/projects/5/issues/77/subscription', 'POST /api/v4/projects/5/jobs/3/erase'];

  it('in one file: the kept call sends its v3 request, the others move', async () => {
    const dir = tempProject({ 'package.json': '{ "type": "module" }', 'client.mjs': `${GITLAB(false)}${CALLS}` });
    const file = path.join(dir, 'client.mjs');
    expect(await requests(file)).toEqual(V3);
    expect((await runCli(['--fix-review', '--no-cache', '.'], dir)).code).toBe(1);
    const text = readFileSync(file, 'utf8');
    // (The base is no literal: the copy reads it back turned back.)
    expect(text).toContain("const verbV3 = (method) => async (path, body) => {\n  const res = await fetch(BASE.replace(/\\/api\\/v4(?=\\/?$)/, '/api/v3') + path,");
    expect(text).toContain("const post = verb('POST');\nconst postV3 = verbV3('POST');");
    expect(text).toContain("export const subscribe = () => postV3('/projects/5/issues/77/subscription');");
    expect(await requests(file)).toEqual(V4);
    // The kept call is still reported, and a second run changes nothing.
    const { report } = await runJson<{ findings: { line: number; ruleId: string }[] }>(['--fix-review', '--no-cache', '.'], dir);
    expect(report.findings.map((f) => f.ruleId)).toContain('iid-not-id');
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('exported, called from another file (project mode): the copy is exported and imported there', async () => {
    const dir = tempProject({ 'package.json': '{ "type": "module" }', 'gitlab.mjs': GITLAB(true), 'calls.mjs': `import { get, post } from './gitlab.mjs';\n${CALLS}` });
    const file = path.join(dir, 'calls.mjs');
    expect(await requests(file)).toEqual(V3);
    await runCli(['--fix-review', '--no-cache', '.'], dir);
    expect(readFileSync(path.join(dir, 'gitlab.mjs'), 'utf8')).toContain("export const post = verb('POST');\nexport const postV3 = verbV3('POST');");
    expect(readFileSync(file, 'utf8')).toContain("import { get, post, postV3 } from './gitlab.mjs';");
    expect(await requests(file)).toEqual(V4);
  });

  it('a front that sees one file holds exported products: other files may call them', async () => {
    const dir = tempProject({ 'package.json': '{ "type": "module" }', 'gitlab.mjs': GITLAB(true), 'calls.mjs': `import { get, post } from './gitlab.mjs';\n${CALLS}` });
    await runCli(['--fix-review', '--no-cache', '--no-project', '.'], dir);
    expect(await requests(path.join(dir, 'calls.mjs'))).toEqual(V3);
  });

  it.each([
    ['a product that is no constant', (t: string) => t.replace("const post = verb('POST');", "let post = verb('POST');")],
    ['a factory that does more than return the function', (t: string) => t.replace('const verb = (method) => async (path, body) => {', 'let made = 0;\nconst verb = (method) => {\n  made += 1;\n  return async (path, body) => {').replace('  return res.json();\n};', '  return res.json();\n};\n};')],
    ['a product made with a value that is no longer the same', (t: string) => t.replace("const post = verb('POST');", "const post = verb(['POST'].pop());")],
    ['a factory inside a function', (t: string) => t.replace('const verb = (method) =>', 'const verb = ((m) => m)((method) =>').replace('  return res.json();\n};', '  return res.json();\n});')],
  ])('trap: %s leaves the client as it was', async (_name, edit) => {
    const source = edit(`${GITLAB(false)}${CALLS}`);
    const dir = tempProject({ 'package.json': '{ "type": "module" }', 'client.mjs': source });
    await runCli(['--fix-review', '--no-cache', '.'], dir);
    expect(readFileSync(path.join(dir, 'client.mjs'), 'utf8')).toBe(source);
  });
});
