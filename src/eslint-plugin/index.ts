// The ESLint plugin: `import gitlabV4 from 'gitlab-v4-migrate/eslint-plugin'`, then
// `export default [gitlabV4.configs.recommended]`.
import type { ESLint, Linter, Rule } from 'eslint';
import { GROUP_NAMES, type GroupName, defaultSeverity } from './groups.js';
import { PLUGIN_NAME, PLUGIN_VERSION } from './meta.js';
import { rules } from './rules.js';

export type { RuleOptions } from './rules.js';
export type { GroupName } from './groups.js';

export interface GitlabV4Plugin extends ESLint.Plugin {
  meta: { name: string; version: string; namespace: string };
  rules: Record<GroupName, Rule.RuleModule>;
  configs: { recommended: Linter.Config };
}

/** The files of a JavaScript or TypeScript code base; TS and JSX need a parser set by the user. */
export const FILES = ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'];

const plugin: GitlabV4Plugin = {
  meta: { name: PLUGIN_NAME, version: PLUGIN_VERSION, namespace: PLUGIN_NAME },
  rules,
  configs: { recommended: {} },
};

plugin.configs.recommended = {
  name: `${PLUGIN_NAME}/recommended`,
  files: FILES,
  plugins: { [PLUGIN_NAME]: plugin },
  rules: Object.fromEntries(GROUP_NAMES.map((g) => [`${PLUGIN_NAME}/${g}`, defaultSeverity(g)])),
};

export default plugin;
