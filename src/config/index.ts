// The configuration file: what it may hold, and where it is found.
export { loadConfig, loadConfigSync, CONFIG_FILE, CONFIG_NAME } from './load.js';
export type { LoadedConfig } from './load.js';
export { validateConfig, ConfigError, CONFIG_KEYS, RULE_LEVELS } from './validate.js';
export type { Config } from './validate.js';
export { policyOf, pluginPolicy, validateSettings } from './policy.js';
