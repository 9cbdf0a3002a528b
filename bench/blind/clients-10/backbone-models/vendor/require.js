/** A trimmed RequireJS 2.3 stand-in for the test harness: requirejs.config({ baseUrl, paths, config }),
 *  anonymous define([deps], factory) modules loaded from baseUrl, the special `module` dependency
 *  with module.config(), and requirejs([deps], callback). Files are read and run as scripts. */
import fs from 'node:fs';
import path from 'node:path';

export function createRequire(root, predefined = {}) {
  const cfg = { baseUrl: '.', paths: {}, config: {} };
  const registry = Object.assign({}, predefined);
  let captured = null;
  const define = (deps, factory) => {
    if (typeof deps === 'function') {
      factory = deps;
      deps = [];
    }
    captured = { deps, factory };
  };
  define.amd = { jQuery: true };

  function load(id) {
    if (id in registry) return registry[id];
    const rel = cfg.paths[id] || id;
    const file = path.resolve(root, cfg.baseUrl, rel + '.js');
    const src = fs.readFileSync(file, 'utf8');
    captured = null;
    new Function('define', 'requirejs', 'require', src)(define, requirejs, requirejs);
    if (!captured) throw new Error(`Script error for "${id}": no define() call`);
    const { deps, factory } = captured;
    const args = deps.map((d) => (d === 'module' ? { id, config: () => cfg.config[id] || {} } : load(d)));
    registry[id] = typeof factory === 'function' ? factory(...args) : factory;
    return registry[id];
  }

  function requirejs(deps, callback, errback) {
    try {
      const mods = deps.map(load);
      if (callback) callback(...mods);
      return mods;
    } catch (err) {
      if (errback) errback(err);
      else throw err;
    }
  }
  requirejs.config = (c) => {
    Object.assign(cfg.paths, c.paths);
    Object.assign(cfg.config, c.config);
    if (c.baseUrl) cfg.baseUrl = c.baseUrl;
  };
  // data-main: run the main script, which calls requirejs.config and requires the app.
  requirejs.main = (mainFile) => new Function('define', 'requirejs', 'require', fs.readFileSync(path.resolve(root, mainFile), 'utf8'))(define, requirejs, requirejs);
  return requirejs;
}
