// A trimmed copy of needle's API: needle.request(method, uri, data, options, callback) and the
// shortcuts get/head(uri, options, cb), post/put/patch/delete(uri, data, options, cb). GET data
// goes to the query string (arrays as key[]=v); other data is sent as JSON with `json: true`,
// else form-encoded. The callback gets (err, resp, body); resp.statusCode, body parsed if JSON.
function build(data, prefix) {
  const parts = [];
  for (const [key, value] of Object.entries(data)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value)) for (const v of value) parts.push(`${encodeURIComponent(name + '[]')}=${encodeURIComponent(v)}`);
    else if (value !== null && typeof value === 'object') parts.push(build(value, name));
    else if (value !== undefined) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return parts.filter(Boolean).join('&');
}

function request(method, uri, data, options, callback) {
  if (typeof options === 'function') [options, callback] = [{}, options];
  options = options || {};
  method = method.toUpperCase();
  const headers = { ...options.headers };
  let url = uri;
  let body;
  if (data != null && (method === 'GET' || method === 'HEAD')) {
    const qs = typeof data === 'string' ? data : build(data);
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  } else if (data != null) {
    if (options.json) {
      body = JSON.stringify(data);
      headers['content-type'] = 'application/json';
    } else {
      body = typeof data === 'string' ? data : build(data);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
  }
  fetch(url, { method, headers, body }).then(
    async (res) => {
      const text = await res.text();
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : text;
      } catch {
        // not JSON
      }
      callback(null, { statusCode: res.status, headers: Object.fromEntries(res.headers) }, parsed);
    },
    (err) => callback(err),
  );
}

const needle = {
  request,
  get: (uri, options, cb) => request('GET', uri, null, options, cb),
  head: (uri, options, cb) => request('HEAD', uri, null, options, cb),
  post: (uri, data, options, cb) => request('POST', uri, data, options, cb),
  put: (uri, data, options, cb) => request('PUT', uri, data, options, cb),
  patch: (uri, data, options, cb) => request('PATCH', uri, data, options, cb),
  delete: (uri, data, options, cb) => request('DELETE', uri, data, options, cb),
};

export default needle;
