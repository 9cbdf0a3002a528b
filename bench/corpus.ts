// Builds the benchmark corpus: the JS/TS files of pinned npm packages, plus generated files with
// known v3 call sites. Built once into a cache folder outside git and reused while the package
// list (corpus.json) and this file's CORPUS_FORMAT stay the same.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSeeds, type SeedSite } from './seeds.js';

/** Bump when the way files are copied changes, so cached corpora are rebuilt. */
const CORPUS_FORMAT = 3;

const EXTENSION_RE = /\.(js|cjs|mjs|jsx|ts|cts|mts|tsx)$/i;
const MINIFIED_NAME_RE = /\.min\.[cm]?js$/i;
/**
 * The tool skips these folders (dependencies and build output, see src/engine/discover/discover.ts), but
 * published packages keep most of their code in `dist/` or `build/`. They are renamed so that
 * every tool reads the same files.
 */
const RENAMED_SEGMENTS = new Set(['node_modules', 'dist', 'build', 'out', 'coverage', '.next']);

export interface PackageSpec {
  name: string;
  version: string;
  integrity: string;
}

export interface Recipe {
  packages: PackageSpec[];
  seed: { files: number };
}

export interface Corpus {
  /** The folder that is searched: every file below it is a JS/TS file. */
  root: string;
  /** The generated files, relative to root. */
  seedDir: string;
  /** How many files were generated there (the `--fix` runs edit them; they are written again after). */
  seedFiles: number;
  sites: SeedSite[];
  files: number;
  bytes: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function benchHome(): string {
  // Outside the repository on purpose: the tool honours the repository's .gitignore, which
  // ignores .bench-cache/, so a corpus inside it would be invisible to the tool.
  return process.env.BENCH_HOME ? path.resolve(process.env.BENCH_HOME) : path.join(os.tmpdir(), 'gitlab-v4-migrate-bench');
}

export function readRecipe(): Recipe {
  return JSON.parse(readFileSync(path.join(here, 'corpus.json'), 'utf8')) as Recipe;
}

/** Builds the corpus unless a complete one with the same recipe is already there. */
export async function ensureCorpus(log: (line: string) => void): Promise<Corpus> {
  const recipe = readRecipe();
  const home = benchHome();
  const root = path.join(home, 'corpus');
  const stampFile = path.join(home, 'corpus.stamp.json');
  // The packages decide whether the corpus is rebuilt; the seeded files are written on every run
  // (a --fix run edits them), so changing seeds.ts needs no rebuild.
  const stamp = createHash('sha256').update(JSON.stringify({ CORPUS_FORMAT, packages: recipe.packages })).digest('hex');
  const withSeeds = async (packages: { files: number; bytes: number }): Promise<Corpus> => {
    const seedDir = path.join(root, 'seeded');
    const sites = await writeSeeds(seedDir, recipe.seed.files);
    let { files, bytes } = packages;
    for (const name of await fs.readdir(seedDir)) {
      files++;
      bytes += (await fs.stat(path.join(seedDir, name))).size;
    }
    return { root, seedDir: 'seeded', seedFiles: recipe.seed.files, sites, files, bytes };
  };

  if (existsSync(stampFile)) {
    const previous = JSON.parse(await fs.readFile(stampFile, 'utf8')) as { stamp: string; files: number; bytes: number };
    if (previous.stamp === stamp && existsSync(root)) return withSeeds(previous);
  }

  log(`building the corpus in ${root} (once; cached until bench/corpus.json changes)`);
  await fs.rm(root, { recursive: true, force: true });
  await fs.rm(stampFile, { force: true });
  const tarballs = path.join(home, 'tarballs');
  await fs.mkdir(tarballs, { recursive: true });
  await fs.mkdir(root, { recursive: true });

  const missing = recipe.packages.filter((p) => !existsSync(path.join(tarballs, tarballName(p))));
  if (missing.length > 0) {
    log(`downloading ${missing.length} package(s) with npm pack`);
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', tarballs, ...missing.map((p) => `${p.name}@${p.version}`)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 256 * 1024 * 1024,
    });
    const packed = JSON.parse(out) as { name: string; version: string; integrity: string; filename: string }[];
    for (const p of packed) {
      const spec = recipe.packages.find((s) => s.name === p.name && s.version === p.version);
      if (spec && spec.integrity !== p.integrity) {
        throw new Error(`${p.name}@${p.version}: integrity ${p.integrity} differs from bench/corpus.json (${spec.integrity})`);
      }
      const want = path.join(tarballs, tarballName(p));
      const got = path.join(tarballs, p.filename);
      if (got !== want) await fs.rename(got, want);
    }
  }

  let files = 0;
  let bytes = 0;
  const staging = path.join(home, 'staging');
  for (const p of recipe.packages) {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging, { recursive: true });
    const tarball = path.join(tarballs, tarballName(p));
    checkIntegrity(tarball, p);
    execFileSync('tar', ['xzf', tarball, '-C', staging, '--no-same-owner']);
    const top = (await fs.readdir(staging))[0];
    const dest = path.join(root, 'packages', p.name.replace('/', '__'));
    const copied = await copyCode(path.join(staging, top), dest);
    files += copied.files;
    bytes += copied.bytes;
    log(`  ${`${p.name}@${p.version}`.padEnd(48)} ${String(copied.files).padStart(6)} files ${(copied.bytes / 1e6).toFixed(1).padStart(7)} MB`);
  }
  await fs.rm(staging, { recursive: true, force: true });
  await fs.writeFile(stampFile, JSON.stringify({ stamp, files, bytes }) + '\n');
  return withSeeds({ files, bytes });
}

export function tarballName(p: { name: string; version: string }): string {
  return `${p.name.replace('@', '').replace('/', '-')}-${p.version}.tgz`;
}

export function checkIntegrity(file: string, p: PackageSpec): void {
  const [algorithm, expected] = p.integrity.split(/-(.*)/s);
  const actual = createHash(algorithm).update(readFileSync(file)).digest('base64');
  if (actual !== expected) throw new Error(`${file}: integrity mismatch for ${p.name}@${p.version}; delete it to download again`);
}

/** Copies the JS/TS files below `from` (renaming skipped folder names), returns count and bytes. */
async function copyCode(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const walk = async (dir: string, rel: string[]): Promise<void> => {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) {
        await walk(abs, [...rel, RENAMED_SEGMENTS.has(e.name) ? `${e.name}_` : e.name]);
      } else if (e.isFile() && EXTENSION_RE.test(e.name) && !MINIFIED_NAME_RE.test(e.name)) {
        const target = path.join(to, ...rel, e.name);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.copyFile(abs, target);
        files++;
        bytes += (await fs.stat(abs)).size;
      }
    }
  };
  await walk(from, []);
  return { files, bytes };
}
