// Where a resident server listens, and for which build of the tool (docs/performance.md, eleventh
// round). The socket is in a folder of this user's alone (engine/private-folder.ts) and its name
// holds the tool's identity: the Node that runs it and how the bundle's files were written (size,
// mtime, inode, ctime of the executable, the server's entry, the analysis script and the folder of
// chunks, whose names are hashes of their content: a build that changed any chunk changed the
// folder). A client never talks to another build's server; a server whose files changed goes away.
// Stats only, no hash of any file and no node:crypto: the client's start is a hook's whole run.
import { fs, path as nodePath } from '../../engine/builtins.js';
import { privateCacheFolder } from '../../engine/private-folder.js';

/** The server's entry in the bundle, beside bin.js (scripts/build-bin.mjs). */
export const SERVER_ENTRY = 'resident-server.js';
/** Unix socket paths are cut at 104 (macOS) or 108 (Linux) bytes: longer ones are not used. */
export const MAX_SOCKET_PATH = 100;

export interface Resident {
  /** The socket's path. */
  socket: string;
  /** The server's entry file. */
  entry: string;
  /** The tool's identity, as the socket's name holds it. */
  key: string;
}

/** The bundle's folder: where this module's chunk is. */
export function bundleDir(): string {
  const path = nodePath();
  // A file: URL's path, as fileURLToPath reads it on a Unix system (the only one with a resident server).
  return path.dirname(decodeURIComponent(new URL(import.meta.url).pathname));
}

/** The identity of the tool in `dir` (Node's version, NODE_OPTIONS and the bundle's files' stats), or undefined when a file is missing. */
export function identity(dir = bundleDir(), nodeOptions = process.env.NODE_OPTIONS): string | undefined {
  const [{ statSync }, path] = [fs(), nodePath()];
  // The Node and the options it starts with (a --require, a heap limit: the server starts with the client's).
  const parts = [process.version, process.arch, process.execPath, nodeOptions ?? ''];
  for (const name of ['.', 'bin.js', SERVER_ENTRY, 'analysis.cjs']) {
    try {
      const st = statSync(path.join(dir, name), { bigint: true });
      parts.push(`${name}:${st.size}:${st.mtimeNs}:${st.ino}:${st.ctimeNs}`);
    } catch {
      return undefined;
    }
  }
  return hash(parts.join('\n'));
}

/**
 * What the server checks beyond the client's key, after each run and every 2 seconds: every script
 * of the bundle's folder (a chunk patched in place keeps its name and the folder's stat), and the
 * packages it loaded (npm rewrites node_modules/.package-lock.json at each install). A hundred
 * stats, 1–3 ms: not on a run's way (the key, checked before each run, is four).
 */
export function deepIdentity(dir = bundleDir()): string {
  const [{ readdirSync, statSync }, path] = [fs(), nodePath()];
  const parts: string[] = [];
  const names = (() => {
    try {
      return readdirSync(dir)
        .filter((n) => /\.c?js$/.test(n))
        .sort();
    } catch {
      return [];
    }
  })();
  for (const name of [...names.map((n) => path.join(dir, n)), path.join(dir, '..', '..', 'package.json'), path.join(dir, '..', '..', 'node_modules', '.package-lock.json')]) {
    try {
      const st = statSync(name, { bigint: true });
      parts.push(`${name}:${st.size}:${st.mtimeNs}:${st.ino}:${st.ctimeNs}`);
    } catch {
      parts.push(`${name}:-`);
    }
  }
  return hash(parts.join('\n'));
}

/** Where the resident server of this build listens; undefined when there is none to have (no private folder, a path too long, not the bundle). */
export function resident(env: NodeJS.ProcessEnv = process.env, dir = bundleDir()): Resident | undefined {
  const path = nodePath();
  const key = identity(dir);
  if (!key) return undefined;
  const folder = privateCacheFolder('resident', env);
  if (!folder) return undefined;
  const socket = path.join(folder, `${key}.sock`);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) return undefined;
  return { socket, entry: path.join(dir, SERVER_ENTRY), key };
}

/** Two 32-bit FNV-1a hashes (of the text and of it reversed in seed) as 16 hex digits: a name, not a secret (the folder is this user's alone). */
export function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 13);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
