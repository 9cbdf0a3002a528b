// The differential HTTP test of the adapters' fixes: each shell, Makefile, CI and Python client of
// scripts.ts runs against the local server answering as v3 (127.0.0.1 only), the real CLI fixes
// them (--fix; --fix-review for review kinds), and each fixed client runs again against the
// server answering as v4. Its requests must be the v3 ones under the change list's mapping
// (kinds.ts), the same mappings the JS library styles are proven with, and the fixed script must
// still exit 0. A `held` client must be left byte for byte, and sends its v3 requests as before.
// Python and Ruby clients run with their own interpreters and libraries (requests, urllib3,
// httplib2; HTTParty, Faraday, RestClient, Net::HTTP), installed from Debian when the test runs as
// root (interpreters.ts). A client whose interpreter or program the machine lacks is skipped, and says so.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../support.js';
import { ciJobScript } from './ci-job.js';
import { mappingNamed, request } from './kinds.js';
import { prepareMachine } from './interpreters.js';
import { CLIENTS, type Client } from './scripts.js';
import { startFakeGitlab, type FakeGitlab, type Recorded } from './server.js';

const TOKEN = 'secret';

// Installs what the clients need and the machine lacks (root only), before the titles are made.
const started = Date.now();
const MACHINE = prepareMachine([...new Set(CLIENTS.flatMap((c) => c.needs))]);
if (MACHINE.installed) console.log(`adapters.test: ${MACHINE.installed} (setup ${((Date.now() - started) / 1000).toFixed(1)}s)`);
const why = (c: Client) => c.needs.map((t) => MACHINE.missing(t)).find(Boolean);
for (const reason of new Set(CLIENTS.map(why).filter(Boolean))) console.log(`adapters.test: skipped clients: ${reason}`);

/** Cases that show bugs not fixed yet: client name → why. Each is run as `it.fails`. */
const KNOWN: Record<string, string> = {
  'urllib3 query added in fields':
    "urllib3 appends a GET's `fields` after a `?` whatever the URL holds: the fix adds `?owned=true` to the URL and the request becomes `owned=true?per_page=5`; the registry marks urllib3's refusal (src/clients/python.ts), which the core applies by `site.client` only (match/routes.ts), not by the adapter's tag",
};

interface Run {
  code: number | null;
  stderr: string;
  requests: Recorded[];
}

let dir: string;
const fixed = new Map<string, string>();
const runs = new Map<string, { before: Run; after: Run }>();

/** The environment of a client: the port and token, and no proxy or user configuration between it and 127.0.0.1. */
function clientEnv(port: number): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(https?|all|no|ftp)_proxy$/i.test(k)));
  return { ...env, PORT: String(port), GITLAB_TOKEN: TOKEN, NO_PROXY: '127.0.0.1', CURL_HOME: dir, WGETRC: path.join(dir, 'wgetrc') };
}

/**
 * Runs one client's text from a file of its own, in a folder of its own, against a server of its
 * own (so that clients run side by side and each one's requests are its own); returns what it sent.
 */
async function runClient(c: Client, text: string, as: string): Promise<Run> {
  const cwd = path.join(dir, 'run', as, c.name.replace(/\W+/g, '-'));
  mkdirSync(cwd, { recursive: true });
  const file = path.join(cwd, c.file);
  writeFileSync(file, text);
  if (c.file.endsWith('.gitlab-ci.yml')) writeFileSync(`${file}.sh`, ciJobScript(text));
  const [program, args] = c.file.endsWith('.py')
    ? [MACHINE.python(c.needs), ['-I', file]]
    : c.file.endsWith('.rb')
      ? ['ruby', [file]]
      : c.file.endsWith('.mk')
      ? ['make', ['-s', '-f', file]]
      : ['bash', [c.file.endsWith('.gitlab-ci.yml') ? `${file}.sh` : file]];
  const server: FakeGitlab = await startFakeGitlab();
  try {
    return await new Promise((resolve) => {
      execFile(program, args, { cwd, env: clientEnv(server.port), timeout: 20_000 }, (error, _stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stderr, requests: [...server.requests] });
      });
    });
  } finally {
    await server.close();
  }
}

/** Runs `work` on each item, `width` at a time. */
async function eachAtOnce<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

const folder = (c: Client) => path.join(dir, c.review ? 'review' : 'safe');

beforeAll(async () => {
  dir = tempDir('http-adapters');
  writeFileSync(path.join(dir, 'wgetrc'), '');
  for (const name of ['safe', 'review', 'run']) mkdirSync(path.join(dir, name));
  for (const c of CLIENTS) writeFileSync(path.join(folder(c), c.file), c.text);
  for (const [name, flags] of [['safe', ['--fix']], ['review', ['--fix', '--fix-review']]] as const) {
    const out = await runCli([...flags, '--no-cache', name], dir);
    if (out.code === 2) throw new Error(`the CLI failed: ${out.stderr}`);
  }
  for (const c of CLIENTS) fixed.set(c.name, readFileSync(path.join(folder(c), c.file), 'utf8'));
  await eachAtOnce(
    CLIENTS.filter((x) => !why(x)),
    4,
    async (c) => {
      const before = await runClient(c, c.text, 'v3');
      const after = await runClient(c, fixed.get(c.name)!, 'v4');
      runs.set(c.name, { before, after });
    },
  );
}, 300_000);

describe.each([
  ['shell (bash: curl, wget)', '.sh'],
  ['Makefile (make: curl)', '.mk'],
  ['GitLab CI (jobs run by bash: curl)', '.gitlab-ci.yml'],
  ['Python (http.client, urllib.request, requests, urllib3, httplib2)', '.py'],
  ['Ruby (HTTParty, Faraday, RestClient, Net::HTTP)', '.rb'],
])('%s', (_title, ext) => {
  for (const c of CLIENTS.filter((x) => x.file.endsWith(ext))) {
    const skip = why(c);
    const known = KNOWN[c.name];
    const title = `${c.name} → ${c.expect}${skip ? ` (skipped: ${skip})` : ''}${known ? ` (known bug: ${known})` : ''}`;
    (skip ? it.skip : known ? it.fails : it)(title, () => {
      const { before, after } = runs.get(c.name)!;
      const text = fixed.get(c.name)!;
      expect(before.code, `the v3 client runs:\n${before.stderr}`).toBe(0);
      expect(before.requests.length, 'the v3 client sends requests').toBeGreaterThan(0);
      for (const r of before.requests) expect(r, 'a v3 request on a v3 route').toMatchObject({ version: 3, route: true, auth: TOKEN });
      if (c.expect === 'held') {
        expect(text, 'a held client is left byte for byte').toBe(c.text);
        expect(after.code).toBe(0);
        expect(after.requests.map(request)).toEqual(before.requests.map(request));
        return;
      }
      expect(text, 'the tool fixed the client').not.toBe(c.text);
      expect(after.code, `the fixed client runs:\n${text}\n${after.stderr}`).toBe(0);
      const map = mappingNamed(c.expect).map;
      expect(
        after.requests.map((r) => ({ ...request(r), version: r.version, route: r.route })),
        `fixed client:\n${text}`,
      ).toEqual(before.requests.map((r) => ({ ...map(request(r)), version: 4, route: true })));
    });
  }
});

it('runs every kind of client the machine has the tools for', () => {
  // A client skipped for a tool the machine has would hide a broken run.
  for (const c of CLIENTS) expect(runs.has(c.name), c.name).toBe(!why(c));
  expect(new Set(CLIENTS.map((c) => c.expect === 'held')), 'fixed and held clients both').toEqual(new Set([true, false]));
});
