// A trimmed XMLHttpRequest for Node (what the extension's background page has in the browser):
// open(method, url, async), setRequestHeader, send(body), onreadystatechange / onload / onerror,
// readyState, status, responseText. Only asynchronous requests.
const http = require('node:http');

class XMLHttpRequest {
  constructor() {
    this.readyState = 0;
    this.status = 0;
    this.responseText = '';
    this._headers = {};
  }

  open(method, url) {
    this._method = method.toUpperCase();
    this._url = new URL(url);
    this.readyState = 1;
  }

  setRequestHeader(name, value) {
    this._headers[name] = value;
  }

  send(body) {
    const req = http.request(this._url, { method: this._method, headers: this._headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        this.status = res.statusCode;
        this.responseText = text;
        this.readyState = 4;
        if (this.onreadystatechange) this.onreadystatechange();
        if (this.onload) this.onload();
      });
    });
    req.on('error', (e) => {
      this.readyState = 4;
      if (this.onerror) this.onerror(e);
    });
    if (body != null) req.write(body);
    req.end();
  }
}

module.exports = XMLHttpRequest;
