// A Dockerfile: `RUN` (shell form) is shell; `ENV` and `ARG` are shell assignments, every one the
// environment of what the image runs. Cut into its instructions by its own line rules (shell/lines.ts).
import type { Reader } from '../language.js';
import { identitySnippet, type Snippet } from '../shell/commands.js';
import { SnippetBuilder } from '../shell/files.js';
import { byLines } from '../shell/lines.js';
import type { VirtualDoc } from '../virtual/document.js';
import { dockerfile } from './kind.js';

/** `ENV A=1 B=2`, `ARG A=1`, and the older `ENV A 1`, as shell assignments. */
function assignments(text: string, start: number, end: number): Snippet {
  const rest = text.slice(start, end);
  if (/^\s*[\w.-]+=/.test(rest)) return identitySnippet(rest, start);
  const m = /^(\s*)([\w.-]+)(\s+)([\s\S]*)$/.exec(rest);
  const sb = new SnippetBuilder();
  if (!m) return sb.build();
  sb.copy(text, start + m[1].length, start + m[1].length + m[2].length);
  const valueStart = start + m[1].length + m[2].length + m[3].length;
  sb.push('=', valueStart - 1).push('"', valueStart);
  for (let i = valueStart; i < end; i++) sb.push(text[i] === '"' ? "'" : text[i], i);
  return sb.push('"', end).build();
}

export function dockerfileDocs(text: string): VirtualDoc[] {
  return byLines(text, dockerfile.comments, (line, start, end, shell) => {
    const m = /^\s*(RUN|ENV|ARG)\s+/i.exec(line);
    if (!m) return;
    const body = start + m[0].length;
    if (m[1].toUpperCase() !== 'RUN') shell(assignments(text, body, end));
    // The exec form (`RUN ["curl", …]`) runs no shell.
    else if (text[body] !== '[') shell(identitySnippet(text.slice(body, end), body));
  });
}

export const readers: Readonly<Record<typeof dockerfile.name, Reader>> = { [dockerfile.name]: { documents: dockerfileDocs } };
