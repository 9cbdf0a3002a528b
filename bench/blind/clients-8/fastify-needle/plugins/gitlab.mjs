// Decorates the instance with the GitLab API root and needle's options, for every route file.
import { fp } from '../vendor/fastify.mjs';

async function gitlab(fastify, opts) {
  fastify.decorate('gitlabApi', new URL('/api/v3', opts.url).href);
  fastify.decorate('gitlabOptions', { headers: { 'PRIVATE-TOKEN': opts.token }, parse: true, open_timeout: 5000 });
  fastify.decorate('gitlabJson', { headers: { 'PRIVATE-TOKEN': opts.token }, json: true, open_timeout: 5000 });
  // Not GitLab: Grafana's own HTTP API, for the CI dashboards' panels.
  fastify.decorate('grafanaApi', opts.grafanaUrl ?? 'http://grafana.internal:3000/api');
}

export default fp(gitlab, { name: 'gitlab' });
