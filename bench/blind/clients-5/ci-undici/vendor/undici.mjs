// A trimmed copy of undici's request(url, { method, headers, query, body }): the query object is
// appended to the URL, the body is sent as given (a string or a Buffer); resolves to
// { statusCode, headers, body } where body has json() and text(). It does not throw on 4xx.
export async function request(url, { method = 'GET', headers = {}, query, body } = {}) {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) target.searchParams.append(key, String(v));
  }
  const res = await fetch(target, { method, headers, body });
  const text = await res.text();
  return {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers),
    body: { json: async () => (text ? JSON.parse(text) : null), text: async () => text },
  };
}

export default { request };
