// What a front shows of the core's findings: the one place rule levels and suppression comments
// are applied to output, for the CLI, the hook and the ESLint plugin alike. The findings were
// decided (fixed, held, proven) with every one of them in view — a hidden finding still holds its
// base (core/analyze.ts marks it and takes its fix away) — so this only chooses what is shown.
import type { Finding, UnusedSuppression } from '../types.js';
import { applyDirectives, type Directive } from './directives.js';
import { applyRuleLevels, meetsFloor, type Policy } from './policy.js';

export interface Shown<F> {
  /** The findings to report, graded by the rule levels. */
  shown: F[];
  /** How many a suppression comment hid. */
  suppressed: number;
  /** Comments of the tool's own that hid nothing, or are wrong. */
  unused: UnusedSuppression[];
}

/**
 * The findings a front shows: those of rules turned off dropped, the others re-graded, those a
 * comment hides dropped, and — when `floor` is set — those below the confidence floor dropped (the
 * CLI counts those apart, so it passes no floor here).
 */
export function applyPolicy<F extends Finding>(findings: F[], policy: Pick<Policy, 'rules' | 'minConfidence'>, directives: readonly Directive[], file: string, floor = false): Shown<F> {
  const graded = applyRuleLevels(findings, policy.rules);
  const { kept, suppressed, unused } = applyDirectives(graded, directives, file);
  return { shown: floor ? kept.filter((f) => meetsFloor(f, policy)) : kept, suppressed, unused };
}
