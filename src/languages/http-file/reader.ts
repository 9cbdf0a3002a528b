// A request file (`requests.http`): each request is the curl command it stands for, read by the shell
// reader — `@name = value` an assignment, `{{name}}` the variable (`${name}`), the request line
// `METHOD URL` a `curl -X METHOD "URL"` (a line with no method is a GET), a form body
// (`Content-Type: application/x-www-form-urlencoded`) its `-d` fields, another body one the reader
// does not read (`-d @…`: its fields are not all known). Every character keeps the offset of the one
// it stands for (a variable's, where its `{{` is), so a finding sits on its line and an edit of the
// URL or of the method is one of the file's own characters. No differential test runs these
// clients: their fixes are for review.
import type { Reader } from '../language.js';
import { addShell, newScope } from '../shell/commands.js';
import { finish, SnippetBuilder } from '../shell/files.js';
import { suppressionLines } from '../virtual/comments.js';
import type { VirtualDoc } from '../virtual/document.js';
import { builtDoc } from '../virtual/estree.js';
import { itemsOf, ModelBuilder } from '../virtual/model.js';
import { httpFile } from './kind.js';

const METHODS = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+/;
/** `{{name}}`, `{{ name }}`, `{{$dotenv NAME}}`: a variable (a system one's name its argument). */
const TEMPLATE = /^\{\{\s*(?:\$(?:dotenv|processEnv)\s+)?([^{}\s]+)\s*\}\}/;

/** `text[from, to)` into `sb`, each `{{…}}` as `${name}` spelled where it starts; false when a character would mean more to the shell than it does here. */
function pushValue(sb: SnippetBuilder, text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const t = TEMPLATE.exec(text.slice(i, to));
    if (t) {
      for (const ch of `\${${t[1].replace(/\W/g, '_')}}`) sb.push(ch, i);
      i += t[0].length - 1;
    } else if (/["`\\$]/.test(text[i])) return false;
    else sb.push(text[i], i);
  }
  return true;
}

export function httpFileDocs(text: string): VirtualDoc[] {
  if (!text.includes('api/v3')) return [];
  const m = new ModelBuilder();
  const scope = newScope();
  for (const { at, body } of suppressionLines(text, httpFile.comments)) m.add({ kind: 'comment', at, body });
  let offset = 0;
  const lines = text.split('\n').map((l) => {
    const line = { at: offset, text: l.replace(/\r$/, '') };
    offset += l.length + 1;
    return line;
  });
  let state: 'start' | 'headers' | 'body' = 'start';
  let command: SnippetBuilder | undefined;
  let form = false;
  let body: { at: number; end: number }[] = [];
  const send = () => {
    const filled = body.filter((b) => b.end > b.at);
    if (command && filled.length) {
      // A form on one line is its fields; any other body is one whose fields are not read.
      const [{ at, end }] = filled;
      for (const ch of form && filled.length === 1 ? ' -d "' : ' -d @body') command.push(ch, at);
      if (form && filled.length === 1) command = pushValue(command, text, at, end) ? command.push('"', end) : undefined;
    }
    if (command) addShell(m, command.push('\n', text.length).build(), scope);
    command = undefined;
    body = [];
    form = false;
    state = 'start';
  };
  for (const line of lines) {
    const trimmed = line.text.trim();
    const lead = line.text.length - line.text.trimStart().length;
    if (/^###/.test(trimmed)) {
      send();
      continue;
    }
    if (state !== 'body' && /^(?:#|\/\/)/.test(trimmed)) continue;
    const variable = state === 'start' ? /^@([\w.-]+)\s*=\s*(.*?)\s*$/.exec(trimmed) : null;
    if (variable) {
      // `@name = value`: the file's variable, as a shell assignment.
      const valueAt = line.at + lead + variable[0].length - variable[2].length - (trimmed.length - trimmed.trimEnd().length);
      const sb = new SnippetBuilder();
      for (const ch of variable[1].replace(/\W/g, '_')) sb.push(ch, line.at + lead + 1);
      sb.push('=', valueAt).push('"', valueAt);
      if (pushValue(sb, text, valueAt, valueAt + variable[2].length)) addShell(m, sb.push('"', valueAt + variable[2].length).push('\n', valueAt + variable[2].length).build(), scope);
      continue;
    }
    if (state === 'start') {
      if (!trimmed) continue;
      const method = METHODS.exec(trimmed);
      const urlAt = line.at + lead + (method ? method[0].length : 0);
      const url = /^\S+/.exec(text.slice(urlAt, line.at + line.text.length))![0];
      command = new SnippetBuilder();
      for (const ch of 'curl ') command.push(ch, line.at + lead);
      if (method) command.push('-', line.at + lead).push('X', line.at + lead).push(' ', line.at + lead).copy(text, line.at + lead, line.at + lead + method[1].length).push(' ', urlAt);
      command.push('"', urlAt);
      if (!pushValue(command, text, urlAt, urlAt + url.length)) command = undefined;
      else command.push('"', urlAt + url.length);
      state = 'headers';
      continue;
    }
    if (state === 'headers') {
      if (!trimmed) state = 'body';
      else if (/^content-type\s*:\s*application\/x-www-form-urlencoded/i.test(trimmed)) form = true;
      else if (/^[?&]/.test(trimmed) && command) {
        // A query continued on the next line (`?page=2`, `&per_page=50`): part of the URL.
        command = undefined;
      }
      continue;
    }
    body.push({ at: line.at + lead, end: line.at + lead + trimmed.length });
  }
  send();
  for (const item of itemsOf(m.items)) if (item.kind === 'request') delete item.style;
  return [builtDoc(finish(m, scope), text)];
}

export const readers: Readonly<Record<typeof httpFile.name, Reader>> = { [httpFile.name]: { documents: httpFileDocs } };
