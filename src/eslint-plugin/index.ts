// The ESLint plugin: `import gitlabV4 from 'gitlab-v4-migrate/eslint-plugin'`, then
// `export default [gitlabV4.configs.recommended]` (JavaScript), `gitlabV4.configs.typescript`
// (TypeScript, with @typescript-eslint/parser), or `...gitlabV4.configs.all`.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ESLint, Linter, Rule } from 'eslint';
import { rulebook } from '../rulebook/index.js';
import type { Entry } from '../rulebook/types.js';
import { PLUGIN_NAME, PLUGIN_VERSION } from './meta.js';
import { rules, severityOf } from './rules.js';

export interface GitlabV4Plugin extends ESLint.Plugin {
  meta: { name: string; version: string; namespace: string };
  rules: Record<string, Rule.RuleModule>;
  configs: { recommended: Linter.Config; typescript: Linter.Config; all: Linter.Config[] };
}

/** The files of a JavaScript code base, which ESLint's default parser reads. */
export const JS_FILES = ['**/*.{js,jsx,mjs,cjs}'];
/** The files of a TypeScript code base, which need @typescript-eslint/parser. */
export const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];

const TS_PARSER = '@typescript-eslint/parser';

/**
 * @typescript-eslint/parser as the project installed it (resolved from the folder ESLint runs in,
 * where the project's node_modules are), or undefined when it is not installed.
 */
export function typescriptParser(cwd = process.cwd()): Linter.Parser | undefined {
  try {
    return createRequire(path.join(cwd, 'eslint.config.js'))(TS_PARSER) as Linter.Parser;
  } catch {
    return undefined;
  }
}

const plugin = {
  meta: { name: PLUGIN_NAME, version: PLUGIN_VERSION, namespace: PLUGIN_NAME },
  rules,
  configs: {},
} as GitlabV4Plugin;

const ruleLevels = (pick: (e: Entry) => boolean) => Object.fromEntries(rulebook.filter(pick).map((e) => [`${PLUGIN_NAME}/${e.id}`, severityOf(e)]));
/** `recommended` leaves out the entries that only inform (severity `info`); `all` has every entry. */
const recommendedRules = ruleLevels((e) => e.severity !== 'info');
const allRules = ruleLevels(() => true);

const jsConfig = (name: string, levels: Linter.RulesRecord): Linter.Config => ({
  name: `${PLUGIN_NAME}/${name}`,
  files: JS_FILES,
  plugins: { [PLUGIN_NAME]: plugin },
  // .jsx files: espree reads JSX when told.
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  rules: levels,
});

const tsConfig = (name: string, levels: Linter.RulesRecord, parser: Linter.Parser): Linter.Config => ({
  name: `${PLUGIN_NAME}/${name}`,
  files: TS_FILES,
  plugins: { [PLUGIN_NAME]: plugin },
  languageOptions: { parser },
  rules: levels,
});

plugin.configs.recommended = jsConfig('recommended', recommendedRules);
Object.defineProperty(plugin.configs, 'typescript', {
  enumerable: true,
  // Read when a config asks for it: a JavaScript project without the parser never needs it.
  get(): Linter.Config {
    const parser = typescriptParser();
    if (!parser) {
      throw new Error(
        `${PLUGIN_NAME}: configs.typescript needs ${TS_PARSER}, which is not installed here: npm install --save-dev ${TS_PARSER} (or use configs.recommended for JavaScript only)`,
      );
    }
    return tsConfig('typescript', recommendedRules, parser);
  },
});
Object.defineProperty(plugin.configs, 'all', {
  enumerable: true,
  // TypeScript files too when the parser is installed; else JavaScript files only.
  get(): Linter.Config[] {
    const parser = typescriptParser();
    return [jsConfig('all', allRules), ...(parser ? [tsConfig('all-typescript', allRules, parser)] : [])];
  },
});

export default plugin;
