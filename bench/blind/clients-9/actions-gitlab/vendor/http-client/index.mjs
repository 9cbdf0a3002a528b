// A trimmed copy of @actions/http-client: `new HttpClient(userAgent, handlers, requestOptions)`,
// the verbs `get` / `del` / `post` / `patch` / `put` / `head` answering an HttpClientResponse,
// and the JSON helpers `getJson` / `postJson` / `putJson` / `patchJson` answering
// `{ statusCode, result, headers }` (an HttpClientError from 300 up).
import http from 'node:http';
import https from 'node:https';

export const Headers = { Accept: 'accept', ContentType: 'content-type' };
export const MediaTypes = { ApplicationJson: 'application/json' };

export class HttpClientError extends Error {
  constructor(message, statusCode) {
    super(message);
    this.name = 'HttpClientError';
    this.statusCode = statusCode;
  }
}

export class HttpClientResponse {
  constructor(message) {
    this.message = message;
  }
  readBody() {
    return new Promise((resolve) => {
      const chunks = [];
      this.message.on('data', (chunk) => chunks.push(chunk));
      this.message.on('end', () => resolve(Buffer.concat(chunks).toString()));
    });
  }
}

const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;

export class HttpClient {
  constructor(userAgent, handlers, requestOptions) {
    this.userAgent = userAgent;
    this.handlers = handlers || [];
    this.requestOptions = requestOptions || {};
    this._allowRetries = this.requestOptions.allowRetries ?? false;
    this._maxRetries = Math.max(this.requestOptions.maxRetries ?? 1, 0);
  }

  options(requestUrl, additionalHeaders) {
    return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
  }
  get(requestUrl, additionalHeaders) {
    return this.request('GET', requestUrl, null, additionalHeaders || {});
  }
  del(requestUrl, additionalHeaders) {
    return this.request('DELETE', requestUrl, null, additionalHeaders || {});
  }
  post(requestUrl, data, additionalHeaders) {
    return this.request('POST', requestUrl, data, additionalHeaders || {});
  }
  patch(requestUrl, data, additionalHeaders) {
    return this.request('PATCH', requestUrl, data, additionalHeaders || {});
  }
  put(requestUrl, data, additionalHeaders) {
    return this.request('PUT', requestUrl, data, additionalHeaders || {});
  }
  head(requestUrl, additionalHeaders) {
    return this.request('HEAD', requestUrl, null, additionalHeaders || {});
  }

  async getJson(requestUrl, additionalHeaders = {}) {
    additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
    const res = await this.get(requestUrl, additionalHeaders);
    return this._processResponse(res, this.requestOptions);
  }
  async postJson(requestUrl, obj, additionalHeaders = {}) {
    const data = JSON.stringify(obj, null, 2);
    additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
    additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.ContentType, MediaTypes.ApplicationJson);
    const res = await this.post(requestUrl, data, additionalHeaders);
    return this._processResponse(res, this.requestOptions);
  }
  async putJson(requestUrl, obj, additionalHeaders = {}) {
    const data = JSON.stringify(obj, null, 2);
    additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
    additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.ContentType, MediaTypes.ApplicationJson);
    const res = await this.put(requestUrl, data, additionalHeaders);
    return this._processResponse(res, this.requestOptions);
  }
  async patchJson(requestUrl, obj, additionalHeaders = {}) {
    const data = JSON.stringify(obj, null, 2);
    additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
    additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.ContentType, MediaTypes.ApplicationJson);
    const res = await this.patch(requestUrl, data, additionalHeaders);
    return this._processResponse(res, this.requestOptions);
  }

  async request(verb, requestUrl, data, headers) {
    const parsedUrl = new URL(requestUrl);
    let info = this._prepareRequest(verb, parsedUrl, headers);
    const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb) ? this._maxRetries + 1 : 1;
    let numTries = 0;
    let response;
    do {
      response = await this.requestRaw(info, data);
      if (response.message.statusCode && response.message.statusCode < 500) break;
      numTries += 1;
      if (numTries < maxTries) {
        await response.readBody();
        await this._performExponentialBackoff(numTries);
        info = this._prepareRequest(verb, parsedUrl, headers);
      }
    } while (numTries < maxTries);
    return response;
  }

  requestRaw(info, data) {
    return new Promise((resolve, reject) => {
      const req = info.httpModule.request(info.options, (msg) => resolve(new HttpClientResponse(msg)));
      req.on('error', reject);
      if (data && typeof data !== 'string') {
        data.on('close', () => req.end());
        data.pipe(req);
      } else req.end(data || undefined);
    });
  }

  _prepareRequest(method, requestUrl, headers) {
    const usingSsl = requestUrl.protocol === 'https:';
    const defaultPort = usingSsl ? 443 : 80;
    const options = {
      host: requestUrl.hostname,
      port: requestUrl.port ? parseInt(requestUrl.port, 10) : defaultPort,
      path: (requestUrl.pathname || '') + (requestUrl.search || ''),
      method,
      headers: { ...headers },
    };
    if (this.userAgent != null) options.headers['user-agent'] = this.userAgent;
    for (const handler of this.handlers) handler.prepareRequest(options);
    return { parsedUrl: requestUrl, httpModule: usingSsl ? https : http, options };
  }

  _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
    return additionalHeaders[header] ?? this.requestOptions.headers?.[header] ?? _default;
  }

  _performExponentialBackoff(retryNumber) {
    retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
    const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  async _processResponse(res) {
    const statusCode = res.message.statusCode || 0;
    const response = { statusCode, result: null, headers: res.message.headers };
    if (statusCode === 404) return response;
    const contents = await res.readBody();
    let obj;
    if (contents && contents.length > 0) {
      try {
        obj = JSON.parse(contents);
        response.result = obj;
      } catch {
        // not JSON: the raw body goes into the error below
      }
    }
    if (statusCode > 299) {
      const msg = obj && obj.message ? obj.message : contents && contents.length > 0 ? contents : `Failed request: (${statusCode})`;
      const err = new HttpClientError(msg, statusCode);
      err.result = response.result;
      throw err;
    }
    return response;
  }
}
