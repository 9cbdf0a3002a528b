// Small v3 clients written the way each HTTP library is usually called: one module per library
// style and request, with its `/api/v3` base as a literal (the port is filled in when it runs).
export const PORT = '__PORT__';
const BASE = `'http://127.0.0.1:${PORT}/api/v3'`;
const TOKEN = `{ 'PRIVATE-TOKEN': 'secret' }`;

/** A request a client makes: the path after the base, its query and its JSON body as code. */
export interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, string>;
  /** The body as code, when a value is an expression (`{ confirm: !!process.env.X }`). */
  bodyCode?: string;
}

export interface Style {
  name: string;
  header: string;
  /** The expression that makes the request (awaited; a rejection is caught). */
  call(c: Call): string;
}

const obj = (o: Record<string, string>) => `{ ${Object.entries(o).map(([k, v]) => `${k}: '${v}'`).join(', ')} }`;
/** The body of a call as code. */
const body = (c: Call) => c.bodyCode ?? obj(c.body ?? {});
const hasBody = (c: Call) => !!(c.body || c.bodyCode);
const lower = (m: string) => (m === 'DELETE' ? 'delete' : m.toLowerCase());
/** A path relative to a `prefixUrl` (got and ky want no leading slash). */
const rel = (p: string) => `'${p.slice(1)}'`;
const abs = (p: string) => `BASE + '${p}'`;
const withQuery = (c: Call) => (c.query ? `${c.path}?${new URLSearchParams(c.query).toString()}` : c.path);

const callback = (expr: string) => `new Promise((resolve) => ${expr.replace(/\)$/, ', () => resolve())')})`;

export const STYLES: Style[] = [
  {
    name: 'axios',
    header: `import axios from 'axios';\nconst BASE = ${BASE};`,
    call: (c) =>
      c.method === 'POST'
        ? `axios.post(${abs(c.path)}, ${body(c)}, { headers: ${TOKEN} })`
        : `axios.${lower(c.method)}(${abs(c.path)}, { ${c.query ? `params: ${obj(c.query)}, ` : ''}headers: ${TOKEN} })`,
  },
  {
    name: 'axios.create',
    header: `import axios from 'axios';\nconst api = axios.create({ baseURL: ${BASE}, headers: ${TOKEN} });`,
    call: (c) =>
      c.method === 'POST'
        ? `api.post('${c.path}', ${body(c)})`
        : c.query
          ? `api.${lower(c.method)}('${c.path}', { params: ${obj(c.query)} })`
          : `api.${lower(c.method)}('${c.path}')`,
  },
  {
    name: 'got',
    header: `import got from 'got';\nconst BASE = ${BASE};`,
    call: (c) =>
      `got.${lower(c.method)}(${abs(c.path)}, { ${c.query ? `searchParams: ${obj(c.query)}, ` : ''}${hasBody(c) ? `json: ${body(c)}, ` : ''}headers: ${TOKEN}, retry: { limit: 0 } })`,
  },
  {
    name: 'got.extend',
    header: `import got from 'got';\nconst gl = got.extend({ prefixUrl: ${BASE}, headers: ${TOKEN}, retry: { limit: 0 } });`,
    call: (c) => `gl.${lower(c.method)}(${rel(c.path)}${c.query ? `, { searchParams: ${obj(c.query)} }` : hasBody(c) ? `, { json: ${body(c)} }` : ''})`,
  },
  {
    name: 'ky',
    header: `import ky from 'ky';\nconst BASE = ${BASE};`,
    call: (c) => `ky.${lower(c.method)}(${abs(c.path)}, { ${c.query ? `searchParams: ${obj(c.query)}, ` : ''}${hasBody(c) ? `json: ${body(c)}, ` : ''}headers: ${TOKEN}, retry: 0 })`,
  },
  {
    name: 'ky.create',
    header: `import ky from 'ky';\nconst gl = ky.create({ prefixUrl: ${BASE}, headers: ${TOKEN}, retry: 0 });`,
    call: (c) => `gl.${lower(c.method)}(${rel(c.path)}${c.query ? `, { searchParams: ${obj(c.query)} }` : hasBody(c) ? `, { json: ${body(c)} }` : ''})`,
  },
  {
    name: 'fetch',
    header: `const BASE = ${BASE};`,
    call: (c) =>
      `fetch(${abs(withQuery(c))}, { method: '${c.method}', ${hasBody(c) ? `body: JSON.stringify(${body(c)}), ` : ''}headers: { 'PRIVATE-TOKEN': 'secret'${hasBody(c) ? `, 'Content-Type': 'application/json'` : ''} } })`,
  },
  {
    name: 'node-fetch',
    header: `import fetch from 'node-fetch';\nconst BASE = ${BASE};`,
    call: (c) =>
      `fetch(${abs(withQuery(c))}, { method: '${c.method}', ${hasBody(c) ? `body: JSON.stringify(${body(c)}), ` : ''}headers: { 'PRIVATE-TOKEN': 'secret'${hasBody(c) ? `, 'Content-Type': 'application/json'` : ''} } })`,
  },
  {
    name: 'request',
    header: `import request from 'request';\nconst BASE = ${BASE};`,
    call: (c) =>
      callback(`request.${c.method === 'DELETE' ? 'del' : lower(c.method)}({ url: ${abs(c.path)}, ${c.query ? `qs: ${obj(c.query)}, ` : ''}${hasBody(c) ? `json: ${body(c)}, ` : ''}headers: ${TOKEN} })`),
  },
  {
    name: 'superagent',
    header: `import superagent from 'superagent';\nconst BASE = ${BASE};`,
    call: (c) =>
      `superagent.${c.method === 'DELETE' ? 'del' : lower(c.method)}(${abs(c.path)})${c.query ? `.query(${obj(c.query)})` : ''}${hasBody(c) ? `.send(${body(c)})` : ''}.set(${TOKEN})`,
  },
];

/** The module of one client: `run()` makes the request and never throws. */
export function clientModule(style: Style, c: Call): string {
  return `${style.header}\n\nexport async function run() {\n  try {\n    await ${style.call(c)};\n  } catch {\n    // a 404 rejects in most libraries; the server has recorded the request\n  }\n}\n`;
}
