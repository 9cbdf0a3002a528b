// The plugin's identity, and the one place its documentation links are built.

export const PLUGIN_NAME = 'gitlab-v4-migrate';

/** Kept equal to package.json's `version` by test/eslint-adapter.test.ts (no JSON import: Node 18.18 lacks `with`). */
export const PLUGIN_VERSION = '0.1.0';

/** Where each rule's page lives: `docs/eslint/<rule>.md` of the repository. */
export const DOCS_BASE_URL = 'https://github.com/gitlab-v4-migrate/gitlab-v4-migrate/blob/main/docs/eslint/';

export function docsUrl(rule: string): string {
  return `${DOCS_BASE_URL}${rule}.md`;
}
