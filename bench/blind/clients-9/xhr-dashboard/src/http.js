// XMLHttpRequest helpers (the wallboard still runs on the kiosk's old browser: no fetch there).
import { API_ROOT, csrfToken } from './config.js';

function send(method, path, { query, json, form } = {}) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const search = query ? `?${new URLSearchParams(query)}` : '';
    xhr.open(method, `${API_ROOT}${path}${search}`);
    xhr.responseType = 'json';
    xhr.withCredentials = true;
    if (method !== 'GET') xhr.setRequestHeader('X-CSRF-Token', csrfToken());
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response);
      else reject(Object.assign(new Error(`${method} ${path} answered ${xhr.status}`), { status: xhr.status }));
    };
    xhr.onerror = () => reject(new Error(`${method} ${path}: network error`));
    if (json !== undefined) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(json));
    } else if (form !== undefined) {
      xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
      xhr.send(new URLSearchParams(form).toString());
    } else {
      xhr.send();
    }
  });
}

export const api = {
  get: (path, query) => send('GET', path, { query }),
  post: (path, form) => send('POST', path, { form }),
  put: (path, json) => send('PUT', path, { json }),
  delete: (path) => send('DELETE', path),
};
