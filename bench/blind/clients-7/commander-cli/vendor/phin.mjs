// A trimmed copy of phin 3: one options object; `data` (an object is sent as JSON), `form` (sent
// urlencoded); `parse: 'json'`; the promise resolves with the response whatever its status.
export default async function phin(opts) {
  const o = typeof opts === 'string' ? { url: opts } : opts;
  const headers = { ...o.headers };
  let body;
  if (o.form) {
    body = new URLSearchParams(o.form).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (o.data !== undefined) {
    body = typeof o.data === 'object' ? JSON.stringify(o.data) : o.data;
    if (typeof o.data === 'object') headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(o.url, { method: (o.method || 'GET').toUpperCase(), headers, body });
  const text = await res.text();
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: o.parse === 'json' ? JSON.parse(text) : Buffer.from(text) };
}
