// The extension's localStorage (window.localStorage in the browser): string values by key.
const store = Object.create(null);

module.exports = new Proxy(store, {
  get(target, key) {
    if (key === 'getItem') return (k) => (k in target ? target[k] : null);
    if (key === 'setItem') return (k, v) => (target[k] = String(v));
    if (key === 'removeItem') return (k) => delete target[k];
    return target[key];
  },
  set(target, key, value) {
    target[key] = String(value);
    return true;
  },
});
