// Every rule id and change key, written down as data (names-data.ts, by `npm run docs`; test/docs.test.ts
// checks it): the configuration and the suppression comments check names on every run, and loading
// the whole rulebook for its names was a part of each start of a hook that never needs a rule.
import { generatedModule } from './generated.js';
import { changeKeys, RULEBOOK_VERSION, ruleIds } from './index.js';

/** names-data.ts as `npm run docs` writes it. */
export function namesModule(): string {
  return generatedModule('src/rulebook/names.ts', 'Every rule id and change key, for validating user options (a typo must fail loudly), and the version cached results are keyed by.', [
    ['RULE_IDS: readonly string[]', ruleIds],
    ['CHANGE_KEYS: readonly string[]', changeKeys],
    ['RULEBOOK_VERSION', RULEBOOK_VERSION],
  ]);
}
