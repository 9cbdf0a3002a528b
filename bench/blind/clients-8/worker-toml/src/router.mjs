// A minimal itty-style router: `router.get('/jobs/:project', handler)`, handlers get (request, env, params).
export class Router {
  constructor() {
    this.routes = [];
  }
  add(method, path, handler) {
    const keys = [];
    const re = new RegExp('^' + path.replace(/:(\w+)/g, (_, k) => (keys.push(k), '([^/]+)')) + '$');
    this.routes.push({ method, re, keys, handler });
    return this;
  }
  get(path, handler) { return this.add('GET', path, handler); }
  post(path, handler) { return this.add('POST', path, handler); }
  put(path, handler) { return this.add('PUT', path, handler); }
  async handle(request, env, ctx) {
    const url = new URL(request.url);
    for (const r of this.routes) {
      const m = r.method === request.method && r.re.exec(url.pathname);
      if (m) return r.handler(request, env, Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])])), url, ctx);
    }
    return new Response('Not found', { status: 404 });
  }
}
