// The built CLI as a process: Ctrl-C during --fix leaves every file old or new (never half
// written, no temporary files left); the tool never reaches the network; it never runs the code it
// scans, nor a configuration written as code.
//
// The CLI is built from a copy of the sources (as test/eslint-cli.test.ts does), so this suite
// never rewrites the dist/ other suites read.
import { spawn, spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixText } from '../src/core/index.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const POSIX = process.platform !== 'win32';
const V3 = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');";

let tmp = '';
let bin = '';

function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(tmp, `${name}-`));
}

function explain(r: SpawnSyncReturns<string>): string {
  return `exit ${r.status} signal ${r.signal}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gl4m-process-'));
  const pkg = path.join(tmp, 'package');
  fs.mkdirSync(pkg);
  for (const f of ['package.json', 'tsconfig.json', 'tsconfig.build.json']) fs.copyFileSync(path.join(REPO, f), path.join(pkg, f));
  fs.cpSync(path.join(REPO, 'src'), path.join(pkg, 'src'), { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(pkg, 'node_modules'), 'dir');
  const tsc = path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: pkg, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the CLI failed:\n${explain(build)}`);
  bin = path.join(pkg, 'dist', 'cli', 'bin.js');
});

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

function cli(args: string[], cwd: string, nodeArgs: string[] = [], env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...nodeArgs, bin, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
}

describe.skipIf(!POSIX)('Ctrl-C (SIGINT), or SIGTERM, during --fix', () => {
  // Files of several kinds, each with many calls to fix.
  const body = Array.from({ length: 12 }, (_, i) => `export const f${i} = (id) => ${V3}`);
  const VARIANTS = [
    body.join('\n') + '\n',
    body.join('\r\n') + '\r\n',
    '\uFEFF' + body.join('\n') + '\n',
    body.map((l, i) => l + (i % 2 ? '\r\n' : '\n')).join(''),
  ];
  const FIXED = VARIANTS.map((v) => {
    const bom = v.startsWith('\uFEFF');
    return (bom ? '\uFEFF' : '') + fixText(bom ? v.slice(1) : v, 'x.js').output;
  });

  interface Attempt {
    signal: NodeJS.Signals | null;
    fresh: number;
    fixed: number;
    broken: string[];
    litter: string[];
    stderr: string;
  }

  async function attempt(count: number, threads: number, sig: NodeJS.Signals): Promise<Attempt> {
    const dir = tempDir('sigint');
    const names = Array.from({ length: count }, (_, i) => `f${String(i).padStart(5, '0')}.js`);
    names.forEach((n, i) => fs.writeFileSync(path.join(dir, n), VARIANTS[i % VARIANTS.length]));
    const args = [bin, '--fix', '--threads', String(threads), '--format', 'json', '.'];
    const child = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    // Interrupt as soon as the first files are written: the run is then in the middle of writing.
    const watched = names.slice(0, 16);
    let sent = false;
    const check = () => {
      if (sent) return;
      const started = watched.some((n, i) => {
        try {
          return fs.readFileSync(path.join(dir, n), 'utf8') !== VARIANTS[i % VARIANTS.length];
        } catch {
          return false;
        }
      });
      if (started) {
        sent = true;
        child.kill(sig);
      }
    };
    // A rename in the folder is seen at once; the timer is the fallback.
    const watcher = fs.watch(dir, check);
    const poll = setInterval(check, 2);
    // A run that neither ends nor stops is a failure of its own, reported with its stderr.
    const guard = setTimeout(() => child.kill('SIGKILL'), 90_000);
    const signal = await exited;
    clearInterval(poll);
    clearTimeout(guard);
    watcher.close();
    const result: Attempt = { signal, fresh: 0, fixed: 0, broken: [], litter: [], stderr };
    names.forEach((n, i) => {
      const now = fs.readFileSync(path.join(dir, n), 'utf8');
      if (now === VARIANTS[i % VARIANTS.length]) result.fresh++;
      else if (now === FIXED[i % VARIANTS.length]) result.fixed++;
      else result.broken.push(n);
    });
    result.litter = fs.readdirSync(dir).filter((f) => !names.includes(f));
    return result;
  }

  // One thread writes on the main thread; two write on worker threads (the signal still reaches
  // the main thread only).
  it.each([
    [1, 'SIGINT'],
    [2, 'SIGINT'],
    [2, 'SIGTERM'],
  ] as const)('leaves every file either as it was or fully fixed, and no temporary file (--threads %i, %s)', async (threads, sig) => {
    expect(FIXED.every((f, i) => f !== VARIANTS[i] && f.includes('/api/v4/'))).toBe(true);
    // The run must be interrupted in the middle; on a fast machine that takes more files.
    let last: Attempt | undefined;
    for (const count of [400, 1600, 6400]) {
      last = await attempt(count, threads, sig);
      expect(last.signal, `the run hung:\n${last.stderr}`).not.toBe('SIGKILL');
      expect(last.broken, 'files neither old nor new').toEqual([]);
      expect(last.litter, 'files left behind').toEqual([]);
      if (last.signal === sig && last.fresh > 0) break;
    }
    expect(last!.signal).toBe(sig);
    expect(last!.fixed).toBeGreaterThan(0);
    expect(last!.fresh).toBeGreaterThan(0);
  }, 240_000);
});

