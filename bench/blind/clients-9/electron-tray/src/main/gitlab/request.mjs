// GitLab requests from the main process through Electron's net module (it honours the system
// proxy and certificate store, which the corporate network needs).
import { net } from '../../../vendor/electron.mjs';
import { store } from '../store.mjs';

export function apiRequest(method, path, { query, body } = {}) {
  const { host, apiPath, token } = store.get('gitlab');
  const url = new URL(host + apiPath + path);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.append(key, String(value));

  return new Promise((resolve, reject) => {
    const request = net.request({ method, url: url.toString() });
    request.setHeader('PRIVATE-TOKEN', token);
    request.setHeader('Accept', 'application/json');
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        if (response.statusCode >= 400) reject(Object.assign(new Error(`GitLab ${response.statusCode} on ${method} ${path}`), { statusCode: response.statusCode }));
        else resolve(text ? JSON.parse(text) : null);
      });
    });
    request.on('error', reject);
    if (body !== undefined) {
      request.setHeader('Content-Type', 'application/json');
      request.write(JSON.stringify(body));
    }
    request.end();
  });
}
