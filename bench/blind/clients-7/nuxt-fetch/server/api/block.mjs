// POST /api/users/:id/block
import { $fetch, defineEventHandler, getRouterParam, useRuntimeConfig } from '../../vendor/nuxt.mjs';

export default defineEventHandler((event) => {
  const config = useRuntimeConfig();
  return $fetch(`${config.public.gitlabApi}/users/${getRouterParam(event, 'id')}/block`, {
    method: 'PUT',
    headers: { 'PRIVATE-TOKEN': config.gitlabToken },
  });
});
