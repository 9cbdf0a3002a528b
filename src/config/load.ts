// Finding and reading the configuration: `gitlab-v4-migrate.config.json` in the folder the tool
// runs in, else the `gitlab-v4-migrate` key of its package.json, or the file `--config` names.
// JSON only: a configuration is data, never code that runs.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { lilconfig, lilconfigSync } from 'lilconfig';
import type { LilconfigResult, Loader } from 'lilconfig';
import { ConfigError, validateConfig } from './validate.js';
import type { Config } from './validate.js';

import { CONFIG_FILE, CONFIG_NAME, SEARCH_PLACES } from './name.js';

export { CONFIG_FILE, CONFIG_NAME };

export interface LoadedConfig {
  config: Config;
  /** The file it came from (absolute); undefined when there is none. */
  file?: string;
  /** The folder globs are relative to: the file's folder, else cwd. */
  dir: string;
}

// Comments are allowed (JSON with comments, as `init` writes it and as editors read settings);
// anything else that is not JSON is an error, with where it is.
const jsonLoader: Loader = (file, content) => {
  const text = content.replace(/^\uFEFF/, '');
  const errors: ParseError[] = [];
  const data = parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: false }) as unknown;
  if (errors.length > 0) {
    const { error, offset } = errors[0];
    const line = text.slice(0, offset).split('\n').length;
    throw new ConfigError(`${path.basename(file)} is not valid JSON: ${printParseErrorCode(error)} at line ${line}`);
  }
  // An empty file (or one with comments only) is an empty search result, as lilconfig has it.
  return text.trim() === '' ? undefined : data;
};

const refuseCode: Loader = (file) => {
  throw new ConfigError(`${path.basename(file)}: the configuration is JSON only (${CONFIG_FILE}); code files are never run.`);
};


function explorer(cwd: string) {
  return lilconfig(CONFIG_NAME, searchOptions(cwd));
}

function searchOptions(cwd: string) {
  return {
    searchPlaces: SEARCH_PLACES,
    // Only the folder the tool runs in: a configuration further up belongs to another project.
    stopDir: cwd,
    cache: false,
    ignoreEmptySearchPlaces: false,
    loaders: { '.json': jsonLoader, noExt: jsonLoader, '.js': refuseCode, '.cjs': refuseCode, '.mjs': refuseCode },
  };
}

/**
 * The configuration of `cwd`, found as the CLI finds it, synchronously: ESLint runs rules
 * synchronously, and the plugin reads the same file.
 */
export function loadConfigSync(cwd: string): LoadedConfig {
  refuseFolders(cwd);
  return searched(cwd, unreadableSync(() => lilconfigSync(CONFIG_NAME, searchOptions(cwd)).search(cwd)));
}

function refuseFolders(cwd: string): void {
  for (const place of SEARCH_PLACES) refuseFolder(path.join(cwd, place), place);
}

/** What the search of `cwd` found, checked; no configuration there is an empty one. */
function searched(cwd: string, found: LilconfigResult): LoadedConfig {
  if (!found || found.config === null || found.config === undefined) {
    if (found?.isEmpty) throw new ConfigError(`${CONFIG_FILE} is empty; write {} or remove it.`);
    return { config: {}, dir: cwd };
  }
  return { config: validateConfig(found.config, sourceName(cwd, found.filepath)), file: found.filepath, dir: path.dirname(found.filepath) };
}

/** Loads and checks the configuration; throws ConfigError for anything wrong with it. */
export async function loadConfig(cwd: string, explicit?: string): Promise<LoadedConfig> {
  if (explicit !== undefined) {
    const file = path.resolve(cwd, explicit);
    const shown = path.relative(cwd, file) || file;
    if (!existsSync(file)) throw new ConfigError(`configuration file not found: ${shown}`);
    refuseFolder(file, shown);
    if (path.extname(file).toLowerCase() !== '.json') {
      throw new ConfigError(`${shown}: the configuration is JSON only (a .json file, or package.json); code files are never run.`);
    }
    const found = await unreadable(explorer(cwd).load(file));
    if (found?.config === null || found?.config === undefined) {
      const why = path.basename(file) === 'package.json' ? `has no "${CONFIG_NAME}" key` : 'is empty';
      throw new ConfigError(`${shown} ${why}.`);
    }
    return { config: validateConfig(found.config, sourceName(cwd, file)), file, dir: path.dirname(file) };
  }
  refuseFolders(cwd);
  return searched(cwd, await unreadable(explorer(cwd).search(cwd)));
}

// A configuration the system cannot read is a problem of the configuration like the others: a
// usage error, not an internal one.
function refuseFolder(file: string, shown: string): void {
  if (unreadableSync(() => statSync(file, { throwIfNoEntry: false }))?.isDirectory()) throw new ConfigError(`${shown} is a folder, not a configuration file.`);
}

async function unreadable<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (e) {
    throw asConfigError(e);
  }
}

function unreadableSync<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    throw asConfigError(e);
  }
}

function asConfigError(e: unknown): unknown {
  if (e instanceof ConfigError || typeof (e as NodeJS.ErrnoException).code !== 'string') return e;
  // Node's message names the code and the path ("EACCES: permission denied, open '…'").
  return new ConfigError(`cannot read the configuration: ${(e as Error).message}`);
}

function sourceName(cwd: string, file: string): string {
  const shown = path.relative(cwd, file) || file;
  return path.basename(file) === 'package.json' ? `${shown} ("${CONFIG_NAME}" key)` : shown;
}
