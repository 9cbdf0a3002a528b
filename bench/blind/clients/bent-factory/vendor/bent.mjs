// A trimmed copy of the `bent` API (functional HTTP client): bent(baseUrl?, METHOD?, format?,
// headers?, ...statusCodes) returns `(path, body?) => Promise`.
export default function bent(...args) {
  let base = '';
  let method = 'GET';
  let format;
  const codes = new Set();
  const headers = {};
  for (const arg of args) {
    if (typeof arg === 'string') {
      if (/^[A-Z]+$/.test(arg)) method = arg;
      else if (['json', 'string', 'buffer'].includes(arg)) format = arg;
      else base = arg;
    } else if (typeof arg === 'number') codes.add(arg);
    else if (arg && typeof arg === 'object') Object.assign(headers, arg);
  }
  if (codes.size === 0) codes.add(200);
  return async (path = '', body) => {
    const init = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const res = await fetch(base + path, init);
    if (!codes.has(res.status)) throw Object.assign(new Error(`Incorrect statusCode: ${res.status}`), { statusCode: res.status });
    if (format === 'json') return res.json();
    if (format === 'string') return res.text();
    return Buffer.from(await res.arrayBuffer());
  };
}
