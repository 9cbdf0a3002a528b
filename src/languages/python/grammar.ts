// Python's table for the syntax-tree reader (../script-tree/reader.ts): node kinds, the registry's
// styles (src/clients/python.ts), and what the reader asks of the standard library's clients.
import { stylesOf } from '../../clients/index.js';
import { receivers, type Grammar } from '../script-tree/grammar.js';

export const PYTHON: Grammar = {
  lang: 'python',
  names: /^identifier$/,
  concat: 'binary_operator',
  dict: 'dictionary',
  delimiters: /^(string_start|string_end)$/,
  clients: receivers(stylesOf('python'), 'i'),
  privateMark: /^_+(?=[A-Za-z])/,
  styles: stylesOf('python'),
  parts: (n) => {
    const fn = n.field('function');
    if (fn?.kind() === 'attribute') return { object: fn.field('object') ?? undefined, verb: fn.field('attribute') ?? undefined, args: n.field('arguments') ?? undefined };
    // `getattr(session, verb)(url, …)`: the member the value names, called.
    const got = fn?.kind() === 'call' && fn.field('function')?.text() === 'getattr' ? fn.field('arguments')?.children().filter((a) => !['(', ')', ',', 'comment'].includes(String(a.kind()))) : undefined;
    return got?.length === 2 && got.every((a) => a.kind() !== 'keyword_argument') ? { object: got[0], verb: got[1], args: n.field('arguments') ?? undefined, named: true } : undefined;
  },
  keyword: 'keyword_argument',
  keyName: (k) => k.field('name')?.text(),
  envDefault: /^os\.(environ\.get|getenv)$/,
};

/** A request class sent by a function of the same modules (urllib's `Request` and `urlopen`): its names say which. */
export const URLLIB_STYLE = stylesOf('python').find((s) => s.binding.kind === 'per call' && s.names.length === 2 && s.modules.length > 0 && /^[A-Z]/.test(s.names[0]));
export const [REQUEST_CLASS = '', OPEN_FUNCTION = ''] = URLLIB_STYLE?.names ?? [];
export const URLLIB_MODULES = URLLIB_STYLE?.modules ?? [];
/** Python's functions that run a program from its argument list with no shell between: the module, and their names in it. */
export const RUNS_ARGV = { module: 'subprocess', functions: /^(?:run|call|check_call|check_output|Popen)$/ };
/** Python's query encoder of a dict (`urllib.parse.urlencode`, imported bare or through its module). */
export const URLENCODE = /^(?:urllib\.parse\.urlencode|parse\.urlencode|urlencode)$/;
/** Python's RFC 3986 join (`urllib.parse.urljoin`, py2's `urlparse.urljoin`), Ruby's `URI.join`'s twin. */
export const URLJOIN = /^(?:urllib\.parse\.urljoin|parse\.urljoin|urlparse\.urljoin|urljoin)$/;
/** How `urlencode` spells a word (`quote_plus`): letters, digits and `_.-~` as they are, a space as `+`, the rest as UTF-8 `%XX`. */
export const quotePlus = (word: string) => [...new TextEncoder().encode(word)].map((b) => (/[\w.~-]/.test(String.fromCharCode(b)) && b < 128 ? String.fromCharCode(b) : b === 32 ? '+' : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
