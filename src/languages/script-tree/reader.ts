// Python and Ruby scripts, one reader over a grammar table per language (grammar.ts; python/ and
// ruby/ hold the tables and the kinds): HTTP client calls (`requests`/`httpx` and their sessions; HTTParty,
// RestClient, Faraday connections) become requests of the document's model (virtual/model.ts:
// method, URL pieces, query and body fields), and assignments of strings, interpolated strings
// (`f"{API}/…"`, `"#{API}/…"`) and `+` concatenations its bindings, so the linter follows the URL
// to the line that spells `/api/v3`. Also: `.format`/`%` strings, instance attributes (`self.api_url`, `@base`) declared
// for the whole class, the file's functions and methods as functions (a wrapper's callers reach
// its request, a URL builder's return value its callers), HTTParty's `base_uri` joined to bare
// `get(path)`/`self.class.get(path)`, Faraday's `url:` prefix joined to `conn.get(path)`, and
// httplib2's `request(url, method)`; what a value spells is values.ts's. Parsed with
// tree-sitter's grammars (src/languages/virtual/tree-sitter.ts), loaded on first use.
import type { ClientStyle } from '../../clients/index.js';
import { DIRECTIVE_PREFIX } from '../../core/policy/directives.js';
import { fillBraces, fillPercent, joinBaseUri, joinPrefix, joinResource, uriJoin } from './values.js';
import { addShell, formatOf, newScope, type Snippet } from '../shell/commands.js';
import { argvCommand } from '../shell/argv.js';
import { finish, SnippetBuilder } from '../shell/files.js';
import { parseWith, type SgNode } from '../virtual/tree-sitter.js';
import type { VirtualDoc } from '../virtual/document.js';
import { inlineForwarders, itemsOf, ModelBuilder, sectionKeywords, type Call, type Field, type Method, type Name, type Param, type Piece, type Spelled, type Value } from '../virtual/model.js';
import { builtDoc } from '../virtual/estree.js';
import { scriptSpelling } from './spelling.js';
import { configuredBy, factoryOf, leadsToMethod, methodAt, routeOf, type LibraryValue } from './libraries.js';
import type { Grammar } from './grammar.js';
import { ESCAPES, libraryOf, METHOD_WORD, PARAMS, PRINTS, sectionOf, SERIALISE, STATUS_MEMBER, stripRoot, URL_PARTS, VERBS } from './vocabulary.js';
import { OPEN_FUNCTION, quotePlus, REQUEST_CLASS, RUNS_ARGV, URLENCODE, URLJOIN, URLLIB_MODULES, URLLIB_STYLE } from '../python/grammar.js';
import { NET_HTTP_FUNCTIONS, RUBY_BLOCK_FORM, RUBY_CLASS_BASE, RUBY_HANDED_OPTIONS, RUBY_MEMBER_OPENERS, RUBY_REQUEST_CLASSES, RUBY_REQUEST_FUNCTIONS } from '../ruby/grammar.js';
import { relativeOnly } from './relative.js';

