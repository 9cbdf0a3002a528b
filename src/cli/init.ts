// `gitlab-v4-migrate init`: a configuration file to start from, every key commented, written only
// where none exists (an existing one is someone's work).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE } from '../config/index.js';

/** JSON with comments: the loader and the configuration's own check read it (jsonc). */
export const INIT_TEXT = `{
  // ${CONFIG_FILE}: what gitlab-v4-migrate checks and how (docs/configuration.md).
  // Comments are allowed; every key is optional. Remove the // of a line to use it.

  // The GitLab version the code must run against: changes newer than it are not reported.
  // "serverVersion": "9.0",

  // Globs of the files to check (default: every kind the tool reads), relative to this file.
  // "include": ["src/**", "scripts/**", ".gitlab-ci.yml"],

  // Base-URL patterns of clients that hide their host (e.g. "process.env.GITLAB_URL").
  // "baseUrls": [],

  // Report only findings at least this sure: low (everything), medium or high.
  // "minConfidence": "low",

  // Globs never to check.
  "exclude": ["**/vendor/**", "**/*.min.js"],

  // A rule id or change key, and off, warning, error or info.
  "rules": {
    // "unpaged-list": "off",
    // "9.0/33": "warning"
  }
}
`;

export interface InitOutcome {
  /** The file written, or the one that is there already. */
  file: string;
  written: boolean;
}

/** Writes INIT_TEXT to `cwd`'s configuration file; with an existing one, writes nothing unless `force`. */
export async function init(cwd: string, force: boolean): Promise<InitOutcome> {
  const file = path.join(cwd, CONFIG_FILE);
  try {
    // `wx`: fails when the file exists, in the same call that would create it (no race).
    await fs.writeFile(file, INIT_TEXT, { flag: force ? 'w' : 'wx' });
    return { file, written: true };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return { file, written: false };
    throw e;
  }
}
