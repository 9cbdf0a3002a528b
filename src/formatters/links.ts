// Where reports link to. One base URL for the whole project: the ESLint plugin's, from which the
// repository and the rule pages (docs/rules/<id>.md, generated from the rulebook) follow.
import { DOCS_BASE_URL, PLUGIN_NAME, PLUGIN_VERSION } from '../eslint-plugin/meta.js';

export const TOOL_NAME = PLUGIN_NAME;
/** Kept equal to package.json's version by test/eslint-adapter.test.ts. */
export const TOOL_VERSION = PLUGIN_VERSION;

/** `https://github.com/<owner>/<repo>`: DOCS_BASE_URL without `/blob/<branch>/docs/eslint/`. */
export const REPOSITORY_URL = DOCS_BASE_URL.replace(/\/blob\/[^/]+\/docs\/eslint\/$/, '');

/** The page of one rulebook entry. */
export function ruleDocUrl(id: string): string {
  return new URL(`../rules/${encodeURIComponent(id)}.md`, DOCS_BASE_URL).href;
}
