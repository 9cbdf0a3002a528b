// The result cache's files as tests read and edit them: the cache file (its key and project
// entry) and the shards that hold the per-file entries (engine/cache/shards.ts), each signed.
import fs from 'node:fs';
import { asciiJson } from '../src/engine/cache/io.js';
import { turnedAwayFile } from '../src/engine/cache/results.js';
import { SHARDS, shardFile } from '../src/engine/cache/shards.js';
import { sign } from '../src/engine/cache/trust.js';

/** A signed file's JSON, without the keyed digest in front of it (engine/cache/trust.ts). */
export function readSignedJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'latin1').replace(/^[^\n]*\n/, ''));
}

/** Writes `data` as the cache writes it: ASCII JSON behind this user's digest. */
export function writeSignedJson(file: string, data: unknown): void {
  fs.writeFileSync(file, sign(asciiJson(data))!);
}

/** The shard files of the cache at `cacheFile` that exist. */
export function shardFiles(cacheFile: string): string[] {
  return Array.from({ length: SHARDS }, (_, n) => shardFile(cacheFile, n)).filter((f) => fs.existsSync(f));
}

/** The blobs a first run turned away (engine/cache/turned-away.ts): each blob id with the size git saw, `<blob> <size>`. */
export function turnedAwayBlobs(cacheFile: string): Set<string> {
  const file = turnedAwayFile(cacheFile);
  if (!fs.existsSync(file)) return new Set();
  const text = fs.readFileSync(file, 'latin1').replace(/^[^\n]*\n/, '');
  const body = Buffer.from(text.slice(text.indexOf('\n') + 1), 'latin1');
  const out = new Set<string>();
  for (let at = 0; at + 24 <= body.length; at += 24) out.add(`${body.toString('hex', at, at + 20)} ${body.readUInt32BE(at + 20)}`);
  return out;
}

export interface StoredRows {
  paths: string;
  hashes: string;
  numbers: unknown[];
  results: Record<string, Record<string, unknown>>;
}

/** Every shard's rows in one (paths in shard order, not sorted): what the cache holds of each file. */
export function allRows(cacheFile: string): { paths: string[]; results: (Record<string, unknown> | undefined)[] } {
  const paths: string[] = [];
  const results: (Record<string, unknown> | undefined)[] = [];
  for (const f of shardFiles(cacheFile)) {
    const d = readSignedJson(f) as StoredRows;
    d.paths.split('\0').forEach((p, k) => {
      paths.push(p);
      results.push(d.results[k]);
    });
  }
  return { paths, results };
}

/** Rewrites each shard through `edit`, signed again with this user's secret. */
export function editShards(cacheFile: string, edit: (data: StoredRows) => void): void {
  for (const f of shardFiles(cacheFile)) {
    const d = readSignedJson(f) as StoredRows;
    edit(d);
    writeSignedJson(f, d);
  }
}

