// One analysis per file for all of the plugin's rules: ESLint gives every rule the same
// SourceCode object, so the findings are cached on it. The AST is ESLint's; nothing is parsed again.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Rule, SourceCode } from 'eslint';
import { analyze } from '../core/analyze.js';
import { NestingError } from '../core/nesting.js';
import { mayHoldApiCall } from '../core/prefilter.js';
import type { Finding } from '../core/types.js';
import { PLUGIN_NAME } from './meta.js';

interface Cached {
  serverVersion: string | undefined;
  findings: readonly Finding[];
}

const cache = new WeakMap<SourceCode, Cached>();

/** `context.sourceCode` (ESLint ≥ 8.40), or `getSourceCode()` where only that exists. */
export function sourceCodeOf(context: Rule.RuleContext): SourceCode {
  return context.sourceCode ?? (context as { getSourceCode?: () => SourceCode }).getSourceCode!();
}

/** `settings['gitlab-v4-migrate'].serverVersion`: a dotted version; a number such as `9.3` is accepted. */
export function serverVersionOf(context: Rule.RuleContext): string | undefined {
  const settings = (context.settings as Record<string, unknown> | undefined)?.[PLUGIN_NAME] as
    | { serverVersion?: unknown }
    | undefined;
  const value = settings?.serverVersion;
  if (value === undefined || value === null || value === '') return undefined;
  const version = typeof value === 'number' ? String(value) : value;
  if (typeof version !== 'string' || !/^\d+(\.\d+)*$/.test(version)) {
    throw new Error(
      `settings['${PLUGIN_NAME}'].serverVersion must be a GitLab version such as "9.0", not ${JSON.stringify(value)}`,
    );
  }
  return version;
}

export function findingsOf(sourceCode: SourceCode, filename: string, serverVersion: string | undefined): readonly Finding[] {
  const hit = cache.get(sourceCode);
  if (hit && hit.serverVersion === serverVersion) return hit.findings;
  // ESLint's Program (espree or @typescript-eslint/parser) is the ESTree shape the core reads.
  const program = sourceCode.ast as unknown as TSESTree.Program;
  // The same text test as the CLI, so both fronts skip exactly the same files.
  const findings = mayHoldApiCall(sourceCode.text, filename) ? analyzeUnlessTooDeep(program, sourceCode.text, serverVersion) : [];
  cache.set(sourceCode, { serverVersion, findings });
  return findings;
}

/** A tree deeper than the core walks (2,500 levels) is left to ESLint: a rule that threw would stop the whole lint run. */
function analyzeUnlessTooDeep(program: TSESTree.Program, text: string, serverVersion: string | undefined): readonly Finding[] {
  try {
    return analyze(program, text, serverVersion === undefined ? {} : { serverVersion });
  } catch (e) {
    if (e instanceof NestingError) return [];
    throw e;
  }
}
