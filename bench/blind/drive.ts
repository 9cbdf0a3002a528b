// Runs blind clients against the fake GitLab (each in a child process, so that a client that
// crashes or hangs cannot take the bench with it) and splits the recorded requests by call.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FakeGitlab, Recorded } from '../../test/http/server.js';

export const MARK = '/__blind_mark__';

export interface CallRun {
  id: string;
  requests: Recorded[];
  error?: string;
  httpStatus?: number;
  timeout?: boolean;
}

export interface ClientRun {
  load?: string;
  calls: Map<string, CallRun>;
}

interface ChildOut {
  load?: string;
  calls: Array<{ id: string; error?: string; httpStatus?: number; timeout?: boolean }>;
}

function runChild(entry: string, port: number): Promise<ChildOut> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, BLIND_MARK: `http://127.0.0.1:${port}${MARK}` };
    const child = spawn(process.execPath, ['--no-warnings', path.join(import.meta.dirname, 'child.mjs'), entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as ChildOut);
      } catch {
        resolve({ load: `the client process ended (${code}) without a result: ${err.slice(0, 500)}`, calls: [] });
      }
    });
  });
}

/** Runs a client's entry module; the requests between two markers are the call's. */
export async function runClient(server: FakeGitlab, entry: string): Promise<ClientRun> {
  const from = server.requests.length;
  const out = await runChild(entry, server.port);
  const sent = server.requests.slice(from);
  const calls = new Map<string, CallRun>();
  let current: Recorded[] | undefined;
  const byId = new Map<string, Recorded[]>();
  for (const r of sent) {
    if (r.version === null && r.path.startsWith(MARK + '/')) {
      const id = decodeURIComponent(r.path.slice(MARK.length + 1));
      current = [];
      byId.set(id, current);
    } else current?.push(r);
  }
  for (const c of out.calls) calls.set(c.id, { ...c, requests: byId.get(c.id) ?? [] });
  return { load: out.load, calls };
}
