// `.env`: `KEY=value` lines are shell assignments (the shell reader reads them); every base in it
// is read by other files (its registry line's `links: 'all'`). A value that is a whole route URL
// (`BUILDS_FEED=https://…/api/v3/projects/12/builds`) is read by a program with a method the file
// does not say, as a configuration's value is: its route is checked as config-files does.
import { routeDocs } from '../config-files/route-values.js';
import type { Reader } from '../language.js';
import { shellDocs } from '../shell/files.js';
import { env } from './kind.js';

/** `NAME=value`, `export NAME="value"`: the value's characters (quotes and an unquoted comment left out). */
const LINE = /^[ \t]*(?:export[ \t]+)?([A-Za-z_]\w*)=(?:"([^"\\$`]*)"|'([^']*)'|([^\s#'"]*))/gm;

function envDocs(text: string): ReturnType<Reader['documents']> {
  if (!text.includes('/api/v3/')) return shellDocs(text);
  const routes: ReturnType<Reader['documents']> = [];
  let shell = text;
  for (const m of text.matchAll(LINE)) {
    const raw = m[2] ?? m[3] ?? m[4] ?? '';
    const start = m.index + m[0].length - raw.length - (m[4] === undefined ? 1 : 0);
    const docs = routeDocs(text, [{ chars: [...raw].map((ch, i) => ({ ch, off: start + i })), keys: [m[1]], range: [start, start + raw.length] }], true);
    if (!docs.length) continue;
    routes.push(...docs);
    // The line is that request, not a base of other files' requests (one finding per place).
    shell = shell.slice(0, m.index) + m[0].replace(/[^\n]/g, ' ') + shell.slice(m.index + m[0].length);
  }
  return [...shellDocs(shell), ...routes];
}

export const readers: Readonly<Record<typeof env.name, Reader>> = { [env.name]: { documents: envDocs } };
