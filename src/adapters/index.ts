// The adapters' front to the linter: a file that is not JavaScript becomes virtual JavaScript
// documents (virtual.ts), each is checked by the same core as a .js file (core/check.ts), and
// the findings and fixes come back as ranges and edits of the original text. The engine calls
// checkText/fixText here exactly as it calls the core's for a JS file.
import { checkText as checkJs } from '../core/check.js';
import { findDirectives, type Directive } from '../core/directives.js';
import { applyEdits, isApplicable, mergedFix } from '../core/edits.js';
import { locator } from '../core/location.js';
import type { AnalyzeOptions } from '../core/policy.js';
import type { CheckResult, Endpoint, Finding, FixResult } from '../core/types.js';
import { hasNoExtension, kindOf, kindOfName, runsTypeScript, type FileKind } from './kinds.js';
import { dockerfileDocs, envDocs, makefileDocs, shellDocs } from './scripts.js';
import { composeDocs, gitlabCiDocs } from './yaml.js';
import { markdownDocs } from './markdown.js';
import { pythonDocs, rubyDocs } from './scripting.js';
import { componentDocs } from './components.js';
import { ConfigSyntaxError, jsonConfigDocs, yamlConfigDocs } from './config.js';
import { mapFindings, maskedDoc, type VirtualDoc } from './virtual.js';

export { kindOfName };

const DOCS: Record<Exclude<FileKind, 'js' | 'manifest'>, (text: string, file: string) => VirtualDoc[]> = {
  python: pythonDocs,
  ruby: rubyDocs,
  shell: shellDocs,
  env: envDocs,
  dockerfile: dockerfileDocs,
  makefile: makefileDocs,
  'gitlab-ci': gitlabCiDocs,
  compose: composeDocs,
  markdown: markdownDocs,
  vue: (t) => componentDocs(t, 'vue'),
  svelte: (t) => componentDocs(t, 'svelte'),
  config: (t, f) => (/\.json$/i.test(f) ? jsonConfigDocs(t) : yamlConfigDocs(t)),
};

/**
 * The virtual documents of a file; a text its own parser rejects has none (nothing is reported),
 * but a configuration file that holds `/api/v3` and does not parse says why (`parseError`).
 */
function docsOf(text: string, file: string): { docs: VirtualDoc[]; parseError?: string } {
  const kind = kindOf(file, text);
  // A script run by node (or a TypeScript runner) found by its shebang: itself, as JS or TS.
  if (kind === 'js' && hasNoExtension(file)) return { docs: [maskedDoc(text, [[0, text.length]], runsTypeScript(text) ? '(virtual).ts' : '(virtual).js')] };
  if (!kind || kind === 'js' || kind === 'manifest') return { docs: [] };
  try {
    return { docs: DOCS[kind](text, file) };
  } catch (e) {
    return { docs: [], ...(e instanceof ConfigSyntaxError ? { parseError: e.message } : {}) };
  }
}

export const virtualDocs = (text: string, file: string): VirtualDoc[] => docsOf(text, file).docs;

/** Findings of a file of an adapted kind, as the core's checkText gives them for a JS file. */
export function checkText(text: string, file: string, options: AnalyzeOptions = {}): CheckResult {
  const loc = locator(text);
  const findings: Finding[] = [];
  const uncovered: Endpoint[] = [];
  const { docs, parseError } = docsOf(text, file);
  if (parseError) return { findings, parseError };
  for (const doc of docs) {
    // The virtual document keeps the original's lines: the uncovered endpoints need no mapping.
    const r = checkJs(doc.text, doc.parseAs, options);
    findings.push(...mapFindings(doc, r.findings, text, loc, options.displayPath?.(file) ?? file));
    uncovered.push(...(r.uncovered ?? []));
  }
  findings.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  return { findings, ...(uncovered.length ? { uncovered } : {}) };
}

/** The suppression comments of a file of an adapted kind, on the original lines. */
export function directivesOf(text: string, file: string): Directive[] {
  if (!text.includes('gitlab-v4-migrate')) return [];
  return virtualDocs(text, file).flatMap((d) => findDirectives(d.text));
}

const MAX_PASSES = 10;

/**
 * Fixes a file of an adapted kind: each pass applies the applicable findings' edits with the
 * core's edit applier (whole fixes, ESLint's order and overlap rule), then checks the new text.
 */
export function fixText(text: string, file: string, options: AnalyzeOptions = {}, first: CheckResult = checkText(text, file, options)): FixResult {
  let current = text;
  let result = first;
  let applied = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // A fix whose edits overlap (a core bug) is left out, as the core's loop leaves it out: the finding stays, unfixed.
    const fixes = result.findings.flatMap((f) => (isApplicable(f, options) ? (mergedFix(current, f.edits) ?? []) : []));
    if (fixes.length === 0) break;
    const out = applyEdits(current, fixes);
    if (out.output === current) break;
    applied += out.applied.length;
    current = out.output;
    result = checkText(current, file, options);
  }
  return { output: current, remaining: result.findings, appliedCount: applied, ...(result.uncovered ? { uncovered: result.uncovered } : {}) };
}
