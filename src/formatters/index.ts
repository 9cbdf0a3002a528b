// Formatter names as the CLI's --format accepts them.
import { github } from './github.js';
import { gitlab } from './gitlab.js';
import { json } from './json.js';
import { junit } from './junit.js';
import { markdown } from './markdown.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';
import type { Formatter } from './types.js';

export const formatters = { stylish, json, sarif, gitlab, junit, github, markdown } satisfies Record<string, Formatter>;
export type FormatName = keyof typeof formatters;
export const formatNames = Object.keys(formatters) as FormatName[];

export type { Formatter, FormatOptions } from './types.js';
export { toJsonReport } from './json.js';
export type { JsonFinding, JsonReport } from './json.js';
export { toSarif, FINGERPRINT_KEY } from './sarif.js';
export { toCodeQuality } from './gitlab.js';
export type { CodeQualityIssue } from './gitlab.js';
