// The plugin's identity, and the one place its documentation links are built.

export const PLUGIN_NAME = 'gitlab-v4-migrate';

/** Kept equal to package.json's `version` by test/eslint-adapter.test.ts (no JSON import: Node 18.18 lacks `with`). */
export const PLUGIN_VERSION = '0.1.0';

/** The repository's `docs/eslint/` folder (the plugin's page); the formatters derive the repository's address from it. */
export const DOCS_BASE_URL = 'https://github.com/gitlab-v4-migrate/gitlab-v4-migrate/blob/main/docs/eslint/';

/** The page of a rule: one per rulebook entry, `docs/rules/<id>.md`, generated from the rulebook. */
export function docsUrl(id: string): string {
  return new URL(`../rules/${encodeURIComponent(id)}.md`, DOCS_BASE_URL).href;
}
