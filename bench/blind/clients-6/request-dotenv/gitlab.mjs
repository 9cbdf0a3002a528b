import { apiUrl, token } from './env.mjs';

// Requests are built first and sent later, so a dry run can print them instead.
export function gitlabRequest(path, { method = 'GET', params, json } = {}) {
  const url = new URL(apiUrl + path);
  for (const [key, value] of Object.entries(params ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({ 'PRIVATE-TOKEN': token });
  let body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  return new Request(url, { method, headers, body });
}

export async function send(request) {
  if (process.env.DRY_RUN) {
    console.log(request.method, request.url);
    return null;
  }
  const response = await fetch(request);
  if (!response.ok) throw Object.assign(new Error(`${request.method} ${request.url} → ${response.status}`), { status: response.status });
  return response.status === 204 ? null : response.json();
}
