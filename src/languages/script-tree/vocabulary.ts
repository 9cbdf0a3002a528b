// The words both languages' clients share, for the syntax-tree reader (reader.ts): HTTP verbs,
// the keyword sections of a request, what serialises a body, what only prints.
import type { ClientStyle } from '../../clients/index.js';
import type { Param } from '../virtual/model.js';

/** The library a style's id names before its method (`Faraday` of `Faraday.new`). */
export const libraryOf = (s: ClientStyle) => (s.binding.kind === 'factory' || s.binding.kind === 'defaults' ? s.id.slice(0, s.id.lastIndexOf('.')) : s.id);
export const VERBS = /^(get|post|put|patch|delete|head|options)$/;
/** A response's status, read off it: `status_code`, `status` (Python), `code`, `status` (Ruby). */
export const STATUS_MEMBER = /^(?:status_code|status|code)$/;
/** Calls that only print or log what they are given: a base read there sends no request. */
export const PRINTS = /^(?:print|puts|pp?|warn|(?:logging|logger|log|LOGGER|Rails\.logger)\.\w+)$/;
/** Parts of a URL its path does not change (`uri.host`, `uri.port`): reading them is not reading the route. */
export const URL_PARTS = /^(?:host|hostname|port|scheme|netloc)$/;
export const PARAMS: Record<string, Param['section']> = { params: 'qs', query: 'qs', fields: 'qs', data: 'body', json: 'body', body: 'body', payload: 'body', files: 'formData' };
/** A keyword's section: the common words above, else what the style's shape says its key carries (http.rb's `form:`). */
export const sectionOf = (key: string, shape: ClientStyle['shape'] | undefined): Param['section'] | undefined => PARAMS[key] ?? (shape?.queryKeys.includes(key) ? 'qs' : shape?.bodyKeys.includes(key) ? 'body' : undefined);
/** Calls that serialise a dict or hash for a body (`json.dumps({…})`, `urlencode({…})`): the fields are the argument's. */
export const SERIALISE = /^(?:json\.dumps|urllib\.parse\.urlencode|urlencode|parse\.urlencode|JSON\.generate|JSON\.dump|URI\.encode_www_form)$/;
/** A method name spelled as an HTTP method (httplib2's `request(url, 'POST')`, urllib3's `request('GET', url)`). */
export const METHOD_WORD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/;
export const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"' };
/** A constant's path without Ruby's root scope (`::Faraday`). */
export const stripRoot = (text: string | undefined) => (text ?? '').replace(/^::/, '');
