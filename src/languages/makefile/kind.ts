// Makefiles: recipe lines are shell, variable assignments shell assignments.
import type { KindSpec } from '../language.js';

export const makefile = {
  name: 'makefile',
  row: 'Makefile',
  extensions: ['mk'],
  names: String.raw`^(?:gnu)?makefile$`,
  script: true,
  fenceTags: ['makefile', 'make', 'mk'],
  comments: ['#'],
  links: 'unread',
} as const satisfies KindSpec;
