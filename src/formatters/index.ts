// Formatter names as the CLI's --format accepts them. Each formatter loads when it is asked for:
// a pre-commit hook prints one of eight, and its start-up time is most of what it costs. But the
// default one, which every run that names no format prints: loaded later, it was a second round of
// Node's module loader (resolve, read, compile, link) after the check, a tenth of a hook's run.
import { stylish } from './stylish.js';
import type { Formatter } from './types.js';

const loaders = {
  stylish: () => Promise.resolve(stylish),
  compact: async () => (await import('./compact.js')).compact,
  json: async () => (await import('./json.js')).json,
  sarif: async () => (await import('./sarif.js')).sarif,
  gitlab: async () => (await import('./gitlab.js')).gitlab,
  junit: async () => (await import('./junit.js')).junit,
  github: async () => (await import('./github.js')).github,
  markdown: async () => (await import('./markdown.js')).markdown,
} satisfies Record<string, () => Promise<Formatter>>;

export type FormatName = keyof typeof loaders;
export const formatNames = Object.keys(loaders) as FormatName[];

export function formatter(name: FormatName): Promise<Formatter> {
  return loaders[name]();
}

export type { Formatter, FormatOptions } from './types.js';
