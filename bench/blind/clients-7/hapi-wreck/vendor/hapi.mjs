// A trimmed copy of @hapi/hapi's plugin and server-method surface.
export function server() {
  const methods = {};
  return {
    methods,
    plugins: {},
    method(name, fn) {
      const parts = name.split('.');
      let at = methods;
      for (const p of parts.slice(0, -1)) at = at[p] ??= {};
      at[parts.at(-1)] = fn;
    },
    async register({ plugin, options }) {
      // A module's namespace is accepted as its `plugin` export, as hapi does.
      await (plugin.plugin ?? plugin).register(this, options ?? {});
    },
    async initialize() {},
  };
}
