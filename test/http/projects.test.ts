// Fixture projects whose fixes span modules (a wrapper's copy in another file than the base, a copy of
// a function of an object of functions), run against the fake GitLab: their sources, then their
// `.fixed` twins (test/project.test.ts checks that the CLI writes exactly those). Every request after
// the fix is the v4 request the change list maps the v3 one to, or the same v3 request where the call
// was given its own v3 copy. The browser's XMLHttpRequest is played by a stand-in over Node's fetch:
// it proves what the tool reads of `open` and `send` (method, URL, body), not a browser's behaviour.
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFixedFile, fixedName } from '../../src/rulebook/annotations.js';
import { startFakeGitlab, type FakeGitlab } from './server.js';
import { ROOT, tempDir } from '../support.js';

const PROJECTS = path.join(ROOT, 'fixtures/projects');

let gitlab: FakeGitlab;
beforeAll(async () => {
  gitlab = await startFakeGitlab();
});
afterAll(() => gitlab.close());

/** A stand-in for the browser's request object, over fetch: `open`, `setRequestHeader`, `send`, the answer and its handlers. */
class XhrStandIn {
  method = 'GET';
  url = '';
  status = 0;
  readyState = 0;
  response: unknown = null;
  responseType = '';
  headers: Record<string, string> = {};
  onload?: () => void;
  onreadystatechange?: () => void;
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body?: string | null): void {
    void fetch(new URL(this.url, `http://127.0.0.1:${gitlab.port}`), { method: this.method, headers: this.headers, body: body ?? undefined }).then(async (res) => {
      this.status = res.status;
      this.readyState = 4;
      this.response = await res.text();
      this.onload?.();
      this.onreadystatechange?.call(this);
    });
  }
}

/** The project's sources (`fixed`: each file's `.fixed` twin where it has one) in a folder of ES modules, the host the fake GitLab's. */
function copy(name: string, fixed: boolean): string {
  const from = path.join(PROJECTS, name);
  const dir = tempDir('http-project');
  cpSync(from, dir, { recursive: true, filter: (src) => !isFixedFile(path.basename(src)) });
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  // The clients' libraries, as the repository installs them (a CommonJS `require` resolves from the file's folder).
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const e of readdirSync(path.join(dir, 'src'))) {
    const twin = path.join(from, 'src', fixedName(e));
    if (fixed && existsSync(twin)) cpSync(twin, path.join(dir, 'src', e));
  }
  return dir;
}

/** The requests the module's functions (or those of its export `member`) send, each called with its arguments (a callback last where it takes one). */
async function requests(dir: string, entry: string, calls: Record<string, unknown[]>, member?: string): Promise<string[]> {
  const host = `http://127.0.0.1:${gitlab.port}`;
  for (const f of readdirSync(path.join(dir, 'src'))) {
    const file = path.join(dir, 'src', f);
    writeFileSync(file, readFileSync(file, 'utf8').split('https://gitlab.example.com').join(host));
  }
  const exported = (await import(pathToFileURL(path.join(dir, 'src', entry)).href)) as Record<string, unknown>;
  const mod = (member ? exported[member] : exported) as Record<string, (...a: unknown[]) => unknown>;
  gitlab.requests.length = 0;
  for (const [name, args] of Object.entries(calls))
    await new Promise<void>((done) => {
      const given = args.map((a) => (a === CALLBACK ? () => done() : a));
      const sent = mod[name](...given);
      if (!args.includes(CALLBACK)) void Promise.resolve(sent).then(() => done(), () => done());
    });
  return gitlab.requests.map((r) => `${r.version} ${r.method} ${r.path}${r.route ? '' : ' (no such route)'}`);
}

const CALLBACK = Symbol('callback');

describe('fixture projects against the fake GitLab, before and after their fixes', () => {
  it('split-imported-base-js: the kept call sends its v3 request through the wrapper\'s copy, the others their v4 ones', async () => {
    const calls = { jobs: [5], cancel: [5, 7], commitJobs: [5, 'abc'], pipelines: [5] };
    expect(await requests(copy('split-imported-base-js', false), 'jobs.js', calls)).toEqual([
      '3 GET /projects/5/builds',
      '3 POST /projects/5/builds/7/cancel',
      '3 GET /projects/5/repository/commits/abc/builds',
      '3 GET /projects/5/pipelines',
    ]);
    expect(await requests(copy('split-imported-base-js', true), 'jobs.js', calls)).toEqual([
      '4 GET /projects/5/jobs',
      '4 POST /projects/5/jobs/7/cancel',
      '3 GET /projects/5/repository/commits/abc/builds',
      '4 GET /projects/5/pipelines',
    ]);
  });

  it('superagent-chain-js: a chain\'s query and body are its request\'s, and every call moves with the base', async () => {
    const calls = { visible: [], hook: [5, 'https://ci.example.com'], builds: [5], pipelines: [5] };
    expect(await requests(copy('superagent-chain-js', false), 'gitlab.js', calls)).toEqual([
      '3 GET /projects/visible',
      '3 POST /projects/5/hooks',
      '3 GET /projects/5/builds',
      '3 GET /projects/5/pipelines',
    ]);
    expect(await requests(copy('superagent-chain-js', true), 'gitlab.js', calls)).toEqual([
      '4 GET /projects',
      '4 POST /projects/5/hooks',
      '4 GET /projects/5/jobs',
      '4 GET /projects/5/pipelines',
    ]);
    // The body and query the chains carry, renamed where v4 renamed them.
    expect(gitlab.requests.map((r) => [r.query, r.body])).toEqual([[{}, undefined], [{}, { url: 'https://ci.example.com', job_events: true }], [{ scope: 'running' }, undefined], [{ ref: 'main' }, undefined]]);
  });

  it('split-verb-object-js (XMLHttpRequest): the object\'s copied function keeps its call on v3, the rest move', async () => {
    const global = globalThis as { XMLHttpRequest?: unknown };
    const before = global.XMLHttpRequest;
    global.XMLHttpRequest = XhrStandIn;
    try {
      const calls = { jobs: [5], retry: [5, 7], commitJobs: [5, 'abc'], pipelines: [5], erase: [5, 8, CALLBACK] };
      expect(await requests(copy('split-verb-object-js', false), 'panels.js', calls)).toEqual([
        '3 GET /projects/5/builds',
        '3 POST /projects/5/builds/7/retry',
        '3 GET /projects/5/repository/commits/abc/builds',
        '3 GET /projects/5/pipelines',
        '3 POST /projects/5/builds/8/erase',
      ]);
      expect(await requests(copy('split-verb-object-js', true), 'panels.js', calls)).toEqual([
        '4 GET /projects/5/jobs',
        '4 POST /projects/5/jobs/7/retry',
        '3 GET /projects/5/repository/commits/abc/builds',
        '4 GET /projects/5/pipelines',
        '4 POST /projects/5/jobs/8/erase',
      ]);
    } finally {
      global.XMLHttpRequest = before;
    }
  });
});
