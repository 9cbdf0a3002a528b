// How a client binds its `/api/v3` base, and how the generated client spells each request's URL
// from it. Not every binding applies to every library style: `bindingReason` says which and why.
import type { Library, Shape } from './libraries.js';

export const BINDINGS = ['literal', 'const', 'template', 'concat', 'instance', 'class', 'mixin', 'wrapper', 'method', 'field', 'argument', 'getter', 'wrapper-deep', 'route-table', 'placeholder', 'url-object', 'url-wrapper', 'wrapper-options', 'wrapper-keyed', 'href', 'configure', 'retry', 'json', 'version', 'version-number', 'vendored', 'helper', 'keyed-store', 'member', 'private-field', 'module', 'module-wrapper', 'segments', 'path-join', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'accumulate', 'default-param', 'factory', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call', 'verbs', 'handed', 'product', 'loop', 'each'] as const;
export type Binding = (typeof BINDINGS)[number];

const HOST = `'http://127.0.0.1:__PORT__'`;
const URL_BASE = `'http://127.0.0.1:__PORT__/api/v3'`;
/**
 * The `json` binding's data file, beside the client (its name is the case's: `DATA_FILE` in the
 * source): the base is a value of it the module reads, `config.gitlab.api`.
 */
export const DATA_FILE = '__DATA__';
export const DATA_TEXT = `{\n  "gitlab": {\n    "api": ${JSON.stringify(URL_BASE.slice(1, -1))},\n    "token": "secret"\n  }\n}\n`;
/**
 * The `module` binding's settings module, beside the client (`DATA_FILE` in the source): the base is a
 * property of an object another module of the project exports, `settings.gitlab.api` (an Angular
 * environment file, a config module), imported by name.
 */
const MODULE_TEXT = `export const settings = {\n  gitlab: {\n    api: ${URL_BASE},\n    token: 'secret',\n  },\n};\n`;
const MODULE_READ = `import { settings } from './${DATA_FILE}';`;
/** The file beside a client that holds its base, by binding: its name after the client's stem, and its text. */
export const DATA_FILES: Partial<Record<Binding, { suffix: string; text: string }>> = {
  json: { suffix: '.json', text: DATA_TEXT },
  module: { suffix: '.settings.mjs', text: MODULE_TEXT },
  'module-wrapper': { suffix: '.settings.mjs', text: MODULE_TEXT },
};
const DATA_READ = [`import { readFileSync } from 'node:fs';`, `const config = JSON.parse(readFileSync(new URL('./${DATA_FILE}', import.meta.url), 'utf8'));`, 'const BASE = config.gitlab.api;'];
/** node:http's base: the host and port are options of their own, the base is the path's prefix. */
const PATH_BASE = `'/api/v3'`;
/**
 * The `keyed-store` binding: the base kept in a settings `Map` of the module under a literal key,
 * written once, and read back by that key where it is used (`settings.get('gitlab api')`).
 */
const STORE = (base: string) => ['const settings = new Map();', `settings.set('gitlab api', ${base});`];
const STORED = "settings.get('gitlab api')";
/** The `version` binding: the version a constant of its own, joined after `/api/` (`` `${HOST}/api/${VERSION}` ``). */
const VERSION = `const VERSION = 'v3';`;
/**
 * The `version-number` binding: the version a number a constant writes, after `/api/v` (`` `${HOST}/api/v${VERSION}` ``):
 * it moves where it is written (`3` → `4`, decide/version-value.ts), a review fix.
 */
const VERSION_NUMBER = `const VERSION = 3;`;

/**
 * A base constant built from a settings object's property (`\`${SETTINGS.host}/api/v3\``): an expression
 * a kept call cannot be shown to get the same value of when spelled again, so a split reads the
 * constant back with its moved `/api/v4` end turned back.
 */
const MEMBER = (host: string) => [`const SETTINGS = { host: ${host} };`, 'const BASE = `${SETTINGS.host}/api/v3`;'];

/**
 * The segment bindings spell a path as a list of its segments, joined by the code: an array's
 * `join('/')` after the base (`segments`), `path.posix.join` of the API path and the segments after
 * the host (`path-join`), and a helper gathering its arguments (`url('projects', 5, 'builds')` →
 * `path.posix.join(API_PATH, ...parts.map(String))`, `segments-helper`; the same helper encoding each
 * part, `...parts.map(encodeURIComponent)`, its callers passing the values decoded, `segments-encoded`).
 * A query the request spells in its URL is added after the joined path.
 */
const PATH_JOIN = `import path from 'node:path';`;
function segmentsOf(p: string, numbers = false, decoded = false): { list: string; query: string } {
  const [pathname, query] = p.split('?');
  const list = pathname
    .slice(1)
    .split('/')
    .map((seg) => (numbers && /^\d+$/.test(seg) ? seg : decoded ? literal(decodeURIComponent(seg)) : quote(seg)))
    .join(', ');
  return { list, query: query ? ` + '?${query}'` : '' };
}

/**
 * The `replace` binding: a route template whose first number is a placeholder filled by `replace`
 * (`BASE + '/projects/:id/builds'.replace(':id', 5)`). The `printf` binding: the URL made by
 * `util.format` from the base and the path's numbers (`util.format('%s/projects/%s/builds', BASE, 5)`, the base
 * made so too where it has a host: `util.format('%s/api/v3', HOST)`,
 * a `%` of the path written `%%`).
 */
function placeholder(p: string): { template: string; value?: string } {
  const m = /\/(\d+)(?=\/|\?|$)/.exec(p);
  return m ? { template: p.slice(0, m.index) + '/:id' + p.slice(m.index + m[0].length), value: m[1] } : { template: p };
}
/** A path as `concat`'s arguments: its text, and each number that is a segment of its own an argument apart. */
function concatArgs(p: string): string {
  return p
    .split(/(?<=\/)(\d+)(?=\/|\?|$)/)
    .map((part, k) => (k % 2 === 1 ? part : part && quote(part)))
    .filter(Boolean)
    .join(', ');
}
const UTIL = `import util from 'node:util';`;
function printf(p: string): { format: string; args: string[] } {
  const args: string[] = [];
  const format = p.replace(/%/g, '%%').replace(/\/(\d+)(?=\/|\?|$)/g, (_m, n: string) => {
    args.push(n);
    return '/%s';
  });
  return { format, args };
}

/** The bindings that make the whole URL in the client's own code (a list joined after the base, a format, a string's method). */
const WHOLE_URL = new Set<Binding>(['segments', 'path-join', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'accumulate', 'default-param', 'factory', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call', 'loop', 'each']);

/** Why `binding` does not apply to `lib`, or undefined when it does. */
export function bindingReason(lib: Library, binding: Binding): string | undefined {
  if (lib.excludes?.[binding]) return lib.excludes[binding];
  if (binding === 'placeholder' && lib.id !== 'node-rest-client') return 'placeholder strings (`${url}`) are node-rest-client registerMethod URLs';
  if (binding === 'url-object' && !lib.urlObject) return 'a WHATWG URL object resolved against the base (`new URL(path, BASE)`) is handed to a style whose calls take a whole URL (calls on an instance take a path; node:http takes its path as an option)';
  if (binding === 'url-wrapper' && !lib.urlObject) return 'a wrapper resolving its path against the base (`new URL(path, BASE)`) hands the URL to a style whose calls take a whole URL';
  if (binding === 'wrapper-keyed') return bindingReason(lib, 'wrapper-options');
  if (binding === 'wrapper-options' && !lib.handed) return 'a wrapper destructuring `{ query, body }` is written for a few styles of each way a request takes them (an option, a URL object\'s entries, a body written on the request): axios, got, fetch, node:http, undici, superagent (its chain)';
  if (binding === 'mixin' && !lib.instance) return 'a mixin reaches an instance kept in a class field (`this.gl`): the style needs an instance';
  if (binding === 'instance' && !lib.instance) return 'the style has no instance: a library instance is a style of its own (axios.create, got.extend, …)';
  if (binding === 'href' && !lib.derives) return "an instance base spelled `new URL('/api/v3', HOST).href` (no copy of it is the same value at a call): the split reads the instance's base back at run time, for the styles whose instances show it (the registry's `derive`)";
  if (binding === 'configure' && !lib.instance?.configure) return "an instance made without a base whose defaults a function sets (`gl.defaults.baseURL = `${host}/api/v3``): a style whose instances take their base on their defaults (axios.create)";
  if (binding === 'retry' && !lib.instance?.resend) return "an instance whose response interceptor sends a failed request's own options again (`gl.request(error.config)`): a style whose instances have interceptors (axios.create)";
  if ((binding === 'json' || binding === 'module' || binding === 'module-wrapper') && lib.id === 'node:http') return "node:http's base is a path prefix beside its host option: the data file's value would be a path, a binding of its own";
  if (binding === 'field' && lib.instance) return "a method reading its instance's field (`this.base + path`) joins a whole URL: a call on an instance takes a path (the `class` binding keeps an instance in a field)";
  if (binding === 'field' && lib.id === 'node:http') return "node:http's host is an option of its own: the field would hold a path prefix after a host parameter";
  if (binding === 'private-field' || binding === 'argument' || binding === 'getter') return bindingReason(lib, 'field');
  if (binding === 'vendored' && !lib.instance?.vendored) return "a project's own copy of the library in a vendor folder (`import { $fetch } from './vendor/ofetch.mjs'`) whose instances take no per-call base option: a style whose instances are made by a factory the copy's text can wrap (ofetch.create)";
  if (binding === 'helper' && lib.instance) return "a wrapper that spells the base in its own text makes the whole URL: a call on an instance takes a path (the `wrapper` binding keeps the instance's base in a constant)";
  if (binding === 'literal' && lib.instance) return 'a call on an instance takes a path; a whole URL would bypass the instance base';
  if (WHOLE_URL.has(binding) && lib.instance) return 'the whole URL made after the base (a segment list, an element of a list a loop or a callback is given): a call on an instance takes a path';
  return undefined;
}

/**
 * A wrapper over the wrapper (`resource(kind, rest, opts)` → `api(\`/${kind}${rest}\`, opts)`): the
 * path is split between two arguments of the outer one and joined in the inner one's text, so a
 * fix edits the callers' arguments through two helpers.
 */
function deep(path: string, forward: string): { decl: string; call: (opts: string) => string } {
  const lead = path.startsWith('/') ? '/' : '';
  const [, kind, rest] = /^([^/?]*)(.*)$/.exec(path.slice(lead.length))!;
  return {
    decl: `function resource(kind, rest, opts) {\n  return api(\`${lead}\${kind}\${rest}\`, opts);\n}\nfunction api(path, opts) {\n  ${forward}\n}`,
    call: (opts) => `resource(${quote(kind)}, ${quote(rest)}, ${opts})`,
  };
}

/**
 * A wrapper that is a method of a class (`api(path, opts)`), called as `this.api(…)` by the class's
 * other methods, one per request: a split gives the kept call its own copy of the method beside it.
 */
function methodWrapper(forward: string, paths: string[], opts: string[]): string {
  const callers = paths.map((p, i) => `\n  r${i}() {\n    return this.api(${quote(p)}, ${opts[i]});\n  }\n`).join('');
  return `class Gitlab {\n  api(path, opts) {\n    ${forward}\n  }\n${callers}}`;
}

/**
 * A method wrapper whose base is a field of its instance, set in the constructor from a parameter
 * (`this.base = \`${host}/api/v3\``): no text of the method can spell that value again, so a split
 * gives the instance a twin field beside the assignment and the method's copy reads it.
 */
function fieldWrapper(forward: string, paths: string[], opts: string[]): string {
  const callers = paths.map((p, i) => `\n  r${i}() {\n    return this.api(${quote(p)}, ${opts[i]});\n  }\n`).join('');
  return `class Gitlab {\n  constructor(host) {\n    this.base = \`\${host}/api/v3\`;\n  }\n\n  api(path, opts) {\n    ${forward}\n  }\n${callers}}`;
}

/**
 * The `field` binding with the whole base handed to the constructor (`new Gitlab(\`${HOST}/api/v3\`)`),
 * which keeps it in a field: the base is read through the constructor's parameter (extract/evaluate.ts
 * `constructorArgument`), and the class hands it to nothing else. `getter`: the methods read it through
 * a getter (`get root() { return this.base; }`: extract/evaluate.ts `getterValue`), the `getter` binding.
 */
function argumentWrapper(forward: string, paths: string[], opts: string[], getter = false): string {
  const callers = paths.map((p, i) => `\n  r${i}() {\n    return this.api(${quote(p)}, ${opts[i]});\n  }\n`).join('');
  const root = getter ? '\n  get root() {\n    return this.base;\n  }\n' : '';
  return `class Gitlab {\n  constructor(base) {\n    this.base = base;\n  }\n${root}\n  api(path, opts) {\n    ${forward}\n  }\n${callers}}`;
}

/**
 * The `field` binding with private members (`#base`, `#api(path, opts)`): no code outside the class
 * can set the field or call the method, and the twin must be declared beside the field.
 */
function privateFieldWrapper(forward: string, paths: string[], opts: string[]): string {
  const callers = paths.map((p, i) => `\n  r${i}() {\n    return this.#api(${quote(p)}, ${opts[i]});\n  }\n`).join('');
  return `class Gitlab {\n  #base;\n\n  constructor(host) {\n    this.#base = \`\${host}/api/v3\`;\n  }\n\n  #api(path, opts) {\n    ${forward}\n  }\n${callers}}`;
}

/**
 * A factory returning an object of request methods (`function createGitlab() { return { api(path, opts) {…} }; }`,
 * `const gitlab = createGitlab()`): each call of `gitlab.api(…)` is a request of the method, read through the
 * factory's returned object.
 */
function verbsFactory(forward: string): string[] {
  return [`function createGitlab() {\n  return {\n    api(path, opts) {\n      ${forward}\n    },\n  };\n}`, 'const gitlab = createGitlab();'];
}

/**
 * The factory's object of request methods given to a function of the file (`function area(client) { return
 * { r0() { return client.api(…); } }; }`, `const calls = area(gitlab)`): the calls on its parameter are the
 * object's calls, the function called with that one object.
 */
function handedArea(paths: string[], opts: string[]): string[] {
  const callers = paths.map((p, i) => `\n    r${i}() {\n      return client.api(${quote(p)}, ${opts[i]});\n    },`).join('');
  return [`function area(client) {\n  return {${callers}\n  };\n}`, 'const calls = area(gitlab);'];
}

/**
 * A function a factory of the code makes (`const made = (tag) => (path, opts) => {…}`, `const api =
 * made('gl4m')`), closing over the file's base: each call of `api(…)` is a request of the function
 * made, and a split gives the kept call copies of the factory and of the product (`apiV3 = madeV3('gl4m')`).
 */
function productFactory(forward: string): string[] {
  return [`const made = (tag) => (path, opts) => {\n  ${forward}\n};`, "const api = made('gl4m');"];
}

/** The binding whose split a binding's is, where the library lists its split bindings: a field method's is a method's, with a twin field. */
export const SPLITS_AS: Partial<Record<Binding, Binding>> = { field: 'method', 'private-field': 'method', loop: 'const', each: 'const' };

/** One request of a client: its shape, and its path as the library wants it. */
export interface Bound {
  decls: string[];
  /** One expression per request, each awaited in turn. */
  exprs: string[];
}

const quote = (s: string) => `'${s}'`;
/** A string literal of any text (a decoded segment may hold a quote or a backslash). */
const literal = (s: string) => `'${s.replace(/[\\']/g, '\\$&')}'`;

/** The client's declarations and request expressions for `shapes` under `binding`. */
export function bind(lib: Library, binding: Binding, shapes: Shape[], opts: (s: Shape) => string): Bound {
  const paths = shapes.map((s) => (lib.instance?.relative ? s.path.slice(1) : s.path));
  const direct = (url: string, s: Shape, recv = 'gl') => lib.direct(url, s, recv);
  if (binding === 'placeholder') {
    // node-rest-client fills `${name}` placeholders of a registered URL from `args.path`.
    const decls = [`const HOST = ${HOST};`, ...shapes.map((s, i) => `client.registerMethod('r${i}', '\${url}/api/v3${s.path.replace(/^\/projects\/5(?=\/|$)/, '/projects/${id}')}', '${s.method}');`)];
    const exprs = shapes.map((s, i) => {
      const args = lib.opts(s).replace(/^\{ method: '\w+', args: \{ /, `{ path: { url: HOST, id: 5 }, `).replace(/ \} \}$/, ' }');
      return `new Promise((resolve, reject) => client.methods.r${i}(${args}, () => resolve()).on('error', reject))`;
    });
    return { decls, exprs };
  }
  if (lib.instance) {
    const make = (base: string, target = 'const gl') => lib.instance!.make(base, target, shapes.map((s) => s.method));
    switch (binding) {
      case 'const':
        return { decls: [`const BASE = ${URL_BASE};`, make('BASE')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'template':
        return { decls: [`const HOST = ${HOST};`, make('`${HOST}/api/v3`')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'concat':
        return { decls: [`const HOST = ${HOST};`, make(`HOST + '/api/v3'`)], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'instance':
        return { decls: [make(URL_BASE)], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'vendored':
        // The instance made by the vendored copy's factory (its import replaces the library's: clientModule).
        return { decls: [lib.instance.vendored!.make(URL_BASE, 'const gl')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'version':
        return { decls: [`const HOST = ${HOST};`, VERSION, make('`${HOST}/api/${VERSION}`')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'version-number':
        return { decls: [`const HOST = ${HOST};`, VERSION_NUMBER, make('`${HOST}/api/v${VERSION}`')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'json':
        return { decls: [...DATA_READ, make('BASE')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'module':
        return { decls: [MODULE_READ, make('settings.gitlab.api')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'keyed-store':
        return { decls: [...STORE(URL_BASE), make(STORED)], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'configure':
        return { decls: [`const HOST = ${HOST};`, lib.instance.configure!('`${host}/api/v3`')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'retry':
        return { decls: [`const BASE = ${URL_BASE};`, make('BASE'), lib.instance.resend!('gl')], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'href':
        return { decls: [`const HOST = ${HOST};`, make(`new URL('/api/v3', HOST).href`)], exprs: shapes.map((s, i) => direct(quote(paths[i]), s)) };
      case 'class':
        return {
          decls: [
            `class Gitlab {\n  constructor() {\n    this.base = ${URL_BASE};\n    ${make('this.base', 'this.gl').replace(/\n/g, '\n    ')}\n  }\n${shapes.map((s, i) => `\n  send${i}() {\n    return ${direct(quote(paths[i]), s, 'this.gl')};\n  }\n`).join('')}}`,
            'const gitlab = new Gitlab();',
          ],
          exprs: shapes.map((_, i) => `gitlab.send${i}()`),
        };
      case 'mixin':
        // The instance a class field; the requests in an object's methods that `Object.assign` copies onto its prototype.
        return {
          decls: [
            `class Gitlab {\n  constructor() {\n    ${make(URL_BASE, 'this.gl').replace(/\n/g, '\n    ')}\n  }\n}`,
            `const requests = {${shapes.map((s, i) => `\n  send${i}() {\n    return ${direct(quote(paths[i]), s, 'this.gl')};\n  },`).join('')}\n};`,
            'Object.assign(Gitlab.prototype, requests);',
            'const gitlab = new Gitlab();',
          ],
          exprs: shapes.map((_, i) => `gitlab.send${i}()`),
        };
      case 'member':
        return {
          decls: [...MEMBER(HOST), make('BASE'), `function api(path, opts) {\n  ${lib.forward('path', 'gl')}\n}`],
          exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
        };
      case 'wrapper':
        return {
          decls: [`const BASE = ${URL_BASE};`, make('BASE'), `function api(path, opts) {\n  ${lib.forward('path', 'gl')}\n}`],
          exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
        };
      case 'module-wrapper':
        // The base another module exports, the instance and its wrapper this client's: a kept call's copies are made here.
        return {
          decls: [MODULE_READ, 'const BASE = settings.gitlab.api;', make('BASE'), `function api(path, opts) {\n  ${lib.forward('path', 'gl')}\n}`],
          exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
        };
      case 'verbs':
        return { decls: [`const BASE = ${URL_BASE};`, make('BASE'), ...verbsFactory(lib.forward('path', 'gl'))], exprs: shapes.map((s, i) => `gitlab.api(${quote(paths[i])}, ${opts(s)})`) };
      case 'handed':
        return { decls: [`const BASE = ${URL_BASE};`, make('BASE'), ...verbsFactory(lib.forward('path', 'gl')), ...handedArea(paths, shapes.map(opts))], exprs: shapes.map((_, i) => `calls.r${i}()`) };
      case 'product':
        return { decls: [`const BASE = ${URL_BASE};`, make('BASE'), ...productFactory(lib.forward('path', 'gl'))], exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`) };
      case 'method':
        return { decls: [`const BASE = ${URL_BASE};`, make('BASE'), methodWrapper(lib.forward('path', 'gl'), paths, shapes.map(opts)), 'const gitlab = new Gitlab();'], exprs: shapes.map((_, i) => `gitlab.r${i}()`) };
      case 'wrapper-deep': {
        const d = paths.map((p) => deep(p, lib.forward('path', 'gl')));
        return { decls: [`const BASE = ${URL_BASE};`, make('BASE'), d[0].decl], exprs: shapes.map((s, i) => d[i].call(opts(s))) };
      }
      case 'route-table':
        return {
          decls: [`const BASE = ${URL_BASE};`, make('BASE'), `const ROUTES = { ${paths.map((p, i) => `r${i}: ${quote(p)}`).join(', ')} };`, 'const route = (name) => ROUTES[name];'],
          exprs: shapes.map((s, i) => direct(`route('r${i}')`, s)),
        };
      default:
        throw new Error(`binding ${binding} does not apply to ${lib.id}`);
    }
  }
  const base = lib.id === 'node:http' ? PATH_BASE : URL_BASE;
  const whole = (p: string) => quote(`${base.slice(1, -1)}${p}`);
  switch (binding) {
    case 'literal':
      return { decls: [], exprs: shapes.map((s, i) => direct(whole(paths[i]), s)) };
    case 'const':
      return { decls: [`const BASE = ${base};`], exprs: shapes.map((s, i) => direct(`BASE + ${quote(paths[i])}`, s)) };
    case 'json':
      return { decls: DATA_READ, exprs: shapes.map((s, i) => direct(`BASE + ${quote(paths[i])}`, s)) };
    case 'module':
      return { decls: [MODULE_READ], exprs: shapes.map((s, i) => direct(`settings.gitlab.api + ${quote(paths[i])}`, s)) };
    case 'keyed-store':
      return { decls: STORE(base), exprs: shapes.map((s, i) => direct(`${STORED} + ${quote(paths[i])}`, s)) };
    case 'template':
      return lib.id === 'node:http'
        ? { decls: [`const PREFIX = ${base};`], exprs: shapes.map((s, i) => direct(`\`\${PREFIX}${paths[i]}\``, s)) }
        : { decls: [`const HOST = ${HOST};`], exprs: shapes.map((s, i) => direct(`\`\${HOST}/api/v3${paths[i]}\``, s)) };
    case 'url-object':
      // `new URL(path, BASE)` resolves as a browser does: the base ends in a slash and the path is
      // relative (a leading slash, or no slash at the base's end, would drop `/api/v3` or `v3`).
      return { decls: [`const BASE = ${URL_BASE.slice(0, -1)}/';`], exprs: shapes.map((s, i) => direct(lib.urlObject!(`new URL(${quote(paths[i].slice(1))}, BASE)`), s)) };
    case 'url-wrapper':
      // The wrapper's callers give it paths relative to the base (no leading slash), each a request of its own.
      return {
        decls: [`const BASE = ${URL_BASE.slice(0, -1)}/';`, `function api(path, opts) {\n  ${lib.forward(lib.urlObject!('new URL(path, BASE)'), 'gl')}\n}`],
        exprs: shapes.map((s, i) => `api(${quote(paths[i].slice(1))}, ${opts(s)})`),
      };
    case 'wrapper-options': {
      // Each caller hands its query and body under the keys the wrapper destructures.
      const call = (s: Shape, i: number) => {
        const o = [s.query && `query: ${s.query}`, s.body && `body: ${s.body}`].filter(Boolean).join(', ');
        return `api('${s.method}', ${quote(paths[i])}${o ? `, { ${o} }` : ''})`;
      };
      return {
        decls: [`const BASE = ${base};`, `function api(method, path, { query, body } = {}) {\n  ${lib.handed!.forward('BASE + path')}\n}`],
        exprs: shapes.map(call),
      };
    }
    case 'wrapper-keyed': {
      // The method too is a property of the destructured options, 'GET' by default: a GET's caller gives none.
      const call = (s: Shape, i: number) => {
        const o = [s.method !== 'GET' && `method: '${s.method}'`, s.query && `query: ${s.query}`, s.body && `body: ${s.body}`].filter(Boolean).join(', ');
        return `api(${quote(paths[i])}${o ? `, { ${o} }` : ''})`;
      };
      return {
        decls: [`const BASE = ${base};`, `function api(path, { method = 'GET', query, body } = {}) {\n  ${lib.handed!.forward('BASE + path')}\n}`],
        exprs: shapes.map(call),
      };
    }
    case 'segments':
      return {
        decls: [`const BASE = ${base};`],
        exprs: shapes.map((s, i) => {
          const { list, query } = segmentsOf(paths[i]);
          return direct(`BASE + '/' + [${list}].join('/')${query}`, s);
        }),
      };
    case 'path-join': {
      const host = lib.id === 'node:http' ? '' : 'HOST + ';
      return {
        decls: [PATH_JOIN, ...(host ? [`const HOST = ${HOST};`] : [])],
        exprs: shapes.map((s, i) => {
          const { list, query } = segmentsOf(paths[i]);
          return direct(`${host}path.posix.join('/api/v3', ${list})${query}`, s);
        }),
      };
    }
    case 'segments-helper':
    case 'segments-encoded': {
      const host = lib.id === 'node:http' ? '' : 'HOST + ';
      const encoded = binding === 'segments-encoded';
      return {
        decls: [PATH_JOIN, ...(host ? [`const HOST = ${HOST};`] : []), `const API_PATH = '/api/v3';`, `function url(...parts) {\n  return ${host}path.posix.join(API_PATH, ...parts.map(${encoded ? 'encodeURIComponent' : 'String'}));\n}`],
        exprs: shapes.map((s, i) => {
          const { list, query } = segmentsOf(paths[i], true, encoded);
          return direct(`url(${list})${query}`, s);
        }),
      };
    }
    case 'string-concat':
      // The path added by the string's own method, its numbers arguments of their own (`BASE.concat('/projects/', 5, '/builds')`).
      return { decls: [`const BASE = ${base};`], exprs: shapes.map((s, i) => direct(`BASE.concat(${concatArgs(paths[i])})`, s)) };
    case 'string-call':
      // The whole URL made a string by the built-in (`String(BASE + '/projects/5/builds')`).
      return { decls: [`const BASE = ${base};`], exprs: shapes.map((s, i) => direct(`String(BASE + ${quote(paths[i])})`, s)) };
    case 'slash-base':
      // The base ending in a slash, the paths relative to it (`'http://…/api/v3/' + 'projects/5/builds'`).
      return { decls: [`const BASE = ${base.slice(0, -1)}/';`], exprs: shapes.map((s, i) => direct(`BASE + ${quote(paths[i].slice(1))}`, s)) };
    case 'route-fns': {
      // A table of functions making each path from its number (`routes.r0(5)` of `r0: (id) => \`/projects/${id}/builds\``).
      const table = paths.map((p, i) => {
        const { template, value } = placeholder(p);
        return value === undefined ? `  r${i}: () => ${quote(p)},` : `  r${i}: (id) => \`${template.replace(':id', '${id}')}\`,`;
      });
      return {
        decls: [`const BASE = ${base};`, `const routes = {\n${table.join('\n')}\n};`],
        exprs: shapes.map((s, i) => direct(`BASE + routes.r${i}(${placeholder(paths[i]).value ?? ''})`, s)),
      };
    }
    case 'encoded-id':
      // The project named by its path, encoded where the URL is written (`/projects/${encodeURIComponent(PROJECT)}/builds`).
      return {
        decls: [`const BASE = ${base};`, `const PROJECT = 'group/project';`],
        exprs: shapes.map((s, i) => direct(`\`\${BASE}${paths[i].replace(/^\/projects\/5(?=\/|\?|$)/, '/projects/${encodeURIComponent(PROJECT)}')}\``, s)),
      };
    case 'segments-base': {
      // The base the list's first element (`[BASE, 'projects', '5', 'builds'].join('/')`).
      return {
        decls: [`const BASE = ${base};`],
        exprs: shapes.map((s, i) => {
          const { list, query } = segmentsOf(paths[i]);
          return direct(`[BASE, ${list}].join('/')${query}`, s);
        }),
      };
    }
    case 'loop':
      // The path an element of a list a `for…of` loop runs over (`for (const path of ['/projects/5/builds'])`).
      return { decls: [`const BASE = ${base};`], exprs: shapes.map((s, i) => `(async () => {\n    for (const path of [${quote(paths[i])}]) return ${direct('BASE + path', s)};\n  })()`) };
    case 'each':
      // The path an element of a list a callback is given (`['/projects/5/builds'].map((path) => …)`).
      return { decls: [`const BASE = ${base};`], exprs: shapes.map((s, i) => `Promise.all([${quote(paths[i])}].map((path) => ${direct('BASE + path', s)}))`) };
    case 'accumulate':
      // The URL built up in a variable (`let url = BASE; url += '/projects/5'; url += '/builds';`), the path's last segment added on its own.
      return {
        decls: [`const BASE = ${base};`],
        exprs: shapes.map((s, i) => {
          const cut = paths[i].split('?')[0].lastIndexOf('/');
          const parts = cut > 0 ? [paths[i].slice(0, cut), paths[i].slice(cut)] : [paths[i]];
          return `(() => {\n    let url = BASE;\n${parts.map((p) => `    url += ${quote(p)};\n`).join('')}    return ${direct('url', s)};\n  })()`;
        }),
      };
    case 'default-param':
      // A wrapper whose base is a parameter's default (`function api(path, opts, base = BASE)`), its callers giving none.
      return {
        decls: [`const BASE = ${base};`, `function api(path, opts, base = BASE) {\n  ${lib.forward('base + path', 'gl')}\n}`],
        exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
      };
    case 'factory':
      // A client made by a factory closing over its base (`const api = gitlabClient(BASE)`, `gitlabClient = (base) => (path, opts) => …`).
      return {
        decls: [`const BASE = ${base};`, `const gitlabClient = (base) => (path, opts) => {\n  ${lib.forward('base + path', 'gl')}\n};`, 'const api = gitlabClient(BASE);'],
        exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
      };
    case 'replace':
      return {
        decls: [`const BASE = ${base};`],
        exprs: shapes.map((s, i) => {
          const { template, value } = placeholder(paths[i]);
          return direct(value === undefined ? `BASE + ${quote(template)}` : `BASE + ${quote(template)}.replace(':id', ${value})`, s);
        }),
      };
    case 'printf':
      // The base made by `util.format` too, where it has a host (a format call is text, never a request given the base).
      return {
        decls: [UTIL, ...(lib.id === 'node:http' ? [`const BASE = ${base};`] : [`const HOST = ${HOST};`, `const BASE = util.format('%s/api/v3', HOST);`])],
        exprs: shapes.map((s, i) => {
          const { format, args } = printf(paths[i]);
          return direct(`util.format(${quote(`%s${format}`)}, ${['BASE', ...args].join(', ')})`, s);
        }),
      };
    case 'concat':
      return { decls: [`const HOST = ${HOST};`, `const API = HOST + '/api/v3';`], exprs: shapes.map((s, i) => direct(`API + ${quote(paths[i])}`, s)) };
    case 'version':
      return lib.id === 'node:http'
        ? { decls: [VERSION], exprs: shapes.map((s, i) => direct(`\`/api/\${VERSION}${paths[i]}\``, s)) }
        : { decls: [`const HOST = ${HOST};`, VERSION], exprs: shapes.map((s, i) => direct(`\`\${HOST}/api/\${VERSION}${paths[i]}\``, s)) };
    case 'version-number':
      return lib.id === 'node:http'
        ? { decls: [VERSION_NUMBER], exprs: shapes.map((s, i) => direct(`\`/api/v\${VERSION}${paths[i]}\``, s)) }
        : { decls: [`const HOST = ${HOST};`, VERSION_NUMBER], exprs: shapes.map((s, i) => direct(`\`\${HOST}/api/v\${VERSION}${paths[i]}\``, s)) };
    case 'class':
      return {
        decls: [
          `class Gitlab {\n  constructor() {\n    this.base = ${base};\n  }\n${shapes.map((s, i) => `\n  send${i}() {\n    return ${direct(`this.base + ${quote(paths[i])}`, s)};\n  }\n`).join('')}}`,
          'const gitlab = new Gitlab();',
        ],
        exprs: shapes.map((_, i) => `gitlab.send${i}()`),
      };
    case 'wrapper':
      return {
        decls: [`const BASE = ${base};`, `function api(path, opts) {\n  ${lib.forward('BASE + path', 'gl')}\n}`],
        exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
      };
    case 'module-wrapper':
      // The base another module exports, read by this client's wrapper: a kept call's copy of the wrapper is made here,
      // its read of the imported value turned back.
      return {
        decls: [MODULE_READ, `function api(path, opts) {\n  ${lib.forward('settings.gitlab.api + path', 'gl')}\n}`],
        exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
      };
    case 'verbs':
      return { decls: [`const BASE = ${base};`, ...verbsFactory(lib.forward('BASE + path', 'gl'))], exprs: shapes.map((s, i) => `gitlab.api(${quote(paths[i])}, ${opts(s)})`) };
    case 'handed':
      return { decls: [`const BASE = ${base};`, ...verbsFactory(lib.forward('BASE + path', 'gl')), ...handedArea(paths, shapes.map(opts))], exprs: shapes.map((_, i) => `calls.r${i}()`) };
    case 'product':
      return { decls: [`const BASE = ${base};`, ...productFactory(lib.forward('BASE + path', 'gl'))], exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`) };
    case 'member':
      return {
        decls: [...MEMBER(lib.id === 'node:http' ? "''" : HOST), `function api(path, opts) {\n  ${lib.forward('BASE + path', 'gl')}\n}`],
        exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
      };
    case 'helper':
      // The wrapper spells the base itself: a split copies it as it is, the copy keeping the v3 text.
      return {
        decls: [`function api(path, opts) {\n  ${lib.forward(`${base} + path`, 'gl')}\n}`],
        exprs: shapes.map((s, i) => `api(${quote(paths[i])}, ${opts(s)})`),
      };
    case 'method':
      return { decls: [`const BASE = ${base};`, methodWrapper(lib.forward('BASE + path', 'gl'), paths, shapes.map(opts)), 'const gitlab = new Gitlab();'], exprs: shapes.map((_, i) => `gitlab.r${i}()`) };
    case 'field':
      return { decls: [`const HOST = ${HOST};`, fieldWrapper(lib.forward('this.base + path', 'gl'), paths, shapes.map(opts)), 'const gitlab = new Gitlab(HOST);'], exprs: shapes.map((_, i) => `gitlab.r${i}()`) };
    case 'argument':
      return { decls: [`const HOST = ${HOST};`, argumentWrapper(lib.forward('this.base + path', 'gl'), paths, shapes.map(opts)), 'const gitlab = new Gitlab(`${HOST}/api/v3`);'], exprs: shapes.map((_, i) => `gitlab.r${i}()`) };
    case 'getter':
      // The same class reading its base through a getter (`get root() { return this.base; }`).
      return { decls: [`const HOST = ${HOST};`, argumentWrapper(lib.forward('this.root + path', 'gl'), paths, shapes.map(opts), true), 'const gitlab = new Gitlab(`${HOST}/api/v3`);'], exprs: shapes.map((_, i) => `gitlab.r${i}()`) };
    case 'private-field':
      return { decls: [`const HOST = ${HOST};`, privateFieldWrapper(lib.forward('this.#base + path', 'gl'), paths, shapes.map(opts)), 'const gitlab = new Gitlab(HOST);'], exprs: shapes.map((_, i) => `gitlab.r${i}()`) };
    case 'wrapper-deep': {
      const d = paths.map((p) => deep(p, lib.forward('BASE + path', 'gl')));
      return { decls: [`const BASE = ${base};`, d[0].decl], exprs: shapes.map((s, i) => d[i].call(opts(s))) };
    }
    case 'route-table':
      return {
        decls: [`const BASE = ${base};`, `const ROUTES = { ${paths.map((p, i) => `r${i}: ${quote(p)}`).join(', ')} };`, 'const url = (name) => BASE + ROUTES[name];'],
        exprs: shapes.map((s, i) => direct(`url('r${i}')`, s)),
      };
    default:
      throw new Error(`binding ${binding} does not apply to ${lib.id}`);
  }
}
