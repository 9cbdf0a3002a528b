// Python scripts and libraries, read by the syntax-tree reader both script languages share
// (../script-tree/reader.ts) on Python's grammar table (grammar.ts).
import type { KindSpec } from '../language.js';

export const python = {
  name: 'python',
  row: 'Python',
  extensions: ['py'],
  interpreters: /^python(?:[\d.]*)$/,
  script: true,
  fenceTags: ['python', 'py', 'python3', 'python2'],
  // The interactive interpreter: `>>> ` and its continuation `... ` before code, the rest output.
  sessions: { tags: ['pycon', 'python-console', 'pyrepl'], prompt: /^(?:>>>|\.\.\.)(?: |$)/ },
  comments: ['#'],
  readsEnvironment: true,
  links: 'modules',
} as const satisfies KindSpec;
