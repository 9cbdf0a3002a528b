// JavaScript and TypeScript, read by the core itself (no reader here), and `package.json`: its
// dependencies on client libraries that speak only v3 (core/match/manifest.ts), its npm scripts and
// config field (config-files/package-json.ts, its reader in the registry).
import type { KindSpec } from '../language.js';

export const js = {
  name: 'js',
  row: 'JS',
  extensions: ['js', 'cjs', 'mjs', 'jsx', 'ts', 'cts', 'mts', 'tsx'],
  // A bundle's minified output is no one's source.
  notRead: /\.min\.[cm]?js$/i,
  interpreters: /^(?:node(?:js)?|ts-node|tsx|bun|deno)$/,
  fenceTags: ['js', 'javascript', 'jsx', 'mjs', 'cjs', 'ts', 'typescript', 'tsx', 'mts', 'cts', 'node'],
  comments: ['//'],
  readsEnvironment: true,
} as const satisfies KindSpec;

/** The fence tags of a TypeScript block (a page's `ts` fence is parsed as TypeScript). */
export const TYPESCRIPT_TAGS: ReadonlySet<string> = new Set(['ts', 'typescript', 'tsx', 'mts', 'cts']);

/** The script interpreters that run TypeScript: their scripts are parsed as such. */
export const TYPESCRIPT_RUNNERS = /^#![^\n]*\b(?:ts-node|tsx|bun|deno)\b/;

export const manifest = {
  name: 'manifest',
  row: 'package.json',
  extensions: [],
  names: String.raw`^package\.json$`,
  fileNames: ['package.json'],
  // JSON: no comments.
  comments: [],
} as const satisfies KindSpec;
