// pages/projects/[id]/pipelines.vue's <script setup>: one tab per function, as the page loads them.
import { useGitlab } from '../../composables/useGitlab.mjs';

export async function pipelinesTab(id) {
  const { data: pipelines, error } = await useGitlab(`/projects/${id}/pipelines`, { query: { ref: 'main' } });
  if (error.value) throw error.value;
  return pipelines.value;
}

export async function failedTab(id) {
  const { data: failed, error } = await useGitlab(`/projects/${id}/builds`, { query: { scope: 'failed' } });
  if (error.value) throw error.value;
  return failed.value;
}
