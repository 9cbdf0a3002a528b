// Python scripts: `requests`/`httpx` calls (and sessions and clients of them) become
// `request({ method, url, qs, body })` calls of the virtual document, and assignments of strings,
// f-strings and `+` concatenations `let` declarations, so the linter follows
// `f"{API}/projects/{pid}/builds"` to the line that spells `/api/v3`. Parsed with tree-sitter's
// Python grammar (@ast-grep/napi with the prebuilt @ast-grep/lang-python), loaded on first use.
import { parseWith, type SgNode } from './tree-sitter.js';
import { DIRECTIVE_PREFIX } from '../core/directives.js';
import { newScope } from './shell.js';
import { finish } from './scripts.js';
import { VirtualBuilder, type Piece, type Spelled, type VirtualDoc } from './virtual.js';

const VERBS = /^(get|post|put|patch|delete|head|options)$/;
/** Objects whose verb methods send requests: the modules, and the usual names of their sessions and clients. */
const CLIENTS = /^(requests|httpx|session|sess|s|client|http|api|gl|gitlab)$/i;
const PARAMS: Record<string, string> = { params: 'qs', data: 'body', json: 'body', files: 'formData' };
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"' };

export function pythonDocs(text: string): VirtualDoc[] {
  const root = parseWith('python', text);
  const vb = new VirtualBuilder(text);
  const scope = newScope();

  const pieces = (n: SgNode): Piece[] => {
    const kind = n.kind();
    const start = n.range().start.index;
    if (kind === 'identifier') {
      scope.used.add(n.text());
      return [{ kind: 'var', name: n.text(), off: start, len: n.text().length }];
    }
    if (kind === 'parenthesized_expression') return n.children().filter((c) => c.kind() !== '(' && c.kind() !== ')').flatMap(pieces);
    if (kind === 'concatenated_string') return n.children().flatMap(pieces);
    if (kind === 'binary_operator' && n.children()[1]?.text() === '+') return [...pieces(n.children()[0]), ...pieces(n.children()[2])];
    if (kind !== 'string') return [{ kind: 'opaque', off: start }];
    const prefix = n.children()[0]?.text() ?? '';
    const raw = /r/i.test(prefix);
    const out: Piece[] = [];
    for (const c of n.children()) {
      const r = c.range();
      if (c.kind() === 'string_start' || c.kind() === 'string_end') continue;
      if (c.kind() === 'interpolation') {
        const inner = c.children().filter((x) => x.kind() !== '{' && x.kind() !== '}');
        out.push(...(inner.length === 1 && inner[0].kind() === 'identifier' ? pieces(inner[0]) : [{ kind: 'opaque' as const, off: r.start.index }]));
        continue;
      }
      const s = c.text();
      for (let i = 0; i < s.length; i++) {
        const at = r.start.index + i;
        if (!raw && s[i] === '\\' && ESCAPES[s[i + 1]] !== undefined) out.push({ kind: 'char', ch: ESCAPES[s[++i]], off: at + 1 });
        else out.push({ kind: 'char', ch: s[i], off: at });
      }
    }
    return out;
  };

  const fields = (dict: SgNode) => {
    for (const pair of dict.children()) {
      if (pair.kind() !== 'pair') {
        if (pair.kind() === 'dictionary_splat') vb.add(' ...__py,');
        continue;
      }
      const [key, , value] = pair.children();
      const chars = key?.kind() === 'string' ? pieces(key) : [];
      if (!chars.length || chars.some((p) => p.kind !== 'char')) {
        vb.add(' ...__py,');
        continue;
      }
      vb.key(chars as Spelled[]);
      vb.add(': ').template(value ? pieces(value) : []).add(',');
    }
  };

  const call = (n: SgNode) => {
    const fn = n.field('function');
    const args = n.field('arguments');
    if (fn?.kind() !== 'attribute' || !args) return;
    const object = fn.field('object');
    const verb = fn.field('attribute');
    if (!object || !verb || !CLIENTS.test(object.text().replace(/^self\./, ''))) return;
    const positional = args.children().filter((a) => !['(', ')', ',', 'keyword_argument', 'comment'].includes(String(a.kind())));
    let method: SgNode | undefined;
    let url: SgNode | undefined;
    if (VERBS.test(verb.text())) [url] = positional;
    else if (verb.text() === 'request') [method, url] = positional;
    else return;
    const kwargs = args.children().filter((a) => a.kind() === 'keyword_argument');
    url ??= kwargs.find((k) => k.field('name')?.text() === 'url')?.field('value') ?? undefined;
    if (!url) return;
    const urlPieces = pieces(url);
    if (!urlPieces.some((p) => p.kind !== 'char' || p.ch === '/')) return;
    vb.at(n.range().start.index).add('request({ method: ');
    if (method?.kind() === 'string') vb.template(pieces(method));
    else vb.template([...verb.text()].map((ch, i) => ({ kind: 'char' as const, ch, off: verb.range().start.index + i })));
    vb.add(', url: ').template(urlPieces).add(',');
    for (const k of kwargs) {
      const key = PARAMS[k.field('name')?.text() ?? ''];
      const value = k.field('value');
      if (!key || !value) continue;
      vb.add(` ${key}: `);
      if (value.kind() === 'dictionary') {
        vb.add('{');
        fields(value);
        vb.add(' },');
      } else vb.add('__py,');
    }
    vb.add(' });');
  };

  const visit = (n: SgNode) => {
    const kind = n.kind();
    if (kind === 'comment') {
      const body = n.text().replace(/^#+\s*/, '');
      if (body.startsWith(DIRECTIVE_PREFIX)) vb.comment(n.range().start.index, body);
      return;
    }
    if (kind === 'assignment') {
      const left = n.field('left');
      let right = n.field('right');
      // `os.environ.get("X", default)`, `os.getenv("X", default)`: the default is the value the code falls back on.
      if (right?.kind() === 'call' && /^os\.(environ\.get|getenv)$/.test(right.field('function')?.text() ?? '')) {
        right = right.field('arguments')?.children().filter((a) => !['(', ')', ','].includes(String(a.kind())))[1] ?? right;
      }
      if (left?.kind() === 'identifier' && right && ['string', 'binary_operator', 'concatenated_string', 'parenthesized_expression'].includes(String(right.kind()))) {
        const name = left.text();
        vb.at(left.range().start.index).add(scope.declared.has(name) ? '' : 'let ').identifier(name, left.range().start.index).add(' = ').template(pieces(right)).add(';');
        scope.declared.add(name);
        scope.values.set(name, [...(scope.values.get(name) ?? []), [right.range().start.index, right.range().end.index]]);
      }
    } else if (kind === 'call') call(n);
    for (const c of n.children()) visit(c);
  };
  visit(root);
  return [finish(vb, scope, '(virtual).js')];
}
