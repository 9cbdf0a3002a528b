// The client registry: every language's styles, and the lookups the core makes on them. Data and
// plain lookups only: nothing here reads code.
import { JAVASCRIPT_CLIENTS } from './javascript.js';
import { PYTHON_CLIENTS } from './python.js';
import { RUBY_CLIENTS } from './ruby.js';
import { SHELL_CLIENTS } from './shell.js';
import type { ClientStyle, Interceptors } from './types.js';

export type { Binding, CallShape, ClientStyle, Interceptors, Refusal, Split, UnprovenCarrier } from './types.js';

/** Every style of every language; a language adds its own file and its list here. */
export const ALL_CLIENT_STYLES: readonly ClientStyle[] = [...JAVASCRIPT_CLIENTS, ...PYTHON_CLIENTS, ...RUBY_CLIENTS, ...SHELL_CLIENTS];

/** The styles of JavaScript and TypeScript code: the ones the core's extractor and the lookups below read. */
export const CLIENT_STYLES: readonly ClientStyle[] = ALL_CLIENT_STYLES.filter((s) => !s.language);

/** The styles of another language, which its reader reads (src/languages). */
export const stylesOf = (language: NonNullable<ClientStyle['language']>): readonly ClientStyle[] => ALL_CLIENT_STYLES.filter((s) => s.language === language);

const byId = new Map(ALL_CLIENT_STYLES.map((s) => [s.id, s] as const));

export function clientStyle(id: string | undefined): ClientStyle | undefined {
  return id === undefined ? undefined : byId.get(id);
}

/** The style whose chain of query and body links (`.query(q).send(body)`) a request of a style unknown is read by: the commonest such chain. */
export const UNKNOWN_CHAIN_STYLE = 'superagent';

/**
 * The style a module specifier (`require('axios')`, `import got from 'got'`) gives; `imported`: the
 * named export taken (`import { request } from 'undici'`), which a module of several styles needs.
 */
export function styleOfModule(specifier: string, imported?: string): ClientStyle | undefined {
  return CLIENT_STYLES.find((s) => s.modules.includes(specifier) && (!s.exports || (imported !== undefined && s.exports.includes(imported))));
}

/** Folders a project keeps its copies of other packages in (`vendor/needle.mjs`). */
export const VENDOR_FOLDERS: readonly string[] = ['vendor', 'vendors', 'vendored', 'third_party', 'third-party'];

/**
 * The style a file of the project may be a copy of: a module of the registry by its name, kept
 * straight in a vendor folder (`vendor/bent.mjs`, `third_party/undici/index.js`). A candidate only:
 * the reader also wants the file read by the run and exporting what the import takes.
 */
export function vendoredStyle(file: string, imported: string | undefined): ClientStyle | undefined {
  const parts = file.split(/[\\/]/);
  const base = parts[parts.length - 1].replace(/\.(m|c)?[jt]s$/, '');
  // `vendor/name.js`, or `vendor/name/index.js`.
  const [name, folder] = base === 'index' ? [parts[parts.length - 2], parts[parts.length - 3]] : [base, parts[parts.length - 2]];
  if (!name || !folder || !VENDOR_FOLDERS.includes(folder)) return undefined;
  return styleOfModule(name, imported);
}

/** The style a name stands for where its import is not seen (a global `fetch`, the usual `axios`, `$`). */
export function styleOfName(name: string): ClientStyle | undefined {
  return CLIENT_STYLES.find((s) => s.names.includes(name));
}

/** The styles made from `library` by a factory or a defaults property (`axios.create`, `axios.defaults`). */
export function derivedStyles(library: ClientStyle): ClientStyle[] {
  return CLIENT_STYLES.filter((s) => s.id.startsWith(library.id + '.'));
}

/** Every name a library is given, over all styles. */
export const CLIENT_NAMES: readonly string[] = [...new Set(CLIENT_STYLES.flatMap((s) => s.names))];
/** The methods of the registry's factories (`create`, `extend`). */
export const FACTORY_METHODS: ReadonlySet<string> = new Set(CLIENT_STYLES.flatMap((s) => (s.binding.kind === 'factory' ? [s.binding.method] : [])));
/** The factory methods that, called on an instance, take a function of its options (`api.extend((options) => ({ … }))`). */
export const OPTIONS_FUNCTION_FACTORIES: ReadonlySet<string> = new Set(CLIENT_STYLES.flatMap((s) => (s.binding.kind === 'factory' && s.binding.optionsFunction ? [s.binding.method] : [])));
/** Keys that carry a base to a factory or a call. */
export const BASE_OPTION_KEYS: readonly string[] = [...new Set(CLIENT_STYLES.flatMap((s) => (s.binding.kind === 'factory' || s.binding.kind === 'per call' ? (s.binding.keys ?? []) : [])))];
/** Keys that carry a query or a body (chained methods left out). */
export const PARAM_OPTION_KEYS: readonly string[] = [...new Set(CLIENT_STYLES.filter((s) => s.shape.bodyAt !== 'chain').flatMap((s) => [...s.shape.queryKeys, ...s.shape.bodyKeys]))];
/** Keys that carry a query. */
export const QUERY_OPTION_KEYS: readonly string[] = [...new Set(CLIENT_STYLES.flatMap((s) => s.shape.queryKeys))];
/** Keys that carry the URL in an options object. */
export const URL_OPTION_KEYS: readonly string[] = [...new Set(CLIENT_STYLES.flatMap((s) => s.shape.urlKeys))];
/** Other keys that mark an options object. */
export const OTHER_OPTION_KEYS: readonly string[] = [...new Set(CLIENT_STYLES.flatMap((s) => s.shape.optionKeys))];
/** The interceptors of every style that has them (one entry for the styles that share theirs). */
export const INTERCEPTORS: readonly Interceptors[] = [...new Set(CLIENT_STYLES.flatMap((s) => (s.interceptors ? [s.interceptors] : [])))];
/** The first names of the defaults properties styles bind a base on (`defaults` of `X.defaults.baseURL`). */
export const DEFAULTS_HEADS: ReadonlySet<string> = new Set(CLIENT_STYLES.flatMap((s) => (s.binding.kind === 'defaults' ? [s.binding.path[0]] : [])));
/** An instance's members that configure it (its interceptors, its defaults). */
export const CONFIGURING_MEMBERS: ReadonlySet<string> = new Set([...INTERCEPTORS.flatMap((it) => [it.request[0], it.response[0]]), ...DEFAULTS_HEADS]);
