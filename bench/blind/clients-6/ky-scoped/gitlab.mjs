import ky from 'ky';

export const host = 'http://127.0.0.1:__PORT__';

export const api = ky.extend({
  prefixUrl: `${host}/api/v3`,
  headers: { 'PRIVATE-TOKEN': process.env.CHANGELOG_TOKEN ?? 'secret' },
  retry: 0,
  timeout: 10_000,
});

// An instance per project: every path under it is relative to `/projects/:id/`.
export const scoped = (project) => api.extend((options) => ({ prefixUrl: `${options.prefixUrl}/projects/${encodeURIComponent(project)}` }));
