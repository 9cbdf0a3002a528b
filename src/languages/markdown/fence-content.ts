// What language a code block with no language tag holds (a Markdown fence without an info string,
// an indented block), told by its content: a shell session or script (`$ curl …`, `curl …`,
// `export NAME=…`, `docker run …`), JavaScript (`const x = …`, `fetch(…)`, `require(…)`), a CI
// file (`script:` entries), or none. Only what a reader can check is claimed: prose, output and
// JSON bodies stay unread.
import { parse } from '../../core/parse/parse.js';

/** A shell command line: a prompt, or a command the tool reads, or an assignment or export. */
const SHELL_LINE = /^\s*(?:[$#]\s+\S|(?:sudo\s+)?(?:curl|wget|https?|xh|docker|podman|export|source|set|sh|bash)\b|[A-Z_][A-Z0-9_]*=\S)/;
/** A JavaScript statement's start. */
const JS_LINE = /^\s*(?:(?:const|let|var)\s+[\w${[]|import\s|export\s+(?:default|const|function|class)|(?:async\s+)?function\b|(?:await\s+)?(?:fetch|axios|request|got|\$\.ajax)\s*[.(]|module\.exports|require\()/;

/** `'sh'`, `'js'` or `'yaml'` for a block's content whose language its lines show; `''` otherwise. */
export function contentKind(content: string): string {
  const lines = content.split('\n').filter((l) => l.trim() && !/^\s*(?:\/\/|#(?!!)\s)/.test(l));
  if (!lines.length) return '';
  if (lines.some((l) => JS_LINE.test(l))) {
    try {
      parse(content, '(virtual).js');
      return 'js';
    } catch {
      // Not a whole program: read as shell if its lines are shell, else not at all.
    }
  }
  if (SHELL_LINE.test(lines[0]) || lines.filter((l) => SHELL_LINE.test(l)).length * 2 >= lines.length) return 'sh';
  if (lines.some((l) => /^\s*(?:before_|after_)?script:\s*$/.test(l))) return 'yaml';
  return '';
}
