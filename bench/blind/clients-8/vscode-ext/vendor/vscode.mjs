// A stand-in for the `vscode` module in the extension host: settings from the workspace's
// .vscode/settings.json, commands, input boxes and messages, a SecretStorage.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const settingsFile = fileURLToPath(new URL('../.vscode/settings.json', import.meta.url));
const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
const registered = new Map();
export const answers = [];

export const workspace = {
  getConfiguration(section) {
    return {
      get: (key, defaultValue) => settings[`${section}.${key}`] ?? defaultValue,
      has: (key) => `${section}.${key}` in settings,
    };
  },
};

export const commands = {
  registerCommand(id, callback) {
    registered.set(id, callback);
    return { dispose: () => registered.delete(id) };
  },
  executeCommand(id, ...args) {
    const callback = registered.get(id);
    if (!callback) throw new Error(`command '${id}' not found`);
    return callback(...args);
  },
};

export const window = {
  showInputBox: async () => answers.shift(),
  showQuickPick: async (items) => items[0],
  showInformationMessage: async () => undefined,
  showErrorMessage: async () => undefined,
};

export class SecretStorage {
  constructor(values = {}) {
    this.values = new Map(Object.entries(values));
  }
  async get(key) {
    return this.values.get(key);
  }
}
