// Request files of the editors' HTTP clients (VS Code's REST Client, JetBrains' HTTP Client):
// `@name = value` variables and requests (`METHOD URL`, headers, a body) separated by `###`.
import type { KindSpec } from '../language.js';

export const httpFile = {
  name: 'http-file',
  row: 'HTTP requests',
  extensions: ['http', 'rest'],
  comments: ['#', '//'],
} as const satisfies KindSpec;
