// A trimmed electron-store: defaults, dotted `get` / `set`, kept in `<userData>/<name>.json`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { app } from './electron.mjs';

const getIn = (obj, key) => key.split('.').reduce((node, k) => (node && typeof node === 'object' ? node[k] : undefined), obj);
function setIn(obj, key, value) {
  const keys = key.split('.');
  const last = keys.pop();
  let node = obj;
  for (const k of keys) node = node[k] ??= {};
  node[last] = value;
}
const merge = (base, over) => {
  const out = { ...base };
  for (const [k, v] of Object.entries(over ?? {})) out[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(base?.[k] ?? {}, v) : v;
  return out;
};

export default class Store {
  constructor({ name = 'config', defaults = {}, cwd = app.getPath('userData') } = {}) {
    this.path = path.join(cwd, `${name}.json`);
    const saved = existsSync(this.path) ? JSON.parse(readFileSync(this.path, 'utf8')) : {};
    this.store = merge(defaults, saved);
  }
  get(key, defaultValue) {
    if (key === undefined) return this.store;
    return getIn(this.store, key) ?? defaultValue;
  }
  set(key, value) {
    setIn(this.store, key, value);
    mkdirSync(path.dirname(this.path), { recursive: true });
    writeFileSync(this.path, JSON.stringify(this.store, null, '\t'));
  }
  has(key) {
    return getIn(this.store, key) !== undefined;
  }
}
