// Finding and reading the configuration: `gitlab-v4-migrate.config.json` in the folder the tool
// runs in, else the `gitlab-v4-migrate` key of its package.json, or the file `--config` names.
// JSON only: a configuration is data, never code that runs.
import { existsSync, lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseJsonc, type ParseError } from 'jsonc-parser';
import { jsonProblem, readBounded } from './bounded-read.js';
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

/** What one file holds for the configuration: `undefined` when it holds none (a package.json without the key). */
interface Found {
  config: unknown;
  filepath: string;
  isEmpty?: boolean;
}

/**
 * Reads one configuration file, bounded (bounded-read.ts: a regular file under a size limit, read
 * without blocking, its content never echoed); undefined when it does not exist.
 */
function readConfigFile(file: string, shown: string): Found | undefined {
  // Most folders have no configuration: asked first, without opening anything.
  if (!unreadableSync(() => lstatSync(file, { throwIfNoEntry: false }))) return undefined;
  const read = readBounded(file);
  if ('problem' in read) {
    if (read.code === 'ENOENT') return undefined;
    if (read.code === 'EISDIR') throw new ConfigError(`${shown} is a folder, not a configuration file.`);
    throw new ConfigError(read.code ? `cannot read the configuration: ${read.code}: ${shown}` : `${shown}: ${read.problem}; the configuration must be a regular JSON file.`);
  }
  const text = read.bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') return { config: undefined, filepath: file, isEmpty: true };
  // Comments are allowed (JSON with comments, as `init` writes it and as editors read settings);
  // anything else that is not JSON is an error that says where, never what.
  const errors: ParseError[] = [];
  const data = parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: false }) as unknown;
  if (errors.length > 0) throw new ConfigError(`${path.basename(file)} is not valid JSON (${jsonProblem(errors[0].offset, text)}).`);
  if (data === undefined) return { config: undefined, filepath: file, isEmpty: true };
  if (path.basename(file) === 'package.json') {
    const own = data !== null && typeof data === 'object' && Object.hasOwn(data, CONFIG_NAME) ? (data as Record<string, unknown>)[CONFIG_NAME] : undefined;
    return { config: own, filepath: file };
  }
  return { config: data, filepath: file };
}

/** The first search place of `cwd` that holds a configuration (only the folder the tool runs in: one further up belongs to another project). */
function search(cwd: string): Found | undefined {
  for (const place of SEARCH_PLACES) {
    const found = readConfigFile(path.join(cwd, place), place);
    if (found && (found.config !== undefined || found.isEmpty)) return found;
  }
  return undefined;
}

/**
 * The configuration of `cwd`, found as the CLI finds it, synchronously: ESLint runs rules
 * synchronously, and the plugin reads the same file.
 */
export function loadConfigSync(cwd: string): LoadedConfig {
  return searched(cwd, search(cwd));
}

/** What the search of `cwd` found, checked; no configuration there is an empty one. */
function searched(cwd: string, found: Found | undefined): LoadedConfig {
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
    const found = readConfigFile(file, shown);
    if (found?.config === null || found?.config === undefined) {
      const why = path.basename(file) === 'package.json' ? `has no "${CONFIG_NAME}" key` : 'is empty';
      throw new ConfigError(`${shown} ${why}.`);
    }
    return { config: validateConfig(found.config, sourceName(cwd, file)), file, dir: path.dirname(file) };
  }
  return searched(cwd, search(cwd));
}

// A configuration the system cannot read is a problem of the configuration like the others: a
// usage error, not an internal one.
function refuseFolder(file: string, shown: string): void {
  if (unreadableSync(() => statSync(file, { throwIfNoEntry: false }))?.isDirectory()) throw new ConfigError(`${shown} is a folder, not a configuration file.`);
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
