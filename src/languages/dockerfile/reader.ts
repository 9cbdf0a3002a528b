// A Dockerfile: `RUN` (after its BuildKit flags), `CMD`, `ENTRYPOINT` and `HEALTHCHECK CMD` in the shell form are shell (in the
// exec form, the script of `["sh", "-c", "…"]`, or a client's words as its command line: shell/argv.ts), and so is a `RUN <<EOF` heredoc's body; `ADD`
// from a URL is a GET of it; `ONBUILD` runs what it holds; `ENV` and `ARG` are shell assignments, every one the environment of what the image runs. Cut into its instructions by its own line rules (shell/lines.ts).
import type { Reader } from '../language.js';
import { argvCommand } from '../shell/argv.js';
import { identitySnippet, type Snippet } from '../shell/commands.js';
import { SnippetBuilder } from '../shell/files.js';
import { byLines } from '../shell/lines.js';
import { SHELLS } from '../shell/kind.js';
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

/** An exec form's words (`["sh", "-c", "curl …"]`): each JSON string's characters where the file spells them (an escape: at its escaped character). */
export function execWords(text: string, start: number, end: number): Snippet[] | undefined {
  try {
    if (!Array.isArray(JSON.parse(text.slice(start, end)))) return undefined;
  } catch {
    return undefined;
  }
  const escapes: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\', '/': '/' };
  const words: Snippet[] = [];
  for (let i = start; i < end; i++) {
    if (text[i] !== '"') continue;
    const sb = new SnippetBuilder();
    for (i++; i < end && text[i] !== '"'; i++) {
      if (text[i] !== '\\') sb.push(text[i], i);
      else if (escapes[text[i + 1]] !== undefined) sb.push(escapes[text[++i]], i);
      else return undefined;
    }
    words.push(sb.build());
  }
  return words;
}

