// The CLI's HTTP layer: request (promisified) with the token as a default header, and a tagged
// template that makes API URLs with every interpolated value encoded as one path segment.
import { promisify } from 'node:util';
import request from 'request';

export function apiTag(root) {
  const base = root.endsWith('/') ? root : `${root}/`;
  return (strings, ...values) => base + strings.reduce((url, s, i) => url + encodeURIComponent(values[i - 1]) + s);
}

export function client(token) {
  const send = promisify(request.defaults({ headers: { 'PRIVATE-TOKEN': token }, json: true }));
  return async (options) => {
    const res = await send(options);
    if (res.statusCode >= 400) throw Object.assign(new Error(`${options.method ?? 'GET'} ${options.url}: ${res.statusCode}`), { status: res.statusCode });
    return res.body;
  };
}