describe('the network', () => {
  // Preloaded into the CLI: every way out to the network throws, and is logged.
  const PRELOAD = `
import fs from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import http from 'node:http';
import https from 'node:https';
import http2 from 'node:http2';
import dns from 'node:dns';
import dgram from 'node:dgram';
import { syncBuiltinESMExports } from 'node:module';
const deny = (what) => function denied() {
  fs.appendFileSync(process.env.GL4M_NET_LOG, what + '\\n');
  throw new Error('network access attempted: ' + what);
};
net.Socket.prototype.connect = deny('net.Socket.connect');
net.connect = net.createConnection = deny('net.connect');
tls.connect = deny('tls.connect');
http.request = http.get = deny('http.request');
https.request = https.get = deny('https.request');
http2.connect = deny('http2.connect');
for (const k of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny']) {
  dns[k] = deny('dns.' + k);
  dns.promises[k] = deny('dns.promises.' + k);
}
dgram.createSocket = deny('dgram.createSocket');
globalThis.fetch = deny('fetch');
syncBuiltinESMExports();
`;

  it('is never reached: the CLI checks and fixes with every network call made to throw', () => {
    const dir = tempDir('net');
    const preload = path.join(dir, 'no-network.mjs');
    const log = path.join(dir, 'network.log');
    fs.writeFileSync(preload, PRELOAD);
    const work = path.join(dir, 'work');
    fs.mkdirSync(work);
    fs.writeFileSync(path.join(work, 'api.js'), `import axios from 'axios';\nexport const jobs = (id) => ${V3}\n`);
    fs.writeFileSync(path.join(work, 'fetching.ts'), "export const f = () => fetch('https://gitlab.example.com/api/v3/projects/owned');\n");
    const env = { GL4M_NET_LOG: log };
    const node = ['--import', pathToFileURL(preload).href];

    // The blocker works: a script that fetches is stopped, and logged.
    const probe = spawnSync(process.execPath, [...node, '-e', "require('node:http').get('http://127.0.0.1:9/')"], { encoding: 'utf8', env: { ...process.env, ...env } });
    expect(probe.status).not.toBe(0);
    expect(fs.readFileSync(log, 'utf8')).toContain('http.request');
    fs.rmSync(log);

    const check = cli(['--format', 'json', '.'], work, node, env);
    expect(check.status, explain(check)).toBe(1);
    expect(JSON.parse(check.stdout).findings.length).toBeGreaterThan(0);
    const fixed = cli(['--fix', '--format', 'json', '.'], work, node, env);
    expect(fixed.status, explain(fixed)).toBe(0);
    expect(fs.readFileSync(path.join(work, 'api.js'), 'utf8')).toContain('/api/v4/');
    expect(fs.existsSync(log), 'network log').toBe(false);
  });
});

describe('the code it scans', () => {
  it('is never run or imported: files that write, exit or kill at load time have no effect', () => {
    const dir = tempDir('exec');
    const marker = (name: string) => path.join(dir, name);
    const files: Record<string, string> = {
      'evil.js': `require('fs').writeFileSync(${JSON.stringify(marker('PWNED-CJS'))}, 'x');\nprocess.exit(1);\n${V3}\n`,
      'evil.mjs': `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker('PWNED-ESM'))}, 'x');\nawait import('./evil.js');\nprocess.kill(process.pid, 'SIGKILL');\n${V3}\n`,
      'evil.ts': `import './side-effect.js';\nprocess.abort();\n${V3}\n`,
      'side-effect.js': `require('fs').writeFileSync(${JSON.stringify(marker('PWNED-IMPORT'))}, 'x');\n`,
      // Configuration-shaped code: never loaded.
      'gitlab-v4-migrate.config.js': `require('fs').writeFileSync(${JSON.stringify(marker('PWNED-CONFIG'))}, 'x');\nmodule.exports = {};\n`,
      'gitlab-v4-migrate.config.mjs': `import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(marker('PWNED-CONFIG-ESM'))}, 'x');\nexport default {};\n`,
      'eslint.config.js': `require('fs').writeFileSync(${JSON.stringify(marker('PWNED-ESLINT'))}, 'x');\n`,
    };
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);

    const r = cli(['--fix', '--format', 'json', '.'], dir);
    expect(r.signal, explain(r)).toBe(null);
    expect(r.status, explain(r)).toBe(0);
    const report = JSON.parse(r.stdout) as { summary: { filesScanned: number; filesChanged: number } };
    expect(report.summary.filesScanned).toBe(Object.keys(files).length);
    expect(report.summary.filesChanged).toBe(3);
    for (const f of ['evil.js', 'evil.mjs', 'evil.ts']) expect(fs.readFileSync(path.join(dir, f), 'utf8')).toContain('/api/v4/');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('PWNED'))).toEqual([]);
  });

  it('a configuration written as code is refused, not run (exit 2, says JSON only)', () => {
    const dir = tempDir('config');
    const marker = path.join(dir, 'PWNED');
    for (const name of ['gitlab-v4-migrate.config.js', 'gitlab-v4-migrate.config.cjs', 'gitlab-v4-migrate.config.mjs']) {
      fs.writeFileSync(path.join(dir, name), `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x');\nmodule.exports = {};\n`);
      const r = cli(['--config', name, '.'], dir);
      expect(r.status, explain(r)).toBe(2);
      expect(r.stderr).toMatch(/JSON only/);
      expect(fs.existsSync(marker)).toBe(false);
    }
  });
});
