import { entries } from '../rulebook/index.js';
import type { PrefixEntry } from '../rulebook/types.js';

export const prefixEntry = entries.find((e) => e.kind === 'prefix') as PrefixEntry;
