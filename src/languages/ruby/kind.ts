// Ruby scripts, libraries and Rakefiles, read by the syntax-tree reader both script languages
// share (../script-tree/reader.ts) on Ruby's grammar table (grammar.ts).
import type { KindSpec } from '../language.js';

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
