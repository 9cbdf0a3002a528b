// Python and Ruby scripts: HTTP client calls (`requests`/`httpx` and their sessions; HTTParty,
// RestClient, Faraday connections) become `request({ method, url, qs, body })` calls of the
// virtual document, and assignments of strings, interpolated strings (`f"{API}/…"`, `"#{API}/…"`)
// and `+` concatenations `let` declarations, so the linter follows the URL to the line that spells
// `/api/v3`. Parsed with tree-sitter's grammars (src/languages/tree-sitter.ts), loaded on first use.
import { DIRECTIVE_PREFIX } from '../core/policy/directives.js';
import { newScope } from './shell-commands.js';
import { finish } from './shell-files.js';
import { parseWith, type SgNode } from './tree-sitter.js';
import { VirtualBuilder, type Piece, type Spelled, type VirtualDoc } from './virtual.js';

/** What differs between the languages: node kinds, the clients, the names of parameter arguments. */
interface Grammar {
  lang: 'python' | 'ruby';
  names: RegExp;
  concat: string;
  dict: string;
  /** String parts that are delimiters, not text. */
  delimiters: RegExp;
  /** Objects whose verb methods send requests. */
  clients: RegExp;
  /** A call's receiver, method name and argument list. */
  parts(call: SgNode): { object?: SgNode; verb?: SgNode; args?: SgNode } | undefined;
  /** Keyword arguments: `params=` (Python), `query:` (Ruby); their name. */
  keyword: string;
  keyName(k: SgNode): string | undefined;
  /** A call that reads an environment variable with a default: its default is the value. */
  envDefault: RegExp;
}

const PYTHON: Grammar = {
  lang: 'python',
  names: /^identifier$/,
  concat: 'binary_operator',
  dict: 'dictionary',
  delimiters: /^(string_start|string_end)$/,
  clients: /^(requests|httpx|session|sess|s|client|http|conn|connection|api|gl|gitlab)$/i,
  parts: (n) => {
    const fn = n.field('function');
    return fn?.kind() === 'attribute' ? { object: fn.field('object') ?? undefined, verb: fn.field('attribute') ?? undefined, args: n.field('arguments') ?? undefined } : undefined;
  },
  keyword: 'keyword_argument',
  keyName: (k) => k.field('name')?.text(),
  envDefault: /^os\.(environ\.get|getenv)$/,
};

