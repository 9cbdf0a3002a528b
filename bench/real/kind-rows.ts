// The rows bench:real prints per kind of file: the kinds registry's kind of each scored file,
// grouped as the accuracy table reports them.
import { kindOf, KINDS } from '../../src/languages/kinds.js';

/** The table's order of rows (each kind's row is its registry line's); a row not named here comes last. */
const ORDER = ['JS', 'Vue', 'Svelte', 'Ruby', 'Python', 'shell', 'CI YAML', 'docker-compose', 'Dockerfile', 'Makefile', '.env', 'Markdown', 'config', 'package.json'];
export const KIND_ROWS: readonly string[] = [...new Set([...ORDER, ...KINDS.map((k) => k.row)])];
export type KindRow = string;

/** Each kind's row: its registry line's. */
const ROW_OF = new Map(KINDS.map((k) => [k.name, k.row]));

/** A sample's suffix: `config.json.sample` is a JSON file whether or not the tool reads it. */
const SAMPLE = /\.(?:sample|example|dist|template|tmpl|orig)$/i;

/**
 * The row of a file (by its name, or by its shebang: `head` is its first bytes), as what it is, not
 * whether the tool reads it: a sample is of its real name's kind; JS when no kind claims it.
 */
export const kindRow = (file: string, head: string): KindRow => ROW_OF.get(kindOf(file.replace(SAMPLE, ''), head) ?? 'js')!;
