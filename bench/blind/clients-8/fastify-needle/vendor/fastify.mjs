// A trimmed copy of the Fastify surface this service uses: plugins with options (`register`),
// `decorate`, route shorthands with `:params`, `inject` for tests, and fastify-plugin's `fp`.
const SKIP_OVERRIDE = Symbol.for('skip-override');

export function fp(plugin, meta = {}) {
  plugin[SKIP_OVERRIDE] = true;
  plugin.meta = meta;
  return plugin;
}

class Instance {
  constructor(parent) {
    this.routes = parent ? parent.routes : [];
    this.pending = parent ? parent.pending : [];
    this.prefix = parent ? parent.prefix : '';
    if (parent) Object.setPrototypeOf(this.decorations = {}, parent.decorations);
    else this.decorations = {};
  }
  decorate(name, value) {
    if (name in this) throw new Error(`FST_ERR_DEC_ALREADY_PRESENT: ${name}`);
    this[name] = value;
    return this;
  }
  register(plugin, opts = {}) {
    this.pending.push(async () => {
      const child = plugin[SKIP_OVERRIDE] ? this : Object.create(this);
      if (!plugin[SKIP_OVERRIDE] && opts.prefix) child.prefix = this.prefix + opts.prefix;
      await plugin(child, opts);
    });
    return this;
  }
  route({ method, url, handler }) {
    const full = this.prefix + url;
    const names = [];
    const pattern = new RegExp('^' + full.replace(/:(\w+)/g, (_, n) => (names.push(n), '([^/]+)')) + '$');
    this.routes.push({ method, pattern, names, handler, instance: this });
    return this;
  }
  get(url, handler) { return this.route({ method: 'GET', url, handler }); }
  post(url, handler) { return this.route({ method: 'POST', url, handler }); }
  put(url, handler) { return this.route({ method: 'PUT', url, handler }); }
  delete(url, handler) { return this.route({ method: 'DELETE', url, handler }); }
  async ready() {
    while (this.pending.length) await this.pending.shift()();
    return this;
  }
  async inject({ method = 'GET', url, payload }) {
    await this.ready();
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    for (const r of this.routes) {
      const m = r.method === method && r.pattern.exec(pathname);
      if (!m) continue;
      const request = {
        method,
        url,
        params: Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1])])),
        query: Object.fromEntries(searchParams),
        body: payload,
        server: r.instance,
        log: { info() {}, error() {} },
      };
      let statusCode = 200;
      const reply = { code(c) { statusCode = c; return reply; }, send(v) { return v; } };
      const out = await r.handler.call(r.instance, request, reply);
      return { statusCode, json: () => out };
    }
    return { statusCode: 404, json: () => ({ message: `Route ${method}:${pathname} not found` }) };
  }
}

export default function Fastify() {
  return new Instance(null);
}
