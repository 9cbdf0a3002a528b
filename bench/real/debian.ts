// Fetches the Debian packages of the real-code corpus (v4 clients in other languages: a trap corpus)
// through the package manager's configured mirror (`apt-get download NAME=VERSION`), checks each
// .deb against its pinned SHA-256 and unpacks it once with `dpkg-deb -x`, outside git.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchHome } from '../corpus.js';

export interface DebianPackage {
  package: string;
  version: string;
  sha256: string;
  licence: string;
  style: string;
  /** The folder inside the unpacked package that is checked (the library's own code). */
  root: string;
}

/** A .deb's file name as apt writes it (the epoch's colon escaped). */
const debName = (p: DebianPackage): string => `${p.package}_${p.version.replace(':', '%3a')}_all.deb`;

/** The folder holding the checked code of the unpacked package, fetched and unpacked unless it is already there. */
export async function ensureDebianPackage(p: DebianPackage, log: (line: string) => void): Promise<string> {
  const home = path.join(benchHome(), 'real', 'debian');
  const dest = path.join(home, 'packages', `${p.package}@${p.version.replace(':', '_')}`);
  const root = path.join(dest, p.root);
  if (existsSync(root)) return root;
  const debs = path.join(home, 'debs');
  await fs.mkdir(debs, { recursive: true });
  const deb = path.join(debs, debName(p));
  if (!existsSync(deb)) {
    log(`fetching ${p.package}=${p.version} with apt-get download`);
    try {
      execFileSync('apt-get', ['download', `${p.package}=${p.version}`], { cwd: debs, stdio: ['ignore', 'ignore', 'inherit'] });
    } catch (error) {
      throw new Error(`${p.package}=${p.version}: apt-get download failed (${(error as Error).message}); is the package's suite in the package manager's sources?`);
    }
  }
  const actual = createHash('sha256').update(readFileSync(deb)).digest('hex');
  if (actual !== p.sha256) throw new Error(`${deb}: SHA-256 ${actual}, expected ${p.sha256} for ${p.package}=${p.version}; delete it to download again`);
  // Unpacked beside its final place and renamed, so an interrupted run leaves no half package.
  const staging = `${dest}.partial`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  execFileSync('dpkg-deb', ['-x', deb, staging]);
  if (!existsSync(path.join(staging, p.root))) throw new Error(`${p.package}=${p.version}: no ${p.root} in the package`);
  await fs.rm(dest, { recursive: true, force: true });
  await fs.rename(staging, dest);
  return root;
}
