// GET /api/projects/:id/activity: closed issues for the project's timeline.
import { $fetch, defineEventHandler, getRouterParam, useRuntimeConfig } from '../../vendor/nuxt.mjs';

export default defineEventHandler((event) => {
  const { public: pub, gitlabToken } = useRuntimeConfig();
  return $fetch(`${pub.gitlabApi}/projects/${getRouterParam(event, 'id')}/events`, {
    headers: { 'PRIVATE-TOKEN': gitlabToken },
    query: { action: 'closed', target_type: 'Issue' },
  });
});
