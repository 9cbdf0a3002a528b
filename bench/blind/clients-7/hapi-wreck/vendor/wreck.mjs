// A trimmed copy of @hapi/wreck: `defaults(options)` instances whose `baseUrl` is joined with the
// request's path (the paths concatenated, the path's query kept); object payloads sent as JSON.
function resolveUrl(baseUrl, path) {
  if (!baseUrl) return path;
  const base = new URL(baseUrl);
  const rel = new URL(path, 'http://ignore');
  base.pathname = base.pathname.replace(/\/?$/, '/') + rel.pathname.replace(/^\//, '');
  base.search = rel.search;
  return base.href;
}

function instance(defaults) {
  const wreck = {
    async request(method, uri, options = {}) {
      const opts = { ...defaults, ...options, headers: { ...defaults.headers, ...options.headers } };
      const url = resolveUrl(opts.baseUrl, uri);
      const headers = { ...opts.headers };
      let body = opts.payload;
      if (body !== undefined && typeof body === 'object' && !(body instanceof URLSearchParams) && !Buffer.isBuffer(body)) {
        body = JSON.stringify(body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(url, { method: method.toUpperCase(), headers, body });
      res.statusCode = res.status;
      return res;
    },
    async read(res, options = {}) {
      const text = await res.text();
      return options.json ? (text ? JSON.parse(text) : null) : Buffer.from(text);
    },
    defaults: (more) => instance({ ...defaults, ...more, headers: { ...defaults.headers, ...more.headers } }),
  };
  for (const verb of ['get', 'post', 'put', 'patch', 'delete']) {
    wreck[verb] = async (uri, options = {}) => {
      const res = await wreck.request(verb, uri, options);
      const payload = await wreck.read(res, { json: options.json ?? defaults.json });
      if (res.statusCode >= 400) throw Object.assign(new Error(`Response Error: ${res.statusCode}`), { status: res.statusCode, data: { res, payload } });
      return { res, payload };
    };
  }
  return wreck;
}

export default instance({});
