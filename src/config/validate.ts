// The configuration's shape, checked by hand so that every mistake gets a message that says what
// is allowed (a typo in a rule id or change key lists the valid ones, and the closest match).
import { CONFIDENCES, type Confidence } from '../core/types.js';
import type { RuleLevel } from '../core/policy/policy.js';
import { CHANGE_KEYS as changeKeys, RULE_IDS as ruleIds } from '../rulebook/names-data.js';

export interface Config {
  /** Globs of the files to check, relative to the configuration file's folder. */
  include?: string[];
  /** Globs of files never to check. */
  exclude?: string[];
  /** Rule id or change key → off | error | warning | info. */
  rules?: Record<string, RuleLevel>;
  serverVersion?: string;
  /** Extra base-URL patterns for clients that hide their host. */
  baseUrls?: string[];
  minConfidence?: Confidence;
}

/** A configuration that cannot be used: a usage error (exit 2). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const CONFIG_KEYS = ['include', 'exclude', 'rules', 'serverVersion', 'baseUrls', 'minConfidence'] as const;
export const RULE_LEVELS: readonly RuleLevel[] = ['off', 'error', 'warning', 'info'];

/** Checks parsed JSON; `source` names the file (and key) in messages. */
export function validateConfig(data: unknown, source: string): Config {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ConfigError(`${source}: the configuration must be a JSON object, e.g. { "rules": { "9.0/14": "off" } }.`);
  }
  const raw = data as Record<string, unknown>;
  const config: Config = {};
  for (const [key, value] of Object.entries(raw)) {
    // `$schema` is for editors.
    if (key === '$schema') continue;
    const at = `${source}: "${key}"`;
    switch (key) {
      case 'include':
      case 'exclude':
      case 'baseUrls':
        config[key] = stringList(value, at);
        break;
      case 'rules':
        config.rules = rules(value, at);
        break;
      case 'serverVersion': {
        // 9.3 as a JSON number is 9.3, but 9.10 would be 9.1: only strings are exact.
        if (typeof value !== 'string' || !/^\d+\.\d+$/.test(value)) {
          throw new ConfigError(`${at} must be a string like "9.0" or "10.3" (major.minor), not ${JSON.stringify(value)}.`);
        }
        config.serverVersion = value;
        break;
      }
      case 'minConfidence':
        if (!CONFIDENCES.includes(value as Confidence)) {
          throw new ConfigError(`${at} must be one of ${CONFIDENCES.map((v) => `"${v}"`).join(', ')}, not ${JSON.stringify(value)}.`);
        }
        config.minConfidence = value as Confidence;
        break;
      default:
        throw new ConfigError(`${source}: unknown key "${key}"${hint(key, CONFIG_KEYS)}. Valid keys: ${CONFIG_KEYS.join(', ')}.`);
    }
  }
  return config;
}

function stringList(value: unknown, at: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
    throw new ConfigError(`${at} must be an array of non-empty strings, not ${JSON.stringify(value)}.`);
  }
  return value as string[];
}

function rules(value: unknown, at: string): Record<string, RuleLevel> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(`${at} must be an object of rule ids or change keys to ${RULE_LEVELS.map((l) => `"${l}"`).join(' | ')}.`);
  }
  const out: Record<string, RuleLevel> = {};
  const known = [...ruleIds, ...changeKeys];
  for (const [name, level] of Object.entries(value as Record<string, unknown>)) {
    if (!known.includes(name)) {
      throw new ConfigError(
        `${at}: "${name}" is not a rule id or change key${hint(name, known)}.\n` +
          `Rule ids: ${ruleIds.join(', ')}.\nChange keys: ${changeKeys.join(', ')}.`,
      );
    }
    // "warn" is ESLint's spelling, which people type from habit.
    const given = level === 'warn' ? 'warning' : level;
    if (!RULE_LEVELS.includes(given as RuleLevel)) {
      throw new ConfigError(`${at}: "${name}" must be ${RULE_LEVELS.map((l) => `"${l}"`).join(', ')} (or "warn"), not ${JSON.stringify(level)}.`);
    }
    out[name] = given as RuleLevel;
  }
  return out;
}

/** ` (did you mean "x"?)` for the valid name nearest `value`, when one is near; else ''. */
export function hint(value: string, valid: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const v of valid) {
    const d = distance(value.toLowerCase(), v.toLowerCase());
    if (d < bestDistance) {
      best = v;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(value.length / 4)) ? ` (did you mean "${best}"?)` : '';
}

/** Levenshtein distance. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}
