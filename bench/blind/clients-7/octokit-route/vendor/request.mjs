// A trimmed copy of @octokit/request + @octokit/endpoint: a route string 'METHOD /path/:name',
// `:name` (or `{name}`) filled from the parameters (URI-encoded) and removed from them; what is
// left goes to the query for GET, HEAD and DELETE, and to a JSON body otherwise.
function endpoint(defaults, route, parameters = {}) {
  const options = typeof route === 'string' ? { ...parameters, ...(() => { const [method, url] = route.split(' '); return url ? { method, url } : { url: method }; })() } : { ...route };
  const merged = { ...defaults, ...options, headers: { ...defaults.headers, ...options.headers } };
  const { method = 'GET', baseUrl, url, headers, ...rest } = merged;
  const used = new Set();
  const path = url.replace(/:([a-z_]\w*)|\{([a-z_]\w*)\}/gi, (_, a, b) => {
    const name = a ?? b;
    used.add(name);
    return encodeURIComponent(rest[name]);
  });
  const remaining = Object.fromEntries(Object.entries(rest).filter(([k, v]) => !used.has(k) && v !== undefined));
  let full = /^https?:/.test(path) ? path : baseUrl + path;
  const upper = method.toUpperCase();
  let body;
  if (['GET', 'HEAD', 'DELETE'].includes(upper)) {
    const qs = Object.entries(remaining).map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : v)}`).join('&');
    if (qs) full += (full.includes('?') ? '&' : '?') + qs;
  } else if (Object.keys(remaining).length > 0) {
    body = JSON.stringify(remaining);
    headers['content-type'] = 'application/json; charset=utf-8';
  }
  return { method: upper, url: full, headers, body };
}

function withDefaults(defaults) {
  const request = async (route, parameters) => {
    const { method, url, headers, body } = endpoint(defaults, route, parameters);
    const res = await fetch(url, { method, headers, body });
    const data = res.status === 204 ? undefined : await res.json();
    if (res.status >= 400) throw Object.assign(new Error(`${method} ${url}: ${res.status}`), { status: res.status, response: { data } });
    return { status: res.status, url, headers: Object.fromEntries(res.headers), data };
  };
  request.defaults = (more) => withDefaults({ ...defaults, ...more, headers: { ...defaults.headers, ...more.headers } });
  request.endpoint = (route, parameters) => endpoint(defaults, route, parameters);
  return request;
}

export const request = withDefaults({ method: 'GET', baseUrl: 'https://api.github.com', headers: { 'user-agent': 'octokit-request.js' } });
