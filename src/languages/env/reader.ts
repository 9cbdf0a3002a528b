// `.env`: `KEY=value` lines are shell assignments (the shell reader reads them); every base in it
// is read by other files (its registry line's `links: 'all'`). A value that is a whole route URL
// (`BUILDS_FEED=https://…/api/v3/projects/12/builds`) is read by a program with a method the file
// does not say, as a configuration's value is: its route is checked as config-files does.
import { routeDocs } from '../config-files/route-values.js';
import type { Reader } from '../language.js';
import { addShell, identitySnippet, newScope } from '../shell/commands.js';
import { finish, shellDocs } from '../shell/files.js';
import { ModelBuilder, type Item, type Piece } from '../virtual/model.js';
import { builtDoc } from '../virtual/estree.js';
import { env } from './kind.js';

/** `NAME=value`, `export NAME="value"`: the value's characters (quotes and an unquoted comment left out). */
const LINE = /^[ \t]*(?:export[ \t]+)?([A-Za-z_]\w*)=(?:"([^"\\`]*)"|'([^']*)'|([^\s#'"]*))/gm;

type Chars = { ch: string; off: number }[];

/**
 * A value as the program reads it: `${NAME}` and `$NAME` of a line above expanded to that line's
 * value (dotenv-expand's and the shell's reading; a single-quoted value is taken as it is). `chars`:
 * each character at the offset that spells it; `pieces`: the names read as variables. Undefined
 * when it reads a name the file does not set.
 */
function expanded(raw: string, start: number, literal: boolean, known: ReadonlyMap<string, Chars>): { chars: Chars; pieces: Piece[] } | undefined {
  const chars: Chars = [];
  const pieces: Piece[] = [];
  for (let i = 0; i < raw.length; i++) {
    const ref = literal ? undefined : /^\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/.exec(raw.slice(i));
    if (ref) {
      const name = ref[1] ?? ref[2];
      const value = known.get(name);
      if (!value) return undefined;
      chars.push(...value);
      pieces.push({ kind: 'var', name, off: start + i + (ref[1] ? 2 : 1), len: name.length });
      i += ref[0].length - 1;
    } else if (raw[i] === '$' && !literal) return undefined;
    else {
      chars.push({ ch: raw[i], off: start + i });
      pieces.push({ kind: 'char', ch: raw[i], off: start + i });
    }
  }
  return { chars, pieces };
}

function envDocs(text: string): ReturnType<Reader['documents']> {
  if (!text.includes('/api/v3')) return shellDocs(text);
  const routes: ReturnType<Reader['documents']> = [];
  // Route values that read another line's value (`${GITLAB_API}/projects/42/builds`): requests of the
  // shell document, on the variable, so the core moves their routes only with the base they read.
  const onBase: Extract<Item, { kind: 'request' }>[] = [];
  const known = new Map<string, Chars>();
  let shell = text;
  for (const m of text.matchAll(LINE)) {
    const raw = m[2] ?? m[3] ?? m[4] ?? '';
    const start = m.index + m[0].length - raw.length - (m[4] === undefined ? 1 : 0);
    const value = expanded(raw, start, m[3] !== undefined, known);
    if (!value) continue;
    known.set(m[1], value.chars);
    const docs = routeDocs(text, [{ chars: value.chars, keys: [m[1]], range: [start, start + raw.length] }], true);
    if (!docs.length) continue;
    if (value.pieces.some((p) => p.kind === 'var')) onBase.push({ kind: 'request', at: start, method: { kind: 'unknown' }, url: { kind: 'string', pieces: value.pieces }, params: [] });
    else routes.push(...docs);
    // The line is that request, not a base of other files' requests (one finding per place).
    shell = shell.slice(0, m.index) + m[0].replace(/[^\n]/g, ' ') + shell.slice(m.index + m[0].length);
  }
  if (!onBase.length) return [...shellDocs(shell), ...routes];
  const m = new ModelBuilder();
  const scope = newScope();
  addShell(m, identitySnippet(shell), scope);
  for (const r of onBase) {
    m.add(r);
    for (const p of r.url.kind === 'string' ? r.url.pieces : []) if (p.kind === 'var') scope.used.add(p.name);
  }
  return [builtDoc(finish(m, scope), text), ...routes];
}

export const readers: Readonly<Record<typeof env.name, Reader>> = { [env.name]: { documents: envDocs } };
