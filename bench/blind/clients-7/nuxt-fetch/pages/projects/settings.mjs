// pages/projects/[id]/settings.vue and pages/index.vue: useFetch written out in full.
import { useFetch, useRuntimeConfig } from '../../vendor/nuxt.mjs';

export async function publish(id, description) {
  const config = useRuntimeConfig();
  return useFetch(`/projects/${id}`, {
    baseURL: config.public.gitlabApi,
    method: 'PUT',
    headers: { 'PRIVATE-TOKEN': config.gitlabToken },
    body: { description, public: true },
  });
}

export async function openMergeRequests(id) {
  const config = useRuntimeConfig();
  return useFetch(`/projects/${id}/merge_requests`, {
    baseURL: config.public.gitlabApi,
    headers: { 'PRIVATE-TOKEN': config.gitlabToken },
    query: { state: 'opened', order_by: 'updated_at' },
  });
}

export async function myProjects(search) {
  const { public: { gitlabApi }, gitlabToken } = useRuntimeConfig();
  return useFetch('/projects', { baseURL: gitlabApi, headers: { 'PRIVATE-TOKEN': gitlabToken }, query: { search } });
}
