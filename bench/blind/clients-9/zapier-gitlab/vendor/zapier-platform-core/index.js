// A trimmed zapier-platform-core: `z.request` (a URL or an options object: url, method, params,
// body, headers; `{{bundle.…}}` curlies replaced; object bodies sent as JSON), the app's
// beforeRequest / afterResponse middleware, shorthand requests as `perform`, and
// `createAppTester(app)` as `zapier test` uses it.
const getIn = (obj, path) => path.split('.').reduce((node, key) => (node == null ? undefined : node[key]), obj);

function replaceCurlies(value, bank) {
  if (typeof value === 'string') {
    return value.replace(/{{\s*(bundle\.[\w.]+)\s*}}/g, (_, path) => {
      const found = getIn(bank, path);
      return found === undefined || found === null ? '' : String(found);
    });
  }
  if (Array.isArray(value)) return value.map((v) => replaceCurlies(v, bank));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceCurlies(v, bank)]));
  return value;
}

class ResponseError extends Error {
  constructor(response) {
    super(JSON.stringify({ status: response.status, headers: {}, content: response.content, request: { url: response.request.url } }));
    this.name = 'ResponseError';
    this.response = response;
  }
}

const errors = {
  ResponseError,
  Error: class AppError extends Error {},
  HaltedError: class HaltedError extends Error {},
  ExpiredAuthError: class ExpiredAuthError extends Error {},
};

function makeZ(app, bundle) {
  const z = {
    errors,
    console: { log() {}, error() {} },
    JSON: { parse: JSON.parse, stringify: JSON.stringify },
    async request(urlOrOptions, maybeOptions) {
      let req = typeof urlOrOptions === 'string' ? { ...maybeOptions, url: urlOrOptions } : { ...urlOrOptions };
      req.method = (req.method || 'GET').toUpperCase();
      req.headers = { ...(req.headers || {}) };
      req.params = { ...(req.params || {}) };
      for (const before of app.beforeRequest || []) req = (await before(req, z, bundle)) || req;
      if (req.removeMissingValuesFrom === undefined) req.removeMissingValuesFrom = { params: true };
      req = { ...req, url: replaceCurlies(req.url, { bundle }), params: replaceCurlies(req.params, { bundle }), body: replaceCurlies(req.body, { bundle }), headers: replaceCurlies(req.headers, { bundle }) };

      const url = new URL(req.url);
      for (const [key, value] of Object.entries(req.params)) {
        if (req.removeMissingValuesFrom.params && (value === '' || value === undefined || value === null)) continue;
        url.searchParams.append(key, String(value));
      }
      let body = req.body;
      if (body && typeof body === 'object' && !(body instanceof URLSearchParams) && !Buffer.isBuffer(body)) {
        body = JSON.stringify(body);
        req.headers['Content-Type'] = req.headers['Content-Type'] || 'application/json; charset=utf-8';
      }
      const res = await fetch(url, { method: req.method, headers: req.headers, body: ['GET', 'HEAD'].includes(req.method) ? undefined : body });
      const content = await res.text();
      let json;
      try {
        json = content ? JSON.parse(content) : undefined;
      } catch {
        json = undefined;
      }
      let response = {
        status: res.status,
        content,
        json,
        data: json,
        headers: res.headers,
        request: { ...req, url: url.href },
        getHeader: (name) => res.headers.get(name),
        throwForStatus() {
          if (this.status >= 400) throw new ResponseError(this);
        },
      };
      for (const after of app.afterResponse || []) response = (await after(response, z, bundle)) || response;
      return response;
    },
  };
  return z;
}

async function runOperation(app, operation, bundle) {
  const z = makeZ(app, bundle);
  if (typeof operation === 'function') return operation(z, bundle);
  if (operation && typeof operation === 'object') {
    const response = await z.request(operation);
    response.throwForStatus();
    return response.data;
  }
  throw new Error('not an operation');
}

const createAppTester = (app) => (operation, bundle = {}) => runOperation(app, operation, { authData: {}, inputData: {}, meta: {}, ...bundle });

const version = '15.5.1';
module.exports = { createAppTester, errors, version, tools: { env: { inject() {} } } };
