// A trimmed copy of apollo-datasource-rest 0.x: `get(path, params, init)`, `post(path, body, init)`,
// `willSendRequest(request)`, and its URL resolution (the path joined under `baseURL`).
export class RESTDataSource {
  baseURL;
  context;

  initialize(config) {
    this.context = config.context;
  }

  // eslint-disable-next-line no-unused-vars
  willSendRequest(_request) {}

  resolveURL(request) {
    let path = request.path;
    if (path.startsWith('/')) path = path.slice(1);
    const base = this.baseURL.endsWith('/') ? this.baseURL : this.baseURL.concat('/');
    return new URL(path, base);
  }

  get(path, params, init) {
    return this.fetch({ method: 'GET', path, params, ...init });
  }
  post(path, body, init) {
    return this.fetch({ method: 'POST', path, body, ...init });
  }
  put(path, body, init) {
    return this.fetch({ method: 'PUT', path, body, ...init });
  }
  patch(path, body, init) {
    return this.fetch({ method: 'PATCH', path, body, ...init });
  }
  delete(path, params, init) {
    return this.fetch({ method: 'DELETE', path, params, ...init });
  }

  async fetch(init) {
    const request = { ...init, headers: new Headers(init.headers), params: new URLSearchParams() };
    for (const [k, v] of Object.entries(init.params ?? {})) request.params.append(k, String(v));
    await this.willSendRequest(request);
    const url = this.resolveURL(request);
    for (const [k, v] of request.params) url.searchParams.append(k, v);
    let body = request.body;
    if (body !== undefined && body !== null && typeof body === 'object' && !(body instanceof URLSearchParams)) {
      body = JSON.stringify(body);
      request.headers.set('Content-Type', 'application/json');
    }
    const res = await fetch(String(url), { method: request.method, headers: request.headers, body });
    if (!res.ok) throw Object.assign(new Error(`${res.status}: ${url}`), { extensions: { response: { status: res.status } }, status: res.status });
    return res.json();
  }
}
