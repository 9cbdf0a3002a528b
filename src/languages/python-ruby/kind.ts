// Python and Ruby scripts, read by one syntax-tree reader with a grammar table each (reader.ts).
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
} as const satisfies KindSpec;

export const ruby = {
  name: 'ruby',
  row: 'Ruby',
  extensions: ['rb', 'rake'],
  names: String.raw`^rakefile$`,
  interpreters: /^ruby(?:[\d.]*)$/,
  script: true,
  fenceTags: ['ruby', 'rb'],
  // irb: `irb(main):001:0> ` (`*`, `"`, `'` inside an open expression or string) before code; `=> …` is output.
  sessions: { tags: ['irb'], prompt: /^irb\([^)]*\):\d+:\d+[>*"'] ?/ },
  comments: ['#'],
  readsEnvironment: true,
} as const satisfies KindSpec;
