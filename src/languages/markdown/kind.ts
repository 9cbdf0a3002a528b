// Markdown pages: their fenced and indented code blocks are code.
import type { KindSpec } from '../language.js';

export const markdown = {
  name: 'markdown',
  row: 'Markdown',
  extensions: ['md', 'markdown'],
  // Suppressions are written in a block's own comment syntax (`# …` in a shell fence, `// …` in a JS one).
  comments: ['#', '//'],
  links: 'uses',
} as const satisfies KindSpec;
