import { entries } from '../rulebook/index.js';
import type { Entry } from '../rulebook/types.js';

export const prefixEntry = entries.find((e) => e.kind === 'prefix') as Entry;
