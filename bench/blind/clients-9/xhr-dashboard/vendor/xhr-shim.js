// The test harness's browser: an XMLHttpRequest over node:http (after the xhr2 package: relative
// URLs resolve against `location`, the page's cookies go along), and the little of `document`
// the wallboard touches.
import http from 'node:http';
import https from 'node:https';

export class XMLHttpRequest {
  static UNSENT = 0;
  static OPENED = 1;
  static HEADERS_RECEIVED = 2;
  static LOADING = 3;
  static DONE = 4;

  constructor() {
    this.readyState = 0;
    this.status = 0;
    this.statusText = '';
    this.responseText = '';
    this.responseType = '';
    this.withCredentials = false;
    this.onreadystatechange = null;
    this.onload = null;
    this.onerror = null;
    this._listeners = { load: [], error: [], readystatechange: [] };
    this._headers = {};
    this._responseHeaders = {};
  }

  addEventListener(type, listener) {
    (this._listeners[type] ??= []).push(listener);
  }

  _emit(type) {
    const handler = this[`on${type}`];
    if (typeof handler === 'function') handler.call(this, { type, target: this });
    for (const listener of this._listeners[type] ?? []) listener.call(this, { type, target: this });
  }

  _state(n) {
    this.readyState = n;
    this._emit('readystatechange');
  }

  open(method, url, async = true) {
    if (!async) throw new Error('synchronous XMLHttpRequest is not supported');
    this._method = method.toUpperCase();
    this._url = new URL(url, globalThis.location.href);
    this._headers = {};
    this._state(1);
  }

  setRequestHeader(name, value) {
    if (this.readyState !== 1) throw new Error('InvalidStateError: setRequestHeader before open()');
    this._headers[name.toLowerCase()] = String(value);
  }

  getResponseHeader(name) {
    const v = this._responseHeaders[name.toLowerCase()];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  }

  getAllResponseHeaders() {
    return Object.entries(this._responseHeaders).map(([k, v]) => `${k}: ${v}`).join('\r\n');
  }

  get response() {
    if (this.readyState !== 4) return null;
    if (this.responseType === 'json') {
      try {
        return JSON.parse(this.responseText);
      } catch {
        return null;
      }
    }
    return this.responseText;
  }

  send(body = null) {
    const url = this._url;
    const headers = { ...this._headers };
    if (url.origin === globalThis.location.origin || this.withCredentials) {
      const cookie = globalThis.document?.cookie;
      if (cookie) headers.cookie = cookie;
    }
    let data;
    if (body !== null && body !== undefined && this._method !== 'GET' && this._method !== 'HEAD') {
      data = Buffer.from(String(body));
      headers['content-type'] ??= 'text/plain;charset=UTF-8';
      headers['content-length'] = String(data.length);
    }
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, { method: this._method, headers }, (res) => {
      this.status = res.statusCode;
      this.statusText = res.statusMessage;
      this._responseHeaders = res.headers;
      this._state(2);
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
        if (this.readyState !== 3) this._state(3);
      });
      res.on('end', () => {
        this.responseText = text;
        this._state(4);
        this._emit('load');
      });
    });
    req.on('error', () => {
      this._state(4);
      this._emit('error');
    });
    req.end(data);
  }

  abort() {
    this.readyState = 0;
  }
}

export function installBrowser({ href, meta = {}, body = {}, cookie = '' }) {
  const elements = new Map();
  const listeners = [];
  globalThis.location = new URL(href);
  globalThis.XMLHttpRequest = XMLHttpRequest;
  globalThis.document = {
    cookie,
    body: { dataset: { ...body } },
    querySelector(selector) {
      const m = /^meta\[name="([^"]+)"\]$/.exec(selector);
      return m && m[1] in meta ? { getAttribute: (a) => (a === 'content' ? meta[m[1]] : null) } : null;
    },
    getElementById(id) {
      if (!elements.has(id)) elements.set(id, { id, textContent: '' });
      return elements.get(id);
    },
    addEventListener(type, listener) {
      listeners.push({ type, listener });
    },
  };
  globalThis.window = globalThis;
  return { elements, listeners };
}