const RUBY: Grammar = {
  lang: 'ruby',
  names: /^(identifier|constant|instance_variable)$/,
  concat: 'binary',
  dict: 'hash',
  delimiters: /^("|'|#\{|\})$/,
  clients: /^(HTTParty|RestClient|Faraday|conn|connection|client|http|api|gitlab|self\.class)$/,
  parts: (n) => ({ object: n.field('receiver') ?? undefined, verb: n.field('method') ?? undefined, args: n.field('arguments') ?? undefined }),
  keyword: 'pair',
  keyName: (k) => k.children()[0]?.text().replace(/^:/, '').replace(/:$/, ''),
  envDefault: /^ENV\.fetch$/,
};

const VERBS = /^(get|post|put|patch|delete|head|options)$/;
/** Calls that only print or log what they are given: a base read there sends no request. */
const PRINTS = /^(?:print|puts|pp?|warn|(?:logging|logger|log|LOGGER|Rails\.logger)\.\w+)$/;
/** Parts of a URL its path does not change (`uri.host`, `uri.port`): reading them is not reading the route. */
const URL_PARTS = /^(?:host|hostname|port|scheme|netloc)$/;
/** Net::HTTP's functions that send a request, and its method. */
const NET_HTTP_FUNCTIONS: Record<string, string> = { get: 'GET', get_response: 'GET', get_print: 'GET', post: 'POST', post_form: 'POST', put: 'PUT' };
const PARAMS: Record<string, string> = { params: 'qs', query: 'qs', data: 'body', json: 'body', body: 'body', payload: 'body', files: 'formData' };
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"' };

export const pythonDocs = (text: string) => scriptDocs(text, PYTHON);
export const rubyDocs = (text: string) => scriptDocs(text, RUBY);

function scriptDocs(text: string, g: Grammar): VirtualDoc[] {
  const root = parseWith(g.lang, text);
  const vb = new VirtualBuilder(text);
  const scope = newScope();

  const { spelled } = scope;
  const pieces = (n: SgNode): Piece[] => {
    const kind = n.kind();
    const start = n.range().start.index;
    if (g.names.test(String(kind))) {
      spelled.add(start);
      scope.used.add(n.text());
      return [{ kind: 'var', name: n.text(), off: start, len: n.text().length }];
    }
    if (kind === 'parenthesized_expression') return n.children().filter((c) => c.kind() !== '(' && c.kind() !== ')').flatMap(pieces);
    if (kind === 'concatenated_string') return n.children().flatMap(pieces);
    if (kind === g.concat && n.children()[1]?.text() === '+') return [...pieces(n.children()[0]), ...pieces(n.children()[2])];
    if (kind !== 'string') return [{ kind: 'opaque', off: start }];
    const prefix = n.children()[0]?.text() ?? '';
    const raw = /r/i.test(prefix);
    const out: Piece[] = [];
    for (const c of n.children()) {
      const r = c.range();
      if (g.delimiters.test(String(c.kind()))) continue;
      if (c.kind() === 'interpolation') {
        const inner = c.children().filter((x) => !/^(\{|\}|#\{)$/.test(String(x.kind())));
        out.push(...(inner.length === 1 && g.names.test(String(inner[0].kind())) ? pieces(inner[0]) : [{ kind: 'opaque' as const, off: r.start.index }]));
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

  /** `{"k": v}` (Python), `{ k: v }`/`{ "k" => v }` (Ruby): each key spelled in the file, as a property. */
  const fields = (dict: SgNode) => {
    for (const pair of dict.children()) {
      if (/^[{}(),]$/.test(String(pair.kind()))) continue;
      const [key, , value] = pair.children();
      const chars = pair.kind() !== 'pair' || !key ? [] : key.kind() === 'string' ? pieces(key) : key.kind() === 'hash_key_symbol' ? plain(key) : [];
      if (!chars.length || chars.some((p) => p.kind !== 'char')) {
        vb.add(' ...__script,');
        continue;
      }
      vb.key(chars as Spelled[]);
      // A number stays a number (`"visibility_level": 10`): the rules read its value, and a fix of it is a text edit.
      if (value?.kind() === 'integer') vb.add(': ').copy(plain(value) as Spelled[]).add(',');
      else vb.add(': ').template(value ? pieces(value) : []).add(',');
    }
  };
  const plain = (n: SgNode): Piece[] => [...n.text()].map((ch, i) => ({ kind: 'char' as const, ch, off: n.range().start.index + i }));
  const positional = (args: SgNode | null | undefined) => args?.children().filter((a) => !['(', ')', ',', g.keyword, 'comment', 'block_argument'].includes(String(a.kind()))) ?? [];
  /** Parameters given as a hash or as bare pairs (`set_form_data('a' => 1, b: 2)`). */
  const fieldsOf = (n: SgNode) => {
    const hash = n.kind() === 'argument_list' ? n.children().find((c) => c.kind() === g.dict) : undefined;
    fields(hash ?? n);
  };

  /** `URI("…")`, `URI.parse(…)`: the URL is the argument. */
  const uriArgument = (n: SgNode): SgNode => {
    if (n.kind() !== 'call') return n;
    const callee = [n.field('receiver')?.text(), n.field('method')?.text()].filter(Boolean).join('.');
    return /^(?:::)?URI(?:\.parse)?$/.test(callee) ? (positional(n.field('arguments'))[0] ?? n) : n;
  };

  /**
   * The body a Net::HTTP request object gets later (`req.set_form_data(…)`, `req.body = {…}.to_json`,
   * `req.body = URI.encode_www_form(…)`), by the name of the variable that holds it.
   */
  const bodies: { name: string; at: number; value: SgNode }[] = [];
  const netHttpObjects = new Set<string>();
  /** Where each name is assigned: a body belongs to the request object assigned last before it. */
  const assignedAt: { name: string; at: number }[] = [];
  const findBodies = (n: SgNode) => {
    const kind = n.kind();
    const target = kind === 'call' && n.field('method')?.text() === 'set_form_data' ? n.field('receiver') : kind === 'assignment' && n.field('left')?.kind() === 'call' && n.field('left')?.field('method')?.text() === 'body' ? n.field('left')?.field('receiver') : null;
    if (target?.kind() === 'identifier') {
      let value = kind === 'call' ? n.field('arguments') : n.field('right');
      // `{…}.to_json`, `URI.encode_www_form({…})`, `JSON.generate({…})`: the hash is the body's fields.
      if (value?.kind() === 'call') value = value.field('receiver')?.kind() === g.dict ? value.field('receiver') : (positional(value.field('arguments'))[0] ?? value);
      if (value) bodies.push({ name: target.text(), at: n.range().start.index, value });
    }
    if (kind === 'assignment' && n.field('left')?.kind() === 'identifier') assignedAt.push({ name: n.field('left')!.text(), at: n.range().start.index });
    // `Net::HTTP.start(…) { |http| … }`, `http = Net::HTTP.new(…)`: objects whose verbs are Net::HTTP's.
    if (kind === 'call' && /^(?:::)?Net::HTTP$/.test(n.field('receiver')?.text() ?? '') && /^(start|new)$/.test(n.field('method')?.text() ?? '')) {
      const params = n.children().find((c) => c.kind() === 'block' || c.kind() === 'do_block')?.children().find((c) => c.kind() === 'block_parameters');
      const param = params?.children().find((c) => c.kind() === 'identifier');
      const parent = n.parent();
      const name = param?.text() ?? (parent?.kind() === 'assignment' ? parent.field('left')?.text() : undefined);
      if (name) netHttpObjects.add(name);
    }
    for (const c of n.children()) findBodies(c);
  };
  if (g.lang === 'ruby') findBodies(root);
  const bodyOf = (name: string, at: number) => {
    const next = Math.min(...assignedAt.filter((a) => a.name === name && a.at > at).map((a) => a.at));
    return bodies.find((b) => b.name === name && b.at > at && b.at < next);
  };
  /** Requests written where their body is set (a later line), so that the virtual lines stay in order. */
  const deferred = new Map<number, () => void>();

  /**
   * Ruby's Net::HTTP: `Net::HTTP::Delete.new(uri)` is a request whose method is the class name
   * (renamed by a fix: every class takes the same arguments), its body what the variable it is
   * assigned to gets later; `Net::HTTP.get(uri)`, `.get_response`, `.post_form(uri, params)`,
   * `.post(uri, data)` are requests whose method is the function's, which a fix cannot rename
   * (`post` takes an argument `get` does not).
   */
  const netHttp = (n: SgNode): boolean => {
    const receiver = n.field('receiver');
    const name = n.field('method')?.text() ?? '';
    if (!receiver) return false;
    const cls = /^(?:::)?Net::HTTP::(?:Get|Post|Put|Patch|Delete|Head|Options)$/.test(receiver.text()) && name === 'new';
    const fn = /^(?:::)?Net::HTTP$/.test(receiver.text()) ? NET_HTTP_FUNCTIONS[name] : undefined;
    if (!cls && !fn) return false;
    const [uri, data] = positional(n.field('arguments'));
    const parent = n.parent();
    const assigned = parent?.kind() === 'assignment' && parent.field('left')?.kind() === 'identifier' ? parent.field('left')!.text() : undefined;
    const later = cls && assigned ? bodyOf(assigned, parent!.range().start.index) : undefined;
    if (later && !deferred.has(later.at)) {
      // Its URL is spelled when the request is written; the names in it are not other reads.
      const mark = (x: SgNode): void => void (g.names.test(String(x.kind())) ? spelled.add(x.range().start.index) : x.children().forEach(mark));
      if (uri) mark(uri);
      deferred.set(later.at, () => netHttp(n));
      return true;
    }
    const url = uri && pieces(uriArgument(uri));
    if (!url?.some((p) => p.kind !== 'char' || p.ch === '/')) return true;
    vb.at(n.range().start.index).add('request({ method: ');
    if (cls) {
      const verb = receiver.children()[receiver.children().length - 1];
      vb.classNames.push([verb.range().start.index, verb.range().end.index]);
      vb.template(plain(verb));
    } else vb.add(`"${fn}"`);
    vb.add(', url: ').template(url).add(',');
    const body = cls ? later?.value : name === 'post_form' ? (data?.kind() === g.dict ? data : n.field('arguments')) : data;
    if (body) {
      vb.add(' body: ');
      if (body.kind() === g.dict || body.kind() === 'argument_list') {
        vb.add('{');
        fieldsOf(body);
        vb.add(' },');
      } else vb.add('__script,');
    }
    vb.add(' });');
    return true;
  };

  const call = (n: SgNode) => {
    if (g.lang === 'ruby' && netHttp(n)) return;
    const { object, verb, args } = g.parts(n) ?? {};
    if (!object || !verb || !args || !g.clients.test(object.text().replace(/^self\./, ''))) return;
    const given = positional(args);
    let method: SgNode | undefined;
    let url: SgNode | undefined;
    let payload: SgNode | undefined;
    if (VERBS.test(verb.text())) [url, payload] = given;
    else if (verb.text() === 'request') [method, url] = given;
    else return;
    const kwargs = args.children().filter((a) => a.kind() === g.keyword);
    const valueOf = (k: SgNode) => (g.lang === 'python' ? k.field('value') : k.children()[2]) ?? undefined;
    url ??= kwargs.filter((k) => g.keyName(k) === 'url').map(valueOf)[0];
    if (!url) return;
    const urlPieces = pieces(url);
    if (!urlPieces.some((p) => p.kind !== 'char' || p.ch === '/')) return;
    vb.at(n.range().start.index).add('request({ method: ');
    // A second positional argument means one thing to one verb and another to the next (RestClient's
    // `delete(url, headers)` and `post(url, payload, headers)`; requests' `get(url, params)` and
    // `post(url, data)`): renaming the verb there would change the request, so it is not spelled.
    if (method?.kind() === 'string') vb.template(pieces(method));
    // Net::HTTP's own `get(path)`/`delete(path)` and `post(path, data)` take different arguments too.
    else if (given.length > 1 || netHttpObjects.has(object.text())) vb.add(`"${verb.text().toUpperCase()}"`);
    else vb.template(plain(verb));
    vb.add(', url: ').template(urlPieces).add(',');
    const param = (key: string, value: SgNode | undefined) => {
      if (!value) return;
      vb.add(` ${key}: `);
      if (value.kind() !== g.dict) return void vb.add('__script,');
      vb.add('{');
      fields(value);
      vb.add(' },');
    };
    // RestClient.post(url, payload): the second argument is the body.
    if (payload?.kind() === g.dict) param('body', payload);
    for (const k of kwargs) if (PARAMS[g.keyName(k) ?? '']) param(PARAMS[g.keyName(k)!], valueOf(k));
    vb.add(' });');
  };

  /** The name of the call an expression is an argument of (`print`, `logger.info`), if any. */
  const calleeOf = (c: SgNode) => (g.lang === 'python' ? c.field('function')?.text() : [c.field('receiver')?.text(), c.field('method')?.text()].filter(Boolean).join('.'));
  /**
   * Whether a name is read where no request or assignment of the virtual document spells it: a
   * base passed to a call the adapter does not read (`urlopen(f"{API}/projects/5/builds")`, a
   * helper of the script's own) builds a route nobody checks, so it must hold the base at v3.
   * Not a read: the name being defined, an attribute or keyword of that name, a URL's host or
   * port, and a call that prints or logs it.
   */
  const unspelledRead = (n: SgNode): boolean => {
    const at = n.range().start.index;
    if (spelled.has(at) || !scope.declared.has(n.text())) return false;
    const parent = n.parent();
    if (!parent) return true;
    const pk = String(parent.kind());
    const is = (f: string) => parent.field(f)?.range().start.index === at;
    if ((pk === 'assignment' && is('left')) || (pk === 'attribute' && is('attribute')) || (pk === 'keyword_argument' && is('name'))) return false;
    if (/parameter/.test(pk) || ((pk === 'function_definition' || pk === 'method' || pk === 'class_definition') && is('name'))) return false;
    if (pk === 'call' && g.lang === 'ruby' && is('method')) return false;
    if ((pk === 'attribute' && is('object') && URL_PARTS.test(parent.field('attribute')?.text() ?? '')) || (pk === 'call' && g.lang === 'ruby' && is('receiver') && URL_PARTS.test(parent.field('method')?.text() ?? ''))) return false;
    let up: SgNode | null = parent;
    while (up && up.kind() !== 'call') up = up.parent();
    return !up || !PRINTS.test(calleeOf(up) ?? '');
  };

  const visit = (n: SgNode) => {
    const kind = n.kind();
    if (g.names.test(String(kind)) && unspelledRead(n)) {
      const at = n.range().start.index;
      scope.used.add(n.text());
      vb.at(at).add('void ').identifier(n.text(), at).add(';');
    }
    const request = deferred.get(n.range().start.index);
    if (request) {
      request();
      deferred.set(n.range().start.index, () => undefined);
    }
    if (kind === 'method' || kind === 'function_definition') {
      // A function's variables are its own: `uri` in one method is not `uri` in the next.
      const outer = new Set(scope.declared);
      vb.add('{');
      for (const c of n.children()) visit(c);
      vb.add('}');
      scope.declared = outer;
      return;
    }
    if (kind === 'comment') {
      const body = n.text().replace(/^#+\s*/, '');
      if (body.startsWith(DIRECTIVE_PREFIX)) vb.comment(n.range().start.index, body);
      return;
    }
    if (kind === 'assignment') {
      const left = n.field('left');
      let right = n.field('right');
      // `os.getenv("X", default)`, `ENV.fetch("X", default)`: the default is the value the code falls back on.
      const callee = right?.kind() === 'call' ? calleeOf(right) : undefined;
      if (right && callee && g.envDefault.test(callee)) right = positional(right.field('arguments'))[1] ?? right;
      if (right && g.lang === 'ruby') right = uriArgument(right);
      if (left && g.names.test(String(left.kind())) && right && ['string', g.concat, 'concatenated_string', 'parenthesized_expression'].includes(String(right.kind()))) {
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
