// got with GitLab's pagination: the next page comes from the X-Next-Page header.
import got from 'got';

const GITLAB_HOST = process.env.GITLAB_HOST ?? 'http://127.0.0.1:__PORT__';

export const gitlab = got.extend({
  prefixUrl: new URL('/api/v3', GITLAB_HOST).href,
  headers: { 'private-token': process.env.GITLAB_TOKEN ?? 'secret' },
  responseType: 'json',
  retry: { limit: 0 },
  pagination: {
    transform: (response) => (Array.isArray(response.body) ? response.body : [response.body]),
    paginate: ({ response }) => {
      const next = response.headers['x-next-page'];
      return next ? { searchParams: { page: next } } : false;
    },
  },
});
