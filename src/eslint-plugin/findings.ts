// One analysis per file for all of the plugin's rules: ESLint gives every rule the same
// SourceCode object, so the findings are cached on it. The AST is ESLint's; nothing is parsed again.
// The policy is the CLI's: the configuration file and the plugin's settings (config/policy.ts).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Rule, SourceCode } from 'eslint';
import { pluginPolicy } from '../config/policy.js';
import { analyze } from '../core/analyze.js';
import { applyPolicy } from '../core/policy/apply.js';
import { findDirectives } from '../core/policy/directives.js';
import { NestingError } from '../core/parse/nesting.js';
import type { Policy } from '../core/policy/policy.js';
import { mayHoldApiCall } from '../core/parse/prefilter.js';
import type { Edit, Finding } from '../core/types.js';
import { rulebook } from '../rulebook/index.js';
import { PLUGIN_NAME } from './meta.js';

interface Cached {
  key: string;
  findings: readonly Finding[];
}

const cache = new WeakMap<SourceCode, Cached>();
/** The plugin's rules ESLint runs on a file (its SourceCode), as their `create` is called. */
const enabled = new WeakMap<SourceCode, Set<string>>();

/** Notes that ESLint runs the rule `id` on this file. */
export function enable(sourceCode: SourceCode, id: string): void {
  const set = enabled.get(sourceCode);
  if (set) set.add(id);
  else enabled.set(sourceCode, new Set([id]));
}

/** The policy's rule levels with every rule ESLint does not run on this file turned off. */
function withRulesOff(policy: Policy, on: ReadonlySet<string> | undefined): Policy {
  if (!on) return policy;
  const off = rulebook.filter((e) => !on.has(e.id)).map((e) => [e.id, 'off'] as const);
  return off.length ? { ...policy, rules: { ...policy.rules, ...Object.fromEntries(off) } } : policy;
}

/** `context.sourceCode` (ESLint ≥ 8.40), or `getSourceCode()` where only that exists. */
export function sourceCodeOf(context: Rule.RuleContext): SourceCode {
  return context.sourceCode ?? (context as { getSourceCode?: () => SourceCode }).getSourceCode!();
}

/**
 * The policy of a lint: the configuration file of ESLint's working folder, and
 * `settings['gitlab-v4-migrate']` over it, checked as the CLI checks its configuration.
 */
export function policyOf(context: Rule.RuleContext): Policy {
  const settings = (context.settings as Record<string, unknown> | undefined)?.[PLUGIN_NAME];
  const cwd = context.cwd ?? (context as { getCwd?: () => string }).getCwd?.() ?? process.cwd();
  return pluginPolicy(settings, cwd, `settings['${PLUGIN_NAME}']`);
}

/**
 * What the plugin reports of a file: the core's findings under the policy, without those a rule
 * level turns off, those the tool's own ignore comments hide, and those below the confidence
 * floor. Findings an `eslint-disable` comment names are kept: ESLint hides them itself, and so
 * knows the comment was used.
 */
export function findingsOf(sourceCode: SourceCode, filename: string, given: Policy): readonly Finding[] {
  const policy = withRulesOff(given, enabled.get(sourceCode));
  const key = JSON.stringify(policy);
  const hit = cache.get(sourceCode);
  if (hit && hit.key === key) return hit.findings;
  // ESLint's Program (espree or @typescript-eslint/parser) is the ESTree shape the core reads.
  const program = sourceCode.ast as unknown as TSESTree.Program;
  const text = sourceCode.text;
  // The same text test as the CLI, so both fronts skip exactly the same files.
  const all = mayHoldApiCall(text, filename) ? analyzeUnlessTooDeep(program, text, policy) : [];
  const own = all.length ? findDirectives(text).filter((d) => d.source === 'tool') : [];
  const findings = applyPolicy([...all], policy, own, filename, true).shown;
  cache.set(sourceCode, { key, findings });
  return findings;
}

const plans = new WeakMap<SourceCode, { key: string; fixes: Map<string, Edit[]> }>();

/** A change of more fixes than this is offered as no suggestion: the CLI's --fix-review makes it (each suggestion would carry all of it). */
const MOST_FIXES_IN_A_SUGGESTION = 200;

/**
 * The suggestion of each review finding: the whole change a --fix-review pass makes with it (its
 * base's move and every fix of every call on that base, `Finding.group`), keyed as
 * `ruleId@start`. A review fix that pass would not make (its base waits on a change by hand) has
 * none: taken alone in an editor, it would send a v4 route to a v3 base. The analysis runs again
 * with review fixes on only for a file that has a review finding with a fix.
 */
export function suggestionsOf(sourceCode: SourceCode, filename: string, given: Policy): ReadonlyMap<string, Edit[]> {
  const shown = findingsOf(sourceCode, filename, given);
  if (!shown.some((f) => f.fix === 'review' && f.edits?.length)) return new Map();
  const policy = { ...withRulesOff(given, enabled.get(sourceCode)), fixReview: true };
  const key = JSON.stringify(policy);
  const hit = plans.get(sourceCode);
  if (hit && hit.key === key) return hit.fixes;
  const program = sourceCode.ast as unknown as TSESTree.Program;
  const all = analyzeUnlessTooDeep(program, sourceCode.text, policy).filter((f) => f.edits?.length && f.group !== undefined);
  const groups = new Map<number, Finding[]>();
  for (const f of all) groups.set(f.group!, [...(groups.get(f.group!) ?? []), f]);
  const changes = new Map<number, Edit[] | undefined>();
  for (const [n, change] of groups) {
    const edits = change.flatMap((g) => g.edits!);
    // An edit in another file cannot be part of an editor's suggestion on this one: none is offered.
    changes.set(n, change.length <= MOST_FIXES_IN_A_SUGGESTION && edits.every((e) => !e.file) ? edits : undefined);
  }
  const fixes = new Map<string, Edit[]>();
  for (const f of all) {
    const edits = changes.get(f.group!);
    if (edits) fixes.set(`${f.ruleId}@${f.range[0]}`, edits);
  }
  plans.set(sourceCode, { key, fixes });
  return fixes;
}

/** A tree deeper than the core walks (2,500 levels) is left to ESLint: a rule that threw would stop the whole lint run. */
function analyzeUnlessTooDeep(program: TSESTree.Program, text: string, policy: Policy): readonly Finding[] {
  try {
    return analyze(program, text, policy);
  } catch (e) {
    if (e instanceof NestingError) return [];
    throw e;
  }
}
