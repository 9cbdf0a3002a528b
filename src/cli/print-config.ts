// `--print-config FILE`: the configuration that applies to FILE, as a run would use it (the file's
// settings with the flags over them), and whether the run would check FILE. Checks nothing.
import path from 'node:path';
import { hasNoExtension, kindsFor, nameFilter } from '../languages/kinds.js';
import type { LoadedConfig } from '../config/index.js';
import { globFilter } from '../engine/discover/globs.js';
import { toDisplay } from '../engine/discover/discover.js';
import type { CliOptions } from './args.js';

export interface PrintedConfig {
  file: string;
  /** The configuration file it comes from, relative to the run's folder; null when there is none. */
  configFile: string | null;
  /** Whether a run would check the file, and if not, why. */
  checked: boolean;
  reason?: string;
  serverVersion?: string;
  minConfidence?: string;
  include?: string[];
  exclude?: string[];
  baseUrls?: string[];
  rules: Record<string, string>;
}

export function printedConfig(target: string, loaded: LoadedConfig, options: CliOptions, cwd: string): PrintedConfig {
  const { config } = loaded;
  const file = path.resolve(cwd, target);
  const picked = kindsFor(options.ext);
  // A script with no extension is told by its shebang, which a configuration print does not read.
  const kind = 'kinds' in picked && (nameFilter(picked.kinds)(path.basename(file)) || hasNoExtension(file)) ? undefined : `not a kind of file the tool reads${options.ext ? ` with --ext ${options.ext.join(',')}` : ''}`;
  const reason = kind ?? globFilter(config.include, options.exclude ? config.exclude : undefined, loaded.dir)(file);
  const serverVersion = options.serverVersion ?? config.serverVersion;
  const minConfidence = options.minConfidence ?? config.minConfidence;
  return {
    file: toDisplay(file, cwd),
    configFile: loaded.file ? toDisplay(loaded.file, cwd) : null,
    checked: !reason,
    ...(reason ? { reason } : {}),
    ...(serverVersion ? { serverVersion } : {}),
    ...(minConfidence ? { minConfidence } : {}),
    ...(config.include ? { include: config.include } : {}),
    ...(config.exclude && options.exclude ? { exclude: config.exclude } : {}),
    ...(config.baseUrls ? { baseUrls: config.baseUrls } : {}),
    rules: { ...config.rules, ...options.rules },
  };
}
