// One ESLint rule per rulebook entry, named by its id (`gitlab-v4-migrate/builds-to-jobs`) and
// made from the entry itself: its title, its page under docs/rules/, and its fix tier. Each rule is
// a thin adapter: findings of its entry become reports, safe edits the fix, review edits a
// suggestion, manual findings a message.
import type { Rule } from 'eslint';
import { messageWithHold } from '../core/decide/holds.js';
import { mergedFix } from '../core/fix/edits.js';
import type { Edit, Finding } from '../core/types.js';
import { rulebook } from '../rulebook/index.js';
import type { Entry } from '../rulebook/types.js';
import { enable, findingsOf, policyOf, sourceCodeOf, suggestionsOf } from './findings.js';
import { docsUrl } from './meta.js';

function report(context: Rule.RuleContext, text: string, f: Finding, suggestions: ReadonlyMap<string, Edit[]>): void {
  // The finding's own file is '' to the core here: places in it are said as `line N`.
  const data = { message: messageWithHold(f, ''), change: f.change };
  const merged = mergedFix(text, f.edits);
  // A suggestion is the whole change it belongs to, or nothing (suggestionsOf).
  const whole = f.fix === 'review' ? mergedFix(text, dedupe(suggestions.get(`${f.ruleId}@${f.range[0]}`))) : undefined;
  const replace = (edit: Edit) => (fixer: Rule.RuleFixer) => fixer.replaceTextRange(edit.range, edit.text);
  context.report({
    // Findings' columns are 1-based; ESLint's `loc` columns are 0-based.
    loc: {
      start: { line: f.start.line, column: f.start.column - 1 },
      end: { line: f.end.line, column: f.end.column - 1 },
    },
    messageId: 'finding',
    data,
    fix: merged && f.fix === 'safe' ? replace(merged) : null,
    suggest: whole ? [{ messageId: 'suggestion', data, fix: replace(whole) }] : [],
  });
}

/** The same edit asked by two fixes of one change (a shared text) is made once. */
function dedupe(edits: readonly Edit[] | undefined): Edit[] | undefined {
  if (!edits) return undefined;
  const seen = new Set<string>();
  return edits.filter((e) => {
    const k = `${e.range[0]}:${e.range[1]}:${e.text}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function createRule(entry: Entry): Rule.RuleModule {
  return {
    meta: {
      type: 'problem',
      docs: { description: entry.title, recommended: entry.severity !== 'info', url: docsUrl(entry.id) },
      // Any entry's finding may carry a fix or a suggestion once a pass finds one it can make.
      fixable: 'code',
      hasSuggestions: true,
      schema: [],
      messages: {
        finding: '{{message}} ({{change}})',
        suggestion: 'Rewrite for v4 ({{change}}); check that the new call still does what this code expects',
      },
    },
    create(context) {
      // ESLint creates every rule it runs before it walks the tree, so by `Program` the rules
      // created for this file are all the plugin's rules that are on: the others are off, and the
      // core must know, since a finding turned off still holds its base (policy hides, never proves).
      const sourceCode = sourceCodeOf(context);
      enable(sourceCode, entry.id);
      return {
        Program() {
          const policy = policyOf(context);
          const mine = findingsOf(sourceCode, context.filename, policy).filter((f) => f.ruleId === entry.id);
          const suggestions = mine.some((f) => f.fix === 'review') ? suggestionsOf(sourceCode, context.filename, policy) : new Map<string, Edit[]>();
          for (const f of mine) report(context, sourceCode.text, f, suggestions);
        },
      };
    },
  };
}

export const rules: Record<string, Rule.RuleModule> = Object.fromEntries(rulebook.map((e) => [e.id, createRule(e)]));

/** The ESLint severity of an entry's rule: `error` for errors, `warn` for the rest. */
export function severityOf(entry: Entry): 'error' | 'warn' {
  return entry.severity === 'error' ? 'error' : 'warn';
}
