// A small copy of a Koa router's API (@koa/router): `router.get(pattern, ...middleware)`,
// `:name` parameters and a `(.*)` tail, a prefix, and `routes()` returning the middleware that
// dispatches a context `{ method, path, query, params, body }`.
function compile(pattern) {
  const names = [];
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = pattern
    .split('(.*)')
    .map((part) =>
      escape(part).replace(/:(\w+)/g, (_, name) => {
        names.push(name);
        return '([^/]+)';
      }),
    )
    .reduce((out, part, i) => {
      if (i === 0) return part;
      names.push(i - 1);
      return `${out}(.*)${part}`;
    }, '');
  return { regexp: new RegExp(`^${source}/?$`), names };
}

export default class Router {
  constructor({ prefix = '' } = {}) {
    this.prefix = prefix;
    this.stack = [];
  }

  register(methods, pattern, middleware) {
    this.stack.push({ methods, ...compile(this.prefix + pattern), middleware });
    return this;
  }

  get(pattern, ...mw) {
    return this.register(['GET'], pattern, mw);
  }

  post(pattern, ...mw) {
    return this.register(['POST'], pattern, mw);
  }

  put(pattern, ...mw) {
    return this.register(['PUT'], pattern, mw);
  }

  del(pattern, ...mw) {
    return this.register(['DELETE'], pattern, mw);
  }

  all(pattern, ...mw) {
    return this.register(null, pattern, mw);
  }

  routes() {
    return async (ctx, next = async () => {}) => {
      for (const layer of this.stack) {
        if (layer.methods && !layer.methods.includes(ctx.method)) continue;
        const m = layer.regexp.exec(ctx.path);
        if (!m) continue;
        ctx.params = {};
        layer.names.forEach((name, i) => (ctx.params[name] = decodeURIComponent(m[i + 1])));
        const run = (i) => (i < layer.middleware.length ? layer.middleware[i](ctx, () => run(i + 1)) : next());
        return run(0);
      }
      ctx.status = 404;
      return next();
    };
  }
}