/** The shell an exec form runs: the script of `["sh", "-c", "…"]` (or bash, with a path), else none. */
function execShell(text: string, start: number, end: number): Snippet | undefined {
  const words = execWords(text, start, end);
  return words && words.length >= 3 && SHELLS.test(words[0].text.replace(/^\/(?:usr\/)?bin\//, '')) && words[1].text === '-c' ? words[2] : undefined;
}

/** `RUN <<EOF` … `EOF`: the heredocs of RUN instructions, each the script the shell runs (its body's range), and the lines they cover. */
function heredocs(text: string): { at: number; body: [number, number]; covers: [number, number] }[] {
  const out: { at: number; body: [number, number]; covers: [number, number] }[] = [];
  for (const h of text.matchAll(/^[ \t]*RUN[ \t]+(?:--\S+[ \t]+)*<<(-?)(["']?)(\w+)\2[ \t]*\r?\n/gim)) {
    const from = h.index + h[0].length;
    const close = new RegExp(String.raw`^${h[1] ? '\\t*' : ''}${h[3]}[ \t]*$`, 'm').exec(text.slice(from));
    if (!close) continue;
    out.push({ at: h.index, body: [from, from + close.index], covers: [h.index, from + close.index + close[0].length] });
  }
  return out;
}

/**
 * `ADD [--flags] <url>… <dest>`: Docker downloads each `http(s)` source with a GET, its `${ARG}`s
 * filled from the build's arguments and environment, as `curl <url>` would (review: no differential
 * test runs Docker).
 */
function downloads(text: string, body: number, end: number, shell: (s: Snippet, review?: boolean) => void): void {
  const words = [...text.slice(body, end).matchAll(/\S+/g)].filter((w) => !w[0].startsWith('--'));
  for (const w of words.slice(0, -1)) {
    if (!/^https?:\/\//i.test(w[0])) continue;
    const at = body + w.index;
    const sb = new SnippetBuilder();
    for (const ch of 'curl "') sb.push(ch, at);
    shell(sb.copy(text, at, at + w[0].length).push('"', at + w[0].length).build(), true);
  }
}

export function dockerfileDocs(text: string): VirtualDoc[] {
  const docs = heredocs(text);
  return byLines(text, dockerfile.comments, (line, start, end, shell) => {
    const doc = docs.find((d) => d.covers[0] <= start && start < d.covers[1]);
    if (doc) {
      if (doc.at === start) shell(identitySnippet(text.slice(doc.body[0], doc.body[1]), doc.body[0]), true);
      return;
    }
    // `HEALTHCHECK [--interval=…] CMD …` runs its command as `CMD` does; `ONBUILD X` is X, run by the
    // builds of the images made from this one.
    const m = /^\s*(ONBUILD\s+)?(?:(RUN|ENV|ARG|CMD|ENTRYPOINT|ADD)|HEALTHCHECK(?:\s+--\S+)*\s+(CMD))\s+/i.exec(line);
    if (!m) return;
    const instruction = (m[2] ?? m[3]).toUpperCase();
    // `RUN --mount=… --network=… <command>`: BuildKit's flags (continued lines too) come before the command.
    const flags = instruction === 'RUN' ? /^(?:--\S+(?:[ \t]|\\\r?\n)+)*/.exec(text.slice(start + m[0].length, end))![0].length : 0;
    const body = start + m[0].length + flags;
    if (instruction === 'ENV' || instruction === 'ARG') return shell(assignments(text, body, end));
    if (instruction === 'ADD') return downloads(text, body, end, shell);
    // The exec form (`RUN ["curl", …]`) runs no shell, unless it runs one (`["sh", "-c", "…"]`).
    // What RUN alone ran before (its shell form) keeps its tier; the other forms' fixes are for review.
    if (text[body] !== '[') return shell(identitySnippet(text.slice(body, end), body), instruction !== 'RUN' || !!m[1]);
    const script = execShell(text, body, end);
    if (script) return shell(script, true);
    // A client's own words (`ENTRYPOINT ["curl", …]`): its command line, for review (no differential test runs Docker).
    // (A healthcheck's and a `RUN`'s words run as they are; `ONBUILD CMD` is a later image's.)
    const words = instruction === 'RUN' || m[3] ? execWords(text, body, end) : m[1] ? undefined : containerWords(text, start, instruction, execWords(text, body, end));
    const command = words && argvCommand(words, false);
    if (command) shell(command, true);
  });
}

/**
 * What the container of a stage runs, read at its `ENTRYPOINT` or `CMD` (exec forms): the
 * entrypoint's words with those of the stage's `CMD` after it (its arguments), or a `CMD` alone
 * where the stage sets no entrypoint (the image's runs it). Undefined where the stage's other
 * instruction makes the words unknown: a `CMD` in the shell form, or one before the `ENTRYPOINT`
 * (which may reset it), and a `CMD` when an `ENTRYPOINT` is there (read with it).
 */
function containerWords(text: string, at: number, instruction: string, words: Snippet[] | undefined): Snippet[] | undefined {
  if (!words) return undefined;
  const stage = [...text.matchAll(/^[ \t]*(FROM|CMD|ENTRYPOINT)\b[ \t]*(.*)$/gim)];
  let from = -1;
  stage.forEach((s, i) => {
    if (s.index <= at && s[1].toUpperCase() === 'FROM') from = i;
  });
  const to = stage.findIndex((s, i) => i > from && s.index > at && s[1].toUpperCase() === 'FROM');
  const own = stage.slice(from + 1, to < 0 ? undefined : to);
  if (instruction === 'CMD') return own.some((s) => s[1].toUpperCase() === 'ENTRYPOINT') ? undefined : words;
  const cmds = own.filter((s) => s[1].toUpperCase() === 'CMD');
  const cmd = cmds.at(-1);
  if (!cmd) return words;
  if (cmd.index < at) return undefined;
  const start = cmd.index + cmd[0].length - cmd[2].length;
  const args = execWords(text, start, cmd.index + cmd[0].length);
  return args && [...words, ...args];
}

export const readers: Readonly<Record<typeof dockerfile.name, Reader>> = { [dockerfile.name]: { documents: dockerfileDocs } };
