// A stand-in for the parts of Electron's main-process API the tray uses, for running it headless:
// `app`, `ipcMain.handle` (with `invokeHandler` for the test harness), `net.request` (a
// ClientRequest over node:http: setHeader / write / end, a 'response' event whose IncomingMessage
// emits 'data' and 'end'), `net.fetch`, `Notification`, `shell`, `contextBridge`, `ipcRenderer`.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

const handlers = new Map();

export const ipcMain = {
  handle(channel, listener) {
    if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    handlers.set(channel, listener);
  },
  removeHandler(channel) {
    handlers.delete(channel);
  },
};

/** What a renderer's `ipcRenderer.invoke(channel, ...args)` reaches. */
export async function invokeHandler(channel, ...args) {
  const listener = handlers.get(channel);
  if (!listener) throw new Error(`No handler registered for '${channel}'`);
  return listener({ sender: { id: 1 }, frameId: 1 }, ...args);
}

export const ipcRenderer = { invoke: invokeHandler };
export const contextBridge = {
  exposeInMainWorld(key, api) {
    globalThis[key] = api;
  },
};

export const app = Object.assign(new EventEmitter(), {
  name: 'GitLab Tray',
  isPackaged: false,
  getPath: (name) => path.join(os.tmpdir(), 'gitlab-tray', name),
  getVersion: () => '1.8.2',
  whenReady: () => Promise.resolve(),
  quit() {},
});

class ClientRequest extends EventEmitter {
  constructor(options) {
    super();
    const { method = 'GET', url } = typeof options === 'string' ? { url: options } : options;
    this.url = new URL(url);
    this.method = method.toUpperCase();
    this.headers = {};
    this.chunks = [];
  }
  setHeader(name, value) {
    this.headers[name.toLowerCase()] = String(value);
  }
  getHeader(name) {
    return this.headers[name.toLowerCase()];
  }
  write(chunk) {
    this.chunks.push(Buffer.from(chunk));
  }
  end(chunk) {
    if (chunk) this.write(chunk);
    const body = Buffer.concat(this.chunks);
    const lib = this.url.protocol === 'https:' ? https : http;
    const req = lib.request(this.url, { method: this.method, headers: body.length ? { ...this.headers, 'content-length': String(body.length) } : this.headers }, (res) => {
      res.headers = res.headers ?? {};
      this.emit('response', res);
    });
    req.on('error', (err) => this.emit('error', err));
    req.end(body.length ? body : undefined);
  }
  abort() {
    this.emit('abort');
  }
}

export const net = {
  request: (options) => new ClientRequest(options),
  fetch: (input, init) => globalThis.fetch(input, init),
  isOnline: () => true,
};

export class Notification {
  constructor(options) {
    this.options = options;
  }
  static isSupported() {
    return false;
  }
  show() {}
}

export const shell = { openExternal: async () => undefined };

export class Tray {
  constructor(icon) {
    this.icon = icon;
  }
  setToolTip() {}
  setContextMenu() {}
}

export const Menu = { buildFromTemplate: (template) => ({ template }) };
