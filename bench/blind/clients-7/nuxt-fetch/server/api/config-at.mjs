// GET /api/projects/:id/config?sha=…: the Nuxt config as it was at a commit.
import { $fetch, defineEventHandler, getQuery, getRouterParam, useRuntimeConfig } from '../../vendor/nuxt.mjs';

export default defineEventHandler((event) => {
  const config = useRuntimeConfig();
  const { sha } = getQuery(event);
  return $fetch(`${config.public.gitlabApi}/projects/${getRouterParam(event, 'id')}/repository/blobs/${sha}`, {
    headers: { 'PRIVATE-TOKEN': config.gitlabToken },
    query: { filepath: 'nuxt.config.ts' },
    responseType: 'text',
  });
});
