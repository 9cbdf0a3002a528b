// Finding and reading the configuration: `gitlab-v4-migrate.config.json` in the folder the tool
// runs in, else the `gitlab-v4-migrate` key of its package.json, or the file `--config` names.
// JSON only: a configuration is data, never code that runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lilconfig, lilconfigSync } from 'lilconfig';
import type { Loader } from 'lilconfig';
import { ConfigError, validateConfig } from './validate.js';
import type { Config } from './validate.js';

export const CONFIG_NAME = 'gitlab-v4-migrate';
export const CONFIG_FILE = `${CONFIG_NAME}.config.json`;

export interface LoadedConfig {
  config: Config;
  /** The file it came from (absolute); undefined when there is none. */
  file?: string;
  /** The folder globs are relative to: the file's folder, else cwd. */
  dir: string;
}

const jsonLoader: Loader = (file, content) => {
  try {
    return JSON.parse(content.replace(/^\uFEFF/, '')) as unknown;
  } catch (e) {
    throw new ConfigError(`${path.basename(file)} is not valid JSON: ${(e as Error).message}`);
  }
};

const refuseCode: Loader = (file) => {
  throw new ConfigError(`${path.basename(file)}: the configuration is JSON only (${CONFIG_FILE}); code files are never run.`);
};

function explorer(cwd: string) {
  return lilconfig(CONFIG_NAME, searchOptions(cwd));
}

function searchOptions(cwd: string) {
  return {
    searchPlaces: [CONFIG_FILE, 'package.json'],
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
  const found = lilconfigSync(CONFIG_NAME, searchOptions(cwd)).search(cwd);
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
    if (path.extname(file).toLowerCase() !== '.json') {
      throw new ConfigError(`${shown}: the configuration is JSON only (a .json file, or package.json); code files are never run.`);
    }
    const found = await explorer(cwd).load(file);
    if (found?.config === null || found?.config === undefined) {
      const why = path.basename(file) === 'package.json' ? `has no "${CONFIG_NAME}" key` : 'is empty';
      throw new ConfigError(`${shown} ${why}.`);
    }
    return { config: validateConfig(found.config, sourceName(cwd, file)), file, dir: path.dirname(file) };
  }
  const found = await explorer(cwd).search(cwd);
  if (!found || found.config === null || found.config === undefined) {
    if (found?.isEmpty) throw new ConfigError(`${CONFIG_FILE} is empty; write {} or remove it.`);
    return { config: {}, dir: cwd };
  }
  return { config: validateConfig(found.config, sourceName(cwd, found.filepath)), file: found.filepath, dir: path.dirname(found.filepath) };
}

function sourceName(cwd: string, file: string): string {
  const shown = path.relative(cwd, file) || file;
  return path.basename(file) === 'package.json' ? `${shown} ("${CONFIG_NAME}" key)` : shown;
}
