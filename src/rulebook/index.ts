import { entries } from './entries.js';
import { holdsPrefix } from './tables.js';
import type { Entry, Since } from './types.js';
import { compareVersions } from './versions.js';

export { compareVersions };

export { entries };
export type { Entry, Since };
export type { RuleId, ChangeKey } from './entries.js';

export const rulebook: readonly Entry[] = entries;

/** Every rule id and change key, for validating user options (a typo must fail loudly). */
export const ruleIds: readonly string[] = rulebook.map((e) => e.id);
export const changeKeys: readonly string[] = [...new Set(rulebook.map((e) => e.change))];

export function entryById(id: string): Entry | undefined {
  return rulebook.find((e) => e.id === id);
}

/** Whether a finding's rule holds the prefix back (tables.ts holdsPrefix), by its id; false for an id of no entry. */
export function ruleHoldsPrefix(ruleId: string): boolean {
  const entry = entryById(ruleId);
  return !!entry && holdsPrefix(entry);
}

/** The entries a server of `version` enforces (all of them when no version is given). */
export function entriesFor(version?: string): readonly Entry[] {
  if (!version) return rulebook.filter((e) => !e.before);
  return rulebook.filter((e) => compareVersions(e.since, version) <= 0 && (!e.before || compareVersions(version, e.before) < 0));
}

export const RULEBOOK_VERSION = '1';
