// A headless stand-in for grunt 1.0's task API: initConfig, config / config.get (with `<%= … %>`
// templates resolved against the config), file.readJSON, registerTask (functions or alias lists,
// `name:arg:arg`), registerMultiTask (this.target, this.data, this.options()), loadTasks,
// this.async(), log and fail. grunt.tasks(list) runs tasks in order and resolves when done.
'use strict';
const fs = require('fs');
const path = require('path');

function createGrunt(base) {
  let data = {};
  const tasks = {};
  const get = (key) => key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), data);
  const processValue = (value) => {
    if (typeof value === 'string') {
      let out = value;
      for (let i = 0; i < 10 && /<%=\s*([\w.]+)\s*%>/.test(out); i++) out = out.replace(/<%=\s*([\w.]+)\s*%>/g, (m, k) => get(k));
      return out;
    }
    if (Array.isArray(value)) return value.map(processValue);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, processValue(v)]));
    return value;
  };
  const config = (key, value) => (value === undefined ? config.get(key) : config.set(key, value));
  config.get = (key) => processValue(get(key));
  config.getRaw = get;
  config.set = (key, value) => {
    const parts = key.split('.');
    const last = parts.pop();
    parts.reduce((o, k) => (o[k] = o[k] || {}), data)[last] = value;
  };
  config.requires = (...keys) => keys.forEach((k) => {
    if (get(k) === undefined) throw new Error(`Required config property "${k}" missing.`);
  });

  const grunt = {
    initConfig: (obj) => (data = obj),
    config,
    option: (k) => grunt.option.values[k],
    file: {
      readJSON: (f) => JSON.parse(fs.readFileSync(path.resolve(base, f), 'utf8')),
      read: (f) => fs.readFileSync(path.resolve(base, f), 'utf8'),
    },
    log: {
      ok: (m) => process.stderr.write(`>> ${m || 'OK'}\n`),
      writeln: (m) => process.stderr.write(`${m}\n`),
      subhead: (m) => process.stderr.write(`\n${m}\n`),
      error: (m) => process.stderr.write(`>> ${m}\n`),
    },
    fail: {
      warn: (e) => {
        throw e instanceof Error ? e : new Error(e);
      },
    },
    registerTask(name, info, fn) {
      if (typeof info !== 'string') {
        fn = info;
        info = '';
      }
      tasks[name] = { info, fn, multi: false };
    },
    registerMultiTask(name, info, fn) {
      tasks[name] = { info, fn, multi: true };
    },
    loadTasks(dir) {
      const abs = path.resolve(base, dir);
      for (const f of fs.readdirSync(abs).filter((f) => f.endsWith('.js')).sort()) require(path.join(abs, f))(grunt);
    },
    async tasks(list) {
      for (const spec of list) await run(spec);
    },
  };
  grunt.option.values = {};

  function run(spec) {
    const [name, ...args] = spec.split(':');
    const task = tasks[name];
    if (!task) return Promise.reject(new Error(`Task "${name}" not found.`));
    if (Array.isArray(task.fn)) return task.fn.reduce((p, t) => p.then(() => run(t)), Promise.resolve());
    return new Promise((resolve, reject) => {
      let isAsync = false;
      const ctx = {
        name,
        nameArgs: spec,
        args,
        flags: Object.fromEntries(args.map((a) => [a, true])),
        errorCount: 0,
        async() {
          isAsync = true;
          return (ok) => (ok === false || ok instanceof Error ? reject(ok instanceof Error ? ok : new Error(`Task "${spec}" failed.`)) : resolve());
        },
        requiresConfig: config.requires,
      };
      if (task.multi) {
        ctx.target = args.shift();
        ctx.args = args;
        ctx.data = config.get(`${name}.${ctx.target}`);
        ctx.options = (defaults) => Object.assign({}, defaults, config.get(`${name}.options`), ctx.data && ctx.data.options);
      }
      try {
        const r = task.fn.apply(ctx, ctx.args);
        if (!isAsync) (r === false ? reject(new Error(`Task "${spec}" failed.`)) : resolve());
      } catch (err) {
        reject(err);
      }
    });
  }
  return grunt;
}

module.exports = { createGrunt };
