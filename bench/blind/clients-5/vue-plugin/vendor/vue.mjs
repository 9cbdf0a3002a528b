// A trimmed copy of Vue 2's instance API for Node: Vue.use(plugin) calls plugin.install(Vue);
// Vue.prototype members are on every instance; new Vue({ props, propsData, data, methods, created })
// makes an instance whose props, data and methods are on `this` (methods bound to it).
function Vue(options) {
  const vm = Object.create(Vue.prototype);
  vm.$options = options;
  for (const name of options.props ?? []) {
    const key = name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
    vm[key] = options.propsData?.[key];
  }
  Object.assign(vm, typeof options.data === 'function' ? options.data.call(vm) : options.data);
  for (const [name, fn] of Object.entries(options.methods ?? {})) vm[name] = fn.bind(vm);
  if (options.created) options.created.call(vm);
  return vm;
}

Vue.prototype.$emit = function () {};

Vue.use = function (plugin, ...options) {
  plugin.install(Vue, ...options);
  return Vue;
};

export default Vue;
