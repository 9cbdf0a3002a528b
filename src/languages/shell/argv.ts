// A program's argument list run with no shell between (an exec form: Dockerfile's `ENTRYPOINT
// ["curl", …]`, docker-compose's `command: [...]`, Python's `subprocess.run([...])`) as the shell
// command line that runs the same words, so that the shell reader reads it as any command. Each
// word is double-quoted with what a shell would read in it escaped; each character keeps the
// offset of the one the file spells, so an edit stays inside one element. An edit is a plain word
// (virtual/model.ts `plainWord`: no quote, backslash or `$`), which every host's string quoting
// (JSON, YAML, Python) takes as it is.
import { isClientProgram, type Snippet } from './commands.js';
import { SnippetBuilder } from './files.js';

/**
 * The command line of `words` when the program they run is one the shell reader reads (by its
 * name or path: `/usr/bin/curl`), else undefined. `variables`: the host fills `${NAME}` and
 * `$NAME` itself (docker-compose's interpolation, where `$$` is a `$`), which the command line
 * keeps as variables; otherwise (an exec form, a Python list) every `$` is itself.
 */
export function argvCommand(words: readonly Snippet[], variables: boolean): Snippet | undefined {
  const program = words[0]?.text ?? '';
  if (!/^[\w./-]+$/.test(program) || !isClientProgram(program.replace(/^.*\//, ''))) return undefined;
  // The program's name bare (a command word), every argument quoted.
  const sb = new SnippetBuilder();
  for (let i = 0; i < program.length; i++) sb.push(program[i], words[0].off(i));
  sb.push(' ', words[0].off(program.length));
  for (const w of words.slice(1)) {
    const end = w.off(w.text.length);
    sb.push('"', w.off(0));
    for (let i = 0; i < w.text.length; i++) {
      const ch = w.text[i];
      // compose's `$$`: one `$`, itself (spelled at the first).
      const literal = ch === '$' && (!variables || w.text[i + 1] === '$');
      if (literal || ch === '"' || ch === '\\' || ch === '`') sb.push('\\', w.off(i));
      sb.push(ch, w.off(i));
      if (literal && variables) i++;
    }
    sb.push('"', end).push(' ', end);
  }
  return sb.build();
}
