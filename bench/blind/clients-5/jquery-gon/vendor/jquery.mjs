// A trimmed copy of jQuery's Ajax API for Node: $.ajax({ url, type, data, contentType, dataType,
// headers }), $.get(url, [data], [success]), $.param(obj), $.ajaxSetup(defaults). Relative URLs
// resolve against the page's location, as in a browser. GET data goes to the query string; other
// data is sent form-encoded ($.param) unless it is already a string. Returns a jqXHR-like Deferred.
const settings = { headers: {} };

function param(obj, prefix) {
  const parts = [];
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined) continue;
    const name = prefix ? `${prefix}[${Array.isArray(obj) ? '' : key}]` : key;
    if (value !== null && typeof value === 'object') parts.push(param(value, name));
    else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value === null ? '' : value)}`);
  }
  return parts.filter(Boolean).join('&').replace(/%20/g, '+');
}

function deferred(promise) {
  const d = {
    then: (a, b) => promise.then(a, b),
    catch: (b) => promise.catch(b),
    done(cb) {
      promise.then(cb, () => {});
      return d;
    },
    fail(cb) {
      promise.then(null, cb);
      return d;
    },
    always(cb) {
      promise.then(cb, cb);
      return d;
    },
  };
  return d;
}

function ajax(url, options) {
  if (typeof url === 'object') options = url;
  else options = { ...options, url };
  const type = (options.type || options.method || 'GET').toUpperCase();
  const target = new URL(options.url, globalThis.location.href);
  const headers = { ...settings.headers, ...options.headers };
  let body;
  if (options.data !== undefined) {
    const data = typeof options.data === 'string' ? options.data : param(options.data);
    if (type === 'GET' || type === 'HEAD') target.search += (target.search ? '&' : '') + data;
    else {
      body = data;
      headers['content-type'] = options.contentType || 'application/x-www-form-urlencoded; charset=UTF-8';
    }
  }
  const promise = fetch(target, { method: type, headers, body }).then(async (res) => {
    const text = await res.text();
    const data = options.dataType === 'json' || /json/.test(res.headers.get('content-type') || '') ? (text ? JSON.parse(text) : null) : text;
    if (!res.ok) throw Object.assign(new Error(`${res.status} ${res.statusText}`), { status: res.status, responseJSON: data });
    return data;
  });
  return deferred(promise);
}

export const $ = {
  ajax,
  param: (obj) => param(obj),
  ajaxSetup(defaults) {
    Object.assign(settings.headers, defaults.headers);
  },
  get(url, data, success) {
    if (typeof data === 'function') [data, success] = [undefined, data];
    const d = ajax({ url, data });
    if (success) d.done(success);
    return d;
  },
};

export default $;