export function scriptDocs(text: string, g: Grammar): VirtualDoc[] {
  const root = parseWith(g.lang, text);
  const m = new ModelBuilder();
  const scope = newScope();

  const { spelled } = scope;
  /** The functions and methods the file defines: a call of one is a call of the virtual function. */
  const functions = new Set<string>();
  /** Their definitions by name: a keyword a caller gives is the parameter of that name. */
  const definitions = new Map<string, SgNode[]>();
  // tree-sitter's own search: a walk in JavaScript costs a native call per node.
  for (const fn of root.findAll({ rule: { kind: g.lang === 'python' ? 'function_definition' : 'method' } })) {
    const name = fn.field('name')?.text();
    if (name) functions.add(name);
    if (name) definitions.set(name, [...(definitions.get(name) ?? []), fn]);
  }
  /** Names the file imports bare from a module (`from tornado.httpclient import HTTPRequest`): the module. */
  const importedFrom = new Map<string, string>();
  if (g.lang === 'python')
    for (const imp of root.findAll({ rule: { kind: 'import_from_statement' } })) {
      const mod = imp.field('module_name')?.text() ?? '';
      for (const name of imp.findAll({ rule: { kind: 'dotted_name' } }).slice(1)) importedFrom.set(name.text(), mod);
    }
  /**
   * Python: the names the file binds to what it imports (`from . import config`, `import settings as s`,
   * `from django.conf import settings`), each with the name of what it imports: `config.GITLAB_API`
   * reads that module's top-level name, which the cross-file link joins by the module's own name
   * (virtual/names.ts `moduleName`: its file's name).
   */
  const importedModules = new Map<string, string>();
  if (g.lang === 'python')
    for (const imp of root.findAll({ rule: { any: [{ kind: 'import_statement' }, { kind: 'import_from_statement' }] } })) {
      const names = imp.children();
      const from = names.findIndex((c) => c.kind() === 'import');
      for (const c of names.slice(from + 1)) {
        const [dotted, alias] = c.kind() === 'aliased_import' ? [c.field('name'), c.field('alias')] : c.kind() === 'dotted_name' ? [c, c] : [];
        const own = dotted?.children().filter((x) => x.kind() === 'identifier').at(-1)?.text();
        // `import a.b` binds `a`, not the module `b`: only a name the statement binds to the module itself.
        const bound = alias === dotted && imp.kind() === 'import_statement' && (dotted?.children().length ?? 0) > 1 ? undefined : alias?.text();
        if (own && bound) importedModules.set(bound, own);
      }
    }
  /** `config.GITLAB_API` of an imported module: the module's name and the attribute, as the link spells it. */
  const moduleAttribute = (n: SgNode): string | undefined => {
    if (n.kind() !== 'attribute') return undefined;
    const object = n.field('object');
    const attribute = n.field('attribute')?.text();
    const mod = object?.kind() === 'identifier' ? importedModules.get(object.text()) : undefined;
    return mod && attribute && !definitions.has(object!.text()) ? `${mod}.${attribute}` : undefined;
  };
  /** Whether a callee names a style's class or factory `name`: through one of its modules, or bare where imported from one. */
  const namesOf = (callee: string, name: string, modules: readonly string[]) => modules.some((mod) => callee === `${mod}.${name}`) || (callee === name && modules.includes(importedFrom.get(name) ?? ''));
  /** urllib's names the file imports bare (`from urllib.request import Request, urlopen`). */
  const importsFromUrllib = new Set<string>();
  /** Subclasses of urllib's Request whose `get_method` returns a method: their method. */
  const requestSubclasses = new Map<string, string>();
  if (g.lang === 'python') {
    for (const imp of root.findAll({ rule: { kind: 'import_from_statement' } }))
      if (URLLIB_MODULES.includes(imp.field('module_name')?.text() ?? '')) for (const name of imp.findAll({ rule: { kind: 'dotted_name' } }).slice(1)) importsFromUrllib.add(name.text());
    const requestClasses = new Set([...URLLIB_MODULES.map((mod) => `${mod}.${REQUEST_CLASS}`), ...(importsFromUrllib.has(REQUEST_CLASS) ? [REQUEST_CLASS] : [])]);
    for (const c of root.findAll({ rule: { kind: 'class_definition' } })) {
      const bases = c.field('superclasses')?.children().map((b) => b.text()) ?? [];
      if (!REQUEST_CLASS || !bases.some((b) => requestClasses.has(b))) continue;
      const getMethod = c.findAll({ rule: { kind: 'function_definition' } }).find((f) => f.field('name')?.text() === 'get_method');
      const returned = getMethod?.findAll({ rule: { kind: 'return_statement' } }).map((r) => r.children().find((x) => x.kind() === 'string'));
      const verb = returned?.length === 1 && returned[0] ? /^[rbuRBU]*['"]([A-Z]+)['"]$/.exec(returned[0].text())?.[1] : undefined;
      if (verb && c.field('name')) requestSubclasses.set(c.field('name')!.text(), verb);
    }
  }
  /**
   * Python properties that give a string (`@property def api(self): return '%s/api/v3' % self.host`),
   * by class and name: the expression returned; and the names the file assigns an instance of such a
   * class (`CFG = Config(…)`), so that `CFG.api` reads the property (bound once, where the class is).
   */
  const properties = new Map<string, Map<string, SgNode>>();
  const instances = new Map<string, string>();
  if (g.lang === 'python') {
    for (const c of root.findAll({ rule: { kind: 'class_definition' } })) {
      const own = new Map<string, SgNode>();
      for (const d of c.field('body')?.children().filter((x) => x.kind() === 'decorated_definition') ?? []) {
        const def = d.field('definition');
        const body = def?.field('body')?.children().filter((x) => x.kind() !== 'comment') ?? [];
        const returned = body.length === 1 && body[0].kind() === 'return_statement' ? body[0].children().find((x) => x.isNamed()) : undefined;
        if (d.children().some((x) => x.kind() === 'decorator' && x.text() === '@property') && def?.field('name') && returned) own.set(def.field('name')!.text(), returned);
      }
      if (own.size && c.field('name')) properties.set(c.field('name')!.text(), own);
    }
    for (const a of properties.size ? root.findAll({ rule: { kind: 'assignment' } }) : []) {
      const right = a.field('right');
      const cls = right?.kind() === 'call' ? right.field('function')?.text() : undefined;
      if (cls && properties.has(cls) && a.field('left')?.kind() === 'identifier') instances.set(a.field('left')!.text(), cls);
    }
  }
  /** The name a property an instance's attribute reads is bound to (`Config.api`), if it is one. */
  const propertyRead = (n: SgNode): string | undefined => {
    if (n.kind() !== 'attribute' || n.field('object')?.kind() !== 'identifier') return undefined;
    const cls = instances.get(n.field('object')!.text());
    const name = n.field('attribute')?.text();
    return cls && name && properties.get(cls)?.has(name) ? `${cls}.${name}` : undefined;
  };
  /** The class being read: its HTTParty base (`base_uri`), and whether it includes the library (HTTParty). */
  let cls: { base?: string; includesLibrary: boolean } | undefined;
  /** Connections whose paths join a prefix (Faraday's `url:`), by the name that holds them: the prefix's variable. */
  const prefixes = new Map<string, string>();
  /** The registry style of each of those connections. */
  const prefixStyles = new Map<string, string>();
  /** The registry style that makes a call's value, when the call is one of its factories (`requests.Session()`, `Faraday.new(…)`). */
  const madeBy = (c: SgNode): ClientStyle | undefined => {
    const callee = stripRoot(g.lang === 'python' ? c.field('function')?.text() : [c.field('receiver')?.text(), c.field('method')?.text()].filter(Boolean).join('.'));
    return g.styles.find((s) => s.binding.kind === 'factory' && (s.id === callee || (g.lang === 'python' && namesOf(callee, s.binding.method, s.modules)))) ?? configuredChain(c);
  };
  /**
   * A chain of a style's own name through methods that give back a client on the same terms (the
   * registry's `configures`: `HTTP.headers(…).timeout(10)`): a client of that style, kept for its verbs.
   */
  const configuredChain = (c: SgNode): ClientStyle | undefined => {
    const methods: string[] = [];
    let x: SgNode | null | undefined = c;
    while (x?.kind() === 'call') {
      const fn: SgNode | null = g.lang === 'python' ? x.field('function') : x;
      const method = g.lang === 'python' ? (fn?.kind() === 'attribute' ? fn.field('attribute')?.text() : undefined) : x.field('method')?.text();
      if (!method) return undefined;
      methods.push(method);
      x = g.lang === 'python' ? (fn?.kind() === 'attribute' ? fn.field('object') : undefined) : x.field('receiver');
    }
    const name = stripRoot(x?.text());
    return x && methods.length ? g.styles.find((s) => s.binding.kind === 'per call' && s.names.includes(name) && methods.every((mm) => s.configures?.includes(mm))) : undefined;
  };
  /** Names (`session`, `self.session`, `http`) the file assigns a client made by a factory of the registry, and its style. */
  const made = new Map<string, string>();
  for (const a of root.findAll({ rule: { any: [{ kind: 'assignment' }, { kind: 'as_pattern' }] } })) {
    const [value, target] = a.kind() === 'assignment' ? [a.field('right'), a.field('left')] : [a.children()[0], a.children().at(-1)];
    const style = value?.kind() === 'call' ? madeBy(value) : undefined;
    if (style && target) made.set(target.text().replace(/^self\./, ''), style.id);
  }
  /**
   * Python: subclasses of a registry client (`class Api(requests.Session)`) whose `request`
   * sends `super().request(method, PREFIX + url, …)`: the prefix, the class's attributes set once
   * (`self.api_root = …`) and its `__init__`'s parameters; and the names the file assigns an instance
   * (`api = Api(host, token)`), with the arguments that made it.
   */
  const subclasses = new Map<string, { prefix: SgNode; attributes: Map<string, SgNode>; params: string[] }>();
  const subclassed = new Map<string, { cls: string; args: SgNode[] }>();
  let subclassesRead = false;
  /** A function's plain parameters after `self`, by name. */
  const plainParams = (fn: SgNode) => (fn.field('parameters')?.children() ?? []).map((p) => (p.kind() === 'identifier' ? p : /^(default_parameter|typed_parameter|typed_default_parameter)$/.test(String(p.kind())) ? (p.field('name') ?? p.children().find((x) => x.kind() === 'identifier')) : undefined)).filter((p): p is SgNode => !!p).map((p) => p.text()).filter((p, i) => i > 0 || p !== 'self');
  const readSubclasses = () => {
    if (subclassesRead || g.lang !== 'python') return;
    subclassesRead = true;
    for (const c of root.findAll({ rule: { kind: 'class_definition' } })) {
      const bases = c.field('superclasses')?.children().filter((b) => b.isNamed()).map((b) => (importedFrom.has(b.text()) ? `${importedFrom.get(b.text())}.${b.text()}` : b.text())) ?? [];
      if (!bases.some((b) => g.styles.some((st) => st.binding.kind === 'factory' && st.id === b)) || !c.field('name')) continue;
      const defs = c.field('body')?.children().filter((d) => d.kind() === 'function_definition') ?? [];
      const request = defs.find((d) => d.field('name')?.text() === 'request');
      const params = request ? plainParams(request) : [];
      const sent = request?.findAll({ rule: { kind: 'call' } }).filter((x) => /^super\(.*\)\.request$/s.test(x.field('function')?.text() ?? ''));
      const [m0, u0] = sent?.length === 1 ? positional(sent[0].field('arguments')) : [];
      // `PREFIX + url`: the path the caller gives is joined after the prefix as written.
      const prefix = u0?.kind() === g.concat && u0.children()[1]?.text() === '+' && u0.children()[2]?.text() === params[1] ? u0.children()[0] : undefined;
      if (!prefix || m0?.text() !== params[0]) continue;
      const attributes = new Map<string, SgNode>();
      const counts = new Map<string, number>();
      for (const a of c.findAll({ rule: { kind: 'assignment' } })) {
        const left = a.field('left');
        if (left && selfAttribute(left) && a.field('right')) {
          attributes.set(left.text(), a.field('right')!);
          counts.set(left.text(), (counts.get(left.text()) ?? 0) + 1);
        }
      }
      for (const [k, n] of counts) if (n > 1) attributes.delete(k);
      const init = defs.find((d) => d.field('name')?.text() === '__init__');
      subclasses.set(c.field('name')!.text(), { prefix, attributes, params: init ? plainParams(init) : [] });
    }
    for (const a of subclasses.size ? root.findAll({ rule: { kind: 'assignment' } }) : []) {
      const right = a.field('right');
      const cls = right?.kind() === 'call' ? right.field('function')?.text() : undefined;
      if (cls && subclasses.has(cls) && a.field('left')) subclassed.set(a.field('left')!.text().replace(/^self\./, ''), { cls, args: positional(right!.field('arguments')) });
    }
    // Only where every instance is one of those, and every use of one sends a request the reader
    // reads (`gl.get(…)`): a request through an instance it cannot see would keep its path when
    // the prefix moves.
    const names = root.findAll({ rule: { kind: 'identifier' } });
    const instanceOf = (x: SgNode) => {
      const up = x.parent();
      return up?.kind() === 'call' && up.field('function')?.range().start.index === x.range().start.index && up.parent()?.kind() === 'assignment' && up.parent()!.field('right')?.range().start.index === up.range().start.index;
    };
    const sends = (x: SgNode) => {
      const up = x.parent()?.kind() === 'attribute' && x.parent()!.field('object')?.text() === 'self' ? x.parent()!.parent() : x.parent();
      const target = x.parent()?.kind() === 'attribute' && x.parent()!.field('object')?.text() === 'self' ? x.parent()! : x;
      if (up?.kind() === 'assignment' && up.field('left')?.range().start.index === target.range().start.index) return true;
      const callee = up?.kind() === 'attribute' && up.field('object')?.range().start.index === target.range().start.index ? up.parent() : undefined;
      return callee?.kind() === 'call' && /^(?:get|post|put|patch|delete|head|options|request)$/.test(up!.field('attribute')?.text() ?? '');
    };
    for (const [cls] of subclasses) {
      const definition = root.findAll({ rule: { kind: 'class_definition' } }).find((c) => c.field('name')?.text() === cls)!;
      const inside = (x: SgNode) => definition.range().start.index <= x.range().start.index && x.range().end.index <= definition.range().end.index;
      const held = [...subclassed].filter(([, v]) => v.cls === cls).map(([k]) => k);
      const ok = names.every((x) => (x.text() !== cls || inside(x) || instanceOf(x)) && (!held.includes(x.text()) || (x.parent()?.kind() === 'attribute' && x.parent()!.field('attribute')?.range().start.index === x.range().start.index && x.parent()!.field('object')?.text() !== 'self') || sends(x)));
      if (!ok) {
        subclasses.delete(cls);
        for (const k of held) subclassed.delete(k);
      }
    }
  };
  /**
   * The prefix an instance of such a subclass puts before a path, as its values are written where
   * the class (`self.api_root = host + '/api/v3'`) and the instance (`Api('https://…')`) are.
   */
  const subclassPrefix = (held: string): Piece[] | undefined => {
    readSubclasses();
    const instance = subclassed.get(held);
    const sub = instance && subclasses.get(instance.cls);
    if (!instance || !sub) return undefined;
    for (const [k, v] of sub.attributes) substitute.set(k, v);
    sub.params.forEach((p, i) => instance.args[i] && substitute.set(p, instance.args[i]));
    try {
      return pieces(sub.prefix);
    } finally {
      substitute.clear();
    }
  };
  // Ruby: a client kept once (`@conn ||= Excon.new(…)`), and a method that only gives one (its
  // memo: `def exports; @exports ||= Excon.new(…); end`), called as the receiver (`exports.get(…)`).
  if (g.lang === 'ruby') {
    const kept = (x: SgNode | undefined): ClientStyle | undefined => (x?.kind() === 'call' ? madeBy(x) : x?.kind() === 'operator_assignment' ? kept(x.field('right') ?? undefined) : undefined);
    for (const a of root.findAll({ rule: { kind: 'operator_assignment' } })) {
      const style = kept(a);
      if (style && a.field('left')) made.set(a.field('left')!.text(), style.id);
    }
    for (const fn of root.findAll({ rule: { kind: 'method' } })) {
      const body = fn.children().find((c) => c.kind() === 'body_statement')?.children().filter((c) => c.kind() !== 'comment');
      const style = body?.length === 1 && !fn.field('parameters') ? kept(body[0]) : undefined;
      if (style && fn.field('name')) made.set(fn.field('name')!.text(), style.id);
    }
  }
  /** The functions being read, innermost last; the styles each function's requests go through, and the functions it calls. */
  const inside: string[] = [];
  /** For each of those, whether it is a function of the document (a block's `return` is no return of a virtual function). */
  const isFunction: boolean[] = [];
  /** For each of those, the parameter that collects its callers' keywords (`**kwargs`), if any. */
  const rests: (string | undefined)[] = [];
  /** For each of those, its parameters' names (a block: none). */
  const paramsIn: string[][] = [];
  /**
   * A join (`urljoin(base, path)`, `URI.join`) of a parameter: right only where every caller gives it a
   * relative path (`'/projects'` or `'https://…'` replaces the base's path or the base): checked once
   * every call is read (`relativeOnly`), else the URL is not read.
   */
  const joins: { fn: string; index: number; head: Piece }[] = [];
  /** A join's relative part (`uriJoin`), where it starts with a variable: only a parameter of the function being read, noted for `relativeOnly`. */
  const joinOf = (base: Piece[], rel: Piece[]): Piece[] | undefined => {
    const head = rel[0];
    if (head?.kind !== 'var') return uriJoin(base, rel);
    const index = paramsIn.at(-1)?.indexOf(head.name) ?? -1;
    if (index < 0) return undefined;
    joins.push({ fn: inside.at(-1)!, index, head });
    return uriJoin(base, rel);
  };
  const sends = new Map<string, Set<string>>();
  const calls = new Map<string, string[]>();
  /** The style a call of a function of the file stands for: one not proven when any of its requests (or its callees') goes through one. */
  const weakest = (fn: string): string | undefined => {
    const seen = new Set<string>();
    const found = new Set<string>();
    const walk = (f: string): void => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const st of sends.get(f) ?? []) found.add(st);
      for (const c of calls.get(f) ?? []) walk(c);
    };
    walk(fn);
    const styles = g.styles.filter((st) => found.has(st.id));
    return (styles.find((st) => !st.proven) ?? styles[0])?.id;
  };
  /** A request of the function being read (and the ones around it) goes through `style`. */
  const sent = (style: string | undefined) => {
    for (const f of inside) if (style) sends.set(f, (sends.get(f) ?? new Set()).add(style));
  };
  /** A receiver's name as the registry spells it: not `self.`'s, not private (`self._session` is `session`). */
  const clientName = (receiver: string) => {
    const own = receiver.replace(/^self\./, '');
    return g.privateMark ? own.replace(g.privateMark, '') : own;
  };
  /** The style a receiver's name alone stands for: a library called by its own name, or a client object of unknown making. */
  const styleNamed = (name: string) => {
    const own = clientName(name);
    return g.styles.find((s) => s.binding.kind === 'per call' && s.names.some((x) => x === own || (g.lang === 'python' && x === own.toLowerCase())))?.id;
  };
  /** Offsets of nodes already written as part of another (a URL built by a call of the file's own). */
  const consumed = new Set<number>();
  /** Offsets of assignments declared at their class's start (instance attributes). */
  const hoisted = new Set<number>();
  /**
   * Python: what a section's value serialises, under its encoding and fallback (`urlencode(fields).encode()
   * if fields else None`, `json.dumps(params or {})`): `fields`, sent as the callers give it or not at all.
   */
  const serialisedOf = (value: SgNode): SgNode => {
    for (let v = value; ; ) {
      const kids = v.children();
      let next: SgNode | undefined;
      if (v.kind() === 'conditional_expression' && kids.length === 5) next = kids[4].kind() === 'none' ? kids[0] : kids[0].kind() === 'none' ? kids[4] : undefined;
      else if (v.kind() === 'call' && v.field('function')?.kind() === 'attribute' && v.field('function')!.field('attribute')?.text() === 'encode' && !positional(v.field('arguments')).length) next = v.field('function')!.field('object') ?? undefined;
      else if (v.kind() === 'call' && SERIALISE.test(calleeOf(v) ?? '')) next = positional(v.field('arguments'))[0];
      else if (v.kind() === 'boolean_operator' && v.field('operator')?.text() === 'or' && v.field('right')?.kind() === g.dict && !v.field('right')!.children().some((c) => c.kind() === 'pair')) next = v.field('left') ?? undefined;
      else if (v.kind() === 'parenthesized_expression') next = kids.find((c) => c.isNamed());
      if (!next) return v;
      v = next;
    }
  };
  /** Python: locals a function assigns the serialisation of one of its parameters (`data = urlencode(fields).encode() if fields else None`), by function and name. */
  const sectionLocals = new Map<string, SgNode>();
  /** Dicts and hashes assigned to names, by name: `data=data` sends their fields. */
  const dicts = new Map<string, SgNode>();
  /** While one row of a route table is read: the names its row's values stand for (`method`, `template`). */
  const substitute = new Map<string, SgNode>();
  /** A `%` format filled; its characters are a format, where an edit writes its own `%` doubled. */
  const percent = (template: Piece[], args: Piece[][], named: ReadonlyMap<string, Piece[]>): Piece[] | undefined => {
    const format = formatOf(template, 'percent');
    if (format) scope.formats.push(format);
    return fillPercent(template, args, named);
  };
  /**
   * A format's argument: a decimal integer formats as its digits (`'…&per_page={}'.format(100)`),
   * spelled nowhere (an edit there would not be a number); anything else, its pieces.
   */
  const argPieces = (n: SgNode): Piece[] => (n.kind() === 'integer' && /^(?:0|[1-9]\d*)$/.test(n.text()) ? [...n.text()].map((ch) => ({ kind: 'char' as const, ch, off: -1 })) : pieces(n));
  const pieces = (n: SgNode): Piece[] => {
    const kind = n.kind();
    const start = n.range().start.index;
    const row = substitute.get(n.text());
    if (row && (g.names.test(String(kind)) || selfAttribute(n))) return pieces(row);
    const property = propertyRead(n);
    if (property) {
      scope.used.add(property);
      return [{ kind: 'var', name: property, off: start, len: n.text().length }];
    }
    const imported = moduleAttribute(n);
    if (imported) {
      spelled.add(start);
      scope.used.add(imported);
      return [{ kind: 'var', name: imported, off: start, len: n.text().length }];
    }
    // `self.api_url`: an instance attribute, one variable for the whole class.
    if (selfAttribute(n)) {
      spelled.add(start);
      scope.used.add(n.text());
      return [{ kind: 'var', name: n.text(), off: start, len: n.text().length }];
    }
    if (kind === 'call') {
      const same = unchanged(n) ?? fallback(n);
      return same ? pieces(same) : (formatted(n) ?? spreadReturn(n) ?? [{ kind: 'opaque', off: start }]);
    }
    const entry = dictEntry(n);
    if (entry) return pieces(entry);
    const keyed = keyedRead(n);
    if (keyed) return [{ kind: 'var', name: keyed.object, field: keyed.field, off: start, len: n.text().length }];
    if (kind === g.concat && n.children()[1]?.text() === '%' && n.children()[0]?.kind() === 'string') {
      const right = n.children()[2];
      const named = new Map<string, Piece[]>();
      if (right?.kind() === g.dict) for (const pair of right.children()) if (pair.children()[0]?.kind() === 'string') named.set(stringText(pair.children()[0]), pieces(pair.children()[2]));
      const items = right?.kind() === 'tuple' || right?.kind() === 'array' ? right.children().filter((c) => !/^[(),[\]]$/.test(String(c.kind()))) : right && right.kind() !== g.dict ? [right] : [];
      return percent(pieces(n.children()[0]), items.map(argPieces), named) ?? [{ kind: 'opaque', off: start }];
    }
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
        // A name, or an instance attribute (`f"{self.api_url}/…"`), is a variable; any other expression is unknown.
        const variable = inner.length === 1 && (g.names.test(String(inner[0].kind())) || selfAttribute(inner[0]) || !!keyedRead(inner[0]) || !!unchanged(inner[0]));
        out.push(...(variable ? pieces(inner[0]) : [{ kind: 'opaque' as const, off: r.start.index }]));
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

  /**
   * A call that gives back the string it is called on, as far as a URL is concerned: `.freeze`,
   * `.to_s`, `.dup` (Ruby), and the strip of a slash at the ends of a base or path
   * (`url.rstrip('/')`, `path.lstrip('/')`, `.chomp('/')`). The object, or undefined.
   */
  function unchanged(n: SgNode): SgNode | undefined {
    if (n.kind() !== 'call') return undefined;
    const fn = g.lang === 'python' ? n.field('function') : n;
    const object = g.lang === 'python' ? (fn?.kind() === 'attribute' ? fn.field('object') : null) : n.field('receiver');
    const method = g.lang === 'python' ? (fn?.kind() === 'attribute' ? fn.field('attribute')?.text() : undefined) : n.field('method')?.text();
    if (!object || !method || !/^(?:r|l)?strip$|^(?:freeze|to_s|dup|chomp)$/.test(method)) return undefined;
    // The argument's text, not its pieces: reading pieces marks the names in them as spelled.
    const args = positional(n.field('arguments'));
    const slash = args.length === 1 && /^(['"])\/\1$/.test(args[0].text());
    const same = g.lang === 'python' ? /^(?:r|l)?strip$/.test(method) && slash : (/^(?:freeze|to_s|dup)$/.test(method) && args.length === 0) || (method === 'chomp' && slash);
    return same && (stringy(object) || g.names.test(String(object.kind())) || selfAttribute(object) || !!unchanged(object)) ? object : undefined;
  }

  /**
   * A value read from a dict or hash by a literal key (`mr['id']`, `mr[:iid]`): a field of the
   * variable (`mr.id`), so that a hole it fills is a hole of that field, as `mr.id` is in JavaScript.
   */
  function keyedRead(n: SgNode): { object: string; field: string } | undefined {
    const kind = n.kind();
    if (kind !== 'subscript' && kind !== 'element_reference') return undefined;
    const object = kind === 'subscript' ? n.field('value') : n.field('object');
    const key = kind === 'subscript' ? n.field('subscript') : n.children().filter((c) => !/^[[\]]$/.test(String(c.kind())))[1];
    if (!object || !key || !(g.names.test(String(object.kind())) || selfAttribute(object))) return undefined;
    const word = key.kind() === 'string' ? stringText(key) : key.kind() === 'simple_symbol' ? key.text().slice(1) : undefined;
    return word && /^\w+$/.test(word) ? { object: object.text(), field: word } : undefined;
  }

  /** `self.api_url`: an instance attribute of Python, one variable for the whole class. */
  function selfAttribute(n: SgNode): boolean {
    return g.lang === 'python' && n.kind() === 'attribute' && n.field('object')?.text() === 'self';
  }

  /** `{"k": v}` (Python), `{ k: v }`/`{ "k" => v }` (Ruby): each key spelled in the file, as a field. */
  const fields = (dict: SgNode): Field[] => {
    const out: Field[] = [];
    for (const pair of dict.children()) {
      if (/^[{}(),]$/.test(String(pair.kind()))) continue;
      const [key, , value] = pair.children();
      const chars = pair.kind() !== 'pair' || !key ? [] : key.kind() === 'string' ? pieces(key) : key.kind() === 'hash_key_symbol' ? plain(key) : [];
      if (!chars.length || chars.some((p) => p.kind !== 'char')) {
        out.push({ spread: true });
        continue;
      }
      // A number stays a number (`"visibility_level": 10`): the rules read its value, and a fix of it is a text edit.
      if (value?.kind() === 'integer') out.push({ key: chars as Spelled[], value: { kind: 'literal', chars: plain(value) as Spelled[] } });
      else out.push({ key: chars as Spelled[], value: { kind: 'string', pieces: value ? pieces(value) : [] } });
    }
    return out;
  };
  /** A string's text without its delimiters (a dict key). */
  const stringText = (n: SgNode) => pieces(n).map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join('');
  /**
   * A call that builds a string: `'{0}/x'.format(a)`, `URI.join(base, 'x')`, `format('%s/x', a)`,
   * `URI("…")`; undefined for any other call.
   */
  const formatted = (n: SgNode): Piece[] | undefined => {
    if (g.lang === 'python') {
      const fn = n.field('function');
      if (URLENCODE.test(fn?.text() ?? '')) return urlencoded(positional(n.field('arguments')));
      const joined = URLJOIN.test(fn?.text() ?? '') && !functions.has('urljoin') ? positional(n.field('arguments')) : undefined;
      if (joined?.length === 2) return joinOf(pieces(joined[0]), pieces(joined[1]));
      // `'/'.join([API, 'projects', str(pid)])`: the items with the separator between them.
      if (fn?.kind() === 'attribute' && fn.field('attribute')?.text() === 'join' && fn.field('object')?.kind() === 'string') return joinedItems(positional(n.field('arguments')), fn.field('object')!);
      const object = fn?.kind() === 'attribute' ? fn.field('object') : undefined;
      // A route table's row read where the template's name stands (`template.format(**path)`): its path.
      const source = object?.kind() === 'string' ? object : object && substitute.get(object.text());
      if (fn?.kind() !== 'attribute' || fn.field('attribute')?.text() !== 'format' || !source) return undefined;
      const all = positional(n.field('arguments'));
      const args = all.filter((a) => !/splat/.test(String(a.kind())));
      if (args.length !== all.length && all.some((a) => a.kind() === 'list_splat')) return undefined;
      const named = new Map<string, Piece[]>();
      for (const k of n.field('arguments')?.children().filter((a) => a.kind() === g.keyword) ?? []) {
        const value = k.field('value');
        if (value) named.set(g.keyName(k) ?? '', pieces(value));
      }
      const template = pieces(source);
      // `format(**mapping)`: each name the mapping may fill is a value not known here.
      if (args.length !== all.length)
        for (let i = 0; i < template.length; i++) {
          const p = template[i];
          if (p.kind !== 'char' || p.ch !== '{' || (template[i + 1]?.kind === 'char' && (template[i + 1] as { ch: string }).ch === '{')) continue;
          let name = '';
          for (let j = i + 1; j < template.length && template[j].kind === 'char' && !/[}:!]/.test((template[j] as { ch: string }).ch); j++) name += (template[j] as { ch: string }).ch;
          if (name && !/^\d+$/.test(name) && !named.has(name)) named.set(name, [{ kind: 'opaque', off: p.off }]);
        }
      const format = formatOf(template, 'braces');
      if (format) scope.formats.push(format);
      return fillBraces(template, args.map(argPieces), named);
    }
    // `[API, 'projects', id].join('/')`: the items with the separator between them.
    if (n.field('method')?.text() === 'join' && n.field('receiver')?.kind() === 'array') {
      const sep = positional(n.field('arguments'));
      return sep.length <= 1 && (!sep[0] || sep[0].kind() === 'string') ? joinedItems([n.field('receiver')!], sep[0]) : undefined;
    }
    const callee = [n.field('receiver')?.text(), n.field('method')?.text()].filter(Boolean).join('.');
    if (!/^(?:(?:::)?URI(?:\.parse|\.join)?|format|sprintf)$/.test(callee)) return undefined;
    const args = positional(n.field('arguments'));
    if (/^(?:::)?URI(?:\.parse)?$/.test(callee) && args[0]) return pieces(args[0]);
    if (/^(?:::)?URI\.join$/.test(callee) && args.length === 2) return joinOf(pieces(args[0]), pieces(args[1]));
    if (/^(?:format|sprintf)$/.test(callee) && args[0]?.kind() === 'string') return percent(pieces(args[0]), args.slice(1).map(pieces), new Map());
    return undefined;
  };
  /**
   * A list or tuple literal joined by a separator string: each item's pieces (an item that is not
   * a string the code builds or a name is unread), the separator's characters between them spelled
   * nowhere (one spelling of the file stands for each of them: an edit there is no edit of one).
   */
  const joinedItems = ([list, ...more]: SgNode[], sep: SgNode | undefined): Piece[] | undefined => {
    const items = list && !more.length ? sequenceItems(list) : undefined;
    if (!items) return undefined;
    const between = sep ? pieces(sep) : [];
    if (between.some((p) => p.kind !== 'char')) return undefined;
    return items.flatMap((item, i) => [...(i ? between.map((p) => ({ ...p, off: -1 })) : []), ...(stringy(item) || g.names.test(String(item.kind())) ? pieces(item) : [{ kind: 'opaque' as const, off: item.range().start.index }])]);
  };
  /**
   * The items of a sequence the code writes out: a list or tuple literal, `+` of such, and
   * (Python) the arguments a caller gives a function's `*rest` where they are read back
   * (`rest`, `tuple(str(p) for p in rest)`, `[p for p in rest]`); undefined for anything else.
   */
  const sequenceItems = (x: SgNode): SgNode[] | undefined => {
    const kind = String(x.kind());
    if (['list', 'tuple', 'array'].includes(kind)) {
      const items = x.children().filter((c) => c.isNamed() && c.kind() !== 'comment');
      return items.some((i) => /splat/.test(String(i.kind()))) ? undefined : items;
    }
    if (kind === 'parenthesized_expression') {
      const inner = x.children().filter((c) => c.isNamed());
      return inner.length === 1 ? sequenceItems(inner[0]) : undefined;
    }
    if (kind === g.concat && x.children()[1]?.text() === '+') {
      const [a, b] = [sequenceItems(x.children()[0]), sequenceItems(x.children()[2])];
      return a && b ? [...a, ...b] : undefined;
    }
    if (g.lang !== 'python') return undefined;
    if (g.names.test(kind)) return spread.get(x.text());
    if (kind === 'call' && /^(?:tuple|list)$/.test(x.field('function')?.text() ?? '')) {
      const arg = x.field('arguments');
      return arg?.kind() === 'generator_expression' ? sequenceItems(arg) : undefined;
    }
    if (kind === 'generator_expression' || kind === 'list_comprehension') {
      // Each item itself, or its `str()`: the text a path has of it either way.
      const clauses = x.children().filter((c) => c.isNamed() && c.range().start.index !== x.field('body')?.range().start.index);
      const loop = clauses.length === 1 && clauses[0].kind() === 'for_in_clause' ? clauses[0] : undefined;
      const name = loop?.field('left');
      const body = x.field('body');
      const same = body && name && (body.text() === name.text() || body.text() === `str(${name.text()})`);
      return same && loop?.field('right') ? sequenceItems(loop.field('right')!) : undefined;
    }
    return undefined;
  };
  /** While a call of a function returning one expression of its `*rest` is read: the arguments that rest stands for. */
  const spread = new Map<string, SgNode[]>();
  /**
   * A call of the file's function that takes its arguments as `*rest` and returns one expression
   * of them (`def path(*parts): return '/'.join((API,) + tuple(str(p) for p in parts))`): that
   * expression with the call's arguments, or undefined.
   */
  function spreadReturn(n: SgNode): Piece[] | undefined {
    const fn = g.lang === 'python' && n.kind() === 'call' ? n.field('function') : undefined;
    const defs = fn?.kind() === 'identifier' ? definitions.get(fn.text()) : undefined;
    if (defs?.length !== 1) return undefined;
    const params = defs[0].field('parameters')?.children().filter((c) => c.isNamed()) ?? [];
    const rest = params.length === 1 && params[0].kind() === 'list_splat_pattern' ? params[0].children().find((c) => c.kind() === 'identifier')?.text() : undefined;
    const body = defs[0].field('body')?.children().filter((c) => c.kind() !== 'comment') ?? [];
    const expr = body.length === 1 && body[0].kind() === 'return_statement' ? body[0].children().find((c) => c.isNamed()) : undefined;
    const args = positional(n.field('arguments'));
    if (!rest || !expr || spread.has(rest) || args.some((a) => /splat/.test(String(a.kind())))) return undefined;
    spread.set(rest, args);
    try {
      return stringy(expr) ? pieces(expr) : undefined;
    } finally {
      spread.delete(rest);
    }
  }
  /**
   * `urlencode({'state': 'opened', 'labels': 'a,b'})` of a dict of literal strings and numbers: the
   * query it makes (`state=opened&labels=a%2Cb`), spelled nowhere (the file spells a dict, not this
   * text: an edit of it is no edit of the file); undefined for anything else.
   */
  const urlencoded = ([dict, ...more]: SgNode[]): Piece[] | undefined => {
    if (!dict || more.length || dict.kind() !== g.dict) return undefined;
    const words: string[] = [];
    for (const pair of dict.children().filter((c) => !/^[{},]$/.test(String(c.kind())))) {
      const [k, , v] = pair.kind() === 'pair' ? pair.children() : [];
      const literal = (x: SgNode | undefined) => (x?.kind() === 'string' && !x.text().startsWith('f') && !stringText(x).includes('\u0000') ? stringText(x) : x?.kind() === 'integer' && /^(?:0|[1-9]\d*)$/.test(x.text()) ? x.text() : undefined);
      const key = literal(k);
      const value = literal(v);
      if (key === undefined || value === undefined) return undefined;
      words.push(`${quotePlus(key)}=${quotePlus(value)}`);
    }
    return [...words.join('&')].map((ch) => ({ kind: 'char' as const, ch, off: -1 }));
  };
  /** The name a call of the file's own function spells (`helper(…)`, `self.helper(…)`), if it is one. */
  const ownCallee = (n: SgNode): SgNode | undefined => {
    if (g.lang === 'python') {
      const fn = n.field('function');
      const name = fn?.kind() === 'identifier' ? fn : fn?.kind() === 'attribute' && fn.field('object')?.text() === 'self' ? fn.field('attribute') : undefined;
      return name && functions.has(name.text()) ? name : undefined;
    }
    const receiver = n.field('receiver');
    const name = n.field('method');
    return name && (!receiver || receiver.kind() === 'self') && functions.has(name.text()) ? name : undefined;
  };
  /**
   * The functions some call of the file gives a string (a path, a URL): only those are functions
   * of the document (the others carry no URL from their callers, and cost the linter their calls).
   */
  let givenNames: Set<string> | undefined;
  const given = (name: string): boolean => {
    if (!givenNames) {
      givenNames = new Set<string>();
      for (const c of functions.size ? root.findAll({ rule: { kind: 'call' } }) : []) {
        const own = ownCallee(c);
        if (own && !givenNames.has(own.text()) && positional(c.field('arguments')).some((a) => stringy(a))) givenNames.add(own.text());
      }
    }
    return givenNames.has(name);
  };
  /** The name of the file's own function a call calls with a string somewhere, if it is one. */
  const localCallee = (n: SgNode): SgNode | undefined => {
    if (n.kind() !== 'call') return undefined;
    const name = ownCallee(n);
    return name && given(name.text()) ? name : undefined;
  };
  /** Whether a value is a string the code builds (a literal, a join, a format), so its pieces are worth writing. */
  const stringy = (n: SgNode | undefined | null): boolean => {
    if (!n) return false;
    const kind = String(n.kind());
    if (['string', 'concatenated_string', 'parenthesized_expression'].includes(kind)) return true;
    if (kind === g.concat) return n.children()[1]?.text() === '+' || (n.children()[1]?.text() === '%' && n.children()[0]?.kind() === 'string');
    if (dictEntry(n) || propertyRead(n)) return true;
    return kind === 'call' && (formatted(n) !== undefined || unchanged(n) !== undefined || fallback(n) !== undefined);
  };
  /**
   * A literal key's entry of a dict or hash the file assigns to a name (`options = { base: '…/api/v3/' }`,
   * then `options[:base]`), where it is a string: the value the code starts from (an option parser
   * may put another there, as the environment may replace a default).
   */
  function dictEntry(n: SgNode): SgNode | undefined {
    const keyed = keyedRead(n);
    const dict = keyed && dicts.get(keyed.object);
    if (!keyed || !dict) return undefined;
    for (const pair of dict.children()) {
      const [key, , v] = pair.kind() === 'pair' ? pair.children() : [];
      const word = key?.kind() === 'string' ? stringText(key) : key?.kind() === 'hash_key_symbol' ? key.text() : key?.kind() === 'simple_symbol' ? key.text().slice(1) : undefined;
      if (word === keyed.field) return v && v.kind() !== g.dict && stringy(v) ? v : undefined;
    }
    return undefined;
  }
  /**
   * The default of a read of the environment or of the arguments (`os.environ.get('X', '…')`,
   * `ENV.fetch('X', '…')`, `ARGV.fetch(1, '…')`) where it is a string: the value the code falls back
   * on, wherever the read stands (an assignment, a `+` join, `base_uri ENV.fetch(…) + '/api/v3'`).
   */
  function fallback(n: SgNode): SgNode | undefined {
    if (n.kind() !== 'call' || !g.envDefault.test(calleeOf(n) ?? '')) return undefined;
    const given = positional(n.field('arguments'))[1];
    return given && stringy(given) ? given : undefined;
  }
  const nameOf = (n: SgNode): Name => ({ text: n.text(), off: n.range().start.index });
  /** Calls of the file's own functions: each stands for the styles its function sends through, known once every function is read. */
  const localCalls: Call[] = [];
  /** A call of the file's own function, with the arguments it is given (those that are not strings are unknown). */
  const localCall = (n: SgNode, name: SgNode): Call => {
    consumed.add(n.range().start.index);
    const callee = name.text();
    for (const f of inside) calls.set(f, [...(calls.get(f) ?? []), callee]);
    const c: Call = { kind: 'call', fn: nameOf(name), args: [] };
    localCalls.push(c);
    const handsAt = g.lang === 'ruby' ? optionsAt(callee) : undefined;
    const given = positional(n.field('arguments'));
    // A dict given positionally (`call(path, 'POST', {'branch_name': b})`) is its fields, as a keyword's is.
    given.forEach((a, i) => i !== handsAt && c.args.push(g.lang === 'python' && a.kind() === g.dict ? { kind: 'object', fields: fields(a) } : value(a)));
    // Python: a keyword that names a parameter is that parameter's argument (`method='DELETE'`
    // overrides `method='GET'`); a parameter before it that no one gives has its default, when
    // the default is a string, else an unread value.
    const defs = g.lang === 'python' ? definitions.get(callee) : undefined;
    const params = defs?.length === 1 ? paramNames(defs[0]) : undefined;

    const named = new Set<SgNode>();
    for (const a of params ? (n.field('arguments')?.children() ?? []) : []) {
      const at = a.kind() === g.keyword ? params!.findIndex((p) => p.text() === a.field('name')?.text()) : -1;
      const v = a.field('value');
      if (at < given.length || !v) continue;
      named.add(a);
      for (let i = c.args.length; i < at; i++) {
        const fallback = params![i].parent()?.field('value');
        c.args.push(fallback?.kind() === 'string' ? value(fallback) : { kind: 'unread' });
      }
      c.args[at] = value(v);
    }
    // Keywords (Python): kept for a function that takes its callers' (`**kwargs`); `**x` is fields unnamed.
    const handed = handsAt === undefined ? [] : optionsGiven(given[handsAt], n.field('arguments'));
    const asKey = handsAsKey.get(callee);
    const keywords: Field[] = asKey && handed.length ? [{ key: [...asKey].map((ch) => ({ ch, off: -1 })), value: { kind: 'object', fields: handed } }] : handed;
    for (const a of g.lang === 'python' ? (n.field('arguments')?.children() ?? []) : []) {
      if (named.has(a)) continue;
      const v = a.kind() === g.keyword ? a.field('value') : undefined;
      const key = a.kind() === g.keyword ? a.field('name') : undefined;
      const kept: Value | undefined = !v ? undefined : v.kind() === g.dict ? { kind: 'object', fields: fields(v) } : v.kind() === 'integer' ? { kind: 'literal', chars: plain(v) as Spelled[] } : value(v);
      if (key && kept) keywords.push({ key: plain(key) as Spelled[], value: kept });
      else if (a.kind() === 'dictionary_splat') keywords.push({ spread: true });
    }
    if (keywords.length) c.keywords = keywords;
    return c;
  };
  /**
   * Ruby: the options a caller hands a method that passes them on whole to a request, as keywords:
   * a hash's pairs (`{ body: {…} }`, pairs without braces), `x.merge(hash)` (what `x` holds is not
   * read: fields unnamed, then the hash's), anything else fields unnamed.
   */
  const optionsGiven = (arg: SgNode | undefined, args: SgNode | null): Field[] => {
    const pairsOf = (pairs: SgNode[]): Field[] =>
      pairs.flatMap((pair): Field[] => {
        const word = g.keyName(pair);
        const v = pair.children()[2];
        if (!word || !v) return [{ spread: true }];
        return [{ key: [...word].map((ch) => ({ ch, off: -1 })), value: v.kind() === g.dict ? { kind: 'object', fields: fields(v) } : value(v) }];
      });
    const ownPairs = (h: SgNode) => h.children().filter((c) => c.kind() === 'pair');
    if (!arg) return pairsOf(args?.children().filter((a) => a.kind() === 'pair') ?? []);
    if (arg.kind() === g.dict) return pairsOf(ownPairs(arg));
    const merged = arg.kind() === 'call' && arg.field('method')?.text() === 'merge' ? positional(arg.field('arguments'))[0] : undefined;
    if (merged?.kind() === g.dict) return [{ spread: true }, ...pairsOf(ownPairs(merged))];
    if (arg.kind() === 'call' && arg.field('method')?.text() === 'merge') return [{ spread: true }, ...pairsOf(arg.field('arguments')?.children().filter((a) => a.kind() === 'pair') ?? [])];
    return [{ spread: true }];
  };
  /** A value as the model holds it: a call of the file's own function, a string's pieces, or unread. */
  const value = (n: SgNode): Value => {
    const name = localCallee(n);
    if (name) return localCall(n, name);
    if (stringy(n) || g.names.test(String(n.kind())) || (g.lang === 'python' && n.kind() === 'attribute' && n.field('object')?.text() === 'self')) return { kind: 'string', pieces: pieces(n) };
    return { kind: 'unread' };
  };
  const plain = (n: SgNode): Piece[] => [...n.text()].map((ch, i) => ({ kind: 'char' as const, ch, off: n.range().start.index + i }));
  const positional = (args: SgNode | null | undefined) => args?.children().filter((a) => !['(', ')', ',', g.keyword, 'comment', 'block_argument'].includes(String(a.kind()))) ?? [];
  /** Parameters given as a hash or as bare pairs (`set_form_data('a' => 1, b: 2)`). */
  const fieldsOf = (n: SgNode): Field[] => {
    const hash = n.kind() === 'argument_list' ? n.children().find((c) => c.kind() === g.dict) : undefined;
    return fields(hash ?? n);
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
    if (kind === 'call' && RUBY_REQUEST_FUNCTIONS && stripRoot(n.field('receiver')?.text()) === RUBY_REQUEST_FUNCTIONS.names[0] && /^(start|new)$/.test(n.field('method')?.text() ?? '')) {
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
  /** The modules the file requires (`require 'open-uri'`). */
  const required = new Set(g.lang === 'ruby' ? root.findAll({ rule: { kind: 'call' } }).filter((c) => !c.field('receiver') && c.field('method')?.text() === 'require').map((c) => positional(c.field('arguments'))[0]).filter((a) => a?.kind() === 'string').map((a) => stringText(a!)) : []);
  /**
   * A member of a module that GETs a URL (open-uri: `URI.open(url, headers)`): on the module, on a
   * URI the code makes of a URL (`URI.parse(url).open`), or bare where the file requires the
   * module (it gives Kernel's `open` the URL). The URL is sent as written; the rest is headers.
   */
  const memberOpen = (n: SgNode): boolean => {
    const verb = n.field('method')?.text() ?? '';
    const receiver = n.field('receiver');
    const style = RUBY_MEMBER_OPENERS.find((st) => st.binding.kind === 'member' && st.binding.paths.some((p) => p.length === 1 && p[0] === verb));
    if (!style) return false;
    const onModule = !!receiver && style.names.includes(stripRoot(receiver.text()));
    const ofUri = !!receiver && receiver.kind() === 'call' && receiver.field('method')?.text() !== verb && formatted(receiver) !== undefined;
    const kernel = !receiver && style.modules.some((mod) => required.has(mod));
    if (!onModule && !ofUri && !kernel) return false;
    const url = ofUri ? receiver : positional(n.field('arguments'))[0];
    if (!url || !stringy(url)) return false;
    const urlPieces = pieces(url);
    if (!urlPieces.some((p) => p.kind !== 'char' || p.ch === '/')) return false;
    sent(style.id);
    m.add({ kind: 'request', at: n.range().start.index, style: style.id, method: { kind: 'fixed', method: 'GET' }, url: { kind: 'string', pieces: urlPieces }, params: [] });
    return true;
  };
  /**
   * A request whose path is an option that replaces its connection's path (Excon: `conn.get(path:
   * '/api/v3/…', query: {…})`, `conn.request(method: :get, path: …)`): the URL is the connection's
   * origin, which the reader does not take apart (an opaque piece), and that path.
   */
  const pathRequest = (n: SgNode): boolean => {
    const receiver = n.field('receiver')?.text().replace(/^self\./, '') ?? '';
    const verb = n.field('method')?.text() ?? '';
    const style = g.styles.find((st) => st.id === (made.get(receiver) ?? styleNamed(receiver)));
    const { pathKey, methodKey } = style?.shape ?? {};
    const args = n.field('arguments');
    const pairs = args?.children().filter((a) => a.kind() === 'pair') ?? [];
    const option = (key: string | undefined) => pairs.find((p) => key && g.keyName(p) === key)?.children()[2];
    const path = option(pathKey);
    if (!style || !path) return false;
    // `Excon.get(url, path: …)`: the path replaces the URL's own; a URL is not taken apart here.
    if (positional(args).length || !stringy(path)) return false;
    const pathPieces = pieces(path);
    if (pathPieces[0]?.kind !== 'char' || pathPieces[0].ch !== '/') return false;
    const named = option(methodKey);
    const word = VERBS.test(verb) ? verb : verb === 'request' && named?.kind() === 'simple_symbol' ? named.text().slice(1) : named?.kind() === 'string' ? stringText(named) : undefined;
    if (!word || !VERBS.test(word.toLowerCase())) return false;
    const method: Method = VERBS.test(verb) ? { kind: 'spelled', pieces: plain(n.field('method')!) } : { kind: 'spelled', pieces: plain(named!).slice(named!.kind() === 'simple_symbol' ? 1 : 0).map((p) => (p.kind === 'char' ? { ...p, ch: p.ch.toUpperCase() } : p)), readOnly: [named!.range().start.index, named!.range().end.index] };
    const params: Param[] = [];
    for (const p of pairs) {
      const key = g.keyName(p) ?? '';
      const section = style.shape.queryKeys.includes(key) ? 'qs' : style.shape.bodyKeys.includes(key) ? 'body' : undefined;
      const v = p.children()[2];
      if (section && v) params.push({ section, ...(v.kind() === g.dict ? { fields: fields(v) } : {}) });
      else if (!style.shape.optionKeys.includes(key)) params.push({ section: 'body' });
    }
    sent(style.id);
    m.add({ kind: 'request', at: n.range().start.index, style: style.id, method, url: { kind: 'string', pieces: [{ kind: 'opaque', off: -1 }, ...pathPieces] }, params });
    return true;
  };
  const netHttp = (n: SgNode): boolean => {
    const receiver = n.field('receiver');
    const name = n.field('method')?.text() ?? '';
    if (!receiver) return false;
    const namespace = RUBY_REQUEST_FUNCTIONS?.names[0];
    const text = stripRoot(receiver.text());
    const cls = !!namespace && text.startsWith(`${namespace}::`) && /^(?:Get|Post|Put|Patch|Delete|Head|Options)$/.test(text.slice(namespace.length + 2)) && name === 'new';
    const fn = namespace && text === namespace ? NET_HTTP_FUNCTIONS[name] : undefined;
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
    const style = (cls ? RUBY_REQUEST_CLASSES : RUBY_REQUEST_FUNCTIONS)?.id;
    sent(style);
    const verb = cls ? receiver.children()[receiver.children().length - 1] : undefined;
    const method: Method = verb ? { kind: 'spelled', pieces: plain(verb), className: [verb.range().start.index, verb.range().end.index] } : { kind: 'fixed', method: fn! };
    const body = cls ? later?.value : name === 'post_form' ? (data?.kind() === g.dict ? data : n.field('arguments')) : data;
    const params: Param[] = body ? [{ section: 'body', ...(body.kind() === g.dict || body.kind() === 'argument_list' ? { fields: fieldsOf(body) } : {}) }] : [];
    m.add({ kind: 'request', at: n.range().start.index, ...(style ? { style } : {}), method, url: { kind: 'string', pieces: url }, params });
    return true;
  };

  /**
   * Python's urllib: `urllib.request.Request(url, data, method='PUT')` (urllib2's too) is a request,
   * sent where `urlopen` takes it; its method is the `method=` string, or what a subclass's
   * `get_method` returns (`class PutRequest(urllib.request.Request)`), or GET without data and POST
   * with it; `urlopen(url, data)` with a URL is one too. Only a spelled `method=` is edited.
   */
  const urlRequest = (n: SgNode): boolean => {
    const callee = n.field('function')?.text() ?? '';
    const sub = requestSubclasses.get(callee);
    const named = (name: string) => !!name && (URLLIB_MODULES.some((mod) => callee === `${mod}.${name}`) || (callee === name && importsFromUrllib.has(name)));
    const request = named(REQUEST_CLASS) || sub !== undefined;
    const open = named(OPEN_FUNCTION);
    if (!request && !open) return false;
    const args = n.field('arguments');
    const given = positional(args);
    const keyword = (k: string) => args?.children().find((a) => a.kind() === g.keyword && g.keyName(a) === k)?.field('value') ?? undefined;
    const uri = given[0] ?? keyword('url');
    // `urlopen(req)`: the request was read where it was made. A URL held in a name is not read
    // (`url += '?' + urlencode(query)` after it is bound: what it holds last is not known here).
    if (!uri || !stringy(uri)) return false;
    const spelled = request ? keyword('method') : undefined;
    // A method the code gives in a variable (`method=method` in a helper): the value its callers fill, never edited here.
    if (spelled && spelled.kind() !== 'string' && !g.names.test(String(spelled.kind()))) return false;
    const url = pieces(uri);
    if (!url.some((p) => p.kind !== 'char' || p.ch === '/')) return false;
    const data = given[1] ?? keyword('data');
    const method: Method = spelled?.kind() === 'string' ? { kind: 'spelled', pieces: pieces(spelled) } : spelled ? { kind: 'spelled', pieces: pieces(spelled), readOnly: [spelled.range().start.index, spelled.range().end.index] } : { kind: 'fixed', method: sub ?? (data ? 'POST' : 'GET') };
    // `urlencode({…}).encode()`: the fields are the dict's; a local serialising the function's parameter: its callers' dicts.
    const body = data && serialisedOf(g.names.test(String(data.kind())) ? (sectionLocals.get(`${inside.at(-1)}\0${data.text()}`) ?? data) : data);
    const whole = body?.kind() === 'identifier' && paramsIn.at(-1)?.includes(body.text());
    if (whole) scope.spelled.add(body.range().start.index);
    const params: Param[] = body ? [whole ? { section: 'body', name: { text: body.text(), off: body.range().start.index } } : { section: 'body', ...(body.kind() === g.dict ? { fields: fields(body) } : {}) }] : [];
    sent(URLLIB_STYLE?.id);
    m.add({ kind: 'request', at: n.range().start.index, ...(URLLIB_STYLE ? { style: URLLIB_STYLE.id } : {}), method, url: { kind: 'string', pieces: url }, params });
    return true;
  };

  /** Whether a call is one of the module's that run an argument list (`subprocess.run`, or `run` imported from it). */
  const runsArgv = (n: SgNode): boolean => {
    const callee = n.field('function')?.text() ?? '';
    const fn = importedFrom.get(callee) === RUNS_ARGV.module ? callee : callee.startsWith(`${RUNS_ARGV.module}.`) ? callee.slice(RUNS_ARGV.module.length + 1) : '';
    return RUNS_ARGV.functions.test(fn);
  };
  /** Lists assigned to names (`cmd = ['curl', …]`): a run of the name runs their words. */
  const lists = new Map<string, SgNode>();
  /**
   * Python: the argument list a call runs as a program with no shell between
   * (`subprocess.run([...])`, `check_output(cmd)` of a list assigned before), when not `shell=True`.
   */
  const argvRun = (n: SgNode): SgNode | undefined => {
    if (g.lang !== 'python' || !runsArgv(n)) return undefined;
    const args = n.field('arguments');
    if (args?.children().some((a) => a.kind() === g.keyword && g.keyName(a) === 'shell' && a.field('value')?.text() !== 'False')) return undefined;
    const first = positional(args)[0] ?? args?.children().find((a) => a.kind() === g.keyword && g.keyName(a) === 'args')?.field('value') ?? undefined;
    const list = first && g.names.test(String(first.kind())) ? lists.get(first.text()) : first;
    return list?.kind() === 'list' ? list : undefined;
  };
  /** An argument list's word as shell text: its characters (a `$` doubled: itself), `${NAME}` for a variable, an unset variable for what is not read. */
  const argvWord = (el: SgNode): Snippet => {
    const sb = new SnippetBuilder();
    const ps: Piece[] = stringy(el) || g.names.test(String(el.kind())) ? pieces(el) : [{ kind: 'opaque', off: el.range().start.index }];
    for (const p of ps) {
      if (p.kind === 'char') for (const ch of p.ch === '$' ? '$$' : p.ch) sb.push(ch, p.off);
      else for (const ch of p.kind === 'var' && !p.field && /^[A-Za-z_]\w*$/.test(p.name) ? `\${${p.name}}` : '${__unread}') sb.push(ch, p.off);
    }
    return sb.build();
  };
  /**
   * A program's argument list (curl's, the shell reader's programs) as the command line that runs
   * the same words, read by the shell reader on the document's bindings. No differential test runs
   * a Python list: its requests name no style (review at most).
   */
  const argvRequest = (words: SgNode[]): boolean => {
    // The program first: the words of one the shell reader does not read stay reads of their names.
    if (!words.length || !argvCommand([argvWord(words[0])], true)) return false;
    const cmd = argvCommand(words.map(argvWord), true);
    if (!cmd) return false;
    const before = new Set(itemsOf(m.items));
    addShell(m, cmd, scope);
    for (const item of itemsOf(m.items)) if (item.kind === 'request' && !before.has(item)) delete item.style;
    return true;
  };
  /** A list's elements (no brackets or commas). */
  const elements = (list: SgNode) => list.children().filter((c) => c.isNamed() && c.kind() !== 'comment');
  /**
   * Functions of the file that run a list holding their callers' arguments (`def curl(*args): cmd =
   * ['curl', '-sf', *args]; subprocess.run(cmd)`): by name, the list and the splatted parameter.
   * A list that reads another parameter of the function is not one (its value is the caller's).
   */
  let argvWrapperMap: Map<string, { list: SgNode; rest: string }> | undefined;
  const argvWrapper = (name: string) => {
    if (!argvWrapperMap) {
      argvWrapperMap = new Map();
      for (const [fnName, defs] of g.lang === 'python' ? definitions : []) {
        if (defs.length !== 1) continue;
        const params = defs[0].field('parameters');
        const rest = params?.children().find((p) => p.kind() === 'list_splat_pattern')?.children().find((c) => c.kind() === 'identifier')?.text();
        const others = new Set(params?.findAll({ rule: { kind: 'identifier' } }).map((i) => i.text()).filter((t) => t !== rest));
        if (!rest) continue;
        const assigned = new Map<string, SgNode>();
        for (const a of defs[0].findAll({ rule: { kind: 'assignment' } })) if (a.field('left')?.kind() === 'identifier' && a.field('right')?.kind() === 'list') assigned.set(a.field('left')!.text(), a.field('right')!);
        for (const c of defs[0].findAll({ rule: { kind: 'call' } })) {
          const first = runsArgv(c) ? positional(c.field('arguments'))[0] : undefined;
          const list = first?.kind() === 'list' ? first : first ? assigned.get(first.text()) : undefined;
          const splats = list ? elements(list).filter((e) => e.kind() === 'list_splat') : [];
          const reads = list ? elements(list).some((e) => e.kind() !== 'list_splat' && e.findAll({ rule: { kind: 'identifier' } }).some((i) => others.has(i.text()))) : true;
          if (list && splats.length === 1 && splats[0].children().at(-1)?.text() === rest && !reads) argvWrapperMap.set(fnName, { list, rest });
        }
      }
    }
    return argvWrapperMap.get(name);
  };
  /** Names assigned a request object of a style's request class (`req = HTTPRequest(…)`): a send of one was read where it was made. */
  const requestObjects = new Set<string>();
  /**
   * Python: a request class of the registry (`HTTPRequest(url, method='POST', body=…)`, through its
   * module or imported bare) and the member of a client that sends a URL or such a request
   * (`AsyncHTTPClient().fetch(url, method=…)`): the URL first (or `url=`), the method under the
   * shape's `methodKey` (a GET without it), the body under its `bodyKeys`.
   */
  const classRequest = (n: SgNode): boolean => {
    const fn = n.field('function');
    const callee = fn?.text() ?? '';
    const cls = g.styles.find((st) => st.binding.kind === 'per call' && st.shape.methodKey && st.names.some((name) => namesOf(callee, name, st.modules)));
    const object = fn?.kind() === 'attribute' ? fn.field('object') : undefined;
    const member = fn?.kind() === 'attribute' ? fn.field('attribute')?.text() : undefined;
    const held = object ? object.text().replace(/^self\./, '') : '';
    const client = !cls && object && member ? (object.kind() === 'call' ? madeBy(object) : g.styles.find((st) => st.id === made.get(held))) : undefined;
    const style = cls ?? (client?.shape.sendMember === member ? client : undefined);
    if (!style?.shape.methodKey) return false;
    const args = n.field('arguments');
    const keyword = (k: string) => args?.children().find((a) => a.kind() === g.keyword && g.keyName(a) === k)?.field('value') ?? undefined;
    const url = positional(args)[0] ?? style.shape.urlKeys.map(keyword).find(Boolean);
    if (!url) return false;
    // `fetch(req)`: the request object was read where it was made.
    if (!cls && g.names.test(String(url.kind())) && requestObjects.has(url.text())) return true;
    // A method the code does not spell (a variable): not read, and its URL's names stay reads of their bases.
    const named = keyword(style.shape.methodKey);
    if (named && named.kind() !== 'string') return false;
    const urlPieces = stringy(url) || g.names.test(String(url.kind())) ? pieces(url) : [];
    if (!urlPieces.some((p) => p.kind !== 'char' || p.ch === '/')) return false;
    // Read-only: such a client may refuse a method without its body (tornado's POST needs one, its GET must have none).
    const method: Method = named ? { kind: 'spelled', pieces: pieces(named), readOnly: [named.range().start.index, named.range().end.index] } : { kind: 'fixed', method: 'GET' };
    const params: Param[] = [];
    for (const key of style.shape.bodyKeys) {
      let body = keyword(key);
      if (body && g.names.test(String(body.kind())) && dicts.has(body.text())) body = dicts.get(body.text())!;
      else if (body?.kind() === 'call' && SERIALISE.test(calleeOf(body) ?? '')) body = positional(body.field('arguments'))[0] ?? body;
      // A literal empty body sends no fields.
      if (body) params.push({ section: 'body', ...(body.kind() === g.dict ? { fields: fields(body) } : body.kind() === 'string' && !stringText(body) ? { fields: [] } : {}) });
    }
    const parent = n.parent();
    if (cls && parent?.kind() === 'assignment' && parent.field('left')?.kind() === 'identifier') requestObjects.add(parent.field('left')!.text());
    sent(style.id);
    m.add({ kind: 'request', at: n.range().start.index, style: style.id, method, url: { kind: 'string', pieces: urlPieces }, params });
    return true;
  };
  /**
   * Faraday's block form (`conn.put do |req| req.url "…"; req.body = {…} end`): the URL and the body
   * the block sets on the request it is given; nothing when the block sets neither (or sets the URL twice).
   */
  const blockRequest = (n: SgNode): { url: SgNode; body?: SgNode; at: number } | undefined => {
    const block = n.children().find((c) => c.kind() === 'do_block' || c.kind() === 'block');
    const req = block?.children().find((c) => c.kind() === 'block_parameters')?.children().find((c) => c.kind() === 'identifier')?.text();
    if (!block || !req) return undefined;
    const on = (c: SgNode, method: string) => c.field('receiver')?.text() === req && c.field('method')?.text() === method;
    const urls = block.findAll({ rule: { kind: 'call' } }).filter((c) => on(c, 'url'));
    const body = block.findAll({ rule: { kind: 'assignment' } }).find((a) => a.field('left')?.kind() === 'call' && on(a.field('left')!, 'body'))?.field('right');
    const url = urls.length === 1 ? positional(urls[0].field('arguments'))[0] : undefined;
    return url && { url, ...(body ? { body } : {}), at: urls[0].range().start.index };
  };
  /**
   * What the block a call is given sets on its parameter under one of `keys`, where it sets it once
   * (`Faraday.new do |f| f.url_prefix = "…" end`): the value, or undefined.
   */
  const setInBlock = (n: SgNode, keys: readonly string[]): SgNode | undefined => {
    const block = n.children().find((c) => c.kind() === 'do_block' || c.kind() === 'block');
    const param = block?.children().find((c) => c.kind() === 'block_parameters')?.children().find((c) => c.kind() === 'identifier')?.text();
    if (!block || !param) return undefined;
    const sets = block.findAll({ rule: { kind: 'assignment' } }).filter((a) => a.field('left')?.kind() === 'call' && a.field('left')!.field('receiver')?.text() === param && keys.includes(a.field('left')!.field('method')?.text() ?? ''));
    return sets.length === 1 ? (sets[0].field('right') ?? undefined) : undefined;
  };
  /** Whether a node is a string literal that names an HTTP method. */
  const methodWord = (n: SgNode | undefined) => n?.kind() === 'string' && METHOD_WORD.test(stringText(n));
  /**
   * `@api["projects/#{id}/builds"].get`, `api['projects'][id.to_s]['star'].delete`: a request on a
   * sub-resource of a `RestClient::Resource` (a connection its factory made), each index joined to
   * the URL before it as RestClient's `[]` joins them. `post(payload, headers)` sends the payload;
   * `get(headers)` the query in the headers' `params:`. Its verb is not edited: the verbs take
   * different arguments.
   */
  const resourceCall = (n: SgNode): boolean => {
    const { object, verb, args } = g.parts(n) ?? {};
    if (object?.kind() !== 'element_reference' || !verb || !VERBS.test(verb.text())) return false;
    const path: SgNode[] = [];
    let root: SgNode = object;
    while (root.kind() === 'element_reference') {
      const [inner, index, ...more] = root.children().filter((c) => c.isNamed());
      if (!inner || !index || more.length) return false;
      path.unshift(index);
      root = inner;
    }
    const prefix = prefixes.get(root.text());
    if (!prefix) return false;
    let url: Piece[] = [{ kind: 'var', name: prefix, off: -1, len: 0 }];
    for (const index of path) url = joinResource(url, pieces(index));
    const given = positional(args);
    const kwargs = args?.children().filter((a) => a.kind() === g.keyword) ?? [];
    const sends = /^(post|put|patch)$/.test(verb.text());
    const params: Param[] = [];
    const payload = sends ? given[0] : undefined;
    if (payload?.kind() === g.dict) params.push({ section: 'body', fields: fields(payload) });
    else if (payload) params.push({ section: 'body' });
    else if (sends && kwargs.length) params.push({ section: 'body', fields: fields(args!).filter((f) => !('spread' in f)) });
    const headers = sends ? given[1] : given[0];
    const pairs = headers?.kind() === g.dict ? headers.children() : sends ? [] : kwargs;
    const query = pairs.find((k) => k.kind() === g.keyword && g.keyName(k) === 'params')?.children()[2];
    if (query) params.push({ section: 'qs', ...(query.kind() === g.dict ? { fields: fields(query) } : {}) });
    const style = prefixStyles.get(root.text());
    sent(style);
    const method: Method = { kind: 'spelled', pieces: plain(verb).map((p) => (p.kind === 'char' ? { ...p, ch: p.ch.toUpperCase() } : p)), readOnly: [verb.range().start.index, verb.range().end.index] };
    m.add({ kind: 'request', at: n.range().start.index, ...(style ? { style } : {}), method, url: { kind: 'string', pieces: url }, params });
    return true;
  };
  /**
   * A route table: `method, template = ROUTES[name]` in the function around a call that is given
   * those names, where ROUTES is a dict literal the file assigns whose every value is a tuple of as
   * many strings (`'unstar': ('DELETE', '/projects/{project}/star')`): each row, where it is
   * written, with the strings it gives the names. A row is the request the call sends for its key.
   */
  const routeRows = (n: SgNode): { at: number; names: Map<string, SgNode> }[] | undefined => {
    if (g.lang !== 'python' || substitute.size) return undefined;
    let fn = n.parent();
    while (fn && fn.kind() !== 'function_definition') fn = fn.parent();
    const given = new Set(n.field('arguments')?.findAll({ rule: { kind: 'identifier' } }).map((i) => i.text()));
    for (const a of fn?.findAll({ rule: { kind: 'assignment' } }) ?? []) {
      const left = a.field('left');
      const right = a.field('right');
      if ((left?.kind() !== 'pattern_list' && left?.kind() !== 'tuple_pattern') || right?.kind() !== 'subscript') continue;
      const names = left.children().filter((c) => c.isNamed());
      const table = dicts.get(right.field('value')?.text() ?? '');
      if (!table || !names.every((x) => x.kind() === 'identifier') || !names.some((x) => given.has(x.text()))) continue;
      // Only a table this read is the one use of: an edit of a row is an edit of every use of it.
      const uses = root.findAll({ rule: { kind: 'identifier' } }).filter((x) => x.text() === right.field('value')!.text());
      if (uses.length !== 2) return undefined;
      const rows: { at: number; names: Map<string, SgNode> }[] = [];
      for (const pair of table.children().filter((c) => c.isNamed())) {
        const v = pair.kind() === 'pair' ? pair.field('value') : undefined;
        const items = v?.kind() === 'tuple' ? v.children().filter((c) => c.isNamed()) : [];
        if (!v || items.length !== names.length || !items.every((i) => i.kind() === 'string')) return undefined;
        rows.push({ at: v.range().start.index, names: new Map(names.map((x, i) => [x.text(), items[i]])) });
      }
      return rows.length ? rows : undefined;
    }
    return undefined;
  };
  /** Where the row of a route table being read is written: its request is said there. */
  let rowAt: number | undefined;
  /** Whether a call sends a request; if so it is written. */
  const call = (n: SgNode): boolean => {
    const rows = routeRows(n);
    if (rows) {
      let any = false;
      for (const row of rows) {
        for (const [k, v] of row.names) substitute.set(k, v);
        rowAt = row.at;
        any = call(n) || any;
        substitute.clear();
      }
      rowAt = undefined;
      if (any) return true;
    }
    if (g.lang === 'ruby' && netHttp(n)) return true;
    if (g.lang === 'ruby' && memberOpen(n)) return true;
    if (g.lang === 'ruby' && pathRequest(n)) return true;
    if (g.lang === 'ruby' && resourceCall(n)) return true;
    if (g.lang === 'python' && (classRequest(n) || urlRequest(n))) return true;
    const { object, verb: member, args, named } = g.parts(n) ?? {};
    // A member named by a value (`getattr(session, verb)`) is a verb of the client: the value is the method, upper-cased by the core.
    const verb = named ? (member?.kind() === 'string' && VERBS.test(stringText(member).toLowerCase()) ? member : member && g.names.test(String(member.kind())) ? member : undefined) : member;
    // A call with no argument list may still send one through its block (Faraday's `conn.put do |req| … end`).
    if (!verb || (!args && !(g.lang === 'ruby' && VERBS.test(verb.text())))) return false;
    /** How the path joins the base the receiver holds: HTTParty's `base_uri`, Faraday's `url:`. */
    let join: ((path: Piece[]) => Piece[] | undefined) | undefined;
    /** A prefix a subclass's `request` writes before the path the call gives. */
    let prepend: Piece[] | undefined;
    let bodySecond = false;
    const receiver = object?.text() ?? '';
    /** The registry style the call goes through (src/clients): what made its receiver (`pool = urllib3.PoolManager()`, whatever its name), or what its name says. */
    let style: string | undefined;
    // A style's own function called bare that takes the method first (`stub_request(:get, url)`).
    const bare = g.lang === 'ruby' && !object ? g.styles.find((st) => st.names.includes(verb.text()) && st.shape.methodMember === verb.text()) : undefined;
    if (bare) style = bare.id;
    else if (g.lang === 'ruby' && cls && VERBS.test(verb.text()) && (receiver === 'self.class' || (!object && (cls.base || cls.includesLibrary) && !functions.has(verb.text())))) {
      // HTTParty: `self.class.get(path)`, or a bare `get(path)` of the class's own request layer.
      const base = cls.base;
      style = RUBY_CLASS_BASE?.id;
      join = base ? (path) => joinBaseUri([{ kind: 'var', name: base, off: -1, len: 0 }], path) : (path) => path;
    } else if (object && prefixes.has(receiver)) {
      bodySecond = true;
      const prefix = prefixes.get(receiver)!;
      style = prefixStyles.get(receiver);
      join = (path) => joinPrefix([{ kind: 'var', name: prefix, off: -1, len: 0 }], path);
    } else if (object && subclassBases.has(receiver.replace(/^self\./, ''))) {
      // An instance of a subclass of a registry client that joins its own prefix: no style's proof is its.
      prepend = [{ kind: 'var', name: subclassBases.get(receiver.replace(/^self\./, ''))!, off: -1, len: 0 }];
      style = undefined;
    } else if (object?.kind() === 'call' && configuredChain(object)) {
      // `HTTP.headers(…).get(url)`: the client the chain configures, used at once.
      style = configuredChain(object)!.id;
    } else if (!object || (!g.clients.test(clientName(receiver)) && !made.has(receiver.replace(/^self\./, '')) && !netHttpObjects.has(receiver))) return false;
    // `http.request(req)` on a Net::HTTP object sends the request object written where it is made.
    else if (netHttpObjects.has(receiver) && verb.text() === 'request') return false;
    else style = made.get(receiver.replace(/^self\./, '')) ?? (netHttpObjects.has(receiver) ? RUBY_REQUEST_FUNCTIONS?.id : styleNamed(receiver));
    // A request object of the library (`requests.Request(method, url, **kw)`, prepared and sent by a
    // session): its arguments are a `request(…)` call's, its style the class's own.
    const requestClass = g.styles.find((st) => st.binding.kind === 'per call' && st.modules.includes(receiver) && st.names.includes(verb.text()));
    if (requestClass) style = requestClass.id;
    const shape = g.styles.find((st) => st.id === style)?.shape;
    // `send_request('PUT', path, data)`: the method first, then the URL and the body.
    const methodFirst = !!shape?.methodMember && verb.text() === shape.methodMember;
    const requestLike = verb.text() === 'request' || !!requestClass || methodFirst;
    // Ruby: a request object the style's class makes (`Request.new(url, method: :put)`), named by the
    // option its shape says carries the method (a GET without it where the shape says so).
    const constructed = g.lang === 'ruby' && verb.text() === 'new' && !!shape?.methodKey;
    const given = positional(args);
    let method: SgNode | undefined;
    let url: SgNode | undefined;
    let payload: SgNode | undefined;
    /** Where the request is said: the call, the row of its route table, or the line of its block that sets the URL. */
    let at = rowAt ?? n.range().start.index;
    if (VERBS.test(verb.text()) && !given.length && bodySecond) {
      const set = blockRequest(n);
      if (set) ({ url, body: payload, at } = set);
      if (set) style = RUBY_BLOCK_FORM?.id;
    } else if (VERBS.test(verb.text()) || named) {
      [url, payload] = given;
      // `conn.put(path) { |req| req.body = {…} }`: the body the block sets on the request.
      const set = bodySecond && !payload ? setInBlock(n, ['body']) : undefined;
      if (set) {
        payload = set;
        style = RUBY_BLOCK_FORM?.id;
      }
    }
    else if (constructed) [url] = given;
    else if (methodFirst) [method, url, payload] = given;
    else if (requestLike) {
      // urllib3's `request('GET', url)`, httplib2's `request(url, 'POST')` (GET when it is not given);
      // where neither is a word (a helper's `request(API + path, method)`), the style's order says.
      [method, url] = shape?.urlFirst ? [given[1], given[0]] : given;
      if (!methodWord(method) && methodWord(url)) [url, method] = [method, url];
      else if (!shape?.urlFirst && !methodWord(method) && given.length < 2) [url, method] = [method, undefined];
    } else return false;
    const kwargs = args?.children().filter((a) => a.kind() === g.keyword) ?? [];
    const valueOf = (k: SgNode) => (g.lang === 'python' ? k.field('value') : k.children()[2]) ?? undefined;
    url ??= kwargs.filter((k) => g.keyName(k) === 'url').map(valueOf)[0];
    method ??= kwargs.filter((k) => g.keyName(k) === (constructed ? shape!.methodKey : 'method')).map(valueOf)[0];
    if (method && g.names.test(String(method.kind()))) method = substitute.get(method.text()) ?? method;
    if (!url) return false;
    // A method the code does not spell as a word (a variable, a call): the request is not read.
    if (constructed && method && method.kind() !== 'simple_symbol' && method.kind() !== 'string') return false;
    // A method named by a symbol must be an HTTP method (WebMock's `:any` is none).
    if (method?.kind() === 'simple_symbol' && !VERBS.test(method.text().slice(1))) return false;
    if (constructed && !method && !shape!.defaultGet) return false;
    const inlined = spreadReturn(url);
    // Read here whole: the call is no other call of the function.
    if (inlined) consumed.add(url.range().start.index);
    const builder = inlined ? undefined : localCallee(url);
    let urlPieces = builder ? [] : pieces(url);
    if (join && !builder) {
      const joined = join(urlPieces);
      if (!joined) return false;
      urlPieces = joined;
    }
    if (!builder && !urlPieces.some((p) => p.kind !== 'char' || p.ch === '/')) return false;
    if (prepend && builder) return false;
    if (prepend) urlPieces = [...prepend, ...urlPieces];
    sent(style);
    let spelled: Method;
    // A second positional argument means one thing to one verb and another to the next (RestClient's
    // `delete(url, headers)` and `post(url, payload, headers)`; requests' `get(url, params)` and
    // `post(url, data)`): renaming the verb there would change the request, so it is read, not rewritten.
    // `method: :put`, `stub_request(:get, …)`: the symbol's name, read-only (a fix would have to spell a symbol).
    if (named) spelled = { kind: 'spelled', pieces: pieces(verb), readOnly: [verb.range().start.index, verb.range().end.index] };
    else if (method && (method.kind() === 'simple_symbol' || constructed)) spelled = { kind: 'spelled', pieces: (method.kind() === 'simple_symbol' ? plain(method).slice(1) : pieces(method)).map((p) => (p.kind === 'char' ? { ...p, ch: p.ch.toUpperCase() } : p)), readOnly: [method.range().start.index, method.range().end.index] };
    else if (constructed) spelled = { kind: 'fixed', method: 'GET' };
    else if (method?.kind() === 'string') spelled = { kind: 'spelled', pieces: pieces(method) };
    // `requests.request(method, url)` in a helper: the method is the variable its callers fill.
    else if (method && requestLike && g.names.test(String(method.kind()))) spelled = { kind: 'spelled', pieces: pieces(method), readOnly: [method.range().start.index, method.range().end.index] };
    else if (requestLike) spelled = { kind: 'fixed', method: 'GET' };
    // Net::HTTP's own `get(path)`/`delete(path)` and `post(path, data)` take different arguments too:
    // the verb is spelled where the code spells it (a finding points there), and not edited.
    else if (given.length > 1 || netHttpObjects.has(receiver)) spelled = { kind: 'spelled', pieces: plain(verb).map((p) => (p.kind === 'char' ? { ...p, ch: p.ch.toUpperCase() } : p)), readOnly: [verb.range().start.index, verb.range().end.index] };
    else spelled = { kind: 'spelled', pieces: plain(verb) };
    const urlValue: Value = builder ? localCall(url, builder) : { kind: 'string', pieces: urlPieces };
    const params: Param[] = [];
    const param = (key: Param['section'], value: SgNode | undefined) => {
      if (!value) return;
      // `data=data` where `data = urlencode(fields).encode() if fields else None`: the function's parameter it serialises.
      if (g.lang === 'python' && g.names.test(String(value.kind()))) value = sectionLocals.get(`${inside.at(-1)}\0${value.text()}`) ?? value;
      // `json.dumps({…})`, `{…}.to_json`: the fields are the dict's; `data=data`: the dict assigned to it.
      // `URI.encode_www_form(a: 1)`: pairs without braces are the hash.
      if (value.kind() === 'call' && SERIALISE.test(calleeOf(value) ?? '')) value = positional(value.field('arguments'))[0] ?? (value.field('arguments')?.children().some((a) => a.kind() === 'pair') ? value.field('arguments')! : value);
      if (value.kind() === 'call' && value.field('method')?.text() === 'to_json' && value.field('receiver')) value = value.field('receiver')!;
      // `json.dumps(params or {})`: the parameter, or nothing when it is not given.
      if (g.lang === 'python' && value.kind() === 'boolean_operator' && value.field('operator')?.text() === 'or' && value.field('right')?.kind() === g.dict && !value.field('right')!.children().some((c) => c.kind() === 'pair')) value = value.field('left') ?? value;
      if (g.names.test(String(value.kind())) && dicts.has(value.text())) value = dicts.get(value.text())!;
      // A parameter of the function being read, whole: its callers' dicts are the fields (read where each call gives one).
      else if (g.lang === 'python' && value.kind() === 'identifier' && paramsIn.at(-1)?.includes(value.text())) {
        scope.spelled.add(value.range().start.index);
        return void params.push({ section: key, name: { text: value.text(), off: value.range().start.index } });
      }
      // Ruby's `attrs.merge(confirm: false)`: what `attrs` holds is not read (fields unnamed), then the pairs.
      if (g.lang === 'ruby' && value.kind() === 'call' && value.field('method')?.text() === 'merge') return void params.push({ section: key, fields: optionsGiven(value, null) });
      params.push({ section: key, ...(value.kind() === g.dict || value.kind() === 'argument_list' ? { fields: fieldsOf(value) } : {}) });
    };
    // RestClient.post(url, payload): the second argument is the body. HTTParty's is its options
    // (`get(path, @options.merge(query: {…}))`): their `query:` and `body:` are the parameters.
    // Faraday's is the body (`conn.post(path, {…})`), or the query of a verb without one (`conn.get(path, {…})`).
    const options = join && !bodySecond && payload ? (payload.kind() === 'call' && payload.field('method')?.text() === 'merge' ? positional(payload.field('arguments'))[0] ?? payload.field('arguments') : payload) : undefined;
    const pairs = g.lang === 'ruby' && bodySecond && !payload ? kwargs : [];
    if (bodySecond && payload?.kind() === g.dict) param(/^(get|delete|head|options)$/.test(verb.text()) ? 'qs' : 'body', payload);
    // Faraday's `conn.put(path, merge_when_build_succeeds: true)`: pairs without braces are the hash.
    else if (pairs.length) params.push({ section: /^(get|delete|head|options)$/.test(verb.text()) ? 'qs' : 'body', fields: fields(args!).filter((f) => !('spread' in f)) });
    else if (options) {
      for (const k of options.children().filter((a) => a.kind() === 'pair')) if (PARAMS[g.keyName(k) ?? '']) param(PARAMS[g.keyName(k)!], valueOf(k));
    } else if (payload?.kind() === g.dict || (methodFirst && payload)) param('body', payload);
    // A key whose value is the options the method's callers fill (`params: params`) is theirs, carried by them: Ruby's
    // hold every option (`query:`, `body:`); Python's are the fields of the keyword's section (`params=params`: the query).
    const handedPair = rests.at(-1) ? kwargs.find((k) => valueOf(k)?.text() === rests.at(-1) && (g.lang === 'ruby' || PARAMS[g.keyName(k) ?? ''])) : undefined;
    if (!pairs.length)
      for (const k of kwargs) {
        const section = k === handedPair ? undefined : sectionOf(g.keyName(k) ?? '', shape);
        if (section) param(section, valueOf(k));
      }
    // `requests.request(method, url, **kwargs)` in a function that takes its callers' keywords: their options.
    const rest = rests.at(-1);
    const splat = g.lang === 'python' ? args?.children().find((a) => a.kind() === 'dictionary_splat' && a.children().at(-1)?.text() === rest)?.children().at(-1) : undefined;
    const handed = !rest ? undefined : g.lang === 'python' ? (splat ?? (handedPair && valueOf(handedPair))) : payload?.text() === rest ? payload : handedPair?.children()[2];
    const section = g.lang === 'python' && !splat && handedPair ? PARAMS[g.keyName(handedPair)!] : undefined;
    // Ruby options its callers fill are carried in a way no differential case runs (a style not proven stays its own).
    if (handed && g.lang === 'ruby' && g.styles.find((st) => st.id === style)?.proven) style = RUBY_HANDED_OPTIONS?.id;
    sent(style);
    const statuses = comparedStatuses(n);
    m.add({ kind: 'request', at, ...(style ? { style } : {}), method: spelled, url: urlValue, params, ...(handed ? { options: { text: rest!, off: handed.range().start.index, ...(section ? { section } : {}) } } : {}), ...(statuses.length ? { statuses } : {}) });
    return true;
  };
  /**
   * The statuses the code compares the answer's to where it reads it off the call itself
   * (`conn.delete(url).code == 200`, `requests.delete(url).status_code != 202`, Net::HTTP's string `'200'`).
   */
  const comparedStatuses = (n: SgNode): { value: number; range: [number, number] }[] => {
    const read = n.parent();
    const member = read?.kind() === 'attribute' ? read.field('attribute')?.text() : read?.kind() === 'call' && g.lang === 'ruby' ? read.field('method')?.text() : undefined;
    const on = read?.kind() === 'attribute' ? read.field('object') : read?.field('receiver');
    if (!read || !member || !STATUS_MEMBER.test(member) || on?.range().start.index !== n.range().start.index) return [];
    const test = read.parent();
    const parts = test?.kind() === 'comparison_operator' || test?.kind() === 'binary' ? test.children() : [];
    if (parts.length !== 3 || !/^(?:==|!=)$/.test(parts[1].text())) return [];
    const other = parts[0].range().start.index === read.range().start.index ? parts[2] : parts[0];
    const number = /^(['"]?)(\d{3})\1$/.exec(other.text());
    if (!number) return [];
    const at = other.range().start.index + number[1].length;
    return [{ value: Number(number[2]), range: [at, at + 3] }];
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
    // One native call for the node's place (each costs as much as the rest of the visit).
    const here = n.range().start.index;
    if (g.names.test(String(kind)) && unspelledRead(n)) {
      scope.used.add(n.text());
      m.add({ kind: 'read', at: here, name: { text: n.text(), off: here } });
    }
    // Another module's base read where no request or binding of the file spells it (`c.setopt(pycurl.URL,
    // config.GITLAB_API + path)`): a use the cross-file link sees, so the base does not move past it.
    const imported = kind === 'attribute' && !spelled.has(here) ? moduleAttribute(n) : undefined;
    if (imported) {
      let up: SgNode | null = n.parent();
      while (up && up.kind() !== 'call') up = up.parent();
      if (!up || !PRINTS.test(calleeOf(up) ?? '')) m.add({ kind: 'read', at: here, name: { text: imported, off: here } });
    }
    const request = deferred.get(here);
    if (request) {
      request();
      deferred.set(here, () => undefined);
    }
    if (kind === 'class_definition' && properties.has(n.field('name')?.text() ?? '')) {
      // A property's string, bound where the class is: an instance's attribute outside it reads it.
      const cls = n.field('name')!.text();
      for (const [name, returned] of properties.get(cls)!)
        if (stringy(returned)) {
          const bound = `${cls}.${name}`;
          m.add({ kind: 'bind', at: returned.range().start.index, name: { text: bound, off: returned.range().start.index }, declare: !scope.declared.has(bound), value: { kind: 'string', pieces: pieces(returned) } });
          scope.declared.add(bound);
          scope.used.add(bound);
        }
    }
    // A Ruby module is a class's scope too (`module Api; include HTTParty; base_uri …`); Python's `module` is the file.
    if (kind === 'class_definition' || kind === 'class' || (kind === 'module' && g.lang === 'ruby')) {
      // A class's attributes and base are its methods' own: declared in its block, at its start.
      const outer = new Set(scope.declared);
      const outerClass = cls;
      cls = { includesLibrary: false };
      m.open({ kind: 'block', items: [] });
      hoist(n);
      for (const c of n.children()) visit(c);
      m.close();
      scope.declared = outer;
      cls = outerClass;
      return;
    }
    if (kind === 'method' || kind === 'function_definition') {
      // A function's variables are its own: `uri` in one method is not `uri` in the next. It is a
      // function of the document, so that its callers' arguments reach the requests and the URL it builds.
      const outer = new Set(scope.declared);
      const name = n.field('name');
      const params = name && given(name.text()) ? paramNames(n) : undefined;
      const rest = restOf.get(n.range().start.index);
      if (name && params) m.open({ kind: 'function', at: name.range().start.index, name: nameOf(name), params: params.map(nameOf), items: [], ...(rest ? { rest: nameOf(rest) } : {}) });
      else m.open({ kind: 'block', items: [] });
      inside.push(name?.text() ?? '');
      isFunction.push(!!(name && params));
      rests.push(name && params && rest ? rest.text() : undefined);
      paramsIn.push(name && params ? params.map((p) => p.text()) : []);
      for (const c of n.children()) visit(c);
      inside.pop();
      isFunction.pop();
      rests.pop();
      paramsIn.pop();
      // Ruby returns its last expression.
      const last = g.lang === 'ruby' && name && params ? n.children().find((c) => c.kind() === 'body_statement')?.children().filter((c) => c.kind() !== 'comment').at(-1) : undefined;
      if (last && (stringy(last) || localCallee(last)) && !consumed.has(last.range().start.index)) m.add({ kind: 'return', at: last.range().start.index, value: value(last) });
      m.close();
      scope.declared = outer;
      return;
    }
    if (kind === 'return_statement' || kind === 'return') {
      const returned = n.children().find((c) => c.kind() !== 'return' && c.kind() !== 'argument_list') ?? n.children().find((c) => c.kind() === 'argument_list')?.children()[0];
      // Only a function of the document returns a value to its callers; elsewhere the call is a statement.
      if (returned && isFunction.at(-1) && (stringy(returned) || localCallee(returned))) {
        m.add({ kind: 'return', at: n.range().start.index, value: value(returned) });
        return;
      }
    }
    // Only the hoisted statement itself: a block that starts with it starts at the same offset.
    if ((hoisted.has(here) && (kind === 'assignment' || kind === 'call')) || consumed.has(here)) return;
    if (kind === 'comment') {
      const body = n.text().replace(/^#+\s*/, '');
      if (body.startsWith(DIRECTIVE_PREFIX)) m.add({ kind: 'comment', at: n.range().start.index, body });
      return;
    }
    if (kind === 'assignment') {
      const left = n.field('left');
      let right = n.field('right');
      // `os.getenv("X", default)`, `ENV.fetch("X", default)`: the default is the value the code falls back on.
      const callee = right?.kind() === 'call' ? calleeOf(right) : undefined;
      if (right && callee && g.envDefault.test(callee)) right = positional(right.field('arguments'))[1] ?? right;
      if (right && g.lang === 'ruby') right = uriArgument(right);
      // `data = {…}`, `body = json.dumps({…})`: a later `data=data` sends these fields.
      const serialised = right?.kind() === 'call' && SERIALISE.test(calleeOf(right) ?? '') ? positional(right.field('arguments'))[0] : undefined;
      const under = g.lang === 'python' && right ? serialisedOf(right) : undefined;
      if (left && under && under !== right && under.kind() === 'identifier' && paramsIn.at(-1)?.includes(under.text())) sectionLocals.set(`${inside.at(-1)}\0${left.text()}`, under);
      if (left && g.names.test(String(left.kind())) && (right?.kind() === g.dict || serialised?.kind() === g.dict)) dicts.set(left.text(), right?.kind() === g.dict ? right : serialised!);
      if (left && g.names.test(String(left.kind())) && right?.kind() === 'list') lists.set(left.text(), right);
      if (left && right && connection(left, right)) return;
      if (left && right && subclassInstance(left, right)) return;
      if (left && right) libraryObject(left, right);
      if (left && assignable(left) && right && (stringy(right) || localCallee(right))) {
        const name = left.text();
        const declare = !scope.declared.has(name);
        m.add({ kind: 'bind', at: left.range().start.index, name: nameOf(left), declare, value: value(right) });
        scope.declared.add(name);
        scope.values.set(name, [...(scope.values.get(name) ?? []), [right.range().start.index, right.range().end.index]]);
        return;
      }
    } else if (kind === 'call') {
      libraryConfigured(n);
      if (libraryRequest(n)) {
        for (const c of n.children()) visit(c);
        return;
      }
      // A list of words run as a program, or a call of the file's function that runs its caller's words so.
      const own = g.lang === 'python' ? ownCallee(n) : undefined;
      const wrapper = own ? argvWrapper(own.text()) : undefined;
      const run = wrapper ? undefined : argvRun(n);
      const words = wrapper ? elements(wrapper.list).flatMap((e) => (e.kind() === 'list_splat' ? positional(n.field('arguments')) : [e])) : run && elements(run);
      if (words && !words.some((w) => w.kind() === 'list_splat' || w.kind() === 'keyword_argument') && argvRequest(words)) {
        // Its arguments' names not spelled in a word (`curl(url_of(API))`) are reads of their bases.
        for (const c of n.children()) visit(c);
        return;
      }
      if (!call(n)) {
        const name = localCallee(n);
        if (name) m.add({ kind: 'call', at: n.range().start.index, call: localCall(n, name) });
      }
    }
    for (const c of n.children()) visit(c);
  };
  /** Clients of a v3-only library and the objects it gives back, by the name that holds them (`gl`, `@gl`, `self.gl`: `gl`). */
  const libraryValues = new Map<string, LibraryValue>();
  const holder = (n: SgNode) => n.text().replace(/^self\./, '');
  /**
   * `@gl = Gitlab.client(endpoint: '…/api/v3')`, `gl = gitlab.Gitlab(url, api_version='3')`: a client
   * of a v3-only library (src/rulebook/clients.ts), shown to speak v3 where it is made. Its base is
   * bound as `NAME#endpoint` (the URL, and `/api/v3` where the library adds it), which its method
   * calls' requests start with: a finding on the base is on this line.
   */
  const libraryClient = (left: SgNode, right: SgNode): boolean => {
    const callee = right.kind() === 'call' ? stripRoot(calleeOf(right)) : '';
    const lib = callee ? factoryOf(g.lang, callee) : undefined;
    const made = lib?.made;
    if (!lib || !made) return false;
    const args = right.field('arguments');
    const keyword = (key: string | undefined) => (key === undefined ? undefined : args?.children().find((a) => a.kind() === g.keyword && g.keyName(a) === key));
    const valueOfKeyword = (k: SgNode | undefined) => (k ? ((g.lang === 'python' ? k.field('value') : k.children()[2]) ?? undefined) : undefined);
    const url = valueOfKeyword(keyword(made.url.key)) ?? (made.url.index === undefined ? undefined : positional(args).filter((a) => a.kind() !== g.dict)[made.url.index]);
    const urlPieces: Piece[] = url ? pieces(url) : [{ kind: 'opaque', off: right.range().start.index }];
    let base: Piece[];
    if ('holds' in made.v3) {
      if (!urlPieces.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join('').includes(made.v3.holds)) return false;
      base = urlPieces;
    } else {
      const version = valueOfKeyword(keyword(made.v3.key));
      const said = version?.kind() === 'string' ? stringText(version) : version?.text();
      if (!version || said !== made.v3.equals) return false;
      // The library writes `/api/v` and the version after the URL: the version is the code's.
      const written = [...'/api/v'].map((ch): Piece => ({ kind: 'char', ch, off: -1 }));
      base = [...urlPieces, ...written, ...(version.kind() === 'string' ? pieces(version) : plain(version))];
    }
    const name = `${holder(left)}#endpoint`;
    libraryValues.set(holder(left), { lib, base: name, path: [] });
    m.add({ kind: 'bind', at: left.range().start.index, name: { text: name, off: left.range().start.index }, declare: !scope.declared.has(name), value: { kind: 'string', pieces: base } });
    scope.declared.add(name);
    scope.used.add(name);
    return true;
  };
  /**
   * Ruby: `Gitlab.configure do |config| config.endpoint = '…/api/v3' end`: the module is a client of
   * the library on that URL (its own methods are the client's), shown to speak v3 as a made client
   * is; its base is bound where the block sets the URL.
   */
  const libraryConfigured = (n: SgNode): void => {
    const receiver = n.field('receiver');
    const callee = receiver ? stripRoot(calleeOf(n)) : '';
    const lib = g.lang === 'ruby' && callee ? configuredBy(g.lang, callee) : undefined;
    const key = lib?.made?.url.key;
    const block = lib ? n.children().find((c) => c.kind() === 'do_block' || c.kind() === 'block') : undefined;
    const param = block?.children().find((c) => c.kind() === 'block_parameters')?.children().find((c) => c.kind() === 'identifier')?.text();
    if (!lib?.made || !key || !receiver || !block || !param || !('holds' in lib.made.v3)) return;
    const sets = block.findAll({ rule: { kind: 'assignment' } }).filter((a) => a.field('left')?.kind() === 'call' && a.field('left')!.field('receiver')?.text() === param && a.field('left')!.field('method')?.text() === key);
    const url = sets.length === 1 ? sets[0].field('right') : undefined;
    if (!url || !stringy(url)) return;
    const urlPieces = pieces(url);
    if (!urlPieces.map((p) => (p.kind === 'char' ? p.ch : '\u0000')).join('').includes(lib.made.v3.holds)) return;
    const holderName = stripRoot(receiver.text());
    const name = `${holderName}#endpoint`;
    const left = sets[0].field('left')!;
    libraryValues.set(holderName, { lib, base: name, path: [] });
    m.add({ kind: 'bind', at: left.range().start.index, name: { text: name, off: left.range().start.index }, declare: !scope.declared.has(name), value: { kind: 'string', pieces: urlPieces } });
    scope.declared.add(name);
    scope.used.add(name);
    consumed.add(sets[0].range().start.index);
  };
  /** What an expression is of a library client: the client, a member of it, or what a call of one gave back. */
  const libraryValue = (n: SgNode | null | undefined): (LibraryValue & { args: SgNode[]; options: SgNode[]; name?: SgNode }) | undefined => {
    if (!n) return undefined;
    const kind = n.kind();
    if (g.names.test(String(kind)) || selfAttribute(n)) {
      const v = libraryValues.get(holder(n));
      return v && { ...v, args: [...(argsOf.get(v) ?? [])], options: [] };
    }
    if (g.lang === 'python' && kind === 'attribute') {
      const inner = libraryValue(n.field('object'));
      const name = n.field('attribute');
      return inner && name ? { ...inner, path: [...inner.path, name.text()], options: [], name } : undefined;
    }
    if (kind !== 'call') return undefined;
    const args = n.field('arguments');
    const given = positional(args);
    if (g.lang === 'python') {
      const inner = libraryValue(n.field('function'));
      return inner && { ...inner, args: [...inner.args, ...given], options: args?.children().filter((a) => a.kind() === g.keyword || a.kind() === 'dictionary_splat') ?? [] };
    }
    const inner = libraryValue(n.field('receiver'));
    const name = n.field('method');
    if (!inner || !name) return undefined;
    // Ruby: a hash (`{…}` or pairs without braces) is the method's options.
    return { ...inner, path: [...inner.path, name.text()], name, args: [...inner.args, ...given.filter((a) => a.kind() !== g.dict)], options: [...given.filter((a) => a.kind() === g.dict), ...(args?.children().filter((a) => a.kind() === g.keyword) ?? [])] };
  };
  /** The arguments that made each object the library gave back (`project = gl.projects.get(pid)`: `pid`). */
  const argsOf = new Map<LibraryValue, SgNode[]>();
  /** `project = gl.projects.get(pid)`: an object on the way to a method, held by its name (each name once: a name given two values is neither). */
  const libraryObject = (left: SgNode, right: SgNode): void => {
    const v = libraryValue(right);
    const key = holder(left);
    if (libraryValues.has(key)) {
      libraryValues.delete(key);
      return;
    }
    if (!v || !leadsToMethod(v)) return;
    const held: LibraryValue = { lib: v.lib, base: v.base, path: v.path };
    argsOf.set(held, v.args);
    libraryValues.set(key, held);
  };
  /**
   * A call of a library method (`@gl.merge_request(@project, id)`, `project.mergerequests.get(mr_id).merge()`):
   * a request the library makes — its route on the client's base, the arguments in its placeholders
   * (or sent under the names the method gives them), its keywords or hash as parameters — which
   * the core reports for manual work (core/match/client-calls.ts), never edits.
   */
  const libraryRequest = (n: SgNode): boolean => {
    const v = libraryValue(n);
    const method = v && methodAt(v);
    const route = method && routeOf(method);
    if (!v || !method || !route || !v.name) return false;
    const url: Piece[] = [{ kind: 'var', name: v.base, off: -1, len: 0 }];
    const at = n.range().start.index;
    const section: Param['section'] = /^(GET|DELETE|HEAD)$/.test(route.verb) ? 'qs' : 'body';
    const sent: Field[] = [];
    const ghost = (text: string): Spelled[] => [...text].map((ch) => ({ ch, off: -1 }));
    const argValue = (i: number): Value => (v.args[i] ? value(v.args[i]) : { kind: 'unread' });
    route.args.forEach((role, i) => {
      if (!route.pieces.some((p) => 'placeholder' in p && p.placeholder === role) && v.args[i]) sent.push({ key: ghost(role), value: argValue(i) });
    });
    for (const p of route.pieces) {
      if ('text' in p) url.push(...ghost(p.text).map((c): Piece => ({ kind: 'char', ...c })));
      else {
        const i = route.args.indexOf(p.placeholder);
        const arg = i >= 0 ? argValue(i) : undefined;
        url.push(...(arg?.kind === 'string' ? arg.pieces : [{ kind: 'opaque' as const, off: i >= 0 && v.args[i] ? v.args[i].range().start.index : at }]));
      }
    }
    for (const o of v.options) {
      if (o.kind() === g.dict) sent.push(...fields(o));
      else if (o.kind() === 'dictionary_splat') sent.push({ spread: true });
      else {
        const key = g.lang === 'python' ? o.field('name') : o.children()[0];
        const val = g.lang === 'python' ? o.field('value') : o.children()[2];
        const word = g.keyName(o);
        if (key && word) sent.push({ key: ghost(word).map((c, i) => ({ ...c, off: key.range().start.index + (key.text().startsWith(':') ? 1 : 0) + i })), value: val?.kind() === 'integer' ? { kind: 'literal', chars: plain(val) as Spelled[] } : val ? value(val) : { kind: 'unread' } });
      }
    }
    const name = v.name.range();
    m.add({ kind: 'request', at, method: { kind: 'fixed', method: route.verb }, url: { kind: 'string', pieces: url }, params: sent.length ? [{ section, fields: sent }] : [], library: { library: v.lib.name, method: method.path, range: [name.start.index, name.end.index] } });
    return true;
  };
  /** Instances of a client subclass that joins its own prefix, by the name that holds them: the prefix's variable. */
  const subclassBases = new Map<string, string>();
  /** `api = Api(host, token)`: the prefix the instance's requests start with, bound where it is made. */
  const subclassInstance = (left: SgNode, right: SgNode): boolean => {
    if (g.lang !== 'python' || right.kind() !== 'call') return false;
    readSubclasses();
    const held = holder(left);
    if (subclassed.get(held)?.cls !== right.field('function')?.text()) return false;
    const prefix = subclassPrefix(held);
    if (!prefix) return false;
    const name = `${held}#base`;
    subclassBases.set(held, name);
    // The class's attributes it is made of are read by its requests (no base of the class left unused).
    for (const k of subclasses.get(subclassed.get(held)!.cls)!.attributes.keys()) scope.used.add(k);
    m.add({ kind: 'bind', at: left.range().start.index, name: { text: name, off: left.range().start.index }, declare: !scope.declared.has(name), value: { kind: 'string', pieces: prefix } });
    scope.declared.add(name);
    scope.used.add(name);
    return true;
  };
  /** A name an assignment declares: a variable, `self.x`, `@x`. */
  const assignable = (left: SgNode) => g.names.test(String(left.kind())) || (g.lang === 'python' && left.kind() === 'attribute' && left.field('object')?.text() === 'self');
  /** `conn = Faraday.new(url: "…/api/v3")`: the connection's prefix, a variable its paths join. */
  const connection = (left: SgNode, right: SgNode): boolean => {
    if (libraryClient(left, right)) return true;
    const factory = g.lang === 'ruby' && right.kind() === 'call' ? madeBy(right) : undefined;
    if (factory?.binding.kind !== 'factory' || !factory.binding.keys.length) return false;
    const keys = factory.binding.keys;
    const args = right.field('arguments');
    const url = args?.children().find((a) => a.kind() === 'pair' && keys.includes(g.keyName(a) ?? ''))?.children()[2] ?? positional(args).find((a) => a.kind() !== g.dict) ?? setInBlock(right, keys);
    // A string, or a name that holds one (`Faraday.new(url: API)`).
    if (!url || !(stringy(url) || g.names.test(String(url.kind())))) return false;
    const name = `${left.text()}#url`;
    prefixes.set(left.text(), name);
    prefixStyles.set(left.text(), factory.id);
    m.add({ kind: 'bind', at: left.range().start.index, name: { text: name, off: left.range().start.index }, declare: !scope.declared.has(name), value: { kind: 'string', pieces: pieces(url) } });
    scope.declared.add(name);
    scope.used.add(name);
    return true;
  };
  /**
   * A class's instance attributes that hold a string (`self.api_url = host + '/api/v3'`, `@base =
   * "…"`), its connections (`@conn = Faraday.new(url: …)`) and HTTParty's `base_uri`: declared at
   * the class's start, so that every method reads them. Nested classes have their own.
   */
  const hoist = (owner: SgNode): void => {
    const start = owner.range().start.index;
    // A nested class's attributes are its own.
    const nested = owner.findAll({ rule: g.lang === 'python' ? { kind: 'class_definition' } : { any: [{ kind: 'class' }, { kind: 'module' }] } }).map((c) => c.range()).filter((r) => r.start.index !== start);
    const own = (c: SgNode) => !nested.some((r) => r.start.index <= c.range().start.index && c.range().end.index <= r.end.index);
    const found = owner.findAll({ rule: { any: [{ kind: 'assignment' }, ...(g.lang === 'ruby' ? [{ kind: 'call' }] : [])] } }).filter(own);
    for (const c of found) {
      const kind = c.kind();
      if (kind === 'assignment') {
        const left = c.field('left');
        const right = c.field('right');
        const attribute = left && (left.kind() === 'instance_variable' || (g.lang === 'python' && left.kind() === 'attribute' && left.field('object')?.text() === 'self'));
        // `API = '/api/v3'` in a Python class's body: a class attribute its methods read as `self.API`.
        const classConstant = g.lang === 'python' && left?.kind() === 'identifier' && c.parent()?.parent()?.parent()?.range().start.index === start && right && stringy(right);
        if (classConstant && !scope.declared.has(`self.${left.text()}`)) {
          const name = `self.${left.text()}`;
          m.add({ kind: 'bind', at: left.range().start.index, name: { text: name, off: left.range().start.index }, declare: true, value: { kind: 'string', pieces: pieces(right) } });
          scope.declared.add(name);
          scope.values.set(name, [[right.range().start.index, right.range().end.index]]);
          hoisted.add(c.range().start.index);
          continue;
        }
        if (left && right && attribute && !scope.declared.has(left.text())) {
          if (connection(left, right)) hoisted.add(c.range().start.index);
          else if (stringy(right)) {
            m.add({ kind: 'bind', at: left.range().start.index, name: nameOf(left), declare: true, value: { kind: 'string', pieces: pieces(right) } });
            scope.declared.add(left.text());
            scope.values.set(left.text(), [[right.range().start.index, right.range().end.index]]);
            hoisted.add(c.range().start.index);
          }
        }
      }
      if (g.lang === 'ruby' && kind === 'call' && !c.field('receiver') && cls) {
        const method = c.field('method')?.text();
        const [arg] = positional(c.field('arguments'));
        if (method === 'include' && RUBY_CLASS_BASE && stripRoot(arg?.text()) === libraryOf(RUBY_CLASS_BASE)) cls.includesLibrary = true;
        if (RUBY_CLASS_BASE?.binding.kind === 'defaults' && method === RUBY_CLASS_BASE.binding.path[0] && arg && stringy(arg)) {
          cls.base = '@@base_uri';
          m.add({ kind: 'bind', at: c.range().start.index, name: { text: cls.base, off: -1 }, declare: true, value: { kind: 'string', pieces: pieces(arg) } });
          scope.used.add(cls.base);
          hoisted.add(c.range().start.index);
        }
      }
    }
  };
  /**
   * Ruby methods whose last parameter they hand whole to an HTTParty request as its options
   * (`def put(path, options = {}) self.class.put(path, options) end`): by name, that parameter's position.
   */
  let handsOptions: Map<string, number> | undefined;
  /** Of those, the ones that hand it as the value of a query or body key of a registry style's call (`Typhoeus.get(url, params: params)`): that key. */
  const handsAsKey = new Map<string, string>();
  const optionsAt = (name: string): number | undefined => {
    if (!handsOptions) {
      handsOptions = new Map();
      for (const fn of g.lang === 'ruby' ? root.findAll({ rule: { kind: 'method' } }) : []) {
        const ps = (fn.children().find((c) => c.kind() === 'method_parameters')?.children() ?? []).filter((p) => !/^[(),|]$/.test(String(p.kind())));
        const last = ps.at(-1);
        const lastName = last?.kind() === 'identifier' ? last : last?.kind() === 'optional_parameter' ? (last.field('name') ?? undefined) : undefined;
        const own = fn.field('name')?.text();
        if (!lastName || !own) continue;
        const calls = fn.findAll({ rule: { kind: 'call' } });
        const hands = calls.some((c) => VERBS.test(c.field('method')?.text() ?? '') && (c.field('receiver')?.text() === 'self.class' || !c.field('receiver')) && positional(c.field('arguments'))[1]?.text() === lastName.text());
        // `Typhoeus.get(url, params: params)`: the callers' pairs are that section's fields.
        const key = hands
          ? undefined
          : calls.flatMap((c) => {
              const shape = g.styles.find((st) => st.id === styleNamed(stripRoot(c.field('receiver')?.text())))?.shape;
              const pairs = c.field('arguments')?.children().filter((a) => a.kind() === 'pair') ?? [];
              return shape ? pairs.filter((p) => p.children()[2]?.text() === lastName.text()).map((p) => g.keyName(p) ?? '').filter((k) => [...shape.queryKeys, ...shape.bodyKeys].includes(k)) : [];
            });
        if (hands || key?.length === 1) handsOptions.set(own, ps.length - 1);
        if (key?.length === 1) handsAsKey.set(own, key[0]);
      }
    }
    return handsOptions.get(name);
  };
  /** Each function's parameter that collects its callers' keywords (`**kwargs`, or Ruby's options handed on whole), by the function's offset. */
  const restOf = new Map<number, SgNode | undefined>();
  /** A function's positional parameters (Python's `self` left out); undefined when one is not plain (`*args`, keywords). */
  const paramNames = (fn: SgNode): SgNode[] | undefined => {
    const list = fn.field('parameters') ?? fn.children().find((c) => c.kind() === 'method_parameters');
    const out: SgNode[] = [];
    for (const p of list?.children() ?? []) {
      const kind = String(p.kind());
      if (/^[(),|]$/.test(kind)) continue;
      const name = kind === 'identifier' ? p : /^(default_parameter|typed_parameter|typed_default_parameter|optional_parameter)$/.test(kind) ? (p.field('name') ?? p.children().find((c) => c.kind() === 'identifier')) : undefined;
      // `*args`, `**kw`, keyword parameters: the positions after them are not the callers'.
      if (!name) break;
      out.push(name);
    }
    restOf.set(fn.range().start.index, list?.children().find((p) => p.kind() === 'dictionary_splat_pattern')?.children().find((c) => c.kind() === 'identifier'));
    if (g.lang === 'python' && /^(self|cls)$/.test(out[0]?.text() ?? '')) out.shift();
    // Ruby: a last parameter the method hands whole to a request as its options collects its callers' as `**kwargs` does.
    if (g.lang === 'ruby' && optionsAt(fn.field('name')?.text() ?? '') === out.length - 1) restOf.set(fn.range().start.index, out.pop());
    return out;
  };
  visit(root);
  for (const c of localCalls) {
    const style = weakest(c.fn.text);
    if (style) c.style = style;
  }
  relativeOnly(m.items, joins, localCalls);
  inlineForwarders(m.items);
  sectionKeywords(m.items, (key) => PARAMS[key]);
  return [builtDoc(finish(m, scope, scriptSpelling, 'script'), text)];
}
