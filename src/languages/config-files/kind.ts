// JSON and YAML configuration, and their samples: string values a program reads as URLs.
import { CONFIG_FILE } from '../../config/name.js';
import type { KindSpec } from '../language.js';

/**
 * JSON and YAML that hold no URL a program reads: lock files, the configuration of well-known
 * tools (`tsconfig.json`, `.eslintrc.json`, `renovate.json`), and hidden files (a tool's, as
 * `.travis.yml`; the hidden names of a kind are matched before this test).
 */
/** The hidden configuration of a tool that calls a GitLab API: semantic-release's `.releaserc` (JSON or YAML). */
const HIDDEN_CONFIG = String.raw`releaserc(?:\.json|\.ya?ml)?`;

const NOT_CONFIG = new RegExp(
  [
    // This tool's own configuration names its `baseUrls`, v3 ones included.
    `^${CONFIG_FILE.replace(/\./g, '\\.')}$`,
    String.raw`^\.(?!(?:${HIDDEN_CONFIG})$)`,
    /^(?:package-lock|npm-shrinkwrap|composer|bower|lerna|nx|turbo|renovate|deno|biome|vercel|firebase|manifest|jsconfig|tsconfig|babel\.config|jest\.config|tslint|tsdoc|api-extractor|\.?eslintrc|\.?prettierrc|\.?stylelintrc)(?:[.-][\w.-]*)?\.json$|(?:^|[.-])lock\.(?:json|ya?ml)$|^(?:pnpm-lock|pnpm-workspace|mkdocs|codecov|dependabot|chart|values\.schema|\.?pre-commit-(?:config|hooks))\.ya?ml$/.source,
  ].join('|'),
);

/** The suffix of a sample's name: without it, the name of the file copied from it. */
export const SAMPLE_SUFFIX = /\.(?:sample|example|dist|template|tmpl)$/;

/** The extensions of `key = value` configuration (key-value.ts reads them): a Worker's `wrangler.toml`, an `.ini`, Java properties. */
export const KEY_VALUE = ['toml', 'ini', 'cfg', 'properties'] as const;

export const config = {
  name: 'config',
  row: 'config',
  extensions: ['json', 'yml', 'yaml', ...KEY_VALUE],
  // Samples a program's configuration is copied from (`config.json.sample`, `gitlab.yml.example`), and
  // the hidden configuration of a tool that calls a GitLab API (semantic-release's `.releaserc`, JSON or YAML).
  names: String.raw`\.(?:json|ya?ml|${KEY_VALUE.join('|')})${SAMPLE_SUFFIX.source}|^\.(?:${HIDDEN_CONFIG})$`,
  // A configuration's sample (`settings.json.sample`) is a configuration unless its real name is not one.
  notOfKind: (lowerName: string) => NOT_CONFIG.test(lowerName.replace(SAMPLE_SUFFIX, '')),
  comments: ['#', '//'],
  // A page's `key = value` configuration (an INI or TOML file shown in a fence): its values are read as a configuration's.
  fenceTags: ['ini', 'cfg', 'conf', 'properties', 'toml', 'json', 'jsonc'],
  // A CI file a pipeline includes under a configuration's name reads the inputs the including file hands it.
  links: 'uses',
} as const satisfies KindSpec;
