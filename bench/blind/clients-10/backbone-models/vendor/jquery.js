/*! A trimmed jQuery 2.2 stand-in for the test harness: $.ajax / $.get / $.param with Deferred-like
 * promises (done/fail/always/then), sent over node:http. Only what Backbone.sync and the app use. */
import http from 'node:http';
import https from 'node:https';

function param(obj, traditional) {
  const out = [];
  const add = (k, v) => out.push(encodeURIComponent(k) + '=' + encodeURIComponent(v == null ? '' : v)).toString();
  const build = (prefix, value) => {
    if (Array.isArray(value)) value.forEach((v) => (traditional ? add(prefix, v) : build(prefix + '[]', v)));
    else if (!traditional && value !== null && typeof value === 'object') Object.keys(value).forEach((k) => build(prefix + '[' + k + ']', value[k]));
    else add(prefix, value);
  };
  Object.keys(obj).forEach((k) => build(k, obj[k]));
  return out.join('&').replace(/%20/g, '+');
}

function ajax(url, options) {
  if (typeof url === 'object') {
    options = url;
    url = options.url;
  }
  const s = Object.assign({ type: 'GET', contentType: 'application/x-www-form-urlencoded; charset=UTF-8', processData: true, headers: {} }, ajax.settings, options);
  const type = (s.method || s.type).toUpperCase();
  const base = (globalThis.location && globalThis.location.href) || 'http://localhost/';
  const target = new URL(url || s.url, base);
  let data = s.data;
  if (data && s.processData && typeof data !== 'string') data = param(data, s.traditional);
  const hasContent = !/^(?:GET|HEAD)$/.test(type);
  if (!hasContent && data) {
    target.search += (target.search ? '&' : '?') + data;
    data = undefined;
  }
  const headers = Object.assign({ Accept: s.dataType === 'json' ? 'application/json, text/javascript, */*; q=0.01' : '*/*', 'X-Requested-With': 'XMLHttpRequest' }, s.headers);
  if (data !== undefined && s.contentType !== false) headers['Content-Type'] = s.contentType;
  const jqXHR = {};
  const promise = new Promise((resolve, reject) => {
    const fakeXhr = { setRequestHeader: (k, v) => (headers[k] = v) };
    if (s.beforeSend) s.beforeSend(fakeXhr, s);
    const req = (target.protocol === 'https:' ? https : http).request(target, { method: type, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        jqXHR.status = res.statusCode;
        jqXHR.responseText = text;
        jqXHR.getResponseHeader = (h) => res.headers[h.toLowerCase()] ?? null;
        let body = text;
        if (s.dataType === 'json' || /json/.test(res.headers['content-type'] || '')) {
          try {
            body = text ? JSON.parse(text) : null;
          } catch (e) {
            /* keep text */
          }
        }
        if (res.statusCode >= 200 && res.statusCode < 300 || res.statusCode === 304) {
          if (s.success) s.success(body, 'success', jqXHR);
          resolve(body);
        } else {
          if (s.error) s.error(jqXHR, 'error', res.statusMessage);
          reject(Object.assign(new Error(res.statusMessage), { status: res.statusCode, jqXHR }));
        }
        if (s.complete) s.complete(jqXHR, 'done');
      });
    });
    req.on('error', reject);
    if (data !== undefined) req.write(data);
    req.end();
  });
  jqXHR.then = (a, b) => promise.then(a, b);
  jqXHR.catch = (b) => promise.catch(b);
  jqXHR.done = (fn) => (promise.then(fn, () => {}), jqXHR);
  jqXHR.fail = (fn) => (promise.catch(fn), jqXHR);
  jqXHR.always = (fn) => (promise.then(fn, fn), jqXHR);
  return jqXHR;
}
ajax.settings = {};

const $ = function () {
  throw new Error('the DOM is not part of this stand-in');
};
$.ajax = ajax;
$.ajaxSetup = (o) => Object.assign(ajax.settings, o);
$.param = param;
$.get = (url, data, success, dataType) => ajax({ url, type: 'GET', data, success, dataType });
$.post = (url, data, success, dataType) => ajax({ url, type: 'POST', data, success, dataType });
$.extend = Object.assign;

export default $;
export { $ as jQuery };
