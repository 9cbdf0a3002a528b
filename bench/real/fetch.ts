// Fetches the real-code corpus's packages with `npm pack` into a cache folder outside git, checks
// each tarball against its pinned integrity and unpacks it once.
import { execFileSync } from 'node:child_process';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchHome, checkIntegrity, tarballName, type PackageSpec } from '../corpus.js';
import type { DebianPackage } from './debian.js';

export interface RealPackage extends PackageSpec {
  licence: string;
  style: string;
  /** The files checked and scored, relative to the package's root. */
  files: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** A folder of this repository checked as a whole, with its annotation file (both relative to the repository). */
export interface LocalCorpus {
  dir: string;
  annotations: string;
  style: string;
}

export interface RealCorpus {
  packages: RealPackage[];
  local?: LocalCorpus[];
  debian?: DebianPackage[];
}

export function readRealCorpus(): RealCorpus {
  return JSON.parse(readFileSync(path.join(here, 'corpus.json'), 'utf8')) as RealCorpus;
}

export function annotationFile(p: PackageSpec): string {
  return path.join(here, 'annotations', `${p.name}@${p.version}.txt`);
}

/** The folder holding the unpacked package, fetched and unpacked unless it is already there. */
export async function ensurePackage(p: RealPackage, log: (line: string) => void): Promise<string> {
  const home = path.join(benchHome(), 'real');
  const dest = path.join(home, 'packages', `${p.name.replace('/', '__')}@${p.version}`);
  if (existsSync(path.join(dest, 'package.json'))) return dest;
  const tarballs = path.join(home, 'tarballs');
  await fs.mkdir(tarballs, { recursive: true });
  const tarball = path.join(tarballs, tarballName(p));
  if (!existsSync(tarball)) {
    log(`fetching ${p.name}@${p.version} with npm pack`);
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', tarballs, `${p.name}@${p.version}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [packed] = JSON.parse(out) as { filename: string }[];
    const got = path.join(tarballs, packed.filename);
    if (got !== tarball) await fs.rename(got, tarball);
  }
  checkIntegrity(tarball, p);
  // Unpacked beside its final place and renamed, so an interrupted run leaves no half package.
  const staging = `${dest}.partial`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', staging, '--no-same-owner', '--strip-components=1']);
  await fs.rename(staging, dest);
  return dest;
}
