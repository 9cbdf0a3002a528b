// A headless stand-in for the parts of Atom's API this package uses: the `atom` global (config with
// the package's configSchema defaults, commands, notifications, project repositories, workspace)
// and the `atom` module's Disposable / CompositeDisposable.
'use strict';
const fs = require('fs');
const path = require('path');

class Disposable {
  constructor(fn) {
    this.fn = fn;
  }
  dispose() {
    if (this.fn) this.fn();
    this.fn = null;
  }
}
class CompositeDisposable {
  constructor() {
    this.items = [];
  }
  add(...d) {
    this.items.push(...d);
  }
  dispose() {
    this.items.forEach((d) => d.dispose());
    this.items = [];
  }
}

function createEnvironment({ packageDir, userConfig = {}, repository, editor }) {
  const meta = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const values = {};
  const observers = {};
  for (const [key, schema] of Object.entries(meta.configSchema || {})) values[`${meta.name}.${key}`] = schema.default;
  Object.assign(values, userConfig);
  const commands = {};
  const notes = [];
  return {
    config: {
      get: (key) => values[key],
      set(key, value) {
        values[key] = value;
        (observers[key] || []).forEach((cb) => cb(value));
      },
      observe(key, cb) {
        (observers[key] = observers[key] || []).push(cb);
        cb(values[key]);
        return new Disposable(() => observers[key].splice(observers[key].indexOf(cb), 1));
      },
      onDidChange(key, cb) {
        (observers[key] = observers[key] || []).push((newValue) => cb({ newValue }));
        return new Disposable(() => {});
      },
    },
    commands: {
      add(target, map) {
        Object.assign(commands, map);
        return new Disposable(() => Object.keys(map).forEach((k) => delete commands[k]));
      },
      dispatch: (target, name) => commands[name] && commands[name]({ type: name }),
    },
    notifications: {
      addSuccess: (m) => notes.push(['success', m]),
      addInfo: (m) => notes.push(['info', m]),
      addError: (m, o) => notes.push(['error', m, o && o.detail]),
      getNotifications: () => notes,
    },
    project: {
      getRepositories: () => [repository],
      getPaths: () => [repository.workingDirectory],
    },
    workspace: {
      getActiveTextEditor: () => editor,
    },
    clipboard: { write() {} },
  };
}

module.exports = { Disposable, CompositeDisposable, createEnvironment };
