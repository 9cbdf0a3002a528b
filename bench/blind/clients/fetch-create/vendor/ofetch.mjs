// A trimmed copy of ofetch's API: $fetch.create({ baseURL, headers }) returns
// `(path, { method, query, body, headers }) => Promise<parsed body>`; objects are sent as JSON.
function join(base, path) {
  if (!base || /^https?:\/\//.test(path)) return path;
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

function create(defaults = {}) {
  const $fetch = async (path, options = {}) => {
    const url = new URL(join(defaults.baseURL, path));
    for (const [key, value] of Object.entries({ ...defaults.query, ...options.query })) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
    }
    const headers = { ...defaults.headers, ...options.headers };
    let body = options.body;
    if (body && typeof body === 'object') {
      body = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(url, { method: (options.method || 'GET').toUpperCase(), headers, body });
    const text = await res.text();
    const data = text ? JSON.parse(text) : undefined;
    if (!res.ok) throw Object.assign(new Error(`[${res.status}] ${url.pathname}`), { status: res.status, data });
    return data;
  };
  $fetch.create = (more) => create({ ...defaults, ...more, headers: { ...defaults.headers, ...more.headers } });
  return $fetch;
}

export const $fetch = create();
export const ofetch = $fetch;
