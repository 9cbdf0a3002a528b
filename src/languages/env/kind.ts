// `.env` files: `KEY=value` lines, shell assignments that are other programs' environment.
import type { KindSpec } from '../language.js';

export const env = {
  name: 'env',
  row: '.env',
  extensions: ['env'],
  names: String.raw`^\.env$|^\.env\.`,
  fenceTags: ['dotenv', 'env'],
  comments: ['#'],
  links: 'all',
} as const satisfies KindSpec;
