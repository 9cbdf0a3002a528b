// A YAML block scalar whose content is a file of another kind (a compose `configs:` entry's
// `content: |` holding JSON, a script, `.env` lines): told by its content, and read by that kind's
// reader over the YAML text with everything but the content blanked, so that the content stands at
// its own offsets (a literal block spells each character as it is: its indentation is only spaces
// before the lines, which JSON, the shell and `.env` lines all skip).
import type { Scalar } from 'yaml';
import { jsonConfigDocs } from '../config-files/reader.js';
import { contentKind } from '../markdown/fence-content.js';
import { shellDocs } from '../shell/files.js';
import type { VirtualDoc } from '../virtual/document.js';

/** The text with every character outside `[from, to)` blanked (line breaks kept). */
const alone = (text: string, from: number, to: number) => text.slice(0, from).replace(/[^\n\r]/g, ' ') + text.slice(from, to) + text.slice(to).replace(/[^\n\r]/g, ' ');

/** The documents of a literal block scalar's content, by what it holds; none for content of no kind the readers take (prose, a template). */
export function blockContentDocs(text: string, node: Scalar): VirtualDoc[] {
  if (node.type !== 'BLOCK_LITERAL' || !node.range || typeof node.value !== 'string' || !node.value.includes('api/v3')) return [];
  // The content starts on the line after the block's header (`|`, `|-`, `|2`).
  const header = text.indexOf('\n', node.range[0]);
  if (header < 0 || header >= node.range[1]) return [];
  const [from, to] = [header + 1, node.range[1]];
  const content = text.slice(from, to);
  // Compose interpolates `$NAME` in the whole file: what the service reads is not what the file spells.
  if (content.includes('$')) return [];
  try {
    if (/^\s*[[{]/.test(content)) return jsonConfigDocs(alone(text, from, to));
    if (contentKind(content) === 'sh') return shellDocs(alone(text, from, to));
  } catch {
    // Not that kind after all (an excerpt, a template): text, not code.
  }
  return [];
}
