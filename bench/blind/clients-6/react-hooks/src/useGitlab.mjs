import { useContext, useMemo } from '../vendor/react.mjs';
import { GitlabContext } from './GitlabContext.mjs';

function toSearch(params) {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => search.append(`${key}[]`, v));
    else if (value != null) search.set(key, value);
  }
  const text = search.toString();
  return text && `?${text}`;
}

export function useGitlab() {
  const { apiUrl, token } = useContext(GitlabContext);
  return useMemo(() => {
    async function call(method, path, { params, data } = {}) {
      const init = { method, headers: { 'PRIVATE-TOKEN': token } };
      if (data) {
        init.headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(data);
      }
      const res = await fetch(`${apiUrl}${path}${toSearch(params)}`, init);
      if (!res.ok) throw Object.assign(new Error(res.statusText), { status: res.status });
      return res.json();
    }
    return {
      get: (path, params) => call('GET', path, { params }),
      post: (path, data) => call('POST', path, { data }),
      put: (path, data) => call('PUT', path, { data }),
      del: (path) => call('DELETE', path),
    };
  }, [apiUrl, token]);
}
