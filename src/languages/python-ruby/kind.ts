// Python and Ruby scripts, read by one syntax-tree reader with a grammar table each (reader.ts).
import type { KindSpec } from '../language.js';

export const python = {
  name: 'python',
  row: 'Python',
  extensions: ['py'],
  interpreters: /^python(?:[\d.]*)$/,
  script: true,
  fenceTags: ['python', 'py', 'python3', 'python2'],
  comments: ['#'],
  readsEnvironment: true,
} as const satisfies KindSpec;

export const ruby = {
  name: 'ruby',
  row: 'Ruby',
  extensions: ['rb', 'rake'],
  names: String.raw`^rakefile$`,
  interpreters: /^ruby(?:[\d.]*)$/,
  script: true,
  fenceTags: ['ruby', 'rb'],
  comments: ['#'],
  readsEnvironment: true,
} as const satisfies KindSpec;
