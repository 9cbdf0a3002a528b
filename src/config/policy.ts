// The policy (core/policy/policy.ts) as each front builds it. The CLI merges its flags over the
// configuration file (cli/); the ESLint plugin reads the same file, from ESLint's working folder,
// and puts its settings (`settings['gitlab-v4-migrate']`) over it. Both are checked by the same
// validator, so a value the CLI refuses is an error in ESLint too.
import type { Policy } from '../core/policy/policy.js';
import { loadConfigSync } from './load.js';
import { ConfigError, validateConfig, type Config } from './validate.js';

/** Keys of the configuration that choose files: in ESLint, its own `files` and `ignores` do that. */
const FILE_KEYS = ['include', 'exclude'] as const;

/** The part of a configuration the core decides with. */
export function policyOf(config: Config): Policy {
  const policy: Policy = {};
  if (config.serverVersion !== undefined) policy.serverVersion = config.serverVersion;
  if (config.baseUrls?.length) policy.baseUrls = config.baseUrls;
  if (config.rules && Object.keys(config.rules).length) policy.rules = config.rules;
  if (config.minConfidence !== undefined) policy.minConfidence = config.minConfidence;
  return policy;
}

/** Checks the plugin's settings as the configuration file is checked. */
export function validateSettings(settings: unknown, source: string): Config {
  if (settings === undefined || settings === null) return {};
  // A JavaScript config may write 9.3 as a number; anything else is the file's rules.
  const raw = typeof settings === 'object' && !Array.isArray(settings) && typeof (settings as Config).serverVersion === 'number' ? { ...settings, serverVersion: String((settings as { serverVersion: number }).serverVersion) } : settings;
  const config = validateConfig(raw, source);
  for (const key of FILE_KEYS) {
    if (config[key]) throw new ConfigError(`${source}: "${key}" is not a setting of the ESLint plugin: ESLint's own \`files\` and \`ignores\` choose the files it lints.`);
  }
  return config;
}

const fileConfigs = new Map<string, Config>();

/**
 * The plugin's policy: the configuration file of `cwd` (read once per folder and process), with
 * the settings over it (`rules` merged key by key).
 */
export function pluginPolicy(settings: unknown, cwd: string, source: string): Policy {
  // Every rule asks for every file: the same settings object gives the policy it gave last time.
  const last = lastPolicies.get(cwd);
  if (last && last.settings === settings) return last.policy;
  const policy = buildPolicy(settings, cwd, source);
  lastPolicies.set(cwd, { settings, policy });
  return policy;
}

const lastPolicies = new Map<string, { settings: unknown; policy: Policy }>();

function buildPolicy(settings: unknown, cwd: string, source: string): Policy {
  let file = fileConfigs.get(cwd);
  if (!file) fileConfigs.set(cwd, (file = loadConfigSync(cwd).config));
  const own = validateSettings(settings, source);
  const rules = file.rules || own.rules ? { ...file.rules, ...own.rules } : undefined;
  return policyOf({ ...file, ...own, ...(rules ? { rules } : {}) });
}
