// A PowerShell example on a page: only the commands that stand for one curl command are read —
// `curl.exe` itself, and the web cmdlets (`Invoke-RestMethod`, `Invoke-WebRequest`, `irm`, `iwr`)
// given a `-Uri` and at most a `-Method` and `-Headers`. Each becomes that curl command, every
// character where the page spells it; a line with a backtick (PowerShell's escape), a body, a
// pipeline into the cmdlet or any other parameter is not read. A double-quoted string's `$name`,
// `${name}` and `$(…)` read as the shell's do (a variable, a value no reader knows).
import type { SnippetBuilder } from '../shell/files.js';

const CMDLET = /^(\s*(?:\$[\w:]+\s*=\s*)?)(invoke-restmethod|invoke-webrequest|irm|iwr)(?=\s)/i;
const CURL_EXE = /^(\s*(?:\$[\w:]+\s*=\s*)?)curl\.exe(?=\s)/i;
/** A parameter and its value: a quoted string, a hashtable, or a bare word. */
const PARAM = /\s+-(\w+)\s+("(?:[^"])*"|'(?:[^'])*'|@\{[^}]*\}|[^\s'"@]+)/y;

/** Pushes the curl command a PowerShell line stands for onto `sb`; false when the line is not one. */
export function powershellCurl(text: string, s: number, e: number, sb: SnippetBuilder): boolean {
  const line = text.slice(s, e);
  if (line.includes('`')) return false;
  const exe = CURL_EXE.exec(line);
  if (exe) {
    const at = s + exe[1].length;
    for (const [i, ch] of [...'curl'].entries()) sb.push(ch, at + i);
    sb.copy(text, at + 'curl.exe'.length, e).push('\n', e);
    return true;
  }
  const m = CMDLET.exec(line);
  if (!m) return false;
  const params = new Map<string, [number, number]>();
  PARAM.lastIndex = m[0].length;
  for (let p = PARAM.exec(line); p; p = PARAM.exec(line)) {
    const from = p.index + p[0].length - p[2].length;
    params.set(p[1].toLowerCase(), [s + from, s + from + p[2].length]);
    if (PARAM.lastIndex === line.length) break;
  }
  // Anything after the parameters read (a pipeline, another parameter's switch) makes it another command.
  const end = params.size ? Math.max(...[...params.values()].map(([, b]) => b)) : -1;
  const uri = params.get('uri');
  if (!uri || text.slice(end, e).trim() || [...params.keys()].some((k) => !['uri', 'method', 'headers'].includes(k))) return false;
  const at = s + m[1].length;
  for (const [i, ch] of [...'curl'].entries()) sb.push(ch, at + i);
  const method = params.get('method');
  if (method) {
    if (!/^\w+$/.test(text.slice(method[0], method[1]))) return false;
    sb.push(' ', method[0] - 1).push('-', method[0] - 1).push('X', method[0] - 1).push(' ', method[0] - 1);
    for (let i = method[0]; i < method[1]; i++) sb.push(text[i].toUpperCase(), i);
  }
  sb.push(' ', uri[0] - 1).copy(text, uri[0], uri[1]).push('\n', e);
  return true;
}
