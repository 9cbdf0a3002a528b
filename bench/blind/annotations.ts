// The annotations written beside each blind client (clients/<name>/calls.json) before the tool
// ever ran on it: the v3 request each call sends and the v4 request a correct fix makes it send.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Req {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
}

export interface CallNote {
  id: string;
  change: string;
  /** Text in the client's files whose line is where a finding about this call belongs. */
  mark: string;
  v3: Req;
  /** The request after a correct fix, or null ("keep") when no mechanical v4 form exists. */
  v4: Req | null;
  mechanical: boolean;
  /** The v4 form needs a review-tier change (an iid, a date): `--fix` alone should hold it. */
  review: boolean;
}

export interface ClientNote {
  name: string;
  dir: string;
  style: string;
  entry: string;
  calls: CallNote[];
}

interface RawCall {
  id: string;
  change: string;
  mark: string;
  v3: string;
  q3?: Record<string, string>;
  b3?: unknown;
  v4: string;
  q4?: Record<string, string>;
  b4?: unknown;
  mechanical: boolean;
  review?: boolean;
}

function req(line: string, query: Record<string, string> | undefined, body: unknown): Req {
  const [method, p] = line.split(' ');
  return { method, path: p, query: query ?? {}, body };
}

export function loadClients(root: string): ClientNote[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const dir = path.join(root, e.name);
      const raw = JSON.parse(readFileSync(path.join(dir, 'calls.json'), 'utf8')) as { style: string; entry: string; calls: RawCall[] };
      const calls = raw.calls.map((c) => {
        if ((c.v4 === 'keep') === c.mechanical) throw new Error(`${e.name}/${c.id}: "keep" and mechanical disagree`);
        return {
          id: c.id,
          change: c.change,
          mark: c.mark,
          v3: req(c.v3, c.q3, c.b3),
          v4: c.v4 === 'keep' ? null : req(c.v4, c.q4, c.b4),
          mechanical: c.mechanical,
          review: c.review === true,
        };
      });
      return { name: e.name, dir, style: raw.style, entry: raw.entry, calls };
    });
}
