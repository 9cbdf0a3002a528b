/*!
 * A trimmed Vue 2.1 stand-in for the test harness: no templates or reactivity, only what the
 * panels use — options objects with data(), computed, methods and created(), Vue.use(plugin),
 * Vue.extend and the prototype that plugins extend.
 */
function Vue(options) {
  if (!(this instanceof Vue)) throw new Error('Vue is a constructor and should be called with the `new` keyword');
  this._init(options || {});
}
Vue.options = {};
Vue.prototype._init = function (options) {
  const opts = Object.assign({}, this.constructor.options, options);
  this.$options = opts;
  Object.assign(this, opts.propsData || {});
  Object.assign(this, typeof opts.data === 'function' ? opts.data.call(this) : opts.data || {});
  for (const [name, fn] of Object.entries(opts.methods || {})) this[name] = fn.bind(this);
  for (const [name, def] of Object.entries(opts.computed || {})) {
    Object.defineProperty(this, name, { get: (typeof def === 'function' ? def : def.get).bind(this), configurable: true });
  }
  if (opts.created) opts.created.call(this);
};
Vue.use = function (plugin, ...args) {
  const installed = Vue._installed || (Vue._installed = []);
  if (installed.includes(plugin)) return Vue;
  (typeof plugin.install === 'function' ? plugin.install : plugin).call(plugin, Vue, ...args);
  installed.push(plugin);
  return Vue;
};
Vue.extend = function (extendOptions) {
  const Super = this;
  function Sub(options) {
    this._init(options || {});
  }
  Sub.prototype = Object.create(Super.prototype);
  Sub.prototype.constructor = Sub;
  Sub.options = Object.assign({}, Super.options, extendOptions);
  return Sub;
};
Vue.version = '2.1.10-standin';
export default Vue;
