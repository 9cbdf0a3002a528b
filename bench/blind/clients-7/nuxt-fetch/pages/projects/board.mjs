// pages/projects/[id]/board.vue's <script setup>.
import { useGitlab } from '../../composables/useGitlab.mjs';

export const labels = (id) => useGitlab(`/projects/${id}/labels`, { key: `labels-${id}` });

export const milestone = (id, iid) => useGitlab(`/projects/${id}/milestones`, { query: { iid } });

export const addDeployKey = (id, title, key) => useGitlab(`/projects/${id}/keys`, { method: 'POST', body: { title, key } });
