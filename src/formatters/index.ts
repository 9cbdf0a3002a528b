// Formatter names as the CLI's --format accepts them.
import { json } from './json.js';
import { stylish } from './stylish.js';
import type { Formatter } from './types.js';

export const formatters = { stylish, json } satisfies Record<string, Formatter>;
export type FormatName = keyof typeof formatters;
export const formatNames = Object.keys(formatters) as FormatName[];

export type { Formatter, FormatOptions } from './types.js';
export { toJsonReport } from './json.js';
export type { JsonFinding, JsonReport } from './json.js';
