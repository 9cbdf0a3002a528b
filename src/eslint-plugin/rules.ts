// One ESLint rule per group, each a thin adapter: findings of its group become reports, safe
// edits become the fix, review edits a suggestion, manual findings a message.
import type { Rule } from 'eslint';
import { mergeEdits } from '../core/edits.js';
import type { Edit, Finding } from '../core/types.js';
import { changeKeys, ruleIds } from '../rulebook/index.js';
import { findingsOf, policyOf, sourceCodeOf } from './findings.js';
import { GROUPS, GROUP_NAMES, type GroupName, groupOfFinding } from './groups.js';
import { docsUrl } from './meta.js';

export interface RuleOptions {
  /** Rulebook ids or change keys this rule does not report. */
  ignore?: string[];
}

/** Every value `ignore` accepts: a typo fails ESLint's option validation instead of ignoring nothing. */
export const IGNORABLE: readonly string[] = [...new Set([...ruleIds, ...changeKeys])];

/** All edits of a fix as one, as ESLint merges a fixer's array; undefined when they overlap. */
function mergedFix(text: string, edits: readonly Edit[] | undefined): Edit | undefined {
  if (!edits?.length) return undefined;
  try {
    return mergeEdits(text, edits);
  } catch {
    return undefined;
  }
}

function report(context: Rule.RuleContext, text: string, f: Finding): void {
  const data = { message: f.message, change: f.change };
  const merged = mergedFix(text, f.edits);
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
    suggest: merged && f.fix === 'review' ? [{ messageId: 'suggestion', data, fix: replace(merged) }] : [],
  });
}

export function createRule(group: GroupName): Rule.RuleModule {
  return {
    meta: {
      type: 'problem',
      docs: { description: GROUPS[group].description, recommended: true, url: docsUrl(group) },
      fixable: 'code',
      hasSuggestions: true,
      schema: [
        {
          type: 'object',
          properties: {
            ignore: { type: 'array', items: { enum: [...IGNORABLE] }, uniqueItems: true },
          },
          additionalProperties: false,
        },
      ],
      messages: {
        finding: '{{message}} ({{change}})',
        suggestion: 'Rewrite for v4 ({{change}}); check that the new call still does what this code expects',
      },
    },
    create(context) {
      const options = (context.options[0] ?? {}) as RuleOptions;
      const ignore = new Set(options.ignore ?? []);
      return {
        Program() {
          const sourceCode = sourceCodeOf(context);
          for (const f of findingsOf(sourceCode, context.filename, policyOf(context))) {
            if (groupOfFinding(f.ruleId) !== group || ignore.has(f.ruleId) || ignore.has(f.change)) continue;
            report(context, sourceCode.text, f);
          }
        },
      };
    },
  };
}

export const rules = Object.fromEntries(GROUP_NAMES.map((g) => [g, createRule(g)])) as Record<GroupName, Rule.RuleModule>;
