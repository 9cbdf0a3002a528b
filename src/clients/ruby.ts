// The HTTP client libraries and request styles of Ruby code that its reader
// (src/languages/python-ruby/reader.ts) recognises, as data (types.ts says what each field means). An
// instance style's id is the call that makes it (`Faraday.new`); `names` are the receivers the
// reader takes for the style. `proven` styles are the ones the adapters' differential HTTP test
// runs against a fake GitLab with Ruby and the library (test/http/adapters.test.ts); every other
// style is read, tied to its base and never fixed at the safe tier.
import type { CallShape, ClientStyle } from './types.js';

/** HTTParty: `get(url, query: {…}, body: {…}, headers: {…})`; a query in the URL is kept beside `query:`. */
const HTTPARTY: CallShape = {
  defaultGet: false,
  bodyAt: 'options',
  urlKeys: [],
  queryKeys: ['query'],
  bodyKeys: ['body'],
  optionKeys: ['headers', 'basic_auth', 'timeout', 'format'],
  queryReplacesUrl: false,
  encodesQuery: true,
};

/** Faraday: `get(path, params, headers)`, `post(path, body, headers)`; the URL's query and `params` are merged. */
const FARADAY: CallShape = { defaultGet: false, bodyAt: 'second', urlKeys: ['url'], queryKeys: ['params'], bodyKeys: [], optionKeys: ['headers', 'request', 'ssl'], queryReplacesUrl: false, encodesQuery: true };

/** RestClient: `get(url, headers)`, `post(url, payload, headers)`; `params:` in the headers is the query. */
const REST_CLIENT: CallShape = { defaultGet: false, bodyAt: 'second', urlKeys: ['url'], queryKeys: ['params'], bodyKeys: ['payload'], optionKeys: ['headers', 'method'], queryReplacesUrl: false, encodesQuery: true };

/** Net::HTTP: a request class per method (`Net::HTTP::Delete.new(uri)`), its body set on it later (`set_form_data`, `body =`). */
const NET_HTTP: CallShape = { defaultGet: false, bodyAt: 'none', urlKeys: [], queryKeys: [], bodyKeys: [], optionKeys: [], queryReplacesUrl: false, encodesQuery: false };

export const RUBY_CLIENTS: readonly ClientStyle[] = [
  // Proven: test/http/adapters.test.ts runs each with Ruby and the library.
  { id: 'HTTParty', language: 'ruby', modules: ['httparty'], names: ['HTTParty'], binding: { kind: 'per call' }, shape: HTTPARTY, refuses: [], proven: true },
  // A class that includes HTTParty: `base_uri` is read by its `self.class.get(path)` and bare `get(path)`.
  { id: 'HTTParty.base_uri', language: 'ruby', modules: [], names: ['self.class'], binding: { kind: 'defaults', path: ['base_uri'] }, shape: HTTPARTY, refuses: [], proven: true },
  { id: 'Faraday.new', language: 'ruby', modules: ['faraday'], names: [], binding: { kind: 'factory', method: 'new', keys: ['url'] }, shape: FARADAY, refuses: [], proven: true },
  { id: 'RestClient', language: 'ruby', modules: ['rest-client'], names: ['RestClient'], binding: { kind: 'per call' }, shape: REST_CLIENT, refuses: [], proven: true },
  // `Net::HTTP::Get.new(uri)` and its kin; Net::HTTP's own functions (`Net::HTTP.get(uri)`) are not run.
  { id: 'Net::HTTP request', language: 'ruby', modules: ['net/http'], names: [], binding: { kind: 'per call' }, shape: NET_HTTP, refuses: [], proven: true },
  // Understood, not proven.
  { id: 'Net::HTTP', language: 'ruby', modules: ['net/http'], names: ['Net::HTTP'], binding: { kind: 'per call' }, shape: NET_HTTP, refuses: [], proven: false },
  { id: 'ruby client object', language: 'ruby', modules: [], names: ['conn', 'connection', 'client', 'http', 'api', 'gitlab'], binding: { kind: 'per call' }, shape: HTTPARTY, refuses: [], proven: false },
];
