// The rows bench:real prints per kind of file: the kinds registry's kind of each scored file,
// grouped as the accuracy table reports them.
import { kindOf, type FileKind } from '../../src/languages/kinds.js';

export const KIND_ROWS = ['JS', 'Ruby', 'Python', 'shell', 'CI YAML', 'Markdown', 'config', 'package.json'] as const;
export type KindRow = (typeof KIND_ROWS)[number];

const ROW_OF: Record<FileKind, KindRow> = {
  js: 'JS',
  vue: 'JS',
  svelte: 'JS',
  ruby: 'Ruby',
  python: 'Python',
  shell: 'shell',
  dockerfile: 'shell',
  makefile: 'shell',
  'gitlab-ci': 'CI YAML',
  markdown: 'Markdown',
  config: 'config',
  compose: 'config',
  env: 'config',
  manifest: 'package.json',
};

/** A sample's suffix: `config.json.sample` is a JSON file whether or not the tool reads it. */
const SAMPLE = /\.(?:sample|example|dist|template|tmpl|orig)$/i;

/**
 * The row of a file (by its name, or by its shebang: `head` is its first bytes), as what it is, not
 * whether the tool reads it: a sample is of its real name's kind; JS when no kind claims it.
 */
export const kindRow = (file: string, head: string): KindRow => ROW_OF[kindOf(file.replace(SAMPLE, ''), head) ?? 'js'];
