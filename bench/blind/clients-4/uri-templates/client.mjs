// A client driven by endpoints.json: each call names an endpoint and gives the template's
// variables; the body (if any) goes as JSON. The base is in the same file as the templates.
import { readFileSync } from 'node:fs';
import { ofetch } from 'ofetch';
import { expand } from './template.mjs';

const spec = JSON.parse(readFileSync(new URL('./endpoints.json', import.meta.url), 'utf8'));

const gitlab = ofetch.create({
  headers: { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN ?? 'secret' },
  retry: 1,
  retryStatusCodes: [502, 503, 504],
});

export function call(name, vars = {}, body) {
  const endpoint = spec.endpoints[name];
  if (!endpoint) throw new Error(`no endpoint ${name}`);
  const url = expand(endpoint.href, { base: process.env.GITLAB_API ?? spec.base, ...vars });
  return gitlab(url, { method: endpoint.method, body });
}
