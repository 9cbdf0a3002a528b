// A trimmed copy of Express: `app.set(name, value)` / `app.get(name)` settings, `app.get|post|put|
// delete(path, ...handlers)` and `Router()` with `:param` segments, `app.use(prefix, router)`.
// `app.inject({ method, url, user, body })` runs a request through the routes without a socket.
function compile(path) {
  const names = [];
  const source = path.replace(/:(\w+)/g, (_, n) => (names.push(n), '([^/]+)'));
  return { re: new RegExp(`^${source}/?$`), names };
}

export function Router() {
  const routes = [];
  const router = { routes };
  for (const verb of ['get', 'post', 'put', 'delete']) {
    router[verb] = (path, ...handlers) => {
      routes.push({ method: verb.toUpperCase(), path, ...compile(path), handlers });
      return router;
    };
  }
  return router;
}

export default function express() {
  const settings = new Map();
  const root = Router();
  const app = {
    set(name, value) {
      settings.set(name, value);
      return app;
    },
    get(name, ...handlers) {
      if (handlers.length === 0) return settings.get(name);
      root.get(name, ...handlers);
      return app;
    },
    post: (...a) => (root.post(...a), app),
    put: (...a) => (root.put(...a), app),
    delete: (...a) => (root.delete(...a), app),
    use(prefix, router) {
      for (const r of router.routes) root.routes.push({ ...r, ...compile(r.path === '/' ? prefix : prefix + r.path) });
      return app;
    },
    async inject({ method, url, user, body }) {
      const u = new URL(url, 'http://proxy.local');
      const route = root.routes.find((r) => r.method === method && r.re.test(u.pathname));
      const res = { statusCode: 200, payload: undefined, status(c) { this.statusCode = c; return this; }, json(p) { this.payload = p; return this; } };
      if (!route) return res.status(404);
      const m = route.re.exec(u.pathname);
      const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
      const req = { method, params, query: Object.fromEntries(u.searchParams), body, user, app };
      for (const h of route.handlers) await h(req, res);
      return res;
    },
  };
  return app;
}

export { express };
