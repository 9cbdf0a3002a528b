// The policy: what a person decided about the findings, as a pure value both fronts build (the
// CLI from its flags and the configuration file, the ESLint plugin from its settings and the same
// file) and hand to the core. Rule levels and inline comments (core/policy/directives.ts) decide what
// is never fixed and what is shown; the confidence floor what is shown. None of it changes what is
// proven: a hidden finding still holds the base it is on.
import type { LibraryCall } from '../match/client-calls.js';
import type { Confidence, Finding, Severity } from '../types.js';
import { CONFIDENCES } from '../types.js';

/** How the configuration grades a rule: off, or the severity its findings are reported with. */
export type RuleLevel = 'off' | Severity;

export interface Policy {
  /** Server version the code must run against (e.g. "9.0"); rules newer than it are off. */
  serverVersion?: string;
  /** Treat review-tier fixes as applicable (they then do not block the prefix rewrite). */
  fixReview?: boolean;
  /**
   * Bases the code hides (an environment variable, a config field) that are known to be a v3 API
   * base: matched against the text of the expression a URL starts with (`process.env.GITLAB_API`),
   * or against the start of a literal URL (`https://git.corp/rest`). Calls on them count as v3.
   */
  baseUrls?: readonly string[];
  /** Per rulebook id or change key: `off`, or the severity to report it with. An id wins over its change key. */
  rules?: Readonly<Record<string, RuleLevel>>;
  /** Findings below this confidence are not shown (they are still found, and still hold fixes back). */
  minConfidence?: Confidence;
}

/** The policy, and how messages name another file (project mode passes absolute paths; people read relative ones). */
export interface AnalyzeOptions extends Policy {
  displayPath?: (file: string) => string;
  /**
   * Project mode: the API version the package of a file writes as its base (`/api/v4` in another
   * module, no `/api/v3` anywhere in it), for calls whose base the file does not show.
   */
  packageBase?: (file: string) => 3 | 4 | undefined;
  /**
   * The original text a virtual document stands for (a script, a page's fenced block): GitLab's
   * token or client named there shows its bases are GitLab's (core/decide/gitlab-evidence.ts).
   */
  originalText?: string;
  /**
   * A virtual document's requests, by the offset of their call: the registry style (src/clients)
   * the original call goes through (a Python or Ruby library), which the printed call does not say.
   */
  callStyles?: ReadonlyMap<number, string>;
  /**
   * A virtual document's requests that stand for a configuration's value some program reads
   * (languages/config-files: no method is said), by the offset of their call: not calls of code.
   */
  configValues?: ReadonlySet<number>;
  /** A virtual document's requests that stand for a call of a v3-only client library's method, by the offset of their call (core/match/client-calls.ts). */
  libraryCalls?: ReadonlyMap<number, LibraryCall>;
  /**
   * The fix loop's files whose fixed text would not parse (core/linter.ts `fixpoint`): a fix with an edit
   * there is not made, so what must move with it (a base's calls) waits, as on any base that does not move.
   */
  refused?: ReadonlySet<string>;
}

/** The configured level of a finding: its rule id first, then its change key. */
export function levelOf(f: Pick<Finding, 'ruleId' | 'change'>, rules: Policy['rules']): RuleLevel | undefined {
  return rules?.[f.ruleId] ?? rules?.[f.change];
}

/** Drops the findings of rules that are off and re-grades the others. */
export function applyRuleLevels<F extends Finding>(findings: F[], rules: Policy['rules']): F[] {
  if (!rules || Object.keys(rules).length === 0) return findings;
  const out: F[] = [];
  for (const f of findings) {
    const level = levelOf(f, rules);
    if (level === 'off') continue;
    out.push(level && level !== f.severity ? { ...f, severity: level } : f);
  }
  return out;
}

/** Whether a finding reaches the confidence floor. */
export function meetsFloor(f: Pick<Finding, 'confidence'>, policy: Pick<Policy, 'minConfidence'>): boolean {
  return CONFIDENCES.indexOf(f.confidence) >= CONFIDENCES.indexOf(policy.minConfidence ?? 'low');
}
