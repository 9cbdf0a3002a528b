// A generic caller over the route table: path parameters are taken out of `params`, the rest
// goes to the query (GET, DELETE) or the JSON body.
import axios from 'axios';
import { ROUTES } from './routes.mjs';

const http = axios.create({
  baseURL: 'http://127.0.0.1:__PORT__/api/v3',
  headers: { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN || 'secret' },
});

export function call(name, params = {}) {
  const route = ROUTES[name];
  if (!route) throw new Error(`unknown GitLab route ${name}`);
  const rest = { ...params };
  const url = route.path.replace(/:(\w+)/g, (_, key) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(value);
  });
  const method = route.method;
  return method === 'get' || method === 'delete'
    ? http.request({ method, url, params: rest })
    : http.request({ method, url, data: rest });
}
