import axios from 'axios';
import settings from './settings.mjs';

// GitLab reads Rails-style arrays (`labels[]=a&labels[]=b`); axios would send `labels[0]=a`.
function railsParams(params) {
  const parts = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const k = encodeURIComponent(key);
    if (Array.isArray(value)) for (const v of value) parts.push(`${k}[]=${encodeURIComponent(v)}`);
    else parts.push(`${k}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

// The old GitLab behind our proxy mangles JSON bodies: send every body as a form.
function formBody(data, headers) {
  if (data && typeof data === 'object' && !(data instanceof URLSearchParams)) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString();
  }
  return data;
}

export const http = axios.create({
  baseURL: `${settings.gitlab.origin}/api/v3`,
  headers: { 'PRIVATE-TOKEN': settings.gitlab.token },
  paramsSerializer: { serialize: railsParams },
  transformRequest: [formBody],
});
